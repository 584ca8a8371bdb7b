package verify

// kindDenyVerb marks a first-person negated verb of tool work, with its
// negation: "I didn't open", "no he consultado", "没有去查", "開いていない",
// "नहीं खोला". It is kept apart from the main lexicon (its kind is above
// kindAllClear) so that it never shadows the negation and use terms of
// the same text. See deniesObject.
const kindDenyVerb kind = 232

// kindDenyRunAll marks a denial that quantifies over everything run:
// "nothing was executed", "no he lanzado ninguna". See deniesObject.
const kindDenyRunAll kind = 233

// cdTerms adds the terms of the object denial check and the discourse
// markers that are no hedge.
func cdTerms(l *lex) {
	// "I should say", "I should note", "to be clear": a speaker
	// announcing a remark, not an offer or plan; the hedge "i should"
	// inside them is no hedge.
	l.add(kindEpistemic, "", "i should say", "i should note", "i should mention", "i should add", "i should point out",
		"i should be clear", "i should clarify", "i should flag", "to be clear", "i must say", "i must note")
	l.add(kindDenyVerb, "",
		"i didn't open", "i did not open", "i haven't opened", "i have not opened", "i never opened",
		"i didn't touch", "i did not touch", "i haven't touched", "i have not touched", "i never touched",
		"i didn't query", "i did not query", "i haven't queried", "i have not queried", "i never queried",
		"i didn't check", "i did not check", "i haven't checked", "i have not checked", "i never checked",
		"i didn't look at", "i did not look at", "i haven't looked at", "i have not looked at",
		"i didn't run", "i did not run", "i haven't run", "i have not run", "i never ran",
		"i didn't pull", "i did not pull", "i haven't pulled", "i have not pulled",
		"i didn't access", "i did not access", "i haven't accessed", "i have not accessed",
		"i didn't read", "i did not read", "i haven't read", "i have not read",
		"i didn't search", "i did not search", "i haven't searched", "i have not searched",
		"i didn't actually", "i did not actually", "i haven't actually", "i have not actually",
		"no he abierto", "no abrí", "no he llegado a abrir", "no llegué a abrir", "no he lanzado", "no lancé",
		"no he consultado", "no consulté", "no he ejecutado", "no ejecuté", "no he revisado", "no revisé",
		"no he mirado", "no miré", "no he leído", "no leí", "no he tocado", "no toqué", "no he accedido", "no accedí",
		"no he buscado", "no busqué", "no he comprobado", "no comprobé", "no he corrido", "no corrí",
		"没有去查", "没去查", "没有检查", "没检查", "没有查", "没查", "没有读", "没读", "没有跑", "没跑", "没有打开", "没打开", "没有看", "没看",
		"没有运行", "没运行", "没有执行", "没执行", "没有访问", "没访问", "没有登录", "没登录", "没有搜索", "没搜索",
		"沒有查", "沒查", "沒有讀", "沒有跑", "沒有打開", "沒有看", "沒有執行", "沒有運行",
		"開いていません", "開いていない", "開いておらず", "実行していません", "実行していない", "実行しておらず",
		"確認していません", "確認していない", "確認できていません", "見ていません", "見ていない", "調べていません",
		"調べていない", "読んでいません", "読んでいない", "アクセスしていません", "アクセスしていない",
		"触っていません", "触っていない",
		"नहीं खोला", "नहीं खोली", "नहीं खोले", "नहीं चलाई", "नहीं चलाया", "नहीं चलाए", "check नहीं किया",
		"चेक नहीं किया", "check नहीं की", "चेक नहीं की", "search नहीं किया", "सर्च नहीं किया", "नहीं पढ़ा", "नहीं पढ़ी",
		"access नहीं किया", "एक्सेस नहीं किया", "नहीं जाँचा", "नहीं जांचा")
	l.add(kindDenyRunAll, "", "nothing was executed", "nothing was run", "nothing has been run", "nothing has been executed",
		"no he lanzado ninguna", "no he ejecutado ninguna", "no he ejecutado ningún", "no ejecuté ninguna", "no ejecuté ningún",
		"什么都没有运行", "什么都没运行", "什么都没执行", "何も実行していません", "何も実行していない",
		"कुछ भी नहीं चलाया", "कुछ नहीं चलाया", "कोई query नहीं चलाई", "कोई कमांड नहीं चलाई")
}
