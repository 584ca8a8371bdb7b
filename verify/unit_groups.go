package verify

import "strings"

// Coded unit groups: weather and telemetry codes glue several values and
// their unit into one group: METAR's wind "28014G22KT" is 280° at 14 kt
// gusting 22 kt, "25018G30KT" 250° at 18 gusting 30. A reply that decodes
// the group writes each value with the group's unit ("14 kt"): a value
// that ends one of the digit runs of a result group ending in the unit the
// reply writes after it is read from that group, not made up.

// unitGroupIn reports whether n, followed by a unit word, ends a digit run
// of a result group that ends in that unit (see above).
func (c *check) unitGroupIn(n *num, calls []int) bool {
	s := c.folded
	k := n.end
	if k < len(s) && s[k] == ' ' {
		k++
	}
	j := k
	for j < len(s) && j < k+5 && isLetterByte(s[j]) {
		j++
	}
	if j-k < 2 || j-k > 4 || j < len(s) && isLetterByte(s[j]) || n.digits == "" {
		return false
	}
	unit := s[k:j]
	for _, ci := range calls {
		r := c.calls[ci].folded
		for off := 0; ; {
			i := strings.Index(r[off:], unit)
			if i < 0 {
				break
			}
			at := off + i
			off = at + 1
			if at == 0 || !isDigitByte(r[at-1]) || at+len(unit) < len(r) && isWordRune(rune(r[at+len(unit)])) {
				continue
			}
			// The group: letters and digits back to its start, 16 bytes at most.
			st := at
			for st > 0 && at-st < 16 && (isDigitByte(r[st-1]) || isLetterByte(r[st-1])) {
				st--
			}
			if groupRunEnds(r[st:at], n.digits) {
				return true
			}
		}
	}
	return false
}

// groupRunEnds reports whether a digit run of g ends with d and has at
// most three digits before it (a direction, a day): "28014g22" holds 14.
func groupRunEnds(g, d string) bool {
	for e := 0; e < len(g); {
		if !isDigitByte(g[e]) {
			e++
			continue
		}
		b := e
		for e < len(g) && isDigitByte(g[e]) {
			e++
		}
		if e-b >= len(d) && e-b <= len(d)+3 && g[e-len(d):e] == d {
			return true
		}
	}
	return false
}
