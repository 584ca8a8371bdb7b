package verify

// Clock times and time zones: a time is checked whole (14:50 is not
// 14:25), and may be the result's time restated in another zone, with a
// meridiem, in CJK hours and minutes, or as the length of a slot.

import (
	"math"
	"slices"
	"strconv"
	"strings"
)

var (
	afternoonWords  []string
	nightWords      []string
	timeZones       []string
	clockGapList1   []string
	hourUnits       []string
	slotLengthList1 []string
	shortTimeUnits  []string
	clockHourWords  []string
)

// clockLists holds the phrases of the word lists declared above (see barList).
var clockLists = [...]barList{
	// afternoonWords before a clock time put it after noon.
	{&afternoonWords, "下午|午後|晚上|傍晚|夜の|दोपहर|शाम|रात|afternoon|evening|tarde|noche"},
	// nightWords before 12:mm put it at midnight, not noon: "रात 12:27"
	// is 00:27.
	{&nightWords, "晚上|深夜|夜中|夜の|रात|night|noche|madrugada"},
	// timeZones name a time zone or local time: a reply that converts a
	// result's time between zones says which.
	{&timeZones, "utc|gmt|jst|cet|cest|ist|pst|pdt|est|edt|bst|time in|local time|" +
		"hora local|hora de|horario|日本時間|時間では|现地时间|当地时间|北京时间|時差|स्थानीय समय|भारतीय समय|समय से"},
	// The lists of clockGap, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&clockGapList1, "h|hour|hora|小时|時間|घंटे|घंटा"},
	// hourUnits follow an hour written as a word rather than hh:mm: 18時,
	// 6点, 9 बजे.
	{&hourUnits, "時|时|点|बजे"},
	// The lists of slotLength, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&slotLengthList1, "h|hour|hora|小时|時間|घंटे|घंटा"},
	// shortTimeUnits are the words of a span of time that can follow a series
	// of numbers written with slashes ("1/5/15 min", "1/5/15 分钟"); not 年
	// or 日, which end a date.
	{&shortTimeUnits, "minutes|minute|mins|min|seconds|second|secs|sec|hours|hour|hrs|hr|ms|s|m|h|" +
		"minutos|minuto|segundos|horas|分钟|分鐘|分間|分|秒|小时|小時|時間|मिनट|सेकंड|घंटे"},
	// clockHourWords end the hour of a clock time said in words, before its
	// minutes: "16時48分", "4 点 48 分", "4 बजकर 48 मिनट".
	{&clockHourWords, "点|點|時|时|बजकर"},
}

var _ = splitBars(clockLists[:])

func (c *check) afternoonBefore(n *num) bool {
	before := c.folded[max(0, n.start-16):n.start]
	for _, w := range afternoonWords {
		if hasSubstr(before, w) {
			return true
		}
	}
	return false
}

// afternoonClock reports whether the clock time whose hour is n (an
// hh:mm: the caller has made sure of it) is an afternoon's, so that an
// hour below 12 is 12 more on the result's clock: "pm" or "p.m." after
// its minutes, or a word for the afternoon before it ("下午 3:30").
func (c *check) afternoonClock(n *num) bool {
	after := strings.TrimLeft(c.folded[n.end+3:min(len(c.folded), n.end+8)], " ")
	return hasPrefix(after, "pm") || hasPrefix(after, "p.m") || c.afternoonBefore(n)
}

// dayPartClock reports whether n is the hour of a clock time a word for
// the part of the day stands before: "下午 3:30", "दोपहर 3:00", "afternoon
// 3:30". Like am/pm, the word fixes which of two hours is meant, so the
// time is a reading of the clock, not a ratio or a step of a series, and
// is checked as one (timeIn reads the word the same way).
func (c *check) dayPartClock(n *num) bool {
	return clockAfter(c.folded, n.end) && c.afternoonBefore(n)
}

// hourIn reports whether "11 AM" / "3 pm" names the hour of a clock time
// in a result (11:00, 2024-04-22T11:00:00, 15:30).
func (c *check) hourIn(n *num, calls []int) bool {
	after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+6)], " ")
	pm := hasPrefix(after, "pm") || hasPrefix(after, "p.m")
	if !pm && !hasPrefix(after, "am") && !hasPrefix(after, "a.m") || len(n.vals) == 0 || n.vals[0] > 12 {
		return false
	}
	h := int(n.vals[0]) % 12
	if pm {
		h += 12
	}
	for _, ci := range calls {
		r := c.calls[ci].folded
		for i, rh, _ := nextClock(r, 1); i < len(r); i, rh, _ = nextClock(r, i+1) {
			if rh == h {
				return true
			}
		}
	}
	return false
}

// shiftedTime reports whether a clock time in the reply is a result's
// clock time moved by a number of minutes the result or request gives:
// due 18:40, 35 minutes late, arrives about 19:15.
func (c *check) shiftedTime(n *num, calls []int) bool {
	m, ok := c.clockMinutes(n)
	if !ok {
		return false
	}
	var times []int
	var shifts []int
	for _, ci := range calls {
		r := c.calls[ci].folded
		for i, h, hm := nextClock(r, 1); i < len(r); i, h, hm = nextClock(r, i+1) {
			times = append(times, h*60+hm)
		}
		for _, x := range c.calls[ci].nums {
			if !x.glued && !x.inDate && len(x.vals) > 0 && x.vals[0] >= 1 && x.vals[0] <= 600 && x.vals[0] == math.Trunc(x.vals[0]) && !clockPart(r, x.span) && minutesValue(r, x.span) {
				shifts = append(shifts, int(x.vals[0]))
			}
		}
	}
	for _, t := range times {
		for _, d := range shifts {
			if m == t+d || m == t-d {
				return true
			}
		}
	}
	return false
}

// minuteKeys are the parts of a field's key that make its number minutes.
var minuteKeys = splitBar("min|delay|late|dur|wait|eta|offset|buffer")

// minutesValue reports whether the number at sp of a result is a number
// of minutes: a minute unit after it (minuteUnits: "35 min", "35分", "35 मिनट") or a key
// of a length of time before it (`"delay_min": 35`, `late_by: 35`). Only
// such a number moves a clock time: a route, a count or a name's number
// that happens to bridge two times is none (07:48 less route 27 is no
// 07:21).
//
//go:noinline
func minutesValue(r string, sp span) bool {
	if hasPrefixAny(strings.TrimLeft(r[sp.end:min(len(r), sp.end+12)], `" `), minuteUnits) {
		return true
	}
	// A word of the key opens with one of minuteKeys: "delay_min",
	// "eta", "duration"; not "template", "metadata" or "admin".
	for w := range strings.FieldsFuncSeq(keyBefore(r, sp.start), func(r rune) bool { return r == '_' || r == '-' || r == ' ' || r == '"' || r == '.' }) {
		if hasPrefixAny(w, minuteKeys) {
			return true
		}
	}
	return false
}

// clockPart reports whether the number at sp in s is part of a clock
// time: followed or preceded by a colon and two digits (13:20, :05).
func clockPart(s string, sp span) bool {
	if clockAfter(s, sp.end) {
		return true
	}
	return sp.start >= 1 && s[sp.start-1] == ':' && sp.end-sp.start == 2 && sp.start >= 2 && isDigitByte(s[sp.start-2])
}

// timeIn reports whether n is the hour of a clock time "hh:mm" whose
// minutes some result holds as a time: a time converted to another zone
// keeps its minutes.
func (c *check) timeIn(n *num, calls []int) bool {
	rest := c.folded[n.end:]
	if !clockAfter(c.folded, n.end) || len(n.vals) == 0 {
		return false
	}
	// The hour must match too, as the result writes it ("09:30" or
	// "9:30"), or on the other clock when the reply says am/pm: 13:35 is
	// not 11:35.
	h := int(n.vals[0])
	var hourBuf [3]int // h and at most two readings of it on the other clock
	hours := append(hourBuf[:0], h)
	if h < 12 && c.afternoonBefore(n) {
		hours = append(hours, h+12) // 下午 2:30, दोपहर 3:00 बजे
	}
	pm := strings.TrimLeft(rest[3:min(len(rest), 8)], " ")
	pm12 := hasPrefix(pm, "pm") || hasPrefix(pm, "p.m")
	if h == 12 && (hasPrefix(pm, "am") || hasPrefix(pm, "a.m") || containsAny(c.folded[max(0, n.start-16):n.start], nightWords)) {
		hours = append(hours, 0) // a twelve-hour clock's midnight ("रात 12:27", "12:27 a.m.") of 00:27
	}
	// A time converted to another zone ("09:41 UTC, 18:41 in Tokyo")
	// keeps only its minutes.
	zoned := c.timeZoneNear(n)
	// Unless the zone the reply gives the time is UTC and the result's
	// time is UTC too (see utcAfter): "03:12 UTC" of "13:12:44Z" converts
	// nothing, so its hour is held to the result's.
	utc := zoned && utcAfter(c.folded, n.end+3)
	if pm12 {
		hours = append(hours, (h+12)%24)
	} else if h > 12 {
		hours = append(hours, h-12)
	}
	for _, ci := range calls {
		r := c.calls[ci].folded
		for off := 0; ; {
			i := strings.Index(r[off:], rest[:3])
			if i < 0 {
				break
			}
			at := off + i
			off = at + 1
			j := at
			for j > 0 && isDigitByte(r[j-1]) {
				j--
			}
			if j == at {
				continue
			}
			v, err := strconv.Atoi(r[j:at])
			if err != nil {
				continue
			}
			if zoned && !(utc && utcAfter(r, at+3)) {
				return true
			}
			for _, hh := range hours {
				if v == hh {
					return true
				}
			}
		}
	}
	return false
}

// compactTimeIn reports whether the clock time whose hour is n is one a
// result writes in the compact form of a timestamp: the hhmm that follows
// a yyyymmdd date and a separator, as camera files and ISO 8601's basic
// format do (IMG_20240602_191030, 20240602T1910). With a word for the part
// of the day before it ("शाम 7:10") the hour may be read on either clock.
func (c *check) compactTimeIn(n *num, calls []int) bool {
	if len(n.vals) == 0 || !clockAfter(c.folded, n.end) || n.vals[0] > 23 {
		return false
	}
	h := int(n.vals[0])
	var pat [4]byte
	pat[2], pat[3] = c.folded[n.end+1], c.folded[n.end+2]
	for _, hh := range [2]int{h, h + 12} {
		if hh != h && (h >= 12 || !c.afternoonBefore(n)) {
			break
		}
		pat[0], pat[1] = byte('0'+hh/10), byte('0'+hh%10)
		for _, ci := range calls {
			r := c.calls[ci].folded
			for off := 0; ; {
				i := indexSubstr(r[off:], string(pat[:]))
				if i < 0 {
					break
				}
				at := off + i
				off = at + 1
				if at >= 9 && indexByte("_t-", r[at-1]) >= 0 && allDigits(r[at-9:at-1]) || dayTimeGroupAt(r, at) {
					return true
				}
			}
		}
	}
	return false
}

func (c *check) timeZoneNear(n *num) bool {
	s := c.folded[max(0, n.start-48):min(len(c.folded), n.end+24)]
	for _, z := range c.heldWords(timeZones) {
		if i := strings.Index(s, z); i >= 0 && (z[0] >= 0x80 || wordIn(s, z)) {
			return true
		}
	}
	return false
}

// timeInArgs reports whether the clock time starting at n (hh:mm) is one
// the calls were asked about: a calendar listed "from 09:00 to 18:00" sets
// the working day the reply reasons within, so "17:15–18:00 is free"
// repeats the call's own window, not a value it returned.
func (c *check) timeInArgs(n *num) bool {
	if n.end+3 > len(c.folded) || c.folded[n.end] != ':' {
		return false
	}
	t := c.folded[n.start : n.end+3]
	for i := range c.calls {
		if c.calls[i].ok && digitsIn(c.calls[i].Args, t, func() bool { return true }) {
			return true
		}
	}
	return false
}

// clockAt returns the minutes of the day of a reply number that is the
// hour of a clock time hh:mm, or -1.
func (c *check) clockAt(r *num) int {
	if m, ok := numClock(c.folded, r); ok {
		return m
	}
	return -1
}

// clockGap reports whether n is a span of time ("90 min", "1.5 h") that
// equals the distance between two clock times on its own line of the
// reply: "12:30–14:00 — 90 min" measures the gap the reply shows, which
// the reader can check beside it.
func (c *check) clockGap(n *num) bool {
	if len(n.vals) == 0 || !durationAfter(c.folded, n.end) {
		return false
	}
	after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+12)], " ")
	perUnit := 1.0
	for _, h := range clockGapList1 {
		if hasPrefix(after, h) {
			perUnit = 60
		}
	}
	ls, le := c.lineAround(n.start, n.end)
	var times [8]int
	k := 0
	for j := n.index - 1; j >= 0 && j >= n.index-12 && c.nums[j].start >= ls && k < len(times); j-- {
		if m := c.clockAt(&c.nums[j]); m >= 0 {
			times[k] = m
			k++
		}
	}
	for j := n.index + 1; j < len(c.nums) && j <= n.index+12 && c.nums[j].end <= le && k < len(times); j++ {
		if m := c.clockAt(&c.nums[j]); m >= 0 {
			times[k] = m
			k++
		}
	}
	// A gap marked as approximate ("~7.5 min" over 10:02:11–10:09:47)
	// may round the seconds the clock times carry: a minute either way.
	tol := 0.5
	if c.approxBefore(n) {
		tol = 1.01
	}
	for a := 0; a < k; a++ {
		for b := a + 1; b < k; b++ {
			d := float64(times[a] - times[b])
			for _, v := range n.vals {
				if absFloat(absFloat(d)-v*perUnit) < tol {
					return true
				}
			}
		}
	}
	return false
}

// opBetween returns the arithmetic operator written between two numbers
// ("2 × 64 + 2 × 43"), or 0 when the gap holds none or more than a few
// characters of unit ("€119 × 3 nights").
func opBetween(gap string) byte {
	if len(gap) > 16 || hasAnyRune(gap, "\n=＝") {
		return 0
	}
	gap = replaceAll(gap, "**", "")
	var op byte
	set := func(o byte) {
		if op == 0 {
			op = o
		} else {
			op = 1 // two operators: not a simple expression
		}
	}
	for i := 0; i < len(gap); i++ {
		switch gap[i] {
		case '+':
			set('+')
		case '-':
			set('-')
		case '*':
			set('*')
		case '/':
			set('/')
		case 'x':
			if (i == 0 || gap[i-1] == ' ') && (i+1 == len(gap) || gap[i+1] == ' ') {
				set('*')
			}
		}
	}
	switch {
	case hasSubstr(gap, "×"), hasSubstr(gap, "·"), hasSubstr(gap, "＊"):
		set('*')
	case hasSubstr(gap, "÷"), hasSubstr(gap, "／"):
		set('/')
	case hasSubstr(gap, "−"), hasSubstr(gap, "–"), hasSubstr(gap, "－"):
		set('-')
	case hasSubstr(gap, "＋"): // full width, as Chinese and Japanese write it
		set('+')
	}
	if op == 1 {
		return 0
	}
	return op
}

// slotLength reports whether n is the length of a time slot a result
// lists ("2024-07-05 18:30-19:00" → "30分", "09:00-09:45" → "45 मिनट"),
// or the hour of one of its clock times written with an hour word
// ("18時半" for 18:30). Reading a slot as its length or its hour is
// reading the result, not a new value.
func (c *check) slotLength(n *num, calls []int) bool {
	if len(n.vals) == 0 || !isInt(n) {
		return false
	}
	v := int(n.vals[0])
	after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+16)], " ")
	for _, u := range hourUnits {
		if !hasPrefix(after, u) || v > 24 {
			continue
		}
		half := hasPrefix(after[len(u):], "半")
		for _, ci := range calls {
			s := c.calls[ci].folded
			for i := range c.calls[ci].nums {
				r := &c.calls[ci].nums[i]
				if len(r.vals) == 0 || !clockAfter(s, r.end) {
					continue
				}
				h := int(r.vals[0])
				if (h == v || h == v+12) && (!half || s[r.end+1:r.end+3] == "30") {
					return true
				}
			}
		}
		return false
	}
	if !durationAfter(c.folded, n.end) {
		return false
	}
	per := 1
	for _, h := range slotLengthList1 {
		if hasPrefix(after, h) {
			per = 60
		}
	}
	for _, ci := range calls {
		c.calls[ci].scanCompactValues()
		for _, g := range c.calls[ci].slotGaps {
			if g == v*per {
				return true
			}
		}
	}
	return false
}

// tzOffsets returns, in minutes, the UTC offsets the reply or the request
// states ("UTC−6", "GMT+5:30", "UTC +9"): a reply that names one restates
// the result's times in it ("15:00 UTC → 09:00 CDMX"). Computed once.
func (c *check) tzOffsets() []int {
	if c.tzOffsDone {
		return c.tzOffs
	}
	c.tzOffsDone = true
	var offs []int
	for _, s := range [2]string{c.folded, c.request} {
		for i := 0; i < len(s) && len(offs) < 8; {
			j := indexSubstr(s[i:], "utc")
			g := indexSubstr(s[i:], "gmt")
			if j < 0 || g >= 0 && g < j {
				j = g
			}
			if j < 0 {
				break
			}
			p := i + j + 3
			i = p
			for p < len(s) && s[p] == ' ' {
				p++
			}
			sign := 0
			switch {
			case hasPrefix(s[p:], "+"):
				sign, p = 1, p+1
			case hasPrefix(s[p:], "-"):
				sign, p = -1, p+1
			case hasPrefix(s[p:], "−"), hasPrefix(s[p:], "–"), hasPrefix(s[p:], "＋"):
				sign = -1
				if hasPrefix(s[p:], "＋") {
					sign = 1
				}
				p += 3
			}
			if sign == 0 {
				continue
			}
			h, q := 0, p
			for q < len(s) && q < p+2 && isDigitByte(s[q]) {
				h = h*10 + int(s[q]-'0')
				q++
			}
			if q == p || h > 14 {
				continue
			}
			m := h * 60
			if clockAfter(s, q) {
				m += int(s[q+1]-'0')*10 + int(s[q+2]-'0')
			}
			offs = append(offs, sign*m)
		}
	}
	c.tzOffs = offs
	return offs
}

// tzShifted reports whether the clock time n is a time of the results
// moved by a UTC offset the reply or request states, either way (a UTC
// result shown in local time, or a local one in UTC).
func (c *check) tzShifted(n *num, calls []int) bool {
	m, ok := c.clockMinutes(n)
	return ok && c.clockShifted(m, calls, c.tzOffsets())
}

// clockMinutes returns the minutes since midnight of the clock time n,
// when n is the hour of an hh:mm.
func (c *check) clockMinutes(n *num) (int, bool) {
	return numClock(c.folded, n)
}

// clockShifted reports whether the clock time m (minutes since midnight)
// is an hh:mm of the results moved by one of shifts minutes, either way.
// Callers work out shifts only for a clock time, as that reads the whole
// turn.
func (c *check) clockShifted(m int, calls []int, shifts []int) bool {
	if len(shifts) == 0 {
		return false
	}
	for _, ci := range calls {
		r := c.calls[ci].folded
		for i, h, hm := nextClock(r, 1); i < len(r); i, h, hm = nextClock(r, i+1) {
			t := h*60 + hm
			for _, d := range shifts {
				if ((t+d)%1440+1440)%1440 == m || ((t-d)%1440+1440)%1440 == m {
					return true
				}
			}
		}
	}
	return false
}

// clockAfter reports whether the number ending at end is the hour of a
// clock time: a colon and two digits follow it (09:12).
//
//go:noinline
func clockAfter(text string, end int) bool {
	return end+2 < len(text) && text[end] == ':' && isDigitByte(text[end+1]) && isDigitByte(text[end+2])
}

// numClock returns the minutes since midnight of the clock time whose
// hour is the number r of text s, and whether r is one (clockAfter). The
// readers of a number's "hh:mm", in the reply or a result, share it;
// hhmmAt reads a time from its colon instead.
func numClock(s string, r *num) (int, bool) {
	if len(r.vals) == 0 || !clockAfter(s, r.end) {
		return 0, false
	}
	return int(r.vals[0])*60 + int(s[r.end+1]-'0')*10 + int(s[r.end+2]-'0'), true
}

// nextClock finds the first clock time of s whose colon is at or after
// from, as hhmmAt reads one, and returns its colon's index, hour and
// minutes; at is len(s) when there is none. It visits only the colons,
// where a time can stand. The loops over a result's times read "for at,
// h, m := nextClock(r, 1); at < len(r); at, h, m = nextClock(r, at+1)".
func nextClock(s string, from int) (at, h, m int) {
	for at = from; at < len(s); at++ {
		k := indexByte(s[at:], ':')
		if k < 0 {
			break
		}
		at += k
		var ok bool
		if _, h, m, ok = hhmmAt(s, at); ok {
			return at, h, m
		}
	}
	return len(s), 0, 0
}

// namedZone is a time zone a text names and its UTC offsets in minutes
// (standard and summer time where they differ).
type namedZone struct {
	name string
	offs [2]int
}

// replyZones are the zone abbreviations and names a reply writes after
// a clock time ("10:05 AM PDT", "11:00 PM Pacific", "5 PM ET").
var replyZones = []namedZone{
	{"utc", [2]int{0, 0}}, {"gmt", [2]int{0, 0}},
	{"pdt", [2]int{-420, -420}}, {"pst", [2]int{-480, -480}}, {"pt", [2]int{-480, -420}}, {"pacific", [2]int{-480, -420}},
	{"mdt", [2]int{-360, -360}}, {"mst", [2]int{-420, -420}}, {"mt", [2]int{-420, -360}}, {"mountain", [2]int{-420, -360}},
	{"cdt", [2]int{-300, -300}}, {"cst", [2]int{-360, -360}}, {"ct", [2]int{-360, -300}}, {"central", [2]int{-360, -300}},
	{"edt", [2]int{-240, -240}}, {"est", [2]int{-300, -300}}, {"et", [2]int{-300, -240}}, {"eastern", [2]int{-300, -240}},
	{"hst", [2]int{-600, -600}}, {"hawaii", [2]int{-600, -600}}, {"akst", [2]int{-540, -540}}, {"akdt", [2]int{-480, -480}},
	{"bst", [2]int{60, 60}}, {"cet", [2]int{60, 60}}, {"cest", [2]int{120, 120}}, {"jst", [2]int{540, 540}},
	{"aest", [2]int{600, 600}}, {"aedt", [2]int{660, 660}},
}

// resultZones are IANA zone names a result gives its local times in.
var resultZones = []namedZone{
	{"america/los_angeles", [2]int{-480, -420}}, {"america/denver", [2]int{-420, -360}}, {"america/phoenix", [2]int{-420, -420}},
	{"america/chicago", [2]int{-360, -300}}, {"america/new_york", [2]int{-300, -240}}, {"pacific/honolulu", [2]int{-600, -600}},
	{"america/anchorage", [2]int{-540, -480}}, {"europe/london", [2]int{0, 60}}, {"europe/paris", [2]int{60, 120}},
	{"europe/berlin", [2]int{60, 120}}, {"europe/madrid", [2]int{60, 120}}, {"asia/tokyo", [2]int{540, 540}},
	{"asia/shanghai", [2]int{480, 480}}, {"asia/kolkata", [2]int{330, 330}}, {"australia/sydney", [2]int{600, 660}},
}

// resultZoneOffsets returns the UTC offsets the results' times are written
// in: 0 for "Z", "UTC" or "GMT"; "+09:00"/"-07:00" after a clock time;
// an IANA zone a result names. Computed once.
func (c *check) resultZoneOffsets() []int {
	if c.resultOffsDone {
		return c.resultOffs
	}
	c.resultOffsDone = true
	var offs []int
	// add is declared apart from its value so that it stays one
	// function, not a copy inlined at each call (binary size).
	var add func(o int)
	add = func(o int) {
		if len(offs) < 12 && !slices.Contains(offs, o) {
			offs = append(offs, o)
		}
	}
	for ci := range c.calls {
		if !c.calls[ci].ok {
			continue
		}
		r := c.calls[ci].folded
		if wordIn(r, "utc") || wordIn(r, "gmt") {
			add(0)
		}
		for _, z := range resultZones {
			if hasSubstr(r, z.name) {
				add(z.offs[0])
				add(z.offs[1])
			}
		}
		// hh:mm[:ss][.fff] then Z or ±hh:mm.
		for i := 2; i+2 < len(r); i++ {
			if r[i] != ':' || !isDigitByte(r[i-1]) || !isDigitByte(r[i+1]) || !isDigitByte(r[i+2]) {
				continue
			}
			j := i + 3
			for j < len(r) && (isDigitByte(r[j]) || r[j] == ':' || r[j] == '.') && j < i+12 {
				j++
			}
			if j < len(r) && r[j] == 'z' {
				add(0)
			} else if j+5 < len(r) && (r[j] == '+' || r[j] == '-') && isDigitByte(r[j+1]) && isDigitByte(r[j+2]) && r[j+3] == ':' && isDigitByte(r[j+4]) && isDigitByte(r[j+5]) {
				o := (int(r[j+1]-'0')*10+int(r[j+2]-'0'))*60 + int(r[j+4]-'0')*10 + int(r[j+5]-'0')
				if r[j] == '-' {
					o = -o
				}
				add(o)
			}
			i = j
		}
	}
	c.resultOffs = offs
	return offs
}

// resultZoneShifted reports whether the clock time n restates a result's
// time in a zone the reply names right after it: "estimated 17:05Z"
// shown as "10:05 AM … (PDT)", a store's 21:00 in Pacific/Honolulu as
// "11:00 PM Pacific". The target zone must be written within the few
// words after the time; the source zone must be one the results give.
func (c *check) resultZoneShifted(n *num, calls []int) bool {
	rest := c.folded[n.end:]
	if !clockAfter(c.folded, n.end) || len(n.vals) == 0 {
		return false
	}
	h := int(n.vals[0])
	after := strings.TrimLeft(rest[3:min(len(rest), 8)], " ") // " p.m." fits
	switch {
	case hasPrefix(after, "pm") || hasPrefix(after, "p.m"):
		if h < 12 {
			h += 12
		}
	case hasPrefix(after, "am") || hasPrefix(after, "a.m"):
		if h == 12 {
			h = 0
		}
	}
	m := h*60 + int(rest[1]-'0')*10 + int(rest[2]-'0')
	win := c.folded[n.end:min(len(c.folded), n.end+40)]
	var dst []int
	for _, z := range replyZones {
		if wordIn(win, z.name) {
			dst = append(dst, z.offs[0], z.offs[1])
		}
	}
	if len(dst) == 0 {
		return false
	}
	src := c.resultZoneOffsets()
	if len(src) == 0 {
		return false
	}
	for _, ci := range calls {
		r := c.calls[ci].folded
		for i, th, tm := nextClock(r, 1); i < len(r); i, th, tm = nextClock(r, i+1) {
			t := th*60 + tm
			for _, s := range src {
				for _, d := range dst {
					if ((t-s+d)%1440+1440)%1440 == m {
						return true
					}
				}
			}
		}
	}
	return false
}

// timeUnitAfter reports whether a unit of time follows the
// number ending at end, after at most one space or hyphen.
func timeUnitAfter(text string, end int) bool {
	if end < len(text) && (text[end] == ' ' || text[end] == '-') {
		end++
	}
	rest := text[end:min(len(text), end+10)]
	for _, u := range shortTimeUnits {
		if hasPrefix(rest, u) && (len(rest) == len(u) || !isLetterByte(rest[len(u)])) {
			return true
		}
	}
	return false
}

// meridiemClock reports whether n is the hour of a clock time written
// with am/pm ("3:00 PM", "9:30 a.m."): no version or ratio is written so.
func (c *check) meridiemClock(n *num) bool {
	if !clockAfter(c.folded, n.end) {
		return false
	}
	after := strings.TrimLeft(c.folded[n.end+3:min(len(c.folded), n.end+7)], " ")
	return hasPrefix(after, "am") || hasPrefix(after, "pm") || hasPrefix(after, "a.m") || hasPrefix(after, "p.m")
}

// zoneNames are time zones by abbreviation or name, with their offsets
// from UTC in minutes (summer abbreviations carry their own offset).
var zoneNames = []struct {
	name string
	off  int
}{
	{"utc", 0}, {"gmt", 0}, {"cest", 120}, {"cet", 60}, {"bst", 60}, {"eest", 180}, {"eet", 120},
	{"est", -300}, {"edt", -240}, {"cdt", -300}, {"mst", -420}, {"mdt", -360}, {"pst", -480}, {"pdt", -420},
	{"jst", 540}, {"kst", 540}, {"ist", 330}, {"sgt", 480}, {"hkt", 480}, {"aest", 600}, {"aedt", 660},
	{"北京时间", 480}, {"北京時間", 480}, {"日本時間", 540}, {"日本时间", 540}, {"东京时间", 540}, {"भारतीय समय", 330},
}

// zoneShifts returns, once per check, the differences between the UTC
// offsets of the time zones the reply, request, arguments and ok results
// name (by abbreviation, by name, or as "+08:00" after a clock time): a
// meeting at 08:00 CEST is at 14:00 北京时间.
func (c *check) zoneShifts() []int {
	if c.zoneShiftsDone {
		return c.zoneShiftMins[:c.zoneShiftN]
	}
	c.zoneShiftsDone = true
	var offs [8]int
	k := 0
	add := func(o int) {
		for _, x := range offs[:k] {
			if x == o {
				return
			}
		}
		if k < len(offs) {
			offs[k] = o
			k++
		}
	}
	scan := func(s string) {
		for _, z := range zoneNames {
			for at := 0; k < len(offs); {
				i := indexSubstr(s[at:], z.name)
				if i < 0 {
					break
				}
				p := at + i
				at = p + len(z.name)
				if (p == 0 || !isLetterByte(s[p-1])) && (at == len(s) || !isLetterByte(s[at])) {
					add(z.off)
					break
				}
			}
		}
		// "15:00:00+08:00": after seconds only, since "09:30-10:00" is a
		// range of clock times.
		for i := 6; i+6 <= len(s) && k < len(offs); i++ {
			if (s[i] == '+' || s[i] == '-') && s[i-3] == ':' && s[i-6] == ':' && isDigitByte(s[i-1]) && isDigitByte(s[i-2]) &&
				isDigitByte(s[i+1]) && isDigitByte(s[i+2]) && s[i+3] == ':' && isDigitByte(s[i+4]) && isDigitByte(s[i+5]) {
				o := (int(s[i+1]-'0')*10+int(s[i+2]-'0'))*60 + int(s[i+4]-'0')*10 + int(s[i+5]-'0')
				if s[i] == '-' {
					o = -o
				}
				add(o)
			}
		}
	}
	scan(c.folded)
	scan(c.request)
	for ci := range c.calls {
		scan(c.calls[ci].lowerArgs())
		if c.calls[ci].ok {
			scan(c.calls[ci].folded)
		}
	}
	n := 0
	for i := 0; i < k; i++ {
		for j := i + 1; j < k && n < len(c.zoneShiftMins); j++ {
			if d := offs[i] - offs[j]; d != 0 {
				c.zoneShiftMins[n] = d
				n++
			}
		}
	}
	c.zoneShiftN = n
	c.zoneAbs, c.zoneAbsN = offs, k
	return c.zoneShiftMins[:n]
}

// zoneShifted reports whether the clock time n is a clock time of the
// results moved by the difference of two time zones the turn names: a
// free slot "08:00-09:30 CEST" given as "北京 14:00–15:30".
func (c *check) zoneShifted(n *num, calls []int) bool {
	m, ok := c.clockMinutes(n)
	return ok && c.clockShifted(m, calls, c.zoneShifts())
}

// cjkClockMinutes reads "下午 4 点 48 分", "16時48分", "4 बजकर 48 मिनट"
// as the clock time 16:48 a result writes: the minutes of a time said in
// words, held to the result's hh:mm with the hour or the hour + 12.
func (c *check) cjkClockMinutes(n *num, calls []int) bool {
	if len(n.vals) == 0 || n.vals[0] >= 60 || !isInt(n) {
		return false
	}
	after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+8)], " ")
	if !hasPrefix(after, "分") && !hasPrefix(after, "मिनट") {
		return false
	}
	before := strings.TrimRight(c.folded[max(0, n.start-16):n.start], " ")
	unit := ""
	for _, u := range clockHourWords {
		if hasSuffix(before, u) {
			unit = u
		}
	}
	if unit == "" {
		return false
	}
	h := c.numBefore(len(before) - len(unit) + max(0, n.start-16))
	if h == nil || !isInt(h) || h.vals[0] > 24 {
		return false
	}
	hour, min := int(h.vals[0]), int(n.vals[0])
	var b [5]byte
	for _, hh := range [2]int{hour, hour + 12} {
		if hh > 24 {
			continue
		}
		b[0], b[1], b[2], b[3], b[4] = byte('0'+hh/10), byte('0'+hh%10), ':', byte('0'+min/10), byte('0'+min%10)
		for _, ci := range calls {
			r := c.calls[ci].folded
			if wordIn(r, string(b[:])) || hh < 10 && wordIn(r, string(b[1:])) {
				return true
			}
		}
	}
	return false
}

// utcAfter reports whether the clock time whose minutes end at i in s is
// written in UTC: its seconds and fraction, if any, then "Z", "UTC",
// "GMT" (with no offset after it) or "+00:00". Both the reply's and a
// result's time are read so: a time the reply gives in UTC beside a result
// time in UTC is the same clock, not a conversion to another zone.
func utcAfter(s string, i int) bool {
	for k := 0; i < len(s) && k < 10 && (s[i] == ':' || s[i] == '.' || isDigitByte(s[i])); k++ {
		i++
	}
	if hasPrefix(s[i:], "+00:00") || hasPrefix(s[i:], "+0000") {
		return true
	}
	if i < len(s) && s[i] == 'z' {
		return i+1 == len(s) || !isLetterByte(s[i+1]) && !isDigitByte(s[i+1])
	}
	for i < len(s) && s[i] == ' ' {
		i++
	}
	if !hasPrefix(s[i:], "utc") && !hasPrefix(s[i:], "gmt") {
		return false
	}
	j := i + 3
	if j < len(s) && (isLetterByte(s[j]) || isDigitByte(s[j])) {
		return false // "utcnow", "utc8"
	}
	for j < len(s) && s[j] == ' ' {
		j++
	}
	return j == len(s) || s[j] != '+' && s[j] != '-' && !hasPrefix(s[j:], "\u2212") // "UTC+8" is another zone
}
