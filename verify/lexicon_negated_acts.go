package verify

// negatedActTerms are first-person denials of an act worded as Hindi
// replies ordinarily word them: the English verb in Latin script with a
// negated light verb ("मैंने कुछ भी delete नहीं किया", "nginx को restart
// नहीं किया"), as common in Hindi technical prose as its Devanagari twin
// ("डिलीट नहीं किया", see deniedActTerms); and a tool that was not run
// ("कोई live tool नहीं चलाया"), which denies all tool use as "tool
// इस्तेमाल नहीं" does.
func negatedActTerms(l *lex) {
	for _, a := range []struct{ act, verbs string }{
		{actRestart, "restart|reboot"}, {actDeploy, "deploy"}, {actDelete, "delete|remove|डिलीट"}, {actPush, "push"},
		{actInstall, "install"}, {actSend, "send"}, {actScale, "scale"},
	} {
		// Each verb with the negated light verb in its three agreements.
		for rest, more := a.verbs, true; more; {
			var v string
			v, rest, more = cutByte(rest, '|')
			l.addLists(kindDenyAct, a.act, v+" नहीं किया", v+" नहीं की", v+" नहीं किए")
		}
	}
	l.add(kindDenyAll, "", "tool नहीं चलाया|tools नहीं चलाए|टूल नहीं चलाया|टूल्स नहीं चलाए|टूल नहीं चलाए|"+
		"tool नहीं चलाए")
}
