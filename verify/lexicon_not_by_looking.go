package verify

// notByLookingTerms deny a look-up as the way an answer was reached: "यह
// मैंने लाइव रेट देखकर नहीं, अपनी जानकारी से बताया है" (not by looking at
// the live rate, from what I know), "I got this not by looking it up but
// from memory", "調べたものではなく一般的な目安です". The negated manner is a
// first-person denial of the look-up whose object names the call (see
// deniesObject).
func notByLookingTerms(l *lex) {
	l.add(kindDenyVerb, "", "देखकर नहीं|देख कर नहीं|चेक करके नहीं|चेक कर के नहीं|जाँचकर नहीं|जांचकर नहीं|"+
		"not by looking up|not by looking at|not by checking|no consultando|no mirando|sin haberlo consultado|"+
		"不是查出来的|不是实时查的|不是查询得来的")
	// Japanese negates a past act as the way the answer came with
	// "Vたわけではない / Vたものではない" (it is not that I V-ed), in its
	// continuative (なく), plain (ない) and polite (ありません) forms, for
	// every verb of looking.
	var ja []string
	for _, v := range notByLookingList1 {
		for _, e := range notByLookingList2 {
			ja = append(ja, v+e)
		}
	}
	l.addLists(kindDenyVerb, "", ja...)
}

var (
	notByLookingList1 []string
	notByLookingList2 []string
)

// lexiconNotByLookingLists holds the phrases of the word lists declared above (see barList).
var lexiconNotByLookingLists = [...]barList{
	{&notByLookingList1, "調べた|確認した|検索した|見た|読んだ|参照した|照会した|投げた|実行した|問い合わせた|取得した|開いた"},
	{&notByLookingList2, "わけではなく|わけではない|わけではありません|ものではなく|ものではない|ものではありません"},
}

var _ = splitBars(lexiconNotByLookingLists[:])
