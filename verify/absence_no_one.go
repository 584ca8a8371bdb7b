package verify

import "strings"

// toolNounAfter returns the ok call whose tool the clause names by the
// whole content phrase of its name after the quantifier h ("there's no
// one on the waitlist" beside waitlist_query), or -1. "No one" is a
// person absent from a list only when the list is named: then the claim
// is bound to that call and held to its rows; unbound, "no one" stays a
// plain negation ("no one asked").
func (c *check) toolNounAfter(in *info, h *hit) int {
	for i := range in.hits {
		t := &in.hits[i]
		if t.start < h.end || t.t.kind != kindWeak || !hasPrefix(t.t.family, "tool:") {
			continue
		}
		name := t.t.family[len("tool:"):]
		for ci := range c.calls {
			if c.calls[ci].ok && c.calls[ci].Tool == name {
				return ci
			}
		}
	}
	return -1
}

// noOneCall returns the call a clause's "no one" is bound to by the tool
// noun after it (see toolNounAfter), or -1.
func (c *check) noOneCall(in *info) int {
	h := in.absence
	if h == nil || h.t.text != "no" {
		return -1
	}
	if w := nextWord(strings.TrimLeft(c.folded[h.end:in.end], " *_")); w != "one" && w != "one's" {
		return -1
	}
	return c.toolNounAfter(in, h)
}
