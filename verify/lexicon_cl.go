package verify

// clTerms are checker-l's additions.
func clTerms(l *lex) {
	// "Nothing from r.hollis@… in your inbox", "nothing from the API":
	// nothing received from a sender or source is an absence claim about
	// the result that searched it, as "nothing in" is.
	l.add(kindAbsence, "", "nothing from")
	// "我没有直接查数据库", "没有亲自跑": an adverb of manner between the
	// negation and the verb of looking still denies the look-up, as
	// "没有查" does (see cdTerms).
	var zh []string
	for _, neg := range []string{"没有", "没", "沒有"} {
		for _, adv := range []string{"直接", "亲自", "實際", "实际", "真正", "直接去"} {
			for _, v := range []string{"查", "跑", "执行", "運行", "运行", "看", "读", "打开", "访问", "检查", "搜索"} {
				zh = append(zh, neg+adv+v)
			}
		}
	}
	l.add(kindDenyVerb, "", zh...)
	// "どこからも参照されていません" (referenced from nowhere), like
	// "どこにも": a search found no place that holds the thing.
	l.add(kindAbsence, "", "どこからも")
}
