package verify

import (
	"sort"
	"strings"
)

// requestValueNoun reports whether the noun u is given a measure (a
// temperature, a percentage) that the request holds, written right before it with at most its unit between
// ("comfortably below your 75 °C alarm" after "Alarm is at 75 °C") or
// right after it with "at"/"of"/"de"/"का" ("the alarm at 75 °C"). The
// noun then names the user's own setting, which the request gave, not
// the output of a tool of that name: no call had to be made to know it.
func (c *check) requestValueNoun(in *info, u hit) bool {
	// Only the numbers within 12 bytes of the noun are read: a long
	// clause of many nouns is not read once per noun.
	lo := sort.Search(in.numHi-in.numLo, func(k int) bool { return c.nums[in.numLo+k].end >= u.start-12 }) + in.numLo
	for k := lo; k < in.numHi && c.nums[k].start <= u.end+12; k++ {
		n := &c.nums[k]
		if n.glued || n.inDate || !c.inRequestNum(n) {
			continue
		}
		var gap string
		switch {
		case n.end <= u.start && u.start-n.end <= 12:
			gap = c.folded[n.end:u.start]
		case n.start >= u.end && n.start-u.end <= 12:
			gap = c.folded[u.end:n.start]
			g := strings.TrimSpace(gap)
			for _, p := range [...]string{"at", "of", "de", "a", "का", "की", "के", "は", "の", "为", "是"} {
				if r, ok := cutPrefix(g, p); ok && (r == "" || r[0] == ' ') {
					g = r
					break
				}
			}
			gap = g
		default:
			continue
		}
		// The value is a measure, with its unit: a bare number before a
		// noun counts it ("5 alarms"), which is a claim about a result.
		after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+8)], " ")
		if !hasPrefix(after, "°") && !hasPrefix(after, "℃") && !hasPrefix(after, "℉") && !hasPrefix(after, "%") {
			continue
		}
		if strings.TrimFunc(gap, func(r rune) bool {
			return r == ' ' || r == '°' || r == '℃' || r == '℉' || r == '%' || r == 'c' || r == 'f'
		}) == "" {
			return true
		}
	}
	return false
}
