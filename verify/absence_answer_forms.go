package verify

import "strings"

// zhAnswerNo reports whether a 没有 (or 没) opens its clause and stands
// alone before a comma or stop: "没有，19 号全部成交，没有流拍的批次",
// "没有，我没去系统里扫". It answers the user's yes-no question as "no"
// does. Its caller skips it when the clause goes on to state an absence of
// its own (read from that negation), or when the request asks about an act
// ("是不是又去系统里扫了？"), not whether something exists (no 有 in it):
// "没有，一切正常" after "有异常吗？" stays the claim.
func zhAnswerNo(before, rest string) bool {
	if strings.Trim(before, " *#>-\t\n") != "" {
		return false
	}
	return hasPrefixAny(rest, []string{"，", ",", "；"})
}

// laterNone reports a none word of the clause after h.
func laterNone(in *info, h *hit) bool {
	for i := range in.hits {
		if o := &in.hits[i]; o.t.kind == kindNone && o.start >= h.end {
			return true
		}
	}
	return false
}

// hiAbleWord reports a form of पाना (can) after a verb stem: "मिला पा
// रहा", "मिला पाया". After मिला it makes the stem the transitive मिलाना
// (to match, to join): "कदम नहीं मिला पा रहा" (cannot keep pace) reports
// no empty result.
func hiAbleWord(w string) bool { return hiAbleWords[w] }

// hiAbleWords are the forms of पाना. A set, not a switch of them: the
// switch was some 400 bytes of code (the release binary's size, size20).
var hiAbleWords = wordSet("पा पाया पाई पाए पाता पाती पाते पाएगा पाएगी पाएँगे")
