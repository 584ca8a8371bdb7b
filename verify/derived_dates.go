package verify

import (
	"strconv"
	"strings"
	"time"
)

// Day counts a reply works out from dates: the business days between two
// dates it or the results name ("土日を除いて14日", "12 working days"), and
// a count of days from today that the reply introduces before the number
// ("about a month from now — 31 days"), which fromNow reads when the
// words come after it.

var (
	businessDayMarks       []string
	fromNowBefore          []string
	daysFromNowBeforeList1 []string
	monthDayUnits          []string
)

// derivedDatesLists holds the phrases of the word lists declared above (see barList).
var derivedDatesLists = [...]barList{
	// businessDayMarks say a count of days leaves out weekends.
	{&businessDayMarks, "business day|working day|weekday|excluding weekends|días hábiles|días laborables|" +
		"hábiles|laborables|sin contar fines de semana|営業日|土日を除|平日|工作日|不含周末|除去周末|除周末|" +
		"कार्य दिवस|कामकाजी दिन"},
	// fromNowBefore are the words of a span counted from today that a reply
	// writes before the count: "a month from now — 31 days", "desde hoy
	// faltan 18 días", "今日から 18 日", "आज से 18 दिन".
	{&fromNowBefore, "from now|from today|desde hoy|a partir de hoy|从今天|距今天|距离今天|今日から|今から|आज से"},
	// The lists of daysFromNowBefore, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&daysFromNowBeforeList1, "week|semana|周|週"},
	// monthDayUnits count the days or nights of a month.
	{&monthDayUnits, "days|nights|días|noches|天|晚|日|泊|दिन|रातें|रात"},
}

var _ = splitBars(derivedDatesLists[:])

// businessDays reports whether n, a whole count of days whose sentence
// marks it as business days, is the number of weekdays between two dates
// of the request, the results or the reply before n (at most 16 dates),
// counting one end or both.
func (c *check) businessDays(n *num, calls []int) bool {
	if n.dec != 0 || len(n.vals) == 0 || n.vals[0] < 1 || n.vals[0] > 400 {
		return false
	}
	// A count of days: a day unit or a mark right after it.
	after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+24)], " ")
	if !hasPrefixAny(after, dayUnits) && !hasPrefixAny(after, businessDayMarks) {
		return false
	}
	ls, le := c.lineAround(n.start, n.end)
	if !containsAny(c.folded[max(ls, n.start-120):min(le, n.end+60)], businessDayMarks) {
		return false
	}
	var dsArr [16]date
	ds := dsArr[:0]
	add := func(d date) {
		if len(ds) < len(dsArr) && d.m != 0 && d.d != 0 {
			ds = append(ds, d)
		}
	}
	for _, d := range c.reqDates {
		add(d)
	}
	for _, ci := range calls {
		for _, d := range c.calls[ci].dates {
			add(d)
		}
	}
	for k := len(c.dates) - 1; k >= 0; k-- {
		if d := c.dates[k]; d.start < n.start && d.start >= n.start-600 {
			add(d)
		}
	}
	year := 0
	for _, d := range ds {
		year = max(year, d.y)
	}
	if year == 0 {
		return false // weekdays depend on the year
	}
	at := func(d date) time.Time {
		y := d.y
		if y == 0 {
			y = year
		}
		return time.Date(y, time.Month(d.m), d.d, 0, 0, 0, 0, time.UTC)
	}
	want := int(n.vals[0])
	for i, a := range ds {
		for _, b := range ds[i+1:] {
			ta, tb := at(a), at(b)
			if tb.Before(ta) {
				ta, tb = tb, ta
			}
			days := int(roundFloat(tb.Sub(ta).Hours() / 24))
			if days < want || days > 2*want+4 {
				continue // too few days, or too many for so few weekdays
			}
			// Weekdays in (a, b], and whether a itself is one.
			w := 0
			for t := ta.AddDate(0, 0, 1); !t.After(tb); t = t.AddDate(0, 0, 1) {
				if wd := t.Weekday(); wd != time.Saturday && wd != time.Sunday {
					w++
				}
			}
			first := ta.Weekday() != time.Saturday && ta.Weekday() != time.Sunday
			last := tb.Weekday() != time.Saturday && tb.Weekday() != time.Sunday
			if w == want || first && w+1 == want || last && w-1 == want {
				return true
			}
		}
	}
	return false
}

// daysFromNowBefore reports a whole count of days (weeks, months) that
// follows, on its line and within 48 bytes, words counting from today,
// while no result counts from now itself (see fromNow, which reads the
// words after the count).
func (c *check) daysFromNowBefore(n *num, calls []int) bool {
	if n.dec != 0 || len(n.vals) == 0 || n.percent {
		return false
	}
	after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+12)], " ")
	if !hasPrefixAny(after, daysFromNowBeforeList1) && !hasPrefixAny(after, dayUnits) {
		return false
	}
	ls, _ := c.lineAround(n.start, n.end)
	before := c.folded[max(ls, n.start-48):n.start]
	for _, sep := range [...]string{". ", ";", "。"} {
		if i := strings.LastIndex(before, sep); i >= 0 {
			before = before[i+len(sep):] // the words must be in n's sentence
		}
	}
	return containsAny(before, fromNowBefore) && !c.resultCountsFromNow(calls)
}

// monthDays reports whether n is the length of a month named just before
// it on its line: "agosto tiene 31 noches", "February has 28 days". The
// calendar is general knowledge, no value of a result.
func (c *check) monthDays(n *num) bool {
	if n.dec != 0 || len(n.vals) == 0 || n.vals[0] < 28 || n.vals[0] > 31 {
		return false
	}
	after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+10)], " ")
	if !hasPrefixAny(after, monthDayUnits) {
		return false
	}
	ls, _ := c.lineAround(n.start, n.end)
	for _, h := range c.buf.months {
		if h.end > n.start || h.start < max(ls, n.start-40) {
			continue
		}
		m, _ := strconv.Atoi(h.t.family)
		days := 31
		switch m {
		case 2:
			days = 28
		case 4, 6, 9, 11:
			days = 30
		}
		if int(n.vals[0]) == days || m == 2 && n.vals[0] == 29 {
			return true
		}
	}
	return false
}
