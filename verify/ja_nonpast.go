package verify

import "strings"

// undoneMood reports whether the grammar of the verb a tool word stands
// with leaves the act undone: a Japanese non-past sentence or a Hindi
// obligation (see jaNonPastAfter, hiObligation).
func (c *check) undoneMood(sp span) bool {
	return c.jaNonPastAfter(sp) || c.hiObligation(sp) || c.jaOpenState(sp)
}

// jaOpenState reports whether 開いて at sp is the stative of intransitive
// 開く ("3件がまだ開いています", "まだ開いているもの": the tickets are
// open), not a file opened: its ている form with no を object before it
// in its clause. "ファイルを開いています" keeps the act.
func (c *check) jaOpenState(sp span) bool {
	if c.folded[sp.start:sp.end] != "開いて" {
		return false
	}
	if rest := c.folded[sp.end:]; !hasPrefix(rest, "い") && !hasPrefix(rest, "る") {
		return false
	}
	before := c.folded[max(0, sp.start-36):sp.start]
	if k := strings.LastIndexAny(before, "、。\n"); k >= 0 {
		before = before[k:]
	}
	return !hasSubstr(before, "を")
}

// jaNonPastAfter reports whether the Japanese sentence holding the tool
// word at sp ends in a non-past polite verb (ます, ません, ましょう) with no
// past or completed form from the word (取得した is past) to that end: "send_noticeで一斉に
// 送れます" (it can send them all), "…（polisher_control）は…操作なので、…
// 実行しません" (I won't run it) say what can or will be done, not what was.
// A sentence ending in です states a fact, and stays a claim.
func (c *check) jaNonPastAfter(sp span) bool {
	s := c.folded[sp.start:min(len(c.folded), sp.end+240)]
	if !hasKana(s) {
		return false // no kana in reach: not Japanese (a Chinese reply ends here)
	}
	if k := jaSentenceEnd(s); k >= 0 {
		s = s[:k]
	} else if len(s) == 240+sp.end-sp.start {
		return false // no sentence end in reach
	}
	if !hasKana(s) {
		return false
	}
	s = strings.TrimRight(s, " ")
	return hasSuffixAny(s, jaNonPastEnds) && !containsAny(s, jaPastForms)
}

var jaNonPastEnds, jaPastForms, hiInfinitiveEnds, hiObligationAux []string

// moodLists holds the word lists of undoneMood (see barList):
//   - jaNonPastEnds, the non-past polite endings;
//   - jaPastForms, the past, completed and progressive forms that make a
//     sentence report work done or under way whatever its last verb
//     ("確認したので送ります", "送っています");
//   - hiInfinitiveEnds, hiObligationAux: a Hindi infinitive's endings, and
//     the futures of होना and पड़ना and चाहिए after it (see hiObligation).
var moodLists = [...]barList{
	{&jaNonPastEnds, "ます|ません|ましょう|ましょうか|ませんか"},
	{&jaPastForms, "ました|でした|した|った|いた|えた|れた|きた|んだ|済|完了|ておき|てあり|ています|でいます|ております"},
	{&hiInfinitiveEnds, "ना|नी|ने"},
	{&hiObligationAux, "होगा|होगी|होंगे|पड़ेगा|पड़ेगी|पड़ेंगे|पडेगा|चाहिए"},
}

var _ = splitBars(moodLists[:])

// jaSentenceEnd is strings.IndexAny(s, "。！？!?\n") by bytes: IndexAny
// looked each rune of s up in its set. None of the marks' bytes is a
// continuation byte, so the first found starts a rune.
func jaSentenceEnd(s string) int {
	for k := 0; k < len(s); k++ {
		switch s[k] {
		case '!', '?', '\n':
			return k
		case 0xe3:
			if hasPrefix(s[k:], "。") {
				return k
			}
		case 0xef:
			if hasPrefix(s[k:], "！") || hasPrefix(s[k:], "？") {
				return k
			}
		}
	}
	return -1
}
