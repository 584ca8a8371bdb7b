package verify

import "strings"

// anchorReach returns, for each anchor of ok call i, the span of its
// first occurrence in the reply ({-1, -1} when the reply does not hold
// it), worked out once per check. anchoredCalls asks every anchor of
// every call of each clause: an anchor the reply never writes, or first
// writes after the clause, needs no search of it. (The last occurrence is
// not sought: strings.LastIndex scans byte by byte, and cost more than
// it saved.) Every occurrence within a clause is one of the
// reply's, so the filter changes no answer.
func (c *check) anchorReach(i int) []span {
	call := &c.calls[i]
	if call.anchorsDone {
		return call.anchorAt
	}
	call.anchorsDone = true
	buf := c.buf.anchorReach
	start := len(buf)
	for _, a := range call.anchors {
		r := span{-1, -1}
		if c.mayHold(a) {
			if j := strings.Index(c.folded, a); j >= 0 {
				r = span{j, j + len(a)}
			}
		}
		buf = append(buf, r)
	}
	c.buf.anchorReach = buf
	call.anchorAt = buf[start:len(buf):len(buf)]
	return call.anchorAt
}
