package verify

// A Chinese numeral inside a name a result writes (cnt21). "六本木駅" is a
// station, not "6 本": when the numeral and the two characters after it
// stand in a result of the turn as they do in the reply, the numeral is
// part of that name, bound to the result's text, and counts nothing.

// numeralInResultName reports whether the numeral at sp, with the two
// characters after it, is written in an ok call's result.
func (c *check) numeralInResultName(sp span) bool {
	end := sp.end
	for k := 0; k < 2; k++ {
		r, size := decodeRuneAt(c.folded[end:])
		if size == 0 || r < 0x2e80 {
			return false
		}
		end += size
	}
	name := c.folded[sp.start:end]
	// Each look reads the results: a bounded number per reply.
	if c.numeralLooks++; c.numeralLooks > 64 {
		return false
	}
	for ci := range c.calls {
		if c.calls[ci].ok && hasSubstr(c.calls[ci].folded, name) {
			return true
		}
	}
	return false
}
