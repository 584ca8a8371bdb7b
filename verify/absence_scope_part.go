package verify

// Absences of one part of a result: a reply that lists a result often
// says which part of it is empty, by a part of the day ("午前中は何も入って
// いません", "nothing in the morning"), by a date inside the listed range
// ("金曜日（12月6日）には予約は入っていません", "nada el 6 de diciembre"),
// or by a number it looks for ("ningún 500", "no 404s", "没有 500"). Such
// an absence is true when no item of the result falls in that part,
// however many items the result holds; when one does, it stays a false
// absence.

import (
	"fmt"
)

// dayPartWindows are the clock windows (minutes) of the parts of a day.
// A night (夜, 夜勤, 夜班, रात, "por la noche") runs on past midnight
// into the small hours: an event at 02:17 is in "last night's shift".
var dayPartWindows = []struct {
	words  []string
	lo, hi int
	night  bool
}{
	{[]string{"午前", "上午", "morning", "por la mañana", "en la mañana", "सुबह"}, 0, 12 * 60, false},
	{[]string{"午後", "下午", "afternoon", "por la tarde", "en la tarde", "दोपहर"}, 12 * 60, 18 * 60, false},
	{[]string{"夕方", "evening", "शाम"}, 18 * 60, 24 * 60, false},
	{[]string{"夜", "晚上", "tonight", "por la noche", "en la noche", "रात"}, 18 * 60, 24 * 60, true},
}

// partAbsenceTrue reports an absence scoped to a part of the result that
// no item of it falls in.
func (c *check) partAbsenceTrue(in *info) bool {
	a := in.absence
	before := c.folded[max(in.start, a.start-60):a.start]
	for _, p := range dayPartWindows {
		if containsAny(before, p.words) && !c.busyBetween(p.lo, p.hi) && !(p.night && c.busyBetween(0, 6*60)) {
			return true
		}
	}
	return c.absentDate(in) || c.absentNumber(in)
}

// absentDate: a date of the clause before the absence that the target
// results, which carry ISO dates, do not hold, and that no call asked for.
func (c *check) absentDate(in *info) bool {
	a := in.absence
	k := datesFrom(c.dates, in.start)
	if k == len(c.dates) || c.dates[k].end > a.start || c.dates[k].m == 0 || c.dates[k].d == 0 {
		return false
	}
	d := c.dates[k]
	if c.periodBound(in, d.span) {
		return false // "after June 1": a bound of a period, not a day
	}
	md := fmt.Sprintf("-%02d-%02d", d.m, d.d)
	slash := fmt.Sprintf("/%02d/%02d", d.m, d.d)
	dated := false
	for _, ci := range in.targets {
		r, args := c.calls[ci].folded, c.calls[ci].lowerArgs()
		if hasSubstr(r, md) || hasSubstr(args, md) || hasSubstr(args, slash) {
			return false
		}
		dated = dated || isoDateIn(r)
	}
	return dated
}

// isoDateIn reports a YYYY-MM-DD date in s.
func isoDateIn(s string) bool {
	for i := 4; i+6 <= len(s); i++ {
		if s[i] == '-' && s[i+3] == '-' && isDigitByte(s[i-1]) && isDigitByte(s[i-4]) && isDigitByte(s[i+1]) && isDigitByte(s[i+2]) && isDigitByte(s[i+4]) && isDigitByte(s[i+5]) {
			return true
		}
	}
	return false
}

// absentNumber: the absence word right before a number ("ningún 500",
// "no 404s", "没有 500", "कोई 500") that no target result writes as a
// number of its own.
func (c *check) absentNumber(in *info) bool {
	a := in.absence
	k := numsFrom(c.nums, a.end)
	if k < len(c.nums) && c.nums[k].start-a.end > 3 && c.nums[k].start-a.end <= 16 {
		// "no aparece ningún 500": a quantifier between the absence and
		// the number is still its object.
		ok := false
		for _, h := range in.hits {
			if h.t.kind == kindNone && h.start >= a.end && h.start-a.end <= 2 && c.nums[k].start-h.end <= 2 && c.nums[k].start >= h.end {
				ok = true
			}
		}
		if !ok {
			return false
		}
	} else if k == len(c.nums) || c.nums[k].start-a.end > 3 || c.nums[k].end > in.end || !isIntNum(&c.nums[k]) || c.nums[k].glued || c.nums[k].cjk {
		return false
	}
	// The number as a token of its own ("500", "404s"), not a pattern
	// ("5xx") whose members a result writes otherwise.
	if e := c.nums[k].end; e < len(c.folded) && isLetterByte(c.folded[e]) && (c.folded[e] != 's' || e+1 < len(c.folded) && isLetterByte(c.folded[e+1])) {
		return false
	}
	if len(in.targets) == 0 || len(c.nums[k].vals) == 0 {
		return false // a version ("ningún 1.2.3") has no value to look for
	}
	v := c.nums[k].vals[0]
	for _, ci := range in.targets {
		for _, r := range c.calls[ci].nums {
			if len(r.vals) > 0 && r.vals[0] == v {
				return false
			}
		}
	}
	return true
}
