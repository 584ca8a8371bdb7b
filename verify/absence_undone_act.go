package verify

// undoneActAfter reports whether the negated quantifier h is the object of
// a denied act that follows it or shares its negation ("ट्रेनर्स को कुछ नहीं
// भेजा गया", nothing was sent to the trainers; "何も送信していません"),
// and the record bears the denial out: no ok call of the turn performs
// that act (see actsDone). Such a clause says what the speaker did not do,
// which is no claim about what a result held. When a call did perform the
// act the clause is left an absence, held to the results as before. The
// act must begin after the quantifier: a denied act that opens with the
// absence's own negation ("没有预约记录", no booking on record) is the
// existential itself.
func (c *check) undoneActAfter(in *info, h *hit) bool {
	a := c.clearHit(in, kindDenyAct)
	if a == nil || a.t.family == "" || a.start <= h.start || a.start > h.end+12 {
		return false
	}
	// "Como no falta, no he avisado a nadie": a comma closes the phrase
	// the quantifier negates; the act after it has an object of its own.
	if h.end < a.start && hasAnyRune(c.folded[h.end:a.start], ",，、;；") {
		return false
	}
	return !c.actDone(a.t.family)
}

// actDone reports whether an ok call of the turn performs act class by
// its tool's name or its command (see callActions and makesAct).
func (c *check) actDone(class string) bool {
	for ci := range c.calls {
		call := &c.calls[ci]
		if call.ok && (contains(call.actions, class) || makesAct(call, class)) {
			return true
		}
	}
	return false
}
