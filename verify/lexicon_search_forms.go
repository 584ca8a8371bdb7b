package verify

// searchFormTerms are Chinese search verbs in the bare forms that denials
// and offers use: "我这次没有去搜你的邮箱", "没搜过", "我帮你搜一下". 搜 is
// the everyday short form of 搜索; with 去, 过 or 一下 it can only be the
// verb, never part of a noun (搜索结果).
func searchFormTerms(l *lex) {
	l.add(kindUse, famSearch, "去搜|搜过|搜一下|搜一搜")
}
