package verify

import "strings"

// A time bound read as no hedge. 以后 and 之后 mark a plan ("之后我再查")
// and so are hedges, but right after a time or a date ("晚上 6 点以后还有
// 6 班", "18:00 之后", "3 号以后") they say "after that time": a bound of
// what the clause states, whose values are the result's. The values of
// such a clause are read as asserted; other readings (absences, counts)
// keep the hedge.

// dropTimeBounds removes from in's hedges those that are time bounds, and
// returns the hedges as they were and whether it changed them.
func (c *check) dropTimeBounds(in *info) ([]span, bool) {
	k := 0
	for _, h := range in.hedges {
		if afterTimeBound(c.folded, h) {
			k++
		}
	}
	if k == 0 {
		return nil, false
	}
	saved := in.hedges
	hs := make([]span, 0, len(saved)-k)
	for _, h := range saved {
		if !afterTimeBound(c.folded, h) {
			hs = append(hs, h)
		}
	}
	in.hedges = hs
	return saved, true
}

// afterTimeBound reports whether the hedge at sp is 以后 or 之后 right
// after a time or a date: a digit or a unit of time or date before it.
func afterTimeBound(s string, sp span) bool {
	if w := s[sp.start:sp.end]; w != "以后" && w != "之后" {
		return false
	}
	b := strings.TrimRight(s[:sp.start], " *")
	if b == "" {
		return false
	}
	return isDigitByte(b[len(b)-1]) || hasSuffixAny(b, afterTimeUnits)
}

// afterTimeUnits end a time or a date written before 以后 or 之后.
var afterTimeUnits = []string{"点", "点钟", "时", "分", "号", "日", "月"}
