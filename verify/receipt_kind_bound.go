package verify

import "strings"

// receipt_kind_bound.go: a receipt is cited for a claim of another kind
// of call only when nothing binds the clause to the cited call. The
// cited call is what the clause reports when its arguments name the
// tool the clause's words point at (sql_query FROM condition_reports,
// cited for "7 condition reports"), or when its result bears one of the
// clause's values and no other call's result bears more of them
// ("Zone 3 is the one to look at: 22.6% is below the 25.0% threshold",
// citing the schedule that gives the threshold).

// citedCallBacksUse reports whether the cited call ci is bound to the
// clause whose use of family f names another kind of call.
func (c *check) citedCallBacksUse(in *info, ci int, f string) bool {
	call := &c.calls[ci]
	if !call.ok {
		return false
	}
	if name, ok := strings.CutPrefix(f, "tool:"); ok && len(name) >= 5 && wordIn(call.lowerArgs(), strings.ToLower(name)) {
		return true
	}
	lo, hi := c.passage(in)
	aOnly, bOnly, _ := c.tallyPassage(in, lo, hi)
	return aOnly > 0 && aOnly >= bOnly
}
