package verify

// fdTerms are the terms of checker-fd: denials and absences worded in
// ways the main lexicon did not cover.
func fdTerms(l *lex) {
	// "I didn't actually look this up", "I haven't looked it up": the
	// phrasal verb "look up" splits around a pronoun object in ordinary
	// English; it is the same look-up verb as "looked up".
	l.add(kindUse, famCheck, "look this up", "look it up", "look that up", "look those up", "look anything up",
		"looked this up", "looked it up", "looked that up", "looked those up", "looked anything up",
		"looking this up", "looking it up")
	// "请放心，我没有访问你的邮箱", "please note that I didn't …": a
	// discourse marker asking the reader to take note is no request to
	// act; the hedge word inside it ("请", "please") hedges nothing.
	l.add(kindEpistemic, "", "请放心", "请注意", "请留意", "please note", "please be aware", "rest assured")
	// "nobody is waiting for a seat", "no one is on the list": a negative
	// quantifier over the people a list holds now, as "no" and "nothing"
	// are over things. ("Nobody has confirmed" is about an event a
	// result need not show; it is left alone.)
	l.add(kindNone, "", "nobody is", "no one is")
	// "I couldn't find anything": the absence phrase "couldn't find any"
	// with its pronoun form, as "didn't find anything" already is.
	l.add(kindAbsence, "", "couldn't find anything", "could not find anything", "can't find anything",
		"cannot find anything", "wasn't able to find anything",
		// "the waitlist is currently empty", "the queue is completely
		// empty": an adverb between the copula and "empty" that reports the
		// state a result shows. ("Still empty" is left out: it is said of
		// what the speaker has not filled yet, "the new table is still
		// empty".)
		"is currently empty", "are currently empty", "is completely empty", "is entirely empty")
	// "मैंने कोई live टूल इस्तेमाल नहीं किया": the deny-all phrase with a
	// word between the quantifier and "tool"; "tool … इस्तेमाल नहीं" (did
	// not use a tool) denies every tool whatever precedes the noun.
	l.add(kindDenyAll, "", "टूल इस्तेमाल नहीं", "टूल का इस्तेमाल नहीं", "टूल उपयोग नहीं", "टूल का उपयोग नहीं",
		"टूल्स इस्तेमाल नहीं", "टूल्स का इस्तेमाल नहीं", "tool इस्तेमाल नहीं", "tools इस्तेमाल नहीं",
		"tool का इस्तेमाल नहीं", "tools का इस्तेमाल नहीं", "tool use नहीं", "टूल use नहीं")
	// "No tool was needed for this", "这个问题不需要调用工具", "I did not
	// consult any tools": saying no tool was needed says none was used.
	// The same phrases are epistemic too, so that the "no need" hedge
	// inside them ("不需要", "wasn't needed") does not make the denial an
	// offer (see classify).
	needAll := []string{"no tool was needed", "no tools were needed", "no tool needed", "no tools needed",
		"didn't need any tools", "did not need any tools", "didn't need to use any tools", "did not need to use any tools",
		"didn't need a tool", "did not need a tool", "did not consult any tools", "didn't consult any tools",
		"did not consult any tool", "didn't consult any tool", "without consulting any tool", "without consulting any tools",
		"no fue necesario usar herramientas", "no fue necesario usar ninguna herramienta", "no hizo falta usar herramientas",
		"no hizo falta usar ninguna herramienta", "no necesité herramientas", "no necesité usar herramientas",
		"no he necesitado herramientas", "no he necesitado usar herramientas", "no he consultado ninguna herramienta",
		"不需要调用工具", "不需要使用工具", "不需要用工具", "无需调用工具", "无需使用工具", "没有必要调用工具", "不用调用工具",
		"ツールは必要ありませんでした", "ツールを使う必要はありませんでした", "ツールは不要でした",
		"टूल की ज़रूरत नहीं पड़ी", "टूल की जरूरत नहीं पड़ी", "किसी टूल की ज़रूरत नहीं", "किसी टूल की जरूरत नहीं"}
	l.add(kindDenyAll, "", needAll...)
	l.add(kindEpistemic, "", needAll...)
	// What a calendar or a search held nothing of, in ordinary words:
	// "you have nothing scheduled", "your day is completely free",
	// "no tienes nada en el calendario", "tienes la agenda libre",
	// "予定が空いています", "搜索结果为零".
	l.add(kindAbsence, "", "nothing scheduled", "nothing booked", "nothing planned", "your day is free",
		"day is completely free", "day is entirely free", "you're free all day", "you are free all day",
		"no tienes nada", "no tienes ningún", "no tienes ninguna", "agenda libre", "agenda está libre", "agenda está vacía",
		"calendario está libre", "calendario está vacío",
		"予定が空いて", "予定は空いて", "スケジュールは空いて", "スケジュールが空いて", "カレンダーは空いて",
		"结果为零", "结果为空", "结果是空的", "零结果", "零条结果", "0 条结果", "没有任何结果",
		"nothing on the calendar", "nothing on your calendar", "nothing in your calendar", "nothing on the schedule",
		"you don't have any", "you do not have any", "you haven't got any",
		// "No quedan TODOs en src": the plural existential; the singular
		// "no queda" is also "it is not" ("no queda claro").
		"no quedan", "ya no hay", "lo tienes libre", "tienes el día libre", "estás libre todo el día",
		"全天空闲", "全天都空闲", "全天都有空", "終日空いて", "一日中空いて", "पूरे दिन फ़्री", "पूरे दिन फ्री", "पूरा दिन खाली")
	// "I didn't need to check the database", "No me ha hecho falta
	// consultar la base de datos": a first-person past "did not need to"
	// says the look-up did not happen; its object decides what is denied
	// (see deniesObject). "No need to check" alone is advice, not this.
	l.add(kindDenyVerb, "",
		"i didn't need to check", "i did not need to check", "i didn't need to look", "i did not need to look",
		"i didn't need to query", "i did not need to query", "i didn't need to run", "i did not need to run",
		"i didn't need to open", "i did not need to open", "i didn't need to search", "i did not need to search",
		"no me ha hecho falta consultar", "no me hizo falta consultar", "no me ha hecho falta revisar",
		"no me hizo falta revisar", "no he necesitado consultar", "no necesité consultar", "no tuve que consultar",
		"no he tenido que consultar", "no me ha hecho falta mirar", "no he necesitado revisar", "no necesité revisar",
		// "Without checking your inbox, I'd guess …": the speaker
		// answers without the look-up; its object decides what is
		// denied, as after "I didn't check".
		"without checking", "without looking at", "without opening", "without querying", "without pulling",
		"without accessing", "sin abrir", "sin acceder a",
		// "मैंने database query नहीं की": the borrowed noun "query" with
		// a negated light verb is a query not run.
		"query नहीं की", "query नहीं किया", "query नहीं चलाई", "क्वेरी नहीं की", "क्वेरी नहीं चलाई")
}

// kindDenyAct marks a negated first-person act of changing a system, its
// family the action class: "I didn't restart nginx", "我没有重启 nginx",
// "no he desplegado", "再起動はしていません", "रीस्टार्ट नहीं किया". Its kind
// is above kindAllClear, like kindDenyVerb, so that it never shadows the
// negation and action terms of the same text. See deniesAct.
const kindDenyAct kind = 240

func fdActTerms(l *lex) {
	en := func(base, past, part string) []string {
		return []string{"i didn't " + base, "i did not " + base, "i never " + past, "i haven't " + part, "i have not " + part,
			"we didn't " + base, "we did not " + base, "we haven't " + part}
	}
	l.add(kindDenyAct, actRestart, append(en("restart", "restarted", "restarted"),
		"no he reiniciado", "no reinicié", "没有重启", "没重启", "未重启", "再起動していません", "再起動はしていません",
		"再起動していない", "再起動はしていない", "रीस्टार्ट नहीं किया")...)
	l.add(kindDenyAct, actDeploy, append(en("deploy", "deployed", "deployed"),
		"no he desplegado", "no desplegué", "没有部署", "没部署", "未部署", "デプロイしていません", "デプロイはしていません",
		"デプロイしていない", "डिप्लॉय नहीं किया")...)
	l.add(kindDenyAct, actDelete, append(en("delete", "deleted", "deleted"),
		"no he borrado", "no borré", "no he eliminado", "no eliminé", "没有删除", "没删除", "未删除", "削除していません",
		"削除はしていません", "削除していない", "डिलीट नहीं किया")...)
	l.add(kindDenyAct, actPush, append(en("push", "pushed", "pushed"),
		"no he hecho push", "没有推送", "没推送", "未推送", "プッシュしていません", "プッシュはしていません", "पुश नहीं किया")...)
	l.add(kindDenyAct, actInstall, append(en("install", "installed", "installed"),
		"no he instalado", "no instalé", "没有安装", "没安装", "未安装", "インストールしていません", "インストールはしていません",
		"इंस्टॉल नहीं किया")...)
	// "まだ送信していません" after send_email queued the message: the
	// Japanese verb shows no person, but a reply speaks of its own acts.
	l.add(kindDenyAct, actSend, append(en("send", "sent", "sent"),
		"no he enviado", "no envié", "没有发送", "没发送", "未发送", "还没发", "送信していません", "送信はしていません",
		"送信していない", "まだ送っていません", "नहीं भेजा", "नहीं भेजी", "नहीं भेजे")...)
	l.add(kindDenyAct, actScale, append(en("scale", "scaled", "scaled"),
		"no he escalado", "no escalé", "没有扩容", "没扩容", "未扩容", "スケールしていません", "स्केल नहीं किया")...)
}
