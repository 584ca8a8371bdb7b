package verify

import "strings"

// A version the user expects, reported as what runs. "We shipped v2.14.3
// last week, which version is live?" answered "v2.14.3 is live" when the
// result shows v2.14.2: the version is the user's, so the value rules let
// it pass as taken from the request, but the reply states it as the
// result's value, and the result gives that same component another
// version (all parts but the last equal). A reply that also names the
// result's version is contrasting the two ("v2.14.2, not the v2.14.3 you
// expected") and is left alone, as are offers and suggestions.

// checkRequestedVersion reports a version from the request restated in
// place of a sibling version the result gives.
func (c *check) checkRequestedVersion(in *info) {
	targets, ok := c.ruleTargets(in)
	if !ok {
		return
	}
	for k := in.numLo; k < in.numHi; k++ {
		n := &c.nums[k]
		if !n.version || n.start < in.start || n.end > in.end || !strings.Contains(c.request, n.digits) {
			continue
		}
		var want [4]int
		w := versionParts(n.digits, &want)
		if w < 2 || c.textIn(n.digits, c.okCalls(famAny)) || c.modalAt(in, n.span) || c.suggestionAt(in, n.span) || c.alreadyFound(FactMismatch, n.span) {
			continue
		}
		for _, ci := range targets {
			call := &c.calls[ci]
			sib := siblingVersion(call, want[:w])
			if !call.ok || sib == "" || strings.Contains(c.folded, sib) {
				continue
			}
			// Contradiction: the result gives the component another version.
			c.addRule("fact/requested-version", BasisContradiction, c.callFinding(FactMismatch, n.span, ci,
				"reply gives version "+n.digits+", which the user gave, but the result of "+call.Tool+" gives "+sib))
			return
		}
	}
}

// siblingVersion returns the one version of the call's result that has as
// many parts as want and differs from it in the last part alone, or "".
func siblingVersion(call *callInfo, want []int) string {
	found := ""
	for i := range call.nums {
		m := &call.nums[i]
		if !m.version {
			continue
		}
		var got [4]int
		if versionParts(m.digits, &got) != len(want) || got[len(want)-1] == want[len(want)-1] {
			continue
		}
		same := true
		for j := 0; j < len(want)-1; j++ {
			same = same && got[j] == want[j]
		}
		if !same {
			continue
		}
		if found != "" && found != m.digits {
			return ""
		}
		found = m.digits
	}
	return found
}
