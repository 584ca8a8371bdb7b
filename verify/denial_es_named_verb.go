package verify

import "strings"

// esNamedVerb reports, and adds, a denied_call for a Spanish first-person
// negated verb that is the act a Spanish word of an ok call's tool name
// names: "Las etiquetas todavía no las he impreso" after etiquetas_imprimir,
// "no he facturado el pedido" after pedido_facturar, "no lo publiqué" after
// publicar_anuncio. Spanish names a tool by its infinitive (-ar, -er, -ir);
// the denial writes the participle (impreso, facturado) or the preterite
// (imprimí, facturé), whose first four letters are the infinitive's. As
// deniesNamedVerb does for English, a tool named for reading does no act,
// verbs of looking are left to the readings of their object, and the
// object (a word of the tool's name, of its arguments, or none) is held to
// the call.
func (c *check) esNamedVerb(in *info) bool {
	if in.question || in.fail || in.modal || !c.mayHold("no ") {
		return false
	}
	s := c.folded[in.start:in.end]
	for off := 0; off < len(s); {
		i := wordIndex(s[off:], "no")
		if i < 0 {
			return false
		}
		at := off + i
		off = at + 2
		ws := strings.Fields(s[at+2 : min(len(s), at+48)])
		k := 0
		for k < len(ws) && k < 2 && esCliticBlock[ws[k]] && ws[k] != "hay" {
			k++ // "no las he impreso", "no se lo he enviado"
		}
		if k < len(ws) && esPerfectAux[ws[k]] {
			k++
		}
		if k >= len(ws) {
			continue
		}
		v := strings.TrimRight(ws[k], ".,;:!?)")
		ci := c.esVerbCall(v)
		if ci < 0 {
			continue
		}
		// The object: none, or a word of the tool's name or its arguments.
		objs, n := c.actObjects(in, span{in.start + at, in.start + at + 2}, v)
		named := n == 0
		for _, w := range objs[:n] {
			named = named || wordIn(c.calls[ci].lowerArgs(), w) || contains(nameWords(c.calls[ci].Tool), w)
		}
		if !named {
			continue
		}
		for _, hs := range in.hedges {
			if hs.end <= in.start+at {
				return false
			}
		}
		sp := span{in.start + at, in.start + at + 2 + strings.Index(s[at+2:], v) + len(v)}
		// Contradiction: the verb is the act this call, with a receipt, did.
		c.addRule("denial/named-act", BasisContradiction, c.callFinding(DeniedCall, sp, ci,
			"reply denies the act "+c.calls[ci].Tool+" did, but that call succeeded in this turn"))
		return true
	}
	return false
}

// esPerfectAux are the forms of haber of a first-person perfect.
var esPerfectAux = wordSet("he hemos")

// esLookVerbs are the stems of Spanish verbs of looking and running, which
// the readings of their object bind.
var esLookVerbs = splitBar("consult|revis|busc|mir|abr|ejecut|corr|lanz|verific|comprob|compar|calcul|list|obten|le")

// esVerbCall returns the first ok call, not named for reading, one of
// whose tool-name words is a Spanish infinitive of six letters or more
// that verb v (a participle or a preterite) inflects, or -1.
func (c *check) esVerbCall(v string) int {
	if len(v) < 5 || !(hasSuffix(v, "ado") || hasSuffix(v, "ido") || hasSuffix(v, "so") || hasSuffix(v, "to") ||
		hasSuffix(v, "cho") || hasSuffix(v, "é") || hasSuffix(v, "í")) {
		return -1
	}
	for ci := range c.calls {
		call := &c.calls[ci]
		if !call.ok {
			continue
		}
		words := nameWords(call.Tool)
		reads := false
		for _, w := range words {
			reads = reads || readNameWords[w]
		}
		if reads {
			continue
		}
		for _, w := range words {
			if len(w) < 6 || !(hasSuffix(w, "ar") || hasSuffix(w, "er") || hasSuffix(w, "ir")) || hasPrefixAny(w, esLookVerbs) {
				continue
			}
			if stem := w[:len(w)-2]; hasPrefix(v, stem) || hasPrefix(v, w[:4]) && len(v) <= len(w)+2 {
				return ci
			}
		}
	}
	return -1
}
