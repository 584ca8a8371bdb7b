package verify

// Japanese asks for a count in two ways: a noun and いくつ ("出荷待ちの
// ロットっていくつある？", how many lots), or 何 and the counter itself ("欠品
// は何品目？", how many items). The answer writes the number before the
// same word, the noun serving as its own counter ("3ロット", "2品目"), so
// the word is the noun the user asked to count (see requestNounAt).

var (
	jaMeasureCounters []string
	jaCountParticles  []string
)

// countsRequestNounJaLists holds the phrases of the word lists declared above (see barList).
var countsRequestNounJaLists = [...]barList{
	// jaMeasureCounters follow 何 in questions of when or how much, not how
	// many items: 何時 (what time), 何日, 何分, 何円, 何倍, 何番 (which one).
	{&jaMeasureCounters, "時|日|分|秒|年|月|歳|才|円|度|倍|番|曜|週|階|回|割|キロ|メートル|ヶ月|か月|カ月"},
	// jaCountParticles stand between a noun and いくつ.
	{&jaCountParticles, "って|は|が|も"},
}

var _ = splitBars(countsRequestNounJaLists[:])

// jaRequestCountNoun returns the word a Japanese request asks to count, or
// "": the run of kanji or katakana before a particle and いくつ, of two to
// six characters, or after 何, of one to three.
func jaRequestCountNoun(req string) string {
	if i := indexSubstr(req, "いくつ"); i > 0 {
		for _, p := range jaCountParticles {
			if before, ok := cutSuffix(req[:i], p); ok {
				j := len(before)
				for jaNounChar(before, j-3) {
					j -= 3
				}
				if n := len(before) - j; n >= 6 && n <= 18 {
					return before[j:]
				}
				return ""
			}
		}
		return ""
	}
	i := indexSubstr(req, "何")
	if i < 0 {
		return jaCountOfNoun(req)
	}
	if hasPrefixAny(req[i+3:], jaMeasureCounters) {
		return ""
	}
	rest := req[i+3:]
	j := 0
	for j < 9 && jaNounChar(rest, j) {
		j += 3
	}
	return rest[:j]
}

// jaNounChar reports whether the three bytes at s[i:] are a kanji
// (U+4E00–U+9FFF) or a katakana (U+30A0–U+30FF, ー included). A byte that
// leads either is never inside another character, so s may be read from
// its end three bytes at a time.
//
// It stays a call for the release binary's size (size20).
//
//go:noinline
func jaNounChar(s string, i int) bool {
	if i < 0 || i+3 > len(s) {
		return false
	}
	return hanLead(s[i]) || s[i] == 0xE3 && (s[i+1] == 0x82 && s[i+2] >= 0xA0 || s[i+1] == 0x83)
}

// jaCountOfNoun returns the noun a request asks the number of with 数
// ("ロット数と合計重量は？", the number of lots): the run of two to six kanji or
// katakana before a 数 that no kanji follows (not 数量, a quantity). One
// character before it is a word of its own (人数, 点数 the score, 回数).
func jaCountOfNoun(req string) string {
	for at := 0; ; {
		i := indexSubstr(req[at:], "数")
		if i < 0 {
			return ""
		}
		i += at
		at = i + 3
		if jaNounChar(req, at) {
			continue
		}
		j := i
		for j > i-18 && jaNounChar(req, j-3) {
			j -= 3
		}
		if i-j >= 6 && !(j > 0 && isDigitByte(req[j-1])) {
			return req[j:i] // not "1日平均乗車数": 日 counts the 1
		}
	}
}
