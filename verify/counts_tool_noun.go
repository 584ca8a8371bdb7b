package verify

import (
	"strings"
)

// A number written right before the content words of a tool's name, in
// the plural, counts that tool's items: "They have **12 lane bookings**"
// over lane_bookings_list, "8 pdu readings" over pdu_readings. The noun is
// the tool's own, so it names what its result lists whatever the lexicon
// holds, and the count is held to the result like "12 files". Only the
// whole content phrase (the tool's topic term), with nothing between the
// number and it but emphasis: a word between ("12 cancelled lane
// bookings") narrows the items, and the lexicon's rules read qualifiers.

// toolNounAt returns the tool content phrase written right after the
// number at sp, when it ends in a plural "s".
func (c *check) toolNounAt(in *info, sp span) (string, bool) {
	// The clause's hits are in order: the first after the number is
	// found by search, so a long clause of numbers stays linear.
	for i := hitsFrom(in.hits, sp.end); i < len(in.hits); i++ {
		h := &in.hits[i]
		if strings.Trim(c.folded[sp.end:h.start], " *_") != "" {
			break
		}
		if h.t.kind == kindWeak && strings.HasPrefix(h.t.family, "tool:") && strings.HasSuffix(h.t.text, "s") && (h.end == len(c.folded) || !isWordRune(firstRune(c.folded[h.end:]))) {
			return h.t.text, true
		}
	}
	return "", false
}
