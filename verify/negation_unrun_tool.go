package verify

import "strings"

// unrunToolNamed reports whether a negated clause is about a tool of the
// turn that no call ran with success: its words name a content word of
// that tool's name ("No payment was approved" beside approve_payment,
// "No he activado ninguna sirena" beside activar_sirena, "no he abierto
// ninguna incidencia" beside incidencias_crear, "I haven't touched the
// claim record" beside update_claim) and no such word of a tool that did
// run. Such a negation says that act was not done, which the record bears
// out; it is neither an absence in another call's result nor a denial of
// what another call did.
//
// A word counts only when it tells the tools apart: a word of an unrun
// tool's name that is also a word of a run tool's name ("sirena" in both
// activar_sirena and estado_sirenas) names neither. Words are matched by
// their first five letters at the start of a clause word, so that the
// verb's forms ("approved", "activado") and plurals count. A word of an
// unrun tool that a call which ran had in its arguments or result ("the
// collar database" beside collar_fixes, after a db_query of collar_id)
// names what that call concerned too, and tells nothing apart.
func (c *check) unrunToolNamed(in *info) bool {
	return c.unrunToolIn(c.folded[in.start:in.end])
}

// unrunToolNamedPart is unrunToolNamed over the part of the clause that
// holds a denial at sp (up to its commas): a tool word in another part
// ("I didn't search anything, it's from the dispatch notes you sent")
// names where the answer came from instead, not what was not done.
//
// A negative conjunction starts a part too: in "No reinicié nada ni
// ejecuté ningún comando" the restart is the unrun reiniciar tool's act,
// and the command that ran is denied on its own.
func (c *check) unrunToolNamedPart(in *info, sp span) bool {
	lo, hi := c.subClause(in, sp)
	for _, d := range [...]string{" ni ", " nor "} {
		if i := strings.LastIndex(c.folded[lo:sp.start], d); i >= 0 {
			lo += i + len(d)
		}
		if i := indexSubstr(c.folded[sp.end:hi], d); i >= 0 {
			hi = sp.end + i
		}
	}
	return c.unrunToolIn(c.folded[lo:hi])
}

func (c *check) unrunToolIn(s string) bool {
	unrun, run := false, false
	for _, t := range c.rec.Tools {
		ran := c.toolRan(t, true)
		for rest := t; rest != ""; {
			var w string
			w, rest = nextNameWord(rest)
			if len(w) < 4 || !isLowerASCII(w) || verbWords[w] || commonArg[w] {
				continue
			}
			stem := w[:min(len(w), 5)]
			if wordPrefixAt(s, stem) < 0 || c.nameShared(t, stem, !ran) || !ran && c.okCallHolds(stem, true) {
				continue
			}
			run, unrun = run || ran, unrun || !ran
		}
	}
	return unrun && !run
}

// toolRan reports whether tool t has a call whose outcome is ok: one that
// succeeded, or with ok false, one that failed. Names match in any case:
// some callers pass the name as the record lists it, others folded.
//
//go:noinline
func (c *check) toolRan(t string, ok bool) bool {
	for i := range c.calls {
		if c.calls[i].ok == ok && strings.EqualFold(c.calls[i].Tool, t) {
			return true
		}
	}
	return false
}

// nameShared reports whether stem begins a word of the name of a tool
// other than t that ran (ranSide) or did not.
func (c *check) nameShared(t, stem string, ranSide bool) bool {
	for _, o := range c.rec.Tools {
		if o != t && c.toolRan(o, true) == ranSide && wordPrefixAt(o, stem) >= 0 {
			return true
		}
	}
	return false
}

// okCallHolds reports whether stem begins a word of an ok call's
// arguments or, with result, of its result.
func (c *check) okCallHolds(stem string, result bool) bool {
	for i := range c.calls {
		call := &c.calls[i]
		if call.ok && (result && wordPrefixAt(call.folded, stem) >= 0 || wordPrefixAt(call.lowerArgs(), stem) >= 0) {
			return true
		}
	}
	return false
}

// esFindParticiples begin Spanish participles of finding and of things
// arriving or being recorded: "no he encontrado nada", "no he recibido
// ningún correo" say what a result held.
var esFindParticiples = strings.Fields("encontr hall vist detect recib localiz obten registr produc report apareci lleg ocurr entr")

var (
	esParticipleEnds []string
)

// negationUnrunToolLists holds the phrases of the word lists declared above (see barList).
var negationUnrunToolLists = [...]barList{
	// esParticipleEnds end Spanish participles: hecho, puesto, enviado, abierto.
	{&esParticipleEnds, "ado|ido|to|cho"},
}

var _ = splitBars(negationUnrunToolLists[:])

// esPerfectAct reports whether a Spanish nada/ningún is the object of a
// negated perfect of the speaker's: "No he puesto nada en el tablón",
// "no hemos enviado ningún aviso". The clause denies the speaker's act,
// which says nothing about what a result held; a participle of finding
// keeps the absence ("no he encontrado nada"). The impersonal "no se ha
// commiteado nada" is left an absence: its act is what a result lists.
func (c *check) esPerfectAct(in *info, h *hit) bool {
	if h.t.text != "nada" && !hasPrefix(h.t.text, "ning") {
		return false
	}
	before := strings.TrimRight(c.folded[max(in.start, h.start-48):h.start], " ")
	i := lastIndexByte(before, ' ')
	part := before[i+1:]
	if i >= 0 && len(part) >= 5 && (hasSuffix(part, "é") || hasSuffix(part, "í")) && !hasPrefixAny(part, esFindParticiples) {
		// "Todavía no mandé ningún recordatorio": a first-person
		// preterite, the speaker's own act, as "no he mandado" is.
		aux := strings.TrimRight(before[:i], " ")
		return aux == "no" || hasSuffix(aux, " no")
	}
	if i < 0 || !hasSuffixAny(part, esParticipleEnds) || hasPrefixAny(part, esFindParticiples) {
		return false
	}
	aux := strings.TrimRight(before[:i], " ")
	for _, p := range []string{"no he", "no hemos", "no habíamos"} {
		if hasSuffix(aux, p) && (len(aux) == len(p) || aux[len(aux)-len(p)-1] == ' ') {
			return true
		}
	}
	return false
}
