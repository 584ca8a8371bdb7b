package verify

import "strings"

// toolNounAbsence reports whether a use u is the tool's own name written as
// words ("deferral requests", "keeper notes") right after a quantifier of
// none, with at most two words between ("no open deferral requests"): the
// name is then the noun the absence counts, bound to that tool's items, not
// a mention of using it. The raw identifier (`deferral_requests`) stays a
// mention.
func (c *check) toolNounAbsence(in *info, u *hit) bool {
	if u.t.kind != kindUse || !hasPrefix(u.t.family, "tool:") || strings.IndexByte(u.t.text, '_') >= 0 {
		return false
	}
	for i := range in.hits {
		h := &in.hits[i]
		if h.t.kind != kindNone || h.end > u.start || !toolNounQuantifier[h.t.text] {
			continue
		}
		gap := strings.Fields(c.folded[h.end:u.start])
		if len(gap) > 2 {
			continue
		}
		ok := true // only plain adjectives between: "no open ..."
		for _, w := range gap {
			ok = ok && npASCII(w)
		}
		if ok {
			return true
		}
	}
	return false
}

// toolNounQuantifier: quantifiers of none a noun follows.
var toolNounQuantifier = wordSet("no any zero ningún ninguna ninguno ningunos ningunas")

// toolNameNounCall returns the ok call whose tool name holds the noun an
// absence quantifies ("no reservations this week" beside
// reservations_for_vehicle, "no keeper notes" beside keeper_notes), looked
// for among the three words after h, or -1. A tool's name says what its
// items are, so the absence is about that call's rows. Words the name
// shares with every tool (verbWords, genericNameWords) and words under
// four letters bind nothing.
func (c *check) toolNameNounCall(in *info, h *hit) int {
	rest := c.folded[h.end:in.end]
	var ws [3]string
	n := 0
	for n < len(ws) {
		w, r := nextSpaceField(rest)
		if w == "" {
			break
		}
		ws[n] = strings.Trim(w, ".,;:!?*_()\"'")
		n++
		rest = r
	}
	for ci := range c.calls {
		call := &c.calls[ci]
		if !call.ok {
			continue
		}
		for _, nw := range nameWords(call.Tool) {
			if len(nw) < 4 || verbWords[nw] || genericNameWords[nw] {
				continue
			}
			for _, w := range ws[:n] {
				if w == nw || w == nw+"s" || w+"s" == nw {
					return ci
				}
			}
		}
	}
	return -1
}
