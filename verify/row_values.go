package verify

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"
)

// Values restated from one row. A result row (a line of a table, a log or
// a timetable, or one object of a JSON array written on its own line) is
// one item: its values belong together. A reply clause that writes two or
// more values of one row, and of no other row as many, restates that row
// ("Sunday: max 39°C, min 30°C, UV 10" over the row of the 9th with
// 41, 30, 10; "G3 08:00 出发，12:23 到达" over "G3 08:00 → 12:32"). When
// the clause then writes one more value that no result holds, while the
// row holds exactly one value of that kind the clause leaves out (a time
// for a time; a number of like size or unit for a number), the clause gives
// that field of the row another value: a contradiction, whatever
// arithmetic could reach the written value. The reading is the same in
// every language: it asks only which values stand together in the clause
// and in the row.
//
// Left alone: a value the clause can work out from its own values (a
// difference, a sum, a ratio), a qualified or negated value, a value of
// the request or the arguments, a converted time or unit, and a clause
// whose values spread over two rows as much as over one.

// rowValue is one value of a result row: a number, or a clock time in
// minutes after midnight.
type rowValue struct {
	v     float64
	clock bool
	end   bool  // a clock time that ends a range ("10:30-11:30")
	neg   bool  // a minus sign before the number
	unit  int   // sizeUnit after the number, 0 for none
	row   int32 // index in rowIndex.rows
	at    int32 // offset in the result
}

// rowIndex holds the values of a result by row, and the values sorted for
// look-up, computed once per call.
type rowIndex struct {
	rows   []resultRow
	vals   []rowValue
	sorted []int32 // indexes of vals by (clock, v)
}

// resultRow is one row: the range of its values in rowIndex.vals and of its
// text in the result.
type resultRow struct{ lo, hi, start, end int32 }

// maxRowValues bounds the values of one row: a longer line is a blob, not
// an item.
const maxRowValues = 24

// rowValues returns the row index of call ci (see rowIndex).
func (c *check) rowValues(ci int) *rowIndex {
	call := &c.calls[ci]
	if call.rowVals != nil {
		return call.rowVals
	}
	ix := &rowIndex{}
	call.rowVals = ix
	s := call.folded
	if len(s) > 256<<10 {
		return ix
	}
	// Sized for the result's numbers (most are row values), bounded,
	// instead of grown value by value.
	ix.vals = make([]rowValue, 0, min(len(call.nums), 256))
	k := 0 // the next result number
	rowStart := 0
	flush := func(end int) {
		lo := int32(len(ix.vals))
		// numbers of the row
		for k < len(call.nums) && call.nums[k].start < end {
			r := &call.nums[k]
			k++
			if r.start < rowStart || len(r.vals) == 0 || r.glued || r.version || r.inDate || clockPart(s, r.span) || datePart(s, r.span) {
				continue
			}
			ix.vals = append(ix.vals, rowValue{v: r.vals[0], neg: r.neg, unit: sizeUnit(s, r.end), row: int32(len(ix.rows)), at: int32(r.start)})
		}
		// clock times of the row
		last := -1
		for i := max(rowStart, 1); i+2 < end; i++ {
			j, h, m, ok := hhmmAt(s, i)
			if !ok {
				continue
			}
			if clockGoesOn(s, i+3) {
				i += 3
				continue // hh:mm:ss, a timestamp
			}
			isEnd := last >= 0 && j-last <= 6 && rangeGap(strings.Trim(s[last:j], " "))
			ix.vals = append(ix.vals, rowValue{v: float64(h*60 + m), clock: true, end: isEnd, row: int32(len(ix.rows)), at: int32(j)})
			last = i + 3
		}
		if hi := int32(len(ix.vals)); hi-lo > maxRowValues {
			ix.vals = ix.vals[:lo] // a blob: none of its values pins a row
		} else if hi > lo {
			ix.rows = append(ix.rows, resultRow{lo, hi, int32(rowStart), int32(end)})
		}
	}
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == '\n':
			flush(i)
			rowStart = i + 1
		case s[i] == '}':
			// one object of an array written on one line ends here
			j := i + 1
			for j < len(s) && s[j] == ' ' {
				j++
			}
			if j < len(s) && s[j] == ',' {
				flush(i)
				rowStart = j + 1
			}
		}
	}
	flush(len(s))
	ix.sorted = make([]int32, len(ix.vals))
	for i := range ix.sorted {
		ix.sorted[i] = int32(i)
	}
	sort.Slice(ix.sorted, func(a, b int) bool {
		x, y := &ix.vals[ix.sorted[a]], &ix.vals[ix.sorted[b]]
		if x.clock != y.clock {
			return !x.clock
		}
		return x.v < y.v
	})
	return ix
}

// datePart reports whether the number at sp is a part of a date or a range
// written with a dash or slash between digits (2024-06-09, 11/24).
func datePart(s string, sp span) bool {
	if sp.start >= 2 && (s[sp.start-1] == '-' || s[sp.start-1] == '/') && isDigitByte(s[sp.start-2]) {
		return true
	}
	return sp.end+1 < len(s) && (s[sp.end] == '-' || s[sp.end] == '/') && isDigitByte(s[sp.end+1])
}

// clauseValue is a value of the reply's clause as checkRowValues reads it.
type clauseValue struct {
	k     int // index in c.nums (the hour, for a clock time)
	v     float64
	clock bool
	sp    span // the value's text (hh:mm for a clock time)
	day   bool // a day of the month: it pins a row, it is none of its fields
}

// checkRowValues reports a value of a clause that restates one result row
// and gives one of the row's fields a value no result holds (see above).
func (c *check) checkRowValues(in *info) {
	if len(in.targets) == 0 || in.modal || in.numHi-in.numLo < 3 {
		return
	}
	s := c.folded
	var buf [16]clauseValue
	vals := buf[:0]
	for k := in.numLo; k < in.numHi; k++ {
		n := &c.nums[k]
		if n.start < in.start || n.end > in.end || len(n.vals) == 0 || n.glued || n.version || n.inDate || n.ordinal || c.inCitation(n.span) || c.inURL(n.span) {
			continue
		}
		if n.start >= 2 && s[n.start-1] == ':' && isDigitByte(s[n.start-2]) {
			continue // the minutes of a clock time, read with its hour
		}
		if len(vals) == len(buf) {
			return // a long run of values: a table flattened into prose
		}
		if clockAfter(s, n.end) {
			_, h, m, ok := hhmmAt(s, n.end)
			if !ok || h*60+m >= 24*60 || clockGoesOn(s, n.end+3) {
				continue
			}
			vals = append(vals, clauseValue{k: k, v: float64(h*60 + m), clock: true, sp: span{n.start, n.end + 3}})
			continue
		}
		if n.cjk || datePart(s, n.span) {
			continue // a weekday's numeral (周六)
		}
		// A day of the month (23 日) pins the row of its date but is no
		// field of it.
		day := dayWordAfter(s, n.end) || c.dayOfMonth(n, in.targets)
		vals = append(vals, clauseValue{k: k, v: n.vals[0], sp: n.span, day: day})
	}
	// The dates of the clause pin rows as values do (the 27 November of
	// "11 月 27 日 8:30–10:30"), and stand for one value of the clause.
	var dbuf [4]date
	ds := dbuf[:0]
	for k := datesFrom(c.dates, in.start); k < len(c.dates) && c.dates[k].end <= in.end && len(ds) < len(dbuf); k++ {
		if d := c.dates[k]; d.m > 0 && d.d > 0 && (len(ds) == 0 || ds[len(ds)-1].span != d.span) {
			ds = append(ds, d)
		}
	}
	if len(vals)+len(ds) < 3 {
		return
	}
	// The row each target's values pin: the one that matches the most
	// values of the clause, two at least, and more than any other row.
	tally := rowTally{max: 32}
	for _, ci := range in.targets {
		ix := c.recordValues(ci)
		if len(ix.vals) == 0 {
			continue
		}
		for vi := range vals {
			cv := &vals[vi]
			seen := int32(-1)
			i, j := rowMatches(ix, cv)
			for ; i < j; i++ {
				at := ix.sorted[i]
				if !cv.clock && !nearAny(&c.nums[cv.k], ix.vals[at].v) {
					continue
				}
				r := ix.vals[at].row
				if r == seen {
					continue
				}
				seen = r
				if !tally.add(ci, r, distinctive(cv)) {
					return // the values are everywhere in the result
				}
			}
		}
	}
	for _, ci := range in.targets {
		if len(ds) == 0 {
			break
		}
		ix := c.recordValues(ci)
		if len(ix.rows) == 0 {
			continue // another target may have rows that a date names
		}
		for _, d := range ds {
			// a date of one row only: the date of every line of a day's
			// calendar names none of them
			r := int32(-1)
			for _, rd := range c.calls[ci].dates {
				if rd.m != d.m || rd.d != d.d {
					continue
				}
				x := int32(sort.Search(len(ix.rows), func(r int) bool { return ix.rows[r].end > int32(rd.start) }))
				if int(x) >= len(ix.rows) || ix.rows[x].start > int32(rd.start) || x == r {
					continue
				}
				if r >= 0 {
					r = -2
					break
				}
				r = x
			}
			if r < 0 {
				continue
			}
			if !tally.add(ci, r, true) {
				return
			}
		}
	}
	best, ok := tally.best()
	if !ok || best.n < 2 || !best.strong {
		return
	}
	ci := int(best.ci)
	ix := c.recordValues(ci)
	rr := ix.rows[best.row]
	row := ix.vals[rr.lo:rr.hi]
	rowText := c.calls[ci].folded[rr.start:rr.end]
	// A clause that states a change ("+$730.84", "+7.6%") works values
	// out from the row: one the row lacks is likely derived (see
	// signedDifference).
	if c.changeStated(in, vals) {
		return
	}
	// The one value of the clause that no result holds.
	all := c.okCalls(famAny)
	// A value no result holds comes first; one held only by other rows of
	// this call may be that row's field given to this one (see
	// row_sibling_field.go): read only when the clause has no value no
	// result holds, and only when it is the one.
	var hbuf [8]int
	held := hbuf[:0]
	odd := -1
	for vi := range vals {
		cv := &vals[vi]
		if cv.day || c.inRow(row, cv) {
			continue
		}
		n := &c.nums[cv.k]
		if c.heldElsewhere(in, n, cv, all) {
			if !cv.clock && standsIn(rowText, n.digits) {
				continue
			}
			held = append(held, vi)
			continue
		}
		if c.ownWorking(vals, vi) || !cv.clock && (standsIn(rowText, n.digits) || rowStep(ix, best.row, n)) {
			continue
		}
		if odd >= 0 {
			return // two values the row lacks: not one field changed
		}
		odd = vi
	}
	sib := -1
	if odd < 0 {
		if sib = c.siblingValue(in, ci, ix, best.row, vals, row, held, all); sib < 0 {
			return
		}
		odd = sib
	}
	isSib := odd == sib
	cv := &vals[odd]
	n := &c.nums[cv.k]
	// The one value of the row of that kind the clause leaves out.
	other := -1
	for ri := range row {
		rv := &row[ri]
		if rv.clock != cv.clock || c.rowValueWritten(vals, rv) {
			continue
		}
		if rv.clock {
			if rv.end && !c.rangeOrEndNear(cv.sp.start, cv.sp.end) {
				continue // the end of the item, not its time
			}
		} else if !likeSized(n, rv, sizeUnit(s, n.end)) {
			continue
		}
		if other >= 0 {
			return // two candidates: no telling which field was meant
		}
		other = ri
	}
	if other < 0 {
		return
	}
	want := row[other]
	if !c.inRowOrder(vals, odd, row, want.at) {
		return
	}
	// Held only by other rows: one of them must hold it in the same field,
	// after as many field separators (tab, pipe, comma — a JSON object's
	// too —, a run of two spaces) (see row_sibling_field.go).
	for i, j := rowMatches(ix, cv); isSib && i < j; i++ {
		v := &ix.vals[ix.sorted[i]]
		if v.row == best.row || !c.readsAs(v, cv) {
			continue
		}
		var fs [2]int
		for k, seg := range [2]string{c.calls[ci].folded[rr.start:want.at], c.calls[ci].folded[ix.rows[v.row].start:v.at]} {
			for p := 0; p < len(seg); p++ {
				if b := seg[p]; b == '\t' || b == '|' || b == ',' || b == ' ' && p+1 < len(seg) && seg[p+1] == ' ' && (p == 0 || seg[p-1] != ' ') {
					fs[k]++
				}
			}
		}
		isSib = fs[0] == 0 || fs[0] != fs[1]
	}
	if isSib {
		return
	}
	var wrote string
	if want.clock {
		m := int(want.v)
		wrote = fmt.Sprintf("%02d:%02d", m/60, m%60)
	} else {
		wrote = fmt.Sprintf("%g", want.v)
	}
	msg := c.masked[cv.sp.start:cv.sp.end] + " is not the value the result of " + c.calls[ci].Tool + " gives in the row the clause restates (it gives " + wrote + ")"
	for k := max(0, len(c.rep.Findings)-64); k < len(c.rep.Findings); k++ {
		if f := &c.rep.Findings[k]; f.Type == FactMismatch && f.Start >= cv.sp.start && f.End <= cv.sp.end {
			f.Basis, f.Rule = BasisContradiction, "fact/row-value"
			return
		}
	}
	c.addRule("fact/row-value", BasisContradiction, c.callFinding(FactMismatch, cv.sp, ci, msg))
}

// rowMatches returns the positions in ix.sorted of the values that may
// read as cv, found by binary search: for a number, those within a half
// of it (the caller asks nearAny of each).
func rowMatches(ix *rowIndex, cv *clauseValue) (int, int) {
	lo, hi := cv.v-0.5, cv.v+0.5
	if cv.clock {
		lo, hi = cv.v, cv.v
	}
	i := sort.Search(len(ix.sorted), func(i int) bool {
		x := &ix.vals[ix.sorted[i]]
		if x.clock != cv.clock {
			return x.clock
		}
		return x.v >= lo
	})
	j := i
	for j < len(ix.sorted) {
		x := &ix.vals[ix.sorted[j]]
		if x.clock != cv.clock || x.v > hi {
			break
		}
		j++
	}
	return i, j
}

// distinctive reports whether a clause value pins a row on its own: a clock
// time, or a number other than a small whole one.
func distinctive(cv *clauseValue) bool {
	return cv.clock || cv.v >= 10 || cv.v != math.Trunc(cv.v)
}

// inRow reports whether the row holds the clause value cv (a clock time on
// the twelve-hour clock, so "3:30 pm" and 15:30 are one time).
func (c *check) inRow(row []rowValue, cv *clauseValue) bool {
	for i := range row {
		rv := &row[i]
		if rv.clock == cv.clock && c.readsAs(rv, cv) {
			return true
		}
	}
	return false
}

// readsAs reports whether the clause value cv reads as the row value rv of
// its kind: a clock time on the twelve-hour clock (so "3:30 pm" and 15:30
// are one time), a number as nearAny reads it.
func (c *check) readsAs(rv *rowValue, cv *clauseValue) bool {
	if rv.clock {
		return int(rv.v)%720 == int(cv.v)%720
	}
	return nearAny(&c.nums[cv.k], rv.v)
}

// rowValueWritten reports whether some value of the clause reads as rv.
func (c *check) rowValueWritten(vals []clauseValue, rv *rowValue) bool {
	for i := range vals {
		cv := &vals[i]
		if cv.clock != rv.clock || cv.day {
			continue
		}
		if c.readsAs(rv, cv) {
			return true
		}
	}
	return false
}

// siblingValue returns the one value of held (values of the clause another
// result holds, read only when the clause has none no result holds) that
// only other rows of call ci hold, or -1: none, or more than one. The
// other calls, the request and the clause's own working are read only
// when some such value has another row's value reading as it, the one a
// finding needs (see row_sibling_field.go).
func (c *check) siblingValue(in *info, ci int, ix *rowIndex, br int32, vals []clauseValue, row []rowValue, held []int, all []int) int {
	var sbuf [8]bool
	sibs := sbuf[:0]
	some := false
	for _, vi := range held {
		s := false
		for i, j := rowMatches(ix, &vals[vi]); i < j && !s; i++ {
			v := &ix.vals[ix.sorted[i]]
			s = v.row != br && c.readsAs(v, &vals[vi])
		}
		sibs = append(sibs, s)
		some = some || s
	}
	if !some {
		return -1
	}
	var obuf [16]int
	others := obuf[:0]
	for _, cj := range all {
		if cj != ci && len(others) < len(obuf) {
			others = append(others, cj)
		}
	}
	// In a clause that writes as many values as the row, a value changes
	// a field, it works nothing out.
	aligned := len(vals) == len(row) && len(row) >= 4
	// Those with another row's value first; a second one: none.
	sib := -1
	for _, pass := range [2]bool{true, false} {
		for k, vi := range held {
			if sibs[k] != pass {
				continue
			}
			cv := &vals[vi]
			if c.heldElsewhere(in, &c.nums[cv.k], cv, others) || !aligned && c.ownWorking(vals, vi) {
				continue
			}
			if sib >= 0 {
				return -1
			}
			sib = vi
		}
		if sib < 0 {
			return -1
		}
	}
	return sib
}

// heldElsewhere reports whether the clause value is accounted for without
// the row: another result holds it, the request or the arguments write
// it, a word qualifies or negates it, or it is a conversion of a result's
// value (another unit, another time zone).
func (c *check) heldElsewhere(in *info, n *num, cv *clauseValue, all []int) bool {
	if c.qualifiedNum(in, n) || c.negatedValue(in, n) || c.countUsed[cv.k] {
		return true
	}
	if cv.clock {
		// the request's "after 19:00" holds 19:00, not 19:04
		t := c.folded[cv.sp.start:cv.sp.end]
		return hasSubstr(c.request, t) || c.requestHour(n) || c.timeIn(n, all) || c.compactTimeIn(n, all) || c.timeInArgs(n) || c.tzShifted(n, all) || c.resultZoneShifted(n, all) || c.zoneShifted(n, all) || c.timeZoneNear(n)
	}
	return c.inRequestNum(n) || c.inArgNums(n) || c.numIn(*n, all) || c.approxIn(n, all) || c.converted(n, all) || c.roundedIn(n, all) || c.hourIn(n, all)
}

// ownWorking reports whether the clause's value vi is worked out from two
// other values of the clause: their sum, difference, product or ratio (in
// per cent too) — "41°C and 30°C, an 11° swing".
func (c *check) ownWorking(vals []clauseValue, vi int) bool {
	n := &c.nums[vals[vi].k]
	if vals[vi].clock {
		return false
	}
	for a := range vals {
		for b := a + 1; b < len(vals); b++ {
			if a == vi || b == vi || vals[a].clock || vals[b].clock || vals[a].day || vals[b].day {
				continue
			}
			if pairWorked(n, vals[a].v, vals[b].v) {
				return true
			}
		}
	}
	return false
}

// rowStep reports whether n is the change of one field between row r and
// the row before or after it ("6 more lots" of 58 and 64 in the rows of
// two weeks): a difference worked out from the row and its neighbour, no
// field of the row given another value.
func rowStep(ix *rowIndex, r int32, n *num) bool {
	a := ix.rows[r]
	for _, o := range [2]int32{r - 1, r + 1} {
		if o < 0 || int(o) >= len(ix.rows) {
			continue
		}
		b := ix.rows[o]
		if b.hi-b.lo != a.hi-a.lo {
			continue
		}
		for f := int32(0); f < a.hi-a.lo; f++ {
			va, vb := &ix.vals[a.lo+f], &ix.vals[b.lo+f]
			if !va.clock && !vb.clock && va.v != vb.v && nearAny(n, absFloat(va.v-vb.v)) {
				return true
			}
		}
	}
	return false
}

// likeSized reports whether the row's number could be the field the
// reply's number n restates: the same size unit, or the same sign and
// within a factor of two.
func likeSized(n *num, rv *rowValue, unit int) bool {
	if unit > 0 && rv.unit == unit {
		return true
	}
	if n.neg != rv.neg || rv.v == 0 || n.vals[0] == 0 {
		return false
	}
	a, b := absFloat(n.vals[0]), absFloat(rv.v)
	return math.Max(a, b) <= 2*math.Min(a, b)
}

// standsIn reports whether the digits d stand as a number of their own in
// text, in any part (the hour of 4:18, the day of 2024-06-09): a value the
// row writes in another part is read from it, not changed.
func standsIn(text, d string) bool {
	for j := indexFrom(text, d, 0); j >= 0; j = indexFrom(text, d, j+1) {
		if standsAt(text, j, d) {
			return true
		}
	}
	return false
}

// standsAt reports whether the digits d written at text[j:] are a number
// of their own: no digit or decimal point before them, no digit after.
func standsAt(text string, j int, d string) bool {
	return (j == 0 || !isDigitByte(text[j-1]) && text[j-1] != '.') && (j+len(d) == len(text) || !isDigitByte(text[j+len(d)]))
}

// inRowOrder reports whether the clause writes its values in the row's
// order around the changed one: each value before vals[odd] is in the row
// before the field at offset at, each value after it after: a clause that
// restates a row follows its columns, while a value written out of order
// ("108 balls (18 overs)") is the reply's own reading.
func (c *check) inRowOrder(vals []clauseValue, odd int, row []rowValue, at int32) bool {
	for vi := range vals {
		cv := &vals[vi]
		if vi == odd || cv.day || c.rangeJoined(vals[odd].sp, cv.sp) {
			continue // a range's two ends are written in either order
		}
		found, ok := false, false
		for ri := range row {
			rv := &row[ri]
			if rv.clock != cv.clock {
				continue
			}
			if c.readsAs(rv, cv) {
				found = true
				if vi < odd && rv.at < at || vi > odd && rv.at > at {
					ok = true
				}
			}
		}
		if found && !ok {
			return false
		}
	}
	return true
}

// dayWordAfter reports whether the number ending at end is a day of the
// month by the word after it: 23 日, 23号, 9 तारीख़ (not 3 日間, a span).
func dayWordAfter(s string, end int) bool {
	rest := strings.TrimLeft(s[end:min(len(s), end+16)], " ")
	if hasPrefix(rest, "日") {
		return !hasPrefix(rest, "日間") && !hasPrefix(rest, "日间")
	}
	return hasPrefix(rest, "号") || hasPrefix(rest, "號") || hasPrefix(rest, "तारीख")
}

var (
	rangeJoinedList1 []string
)

// rowValuesLists holds the phrases of the word lists declared above (see barList).
var rowValuesLists = [...]barList{
	// The lists of rangeJoined, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&rangeJoinedList1, "°c|°|℃|%"},
}

var _ = splitBars(rowValuesLists[:])

// rangeJoined reports whether the spans a and b are the two ends of a
// range the reply writes ("18～25°C", "7℃ / -2℃").
func (c *check) rangeJoined(a, b span) bool {
	if a.start > b.start {
		a, b = b, a
	}
	if b.start-a.end > 8 {
		return false
	}
	gap := strings.TrimSpace(c.folded[a.end:b.start])
	for _, u := range rangeJoinedList1 {
		gap = strings.TrimSpace(trimPrefix(gap, u))
	}
	return gap == "/" || slices.Contains(rangeSeps, gap)
}

// rowTally counts, per result row (row r of call ci), the values of a
// reply clause or line that the row holds: the row they pin most is the
// one the reply restates. Its hits are an array in the struct, so a tally
// on the stack allocates nothing; add reports false once max rows are
// counted (the values are everywhere in the result).
type rowTally struct {
	hits [32]rowHit
	n    int
	max  int // at most len(hits)
}

// rowHit is one row's count in a rowTally; strong when a distinctive
// value (not a small number, see distinctive) or a code pinned it.
type rowHit struct {
	ci, row int32
	n       int8
	strong  bool
}

// add counts one more value on row r of call ci.
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func (t *rowTally) add(ci int, r int32, strong bool) bool {
	for h := range t.n {
		if t.hits[h].ci == int32(ci) && t.hits[h].row == r {
			t.hits[h].n++
			t.hits[h].strong = t.hits[h].strong || strong
			return true
		}
	}
	if t.n == t.max {
		return false
	}
	t.hits[t.n] = rowHit{ci: int32(ci), row: r, n: 1, strong: strong}
	t.n++
	return true
}

// best returns the row counted most, when one row leads alone.
func (t *rowTally) best() (rowHit, bool) {
	best, tie := -1, false
	for h := range t.n {
		switch {
		case best < 0 || t.hits[h].n > t.hits[best].n:
			best, tie = h, false
		case t.hits[h].n == t.hits[best].n:
			tie = true
		}
	}
	if best < 0 || tie {
		return rowHit{}, false
	}
	return t.hits[best], true
}

// recordValues returns rowValues(ci), with its rows made one when the
// result is one record written a field a line ("min: 1800", "max=3200"):
// three lines or more, each a key, its ":" or "=", and one value, the keys
// all different. Each is indented as the least indented of them, or
// further under a heading of its own ("price:" or "\"price\": {" over
// indented min, max and modal): a line of no value, less indented, that
// ends in ":" or "{". The fields of such a record belong together as a
// table row's do. Computed once per call; only checkRowValues reads a
// record so (the count rules read its lines as rows).
func (c *check) recordValues(ci int) *rowIndex {
	call := &c.calls[ci]
	if call.recVals != nil {
		return call.recVals
	}
	ix := c.rowValues(ci)
	call.recVals = ix
	if len(ix.rows) < 3 || len(ix.vals) > maxRowValues {
		return ix
	}
	s := call.folded
	indent := -1
	for _, r := range ix.rows {
		if w := lineIndent(s[r.start:r.end]); indent < 0 || w < indent {
			indent = w
		}
	}
	var keys [maxRowValues]string
	for i, r := range ix.rows {
		line := s[r.start:r.end]
		w := lineIndent(line)
		k := strings.IndexAny(line, ":=")
		if r.hi-r.lo != 1 || k <= w || int32(k) >= ix.vals[r.lo].at-r.start || isDigitByte(line[w]) || strings.IndexByte(line[:k], ',') >= 0 || strings.IndexByte(line[:k], '|') >= 0 {
			return ix
		}
		if w != indent && !underHeading(s, int(r.start), w) {
			return ix
		}
		keys[i] = line[w:k]
		for _, o := range keys[:i] {
			if o == keys[i] {
				return ix // a key twice: records, not one
			}
		}
	}
	rec := &rowIndex{vals: append([]rowValue(nil), ix.vals...), sorted: ix.sorted, rows: []resultRow{{0, int32(len(ix.vals)), 0, int32(len(s))}}}
	for i := range rec.vals {
		rec.vals[i].row = 0
	}
	call.recVals = rec
	return rec
}

// lineIndent returns the spaces line starts with.
func lineIndent(line string) int {
	w := 0
	for w < len(line) && line[w] == ' ' {
		w++
	}
	return w
}

// underHeading reports whether the line at start, indented w, is nested
// under a heading: the nearest line above it indented less (within 512
// bytes) holds no digit and ends in ":" or "{" ("price:", "\"price\": {").
func underHeading(s string, start, w int) bool {
	for end := start - 1; end > 0 && start-end < 512; {
		b := strings.LastIndexByte(s[:end], '\n') + 1
		line := s[b:end]
		if t := strings.TrimRight(line, " "); t != "" && lineIndent(line) < w {
			return !hasDigit(t) && (t[len(t)-1] == ':' || t[len(t)-1] == '{')
		}
		end = b - 1
	}
	return false
}
