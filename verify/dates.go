package verify

import (
	"strconv"
	"strings"
)

// A date is a calendar date written in text. Year is 0 when not written;
// a day-month order that cannot be told apart (01/03/2026) yields two
// dates over the same span.
type date struct {
	span
	y, m, d int
}

// findDates reads dates from the numbers of text and the month names hit
// in it, marking the numbers it consumes. Forms: 2026-03-01, 2026/3/1,
// 2026年3月1日, 3月1日, March 1, 2026, 1 March 2026, 1 de marzo de 2026,
// 1 मार्च 2026, and numeric 01/03/2026 (both orders when ambiguous).
func findDates(text string, nums []num, months []hit) []date {
	return appendDates(nil, text, nums, months)
}

// appendDates appends the dates of text to out, as findDates finds them.
func appendDates(out []date, text string, nums []num, months []hit) []date {
	for k := 0; k < len(nums); k++ {
		a := &nums[k]
		if a.cjk || len(a.vals) == 0 || a.glued {
			continue
		}
		// Numeric dates: a sep b sep c with one separator kind.
		if k+2 < len(nums) {
			b, c := &nums[k+1], &nums[k+2]
			s1, s2 := between(text, a, b), between(text, b, c)
			// "1/5/15 min" names the windows of a load average, not
			// a date: a span of time unit after the triple rules a date out.
			if s1 == s2 && (s1 == "-" || s1 == "/") && isInt(a) && isInt(b) && isInt(c) && !timeUnitAfter(text, c.end) {
				av, bv, cv := int(a.vals[0]), int(b.vals[0]), int(c.vals[0])
				sp := span{a.start, c.end}
				switch {
				case len(a.digits) == 4:
					out = appendDate(out, sp, av, bv, cv)
				case len(c.digits) == 4 || len(c.digits) == 2:
					y := cv
					if len(c.digits) == 2 {
						y += 2000
					}
					out = appendDate(out, sp, y, bv, av) // day first
					out = appendDate(out, sp, y, av, bv) // month first
				}
				if len(out) > 0 && out[len(out)-1].end == c.end {
					a.inDate, b.inDate, c.inDate = true, true, true
					k += 2
					continue
				}
			}
		}
		// 2026年3月1日, 3月1日, and the spaced "3 月 14 日" that Chinese and
		// Japanese replies write around ASCII digits.
		if e, ok := unitAfter(text, a.end, "年"); ok && k+1 < len(nums) && nums[k+1].start == e && len(nums[k+1].vals) > 0 {
			b := &nums[k+1]
			if e2, ok := unitAfter(text, b.end, "月"); ok {
				d, end := 0, strings.TrimRight(text[:e2], " ")
				if k+2 < len(nums) && nums[k+2].start == e2 && len(nums[k+2].vals) > 0 {
					if e3, ok := unitAfter(text, nums[k+2].end, "日"); ok {
						d, end = int(nums[k+2].vals[0]), strings.TrimRight(text[:e3], " ")
						nums[k+2].inDate = true
					}
				}
				out = appendDate(out, span{a.start, len(end)}, int(a.vals[0]), int(b.vals[0]), d)
				a.inDate, b.inDate = true, true
				continue
			}
		}
		if e, ok := unitAfter(text, a.end, "月"); ok && k+1 < len(nums) && nums[k+1].start == e && len(nums[k+1].vals) > 0 {
			if e2, ok := unitAfter(text, nums[k+1].end, "日"); ok {
				out = appendDate(out, span{a.start, len(strings.TrimRight(text[:e2], " "))}, 0, int(a.vals[0]), int(nums[k+1].vals[0]))
				a.inDate, nums[k+1].inDate = true, true
				continue
			}
		}
	}
	// Month names with a day and maybe a year around them.
	for _, h := range months {
		m, _ := strconv.Atoi(h.t.family)
		if m == 3 && spanishTuesday(text, h.span) {
			continue // "Mar 18" among "Lun 17", "Mié 19": martes 18
		}
		// "March 1, 2026" / "March 1st", "Dec. 17" after an abbreviated
		// month, "Mar  2" as ctime and openssl pad the day. A number
		// that is the hour of a clock time is no day: "Tue 14 May 09:12"
		// is 14 May at 09:12, not May 9; "2 अप्रैल 11:05" is 2 April.
		if k := numAt(nums, text, h.end, " ", ". ", "  "); k >= 0 && isInt(&nums[k]) && nums[k].vals[0] <= 31 && !clockAfter(text, nums[k].end) && !clockPart(text, nums[k].span) {
			y, end := 0, nums[k].end
			if j := numAfter(nums, text, k, ", ", " "); j >= 0 && len(nums[j].digits) == 4 {
				y, end = int(nums[j].vals[0]), nums[j].end
				nums[j].inDate = true
			}
			nums[k].inDate = true
			out = appendDate(out, span{h.start, end}, y, m, int(nums[k].vals[0]))
			continue
		}
		// "1 March 2026", "1 de marzo de 2026", "1 मार्च 2026".
		if k := numBefore(nums, text, h.start, " ", " de "); k >= 0 && isInt(&nums[k]) && nums[k].vals[0] <= 31 {
			y, end := 0, h.end
			if j := numAt(nums, text, h.end, " ", " de ", ", "); j >= 0 && len(nums[j].digits) == 4 {
				y, end = int(nums[j].vals[0]), nums[j].end
				nums[j].inDate = true
			}
			nums[k].inDate = true
			out = appendDate(out, span{nums[k].start, end}, y, m, int(nums[k].vals[0]))
			continue
		}
		// "March 2026": a month of a year, no day.
		if j := numAt(nums, text, h.end, " ", " de "); j >= 0 && len(nums[j].digits) == 4 {
			nums[j].inDate = true
			out = appendDate(out, span{h.start, nums[j].end}, int(nums[j].vals[0]), m, 0)
		}
	}
	return out
}

func isInt(n *num) bool {
	return len(n.vals) == 1 && !strings.ContainsAny(n.digits, ".,")
}

func between(text string, a, b *num) string {
	if b.start < a.end || b.start-a.end > 1 {
		return ""
	}
	return text[a.end:b.start]
}

func appendDate(out []date, sp span, y, m, d int) []date {
	if m < 1 || m > 12 || d < 0 || d > 31 {
		return out
	}
	return append(out, date{sp, y, m, d})
}

// numAt returns the index of the number that starts right after pos and
// one of the gaps, or -1.
func numAt(nums []num, text string, pos int, gaps ...string) int {
	for _, g := range gaps {
		if strings.HasPrefix(text[pos:], g) {
			for k := range nums {
				if nums[k].start == pos+len(g) {
					return k
				}
			}
		}
	}
	return -1
}

func numAfter(nums []num, text string, k int, gaps ...string) int {
	if k+1 >= len(nums) {
		return -1
	}
	for _, g := range gaps {
		if between2(text, nums[k].end, nums[k+1].start) == g {
			return k + 1
		}
	}
	return -1
}

func between2(text string, a, b int) string {
	if b < a || b-a > 4 {
		return ""
	}
	// "1st, 2026": skip an ordinal suffix.
	s := text[a:b]
	for _, suf := range []string{"st", "nd", "rd", "th"} {
		s = strings.TrimPrefix(s, suf)
	}
	return s
}

func numBefore(nums []num, text string, pos int, gaps ...string) int {
	for _, g := range gaps {
		if pos >= len(g) && text[pos-len(g):pos] == g {
			for k := range nums {
				if nums[k].end == pos-len(g) {
					return k
				}
			}
		}
	}
	return -1
}

// sameDate reports whether a claimed date matches a date in a result: the
// month and day agree, and the years agree where both are written.
func sameDate(a, b date) bool {
	if a.m != b.m || (a.d != b.d && a.d != 0 && b.d != 0) {
		return false
	}
	return a.y == 0 || b.y == 0 || a.y == b.y
}

// unitAfter reports whether text at pos, after optional spaces, holds the
// date unit u (年, 月, 日), and returns the position after it and the
// spaces that follow.
func unitAfter(text string, pos int, u string) (int, bool) {
	i := pos
	for i < len(text) && text[i] == ' ' {
		i++
	}
	if !strings.HasPrefix(text[i:], u) {
		return 0, false
	}
	i += len(u)
	for i < len(text) && text[i] == ' ' {
		i++
	}
	return i, true
}
