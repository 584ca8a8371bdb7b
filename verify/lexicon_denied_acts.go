package verify

var (
	deniedActFormTermsList1 []string
	deniedActFormTermsList2 []string
	deniedActFormTermsList3 []string
	deniedActFormTermsList4 []string
)

// lexiconDeniedActsLists holds the phrases of the word lists declared above (see barList).
var lexiconDeniedActsLists = [...]barList{
	// The lists of deniedActFormTerms, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&deniedActFormTermsList1, "問い合わせ|照会|クエリ|アクセス|検索|接続"},
	{&deniedActFormTermsList2, "行っていません|行っていない|行っておらず|していません|していない|しておらず|せず|しませんでした"},
	{&deniedActFormTermsList3, "没有|没|并没有|沒有"},
	{&deniedActFormTermsList4, "查|查询|获取|访问|调用"},
}

var _ = splitBars(lexiconDeniedActsLists[:])

// deniedActFormTerms are first-person negated acts of looking in the forms
// replies ordinarily use that the denial lists lack (see denyVerbTerms,
// withoutActTerms): the Japanese light verb that carries a noun of the act
// ("問い合わせは行っていません": the inquiry was not made; its plain
// negative past "問い合わせはしませんでした" and written continuative
// "問い合わせはせず、" too, as "しておらず" is), the topic
// particle between a verb and its negation ("開いてはおらず"), and the
// Chinese adverb "实时" (live) between the negation and the look-up, as
// "实际" already is. What they deny is decided by their object, as for
// every kindDenyVerb (see deniedObjectCall).
func deniedActFormTerms(l *lex) {
	var ja []string
	for _, act := range deniedActFormTermsList1 {
		for _, p := range []string{"は", "を", "も"} {
			for _, v := range deniedActFormTermsList2 {
				ja = append(ja, act+p+v)
			}
		}
	}
	// "データベースを照会せず、": the written negative continuative of
	// the light verb, glued to the noun of the act with no particle.
	for _, act := range deniedActFormTermsList1 {
		ja = append(ja, act+"せず")
	}
	// "予約システムには問い合わせず、": a verb's own negative continuative.
	ja = append(ja, "問い合わせず", "調べず", "触れず", "アクセスしておらず", "検索していません", "検索していない", "検索しておらず",
		"読み込んでいません", "読み込んでいない", "読み込んでおらず",
		"開いてはおらず", "開いてはいません", "開いてはいない", "確認してはおらず", "確認してはいません", "確認してはいない")
	l.addLists(kindDenyVerb, "", ja...)
	var zh []string
	for _, neg := range deniedActFormTermsList3 {
		for _, v := range deniedActFormTermsList4 {
			// "没有去查实时气象数据": 去 before the verb, 实时 after it.
			zh = append(zh, neg+"实时"+v, neg+"即時"+v, neg+"去"+v+"实时")
		}
	}
	l.addLists(kindDenyVerb, "", zh...)
	// "…は確認しておらず、": the written continuative of a negated
	// progressive after a verb already matched in its て form ("確認して",
	// "開いて") negates it as "ません" does.
	l.negAfter("おらず|はおらず")
}
