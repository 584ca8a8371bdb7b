package verify

// den22Terms adds the denial forms fresh text wrote that the lists lacked,
// each a form of its language rather than one reply's words (see
// docs/verification.md, den22): going into a system ("no entré a la base",
// "no he entrado a la boletería"), making none of a tool's records ("no
// hice ningún bloqueo", "no armé ningún reporte"), triggering, looking
// again ("without re-querying it"), pulling data (खींचा), changing what a
// call changed, and sending nothing (何も送っていません). Changing is
// denied in its transitive forms only: "कुछ भी नहीं बदला है" and "什么都没有
// 改变" say nothing changed, a state a result may contradict.
func den22Terms(l *lex) {
	l.add(kindDenyVerb, "", "no entré a|no entré en|no he entrado a|no he entrado en|sin entrar a|sin entrar en|"+
		"no hice ningún|no hice ninguna|no he hecho ningún|no he hecho ninguna|no armé|no he armado|no generé|no he generado|"+
		"i didn't trigger|i did not trigger|i haven't triggered|i have not triggered|and didn't trigger|"+
		"without re-querying|without requerying|without re-checking|without rechecking|without re-running|"+
		"without rerunning|without re-pulling|"+
		"नहीं खींचा|नहीं खींची|नहीं खींचे")
	l.add(kindDenyAct, actSend, "何も送っていません|何も送っていない|何も送信していません|何も送信していない")
	l.addLists(kindDenyAct, actChange, "i haven't changed|i didn't change|i have not changed|i did not change|"+
		"i haven't updated|i didn't update|i haven't modified|i didn't modify|"+
		"no he modificado|no modifiqué|no he actualizado|no actualicé|"+
		"我没有改|我没改|没有修改|没修改|没有更改|没更改|"+
		"変更していません|変更はしていません|変更していない|更新していません|更新はしていません|"+
		"अपडेट नहीं किया|अपडेट नहीं की")
}

// esCliticTerms adds, for each Spanish denial of an act in the lexicon
// ("no he reiniciado", "no envié"), its forms with an object pronoun
// between the negation and the verb ("no lo he reiniciado", "no la envié"):
// Spanish puts the clitic there, and the denial is the same. A look-up's
// clitic is left out: "no lo he comprobado" mostly refers to a claim just
// made, a caveat on it, not to what a call read. It reads the terms added
// before it.
func esCliticTerms(l *lex) {
	n := len(*l)
	for i := 0; i < n; i++ {
		t := (*l)[i]
		if t.kind != kindDenyAct || !hasPrefix(t.text, "no ") {
			continue
		}
		rest := t.text[len("no "):]
		w, _, _ := cutAt(rest, " ")
		if esCliticBlock[w] || hasSubstr(rest, "ningun") || hasSubstr(rest, "ningún") || hasSubstr(rest, "nada") {
			continue
		}
		// The dative too ("no le he enviado nada", "no les envié el
		// aviso", "no se lo he enviado"): the person the act reached.
		for _, p := range [...]string{"lo ", "la ", "los ", "las ", "le ", "les ", "se lo ", "se la ", "se los ", "se las "} {
			*l = append(*l, term{text: "no " + p + rest, kind: t.kind, family: t.family})
		}
	}
}

// esCliticBlock are the words after "no" that a clitic does not precede:
// pronouns already there, and words that open no verb.
var esCliticBlock = wordSet("lo la los las le les me se te nos hay")

// actFailed reports whether a call of the turn that performs act class
// did not succeed: a denial of the act may report that call ("エアコンは
// 承認されなかったので、設定は変更していません").
func (c *check) actFailed(class string) bool {
	for ci := range c.calls {
		call := &c.calls[ci]
		if !call.ok && (contains(call.actions, class) || makesAct(call, class)) {
			return true
		}
	}
	return false
}

// readNamed reports whether a call's tool name ends in a word of reading
// (crane_assign_get, booking_list): it returns records, it acts on none.
func readNamed(call *callInfo) bool {
	last := ""
	for rest := call.lowerToolName(); rest != ""; {
		var w string
		if w, rest = nextNameWord(rest); w != "" {
			last = w
		}
	}
	return readNameWords[last]
}
