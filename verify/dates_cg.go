package verify

import (
	"strings"
	"time"
)

// spanishWeekdays are the short Spanish weekday names other than "mar",
// which is also the short name of marzo.
var spanishWeekdays = []string{"lun", "mié", "mie", "jue", "vie", "sáb", "sab", "dom"}

// spanishTuesday reports whether "mar" before a day number is martes, not
// marzo: Spanish writes both as "Mar", and where another short weekday
// name stands before a day number near it ("Lun 17 … Mar 18 … Mié 19"),
// the column or list names days of the week. The window is bounded.
func spanishTuesday(text string, sp span) bool {
	if sp.end-sp.start != 3 || text[sp.start:sp.end] != "mar" {
		return false
	}
	lo, hi := max(0, sp.start-160), min(len(text), sp.end+160)
	w := text[lo:hi]
	for _, d := range spanishWeekdays {
		for i := 0; ; {
			j := strings.Index(w[i:], d)
			if j < 0 {
				break
			}
			st, en := i+j, i+j+len(d)
			i = st + 1
			if st > 0 && isLetterByte(w[st-1]) || en+1 >= len(w) {
				continue
			}
			rest := strings.TrimLeft(w[en:min(len(w), en+3)], " .")
			if rest != "" && isDigitByte(rest[0]) {
				return true
			}
		}
	}
	return false
}

// dayShifts returns the numbers of days a text states ("15 日", "15
// days", "15 दिन"), at most 8.
func dayShifts(text string, nums []num, out []int) []int {
	for i := range nums {
		r := &nums[i]
		if r.glued || r.inDate || len(r.vals) == 0 || r.vals[0] > 366 || r.vals[0] < 1 || !isIntNum(r) || len(out) >= 8 {
			continue
		}
		after := strings.TrimLeft(text[r.end:min(len(text), r.end+8)], " ")
		for _, u := range dayUnits {
			if strings.HasPrefix(after, u) {
				out = append(out, int(r.vals[0]))
				break
			}
		}
	}
	return out
}

// shiftedDate reports whether a date of the reply is a date of the
// results or the request moved by a number of days one of them states:
// "renewal needs notice 15 days before the end" of a contract ending 30
// November puts the last day on 15 November. Only reached for a date no
// result holds.
func (c *check) shiftedDate(d date, calls []int) bool {
	if d.m == 0 || d.d == 0 {
		return false
	}
	var buf [16]int
	shifts := dayShifts(c.request, c.reqNums, buf[:0])
	ds := c.reqDates
	for _, ci := range calls {
		shifts = dayShifts(c.calls[ci].folded, c.calls[ci].nums, shifts)
	}
	if len(shifts) == 0 {
		return false
	}
	tryFrom := func(base []date) bool {
		for _, b := range base {
			if b.m == 0 || b.d == 0 || d.y != 0 && b.y != 0 && d.y != b.y && d.y != b.y+1 && d.y != b.y-1 {
				continue
			}
			y := b.y
			if y == 0 {
				y = 2001
			}
			t := time.Date(y, time.Month(b.m), b.d, 0, 0, 0, 0, time.UTC)
			for _, k := range shifts {
				for _, u := range [2]time.Time{t.AddDate(0, 0, -k), t.AddDate(0, 0, k)} {
					if int(u.Month()) == d.m && u.Day() == d.d && (d.y == 0 || b.y == 0 || u.Year() == d.y) {
						return true
					}
				}
			}
		}
		return false
	}
	if tryFrom(ds) {
		return true
	}
	for _, ci := range calls {
		if tryFrom(c.calls[ci].dates) {
			return true
		}
	}
	return false
}
