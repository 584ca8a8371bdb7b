package verify

import "strings"

// A date worked out from a duration its own sentence states. "It stays up
// for 72 hours, i.e. through the end of Wednesday, October 22" of a stream
// that opens on October 20; "free up to 48 hours before, so you have until
// Thursday 6 March" of a booking on 8 March; "一周内（5月25日前）" of a
// request that says today is 5月18日: the date is a date of the results or
// the request moved by the span the same sentence gives, as a result or the
// request gives it too, in hours, days or
// weeks. shiftedDate reads the spans the results and the request state;
// this reads the reply's, which the reply puts beside the date it worked
// out. A span of hours moves by whole days either way of its length (a
// window from 19:00 ends two days on at 19:00; one from midnight ends at
// the end of the day before).

// Units of the spans a number may state, "|"-joined (see phrase_lists.go),
// by the hours each stands for.
const (
	spanHourUnits = "hours|hour|hrs|h |h,|h)|horas|hora|小时|個小時|時間|घंटे|घंटा"
	spanDayUnits  = "days|day|días|día|天|日間|दिन"
	spanWeekUnits = "weeks|week|semanas|semana|周|週間|星期|हफ़्ते|हफ्ते|सप्ताह"
	// oneWeekWords name a span of one week without a digit.
	oneWeekWords = "a week |a week,|one week|una semana|一周|一星期|一週間|एक हफ़्ते|एक हफ्ते|एक सप्ताह"
)

// sentenceSpans appends to out the whole-day shifts of the spans the
// sentence [lo, hi) of the reply states that a result or the request
// gives too: "72 hours" of "available_hours":72. A span only the reply
// states is its own arithmetic ("到期日是 8 月 12 日，正好 31 天保质期"
// of a batch that expires on 8月11日) and vouches for no date.
func (c *check) sentenceSpans(lo, hi int, calls []int, out []int) []int {
	for k := range c.nums {
		r := &c.nums[k]
		if r.start < lo || r.end > hi || r.glued || r.inDate || len(r.vals) == 0 || r.dec != 0 || r.vals[0] < 1 || r.vals[0] > 2000 || len(out) >= 8 {
			continue
		}
		if !c.numIn(*r, calls) && !c.inRequestNum(r) {
			continue // a span the reply worked out itself vouches for nothing
		}
		after := strings.TrimLeft(c.folded[r.end:min(len(c.folded), r.end+12)], " ")
		unit := 1
		switch {
		case prefixPhrase(after, spanWeekUnits):
			unit = 168
		case prefixPhrase(after, spanDayUnits):
			unit = 24
		case !prefixPhrase(after, spanHourUnits):
			continue
		}
		h := int(r.vals[0]) * unit
		if h < 24 {
			continue
		}
		out = append(out, h/24)
		if unit == 1 {
			// A span of hours moves by whole days either way of its length.
			out = append(out, h/24-1+2*min(h%24, 1))
		}
	}
	if phraseIn(c.folded[lo:hi], oneWeekWords) && phraseIn(c.request, oneWeekWords) {
		// a week in words, as the user asked ("一周内过期？")
		out = append(out, 7)
	}
	return out
}

// durationShifted reports whether the date d of the reply is a date of the
// results or the request moved by a span its own sentence states (see the
// note above).
func (c *check) durationShifted(d date, calls []int) bool {
	if d.m == 0 || d.d == 0 {
		return false
	}
	lo, hi := c.spanSentence(d.span)
	var buf [12]int
	shifts := c.sentenceSpans(lo, hi, calls, buf[:0])
	if len(shifts) == 0 {
		return false
	}
	return c.shiftedBy(d, shifts, calls)
}

// spanSentence returns the sentence around sp, at most 240 bytes back and
// 120 on, reading the stop of an abbreviation of one-letter parts before sp
// ("i.e.", "a.m.", "p.m.", "e.g.") as none: "stays up for 72 hours, i.e.
// through October 22" is one sentence.
func (c *check) spanSentence(sp span) (int, int) {
	lo := max(0, sp.start-240)
	for e := sp.start; e > lo; {
		i := lastSentenceStop(c.folded[lo:e])
		if i < 0 {
			break
		}
		if !abbrevStop(c.folded, lo+i) {
			lo += i
			break
		}
		e = lo + i - 2
	}
	hi := min(len(c.folded), sp.end+120)
	if i := firstSentenceStop(c.folded[sp.end:hi]); i >= 0 {
		hi = sp.end + i
	}
	return lo, hi
}

// abbrevStop reports whether the ". " that ends at e in s closes a one-letter
// part of an abbreviation: "i.e. ", "a.m. ".
func abbrevStop(s string, e int) bool {
	if e < 4 || e > len(s) || s[e-2] != '.' || s[e-1] != ' ' {
		return false
	}
	return isLetterByte(s[e-3]) && (s[e-4] == '.' || s[e-4] == ' ')
}
