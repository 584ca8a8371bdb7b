package verify

import "strings"

// The predicate of a negated subject. "No subscriptions are paused", "no
// lessons were cancelled", "ningún pedido está retrasado": the noun after
// "no" is the result's items, and what the clause denies is the state its
// copula gives them. A result that holds that state ("state": "paused")
// bears on the claim even when it never writes the noun, so the absence is
// judged by the predicate too, not dropped as being about a thing the
// result does not mention ("no errors" over a log that never says error).
// A Spanish noun's "de" complement is read the same way: "ninguna clase
// de solfeo" over a result whose items are "asignatura": "solfeo".

// predicateCopulas stand between a negated subject and its state.
const predicateCopulas = " are is were was está están estaba estaban estuvo fue fueron de "

// predicateHeld reports whether, after the absence's object obj, a copula
// (or "de") gives it a state or kind (a word of four letters or more) that call ci's result
// or arguments write.
func (c *check) predicateHeld(in *info, ci int, obj string) bool {
	rest := c.folded[in.absence.end:in.end]
	i := strings.Index(rest, obj)
	if i < 0 {
		return false
	}
	_, r := nextSpaceField(rest[i:min(len(rest), i+len(obj)+60)]) // the object
	cop, r := nextSpaceField(r)
	if cop == "" || !strings.Contains(predicateCopulas, " "+cop+" ") {
		return false
	}
	w, r := nextSpaceField(r)
	if w == "been" || w == "sido" {
		w, _ = nextSpaceField(r)
	}
	w = strings.TrimFunc(w, func(r rune) bool { return !isWordRune(r) })
	if len(w) < 4 || noneStop[w] || w == "currently" || w == "still" || w == "todavía" {
		return false
	}
	// Five letters: "paused" and "pause", "retrasado" and "retrasa".
	return c.mentions(ci, w[:min(len(w), 5)])
}
