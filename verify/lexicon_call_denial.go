package verify

// callDenialTerms are first-person negated verbs of calling a system:
// "I didn't call the timesheet system", "no he llamado a la API de
// nóminas", "没有调用考勤系统", "勤怠APIは呼び出していません", "मैंने
// timesheet API को कॉल नहीं किया". Like "checked" they take their meaning
// from their object, a tool's name word or topic (see deniedFamily). Only
// the negated forms are terms: the affirmative English "called" is as
// often naming ("a file called notes.txt") as calling.
func callDenialTerms(l *lex) {
	l.add(kindUse, famCheck, "i didn't call|i did not call|i haven't called|i have not called|i never called|"+
		"no llamé a|no he llamado a|no llamé al|no he llamado al|没有调用|没调用|并未调用|未调用|"+
		"呼び出していません|呼び出していない|呼び出しておらず|कॉल नहीं किया|कॉल नहीं की")
}
