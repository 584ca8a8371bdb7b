package verify

// kindInability marks a first-person statement of present inability: "I
// can't", "no tengo acceso", "我无法", "できません". It is kept apart from
// the main lexicon (like the clear kinds: its kind is above kindAllClear)
// so that it never shadows the failure terms of the same text. See
// deniesAbility.
const kindInability kind = 230

// caTerms adds the terms of the denial and absence checks that the
// per-language lists lack.
func caTerms(l *lex) {
	// An existential whose noun came before it: "I checked Warning
	// events and there aren't any". The object is the noun before, so
	// these carry no object of their own (see absenceObject).
	l.add(kindAbsence, "", "there aren't any", "there are not any", "there weren't any", "there were not any",
		"there isn't any", "there is not any", "there wasn't any", "there was not any", "there are none",
		"there were none", "there is none", "there was none",
		// "turn up" is ordinary English for a search finding something.
		"didn't turn up any", "did not turn up any", "didn't turn up anything", "did not turn up anything",
		"turned up no", "turned up none", "didn't return any", "did not return any")
	// Hindi "कहीं … नहीं" is "nowhere": "कहीं इस्तेमाल नहीं हो रहा".
	l.add(kindNone, "", "कहीं", "कहीं भी")
	// Look-up verbs in the infinitive and present forms that denials
	// use: "I didn't look up a live rate", "sin consultar el tiempo",
	// "no pude comprobar" (with "sin" the verb carries its negation: an
	// infinitive alone is mostly an offer), and connecting to a data source, which is how
	// a query is denied: "データベースには接続していない".
	l.add(kindUse, famCheck, "look up", "looking up", "sin consultar", "sin comprobar", "sin revisar", "sin mirar", "sin verificar",
		"connect to", "connected to", "conectarme", "conectado a", "me conecté", "接続して", "接続していない", "接続していません",
		"直接查询", "去查询", "并没有查询", "连接数据库", "连上")
	// Access verbs an inability names: "I can't browse the web", "no
	// puedo abrir páginas", "我无法上网".
	l.add(kindUse, famFetch, "browse", "browse the web", "browse the internet", "access the web", "access the internet",
		"open that page", "open the page", "open this page", "open web pages", "open links", "open the link", "open urls",
		"navegar", "abrir la página", "abrir páginas", "abrir enlaces", "acceder a internet", "acceder a la web",
		"上网", "浏览网页", "访问网页", "打开网页", "打开链接", "ウェブを閲覧", "インターネットに接続", "ブラウズ")
	l.add(kindUse, famRead, "open files", "open your files", "read files", "read your files", "access your files",
		"access files", "abrir archivos", "abrir tus archivos", "acceder a tus archivos", "访问文件", "读取文件", "खोल")
	l.add(kindWeak, "email", "tu correo", "el correo", "your email", "your mail", "tu email")
	l.add(kindInability, "", "i can't", "i cannot", "i can not", "i'm unable to", "i am unable to", "i'm not able to",
		"i am not able to", "i don't have access", "i do not have access", "i have no access", "i have no way to",
		"i don't have the ability", "i lack access",
		"no puedo", "no tengo acceso", "no tengo forma de", "no tengo manera de", "no me es posible", "no soy capaz",
		"我无法", "我不能", "我没法", "我没有办法", "我没有权限", "无法访问", "无法打开", "无法连接",
		"アクセスできません", "接続できません", "閲覧できません", "アクセス権がありません", "開けません",
		"मेरे पास एक्सेस नहीं", "मेरे पास पहुँच नहीं")
}
