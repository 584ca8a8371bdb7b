package verify

import (
	"strconv"
	"strings"
	"time"
)

// Absences scoped to a day of the week or a month. A reply that lists a
// dated result often says which day or month of it is empty: "No grooming
// is planned for Sunday", "En abril no hay ninguna audiencia", "周日没有保养
// 安排", "शनिवार को कोई फ़िटिंग नहीं है", "金曜の仕込みはありません". The claim
// is of that day or month, as absentDate reads "nada el 6 de diciembre":
// true when the results carry full dates and none falls on it, however
// many items they list on other days; a date on it keeps the finding.
// A day or month that bounds a window ("since Friday", "金曜以降",
// "después de abril") is a period, read by laterPeriodEmpty, not a day.

// weekdayNames name the days of the week, Sunday first (time.Weekday),
// in full: short forms ("sat", "mar") are other words too often.
var weekdayNames = [7][]string{
	{"sunday", "domingo", "周日", "周天", "星期日", "星期天", "礼拜天", "日曜", "रविवार"},
	{"monday", "lunes", "周一", "星期一", "礼拜一", "月曜", "सोमवार"},
	{"tuesday", "martes", "周二", "星期二", "礼拜二", "火曜", "मंगलवार"},
	{"wednesday", "miércoles", "周三", "星期三", "礼拜三", "水曜", "बुधवार"},
	{"thursday", "jueves", "周四", "星期四", "礼拜四", "木曜", "गुरुवार"},
	{"friday", "viernes", "周五", "星期五", "礼拜五", "金曜", "शुक्रवार"},
	{"saturday", "sábado", "周六", "星期六", "礼拜六", "土曜", "शनिवार"},
}

// periodBoundAround are words that make a day or month next to them the
// bound of a window rather than the day itself.
var periodBoundAround = []string{"since", "after", "before", "until", "from", "desde", "después", "antes", "hasta", "以降", "以後", "以后", "之后", "之前", "以前", "から", "まで", "से", "बाद", "पहले", "तक"}

// absentWeekday reports an absence whose clause names a weekday or a
// month (see above) on which no date of the targets' results falls.
func (c *check) absentWeekday(in *info) bool {
	targets := in.targets
	if len(targets) == 0 {
		return false
	}
	// The absence's own stretch of its clause: a day named across a colon,
	// a semicolon or a line ("fine for Monday: no alarms this week")
	// scopes another statement.
	a := in.absence
	lo, hi := in.start, in.end
	if i := strings.LastIndexAny(c.folded[lo:a.start], ":;\n"); i >= 0 {
		lo += i + 1
	}
	if i := strings.IndexAny(c.folded[a.end:hi], ":;\n"); i >= 0 {
		hi = a.end + i
	}
	s := c.folded[lo:hi]
	// The day nearest the absence is its scope ("一号窑周一保养，周日没有
	// 保养安排": Sunday); a second day in the same comma-free stretch
	// as it makes a list or a range ("Monday and Saturday"), not one day.
	day, month, dist, at := -1, 0, len(s)+1, 0
	for d, names := range weekdayNames {
		for _, n := range names {
			for off := 0; ; {
				i := strings.Index(s[off:], n)
				if i < 0 {
					break
				}
				i += off
				off = i + len(n)
				p := lo + i
				if c.boundAround(p, p+len(n)) {
					continue
				}
				k := a.start - (p + len(n))
				if p >= a.end {
					k = p - a.end
				}
				if k < dist {
					day, dist, at = d, k, p
				}
			}
		}
	}
	if day >= 0 {
		sub0, sub1 := lo, hi
		for _, sep := range []string{",", "，", "、"} {
			if i := strings.LastIndex(c.folded[lo:at], sep); i >= 0 && lo+i+len(sep) > sub0 {
				sub0 = lo + i + len(sep)
			}
			if i := strings.Index(c.folded[at:hi], sep); i >= 0 && at+i < sub1 {
				sub1 = at + i
			}
		}
		for d, names := range weekdayNames {
			if d != day && containsAny(c.folded[sub0:sub1], names) {
				return false
			}
		}
	}
	if day < 0 {
		// The reply's own hits: c.buf.months is reused for the calls'.
		for _, h := range c.hits {
			if h.t.kind != kindMonth || h.start < lo || h.end > hi || c.boundAround(h.start, h.end) || c.monthOfDate(h.span) || !c.monthAsTime(h.span) {
				continue
			}
			m, _ := strconv.Atoi(h.t.family)
			if month != 0 && m != month {
				return false
			}
			month = m
		}
		if month == 0 {
			return false
		}
	}
	for _, ci := range targets {
		ds := c.calls[ci].dates
		full := false
		for _, d := range ds {
			if d.y == 0 || d.m == 0 || d.d == 0 {
				continue
			}
			full = true
			if month != 0 && d.m == month || day >= 0 && time.Date(d.y, time.Month(d.m), d.d, 0, 0, 0, 0, time.UTC).Weekday() == time.Weekday(day) {
				return false
			}
		}
		if !full {
			return false // nothing dated to tell the day's items by
		}
		// A call given one date asked about that day (or month) alone:
		// its items are the day's. Two dates are a range around it.
		if ad := isoDatesOf(c.calls[ci].lowerArgs()); len(ad) == 1 && (month != 0 && ad[0].Month() == time.Month(month) || day >= 0 && ad[0].Weekday() == time.Weekday(day)) {
			return false
		}
	}
	return true
}

// boundAround reports a word of periodBoundAround within a few bytes
// before or after the span.
func (c *check) boundAround(start, end int) bool {
	before := strings.TrimRight(c.folded[max(0, start-10):start], " el")
	after := strings.TrimLeft(c.folded[end:min(len(c.folded), end+14)], " 日の")
	return hasSuffixAny(before, periodBoundAround) || hasPrefixAny(after, periodBoundAround)
}

// monthOfDate reports whether a month name is part of a full date of the
// reply ("7 de mayo"): absentDate reads those.
func (c *check) monthOfDate(sp span) bool {
	for _, d := range c.dates {
		if d.start <= sp.start && sp.end <= d.end && d.d != 0 {
			return true
		}
	}
	return false
}

// isoDatesOf returns the YYYY-MM-DD dates written in s.
func isoDatesOf(s string) []time.Time {
	var out []time.Time
	for i := 0; i+10 <= len(s); i++ {
		if i > 0 && isDigitByte(s[i-1]) || s[i+4] != '-' || s[i+7] != '-' {
			continue
		}
		if t, err := time.Parse("2006-01-02", s[i:i+10]); err == nil {
			out = append(out, t)
		}
	}
	return out
}

// monthAsTime reports a month name used as the time of something: after
// "in", "en", "for", "during", "de" ("el mes de abril"), or before
// Hindi "में"/"को". "It may have gone to spam" names no month.
func (c *check) monthAsTime(sp span) bool {
	before := strings.TrimRight(c.folded[max(0, sp.start-10):sp.start], " ")
	after := strings.TrimLeft(c.folded[sp.end:min(len(c.folded), sp.end+10)], " ")
	return hasSuffixAny(before, monthTimePreps) || hasPrefixAny(after, []string{"में", "को"})
}

// monthTimePreps are the prepositions that make a month name a time.
var monthTimePreps = []string{" in", " en", " for", " para", " during", " durante", " de", " of"}
