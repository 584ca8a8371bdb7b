package verify

// The call a count of the request's noun is held to. In a turn of one
// call, that call; in a turn of several, the noun alone does not tell
// which call lists the items ("How many stops…" after a route listing and
// a status look-up), but a receipt does: a clause that cites exactly one
// call with a count of its items ("La ruta tiene 24 paradas [receipt]",
// "Five sections are overdue [receipt]") reports that call's listing, and
// its number before the request's noun is held to that count like in a
// turn of one call. A clause citing two listings, or none, is left alone,
// and so is one that names another call's argument ("`.env.example` के
// हिसाब से ये 5 variables" under the folder listing's receipt): it may
// count that call's content under the wrong receipt.

// listingCall returns the call whose items a count of the request's noun
// in clause in states: the turn's only ok call, or the one call with a
// count among the calls the clause cites; -1 for none.
func (c *check) listingCall(in *info) int {
	if c.oneCallTurn() {
		return 0
	}
	found := -1
	for _, ci := range in.cites {
		if ci < 0 || ci >= len(c.calls) || !c.calls[ci].ok || c.calls[ci].Count == nil || ci == found {
			continue
		}
		if found >= 0 {
			return -1 // two listings cited: which one the noun counts is not known
		}
		found = ci
	}
	if found >= 0 && !c.oneCallTurn() {
		for _, ai := range c.anchoredCalls(in) {
			if ai != found {
				return -1
			}
		}
	}
	return found
}
