package verify

// lookThroughTerms are first-person verbs of reading through a body of
// items without naming how: "I went through your inbox", "he repasado
// tus correos", "翻看了你的邮箱", "メールに目を通しました", "मैंने आपका
// इनबॉक्स खंगाला". Like "checked" they take their meaning from their
// object (see lookAtTopic). English keeps the subject: "the payment went
// through" is no look-up. Their negations deny the look as "I didn't
// check" does, and what they deny is decided by their object (see
// deniedObjectCall): "I didn't go through the roster", "no repasé la
// agenda", "没有翻看日历", "シフト表には目を通していません", "मैंने रोस्टर
// नहीं खंगाला".
func lookThroughTerms(l *lex) {
	l.add(kindDenyVerb, "", "i didn't go through|i did not go through|i haven't gone through|i have not gone through|"+
		"i didn't look through|i did not look through|i haven't looked through|i have not looked through|"+
		"no repasé|no he repasado|没有翻看|没翻看|目を通していません|目を通していない|目を通しておらず|"+
		"नहीं खंगाला|नहीं खंगाली")
	l.add(kindUse, famCheck, "i went through|i've gone through|i have gone through|i also went through|i looked through|"+
		"i've looked through|i have looked through|i also looked through|i combed through|i skimmed through|"+
		"repasé|he repasado|eché un vistazo a|he echado un vistazo a|翻看了|浏览了一遍|目を通しました|目を通した|目を通して|"+
		"खंगाला|खंगाली|खंगाल लिया|खंगाल ली")
}
