package verify

import (
	"fmt"
	"math"
	"strings"
)

// clockAfter reports whether the number ending at end is the hour of a
// clock time: a colon and two digits follow it (09:12).
func clockAfter(text string, end int) bool {
	return end+2 < len(text) && text[end] == ':' && isDigitByte(text[end+1]) && isDigitByte(text[end+2])
}

// unitGlued reports whether digits stand in s as a number with a short
// time unit glued on (120s, 300ms, 5m, 2h): an error message's
// "timed out after 120s" states the 120 seconds a reply repeats.
func unitGlued(s, digits string) bool {
	for i := 0; ; {
		j := strings.Index(s[i:], digits)
		if j < 0 {
			return false
		}
		st, en := i+j, i+j+len(digits)
		i = st + 1
		if (st == 0 || !isDigitByte(s[st-1]) && !isLetterByte(s[st-1]) && s[st-1] != '.') && en < len(s) && sizeAfterIsTime(s, en) && s[en] != ':' {
			return true
		}
	}
}

// unitRest reports whether rest, right after "<n><unit letter>" in a
// key, completes the unit's word: the "ay" of 30day, the "our" of 24hour,
// followed by a non-letter.
func unitRest(rest, unit string) bool {
	var tails []string
	switch unit {
	case "d":
		tails = []string{"ay", "ays"}
	case "h":
		tails = []string{"r", "rs", "our", "ours"}
	}
	for _, t := range tails {
		if strings.HasPrefix(rest, t) && (len(rest) == len(t) || !isLetterByte(rest[len(t)])) {
			return true
		}
	}
	return false
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
	add := func(o int) {
		if len(offs) < 12 && !slicesContains(offs, o) {
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
			if strings.Contains(r, z.name) {
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

func slicesContains(s []int, v int) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

// resultZoneShifted reports whether the clock time n restates a result's
// time in a zone the reply names right after it: "estimated 17:05Z"
// shown as "10:05 AM … (PDT)", a store's 21:00 in Pacific/Honolulu as
// "11:00 PM Pacific". The target zone must be written within the few
// words after the time; the source zone must be one the results give.
func (c *check) resultZoneShifted(n *num, calls []int) bool {
	rest := c.folded[n.end:]
	if len(rest) < 3 || rest[0] != ':' || !isDigitByte(rest[1]) || !isDigitByte(rest[2]) || len(n.vals) == 0 {
		return false
	}
	h := int(n.vals[0])
	after := strings.TrimLeft(rest[3:min(len(rest), 6)], " ")
	switch {
	case strings.HasPrefix(after, "pm") || strings.HasPrefix(after, "p.m"):
		if h < 12 {
			h += 12
		}
	case strings.HasPrefix(after, "am") || strings.HasPrefix(after, "a.m"):
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
		for i := 1; i+2 < len(r); i++ {
			if r[i] != ':' || !isDigitByte(r[i-1]) || !isDigitByte(r[i+1]) || !isDigitByte(r[i+2]) || i >= 3 && r[i-3] == ':' {
				continue
			}
			th := int(r[i-1] - '0')
			if i >= 2 && isDigitByte(r[i-2]) {
				th += 10 * int(r[i-2]-'0')
			}
			t := th*60 + int(r[i+1]-'0')*10 + int(r[i+2]-'0')
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

// shortTimeUnits are the words of a span of time that can follow a series
// of numbers written with slashes ("1/5/15 min", "1/5/15 分钟"); not 年
// or 日, which end a date.
var shortTimeUnits = []string{"minutes", "minute", "mins", "min", "seconds", "second", "secs", "sec", "hours", "hour", "hrs", "hr", "ms", "s", "m", "h",
	"minutos", "minuto", "segundos", "horas", "分钟", "分鐘", "分間", "分", "秒", "小时", "小時", "時間", "मिनट", "सेकंड", "घंटे"}

// timeUnitAfter reports whether a unit of time follows the
// number ending at end, after at most one space or hyphen.
func timeUnitAfter(text string, end int) bool {
	if end < len(text) && (text[end] == ' ' || text[end] == '-') {
		end++
	}
	rest := text[end:min(len(text), end+10)]
	for _, u := range shortTimeUnits {
		if strings.HasPrefix(rest, u) && (len(rest) == len(u) || !isLetterByte(rest[len(u)])) {
			return true
		}
	}
	return false
}

// listSeps join the members of a list or the ends of a range of
// numbers: "lines 42 and 118", "0001 through 0005", "12, 40".
var listSeps = []string{"and", "or", "through", "thru", "to", "-", "–", "—", ",", "&", "y", "o", "hasta", "और", "या", "से", "和", "或", "到", "至", "と", "から", "、"}

// listedNum reports whether a number is a member of a list or range of
// numbers in the reply: such a clause speaks of several rows of a result
// ("two in session.py (lines 42 and 118), one in oauth.py"), so a number
// on another row than the one a token names is no slip between rows.
func (c *check) listedNum(n *num) bool {
	joined := func(a, b *num) bool {
		if b.start < a.end || b.start-a.end > 10 || len(a.vals) == 0 || len(b.vals) == 0 {
			return false
		}
		gap := strings.TrimSpace(c.folded[a.end:b.start])
		for _, s := range listSeps {
			if gap == s {
				return true
			}
		}
		return false
	}
	k := n.index
	if k < 0 || k >= len(c.nums) {
		return false
	}
	return k > 0 && joined(&c.nums[k-1], n) || k+1 < len(c.nums) && joined(n, &c.nums[k+1])
}

// faFactOK gathers FA's readings of a number that is no value of the
// results as written but one they state in another form or that the
// reply works out (values_fa.go).
func (c *check) faFactOK(in *info, n *num, calls []int) bool {
	return c.minorUnits(n, calls) || c.pointsDiff(n, calls) || c.approxEarlier(n) || c.fromNow(n, calls) || c.rowProduct(n, calls)
}

// moneyMarked reports whether a currency sign stands before the number
// or a currency code after it: "$49.00", "€4,650", "49.00 usd".
func (c *check) moneyMarked(n *num) bool {
	before := c.folded[max(0, n.start-4):n.start]
	if strings.ContainsAny(before, "$€£¥₹") {
		return true
	}
	after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+5)], " ")
	for _, code := range []string{"usd", "eur", "gbp", "jpy", "inr", "cad", "aud", "mxn"} {
		if strings.HasPrefix(after, code) {
			return true
		}
	}
	return false
}

// minorUnitKeys name a result field that holds money in minor units (cents)
// as payment APIs do: "amount":4900 with "currency":"usd" is $49.00.
var minorUnitKeys = []string{"amount", "cents", "price", "total", "fee", "balance", "unit_amount", "subtotal", "tax"}

// minorUnits reports whether a money amount of the reply is a result's
// integer amount in minor units divided by 100, where the result gives
// that amount under a money field and names its currency.
func (c *check) minorUnits(n *num, calls []int) bool {
	if len(n.vals) == 0 || n.neg || !c.moneyMarked(n) {
		return false
	}
	want := math.Round(n.vals[0] * 100)
	if want < 100 || n.dec != 2 && n.dec != 0 {
		return false
	}
	for _, ci := range calls {
		f := c.calls[ci].folded
		if !strings.Contains(f, "currency") && !strings.Contains(f, "cents") {
			continue
		}
		for i := range c.calls[ci].nums {
			r := &c.calls[ci].nums[i]
			if r.glued || r.dec != 0 || len(r.vals) == 0 || r.vals[0] != want {
				continue
			}
			key := f[max(0, r.start-20):r.start]
			for _, k := range minorUnitKeys {
				if strings.Contains(key, k) {
					return true
				}
			}
		}
	}
	return false
}

// pointUnits say a number is a difference of two percentages.
var pointUnits = []string{"percentage point", "percent point", "points", "point", "pp", "pts", "puntos porcentuales", "puntos",
	"个百分点", "個百分点", "百分点", "ポイント", "प्रतिशत अंक"}

// pointsDiff reports whether a number stated in percentage points ("Go
// is ahead by 0.9 percentage points") is the difference of two of the
// results' percentages: "points" names the unit of a gap, a value the
// reply works out, not one it reads.
func (c *check) pointsDiff(n *num, calls []int) bool {
	// " percentage points" reads as a percentage to the number scanner.
	if len(n.vals) == 0 {
		return false
	}
	after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+24)], " ")
	unit := false
	for _, u := range pointUnits {
		if rest, ok := strings.CutPrefix(after, u); ok {
			rest = strings.TrimPrefix(rest, "s")
			if unit = rest == "" || !isLetterByte(rest[0]); unit {
				break
			}
		}
	}
	if !unit {
		return false
	}
	var pcts [64]float64
	k := 0
	for _, ci := range calls {
		for i := range c.calls[ci].nums {
			if r := &c.calls[ci].nums[i]; r.percent && len(r.vals) > 0 && k < len(pcts) {
				pcts[k] = r.vals[0]
				k++
			}
		}
	}
	for i := 0; i < k; i++ {
		for j := i + 1; j < k; j++ {
			if near(n.vals[0], n.dec, math.Abs(pcts[i]-pcts[j])) {
				return true
			}
		}
	}
	return false
}

// failedAttempt reports whether a clause tells of a call that failed
// ("I tried to check Japan's Ministry of Foreign Affairs visa page"): the
// names in it say what the agent tried to reach, not what a result
// holds. Only when some call of the turn did fail.
func (c *check) failedAttempt(in *info) bool {
	if !in.fail {
		return false
	}
	for ci := range c.calls {
		if !c.calls[ci].ok {
			return true
		}
	}
	return false
}

// approxEarlier reports whether a whole number marked as approximate
// ("about $187 left") is a figure the reply gave before with decimals
// ($187.62), rounded or cut to its whole part: the reply restating its
// own figure loosely. Looks back at most 64 numbers.
func (c *check) approxEarlier(n *num) bool {
	if len(n.vals) == 0 || n.dec != 0 || n.index <= 0 || !c.approxBefore(n) {
		return false
	}
	v := n.vals[0]
	for k := n.index - 1; k >= max(0, n.index-64); k-- {
		x := &c.nums[k]
		if x.dec == 0 || x.inDate || x.percent != n.percent || len(x.vals) == 0 {
			continue
		}
		if math.Floor(x.vals[0]) == v || math.Round(x.vals[0]) == v {
			return true
		}
	}
	return false
}

// fromNowWords follow a span of time counted from the present: the agent
// works it out from today's date, which no result states.
var fromNowWords = []string{"from today", "from now", "ago", "away", "out from today"}

// fromNow reports whether a number counts days (weeks, months) from
// today ("until Nov 27 (13 days from today)", "3 weeks ago"), while no
// result counts time from now itself ("expires in 13 days", "12 days
// left"), which the reply would have to repeat.
func (c *check) fromNow(n *num, calls []int) bool {
	if len(n.vals) == 0 || n.dec != 0 {
		return false
	}
	after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+32)], " -")
	i := strings.IndexByte(after, ' ')
	if i < 0 {
		return false
	}
	switch strings.TrimSuffix(after[:i], "s") {
	case "day", "week", "month", "business day":
	default:
		return false
	}
	rest := strings.TrimLeft(after[i:], " ")
	now := false
	for _, w := range fromNowWords {
		now = now || strings.HasPrefix(rest, w) && (len(rest) == len(w) || !isLetterByte(rest[len(w)]))
	}
	if !now {
		return false
	}
	for _, ci := range calls {
		f := c.calls[ci].folded
		for i := range c.calls[ci].nums {
			r := &c.calls[ci].nums[i]
			if r.glued || len(r.vals) == 0 {
				continue
			}
			if r.start >= 3 && f[r.start-3:r.start] == "in " && (r.start == 3 || !isLetterByte(f[r.start-4])) {
				return false // "expires in 13 days"
			}
			tail := f[r.end:min(len(f), r.end+24)]
			if !strings.Contains(tail, "day") && !strings.Contains(tail, "week") {
				continue
			}
			for _, w := range []string{"ago", "from now", "from today", "left", "remaining", "until", "away"} {
				if strings.Contains(tail, w) {
					return false // "12 days left"
				}
			}
		}
	}
	return true
}

// rowProduct reports whether a money amount on a line of the reply is
// the product of two figures earlier on that line and a result value
// (a table row's quantity × price converted at a result's rate: "| NVDA
// | 40 | $125.00 | €4,650.00 |" at 0.93), or of one figure on the line
// and two result values. Bounded by the line (8 figures) and 64 result
// values.
func (c *check) rowProduct(n *num, calls []int) bool {
	if len(n.vals) == 0 || n.vals[0] < 100 || !c.moneyMarked(n) || n.index <= 0 {
		return false
	}
	ls, _ := c.lineAround(n.start, n.end)
	var row [8]float64
	k := 0
	for j := n.index - 1; j >= 0 && k < len(row) && c.nums[j].start >= ls; j-- {
		if x := &c.nums[j]; !x.glued && !x.inDate && !x.percent && len(x.vals) > 0 && x.vals[0] != 0 {
			row[k] = x.vals[0]
			k++
		}
	}
	if k == 0 {
		return false
	}
	var res [64]float64
	m := 0
	for _, ci := range calls {
		for i := range c.calls[ci].nums {
			if r := &c.calls[ci].nums[i]; !r.glued && !r.inDate && len(r.vals) > 0 && r.vals[0] != 0 && m < len(res) && !clockPart(c.calls[ci].folded, r.span) {
				res[m] = r.vals[0]
				m++
			}
		}
	}
	v := n.vals[0]
	ok := func(x float64) bool { return near(v, n.dec, x) || n.dec == 0 && math.Abs(v-x) < 0.5 }
	for a := 0; a < k; a++ {
		for b := a + 1; b < k; b++ {
			for r := 0; r < m; r++ {
				if ok(row[a] * row[b] * res[r]) {
					return true
				}
			}
		}
	}
	return false
}

// countedNum reports whether the reply's number counts things ("14
// units on hand", a count claim): a part of a result's date
// (2024-11-14) never backs such a number, which a reply states with a
// plural noun after it where a day is written with a month.
func (c *check) countedNum(n *num) bool {
	if n.index >= 0 && c.counted[n.index] {
		return true
	}
	// A plural noun after it: "14 units", "14 items".
	if n.end+1 >= len(c.folded) || c.folded[n.end] != ' ' {
		return false
	}
	j := n.end + 1
	for j < len(c.folded) && j < n.end+16 && isLetterByte(c.folded[j]) {
		j++
	}
	return j-n.end-1 >= 4 && c.folded[j-1] == 's' && (j == len(c.folded) || !isLetterByte(c.folded[j]))
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
		for i := 0; ; {
			j := strings.Index(a[i:], d)
			if j < 0 {
				break
			}
			st, en := i+j, i+j+len(d)
			i = st + 1
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

// meridiemClock reports whether n is the hour of a clock time written
// with am/pm ("3:00 PM", "9:30 a.m."): no version or ratio is written so.
func (c *check) meridiemClock(n *num) bool {
	if !clockAfter(c.folded, n.end) {
		return false
	}
	after := strings.TrimLeft(c.folded[n.end+3:min(len(c.folded), n.end+7)], " ")
	return strings.HasPrefix(after, "am") || strings.HasPrefix(after, "pm") || strings.HasPrefix(after, "a.m") || strings.HasPrefix(after, "p.m")
}

// checkLabelledIdents flags a short code the reply gives under a label
// ("gate B12", "aisle H7") when a result gives that same label another
// code of the same letters ("gate":"B22") and holds the reply's code
// nowhere: the reply misquotes the field, as checkIdents catches for a
// transposition. A code whose label the result does not use is left
// alone: it may be another thing altogether.
func (c *check) checkLabelledIdents(in *info, all []int) {
	for k := in.numLo; k < in.numHi; k++ {
		n := &c.nums[k]
		if n.start < in.start || n.end > in.end || !n.glued || n.end-n.start < 1 || n.end-n.start > 6 ||
			n.end < len(c.folded) && (isLetterByte(c.folded[n.end]) || isDigitByte(c.folded[n.end])) {
			continue
		}
		l := identLetters(c.folded, n.start)
		if l == "" {
			continue
		}
		cs := n.start - len(l)
		// The label: the word right before the code.
		e := cs
		for e > 0 && (c.folded[e-1] == ' ' || c.folded[e-1] == '*' || c.folded[e-1] == ':') && cs-e < 4 {
			e--
		}
		b := e
		for b > 0 && isLetterByte(c.folded[b-1]) && e-b < 12 {
			b--
		}
		if e-b < 3 || b > 0 && isLetterByte(c.folded[b-1]) {
			continue
		}
		label := c.folded[b:e]
		code := c.folded[cs:n.end]
		if c.textIn(code, all) || strings.Contains(c.request, code) || c.inArgs(code) || c.alreadyFound(FactMismatch, span{cs, n.end}) {
			continue
		}
		for _, ci := range all {
			if v := labelledCode(c.calls[ci].folded, label, l); v != "" && v != code {
				c.add(c.callFinding(FactMismatch, span{cs, n.end}, ci,
					fmt.Sprintf("%s %s is not in the result of %s, which gives %s %s", label, c.masked[cs:n.end], c.calls[ci].Tool, label, c.masked[cs:n.start]+v[len(l):])))
				return
			}
		}
	}
}

// labelledCode returns the code a result gives right after label (as a
// JSON key or "label: value"), when it is letters then digits starting
// with letters; "" when none.
func labelledCode(f, label, letters string) string {
	for i, seen := 0, 0; seen < 16; seen++ {
		j := strings.Index(f[i:], label)
		if j < 0 {
			return ""
		}
		st, en := i+j, i+j+len(label)
		i = en
		if st > 0 && isLetterByte(f[st-1]) || en < len(f) && isLetterByte(f[en]) {
			continue
		}
		p := en
		for p < len(f) && p < en+5 && strings.IndexByte("\"': =", f[p]) >= 0 {
			p++
		}
		if !strings.HasPrefix(f[p:], letters) {
			continue
		}
		q := p + len(letters)
		d := q
		for d < len(f) && isDigitByte(f[d]) && d-q < 6 {
			d++
		}
		if d == q || d < len(f) && (isLetterByte(f[d]) || isDigitByte(f[d])) {
			continue
		}
		return f[p:d]
	}
	return ""
}

// checkCrossCallNames flags a person's name a clause gives for a record it
// names by key when the key's record is in one call's result and the name
// only in another's: "INFRA-772 … assigned to Sara Lindqvist" when
// Sara Lindqvist is the assignee of INFRA-790 of a second lookup. The
// clause must name records of one call only (a key with a digit, as
// INFRA-772 or ch_3PBx1); a clause naming two is a comparison.
func (c *check) checkCrossCallNames(in *info, all []int) {
	if len(all) < 2 || c.alreadyFound(FactMismatch, in.span) {
		return
	}
	clause := c.masked[in.start:in.end]
	folded := c.folded[in.start:in.end]
	// A token is a run of ASCII word bytes and hyphens, and a key holds
	// a digit: the scan jumps from digit to digit and widens each to its
	// token, the tokens in reply order as a left-to-right walk finds them.
	tokenByte := func(b byte) bool { return isASCIIWord(b) || b == '-' }
	keyCall, tokens := -1, 0
	for i := 0; i < len(folded) && tokens < 16; {
		d := i
		for d < len(folded) && !isDigitByte(folded[d]) {
			d++
		}
		if d == len(folded) {
			break
		}
		st, j := d, d+1
		for st > i && tokenByte(folded[st-1]) {
			st--
		}
		for j < len(folded) && tokenByte(folded[j]) {
			j++
		}
		w := strings.Trim(folded[st:j], "-")
		i = j
		if len(w) < 4 || !hasLowerByte(w) {
			continue
		}
		tokens++
		at := -1
		for _, ci := range all {
			if wordIn(c.calls[ci].folded, w) {
				if at >= 0 {
					at = -2
					break
				}
				at = ci
			}
		}
		if at == -1 || at == -2 {
			continue
		}
		if keyCall >= 0 && keyCall != at {
			return
		}
		keyCall = at
	}
	if keyCall < 0 {
		return
	}
	for _, sp := range personNames(clause, 4) {
		name := strings.ToLower(clause[sp.start:sp.end])
		if c.nameOnLine(c.calls[keyCall].folded, name) || strings.Contains(c.request, name) {
			continue
		}
		for _, ci := range all {
			if ci != keyCall && c.nameOnLine(c.calls[ci].folded, name) {
				c.add(c.callFinding(FactMismatch, span{in.start + sp.start, in.start + sp.end}, keyCall,
					fmt.Sprintf("%s is in the result of another call than the one of the record the reply names (%s)", clause[sp.start:sp.end], c.calls[keyCall].Tool)))
				return
			}
		}
	}
}

// hasLowerByte reports whether s holds an ASCII lower-case letter.
func hasLowerByte(s string) bool {
	for i := 0; i < len(s); i++ {
		if 'a' <= s[i] && s[i] <= 'z' {
			return true
		}
	}
	return false
}

// healthyVerdicts call a service sound; unhealthyStates are the states a
// health check reports when it is not.
var healthyVerdicts = []string{"healthy", "all checks passing", "all checks pass", "all checks passed", "all green",
	"fully operational", "up and running", "working normally", "no issues"}
var unhealthyStates = []string{"degraded", "down", "unhealthy", "failing", "failed", "critical", "red", "outage",
	"partial_outage", "major_outage", "unavailable", "error"}

// checkHealthVerdict flags a clause that calls a service healthy ("Payments
// API — ✅ healthy", "reports all checks passing") while the result it
// concerns (the clause names its call when it has several targets) gives
// a single overall status that is a failing one
// ("status":"degraded"): the verdict contradicts the value it reports.
// A clause with a negation or a hedge is no such verdict.
func (c *check) checkHealthVerdict(in *info) {
	if len(in.targets) == 0 || len(in.hedges) > 0 || in.modal {
		return
	}
	s := c.folded[in.start:in.end]
	at := -1
	for _, g := range healthyVerdicts {
		// The clause is part of the reply: a verdict the reply cannot
		// hold is not looked for in each of its clauses.
		if !c.mayHold(g) {
			continue
		}
		if i := strings.Index(s, g); i >= 0 && wordIn(s, g) {
			at = i
			break
		}
	}
	if at < 0 {
		return
	}
	for _, h := range in.hits {
		if h.t.kind == kindNeg {
			return
		}
	}
	// The call the verdict is about: the only target, or the one target
	// whose tool or arguments the clause names ("payments" of
	// https://payments.internal…/healthz).
	ci, v := -1, ""
	for _, t := range in.targets {
		st := overallStatus(c.calls[t].folded)
		if st == "" || !slicesContainsStr(unhealthyStates, st) {
			continue
		}
		if len(in.targets) > 1 {
			named := false
			for _, w := range c.calls[t].words {
				named = named || len(w) >= 4 && wordIn(s, w)
			}
			if !named {
				continue
			}
		}
		if ci >= 0 {
			return
		}
		ci, v = t, st
	}
	if ci < 0 {
		return
	}
	sp := span{in.start + at, in.start + at + strings.IndexFunc(s[at:]+" ", func(r rune) bool { return !isWordRune(r) })}
	if sp.end <= sp.start || c.alreadyFound(FactMismatch, sp) {
		return
	}
	c.add(c.callFinding(FactMismatch, sp, ci, fmt.Sprintf("reply calls it %s, but %s reports status %s", c.masked[sp.start:sp.end], c.calls[ci].Tool, v)))
}

// overallStatus returns the value of the one "status" (or "state",
// "health") field of a result, "" when it has none or several.
func overallStatus(f string) string {
	val := ""
	for _, key := range []string{`"status"`, `"state"`, `"health"`, "status:", "status="} {
		for i := 0; ; {
			j := strings.Index(f[i:], key)
			if j < 0 {
				break
			}
			p := i + j + len(key)
			i = p
			for p < len(f) && (f[p] == ' ' || f[p] == ':' || f[p] == '"') {
				p++
			}
			q := p
			for q < len(f) && q < p+24 && (isLetterByte(f[q]) || f[q] == '_') {
				q++
			}
			if q == p {
				continue
			}
			if val != "" && val != f[p:q] {
				return ""
			}
			val = f[p:q]
		}
	}
	return val
}

func slicesContainsStr(s []string, v string) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}
