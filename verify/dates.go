package verify

import (
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
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
				out = appendDate(out, span{a.start, len(end)}, eraYear(text[:a.start], int(a.vals[0])), int(b.vals[0]), d)
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

//go:noinline
func isInt(n *num) bool {
	return len(n.vals) == 1 && !strings.ContainsAny(n.digits, ".,")
}

func between(text string, a, b *num) string {
	if b.start < a.end || b.start-a.end > 1 {
		return ""
	}
	return text[a.end:b.start]
}

// appendDate appends the date y-m-d at sp to out when its month and day
// can be. Not inlined: its append is written at eight call sites, whose
// copies cost the release binary's size budget (dates are few per text).
//
//go:noinline
func appendDate(out []date, sp span, y, m, d int) []date {
	if m < 1 || m > 12 || d < 0 || d > 31 {
		return out
	}
	return append(out, date{sp, y, m, d})
}

// numAt returns the index of the number that starts right after pos and
// one of the gaps, or -1. nums are in order of start, as appendNumbers
// reads them, so the number is searched for, not walked to: a reply's
// month names each walked all its numbers.
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func numAt(nums []num, text string, pos int, gaps ...string) int {
	for _, g := range gaps {
		if hasPrefix(text[pos:], g) {
			at := pos + len(g)
			if k := numsFrom(nums, at); k < len(nums) && nums[k].start == at {
				return k
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

var (
	between2List1            []string
	spanishWeekdays          []string
	weekdays                 []string
	dayUnits                 []string
	fromNowWords             []string
	resultCountsFromNowList1 []string
	minuteUnits              []string
	rangeSymbols             []string
	rangeWords               []string
)

// datesLists holds the phrases of the word lists declared above (see barList).
var datesLists = [...]barList{
	// The lists of between2, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&between2List1, "st|nd|rd|th"},
	// spanishWeekdays are the short Spanish weekday names other than "mar",
	// which is also the short name of marzo.
	{&spanishWeekdays, "lun|mié|mie|jue|vie|sáb|sab|dom"},
	// weekdays name days of the week, full and short, in the languages whose
	// dates put the day number next to them ("Mon 17", "martes 18").
	{&weekdays, "monday|tuesday|wednesday|thursday|friday|saturday|sunday|" +
		"mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|" +
		"lunes|martes|miércoles|jueves|viernes|sábado|domingo|lun|mar|mié|jue|vie|sáb|dom|" +
		"सोमवार|मंगलवार|बुधवार|गुरुवार|शुक्रवार|शनिवार|रविवार"},
	// dayUnits follow a number of days.
	{&dayUnits, "days|day|días|día|天|日|दिन"},
	// fromNowWords follow a span of time counted from the present: the agent
	// works it out from today's date, which no result states.
	{&fromNowWords, "from today|from now|ago|away|out from today"},
	// The lists of resultCountsFromNow, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&resultCountsFromNowList1, "ago|from now|from today|left|remaining|until|away"},
	// minuteUnits after a run of slashed numbers make it a list of durations,
	// not a date: load average "1/5/15 分钟", "1/5/15 min".
	{&minuteUnits, "min|分钟|分鐘|分間|分|मिनट"},
	// Range separators: symbols join either end to the other ("8–14 April",
	// "(April 2023 – March 2024)"); words only lead to the later end ("del 14
	// al 20 de octubre", "अप्रैल से अगस्त 2024 तक", "3月1日から5日", "1日至7日").
	{&rangeSymbols, "–|-|~|〜|～"},
	{&rangeWords, " al| a|से|至|到|から"},
}

var _ = splitBars(datesLists[:])

func between2(text string, a, b int) string {
	if b < a || b-a > 4 {
		return ""
	}
	// "1st, 2026": skip an ordinal suffix.
	s := text[a:b]
	for _, suf := range between2List1 {
		s = strings.TrimPrefix(s, suf)
	}
	return s
}

func numBefore(nums []num, text string, pos int, gaps ...string) int {
	for _, g := range gaps {
		if pos >= len(g) && text[pos-len(g):pos] == g {
			// nums are in order and never overlap: the first one to end
			// at or after the gap is the only one that may end at it
			// (a search, not a walk of every number per month name).
			if k := numsEndingAfter(nums, pos-len(g)-1); k < len(nums) && nums[k].end == pos-len(g) {
				return k
			}
		}
	}
	return -1
}

// sameDate reports whether a claimed date matches a date in a result: the
// month and day agree, and the years agree where both are written.
//
//go:noinline
func sameDate(a, b date) bool {
	if a.m != b.m || (a.d != b.d && a.d != 0 && b.d != 0) {
		return false
	}
	return a.y == 0 || b.y == 0 || a.y == b.y
}

// unitAfter reports whether text at pos, after optional spaces, holds the
// date unit u (年, 月, 日), and returns the position after it and the
// spaces that follow.
//
//go:noinline
func unitAfter(text string, pos int, u string) (int, bool) {
	i := pos
	for i < len(text) && text[i] == ' ' {
		i++
	}
	if !headIs(text[i:], u) {
		return 0, false
	}
	i += len(u)
	for i < len(text) && text[i] == ' ' {
		i++
	}
	return i, true
}

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
		for st := indexFrom(w, d, 0); st >= 0; st = indexFrom(w, d, st+1) {
			en := st + len(d)
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
			if hasPrefix(after, u) {
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
	for _, ci := range calls {
		shifts = dayShifts(c.calls[ci].folded, c.calls[ci].nums, shifts)
	}
	if len(shifts) == 0 {
		return false
	}
	return c.shiftedBy(d, shifts, calls)
}

// shiftedBy reports whether d is a date of the request or of calls moved
// by one of shifts days, either way.
func (c *check) shiftedBy(d date, shifts []int, calls []int) bool {
	for i := -1; i < len(calls); i++ {
		base := c.reqDates
		if i >= 0 {
			base = c.calls[calls[i]].dates
		}
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
	}
	return false
}

// dayOfMonth reports whether a number next to a weekday, or before the CJK
// day mark 日, is the day of a date in the results: "**Mon 17** · 10:00"
// over 2024-06-17.
func (c *check) dayOfMonth(n *num, calls []int) bool {
	if len(n.vals) == 0 || n.dec != 0 || n.vals[0] < 1 || n.vals[0] > 31 {
		return false
	}
	// The cheap test first: a day no result or request date has needs
	// no weekday beside it.
	day := int(n.vals[0])
	held := false
	for _, ci := range calls {
		for _, d := range c.calls[ci].dates {
			held = held || d.d == day
		}
	}
	for _, d := range c.reqDates {
		held = held || d.d == day
	}
	if !held {
		return false
	}
	// 24 bytes: a Devanagari weekday (गुरुवार) is 21
	before := strings.TrimRight(c.folded[max(0, n.start-24):n.start], " ,*_")
	after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+24)], " ,*_")
	for _, w := range weekdays {
		if hasSuffix(before, w) && (len(before) == len(w) || !isLetterByte(before[len(before)-len(w)-1])) ||
			hasPrefix(after, w) && (len(after) == len(w) || !isLetterByte(after[len(w)])) {
			return true
		}
	}
	// A day of the month written alone with its CJK day mark: "明日13日が
	// 期限のものが5件", "14日到期" (not "13日間" or "3日后", spans of days).
	return hasPrefix(after, "日") && !hasPrefix(after, "日間") && !hasPrefix(after, "日后")
}

// dayDiff reports whether a number of days is the distance between two
// dates of the results and the request ("today is Dec 2 … the release is on
// Dec 20: 18 days to go"), give or take one for counting both ends.
func (c *check) dayDiff(n *num, calls []int) bool {
	after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+8)], " ")
	unit := false
	for _, u := range dayUnits {
		unit = unit || hasPrefix(after, u)
	}
	if !unit || len(n.vals) == 0 || n.vals[0] > 3660 {
		return false
	}
	var ds []date
	ds = append(ds, c.reqDates...)
	for _, ci := range calls {
		ds = append(ds, c.calls[ci].dates...)
	}
	year := 0
	for _, d := range ds {
		year = max(year, d.y)
	}
	if year == 0 {
		// No date names its year ("today is 10 September", "Oct 21
		// 23:59:59 2025" read without it): the days between two dates
		// of one year are the same in any year, within the day either
		// way allowed below.
		year = 2001
	}
	// abs is declared apart from its value so that it stays one
	// function, not a copy inlined at each call (binary size).
	var abs func(d date) (time.Time, bool)
	abs = func(d date) (time.Time, bool) {
		if d.m == 0 || d.d == 0 {
			return time.Time{}, false
		}
		y := d.y
		if y == 0 {
			y = year
		}
		return time.Date(y, time.Month(d.m), d.d, 0, 0, 0, 0, time.UTC), y != 0
	}
	want := int(n.vals[0])
	for i, a := range ds {
		ta, ok := abs(a)
		if !ok {
			continue
		}
		for _, b := range ds[i+1:] {
			tb, ok := abs(b)
			if !ok {
				continue
			}
			days := int(absFloat(tb.Sub(ta).Hours()) / 24)
			if days == want || days+1 == want || days-1 == want {
				return true
			}
		}
	}
	return false
}

// It stays a call for the release binary's size (size15).
//
//go:noinline
func (c *check) dateIn(d date, calls []int) bool {
	for _, ci := range calls {
		if dateListed(d, c.calls[ci].dates) {
			return true
		}
	}
	return false
}

// dateInArgs reports whether a date is one the turn's calls asked about
// ("date": "2024-07-20"): repeating it reports the question, not a value.
func (c *check) dateInArgs(d date) bool {
	for ci := range c.calls {
		if dateListed(d, c.calls[ci].argDates()) {
			return true
		}
	}
	return false
}

//go:noinline
func dateListed(d date, in []date) bool {
	for _, e := range in {
		if sameDate(d, e) {
			return true
		}
	}
	return false
}

// scanCompactValues computes, once per call, the dates written compactly inside
// names (IMG_20240601_101512.jpg, 20250420_drop_table.sql) and the lengths
// in minutes of the time slots the result lists (09:00-09:45).
func (ci *callInfo) scanCompactValues() {
	if ci.compactDone {
		return
	}
	ci.compactDone = true
	s := ci.folded
	prev, prevEnd := -1, -1
	for i := range ci.nums {
		r := &ci.nums[i]
		// A compact date: eight digits yyyymmdd with a plausible year,
		// month and day. File names, build tags and migration ids carry
		// their date this way; a reply that writes it "20 April" reads it.
		if d := r.digits; len(d) == 8 && strings.IndexFunc(d, func(c rune) bool { return c < '0' || c > '9' }) < 0 {
			y := atoiDigits(d[:4])
			m := atoiDigits(d[4:6])
			dd := atoiDigits(d[6:])
			if y >= 1990 && y <= 2099 && m >= 1 && m <= 12 && dd >= 1 && dd <= 31 {
				ci.compactDateList = append(ci.compactDateList, date{r.span, y, m, dd})
			}
		}
		// A time slot: hh:mm, a dash or "to", hh:mm.
		m, ok := numClock(s, r)
		if !ok || r.vals[0] > 24 {
			continue
		}
		if prev >= 0 && r.start >= prevEnd && r.start-prevEnd <= 4 {
			gap := strings.TrimSpace(s[prevEnd:r.start])
			if gap == "-" || gap == "–" || gap == "~" || gap == "to" {
				if d := m - prev; d > 0 {
					ci.slotGaps = append(ci.slotGaps, d)
				}
			}
		}
		prev, prevEnd = m, r.end+3
	}
}

//go:noinline
func atoiDigits(s string) int {
	v := 0
	for i := 0; i < len(s); i++ {
		v = v*10 + int(s[i]-'0')
	}
	return v
}

// compactDateIn reports whether a reply's date is one a result writes
// compactly inside a name (yyyymmdd).
func (c *check) compactDateIn(d date, calls []int) bool {
	for _, ci := range calls {
		c.calls[ci].scanCompactValues()
		if dateListed(d, c.calls[ci].compactDateList) {
			return true
		}
	}
	return false
}

// dayMonthIn reports whether n is half of a short day/month pair (22/09,
// 09/22, 22.09) that names a date of a result (2025-09-22) or one written
// compactly in a name: the reply abbreviates the date, it does not state
// two numbers. The pair must match a listed date as a whole.
func (c *check) dayMonthIn(n *num, calls []int) bool {
	if !isInt(n) || len(n.digits) > 2 {
		return false
	}
	var a, b *num
	if j := n.index + 1; j < len(c.nums) && c.nums[j].start == n.end+1 && hasRune("/.", rune(c.folded[n.end])) {
		a, b = n, &c.nums[j]
	} else if j := n.index - 1; j >= 0 && c.nums[j].end+1 == n.start && hasRune("/.", rune(c.folded[n.start-1])) {
		a, b = &c.nums[j], n
	} else {
		return false
	}
	if !isInt(a) || !isInt(b) || len(a.digits) > 2 || len(b.digits) > 2 {
		return false
	}
	av, bv := int(a.vals[0]), int(b.vals[0])
	for _, ci := range calls {
		call := &c.calls[ci]
		call.scanCompactValues()
		for _, list := range [2][]date{call.dates, call.compactDateList} {
			for _, e := range list {
				if e.d == av && e.m == bv || e.m == av && e.d == bv {
					return true
				}
			}
		}
	}
	return false
}

// weekdayNum reports whether a Chinese numeral is one character after a
// weekday word (周, 週, 星期, 礼拜/禮拜): 周四 names Thursday, not the
// number four, so it is on no line of a result as a value.
func (c *check) weekdayNum(n *num) bool {
	if n.end-n.start != 3 || n.start < 3 {
		return false
	}
	switch c.folded[n.start-3 : n.start] {
	case "周", "週", "期", "拜":
		return true
	}
	return false
}

// fromNow reports whether a number counts days (weeks, months) from
// today ("until Nov 27 (13 days from today)", "3 weeks ago"), while no
// result counts time from now itself ("expires in 13 days", "12 days
// left"), which the reply would have to repeat.
func (c *check) fromNow(n *num, calls []int) bool {
	if len(n.vals) == 0 || n.dec != 0 {
		return false
	}
	after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+32)], " -")
	i := indexByte(after, ' ')
	if i < 0 {
		return false
	}
	switch trimSuffix(after[:i], "s") {
	case "day", "week", "month", "business day":
	default:
		return false
	}
	rest := strings.TrimLeft(after[i:], " ")
	now := false
	for _, w := range fromNowWords {
		now = now || hasPrefix(rest, w) && (len(rest) == len(w) || !isLetterByte(rest[len(w)]))
	}
	if !now {
		return false
	}
	return !c.resultCountsFromNow(calls)
}

// resultCountsFromNow reports whether a result counts time from now
// itself ("expires in 13 days", "12 days left"): a count of days from
// today is then the result's, which the reply must repeat.
func (c *check) resultCountsFromNow(calls []int) bool {
	for _, ci := range calls {
		f := c.calls[ci].folded
		for i := range c.calls[ci].nums {
			r := &c.calls[ci].nums[i]
			if r.glued || len(r.vals) == 0 {
				continue
			}
			if r.start >= 3 && f[r.start-3:r.start] == "in " && (r.start == 3 || !isLetterByte(f[r.start-4])) {
				return true // "expires in 13 days"
			}
			tail := f[r.end:min(len(f), r.end+24)]
			if !hasSubstr(tail, "day") && !hasSubstr(tail, "week") {
				continue
			}
			for _, w := range resultCountsFromNowList1 {
				if hasSubstr(tail, w) {
					return true // "12 days left"
				}
			}
		}
	}
	return false
}

// dateOnlyInArgs reports whether the number's digits occur in the
// calls' arguments only inside dates written with hyphens or slashes
// (2024-11-14, 11/14/2024).
func (c *check) dateOnlyInArgs(n *num) bool {
	d := n.digits
	if d == "" || len(d) > 2 {
		return false
	}
	found := false
	for ci := range c.calls {
		a := c.calls[ci].Args
		for st := indexFrom(a, d, 0); st >= 0; st = indexFrom(a, d, st+1) {
			en := st + len(d)
			if st > 0 && isDigitByte(a[st-1]) || en < len(a) && isDigitByte(a[en]) {
				continue
			}
			sepBefore := st >= 2 && (a[st-1] == '-' || a[st-1] == '/') && isDigitByte(a[st-2])
			sepAfter := en+1 < len(a) && (a[en] == '-' || a[en] == '/') && isDigitByte(a[en+1])
			if !sepBefore && !sepAfter {
				return false
			}
			found = true
		}
	}
	return found
}

// durationsNotDate reports whether the date d is followed by a unit of
// minutes.
func (c *check) durationsNotDate(d date) bool {
	// 20 bytes: a space, bold marks and मिनट (12 bytes) must fit.
	rest := c.folded[d.end:min(len(c.folded), d.end+20)]
	rest = strings.TrimLeft(trimPrefix(strings.TrimLeft(rest, " "), "**"), " ")
	for _, u := range minuteUnits {
		if hasPrefix(rest, u) {
			return true
		}
	}
	return false
}

// dateInArgText reports whether a date appears as an ISO date in a call's
// arguments, or, for a month of a year, as "2024-10" in its arguments or
// an ok result, where a path, a period field or a file name carries it
// ("/var/log/openvpn/2025-05-20.log", {"period":"2024-10"}): the reply
// names the day or month the call asked about.
func (c *check) dateInArgText(d date) bool {
	if d.m == 0 || d.d == 0 && d.y == 0 {
		return false
	}
	var b [8]byte
	var key string
	if d.d != 0 {
		b[0], b[1], b[2], b[3] = '-', byte('0'+d.m/10), byte('0'+d.m%10), '-'
		b[4], b[5] = byte('0'+d.d/10), byte('0'+d.d%10)
		key = string(b[:6])
	} else {
		y := d.y
		b[0], b[1], b[2], b[3] = byte('0'+y/1000%10), byte('0'+y/100%10), byte('0'+y/10%10), byte('0'+y%10)
		b[4], b[5], b[6] = '-', byte('0'+d.m/10), byte('0'+d.m%10)
		key = string(b[:7])
	}
	for ci := range c.calls {
		if c.isoIn(c.calls[ci].Args, key, d) || d.d == 0 && c.calls[ci].ok && c.isoIn(c.calls[ci].folded, key, d) {
			return true
		}
	}
	return false
}

// isoIn reports whether key (a "-mm-dd" or "yyyy-mm" part of an ISO date)
// is in s as a whole ISO date of d's year, day or month.
func (c *check) isoIn(s, key string, d date) bool {
	for at := 0; ; {
		i := indexSubstr(s[at:], key)
		if i < 0 {
			return false
		}
		p := at + i
		at = p + len(key)
		if at < len(s) && isDigitByte(s[at]) || p > 0 && isDigitByte(s[p-1]) && d.d == 0 {
			continue
		}
		if d.d == 0 {
			if at+2 < len(s) && s[at] == '-' && isDigitByte(s[at+1]) {
				continue // 2024-10-05 is a day, not the month
			}
			return true
		}
		if p >= 4 && isDigitByte(s[p-1]) && isDigitByte(s[p-4]) && (d.y == 0 || atoiDigits(s[p-4:p]) == d.y) {
			return true
		}
	}
}

// Dates a result or a call's input writes in a form findDates does not
// read as a date: an ISO date inside a name (app-2026-09-14.log), a day
// and an English month abbreviation joined by hyphens (01-Dec-2026, as
// Indian and British systems print them), and a month/day without a year
// (6/21締切, 12/8 前上线). A reply restating one of them in words
// ("September 14", "1 दिसंबर", "12 月 8 日") restates the result.
var monthAbbrevs = [12]string{"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"}

// writtenDateIn reports whether d is written in one of those forms in the
// result of one of calls, or in the arguments of any call of the turn
// (the content of a note written, the dates asked about).
func (c *check) writtenDateIn(d date, calls []int) bool {
	if d.m < 1 || d.m > 12 || d.d == 0 {
		return false
	}
	for _, ci := range calls {
		if c.calls[ci].ok && c.writtenDate(c.calls[ci].folded, d) {
			return true
		}
	}
	for ci := range c.calls {
		if c.writtenDate(c.calls[ci].foldedArgs(), d) {
			return true
		}
	}
	return false
}

func (c *check) writtenDate(s string, d date) bool {
	var b [8]byte
	// yyyy-mm-dd inside a name: the digits around it are the year.
	b[0], b[1], b[2], b[3] = '-', byte('0'+d.m/10), byte('0'+d.m%10), '-'
	b[4], b[5] = byte('0'+d.d/10), byte('0'+d.d%10)
	if c.isoIn(s, string(b[:6]), d) {
		return true
	}
	// dd-mon-yyyy, d-mon.
	mon := monthAbbrevs[d.m-1]
	for at := 0; ; {
		i := indexSubstr(s[at:], "-"+mon)
		if i < 0 {
			break
		}
		p := at + i
		at = p + 4
		if at < len(s) && isLetterByte(s[at]) {
			if t := monthTail(d.m); t == "" || !hasPrefix(s[at:], t) {
				continue // -march is a month, -mart and -maybe are not
			}
		}
		if dayBefore(s, p) != d.d {
			continue
		}
		if d.y == 0 {
			return true
		}
		rest := s[at:]
		if j := indexByte(rest, '-'); j >= 0 && j <= 6 && j+5 <= len(rest) && allDigits(rest[j+1:j+5]) && atoiDigits(rest[j+1:j+5]) == d.y {
			return true
		}
	}
	// m/d with no year: a slash between one or two digits each side, and
	// no third part (that is a full date, read elsewhere); and mm-dd, the
	// month padded to two digits ("11-10,6,2.0", "01-09 上午").
	if d.y == 0 || c.yearOfTurn(d.y) {
		for _, sep := range [2]byte{'/', '-'} {
			n := 0
			if d.m >= 10 || sep == '-' {
				b[n] = byte('0' + d.m/10)
				n++
			}
			b[n] = byte('0' + d.m%10)
			b[n+1] = sep
			n += 2
			key := string(b[:n])
			for at := 0; ; {
				i := strings.Index(s[at:], key)
				if i < 0 {
					break
				}
				p := at + i
				at = p + n
				if p > 0 && (isDigitByte(s[p-1]) || s[p-1] == sep) {
					continue
				}
				e := at
				for e < len(s) && isDigitByte(s[e]) && e-at < 3 {
					e++
				}
				if e == at || e-at > 2 || e < len(s) && (s[e] == sep || isDigitByte(s[e])) {
					continue
				}
				if atoiDigits(s[at:e]) == d.d {
					return true
				}
			}
		}
	}
	return false
}

// monthTail is the rest of an English month name after its three letters.
func monthTail(m int) string {
	return [12]string{"uary", "ruary", "ch", "il", "", "e", "y", "ust", "tember", "ober", "ember", "ember"}[m-1]
}

// dayBefore returns the one- or two-digit number that ends at p, or -1.
func dayBefore(s string, p int) int {
	i := p
	for i > 0 && isDigitByte(s[i-1]) && p-i < 3 {
		i--
	}
	if i == p || p-i > 2 || i > 0 && isWordByte(s[i-1]) {
		return -1
	}
	return atoiDigits(s[i:p])
}

// yearOfTurn reports whether y is the year of a date in the request or
// a call's result: a month/day written without it is of that year.
func (c *check) yearOfTurn(y int) bool {
	for _, d := range c.reqDates {
		if d.y == y {
			return true
		}
	}
	for ci := range c.calls {
		for _, d := range c.calls[ci].dates {
			if d.y == y {
				return true
			}
		}
	}
	return false
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigitByte(s[i]) {
			return false
		}
	}
	return s != ""
}

// periodBound reports whether the date at sp is an end of a range the
// reply gives as a period: "last week (14 to 20 October)", "FY 2023-24
// (April 2023 – March 2024)". Such a range names the window the reply
// speaks of — worked out from today, the request or a fiscal year, and
// often what a query was bounded by — not a value read from a result.
// A date given alone, or after "until"/"from" ("valid until 13 November"),
// is still checked.
func (c *check) periodBound(in *info, sp span) bool {
	lo := min(sp.start, max(in.start, sp.start-16))
	before := strings.TrimRight(c.folded[lo:sp.start], " ")
	for _, seps := range [][]string{rangeSymbols, rangeWords} {
		for _, sep := range seps {
			// The earlier end must be there: a number or a date ending
			// right before the separator; "支持到 2026 年 4 月" is "until".
			if rest, ok := cutSuffix(before, sep); ok && c.valueEndsAt(lo+len(strings.TrimRight(rest, " "))) {
				return true
			}
		}
	}
	after := strings.TrimLeft(c.folded[sp.end:max(sp.end, min(in.end, sp.end+16))], " ")
	for _, sep := range rangeSymbols {
		if rest, ok := cutPrefix(after, sep); ok {
			r, _ := decodeRuneAt(strings.TrimLeft(rest, " "))
			if unicode.IsLetter(r) || unicode.IsDigit(r) {
				return true
			}
		}
	}
	// A word leads to the later end only when a number follows: "14
	// अक्टूबर से 20 अक्टूबर" is a range, "1 जुलाई से inoperative" a start.
	for _, sep := range rangeWords {
		if rest, ok := cutPrefix(after, strings.TrimSpace(sep)); ok {
			r, _ := decodeRuneAt(strings.TrimLeft(rest, " "))
			if unicode.IsDigit(r) {
				return true
			}
		}
	}
	return false
}

// periodStart reports whether the number at sp opens a period whose later
// end is a date of the reply ("del 14 al 20 de octubre", "8–14 April"):
// the day that starts the window, see periodBound.
func (c *check) periodStart(in *info, sp span) bool {
	k := datesFrom(c.dates, sp.end)
	// The later end must be in the clause too: a date past its end
	// starts another statement ("… 412. 14 Oct was quiet").
	if k == len(c.dates) || c.dates[k].start-sp.end > 8 || c.dates[k].end > in.end {
		return false
	}
	return c.periodBound(in, c.dates[k].span)
}

// valueEndsAt reports whether a digit or a date of the reply ends at pos.
func (c *check) valueEndsAt(pos int) bool {
	if r, _ := utf8.DecodeLastRuneInString(c.folded[:pos]); unicode.IsDigit(r) {
		return true
	}
	k := datesEndingAfter(c.dates, pos-1)
	return k < len(c.dates) && c.dates[k].end == pos
}
