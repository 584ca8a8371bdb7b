package verify

import ()

var (
	pastInability []string
)

// denialFailureClaimedLists holds the phrases of the word lists declared above (see barList).
var denialFailureClaimedLists = [...]barList{
	// pastInability are the first-person failure phrases of the lexicon's
	// kindFail terms: "no he podido", "I couldn't", "没能", "できませんでした",
	// "नहीं कर पाया". A third-person failure ("the request failed") reports on a
	// call, not on what the speaker did.
	{&pastInability, "no he podido|no pude|no logré|couldn't|could not|wasn't able|was not able|was unable|" +
		"没能|未能|できませんでした|できなかった|पाया|पाई|सका|सकी"},
}

var _ = splitBars(denialFailureClaimedLists[:])

// deniesByFailure reports, and adds, a denied_call for a first-person
// report of having failed to reach something ("No he podido mirar tu
// calendario", "I couldn't open your inbox", "没能打开网页") in a turn where
// no call failed and a call of that very thing succeeded: with nothing
// failed, the failure it reports is the call it disowns. The thing is a
// topic noun an ok call concerns or a tool verb of a family that ran; a
// verb of finding ("couldn't find any") is an absence claim, and a
// scoped or hedged clause, or one naming a target no call was given, is
// left alone.
func (c *check) deniesByFailure(in *info) bool {
	if !in.fail || in.modal || in.absence != nil || c.anyFailed() || !c.hasOK() {
		return false
	}
	var fh *hit
	for i := range in.hits {
		h := &in.hits[i]
		if h.t.kind == kindFail && containsAny(h.t.text, pastInability) {
			fh = h
			break
		}
	}
	if fh == nil || c.modalAt(in, fh.span) || c.scopedSentence(in) {
		return false
	}
	for _, u := range in.uses {
		f := u.t.family
		if findVerb(u.t.text) || !c.relevant(f) || f == famAny || f == famCheck || f == famReadAny || f == famShell || f == famWrite {
			continue
		}
		if u.t.kind == kindWeak && (!isTopic(f) || hasPrefix(f, "tool:")) {
			continue
		}
		calls := c.okCalls(f)
		if len(calls) == 0 || c.deniesUngivenTarget(in, u.span) {
			continue
		}
		// Contradiction: the reply reports failing to reach what a call with a
		// receipt reached, and no call of the turn failed.
		c.addRule("denial/claimed-failure", BasisContradiction, c.callFinding(DeniedCall, u.span, calls[0],
			"reply says it could not reach "+describe(f)+", but "+c.calls[calls[0]].Tool+" succeeded and no call failed in this turn"))
		return true
	}
	return false
}
