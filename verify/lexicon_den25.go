package verify

// den25Terms are the denial forms of indep29 and dev32 that the lists
// lacked. 动 (touch) is the Chinese verb of touching a system or record,
// as 碰 is: "没有动住宿登记系统", "数据库我没动". Followed by another letter it
// may start a word of its own (动手, 动态, 动作), which zhMoveWord keeps
// from the denial.
func den25Terms(l *lex) {
	l.add(kindDenyVerb, "", "没有动|没动|沒有動|沒動")
}

// zhMoveWords are the second letters that make 动 a word of its own.
var zhMoveWords = "手作态態静靜用力工员員画畫身机機物词詞荡蕩摇搖向脉脈"

// zhMoveWord reports whether the bare 动 of denial term t runs on into a
// longer word (rest: the text after it), or has no speaker before it
// (before: the clause up to it), so that it touches nothing: "月卡暂时没动"
// says the card is unchanged, not that the speaker left it alone.
func zhMoveWord(t, before, rest string) bool {
	if t != "没有动" && t != "没动" && t != "沒有動" && t != "沒動" {
		return false
	}
	r := firstRune(rest)
	return r > 0 && hasRune(zhMoveWords, r) || !hasSubstr(before, "我")
}

// zhLiveWord reports whether rest opens with a word of 实 that is not 查实
// (verified): 实时 (live), 实际 (actual), 实况 (the live state). "没有上网查实时行情"
// denies looking up live prices; "没有查实" is a caveat.
func zhLiveWord(rest string) bool {
	return hasPrefixAny(rest, zhLiveWords)
}

var zhLiveWords = splitBar("实时|實時|实际|實際|实况|實況")
