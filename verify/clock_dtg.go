package verify

import "strings"

// Day-time groups: aviation weather (METAR, TAF), NOTAMs and military
// messages write a time as one group of day, hour and minute with a zone
// letter: "031756Z" is the 3rd at 17:56 UTC, "0312/0418" a validity from
// the 3rd at 12Z. A reply that decodes the group writes "17:56Z" or
// "17:56 UTC": the result holds that time, glued into its group.

// dayTimeGroup reports whether the clock time whose hour is n is the hour
// and minute of a DDHHMMZ group of a result.
func (c *check) dayTimeGroup(n *num, calls []int) bool {
	if len(n.vals) == 0 || n.vals[0] > 23 || !clockAfter(c.folded, n.end) {
		return false
	}
	h := int(n.vals[0])
	var pat [5]byte
	pat[0], pat[1] = byte('0'+h/10), byte('0'+h%10)
	pat[2], pat[3], pat[4] = c.folded[n.end+1], c.folded[n.end+2], 'z'
	for _, ci := range calls {
		r := c.calls[ci].folded
		for off := 0; ; {
			i := strings.Index(r[off:], string(pat[:]))
			if i < 0 {
				break
			}
			at := off + i
			off = at + 1
			// two digits of the day before, and the group starts a word
			if at >= 2 && isDigitByte(r[at-1]) && isDigitByte(r[at-2]) && (at == 2 || !isWordRune(lastRune(r[:at-2]))) &&
				(at+5 == len(r) || !isWordRune(rune(r[at+5]))) {
				return true
			}
		}
	}
	return false
}
