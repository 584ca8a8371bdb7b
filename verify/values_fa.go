package verify

import (
	"math"
	"slices"
	"strconv"
	"strings"
)

// csvColumns returns the columns of a CSV result (see csvText), field by
// field. In CSV the comma separates fields, never thousands or decimals,
// so the general number reader, which takes "06:28,6.8,58" for one
// European figure, cannot give its columns: a mean or a total the reply
// works out of one field ("48.5 h over 7 nights") would match nothing.
// ok is false for any other result. At most 16 fields and 64 rows are
// read, as columns reads.
func (ci *callInfo) csvColumns() (cols []column, ok bool) {
	if !csvText(ci.Result) {
		return nil, false
	}
	text := strings.TrimSpace(ci.Result)
	var set [16]column
	rows := 0
	for line := range strings.Lines(text[strings.IndexByte(text, '\n')+1:]) {
		if rows >= 64 {
			break
		}
		line = strings.TrimSuffix(line, "\n")
		if strings.TrimSpace(line) == "" {
			continue
		}
		rows++
		for k := 0; line != "" && k < len(set); k++ {
			f := line
			if i := strings.IndexByte(line, ','); i >= 0 {
				f, line = line[:i], line[i+1:]
			} else {
				line = ""
			}
			if v, err := strconv.ParseFloat(strings.TrimSpace(f), 64); err == nil {
				set[k].sum += v
				set[k].n++
				set[k].vals = append(set[k].vals, v)
			}
		}
	}
	cols = make([]column, 0, 8)
	for _, col := range set {
		if col.n >= 2 {
			cols = append(cols, col)
		}
	}
	return cols, true
}

// csvText reports whether a result is CSV: a header line of at least
// three comma-separated names and two or more rows of as many fields,
// none quoted. Only the first 64 rows are looked at.
func csvText(text string) bool {
	text = strings.TrimSpace(text)
	nl := strings.IndexByte(text, '\n')
	if nl < 0 {
		return false
	}
	width := strings.Count(text[:nl], ",")
	if width < 2 || strings.ContainsAny(text[:nl], "{[|\t\"") {
		return false
	}
	rows := 0
	for line := range strings.Lines(text[nl+1:]) {
		if rows >= 64 {
			break
		}
		line = strings.TrimSuffix(line, "\n")
		if strings.TrimSpace(line) == "" {
			continue
		}
		if strings.Count(line, ",") != width || strings.IndexByte(line, '"') >= 0 {
			return false
		}
		rows++
	}
	return rows >= 2
}

// csvFields returns a CSV text with its field commas made semicolons, of
// the same length so that every offset stays an offset into the result:
// the number reader then reads each field alone, where "2025-05,55402.10,701"
// would read as one European figure.
func csvFields(text string) string {
	return strings.ReplaceAll(text, ",", ";")
}

// occurrenceCounters count how often something happened ("restarted 14
// times", "再起動14回", "乗換1回"), not items: the result states such a
// number as a value of one of its items (a RESTARTS column, a route's
// transfers), so it is held to the result's values, never to its number
// of items.
var occurrenceCounters = []string{"回", "次", "遍", "度目", "बार", "times", "time", "veces", "vez"}

// occurrenceStated reports whether a count of occurrences is one the
// result states with the same counter ("乗換1回" of a route): a value of one
// of its items, quoted, not a miscount of its items.
func (c *check) occurrenceStated(cc countClaim, targets []int) bool {
	if !slices.Contains(occurrenceCounters, cc.noun) {
		return false
	}
	var buf [24]byte
	d := strconv.AppendInt(buf[:0], int64(cc.n), 10)
	for _, ci := range targets {
		r := c.calls[ci].folded
		for at := 0; at < len(r); {
			i := strings.Index(r[at:], string(d))
			if i < 0 {
				break
			}
			i += at
			at = i + len(d)
			if i > 0 && isDigitByte(r[i-1]) {
				continue
			}
			if strings.HasPrefix(strings.TrimLeft(r[at:], " "), cc.noun) {
				return true
			}
		}
	}
	return false
}

// abstractAfter are nouns that, after a CJK classifier, make the count
// one of topics or points the reply organises itself by ("主要是两件事",
// "三个方面"), not of a result's items.
var abstractAfter = []string{"事", "方面", "要点", "ポイント", "こと"}

// notItemCount reports a count claim that counts no result items by its
// grammar: a question word before it ("想了解哪一条", "どの1件"), a
// number joined to 件 by の ("404の件" is "the 404 matter", not 404
// items), or a classifier for topics ("两件事").
func (c *check) notItemCount(cc countClaim) bool {
	before := c.folded[max(0, cc.start-6):cc.start]
	if strings.HasSuffix(before, "哪") || strings.HasSuffix(before, "どの") || strings.HasSuffix(before, "どの ") {
		return true
	}
	s := c.folded[cc.start:cc.end]
	if strings.Contains(s, "の件") {
		return true
	}
	after := c.folded[cc.end:min(len(c.folded), cc.end+12)]
	for _, w := range abstractAfter {
		if strings.HasPrefix(after, w) {
			return true
		}
	}
	return false
}

// sameAsEarlier reports whether a whole number is a figure the reply
// wrote before with zero decimals ("+$20.00" in a table, "rose by
// exactly $20" after it) that drew no finding: the same number written
// twice, which the first mention's check already settled. Looks back at
// most 64 numbers.
func (c *check) sameAsEarlier(n *num) bool {
	if len(n.vals) == 0 || n.dec != 0 || n.index <= 0 {
		return false
	}
	for k := n.index - 1; k >= max(0, n.index-64); k-- {
		x := &c.nums[k]
		if x.dec == 0 || x.inDate || x.glued || x.percent != n.percent || len(x.vals) == 0 || x.vals[0] != n.vals[0] {
			continue
		}
		if !c.alreadyFound(FactMismatch, x.span) {
			return true
		}
	}
	return false
}

// keyInList reports whether the row key a clause names after a number
// stands in a parenthesised list of several things ("4 are Running (both
// api-gateway replicas, notifier, redis-0)"): the number is then about the
// list as a whole (a count of it), not a value of that one row.
func (c *check) keyInList(n *num, keyStart, keyEnd int) bool {
	if keyStart < n.end || keyStart-n.end > 160 {
		return false
	}
	gap := c.folded[n.end:keyStart]
	open := strings.LastIndexAny(gap, "(（")
	if open < 0 {
		return false
	}
	after := c.folded[keyEnd:min(len(c.folded), keyEnd+3)]
	return strings.ContainsAny(gap[open:], ",、，") || strings.HasPrefix(after, ",") || strings.HasPrefix(after, "、") || strings.HasPrefix(after, "，")
}

// hourWords name hours in a duration written as hours and minutes.
var hourWords = []string{"h", "hr", "hrs", "hour", "hours", "horas", "hora", "घंटे", "घंटा", "小时", "小時", "時間"}

// compoundMinutes reports whether n is the minutes of a duration written
// as hours and minutes ("15 घंटे 40 मिनट", "15 h 40 min", "15小时40分钟"):
// such a duration is worked out between two times, so its minutes are no
// value of any one row (checkFacts holds the duration to the results).
func (c *check) compoundMinutes(n *num) bool {
	if n.index <= 0 || !durationAfter(c.folded, n.end) {
		return false
	}
	p := &c.nums[n.index-1]
	if p.end > n.start || n.start-p.end > 16 {
		return false
	}
	gap := strings.Trim(c.folded[p.end:n.start], " ")
	for _, w := range hourWords {
		if gap == w {
			return true
		}
	}
	return false
}

// medianWords say a figure is a median.
var medianWords = []string{"median", "mediana", "中位数", "中位數", "中央値", "माध्यिका", "मीडियन"}

// columnMedian reports whether n, called a median just before it, is the
// median of a result column (the mean of its two middle values when they
// are even in number): a figure the reply worked out, as colAggregate
// accepts a column's mean.
func (c *check) columnMedian(n *num, calls []int) bool {
	if len(n.vals) == 0 || n.percent || !c.wordNear(n, 64, 0, medianWords) {
		return false
	}
	var buf [64]float64
	for _, ci := range calls {
		for _, col := range c.calls[ci].columns() {
			if col.n < 3 {
				continue
			}
			vs := append(buf[:0], col.vals...)
			slices.Sort(vs)
			m := vs[len(vs)/2]
			if len(vs)%2 == 0 {
				m = (vs[len(vs)/2-1] + m) / 2
			}
			if nearAny(n, m) || n.dec == 0 && math.Abs(n.vals[0]-m) < 0.5 {
				return true
			}
		}
	}
	return false
}

// kiloRestated reports whether n, written with a k or M suffix ("1.2k
// signups", "$3.4M"), is a result value or a result column's total
// rounded to the digits it shows: 1,187 is "just under 1.2k". The suffix
// must end the token, so kg, km, kB and MB (units, not scales) are not
// read as one.
func (c *check) kiloRestated(n *num, calls []int) bool {
	if len(n.vals) == 0 || n.percent || n.end >= len(c.folded) {
		return false
	}
	var mul float64
	switch c.folded[n.end] {
	case 'k':
		mul = 1e3
	case 'm':
		mul = 1e6
	default:
		return false
	}
	if n.end+1 < len(c.folded) && isLetterByte(c.folded[n.end+1]) {
		return false
	}
	v := n.vals[len(n.vals)-1] * mul
	tol := 0.5 * pow(10, -n.dec) * mul
	ok := func(x float64) bool { return x > 0 && math.Abs(v-x) <= tol+1e-9*x }
	return c.resultValueOrColumnSum(calls, ok)
}

// classifiedFiles reports whether a count written with a CJK classifier
// and a word for files after it ("分布在 3 个文件里", "3つのファイル") is the
// number of distinct files of a grep-style result, as countExplained
// accepts "3 files" written with the noun itself.
func (c *check) classifiedFiles(cc countClaim, targets []int) bool {
	after := strings.TrimLeft(c.folded[cc.end:min(len(c.folded), cc.end+16)], " の")
	if !fileNoun(after) {
		return false
	}
	for _, ci := range targets {
		if distinctFiles(c.calls[ci].Result) == cc.n {
			return true
		}
	}
	return false
}

// perPeriodWords mark a figure as a rate per day, week, month or year
// when they follow it ("$30.02/day", "42 元每天", "1,200 रुपये प्रति दिन");
// perPeriodBefore when they lead it ("每天约 42 元", "1日あたり約300円").
var (
	perPeriodWords = []string{"/day", "per day", "a day", "/week", "per week", "a week", "/month", "per month", "a month", "/mo",
		"al día", "por día", "diario", "a la semana", "por semana", "al mes", "por mes",
		"每天", "每日", "一天", "每周", "每月", "日あたり", "週あたり", "月あたり",
		"प्रति दिन", "रोज़", "रोज", "प्रति सप्ताह", "प्रति माह", "हर महीने"}
	perPeriodBefore = []string{"每天", "每日", "每周", "每月", "日あたり", "1日", "一日", "週あたり", "月あたり", "प्रति दिन", "रोज़ाना", "हर दिन"}
)

// periodLengths divide a total into a rate: days of a week, month or
// year, weeks and months of a year.
var periodLengths = [...]float64{7, 28, 29, 30, 31, 52, 12, 365, 366}

// perPeriod reports whether n, marked as a rate per period right after
// it ("~$30.02/day", "每天约 42 元"), is a figure the reply gave before it,
// or a result value or column total, divided by the length of a period:
// a month's $930.60 over its 31 days. At most 24 earlier figures are
// tried.
func (c *check) perPeriod(n *num, calls []int) bool {
	if len(n.vals) == 0 || n.percent || !c.wordNear(n, 0, 24, perPeriodWords) && !c.wordNear(n, 24, 0, perPeriodBefore) {
		return false
	}
	ok := func(total float64) bool {
		for _, d := range periodLengths {
			x := total / d
			if n.dec > 0 && nearAny(n, x) || n.dec == 0 && x >= 10 && math.Abs(n.vals[0]-x) < 0.5 {
				return true
			}
		}
		return false
	}
	for k := n.index - 1; k >= max(0, n.index-24); k-- {
		if r := &c.nums[k]; !r.glued && !r.inDate && !r.percent && len(r.vals) > 0 && ok(r.vals[len(r.vals)-1]) {
			return true
		}
	}
	return c.resultValueOrColumnSum(calls, ok)
}

// resultValueOrColumnSum reports whether ok accepts a value one of calls'
// results states (not glued to letters, not part of a date) or the sum of
// one of their columns.
func (c *check) resultValueOrColumnSum(calls []int, ok func(float64) bool) bool {
	for _, ci := range calls {
		for i := range c.calls[ci].nums {
			if r := &c.calls[ci].nums[i]; !r.glued && !r.inDate && len(r.vals) > 0 && ok(r.vals[0]) {
				return true
			}
		}
		for _, col := range c.calls[ci].columns() {
			if ok(col.sum) {
				return true
			}
		}
	}
	return false
}
