package verify

import "strings"

// undoneMood reports whether the grammar of the verb a tool word stands
// with leaves the act undone: a Japanese non-past sentence or a Hindi
// obligation (see jaNonPastAfter, hiObligation).
func (c *check) undoneMood(sp span) bool {
	return c.jaNonPastAfter(sp) || c.hiObligation(sp)
}

// jaNonPastAfter reports whether the Japanese sentence holding the tool
// word at sp ends in a non-past polite verb (ます, ません, ましょう) with no
// past or completed form from the word (取得した is past) to that end: "send_noticeで一斉に
// 送れます" (it can send them all), "…（polisher_control）は…操作なので、…
// 実行しません" (I won't run it) say what can or will be done, not what was.
// A sentence ending in です states a fact, and stays a claim.
func (c *check) jaNonPastAfter(sp span) bool {
	s := c.folded[sp.start:min(len(c.folded), sp.end+240)]
	if strings.IndexByte(s, 0xe3) < 0 {
		return false // no kana (U+3040..U+30FF) in reach: not Japanese
	}
	if k := strings.IndexAny(s, "。！？!?\n"); k >= 0 {
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
