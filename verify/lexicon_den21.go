package verify

// den21Terms are the denial forms of indep27 and dev30 that the lists
// lacked: the Chinese 调 (pull data) ending its clause, its object fronted
// before the speaker ("实时遥测我没有调", "化验数据我这次没有调，"). The longer
// forms the lists hold (没有调用, 没有调取) match first; followed by another
// letter, 调 starts a word of adjusting (调整, 调温), which zhAdjustVerb
// keeps from the denial.
func den21Terms(l *lex) {
	l.add(kindDenyVerb, "", "没有调|没调")
	den25Terms(l) // see lexicon_den25.go
}

// zhAdjustVerb reports whether the bare 调 of denial term t runs on into a
// longer word (rest: the text after it), so that it does not pull data.
// A noun of stored data or a tool's concept right after it is 调's object,
// not a second letter of one word: "没有调工单系统", "没调数据库", "没有调记录"
// pull, "没有调整", "没调温" adjust; a verb of looking after it keeps the
// pull ("没有调阅", "没调看").
func zhAdjustVerb(t, rest string) bool {
	if t != "没有调" && t != "没调" {
		return false
	}
	r := firstRune(rest)
	// 调阅, 调看, 调查, 调出: 调 with a verb of looking after it is one
	// word of pulling up and reading ("没有调阅这位病人的病历").
	return r >= 0x4e00 && r <= 0x9fff && !hasRune("阅閱看查出", r) && !zhPulledObject(rest)
}

// zhDataNouns are nouns of stored data that 调 pulls.
var zhDataNouns = splitBar("系统|系統|数据|數據|记录|記錄|接口|日志|资料|档案|明细|报表|库里|后台|平台")

// zhPulledObject reports whether rest opens with a noun of stored data or a
// Chinese form of a glossary concept (nameGloss).
func zhPulledObject(rest string) bool {
	if hasPrefixAny(rest, zhDataNouns) {
		return true
	}
	for _, g := range nameGloss {
		_, forms, _ := cutAt(g, "=")
		for more := true; more; {
			var f string
			f, forms, more = cutByte(forms, ',')
			if f != "" && f[0] >= 0xe3 && hasPrefix(rest, f) {
				return true
			}
		}
	}
	return false
}
