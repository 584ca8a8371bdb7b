package verify

import "strings"

// quantifiedActObject reports whether the object of the act denied at sp
// is quantified over its whole kind, after the verb: "no reinicié ningún
// servicio", "no le he enviado nada a ningún proveedor", "I didn't restart
// any service", "I haven't sent anything". Whatever the call acted on is
// one of them, so the denial names each call of the act, as a quantified
// person does ("anyone", "nadie": see actObjStop). "Any other" or "ningún
// otro" excludes what was done and names none. The verb's own part only.
func (c *check) quantifiedActObject(in *info, sp span) bool {
	_, hi := c.subClause(in, sp)
	_, hi = dashBounds(c.folded, in.start, hi, sp)
	if hi <= sp.end {
		return false
	}
	ws := strings.FieldsFunc(c.folded[sp.end:hi], func(r rune) bool { return !isWordRune(r) })
	for i, w := range ws {
		if i >= 4 {
			break // the object stands right after the verb
		}
		if !quantifierWords[w] {
			continue
		}
		if i+1 < len(ws) && quantOtherWords[ws[i+1]] {
			return false
		}
		return true
	}
	return false
}

// quantifierWords quantify an act's object over its kind, in English and
// Spanish (the object words deniesAct reads are Latin).
var quantifierWords = wordSet("any anything ningún ninguna ninguno nada")

// quantOtherWords after a quantifier exclude what was done: "any other", "ningún otro".
var quantOtherWords = wordSet("other others else otro otra otros otras más")
