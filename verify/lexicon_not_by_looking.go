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
		"不是查出来的|不是实时查的|不是查询得来的|調べたものではなく|確認したものではなく|調べたわけではなく|確認したわけではなく|検索したわけではなく|"+
		// The polite form of "Vたわけではない" (it is not that I V-ed).
		"検索したわけではありません|確認したわけではありません")
}
