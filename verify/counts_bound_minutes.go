package verify

import (
	"strconv"
	"strings"
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
	want := strconv.Itoa(int(n.vals[0] * 60))
	if float64(int(n.vals[0]*60)) != n.vals[0]*60 {
		return false
	}
	for ci := range c.calls {
		a := c.calls[ci].lowerArgs()
		for off := 0; ; {
			i := strings.Index(a[off:], want)
			if i < 0 {
				break
			}
			i += off
			off = i + len(want)
			if i > 0 && isDigitByte(a[i-1]) || off < len(a) && (isDigitByte(a[off]) || a[off] == '.') {
				continue // part of another number
			}
			if strings.Contains(a[max(0, i-24):i], "min") {
				return true
			}
		}
	}
	return false
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
