package verify

// den21Terms are the denial forms of indep27 and dev30 that the lists
// lacked: the Chinese 调 (pull data) ending its clause, its object fronted
// before the speaker ("实时遥测我没有调", "化验数据我这次没有调，"). The longer
// forms the lists hold (没有调用, 没有调取) match first; followed by another
// letter, 调 starts a word of adjusting (调整, 调温), which zhAdjustVerb
// keeps from the denial.
func den21Terms(l *lex) {
	l.add(kindDenyVerb, "", "没有调|没调")
}

// zhAdjustVerb reports whether the bare 调 of denial term t runs on into a
// longer word (rest: the text after it), so that it does not pull data.
func zhAdjustVerb(t, rest string) bool {
	if t != "没有调" && t != "没调" {
		return false
	}
	r := firstRune(rest)
	return r >= 0x4e00 && r <= 0x9fff
}
