package verify

// A clock time bound by the date written beside it. "Wednesday 17
// September at 10:15", "6月13日 7:30", "el 19 de agosto a las 07:00": the
// date names the moment of the result it restates, and when the clause's
// targets write that date with a time ("start": "2025-09-17T10:50",
// "etd=2024-12-05 20:00") the time is bound to theirs. When every time they
// give on that date is one other time and nothing else holds the reply's
// (the request, the arguments, a zone or a shift the turn names, a time
// worked out), the reply misreads it: 10:15 of 10:50 is no one-digit slip,
// yet the date says which value it restates. A date the results write with
// two times or more (a log of the day) binds none; a time after another
// number (the end of "10:50–11:50") is not the date's.

// dateClockGap bounds the bytes between a date and the time it binds
// (" at ", " a las ", " को ", "日 ").
const dateClockGap = 12

// dateClockSlip reports, as fact/date-time, the clock time n the clause
// writes right after a date (or right before one) when its targets hold
// that date with one other time (see above), and reports whether it did.
// sig says n is significant (values.go has asked): a one-digit slip of a
// result's time is then fact/time's, and left to it.
func (c *check) dateClockSlip(in *info, n *num, all []int, sig bool) bool {
	m, ok := c.clockMinutes(n)
	if !ok || m >= 24*60 || len(in.targets) == 0 || sig && c.misreadsResultTime(n, all) {
		return false // a slip of a result's time is fact/time's
	}
	s := c.folded
	k := datesFrom(c.dates, in.start)
	var d date
	found := false
	for ; k < len(c.dates) && c.dates[k].end <= n.start; k++ {
		e := c.dates[k]
		if e.end+dateClockGap >= n.start && e.m != 0 && e.d != 0 && !hasDigit(s[e.end:n.start]) {
			d, found = e, true
		}
	}
	// Else a date right after the time ("at 10:15 on 17 September").
	if e := n.end + 3; !found && k < len(c.dates) && c.dates[k].start >= e && c.dates[k].end <= in.end && c.dates[k].start <= e+dateClockGap && c.dates[k].m != 0 && c.dates[k].d != 0 && !hasDigit(s[e:c.dates[k].start]) {
		d, found = c.dates[k], true
	}
	if !found {
		return false
	}
	if m < 12*60 && c.afternoonClock(n) {
		m += 12 * 60
	}
	bound := -1
	for _, ci := range in.targets {
		r := c.calls[ci].folded
		for _, e := range c.calls[ci].dates {
			if !sameDate(d, e) || e.y == 0 || e.end+6 > len(r) || r[e.end] != 't' && r[e.end] != ' ' {
				continue
			}
			_, rh, rm, ok := hhmmAt(r, e.end+3)
			if !ok || !isDigitByte(r[e.end+1]) {
				continue
			}
			t := rh*60 + rm
			if t == m || (t+12*60)%(24*60) == m {
				return false
			}
			if bound >= 0 && bound != t {
				return false // two times on the date: which one is unbound
			}
			bound = t
		}
	}
	if bound < 0 || c.argsClock(m/60, m%60) || c.alreadyFound(FactMismatch, n.span) || c.unfetchedSourceOf(n.span) {
		return false
	}
	// A schedule the clause states ("着岸予定: 6月13日 7:30") is the
	// result's; the speaker's offer, advice or condition is not.
	if c.modalAt(in, n.span) && (in.question || c.wordsIn(s[in.start:in.end], speakerWords) || c.suggestionAt(in, in.span)) {
		return false
	}
	if c.timeIn(n, all) || c.compactTimeIn(n, all) || c.shiftedTime(n, all) || c.requestClock(n) || c.requestHour(n) || c.timeInArgs(n) || c.tzShifted(n, all) || c.resultZoneShifted(n, all) || c.zoneShifted(n, all) || c.derivedClock(n, all) || c.timeInFailed(n) {
		return false
	}
	c.addFact(in, "fact/date-time", BasisContradiction, c.callFinding(FactMismatch, n.span, in.targets[0],
		"time "+c.masked[n.start:min(len(c.masked), n.end+3)]+" on "+c.masked[d.start:d.end]+" is not in the result of "+c.calls[in.targets[0]].Tool))
	return true
}
