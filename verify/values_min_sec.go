package verify

import "strings"

// A duration a result gives in seconds may be written in minutes and
// seconds: 615 s as "10 min 15 s", "10 minutos y 15 segundos", "10分15秒",
// "10 मिनट 15 सेकंड". Either number alone is in no result; the two read
// together are the result's value.

var (
	minUnits []string
	secUnits []string
)

// valuesMinSecLists holds the phrases of the word lists declared above (see barList).
var valuesMinSecLists = [...]barList{
	// minUnits and secUnits are the words of minutes and seconds after a
	// number, longest first where one opens another.
	{&minUnits, "minutes|minute|minutos|minuto|mins|min|分钟|分鐘|分|मिनट"},
	{&secUnits, "seconds|second|segundos|segundo|secs|sec|seg|s|秒|सेकंड|सेकेंड"},
}

var _ = splitBars(valuesMinSecLists[:])

// durUnitLen returns the length of the unit of us that opens s (after
// spaces), or -1; an ASCII unit must end its word ("s" not in "some").
func durUnitLen(s string, us []string) int {
	t := strings.TrimLeft(s, " ")
	for _, u := range us {
		if !hasPrefix(t, u) {
			continue
		}
		if u[0] < 0x80 && len(t) > len(u) && isLetterByte(t[len(u)]) {
			continue
		}
		return len(s) - len(t) + len(u)
	}
	return -1
}

// minSecValue reports whether n is the minutes or the seconds of a
// minutes-and-seconds duration whose total in seconds a result holds.
func (c *check) minSecValue(n *num, calls []int) bool {
	m, s := n, n
	if k := durUnitLen(c.folded[n.end:min(len(c.folded), n.end+16)], minUnits); k >= 0 && n.index+1 < len(c.nums) {
		s = &c.nums[n.index+1]
	} else if n.index > 0 {
		m = &c.nums[n.index-1]
	}
	if m == s || !isInt(m) || !isInt(s) || len(m.vals) == 0 || len(s.vals) == 0 || s.vals[0] >= 60 {
		return false
	}
	k := durUnitLen(c.folded[m.end:s.start], minUnits)
	if k < 0 || strings.Trim(c.folded[m.end+k:s.start], " ,y") != "" && strings.TrimSpace(c.folded[m.end+k:s.start]) != "and" && strings.TrimSpace(c.folded[m.end+k:s.start]) != "और" {
		return false
	}
	if durUnitLen(c.folded[s.end:min(len(c.folded), s.end+16)], secUnits) < 0 {
		return false
	}
	total := m.vals[0]*60 + s.vals[0]
	for _, ci := range calls {
		for j := range c.calls[ci].nums {
			if r := &c.calls[ci].nums[j]; !r.inDate && len(r.vals) > 0 && r.vals[0] == total {
				return true
			}
		}
	}
	return false
}
