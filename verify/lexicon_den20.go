package verify

// den20Terms are the denial forms of indep26 and dev29 that the lists
// lacked, each a form of its language rather than one reply's words:
//
//   - a negated act of reaching a person, which is sending ("I haven't
//     contacted Zhou", "no he avisado", "还没有发", "ご家族への連絡はしていません",
//     "संपर्क नहीं किया"): deniesAct holds it to the send calls, by the
//     object the clause names (see deniedActObject);
//   - the impersonal past "no hizo falta consultar" (it was not needed to
//     look), as "no me hizo falta consultar" is; the present "no hace
//     falta" stays advice;
//   - the Spanish object fronted and taken up by a clitic ("el PMS no lo
//     consulté");
//   - Chinese 再 and 另外 (again, separately) between the negation and the
//     verb of looking ("我没再去查系统", "我没有另外去查油价"), and 拉 (pull
//     data) and 调取 (retrieve) as verbs of looking ("没有去拉遥测数据",
//     "没有调取任何成绩数据");
//   - Chinese going into the system ("我没去系统里扫"), as "I didn't go
//     into" is;
//   - Hindi asking a source ("API से स्टेटस नहीं पूछा"), which is querying it.
//
// What each denies is decided by its object, as for every kindDenyVerb.
func den20Terms(l *lex) {
	for _, a := range [...][4]string{
		{"contact", "contacted", "contacted", "no he contactado|no contacté|no he avisado|no avisé|no he notificado|no notifiqué|" +
			"还没有发|没有联系|没联系|还没联系|还没有联系|没有通知|还没通知|还没有通知|" +
			"連絡はしていません|連絡していません|連絡はしていない|連絡していない|連絡はしておらず|" +
			"通知はしていません|通知していません|通知していない|" +
			"संपर्क नहीं किया|संपर्क नहीं की|सूचित नहीं किया"},
		{"notify", "notified", "notified", ""},
		{"email", "emailed", "emailed", ""},
		{"message", "messaged", "messaged", ""},
		{"text", "texted", "texted", ""},
	} {
		base, past := a[0], a[1]
		l.addLists(kindDenyAct, actSend, "i didn't "+base, "i did not "+base, "i never "+past, "i haven't "+past, "i have not "+past,
			"we didn't "+base, "we haven't "+past)
		if a[3] != "" {
			l.add(kindDenyAct, actSend, a[3])
		}
	}
	l.add(kindDenyVerb, "", "no hizo falta consultar|no ha hecho falta consultar|no hizo falta revisar|no ha hecho falta revisar|"+
		"no hizo falta mirar|no fue necesario consultar|no fue necesario revisar|"+
		"no lo consulté|no la consulté|no los consulté|no las consulté|no lo he consultado|no la he consultado|"+
		"no lo revisé|no la revisé|no lo he revisado|no la he revisado|no lo miré|no lo he mirado|"+
		"没再去查|没有再去查|没再查|没有再查|没有另外去查|没有另外查|没另外查|没另外去查|"+
		"没有去拉|没去拉|没有拉取|没拉取|没有调取|没调取|没有去系统|没去系统|"+
		"नहीं पूछा|नहीं पूछी|नहीं पूछे")
}
