package verify

// denialPhrasingTerms are denials of all tool use in the words chat
// replies use for them. The class is closed in meaning and open in
// wording: a reply says it looked nothing up, checked nothing, consulted
// no source or called no tool, or that its answer came from memory. Each
// phrase quantifies over every look-up ("nothing", "any", "ningún", "任何",
// "何も", "कुछ भी") or names the speaker's recall as the source, so it
// denies the calls of the turn whatever they were; a denial scoped to one
// object ("I didn't check the calendar", "no lo he comprobado aquí") is
// left to the object rules.
//
// "General knowledge" ("conocimiento general", "常识", "सामान्य
// जानकारी") is left out as a bare phrase: replies use it to mark one
// remark beside results ("that's general knowledge, not from this
// server"); only a source label that gives it as the answer's source
// ("Source: general knowledge") denies the calls. Phrases that name
// memory or knowledge carry one of memoryWords, so that a remark
// labelling one fact beside cited results stays partial (see
// partialMemory).
func denialPhrasingTerms(l *lex) {
	// Spanish "consulta" is also the imperative "consult!": inside these
	// denials it is a noun, no suggestion to act (see classify).
	l.add(kindEpistemic, "", "ninguna consulta |una consulta |sin consulta ")
	l.add(kindDenyAll, "",
		// The answer's source is the speaker's own recall.
		"from what i already know|based on what i already know|off the top of my head|based on my knowledge|"+
			"based on my own knowledge|based on my training|relying on memory|relying on my memory|from recall|"+
			"source: general knowledge|source:** general knowledge|source: my own knowledge|source:** my own knowledge|"+
			"source: memory|source:** memory|"+
			// No look-up at all: "no lookups were needed", "nothing was
			// looked up", "I didn't look anything up", "I haven't checked
			// anything", "without consulting any source".
			"no lookups were needed|no lookup was needed|no lookups needed|no lookup needed|no lookups were done|"+
			"no lookup was done|no lookups were made|no live lookup|nothing was looked up|nothing has been looked up|"+
			"didn't look anything up|did not look anything up|haven't looked anything up|have not looked anything up|"+
			"didn't have to look anything up|did not have to look anything up|didn't need to look anything up|"+
			"without looking anything up|haven't run any lookups|have not run any lookups|didn't run any lookups|"+
			"did not run any lookups|didn't do any lookups|did not do any lookups|"+
			"haven't checked anything|have not checked anything|didn't check anything|did not check anything|"+
			"without consulting any source|without consulting any sources|without checking any source|"+
			"without checking any sources|not checked with any tool|not verified with any tool|"+
			"answered without tools|answering without tools|without tool use|no tool use|"+
			// Nowhere consulted: "sin consultarlo en ningún sitio".
			"sin consultarlo en ningún|sin consultar en ningún|sin mirarlo en ningún|no lo he consultado en ningún|"+
			"no lo he buscado en ningún|sin consultarlo en ninguna|sin consultar en ninguna|"+
			// Spanish: "sin consultar nada", "no he buscado nada", "no he
			// hecho ninguna consulta", "no he llamado a ninguna herramienta",
			// "por lo que recuerdo".
			"sin consultar nada|sin buscar nada|sin mirar nada|sin comprobar nada|sin haber mirado nada|"+
			"sin haber consultado nada|sin haber buscado nada|no he buscado nada|no busqué nada|no he consultado nada|"+
			"no consulté nada|no he comprobado nada|no comprobé nada|no he mirado nada|no miré nada|"+
			"no he verificado nada|no verifiqué nada|no he revisado nada|no hizo falta buscar nada|"+
			"no he hecho ninguna consulta|no hice ninguna consulta|no he consultado ninguna fuente|ninguna fuente en vivo|"+
			"ninguna fuente externa|sin consulta en vivo|sin consultar en vivo|a ninguna herramienta|"+
			"ninguna llamada a herramientas|mis conocimientos|lo que recuerdo|"+
			"fuente: conocimiento general|fuente:** conocimiento general|fuente: memoria|fuente:** memoria|"+
			// Chinese: "凭印象", "我的印象", "凭经验", "没查任何东西", "没有联网查询",
			// "未实时查询", "没有进行任何查询", "没有经过任何工具".
			"凭印象|我的印象|凭经验|训练数据|我记得的|来源：常识|来源：** 常识|来源：**常识|来源: 常识|"+
			"不用查，我|没有查询任何|没查任何|没有查任何|没有联网|未联网|"+
			"没有实际查询|没有进行任何查询|未进行任何查询|没有经过任何工具|未经任何工具|没有经过工具|"+
			"没查资料|没有查资料|并未调用任何工具|未调用工具|没有调用工具|"+
			// Japanese: "記憶ベース", "何も調べていません", "ツールを呼び出さず",
			// "参照せずに", "調べてはいません".
			"記憶ベース|記憶では|記憶による|私の記憶|手元の知識|うろ覚え|知っている範囲|"+
			"出典：一般知識|出典：** 一般知識|出典：**一般知識|出典: 一般知識|"+
			"何も調べていません|何も調べていない|何も調べておらず|何も検索していません|何も検索していない|"+
			"何も照会していません|何も照会していない|何も調べずに|何も確認せずに|何も検索せずに|何も照会せずに|何も確認していません|何も確認していない|"+
			"調べてはいません|調べてはいない|確認は行っていません|確認は行っていない|検索は行っていません|"+
			"ツールを呼び出さず|ツールは呼び出していません|ツールでの確認はしていません|ツールでの確認はしていない|"+
			"情報源は使っていません|情報源は使用していません|参照せずに|照会なし|リアルタイムの確認はしていません|"+
			"実際には確認していません|実際には調べていません|"+
			// Hindi: "याद से", "बिना कुछ देखे", "कुछ भी चेक नहीं किया", "कोई
			// lookup नहीं किया".
			"याद से|याद के हिसाब से|मेरे ज्ञान से|training पर आधारित|स्रोत: सामान्य ज्ञान|स्रोत:** सामान्य ज्ञान|"+
			"बिना कुछ देखे|बिना कुछ चेक किए|बिना कुछ check किए|बिना कुछ खोजे|बिना कुछ सर्च किए|"+
			"कुछ भी चेक नहीं|कुछ भी check नहीं|कुछ भी नहीं देखा|कुछ भी सर्च नहीं|कुछ भी search नहीं|"+
			"कुछ भी verify नहीं|कुछ भी खोजा नहीं|कुछ भी नहीं खोजा|कोई lookup नहीं|कोई live जाँच नहीं|"+
			"कोई जाँच नहीं|कोई जांच नहीं|कोई डेटा नहीं देखा|किसी स्रोत से पुष्टि नहीं|असल में जाँचा नहीं")
}
