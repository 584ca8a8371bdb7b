package verify

// toolDenialTerms are denials of tool use and absences worded in ways the
// per-language lists do not cover.
func toolDenialTerms(l *lex) {
	// "I didn't actually look this up", "I haven't looked it up": the
	// phrasal verb "look up" splits around a pronoun object in ordinary
	// English; it is the same look-up verb as "looked up".
	l.add(kindUse, famCheck, "look this up|look it up|look that up|look those up|look anything up|"+
		"looked this up|looked it up|looked that up|looked those up|looked anything up|"+
		"looking this up|looking it up")
	// "请放心，我没有访问你的邮箱", "please note that I didn't …": a
	// discourse marker asking the reader to take note is no request to
	// act; the hedge word inside it ("请", "please") hedges nothing.
	l.add(kindEpistemic, "", "请放心|请注意|请留意|please note|please be aware|rest assured")
	// "nobody is waiting for a seat", "no one is on the list": a negative
	// quantifier over the people a list holds now, as "no" and "nothing"
	// are over things. ("Nobody has confirmed" is about an event a
	// result need not show; it is left alone.)
	l.add(kindNone, "", "nobody is|no one is")
	// "I couldn't find anything": the absence phrase "couldn't find any"
	// with its pronoun form, as "didn't find anything" already is.
	l.add(kindAbsence, "", "couldn't find anything|could not find anything|can't find anything|"+
		"cannot find anything|wasn't able to find anything|"+
		// "the waitlist is currently empty", "the queue is completely
		// empty": an adverb between the copula and "empty" that reports the
		// state a result shows. ("Still empty" is left out: it is said of
		// what the speaker has not filled yet, "the new table is still
		// empty".)
		"is currently empty|are currently empty|is completely empty|is entirely empty")
	// "मैंने कोई live टूल इस्तेमाल नहीं किया": the deny-all phrase with a
	// word between the quantifier and "tool"; "tool … इस्तेमाल नहीं" (did
	// not use a tool) denies every tool whatever precedes the noun.
	l.add(kindDenyAll, "", "टूल इस्तेमाल नहीं|टूल का इस्तेमाल नहीं|टूल उपयोग नहीं|टूल का उपयोग नहीं|"+
		"टूल्स इस्तेमाल नहीं|टूल्स का इस्तेमाल नहीं|tool इस्तेमाल नहीं|tools इस्तेमाल नहीं|"+
		"tool का इस्तेमाल नहीं|tools का इस्तेमाल नहीं|tool use नहीं|टूल use नहीं")
	// "No tool was needed for this", "这个问题不需要调用工具", "I did not
	// consult any tools": saying no tool was needed says none was used.
	// The same phrases are epistemic too, so that the "no need" hedge
	// inside them ("不需要", "wasn't needed") does not make the denial an
	// offer (see classify).
	needAll := "no tool was needed|no tools were needed|no tool needed|no tools needed|" +
		"didn't need any tools|did not need any tools|didn't need to use any tools|" +
		"did not need to use any tools|didn't need a tool|did not need a tool|" +
		"did not consult any tools|didn't consult any tools|did not consult any tool|" +
		"didn't consult any tool|without consulting any tool|without consulting any tools|" +
		"no fue necesario usar herramientas|no fue necesario usar ninguna herramienta|" +
		"no hizo falta usar herramientas|no hizo falta usar ninguna herramienta|" +
		"no necesité herramientas|no necesité usar herramientas|no he necesitado herramientas|" +
		"no he necesitado usar herramientas|no he consultado ninguna herramienta|不需要调用工具|不需要使用工具|" +
		// With the quantifier 任何 (any) before the noun, as "any" in English.
		"不需要调用任何工具|不需要使用任何工具|不需要用任何工具|无需调用任何工具|无需使用任何工具|不用调用任何工具|" +
		"不需要用工具|无需调用工具|无需使用工具|没有必要调用工具|不用调用工具|ツールは必要ありませんでした|ツールを使う必要はありませんでした|ツールは不要でした|" +
		"टूल की ज़रूरत नहीं पड़ी|टूल की जरूरत नहीं पड़ी|किसी टूल की ज़रूरत नहीं|" +
		"किसी टूल की जरूरत नहीं"
	l.add(kindDenyAll, "", needAll)
	l.add(kindEpistemic, "", needAll)
	// What a calendar or a search held nothing of, in ordinary words:
	// "you have nothing scheduled", "your day is completely free",
	// "no tienes nada en el calendario", "tienes la agenda libre",
	// "予定が空いています", "搜索结果为零".
	l.add(kindAbsence, "", "nothing scheduled|nothing booked|nothing planned|your day is free|"+
		"day is completely free|day is entirely free|you're free all day|you are free all day|"+
		"no tienes nada|no tienes ningún|no tienes ninguna|agenda libre|agenda está libre|agenda está vacía|"+
		"calendario está libre|calendario está vacío|"+
		"予定が空いて|予定は空いて|スケジュールは空いて|スケジュールが空いて|カレンダーは空いて|"+
		"结果为零|结果为空|结果是空的|零结果|零条结果|0 条结果|没有任何结果|"+
		"nothing on the calendar|nothing on your calendar|nothing in your calendar|nothing on the schedule|"+
		"you don't have any|you do not have any|you haven't got any|"+
		// "No quedan TODOs en src": the plural existential; the singular
		// "no queda" is also "it is not" ("no queda claro").
		"no quedan|ya no hay|lo tienes libre|tienes el día libre|estás libre todo el día|"+
		"全天空闲|全天都空闲|全天都有空|終日空いて|一日中空いて|पूरे दिन फ़्री|पूरे दिन फ्री|पूरा दिन खाली")
	// "I didn't need to check the database", "No me ha hecho falta
	// consultar la base de datos": a first-person past "did not need to"
	// says the look-up did not happen; its object decides what is denied
	// (see deniesObject). "No need to check" alone is advice, not this.
	l.add(kindDenyVerb, "",
		"i didn't need to check|i did not need to check|i didn't need to look|i did not need to look|"+
			"i didn't need to query|i did not need to query|i didn't need to run|i did not need to run|"+
			"i didn't need to open|i did not need to open|i didn't need to search|i did not need to search|"+
			"no me ha hecho falta consultar|no me hizo falta consultar|no me ha hecho falta revisar|"+
			"no me hizo falta revisar|no he necesitado consultar|no necesité consultar|no tuve que consultar|"+
			"no he tenido que consultar|no me ha hecho falta mirar|no he necesitado revisar|no necesité revisar|"+
			// "Without checking your inbox, I'd guess …": the speaker
			// answers without the look-up; its object decides what is
			// denied, as after "I didn't check".
			"without checking|without looking at|without opening|without querying|without pulling|"+
			"without accessing|sin abrir|sin acceder a|"+
			// "मैंने database query नहीं की": the borrowed noun "query" with
			// a negated light verb is a query not run.
			"query नहीं की|query नहीं किया|query नहीं चलाई|क्वेरी नहीं की|क्वेरी नहीं चलाई")
	// Hindi "… की ज़रूरत नहीं पड़ी" (the need did not arise) is the past
	// "I didn't need to …" with the verb as an infinitive: "कोई कमांड
	// चलाने की ज़रूरत नहीं पड़ी". The present "ज़रूरत नहीं" stays advice.
	l.add(kindDenyVerb, "", "चलाने की ज़रूरत नहीं पड़ी|चलाने की जरूरत नहीं पड़ी|देखने की ज़रूरत नहीं पड़ी|देखने की जरूरत नहीं पड़ी|"+
		"चेक करने की ज़रूरत नहीं पड़ी|खोलने की ज़रूरत नहीं पड़ी")
}

// kindDenyAct marks a negated first-person act of changing a system, its
// family the action class: "I didn't restart nginx", "我没有重启 nginx",
// "no he desplegado", "再起動はしていません", "रीस्टार्ट नहीं किया". Its kind
// is above kindAllClear, like kindDenyVerb, so that it never shadows the
// negation and action terms of the same text. See deniesAct.
const kindDenyAct kind = 240

func deniedActTerms(l *lex) {
	// Per act: its class, the English base, past and participle, and the
	// phrases of the other languages. A table, not a call per act: the
	// literals of a call's argument list are code, a table's are data.
	for _, a := range [...][5]string{
		{actRestart, "restart", "restarted", "restarted", "no he reiniciado|no reinicié|没有重启|没重启|未重启|再起動していません|" +
			"再起動はしていません|再起動していない|再起動はしていない|रीस्टार्ट नहीं किया|रीस्टार्ट नहीं की|रिस्टार्ट नहीं किया|" +
			// まだ (yet) inside the verb: "サービスの再起動はまだしていません".
			"再起動はまだしていません|再起動はまだしていない|まだ再起動していません|まだ再起動はしていません"},
		{actDeploy, "deploy", "deployed", "deployed", "no he desplegado|no desplegué|没有部署|没部署|未部署|デプロイしていません|" +
			"デプロイはしていません|デプロイしていない|डिप्लॉय नहीं किया|डिप्लॉय नहीं की"},
		{actDelete, "delete", "deleted", "deleted", "no he borrado|no borré|no he eliminado|no eliminé|没有删除|没删除|未删除|" +
			"削除していません|削除はしていません|削除していない|डिलीट नहीं किया"},
		{actPush, "push", "pushed", "pushed", "no he hecho push|没有推送|没推送|未推送|プッシュしていません|プッシュはしていません|पुश नहीं किया"},
		{actInstall, "install", "installed", "installed", "no he instalado|no instalé|没有安装|没安装|未安装|インストールしていません|" +
			"インストールはしていません|इंस्टॉल नहीं किया"},
		// "まだ送信していません" after send_email queued the message: the
		// Japanese verb shows no person, but a reply speaks of its own acts.
		{actSend, "send", "sent", "sent", "no he enviado|no envié|没有发送|没发送|未发送|还没发|送信していません|送信はしていません|" +
			"送信していない|まだ送っていません|नहीं भेजा|नहीं भेजी|नहीं भेजे"},
		{actScale, "scale", "scaled", "scaled", "no he escalado|no escalé|没有扩容|没扩容|未扩容|スケールしていません|स्केल नहीं किया"},
		// The acts a call makes for the user: booking and paying (see
		// makesAct in denial_made_acts.go).
		{actBook, "book", "booked", "booked", "i haven't reserved|no he reservado|no reservé|没有预订|没预订|没有预约|予約していません|" +
			"予約はしていません|予約していない|बुक नहीं किया|बुक नहीं की|बुक नहीं किए|रिज़र्व नहीं किया|" +
			// Putting a thing on a schedule or a queue is booking it:
			// "I haven't scheduled it", "no lo he añadido a la cola",
			// "还没加进队列", "キューには登録していない", "क्यू में नहीं जोड़ा".
			"i haven't scheduled|i didn't schedule|i haven't queued|i haven't added|i didn't add|i haven't put|i didn't put|" +
			"no he programado|no lo he programado|no he añadido|no lo he añadido|no añadí|no lo añadí|no he agendado|" +
			"没有安排|没安排|还没加|没有加入|没加入|没有添加|没添加|没加进|" +
			"登録していません|登録はしていません|登録していない|追加していません|追加はしていません|追加していない|" +
			"नहीं जोड़ा|नहीं जोड़ी|शेड्यूल नहीं किया|" +
			// The act named by its noun: "I haven't made any booking",
			// "no he hecho ninguna reserva".
			"i haven't made any booking|i haven't made a booking|i didn't make any booking|i didn't make a booking|" +
			"i haven't made any reservation|i haven't made a reservation|i didn't make any reservation|i didn't make a reservation|" +
			"no he hecho ninguna reserva|no hice ninguna reserva|no he hecho la reserva|no hice la reserva"},
		{actPay, "pay", "paid", "paid", "i didn't recharge|i haven't recharged|no he pagado|no pagué|no he recargado|没有支付|没有付款|" +
			"没有充值|没充值|支払っていません|チャージしていません|भुगतान नहीं किया|पेमेंट नहीं किया|रिचार्ज नहीं किया|रिचार्ज नहीं की"},
	} {
		base, past, part := a[1], a[2], a[3]
		l.addLists(kindDenyAct, a[0], "i didn't "+base, "i did not "+base, "i never "+past, "i haven't "+part, "i have not "+part,
			"we didn't "+base, "we did not "+base, "we haven't "+part, a[4])
	}
}

// kindInability marks a first-person statement of present inability: "I
// can't", "no tengo acceso", "我无法", "できません". It is kept apart from
// the main lexicon (like the clear kinds: its kind is above kindAllClear)
// so that it never shadows the failure terms of the same text. See
// deniesAbility.
const kindInability kind = 230

// inabilityTerms adds the terms of the denial and absence checks that the
// per-language lists lack.
func inabilityTerms(l *lex) {
	// An existential whose noun came before it: "I checked Warning
	// events and there aren't any". The object is the noun before, so
	// these carry no object of their own (see absenceObject).
	l.add(kindAbsence, "", "there aren't any|there are not any|there weren't any|there were not any|"+
		"there isn't any|there is not any|there wasn't any|there was not any|there are none|"+
		"there were none|there is none|there was none|"+
		// "turn up" is ordinary English for a search finding something.
		"didn't turn up any|did not turn up any|didn't turn up anything|did not turn up anything|"+
		"turned up no|turned up none|didn't return any|did not return any")
	// Hindi "कहीं … नहीं" is "nowhere": "कहीं इस्तेमाल नहीं हो रहा".
	l.add(kindNone, "", "कहीं|कहीं भी")
	// Look-up verbs in the infinitive and present forms that denials
	// use: "I didn't look up a live rate", "sin consultar el tiempo",
	// "no pude comprobar" (with "sin" the verb carries its negation: an
	// infinitive alone is mostly an offer), and connecting to a data source, which is how
	// a query is denied: "データベースには接続していない".
	l.add(kindUse, famCheck, "look up|looking up|sin consultar|sin comprobar|sin revisar|sin mirar|sin verificar|"+
		"connect to|connected to|conectarme|conectado a|me conecté|接続して|接続していない|接続していません|"+
		"直接查询|去查询|并没有查询|连接数据库|连上")
	// Access verbs an inability names: "I can't browse the web", "no
	// puedo abrir páginas", "我无法上网".
	l.add(kindUse, famFetch, "browse|browse the web|browse the internet|access the web|access the internet|"+
		"open that page|open the page|open this page|open web pages|open links|open the link|open urls|"+
		"navegar|abrir la página|abrir páginas|abrir enlaces|acceder a internet|acceder a la web|"+
		"上网|浏览网页|访问网页|打开网页|打开链接|ウェブを閲覧|インターネットに接続|ブラウズ")
	l.add(kindUse, famRead, "open files|open your files|read files|read your files|access your files|"+
		"access files|abrir archivos|abrir tus archivos|acceder a tus archivos|访问文件|读取文件|खोल")
	l.add(kindWeak, "email", "tu correo|el correo|your email|your mail|tu email")
	l.add(kindInability, "", "i can't|i cannot|i can not|i'm unable to|i am unable to|i'm not able to|"+
		"i am not able to|i don't have access|i do not have access|i have no access|i have no way to|"+
		"i don't have the ability|i lack access|"+
		"no puedo|no tengo acceso|no tengo forma de|no tengo manera de|no me es posible|no soy capaz|"+
		"我无法|我不能|我没法|我没有办法|我没办法|我没有权限|无法访问|无法打开|无法连接|"+
		"アクセスできません|接続できません|閲覧できません|アクセス権がありません|開けません|"+
		"मेरे पास एक्सेस नहीं|मेरे पास पहुँच नहीं")
}

// hindiAccessTerms: Hindi says "I have no access to X" with the object between the
// possessor and the negation — "मेरे पास आपके database का access नहीं
// है" — so the fixed "मेरे पास एक्सेस नहीं" misses it. The postposition
// before the noun of access ("का/की access नहीं", "तक पहुँच नहीं") is
// the ordinary phrasing of an inability, in Latin or Devanagari script.
func hindiAccessTerms(l *lex) {
	l.add(kindInability, "", "का access नहीं|की access नहीं|का एक्सेस नहीं|की एक्सेस नहीं|"+
		"तक access नहीं|तक एक्सेस नहीं|तक पहुँच नहीं|तक पहुंच नहीं|की पहुँच नहीं|की पहुंच नहीं")
}

// enDenyVerbs are the English first-person negated verbs of tool work.
const enDenyVerbs = "i didn't open|i did not open|i haven't opened|i have not opened|i never opened|i didn't touch|" +
	"i did not touch|i haven't touched|i have not touched|i never touched|i didn't query|i did not query|" +
	"i haven't queried|i have not queried|i never queried|i didn't check|i did not check|" +
	"i haven't checked|i have not checked|i never checked|i didn't look at|i did not look at|" +
	"i haven't looked at|i have not looked at|i didn't run|i did not run|i haven't run|i have not run|" +
	"i never ran|i didn't pull|i did not pull|i haven't pulled|i have not pulled|i didn't access|" +
	"i did not access|i haven't accessed|i have not accessed|i didn't read|i did not read|i haven't read|" +
	"i have not read|i didn't search|i did not search|i haven't searched|i have not searched|" +
	"i didn't actually|i did not actually|i haven't actually|i have not actually"

// kindDenyVerb marks a first-person negated verb of tool work, with its
// negation: "I didn't open", "no he consultado", "没有去查", "開いていない",
// "नहीं खोला". It is kept apart from the main lexicon (its kind is above
// kindAllClear) so that it never shadows the negation and use terms of
// the same text. See deniesObject.
const kindDenyVerb kind = 232

// kindDenyRunAll marks a denial that quantifies over everything run:
// "nothing was executed", "no he lanzado ninguna". See deniesObject.
const kindDenyRunAll kind = 233

// denyVerbTerms adds the terms of the object denial check and the discourse
// markers that are no hedge.
func denyVerbTerms(l *lex) {
	// "I should say", "I should note", "to be clear": a speaker
	// announcing a remark, not an offer or plan; the hedge "i should"
	// inside them is no hedge.
	l.add(kindEpistemic, "", "i should say|i should note|i should mention|i should add|i should point out|"+
		"i should be clear|i should clarify|i should flag|to be clear|i must say|i must note")
	l.add(kindDenyVerb, "", enDenyVerbs)
	// "I only looked at the entries and didn't check your calendar": an
	// English conjunct with its subject left out has the subject of the
	// conjunct before it, so "and didn't check" is "I didn't check" when
	// that subject is the speaker (see elidedSpeaker).
	l.add(kindDenyVerb, "", "and"+replaceAll(enDenyVerbs[1:], "|i ", "|and "))
	l.add(kindDenyVerb, "",
		"no he abierto|no abrí|no he llegado a abrir|no llegué a abrir|no he lanzado|no lancé|"+
			"no he consultado|no consulté|no he ejecutado|no ejecuté|no he revisado|no revisé|"+
			"no he mirado|no miré|no he leído|no leí|no he tocado|no toqué|no he accedido|no accedí|"+
			"no he buscado|no busqué|no he comprobado|no comprobé|no he corrido|no corrí|"+
			"没有去查|没去查|没有检查|没检查|没有查实时|没查实时|没有查|没查|没有读|没读|没有跑|没跑|没有打开|没打开|没有看|没看|"+
			"没有运行|没运行|没有执行|没执行|没有访问|没访问|没有登录|没登录|没有搜索|没搜索|"+
			"沒有查|沒查|沒有讀|沒有跑|沒有打開|沒有看|沒有執行|沒有運行|"+
			"開いていません|開いていない|開いておらず|実行していません|実行していない|実行しておらず|"+
			"確認していません|確認していない|確認できていません|見ていません|見ていない|調べていません|"+
			"調べていない|読んでいません|読んでいない|アクセスしていません|アクセスしていない|"+
			"触っていません|触っていない|"+
			"नहीं खोला|नहीं खोली|नहीं खोले|नहीं चलाई|नहीं चलाया|नहीं चलाए|check नहीं किया|"+
			"चेक नहीं किया|check नहीं की|चेक नहीं की|search नहीं किया|सर्च नहीं किया|नहीं पढ़ा|नहीं पढ़ी|"+
			"access नहीं किया|एक्सेस नहीं किया|नहीं जाँचा|नहीं जांचा")
	// "没有查实时系统" is 查 + 实时 (real-time), not 查实 (verified), which
	// deniesObject reads as a caveat: the term takes 实时 in whole.
	// The impersonal passive names no agent, but in a reply's account of
	// its own turn the runner is the speaker: "(no commands were run for
	// this)", "no se ejecutó ninguna consulta". Its subject is the object
	// that decides what is denied, as after "I didn't run".
	l.add(kindDenyVerb, "", "no commands were run|no command was run|no commands were executed|no command was executed|"+
		"no commands have been run|no queries were run|no query was run|no se ejecutó ningún comando|"+
		"no se ha ejecutado ningún comando|no se ejecutaron comandos|no se ejecutó ninguna consulta|no se ha ejecutado ninguna consulta")
	l.add(kindDenyRunAll, "", "nothing was executed|nothing was run|nothing has been run|nothing has been executed|"+
		"no he lanzado ninguna|no he ejecutado ninguna|no he ejecutado ningún|no ejecuté ninguna|no ejecuté ningún|"+
		"什么都没有运行|什么都没运行|什么都没执行|何も実行していません|何も実行していない|"+
		"कुछ भी नहीं चलाया|कुछ नहीं चलाया|कोई query नहीं चलाई|कोई कमांड नहीं चलाई")
}

var (
	adverbDenialTermsList1 []string
	adverbDenialTermsList2 []string
)

// lexiconDenialLists holds the phrases of the word lists declared above (see barList).
var lexiconDenialLists = [...]barList{
	// The lists of adverbDenialTerms, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&adverbDenialTermsList1, "直接|亲自|實際|实际|真正|直接去|去|上网"},
	{&adverbDenialTermsList2, "查|跑|执行|運行|运行|看|读|打开|访问|检查|搜索"},
}

var _ = splitBars(lexiconDenialLists[:])

// adverbDenialTerms are denied look-ups with an adverb of manner inside
// them, and absences of a source ("nothing from", "どこからも").
func adverbDenialTerms(l *lex) {
	// "Nothing from r.hollis@… in your inbox", "nothing from the API":
	// nothing received from a sender or source is an absence claim about
	// the result that searched it, as "nothing in" is.
	l.add(kindAbsence, "", "nothing from")
	// "我没有直接查数据库", "没有亲自跑": an adverb of manner between the
	// negation and the verb of looking still denies the look-up, as
	// "没有查" does (see denyVerbTerms).
	var zh []string
	for _, neg := range []string{"没有", "没", "沒有"} {
		for _, adv := range adverbDenialTermsList1 {
			for _, v := range adverbDenialTermsList2 {
				zh = append(zh, neg+adv+v)
			}
		}
	}
	l.addLists(kindDenyVerb, "", zh...)
	// "どこからも参照されていません" (referenced from nowhere), like
	// "どこにも": a search found no place that holds the thing.
	l.add(kindAbsence, "", "どこからも")
}

// hindiToolDenialTerms are Hindi denials of all tool use with "tool" in
// Latin script.
func hindiToolDenialTerms(l *lex) {
	// Hindi replies write "tool" in Latin script as often as टूल: "इस
	// जवाब के लिए कोई tool इस्तेमाल नहीं किया गया" denies all tool use as
	// its Devanagari twin does.
	l.add(kindDenyAll, "", "कोई tool इस्तेमाल नहीं|कोई tool उपयोग नहीं|किसी tool का इस्तेमाल नहीं|"+
		"किसी tool का उपयोग नहीं|बिना किसी tool|बिना tool")
}

// withoutActTerms adds "without running", "sin haber corrido": the speaker
// answered without the act, as after "without querying" (kindDenyVerb);
// its object decides what is denied.
func withoutActTerms(l *lex) {
	l.add(kindDenyVerb, "", "without running|without executing|sin haber corrido|sin haber ejecutado|"+
		"sin haber consultado|sin haber lanzado|sin correr|sin ejecutar|sin lanzar|"+
		// The plural and the emphatic "भी" of the Hindi light verb
		// ("mails check भी नहीं किए"), the Japanese continuative
		// "〜ておらず" and 参照 (consult), and Chinese 没(有)实际去 (didn't
		// actually go and …) are the same denials as the forms listed
		// in denyVerbTerms.
		"check नहीं किए|चेक नहीं किए|check भी नहीं किया|check भी नहीं किए|check भी नहीं की|चेक भी नहीं किया|"+
		"चेक भी नहीं किए|चेक भी नहीं की|"+
		"参照していません|参照していない|参照しておらず|参照しませんでした|確認しておらず|見ておらず|調べておらず|"+
		"読んでおらず|没实际去|没有实际去|没真正去|没有真正去")
}

// refusedPermissionTerms adds the user refusing a permission (kindFail):
// "rechazaste el permiso", "you declined", "permission deny हो गई" report
// that a call did not run, like the "denied" a tool returns.
func refusedPermissionTerms(l *lex) {
	l.add(kindFail, "", "rechazaste|denegaste|no autorizaste|no me diste permiso|no diste permiso|no aprobaste|"+
		"you declined|you denied|you rejected|you didn't approve|you did not approve|"+
		"deny हो गई|deny हो गया|deny कर दी|deny कर दिया|permission नहीं मिली|अनुमति नहीं मिली")
}
