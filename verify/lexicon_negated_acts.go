package verify

// negatedActTerms are first-person denials of an act worded as Hindi
// replies ordinarily word them: the English verb in Latin script with a
// negated light verb ("मैंने कुछ भी delete नहीं किया", "nginx को restart
// नहीं किया"), as common in Hindi technical prose as its Devanagari twin
// ("डिलीट नहीं किया", see deniedActTerms); and a tool that was not run
// ("कोई live tool नहीं चलाया"), which denies all tool use as "tool
// इस्तेमाल नहीं" does.
func negatedActTerms(l *lex) {
	hi := func(verbs ...string) []string {
		var out []string
		for _, v := range verbs {
			out = append(out, v+" नहीं किया", v+" नहीं की", v+" नहीं किए")
		}
		return out
	}
	l.add(kindDenyAct, actRestart, hi("restart", "reboot")...)
	l.add(kindDenyAct, actDeploy, hi("deploy")...)
	l.add(kindDenyAct, actDelete, hi("delete", "remove", "डिलीट")...)
	l.add(kindDenyAct, actPush, hi("push")...)
	l.add(kindDenyAct, actInstall, hi("install")...)
	l.add(kindDenyAct, actSend, hi("send")...)
	l.add(kindDenyAct, actScale, hi("scale")...)
	l.add(kindDenyAll, "", "tool नहीं चलाया|tools नहीं चलाए|टूल नहीं चलाया|टूल्स नहीं चलाए|टूल नहीं चलाए",
		"tool नहीं चलाए")
}
