package verify

import (
	"strings"
)

// Event times: a calendar or timetable line is one item, and its clock
// times (start, end) are that item's times. A reply that names the item and
// gives it an hh:mm time the line does not hold contradicts the line, even
// when that time is another line's or only shares its minutes with one
// (timeIn and shiftedTime accept those for a time read loosely against the
// whole result). Two readings are held:
//   - the time is none of the line's times (compared on the twelve-hour
//     clock, so "2:30 pm" and "14:30" are one time and am/pm slips are not
//     counted against the reply);
//   - the time is the line's end time, given alone as the time the item is
//     at: an event "at 11:30" starts then, so a line 10:30-11:30 holds
//     another time. A range in the reply or a word for an end ("until",
//     "termina", "结束", "まで", "तक") makes it the end and is left alone.
//
// Left alone as well: a time with a zone near it (a conversion), a bound or
// estimate word before it ("after 3:30", "leave by 2:45"), a negation near
// it ("not at 3:30"), a time the request writes, a question or suggestion,
// and a clause that names no single timed line.

var (
	eventEndWords       []string
	rangeBefore         []string
	rangeAfter          []string
	rangeOrEndNearList1 []string
	freeTimeWords       []string
)

// clockEventLists holds the phrases of the word lists declared above (see barList).
var clockEventLists = [...]barList{
	// eventEndWords before a time make it the end of an item ("ends at",
	// "termina a las", "结束于"); rangeBefore and rangeAfter join it to another
	// time or mark it as a bound ("10:30 to 11:30", "hasta las", "11:30 まで").
	{&eventEndWords, "until|till|ends|ending|end |finish|wrap|over at|over by|" +
		"hasta|termina|acaba|finaliza|结束|終了|終わ|खत्म|समाप्त"},
	{&rangeBefore, "-|–|—|~|〜|－| to| a| al| y| and|through|到|至|से"},
	{&rangeAfter, "-|–|—|~|〜|－|to |a |al |hasta|until|结束|为止|まで|終了|तक|बजे तक|बजे खत्म"},
	// The lists of rangeOrEndNear, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&rangeOrEndNearList1, "pm|am|p.m.|a.m.|hrs|h "},
	// freeTimeWords name a gap between items: a time in such a part of a
	// clause is when one item ends or the next begins, or neither.
	{&freeTimeWords, "break|free|gap|window|open slot|libre|hueco|descanso|" +
		"空闲|有空|空档|空き|空いて|खाली|फ्री"},
}

var _ = splitBars(clockEventLists[:])

// checkEventTime reports an hh:mm time of a named item that its line in the
// result does not give (see the comment above).
func (c *check) checkEventTime(in *info) {
	if len(in.targets) == 0 || in.modal || in.numHi <= in.numLo {
		return
	}
	s := c.folded
	for k := in.numLo; k < in.numHi; k++ {
		n := &c.nums[k]
		m, end, ok := replyClock(s, n)
		if !ok {
			continue
		}
		if c.timeZoneNear(n) || c.boundNear(n.start, end) || c.negWordNear(n) || c.modalAt(in, span{n.start, end}) || c.suggestionAt(in, span{n.start, end}) {
			continue
		}
		if !c.eventTimePlausible(m) || hasSubstr(c.request, s[n.start:end]) {
			continue
		}
		seg := c.segmentAround(in, n.start, end)
		if containsAny(seg, freeTimeWords) {
			continue // a gap between items: "free from 12:00", "खाली समय"
		}
		ci, line := c.namedTimeLine(in, seg)
		if ci < 0 {
			continue
		}
		times, ends := lineTimes(line)
		if len(times) == 0 {
			continue
		}
		onLine, isEnd := false, false
		for i, t := range times {
			if t%720 == m%720 {
				onLine = true
				if !ends[i] {
					isEnd = false
					break
				}
				isEnd = true
			}
		}
		var msg string
		switch {
		case !onLine && !c.zoneInTurn() && !c.clockInResults(m%720):
			msg = c.masked[n.start:end] + " is none of the times the result of " + c.calls[ci].Tool + " gives the item the reply names"
		case isEnd && !c.rangeOrEndNear(n.start, end):
			msg = c.masked[n.start:end] + " is when the item ends in the result of " + c.calls[ci].Tool + ", not when it is"
		default:
			continue
		}
		sp := span{n.start, end}
		if c.alreadyFound(FactMismatch, sp) {
			continue
		}
		c.addRule("fact/event-time", BasisContradiction, c.callFinding(FactMismatch, sp, ci, msg))
	}
}

// replyClock reads the number n of the reply as the hour of an hh:mm time
// of day: its minutes after midnight and the end of the time. ok is false
// for anything else: a minute or second part, a longer number, an hour
// past 23, a timestamp (10:30:15).
func replyClock(s string, n *num) (m, end int, ok bool) {
	j, h, mm, ok := hhmmAt(s, n.end)
	if !ok || j != n.start || h > 23 || n.glued || n.inDate || n.version || clockGoesOn(s, n.end+3) {
		return 0, 0, false
	}
	return h*60 + mm, n.end + 3, true
}

// clockGoesOn reports whether the hh:mm time ending at end goes on to
// seconds or further digits (10:30:15): a timestamp, not a time of day.
func clockGoesOn(s string, end int) bool {
	return end < len(s) && (isDigitByte(s[end]) || s[end] == ':')
}

// lineTimes returns the hh:mm times on l in minutes, and for each whether
// it ends a range (a time right after a dash, "to" or "~" that follows
// another time).
func lineTimes(l string) (times []int, ends []bool) {
	var buf [8]int
	var ebuf [8]bool
	times, ends = buf[:0], ebuf[:0]
	last := -1
	for i := 1; i+2 < len(l); i++ {
		j, h, m, ok := hhmmAt(l, i)
		if !ok {
			continue
		}
		gap := strings.TrimSpace(l[max(0, last):j])
		isEnd := last >= 0 && len(gap) <= 4 && rangeGap(gap)
		times = append(times, h*60+m)
		ends = append(ends, isEnd)
		last = i + 3
	}
	return times, ends
}

// hhmmAt reads the time "h:mm" or "hh:mm" whose colon is s[i]: where its
// hour starts, the hour and the minutes. It is the package's one reader of
// a colon time; ok is false when s[i] is no such colon, or the time is the
// seconds of a longer time ("10:05:30": the colon at 5) or the tail of a
// longer number ("123:45"). A digit or colon after the minutes (a
// timestamp) is left to the callers: some read "10:05" of "10:05:30".
func hhmmAt(s string, i int) (j, h, m int, ok bool) {
	if i < 1 || i+2 >= len(s) || s[i] != ':' || !isDigitByte(s[i-1]) || !isDigitByte(s[i+1]) || !isDigitByte(s[i+2]) {
		return 0, 0, 0, false
	}
	j = i - 1
	if j >= 1 && isDigitByte(s[j-1]) {
		j--
	}
	if j >= 1 && (s[j-1] == ':' || isDigitByte(s[j-1])) {
		return 0, 0, 0, false
	}
	h = int(s[i-1] - '0')
	if j < i-1 {
		h += 10 * int(s[j]-'0')
	}
	return j, h, int(s[i+1]-'0')*10 + int(s[i+2]-'0'), true
}

// rangeOrEndNear reports whether the time at start..end is the second of a
// range the reply writes ("10:30–11:30", "de 10:30 a 11:30"), is followed
// by one, or has a word for an end before it.
func (c *check) rangeOrEndNear(start, end int) bool {
	s := c.folded
	before := strings.TrimRight(s[max(0, start-40):start], " *")
	after := strings.TrimLeft(s[end:min(len(s), end+24)], " *")
	// a meridiem after the time is skipped: "3:30 pm to 4"
	for _, m := range rangeOrEndNearList1 {
		if hasPrefix(after, m) {
			after = strings.TrimLeft(after[len(m):], " *")
			break
		}
	}
	for _, p := range rangeBefore {
		if hasSuffix(before, p) && (!rangeDash(p) || numberEnds(before[:len(before)-len(p)])) {
			return true
		}
	}
	for _, p := range rangeAfter {
		if hasPrefix(after, p) && (!rangeDash(p) || numberStarts(after[len(p):])) {
			return true
		}
	}
	near := after[:min(len(after), 16)]
	for _, w := range eventEndWords {
		if hasSubstr(before, w) || hasSubstr(near, w) {
			return true
		}
	}
	return false
}

// zoneInTurn reports whether the reply or the request names a time zone
// or local time: the reply's times may then be the result's converted, in a
// table whose header names the zone far from the times (cached per check).
func (c *check) zoneInTurn() bool {
	if c.evt.zone == 0 {
		c.evt.zone = 2
		req := c.request
		for _, z := range timeZones {
			if z[0] >= 0x80 && (hasSubstr(c.folded, z) || hasSubstr(req, z)) || z[0] < 0x80 && (wordIn(c.folded, z) || wordIn(req, z)) {
				c.evt.zone = 1
				break
			}
		}
	}
	return c.evt.zone == 1
}

// eventTimes holds, on the twelve-hour clock (minutes 0..719), the times
// the turn's ok results write and those of them that end a range.
type eventTimes struct {
	done     bool
	zone     int8 // 0 not asked, 1 the reply or request names a time zone, 2 neither
	any, end [12]uint64
}

func (c *check) resultTimes() *eventTimes {
	e := &c.evt
	if !e.done {
		e.done = true
		for _, ci := range c.okCalls(famAny) {
			r := c.calls[ci].folded
			last := -1
			for i := 1; i+2 < len(r); i++ {
				j, h, m, ok := hhmmAt(r, i)
				if !ok {
					continue
				}
				t := (h*60 + m) % 720
				e.any[t/64] |= 1 << (t % 64)
				if last >= 0 && j-last <= 6 && rangeGap(strings.TrimSpace(r[last:j])) {
					e.end[t/64] |= 1 << (t % 64)
				}
				last = i + 3
			}
		}
	}
	return e
}

// rangeGap reports whether g joins two times into a range.
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func rangeGap(g string) bool {
	return g == "-" || g == "–" || g == "—" || g == "~" || g == "to" || g == "〜" || g == ""
}

// eventTimePlausible reports whether the reply's time m could be reported:
// it is in no result (and no zone is named), or some result ends a range
// with it. Asked before the clause's line is looked for, which costs more.
func (c *check) eventTimePlausible(m int) bool {
	e := c.resultTimes()
	t := m % 720
	if e.end[t/64]&(1<<(t%64)) != 0 {
		return true
	}
	return e.any[t/64]&(1<<(t%64)) == 0 && !c.zoneInTurn()
}

// clockInResults reports whether some ok result holds the time t (minutes
// after midnight on the twelve-hour clock): the reply's time is then
// another item's, or another call's, and the clause's naming is too loose
// to say it was given to the wrong item.
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func (c *check) clockInResults(t int) bool {
	e := c.resultTimes()
	return e.any[t/64]&(1<<(t%64)) != 0
}
