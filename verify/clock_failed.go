package verify

// timeInFailed reports whether a clock time is one a failed call's result
// gives: an error states when a device was last seen or a job gave up
// ("device offline (last seen 2025-03-12T22:10:04Z)"), and a reply that
// explains the failure reads that time out of it ("last seen around 22:10
// UTC"). The error is what the reply reports, so its times are values of
// the turn, as inFailedResult holds for its other numbers. The time is
// matched whole, hour and minutes, as the error writes it (a one-digit
// hour also zero-padded).
func (c *check) timeInFailed(n *num) bool {
	if n.end+3 > len(c.folded) || c.folded[n.end] != ':' {
		return false
	}
	t := c.folded[n.start : n.end+3]
	for ci := range c.calls {
		if c.calls[ci].ok {
			continue
		}
		r := c.calls[ci].Result
		if clockWithin(r, t) || len(t) == 4 && clockWithin(r, "0"+t) {
			return true
		}
	}
	return false
}

// clockWithin reports whether text holds the clock time t with no digit
// right before it (12:10 is not 2:10).
func clockWithin(text, t string) bool {
	for off := 0; ; {
		i := indexSubstr(text[off:], t)
		if i < 0 {
			return false
		}
		at := off + i
		if at == 0 || !isDigitByte(text[at-1]) {
			return true
		}
		off = at + 1
	}
}
