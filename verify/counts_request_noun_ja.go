package verify

import (
	"strings"
	"unicode/utf8"
)

// Japanese asks for a count in two ways: a noun and いくつ ("出荷待ちの
// ロットっていくつある？", how many lots), or 何 and the counter itself ("欠品
// は何品目？", how many items). The answer writes the number before the
// same word, the noun serving as its own counter ("3ロット", "2品目"), so
// the word is the noun the user asked to count (see requestNounAt).

// jaMeasureCounters follow 何 in questions of when or how much, not how
// many items: 何時 (what time), 何日, 何分, 何円, 何倍, 何番 (which one).
var jaMeasureCounters = splitBar("時|日|分|秒|年|月|歳|才|円|度|倍|番|曜|週|階|回|割|キロ|メートル|ヶ月|か月|カ月")

// jaCountParticles stand between a noun and いくつ.
var jaCountParticles = splitBar("って|は|が|も")

// jaRequestCountNoun returns the word a Japanese request asks to count, or
// "".
func jaRequestCountNoun(req string) string {
	if i := strings.Index(req, "いくつ"); i > 0 {
		before := req[:i]
		for _, p := range jaCountParticles {
			if strings.HasSuffix(before, p) {
				return trailingNoun(before[:len(before)-len(p)])
			}
		}
		return ""
	}
	i := strings.Index(req, "何")
	if i < 0 {
		return ""
	}
	rest := req[i+len("何"):]
	if hasPrefixAny(rest, jaMeasureCounters) {
		return ""
	}
	// The counter: the run of kanji or katakana after 何 ("品目", "ロット").
	end := 0
	for end < len(rest) {
		r, n := utf8.DecodeRuneInString(rest[end:])
		if !nounRune(r) && !katakana(r) {
			break
		}
		end += n
	}
	if end == 0 || end > 9 {
		return ""
	}
	return rest[:end]
}

// trailingNoun returns the run of kanji or katakana that s ends with, of
// two to six characters, or "".
func trailingNoun(s string) string {
	start, runes := len(s), 0
	for start > 0 && runes < 7 {
		r, n := utf8.DecodeLastRuneInString(s[:start])
		if !nounRune(r) && !katakana(r) {
			break
		}
		start -= n
		runes++
	}
	if runes < 2 || runes > 6 {
		return ""
	}
	return s[start:]
}
