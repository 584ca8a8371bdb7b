package verify

import "math"

// slotTotal reports whether n, a length of time with a word of adding up
// near it ("adding up to about 3.5 hours", "En total, 3,5 horas", "कुल 2.5
// घंटे"), is the total length of the time slots one result lists
// ("10:00-10:30", "15:00-16:00", …), or of all the results' slots: a
// calendar summed, whose slots are read one by one elsewhere. Written in
// hours it is taken to the precision written.
func (c *check) slotTotal(n *num, calls []int) bool {
	if len(n.vals) == 0 || n.percent || n.vals[0] <= 0 || !durationAfter(c.folded, n.end) || !c.addUpNear(n) {
		return false
	}
	per := 1.0
	if hasPrefixAny(trimSpaceLeft(c.folded[n.end:min(len(c.folded), n.end+16)]), hourWords) {
		per = 60
	}
	tol := 0.5*math.Pow(10, -float64(n.dec))*per + 1e-6
	all := 0
	for _, ci := range calls {
		c.calls[ci].scanCompactValues()
		sum := 0
		for _, g := range c.calls[ci].slotGaps {
			sum += g
		}
		all += sum
		for _, v := range n.vals {
			if len(c.calls[ci].slotGaps) >= 2 && absFloat(v*per-float64(sum)) <= tol {
				return true
			}
		}
	}
	for _, v := range n.vals {
		if all > 0 && absFloat(v*per-float64(all)) <= tol {
			return true
		}
	}
	return false
}

func trimSpaceLeft(s string) string {
	for len(s) > 0 && s[0] == ' ' {
		s = s[1:]
	}
	return s
}
