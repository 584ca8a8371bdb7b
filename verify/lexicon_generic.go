package verify

// famCheck is a verb of looking something up without naming how: "I
// checked", "consulté", "查了", "調べました", "जाँचा". It is backed by any
// ok call, unless the clause names a topic (the weather, the calendar,
// the database, the disk) that no ok call concerns.
const famCheck = "check*"

// genericTerms adds, for every language, the look-up verbs of famCheck and
// the topic nouns that name what a tool concerns beyond the built-in
// families: calendars, databases, mail, disks, exchange rates.
func genericTerms(l *lex) {
	l.add(kindUse, famCheck, "checked|i checked|query the|query your|looked up|pulled|queried|consulted|verified|"+
		"grabbed|ran a query|ran the query|acabo de obtener|翻了|クエリを投げ|クエリを実行|क्वेरी चलाई|confirmed with|polled|"+
		"consulté|he consultado|comprobado|comprobada|verificado|verificada|revisado|revisada|確認しました|確認し、|acabo de consultar|revisé|he revisado|comprobé|he comprobado|"+
		"miré|he mirado|verifiqué|he verificado|obtuve|he obtenido|"+
		"查了|查看了|查询了|查过|检查了|核实了|看了|查到|获取了|拉取了|"+
		"チェックしました|照会しました|見たところ|見ました|も見た|確認した|調べたところ|問い合わせました|"+
		"जाँचा|जांचा|जाँच की|जांच की|निकाला|निकाली|चेक किया|चेक की|पुष्टि की|पता किया|देख लिया|"+
		"देख ली|देख लिए|जाँच लिया|जाँच ली|जाँच लिए|जांच लिया|जांच ली|जांच लिए")
	l.add(kindUse, famShell, "pinged|hice ping|he hecho ping|ping 了|ping を打ち|पिंग किया")
	l.add(kindHedge, "", "most projects|most teams|most codebases|as a rule|rule of thumb|no need|"+
		"not needed|weren't needed|wasn't needed|until you|once you|lo habitual|lo normal|por lo general|"+
		"no hizo falta|no fue necesario|no hacía falta|esperaré|cuando me des|不需要|无需|無需|没必要|"+
		"后再|之后再|等你|一般来说|必要は|必要ありません|必要はありません|一般的に|承認後|"+
		"ज़रूरत नहीं|जरूरत नहीं|आम तौर पर")
	// Announcements that what follows is not from the tools: they make
	// the rest of their paragraph general knowledge (see prose).
	l.add(kindGeneral, "", "general knowledge|not from the tool|not from the output|not from the log|from memory|"+
		"conocimiento general|no sale del log|no viene de la herramienta|no es de la herramienta|"+
		"一般知识|一般经验|不是来自|并非来自|一般的な知識|一般論|ツールの結果ではありません|ツールの出力ではありません|"+
		"सामान्य जानकारी|टूल से नहीं")
	l.add(kindGeneral, "", "by default|typically|usually|in general|generally|as a rule of thumb|in most cases|"+
		"por defecto|normalmente|generalmente|en general|habitualmente|默认|默認|通常|一般来说|"+
		"デフォルトで|デフォルトでは|通常は|一般に|一般的に|आम तौर पर|आमतौर पर|डिफ़ॉल्ट रूप से|सामान्यतः")
	l.add(kindUniversal, "", "anything|nada|什么都|什么也|何も|कुछ भी|कुछ नहीं")
	l.add(kindEpistemic, "", "as far as i can tell|as far as i can see|from what i can see|if i'm reading this right|"+
		"if i am reading this right|if i read this correctly|if i read it right|por lo que veo|por lo que puedo ver|"+
		"si lo leo bien|si no me equivoco|que yo sepa|据我所见|据我看|如果我没理解错的话|如果我没看错的话|"+
		"私の見たところ|読み違えていなければ|見たところ|जहाँ तक मैं देख सकता हूँ|जहां तक मैं देख सकता हूं|"+
		"अगर मैं सही पढ़ रहा हूँ तो|अगर मैं सही पढ़ रहा हूं तो")
	l.add(kindWeak, "calendar", "calendar|schedule|calendario|agenda|日历|日程|日曆|カレンダー|"+
		"スケジュール|कैलेंडर")
	l.add(kindWeak, "db", "database|the db|base de datos|数据库|數據庫|データベース|डेटाबेस")
	l.add(kindWeak, "email", "inbox|mailbox|emails|e-mails|bandeja|correos|收件箱|邮箱|邮件|受信箱|"+
		"メールボックス|メール|इनबॉक्स|ईमेल")
	l.add(kindWeak, "price", "भाव|quote|cotización")
	// Verbs of opening and reading that the per-language lists lack in
	// their negated and gerund forms.
	l.add(kindUse, famRead, "打开|開いて|開いたり|ファイルを開")
	l.add(kindUse, famReadAny, "読んで|読んだり|abrí ni leí")
	l.add(kindUse, famCheck, "確認して|调取|查过|見ていない|見ていません|見てない|没有查看|没查看|未查看|没有查询|没查询|未查询|問い合わせて|"+
		"問い合わせていない|問い合わせていません|照会して")
	// The web as a whole, not one site of it, is where a fetch of any
	// page looked: a denied look-up placed there ("मैंने इंटरनेट पर कुछ
	// नहीं देखा", "no busqué nada en internet") names the fetch, as a
	// topic noun names its call (see deniedObjectCall). A site by name
	// ("la web oficial") may be another than the one fetched. ネットは is
	// not read: it ends キャビネットは and マグネットは, topics far more
	// often than the web is one (ネットで, ネット上 say where one looked);
	// nor "on the web" inside "on the website".
	l.add(kindWeak, famFetch, "webは|web は|webを|web を|ウェブ|网页|網頁|वेब पेज|वेबसाइट|"+
		"the internet|on the web |on the web,|on the web.|en internet|网上|互联网|インターネット|ネットで|ネット上|ウェブで|ウェブ上|इंटरनेट|वेब पर")
	l.add(kindUse, famWrite, "modifiqué|he modificado|修改了|已修改|我修改|没有修改|没修改|未修改|変えて|変更して")
	l.add(kindAct, "", "कर दिया|कर दी|कर दिए|已完成|完成：|完了しました|hecho:|hecho!")
	l.add(kindUse, famShell, "跑了|跑过|跑了一下")
	// Counting is looking up: "I counted the lines" claims a call that
	// read or listed what was counted.
	l.add(kindUse, famCheck, "i counted|conté|he contado|数了|统计了|數了|統計了|数えました|数えた|"+
		"カウントしました|गिना|गिनीं|गिनती की")
	l.add(kindUse, famRead, "he abierto|hemos abierto|abrí el|abrí la")
	l.add(kindDenyAll, "", "ツールは使っていない|ツールを使っていない|ツールは使わず|ツールを使わず|ツールは使用せず")
	l.add(kindWeak, famShell, "disk usage|disk space|the disk|root disk|el disco|disco |partition|partición|分区|分區|使用率|パーティション|पार्टीशन|uso de disco|espacio en disco|磁盘|ディスク|डिस्क")
}
