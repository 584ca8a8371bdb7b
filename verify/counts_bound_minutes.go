package verify

import (
	"strconv"
)

// boundInArgMinutes reports whether a bound written in hours is one a call
// was given in minutes: "4 个航班延误超过两小时" over delay_query
// {"min_delay_min": 120}, "5 flights delayed over 2 hours" over
// {"min_delay_minutes": 120}. The tool applied the bound, so its count is
// the count of the condition, as when the argument holds the number itself
// (see conditionedCount). The argument must be a number of minutes: its
// key, within the 24 bytes before it, holds "min".
func (c *check) boundInArgMinutes(n *num) bool {
	if len(n.vals) == 0 || n.vals[0] <= 0 || n.vals[0] > 48 || !hourUnitAfter(trimSpaceLeft(c.folded[n.end:min(len(c.folded), n.end+12)])) {
		return false
	}
	want := int(n.vals[0] * 60)
	if float64(want) != n.vals[0]*60 {
		return false
	}
	return c.argMinutes()[want/64]&(1<<(want%64)) != 0
}

// argMinutes returns the numbers of minutes, up to 48 hours', that the
// calls' arguments give under a key holding "min" (within the 24 bytes
// before the number), each a whole number: its digits not part of a
// longer number nor followed by a decimal point. The arguments are read
// once per check, not once per bound (they may be long).
func (c *check) argMinutes() *[48*60/64 + 1]uint64 {
	if c.argMinsDone {
		return &c.argMins
	}
	c.argMinsDone = true
	for ci := range c.calls {
		a := c.calls[ci].lowerArgs()
		for i := 0; i < len(a); {
			if !isDigitByte(a[i]) {
				i++
				continue
			}
			j := i
			for j < len(a) && isDigitByte(a[j]) {
				j++
			}
			// Leading zeros are no number's digits as strconv.Itoa writes it.
			if j-i <= 4 && a[i] != '0' && (j == len(a) || a[j] != '.') && hasSubstr(a[max(0, i-24):i], "min") {
				if v, err := strconv.Atoi(a[i:j]); err == nil && v <= 48*60 {
					c.argMins[v/64] |= 1 << (v % 64)
				}
			}
			i = j
		}
	}
	return &c.argMins
}

// hourUnitAfter reports whether s starts with a word for hours, a whole
// word ("2 hours", "2h", "两小时", "2 घंटे"; not "2 hermanos").
func hourUnitAfter(s string) bool {
	for _, w := range hourWords {
		if hasPrefix(s, w) && (len(s) == len(w) || w[0] >= 0x80 || !isLetterByte(s[len(w)])) {
			return true
		}
	}
	return false
}
