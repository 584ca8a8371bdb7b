package verify

// sendingTerms adds ordinary phrasings of completed sending and posting that the
// action lists lacked: forwarding a message is sending it, and "mandar" is
// everyday Spanish for "enviar", "投稿" Japanese for posting to a channel.
func sendingTerms(l *lex) {
	l.add(kindAct, actSend, "forwarded|mandé|le mandé|he mandado|te mandé|reenvié|he reenviado|"+
		"已转发|转发了|转发给|发出去了|"+
		// 发出 with what is sent: "已经给这 1,846 位游客发出短信".
		"发出短信|发出了短信|发出通知|发出了通知|发出消息|发出了消息|发出邮件|发出了邮件|"+
		"投稿しました|投稿しておきました|投稿した|転送しました|転送した|送っておきました|送信しておきました|"+
		"फ़ॉरवर्ड कर दिया|फॉरवर्ड कर दिया|फ़ॉरवर्ड कर दी|पोस्ट कर दिया|पोस्ट कर दी")
	// "Not working" says a tool failed as plainly as "failed" does.
	l.add(kindFail, "", "isn't working|is not working|wasn't working|no funciona|no estaba funcionando|"+
		"काम नहीं कर रहा|काम नहीं कर रही|काम नहीं कर रहे|काम नहीं किया")
	// Recommendations and polite imperatives address the user: what
	// follows or precedes them is advice, not a report ("定期的に
	// `npm audit` で確認しておくのがおすすめです", "क्वेरी चलाकर मिलान
	// कर लें").
	l.add(kindHedge, "", "おすすめ|お勧め|オススメ|してください|推荐你|कर लें|कर लीजिए|देख लें|देख लीजिए|"+
		"चला लें|चला लीजिए|चलाइए|चलाएँ")
}

// lockTerms adds locking a door or a device ("施錠しました", "鍵をかけました",
// "锁好了", "I locked", "cerré con llave", "लॉक कर दिया") as an act of a lock
// tool (smart_lock, door_lock: the family is the name word "lock"), not of
// deleting or changing: only a lock call that succeeded backs it.
func lockTerms(l *lex) {
	l.add(kindUse, "lock", "施錠しました|施錠して|施錠した|施錠済み|鍵をかけました|鍵をかけて|ロックしました|"+
		"解錠しました|開錠しました|锁好了|锁上了|已上锁|已锁门|开锁了|已解锁|i locked|i've locked|"+
		"i unlocked|i've unlocked|cerré con llave|he cerrado con llave|bloqueé la puerta|लॉक कर दिया|लॉक कर दी|"+
		"अनलॉक कर दिया")
}

// printTerms adds printing done ("印刷しました", "打印好了", "I printed",
// "imprimí", "प्रिंट कर दिए") as an act of a print tool (print_label,
// label_printer: the family is the name word "print"), backed only by a
// print call that ran.
func printTerms(l *lex) {
	l.add(kindUse, famPrint, "印刷しました|印刷しておきました|印刷済み|打印好了|已打印|打印出来了|已经打印|"+
		"i printed|i've printed|i have printed|imprimí|he imprimido|ya imprimí|"+
		"प्रिंट कर दिया|प्रिंट कर दिए|प्रिंट कर दी|प्रिंट कर लिया|प्रिंट कर लिए")
}
