package verify

import (
	"strings"
	"time"
)

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

// spanUnits follow a number of hours, days or weeks, with the hours
// each stands for. Longest first within a language, so that "hours" is
// not read as "h".
var spanUnits = []struct {
	unit  string
	hours int
}{
	{"hours", 1}, {"hour", 1}, {"hrs", 1}, {"h ", 1}, {"h,", 1}, {"h)", 1}, {"horas", 1}, {"hora", 1}, {"小时", 1}, {"個小時", 1}, {"時間", 1}, {"घंटे", 1}, {"घंटा", 1},
	{"days", 24}, {"day", 24}, {"días", 24}, {"día", 24}, {"天", 24}, {"日間", 24}, {"दिन", 24},
	{"weeks", 168}, {"week", 168}, {"semanas", 168}, {"semana", 168}, {"周", 168}, {"週間", 168}, {"星期", 168}, {"हफ़्ते", 168}, {"हफ्ते", 168}, {"सप्ताह", 168},
}

// oneWeekWords name a span of one week without a digit.
var oneWeekWords = []string{"a week", "one week", "una semana", "一周", "一星期", "一週間", "एक हफ़्ते", "एक हफ्ते", "एक सप्ताह"}

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
		for _, u := range spanUnits {
			if !strings.HasPrefix(after, u.unit) && !(u.unit[len(u.unit)-1] == ' ' && after == strings.TrimRight(u.unit, " ")) {
				continue
			}
			h := int(r.vals[0]) * u.hours
			if h < 24 {
				break
			}
			out = append(out, h/24)
			if h%24 != 0 {
				out = append(out, h/24+1)
			} else if u.hours == 1 {
				out = append(out, h/24-1)
			}
			break
		}
	}
	if containsAnyWord(c.folded[lo:hi], oneWeekWords) && c.weekWordGiven(calls) {
		out = append(out, 7)
	}
	return out
}

// weekWordGiven reports whether the request or a result names a span of a
// week in words ("一周内过期？").
func (c *check) weekWordGiven(calls []int) bool {
	if containsAnyWord(c.request, oneWeekWords) {
		return true
	}
	for _, ci := range calls {
		if containsAnyWord(c.calls[ci].folded, oneWeekWords) {
			return true
		}
	}
	return false
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
	try := func(base []date) bool {
		for _, b := range base {
			if b.m == 0 || b.d == 0 || d.y != 0 && b.y != 0 && d.y != b.y && d.y != b.y+1 {
				continue
			}
			y := b.y
			if y == 0 {
				y = 2001
			}
			t := time.Date(y, time.Month(b.m), b.d, 0, 0, 0, 0, time.UTC)
			for _, k := range shifts {
				if k <= 0 {
					continue
				}
				for _, u := range [2]time.Time{t.AddDate(0, 0, -k), t.AddDate(0, 0, k)} {
					if int(u.Month()) == d.m && u.Day() == d.d && (d.y == 0 || b.y == 0 || u.Year() == d.y) {
						return true
					}
				}
			}
		}
		return false
	}
	if try(c.reqDates) {
		return true
	}
	for _, ci := range calls {
		if try(c.calls[ci].dates) {
			return true
		}
	}
	return false
}

// spanSentence returns the sentence around sp, at most 240 bytes back and
// 120 on, reading the stop of an abbreviation of one-letter parts ("i.e.",
// "a.m.", "p.m.", "e.g.") as none: "stays up for 72 hours, i.e. through
// October 22" is one sentence.
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
	for b := sp.end; b < hi; {
		i := firstSentenceStop(c.folded[b:hi])
		if i < 0 {
			break
		}
		if !abbrevStop(c.folded, b+i+2) {
			hi = b + i
			break
		}
		b += i + 2
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
