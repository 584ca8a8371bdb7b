package verify

// A judgement word as a label. "没有任何订阅被标记异常", "no account is
// flagged as unusual", "ninguna cuenta está marcada como rara", "異常とし
// てフラグされた注文はありません", "कोई खाता असामान्य के रूप में चिह्नित
// नहीं": after a verb of marking the word is a status a record carries,
// which a result can hold, not the speaker's judgement of what was seen
// ("nothing looks unusual", "没发现什么异常"). Such a clause stays an
// absence claim.

var (
	markVerbs []string
)

// absenceMarkedLabelLists holds the phrases of the word lists declared above (see barList).
var absenceMarkedLabelLists = [...]barList{
	// markVerbs are verbs of marking, flagging and labelling, before the label
	// (English, Spanish, Chinese) or after it (Japanese, Hindi).
	{&markVerbs, "标记|標記|标为|標為|marked|flagged|labeled|labelled|marcad|マーク|フラグ|として|चिह्नित| के रूप में"},
}

var _ = splitBars(absenceMarkedLabelLists[:])

// markedLabel reports whether the judgement word j, where s first holds
// it, is a label after (in Japanese and Hindi, before) a verb of marking.
func markedLabel(s, j string) bool {
	i := indexSubstr(s, j)
	return i >= 0 && (containsAny(s[max(0, i-20):i], markVerbs) || hasPrefixAny(s[i+len(j):], markVerbs))
}
