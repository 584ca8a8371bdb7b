package verify

import (
	"slices"
	"strings"
)

// Clock times bound to the result's times. A clock time whose hour has
// one digit ("3:25") or whose minutes are round ("09:30") is not
// significant on its own: it may be a ratio, a version, a duration, a
// twelve-hour time or a round time of advice (see significant). Bound to
// a result that gives a time at the same hour, it is that time: when the
// clause's targets give no time equal to it (at its hour or twelve
// hours on), nothing else holds it (the request, the arguments, a zone or
// a shift the turn names), and one of their times at its hour has
// minutes one digit off or two swapped ("3:25" of 03:52, "09:30" of
// 09:20), it misreads that time. Times to the second (a race's 1:40:33)
// are durations more often than clocks and bind nothing; a time at
// another hour (1:45 of 13:45) is no slip of it.

// smallClockMax bounds the clock times of one reply smallClockSlip reads.
const smallClockMax = 64

// clockHeld reports whether the clock time whose hour is n is held by
// the turn: a result's time (as written, compact, shifted or in another
// zone), the request's or an argument's, a time worked out from the
// results, a failed call's, or a time the clause only supposes.
func (c *check) clockHeld(in *info, n *num, all []int) bool {
	return c.timeIn(n, all) || c.compactTimeIn(n, all) || c.shiftedTime(n, all) || c.requestClock(n) || c.requestHour(n) || c.modalAt(in, n.span) || c.timeInArgs(n) || c.tzShifted(n, all) || c.resultZoneShifted(n, all) || c.zoneShifted(n, all) || c.derivedClock(n, all) ||
		c.timeInFailed(n)
}

// requestClock reports whether the request holds the clock time whose
// hour is n. A bare hour of the request ("10 till 1") holds only the
// time on the hour: "check in by 10:25" is no time the user gave.
func (c *check) requestClock(n *num) bool {
	if !c.inRequestNum(n) {
		return false
	}
	m, ok := c.clockMinutes(n)
	if !ok || m%60 == 0 {
		return true
	}
	return clockWritten(c.request, m/60, m%60)
}

// clockWritten reports whether s writes the time h:mm, its hour with or
// without a leading zero.
func clockWritten(s string, h, m int) bool {
	for i, rh, rm := nextClock(s, 1); i < len(s); i, rh, rm = nextClock(s, i+1) {
		if rh == h && rm == m {
			return true
		}
	}
	return false
}

// smallClockSlip reports, as fact/time, the clock time whose hour is n
// when significant passed it by but it slips a time of the clause's
// targets at its hour and nothing holds it (see above), and reports
// whether it did.
func (c *check) smallClockSlip(in *info, n *num, all []int) bool {
	m, ok := c.clockMinutes(n)
	if !ok || !clockPart(c.folded, n.span) || m >= 24*60 {
		return false
	}
	// The readings scan the results a few times: a reply of many such
	// times has the first smallClockMax read, which keeps it linear.
	if c.smallClocks++; c.smallClocks > smallClockMax || !c.sameHourSlip(m/60, m%60, in.targets) || c.clockHeld(in, n, all) || c.argsClock(m/60, m%60) || !c.clockTiedToTargets(in, n) {
		return false
	}
	basis := c.factBasis(in, n.span, in.targets)
	c.addFact(in, "fact/time", basis, c.callFinding(FactMismatch, n.span, in.targets[0],
		"time "+c.masked[n.start:min(len(c.masked), n.end+3)]+" is not in the result of "+c.calls[in.targets[0]].Tool))
	return true
}

// clockTiedToTargets reports whether the clause binds its time n to the times of
// its targets: another clock time of the clause is one of theirs (the
// reply restates the result's list of times: "0:48、3:25" of 00:48 and
// 03:52), or they give one time only (a booking's start). A lone time
// beside a result of many ("can it be moved to 6:30?", "between 02:00
// and 03:15") is bound to none of them.
func (c *check) clockTiedToTargets(in *info, n *num) bool {
	for k := in.numLo; k < in.numHi; k++ {
		m := &c.nums[k]
		if m != n && m.start >= in.start && m.end <= in.end && clockAfter(c.folded, m.end) && clockPart(c.folded, m.span) && c.timeIn(m, in.targets) {
			return true
		}
	}
	one := -1
	for _, ci := range in.targets {
		r := c.calls[ci].folded
		for i, rh, rm := nextClock(r, 1); i < len(r); i, rh, rm = nextClock(r, i+1) {
			if one >= 0 && one != rh*60+rm {
				return false
			}
			one = rh*60 + rm
		}
	}
	return one >= 0
}

// sameHourSlip reports whether the results of calls give a time at hour
// h whose minutes are one digit from m or its two digits swapped, and
// none equal to h:mm or to h+12:mm. Times to the second other than :00
// (durations, split times) are passed over.
func (c *check) sameHourSlip(h, m int, calls []int) bool {
	slip := false
	a := [2]byte{byte('0' + m/10), byte('0' + m%10)}
	for _, ci := range calls {
		r := c.calls[ci].folded
		for i, rh, rm := nextClock(r, 1); i < len(r); i, rh, rm = nextClock(r, i+1) {
			if i+5 < len(r) && r[i+3] == ':' && isDigitByte(r[i+4]) && isDigitByte(r[i+5]) && (r[i+4] != '0' || r[i+5] != '0') {
				continue
			}
			if rm == m && (rh == h || h < 12 && rh == h+12) {
				return false
			}
			b := [2]byte{byte('0' + rm/10), byte('0' + rm%10)}
			slip = slip || rh == h && oneDigitEdit(string(a[:]), string(b[:]))
		}
	}
	return slip
}

// argsClock reports whether an ok call's arguments write the time h:mm
// ("from": "09:00" for a reply's 9:00).
func (c *check) argsClock(h, m int) bool {
	for i := range c.calls {
		if c.calls[i].ok && clockWritten(c.calls[i].Args, h, m) {
			return true
		}
	}
	return false
}

// windowEnd reports whether the clock time whose hour is n ends a range
// of clock times the reply writes ("entre las 02:00 y las 03:15",
// "from 9:00 to 9:45") that holds two times or more of the results of
// calls strictly inside it: the reply bounds a window around the
// result's events, and its end is no misread of the time nearest it. A
// range around one time ("13:00–14:00" of a 13:30 lesson), or any range
// when the results write ranges of times themselves ("15:00-19:00"),
// restates a slot, and its ends are held to it.
func (c *check) windowEnd(in *info, n *num, calls []int) bool {
	nm, ok := c.clockMinutes(n)
	if !ok {
		return false
	}
	for k := in.numLo; k < in.numHi; k++ {
		m := &c.nums[k]
		if m == n || m.start < in.start || m.end > in.end || !clockAfter(c.folded, m.end) || !clockPart(c.folded, m.span) {
			continue
		}
		mm, _ := c.clockMinutes(m)
		a, b := m, n
		if b.start < a.start {
			a, b = b, a
		}
		gap := strings.Fields(c.folded[min(a.end+3, b.start):b.start])
		if a.end+3 > b.start || len(gap) == 0 || len(gap) > 3 || !slices.Contains(rangeSeps, gap[0]) && !slices.Contains(rangeSeps, gap[len(gap)-1]) {
			continue
		}
		lo, hi, first := min(mm, nm), max(mm, nm), -1
		for _, ci := range calls {
			r := c.calls[ci].folded
			for i, rh, rm := nextClock(r, 1); i < len(r); i, rh, rm = nextClock(r, i+1) {
				if slotAfter(r, i+3) {
					return false // the results give slots: the reply's range restates one
				}
				if t := rh*60 + rm; lo < t && t < hi {
					if first >= 0 && first != t {
						return true
					}
					first = t
				}
			}
		}
	}
	return false
}

// slotAfter reports whether r, after a clock time ending at i, goes on
// to a range's other end: a separator of rangeSeps ("-", "〜", "to",
// "से"), an am/pm mark before it aside, then another hh:mm.
func slotAfter(r string, i int) bool {
	for j := i + 1; j+2 < len(r) && j < i+16; j++ {
		if _, _, _, ok := hhmmAt(r, j); !ok {
			continue
		}
		k := j - 1
		for k > i && isDigitByte(r[k-1]) {
			k--
		}
		gap := strings.Fields(r[i:k])
		if len(gap) > 0 && (gap[0] == "am" || gap[0] == "pm" || gap[0] == "a.m." || gap[0] == "p.m.") {
			gap = gap[1:]
		}
		sep := strings.Join(gap, " ")
		return slices.Contains(rangeSeps, sep)
	}
	return false
}
