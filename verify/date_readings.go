package verify

import (
	"strings"
)

// Dates that are no value of a result.
//
// A date the reply writes and no result holds is a fact mismatch only
// when the reply gives it as what a result said. Three readings say it
// does not:
//   - the date bounds an absence: "金曜日（12月6日）には予約は入っていません",
//     "nothing on the 12th": the reply names the day it found nothing
//     on, which no result can hold;
//   - the date is another date of the reply or the results moved by a
//     period the same sentence states: "3-year shot given Oct 2023, so due
//     around Oct 2026", "vence a los 6 meses, en mayo de 2025";
//   - the "date" is a slash-joined stat line whose three numbers one line
//     of the result holds apart: a kill/death/assist record "3/1/12", a
//     win/draw/loss record.

// dateNotStated reports whether date d of clause in is one of the
// readings above.
func (c *check) dateNotStated(in *info, d date) bool {
	return c.statesAbsence(in) || c.periodShiftedDate(d) || c.statTriple(d) || c.estimatedDate(d) || c.askedPeriod(d) // see date_estimates.go
}

// statesAbsence reports whether the clause says nothing was found: its
// dates are the days or periods it says so of.
func (c *check) statesAbsence(in *info) bool {
	abs := in.absence
	if abs == nil {
		abs = c.absenceOf(in)
	}
	return abs != nil
}

// periodUnits are words of a period after its number, with the months
// each stands for.
var periodUnits = []struct {
	w      string
	months int
}{
	{"-year", 12}, {" year", 12}, {" yr", 12}, {" años", 12}, {" año", 12}, {"年", 12}, {" 年", 12}, {" साल", 12}, {" वर्ष", 12},
	{"-month", 1}, {" month", 1}, {" meses", 1}, {" mes", 1}, {"个月", 1}, {" 个月", 1}, {"か月", 1}, {"ヶ月", 1}, {"カ月", 1}, {" महीने", 1}, {" महीना", 1},
}

// periodShiftedDate reports whether d equals another date of the reply's
// sentence, or of a result, moved by a period of years or months the
// sentence states (see above).
func (c *check) periodShiftedDate(d date) bool {
	if d.y == 0 {
		return false
	}
	lo, hi := c.sentenceBounds(d.span, 300, 200)
	var shifts [4]int
	ns := shifts[:0]
	for k := numsFrom(c.nums, lo); k < len(c.nums) && c.nums[k].end <= hi && len(ns) < len(shifts); k++ {
		n := &c.nums[k]
		if len(n.vals) == 0 || n.inDate || n.vals[0] <= 0 || n.vals[0] > 100 || n.vals[0] != float64(int(n.vals[0])) {
			continue
		}
		rest := c.folded[n.end:min(len(c.folded), n.end+12)]
		for _, u := range periodUnits {
			if hasPrefix(rest, u.w) {
				ns = append(ns, int(n.vals[0])*u.months)
				break
			}
		}
	}
	if len(ns) == 0 {
		return false
	}
	// moved is declared apart from its value so that it stays one
	// function, not a copy inlined at each call (binary size).
	var moved func(b date) bool
	moved = func(b date) bool {
		if b.y == 0 || b.span == d.span {
			return false
		}
		for _, m := range ns {
			for _, sign := range [2]int{1, -1} {
				t := b.y*12 + max(b.m, 1) - 1 + sign*m
				if t/12 == d.y && (d.m == 0 || b.m == 0 || t%12+1 == d.m) && (d.d == 0 || b.d == 0 || d.d == b.d) {
					return true
				}
			}
		}
		return false
	}
	for k := datesFrom(c.dates, lo); k < len(c.dates) && c.dates[k].end <= hi; k++ {
		if moved(c.dates[k]) {
			return true
		}
	}
	for ci := range c.calls {
		if !c.calls[ci].ok {
			continue
		}
		for _, b := range c.calls[ci].dates {
			if moved(b) {
				return true
			}
		}
	}
	return false
}

// statTriple reports whether d is written a/b/c with no year of four
// digits, and one line of an ok result holds its three numbers apart
// (see above).
func (c *check) statTriple(d date) bool {
	t := c.folded[d.start:d.end]
	if strings.Count(t, "/") != 2 {
		return false
	}
	parts := strings.Split(t, "/")
	for _, p := range parts {
		if len(p) > 3 || !allDigits(p) {
			return false
		}
	}
	for ci := range c.calls {
		call := &c.calls[ci]
		if !call.ok || len(call.folded) > 64<<10 {
			continue
		}
		for line, rest := cutLine(call.folded); line != ""; line, rest = cutLine(rest) {
			if len(line) > 4<<10 || slashDigits(line) {
				continue // a line that writes dates with slashes: d may be one
			}
			all := true
			for _, p := range parts {
				all = all && digitsIn(line, p, anySign)
			}
			if all {
				return true
			}
		}
	}
	return false
}

// slashDigits reports whether s has a slash between two digits.
func slashDigits(s string) bool {
	for i := 1; i+1 < len(s); i++ {
		if s[i] == '/' && isDigitByte(s[i-1]) && isDigitByte(s[i+1]) {
			return true
		}
	}
	return false
}
