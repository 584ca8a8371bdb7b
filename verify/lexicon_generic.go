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
	l.add(kindUse, famCheck, "checked", "i checked", "looked up", "pulled", "queried", "consulted", "verified",
		"grabbed", "ran a query", "ran the query", "acabo de obtener", "翻了", "クエリを投げ", "クエリを実行", "क्वेरी चलाई", "confirmed with", "polled",
		"consulté", "he consultado", "acabo de consultar", "revisé", "he revisado", "comprobé", "he comprobado",
		"miré", "he mirado", "verifiqué", "he verificado", "obtuve", "he obtenido",
		"查了", "查看了", "查询了", "查过", "检查了", "核实了", "看了", "查到", "获取了", "拉取了",
		"チェックしました", "照会しました", "見たところ", "見ました", "も見た", "確認した", "調べたところ", "問い合わせました",
		"जाँचा", "जांचा", "जाँच की", "जांच की", "निकाला", "निकाली", "चेक किया", "चेक की", "पुष्टि की", "पता किया", "देख लिया")
	l.add(kindUse, famShell, "pinged", "hice ping", "he hecho ping", "ping 了", "ping を打ち", "पिंग किया")
	l.add(kindWeak, "calendar", "calendar", "schedule", "calendario", "agenda", "日历", "日程", "日曆", "カレンダー",
		"スケジュール", "कैलेंडर")
	l.add(kindWeak, "db", "database", "the db", "base de datos", "数据库", "數據庫", "データベース", "डेटाबेस")
	l.add(kindWeak, "email", "inbox", "mailbox", "bandeja", "收件箱", "邮箱", "受信箱", "メールボックス", "इनबॉक्स")
	l.add(kindWeak, famShell, "disk usage", "disk space", "uso de disco", "espacio en disco", "磁盘", "ディスク", "डिस्क")
}
