package verify

import "strings"

// A judgement word as a label. "没有任何订阅被标记异常", "no account is
// flagged as unusual", "ninguna cuenta está marcada como rara", "異常とし
// てフラグされた注文はありません", "कोई खाता असामान्य के रूप में चिह्नित
// नहीं": after a verb of marking the word is a status a record carries,
// which a result can hold, not the speaker's judgement of what was seen
// ("nothing looks unusual", "没发现什么异常"). Such a clause stays an
// absence claim.

// markVerbs are verbs of marking, flagging and labelling, before the label
// (English, Spanish, Chinese) or after it (Japanese, Hindi).
var markVerbs = []string{"标记", "標記", "标为", "標為", "标注", "標注", "marked", "flagged", "labelled", "labeled", "tagged",
	"marcad", "etiquetad", "señalad", "マーク", "フラグ", "として", "चिह्नित", "मार्क", "के रूप में"}

// markedLabel reports whether every use of the judgement word j in s is a
// label after (or, in Japanese and Hindi, before) a verb of marking.
func markedLabel(s, j string) bool {
	seen := false
	for i := 0; ; {
		k := strings.Index(s[i:], j)
		if k < 0 {
			return seen
		}
		at := i + k
		i = at + len(j)
		before := s[max(0, at-20):at]
		after := s[i:min(len(s), i+20)]
		if !containsAny(before, markVerbs) && !hasPrefixAny(strings.TrimLeft(after, " "), markVerbs) {
			return false
		}
		seen = true
	}
}
