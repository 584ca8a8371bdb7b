package verify

import (
	"strings"
)

// An absence whose object is a judgement of concern ("nothing of concern
// turned up", "no encontró nada preocupante", "没有发现需要处理的问题",
// "特に問題は見つかっていません", "कुछ चिंताजनक नहीं मिला") calls a result free
// of problems; it does not say the result was empty. Like the all-clear
// phrases (clear.go) it is false only when the result shows a problem, or
// lists the very things it names (an issue tracker's "problems"); a vet
// note or a checklist with lines in it leaves it true.

var (
	concernStems []string
)

// absenceJudgementLists holds the phrases of the word lists declared above (see barList).
var absenceJudgementLists = [...]barList{
	// concernStems are the words, in each language, of something wrong or
	// worth acting on: the objects of such a judgement.
	{&concernStems, "problem|concern|worr|alarming|abnormal|out of the ordinary|follow-up|follow up|" +
		"problema|preocup|anomal|alarmant|seguimiento|fuera de lo normal|" +
		"问题|問題|异常|異常|担心|需要处理|需要关注|值得注意|懸念|心配|気になる|要注意|" +
		"समस्या|चिंता|असामान्य|गड़बड़|दिक्कत|दिक़्क़त|परेशानी"},
}

var _ = splitBars(absenceJudgementLists[:])

// concernJudged reports whether the clause's absence is such a judgement
// and no target shows a problem or names the concern. The concern word
// must be what is absent: just before the absence (the Hindi and Japanese
// object or topic, "चिंताजनक नहीं", "問題は見つかっていません") or just after
// it, and there, in Chinese and Japanese, the head of its noun phrase
// ("没有发现需要处理的问题", not "没有异常 Pod", "没有找到异常记录", where it
// only qualifies the items).
func (c *check) concernJudged(in *info, targets []int) bool {
	a := in.absence
	// Before the absence, only back to the last mark of punctuation
	// ("sin problema: no hay ninguna alerta" is two phrases).
	lo, hi := max(in.start, a.start-36), min(in.end, a.end+40)
	if k := strings.LastIndexAny(c.folded[lo:a.start], ":;,.—。，：；、"); k >= 0 {
		lo += k + 1
	}
	s := c.folded[lo:hi]
	stem := ""
	for _, w := range concernStems {
		i := indexSubstr(s, w)
		if i < 0 {
			continue
		}
		if lo+i < a.start && w[0] < 0x80 {
			continue // English and Spanish put the object after the negation
		}
		if lo+i >= a.end && isCJKStart(w) {
			rest := strings.TrimLeft(s[i+len(w):], " *_")
			if r, _ := decodeRuneAt(rest); rest != "" && (isWordRune(r) || r == '`') {
				continue
			}
		}
		stem = w
		break
	}
	if stem == "" {
		return false
	}
	for _, ci := range targets {
		r := c.calls[ci].folded
		if problemLine(r) != "" || !containsAny(stem, problemStems) && hasSubstr(r, stem) || c.calls[ci].warnLine() {
			return false
		}
	}
	return true
}
