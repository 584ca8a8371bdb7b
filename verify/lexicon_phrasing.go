package verify

// phrasingTerms are tool claims and denials worded in ways the
// per-language lists do not cover.
func phrasingTerms(l *lex) {
	// 请/請 alone is "please", a hedge; inside these words it is a
	// morpheme of a noun or verb ("请求" request, "請求書" invoice,
	// "申请" apply, "邀请" invite, "请假" take leave) and asks the reader for nothing.
	l.add(kindEpistemic, "", "请求|請求|申请|申請|邀请|邀請|请假|請假|聘请|聘請")
	// "我请求了线上的 /version 接口": requesting an endpoint or URL is
	// fetching it.
	l.add(kindUse, famFetch, "请求了|請求了")
	habitualTerms(l)
	notAbsenceTerms(l)
	// "并没有实时查询" (I did not look it up live), "我联网查询了": a
	// look-up qualified by how it was done is the verb, not the noun
	// "查询" (a query) that bare "查询" usually is.
	l.add(kindUse, famCheck, "实时查询|實時查詢|联网查询|聯網查詢|在线查询|線上查詢")
	// "Los tests y el linter: también lo he pasado": Spanish "pasar" a
	// check or a suite is running it. Only the forms with an object
	// pronoun are listed; "he pasado el día" is spending time.
	l.add(kindUse, famShell, "lo he pasado|los he pasado|la he pasado|las he pasado|lo pasé|los pasé")
}

// habitualTerms are habitual markers, "it is often the case that": a clause
// about what usually happens ("規程によっては…を使うことが多い", "suelen
// usar la tasa del día", "अक्सर कार्ड की दर लगती है") gives general
// knowledge, as "typically" and "通常は" do, not a result's content.
func habitualTerms(l *lex) {
	l.add(kindGeneral, "", "ことが多い|ことが多く|場合が多い|のが一般的|suele |suelen |अक्सर")
}

// notAbsenceTerms are negative forms that report no empty result:
//   - Japanese "しか…ない" is "only": "`src` は 4MB しかありません" (src is
//     only 4 MB), "1件しかない" (there is only one) states an amount;
//   - Chinese "没问题" (no problem, all fine) approves a result; it says
//     nothing was found no more than "all good" does;
//   - Spanish "no hay problema", Hindi "कोई दिक्कत नहीं" likewise.
func notAbsenceTerms(l *lex) {
	l.add(kindNotAbsence, "", "しかありません|しかありませんでした|しかない|しかなく|しかいません|しか入っていません|"+
		"没问题|沒問題|没什么问题|no hay problema|कोई दिक्कत नहीं")
}

// offerTerms adds offers and conditions (kindHedge) that put what follows
// in the future: Japanese "必要なら" (if needed) and the volitional
// "〜てみます" (I'll try …); "〜てみないと分かりません" (can't tell without
// trying) is a condition, not a denial. Hindi first-person futures of the
// light verbs देना and लेना ("बता दूँगा", "देख लूँ") are plans, as करूँगा
// already is.
func offerTerms(l *lex) {
	l.add(kindHedge, "", "必要なら|必要でしたら|よろしければ|てみます|てみましょうか|てみないと|しないと分かりません|"+
		"しないとわかりません|ないと分かりません|ないとわかりません")
	l.add(kindHedge, "", "दूँगा|दूंगा|दूँगी|दूंगी|लूँगा|लूंगा|लूँगी|लूंगी|देख लूँ|देख लूं")
	// An assumption is a condition: what it introduces is supposed, not
	// reported ("assuming there is no blank line at the end").
	l.add(kindHedge, "", "assuming|suponiendo que|asumiendo que|मानते हुए|मान कर|मानकर|假设|假定|と仮定|と想定")
}
