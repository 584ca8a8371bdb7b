package verify

import "strings"

// Times of a day's line: availability, timetables and shift plans list one
// line per day ("jue 20/03: 16:15", "Mon 17 · 09:00, 13:30"), and a reply
// that restates them names each day by its weekday and number ("**Jueves
// 20**: 16:45", "Mon 17 at 9:30"). The day number after a weekday names
// the one line of the result whose date has that day; an hh:mm time the
// reply gives that day which none of the line's times is, and which no
// result holds at all, gives the day a time it does not have, however it
// relates to other times of the result (16:45 is 16:15 plus the slot's 30
// minutes). Left alone as checkDistinctLineTime leaves them: a time with a
// zone, a bound or a negation near it, in a question, suggestion or free
// gap, or the request's own. checkDistinctLineTime asks dayLine for the
// line when no word of the clause names one.

// weekdayNumber returns the day number written right after a weekday on
// the line of the reply's number k, before it ("Jueves 20: 16:45"), or 0.
func (c *check) weekdayNumber(k int) int {
	s := c.folded
	ls, _ := c.lineAround(c.nums[k].start, c.nums[k].end)
	for j := k - 1; j >= 0 && c.nums[j].start >= ls; j-- {
		d := &c.nums[j]
		if len(d.vals) == 0 || d.dec != 0 || d.vals[0] < 1 || d.vals[0] > 31 || clockPart(s, d.span) {
			continue
		}
		before := strings.TrimRight(s[max(ls, d.start-24):d.start], " ,*_")
		for _, w := range weekdays {
			if hasSuffix(before, w) && (len(before) == len(w) || !isLetterByte(before[len(before)-len(w)-1])) {
				return int(d.vals[0])
			}
		}
	}
	return 0
}

// dayLine returns the one timed line of the targets' results that is
// dated by the given day (see lineDay), or -1 when none or several are.
// Results of more than 200 lines are left alone.
func (c *check) dayLine(targets []int, day int) (int, string) {
	fc, fl := -1, ""
	if day == 0 {
		return fc, fl
	}
	for _, ci := range targets {
		lines := c.calls[ci].resultLines()
		if len(lines) > 200 {
			continue
		}
		for _, l := range lines {
			if len(l) > 200 || lineDay(l) != day || !hasClock(l) {
				continue
			}
			if fc >= 0 {
				return -1, ""
			}
			fc, fl = ci, l
		}
	}
	return fc, fl
}

// lineDay returns the day of the date that opens line l, within its first
// 24 bytes, in the forms a day's line starts with: "20/03", "20.03",
// "jue 20/03", "2025-03-20", "Thu 20". 0 when its first number is no
// such day (a clock time, a count).
func lineDay(l string) int {
	i := 0
	for i < len(l) && i < 24 && !isDigitByte(l[i]) {
		i++
	}
	j := i
	for j < len(l) && isDigitByte(l[j]) {
		j++
	}
	if i >= len(l) || i >= 24 {
		return 0
	}
	sep := j < len(l) && (l[j] == '/' || l[j] == '.' || l[j] == '-')
	switch {
	case j-i == 4 && sep && j+6 <= len(l) && isDigitByte(l[j+4]) && isDigitByte(l[j+5]): // 2025-03-20
		return int(l[j+4]-'0')*10 + int(l[j+5]-'0')
	case j-i <= 2 && sep && j+1 < len(l) && isDigitByte(l[j+1]): // 20/03
		return atoiDigits(l[i:j])
	case j-i <= 2 && (j == len(l) || l[j] == ' ' || l[j] == ':' && (j+1 == len(l) || !isDigitByte(l[j+1]))): // thu 20
		before := strings.TrimRight(l[:i], " ")
		for _, w := range weekdays {
			if hasSuffix(before, w) {
				return atoiDigits(l[i:j])
			}
		}
	}
	return 0
}
