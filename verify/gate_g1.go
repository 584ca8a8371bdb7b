package verify

import (
	"math"
	"strconv"
	"strings"
)

// competes reports whether a plain number the results do not hold is
// still a plausible misreading of them, so that checkFacts may report it.
// It is asked last, of a number every rule of derivation has failed to
// back (not of dates, clock times or versions, which have their own
// checks).
//
// A misreported value stands in for one value the result holds, so it is
// of that value's size or a slip of its digits: the wrong figures of
// every development batch were within a factor of a few of a result value
// (more often smaller: a dropped digit, a neighbouring row) or one digit
// away from one. A figure more than twice every value the turn's results
// show, and no digit slip of any, is an aggregate the reply worked out —
// a sum over rows, a product, a conversion into a smaller unit — that the
// rules of derivation did not reproduce (a subset they cannot pick, a
// formula they do not know); held to the result it is wrong more often
// than right. The exception is a reply that shows its working next to
// the figure: then the figure is that arithmetic, and a wrong one is
// reported.
func (c *check) competes(in *info, n *num) bool {
	if c.dayMonthShape(n) {
		return true // 17/09: a date, read as a date elsewhere
	}
	v := 0.0
	for _, x := range n.vals {
		v = math.Max(v, math.Abs(x))
	}
	if v <= 2*c.resultMax() {
		return true
	}
	return c.digitSlip(n) || c.showsWorking(in, n)
}

// resultMax is the largest magnitude among the plain numbers of every
// call's result, failed ones included ("timed out after 120s"); computed
// once per check. Identifiers glued to letters, versions and the parts
// of dates are no values.
func (c *check) resultMax() float64 {
	if c.g1MaxDone {
		return c.g1Max
	}
	c.g1MaxDone = true
	m := 0.0
	for ci := range c.calls {
		call := &c.calls[ci]
		if !call.ok {
			m = math.Max(m, maxDigitRun(call.Result))
			continue
		}
		for k := range call.nums {
			r := &call.nums[k]
			if r.glued || r.version || r.inDate {
				continue
			}
			for _, x := range r.vals {
				m = math.Max(m, math.Abs(x))
			}
		}
	}
	c.g1Max = m
	return m
}

// maxDigitRun is the largest integer written in s (a failed call's
// message: "timed out after 120s", "limit is 50 per page").
func maxDigitRun(s string) float64 {
	m := 0.0
	for i := 0; i < len(s); {
		if !isDigitByte(s[i]) {
			i++
			continue
		}
		j := i
		for j < len(s) && isDigitByte(s[j]) && j-i < 15 {
			j++
		}
		if x, err := strconv.ParseFloat(s[i:j], 64); err == nil {
			m = math.Max(m, x)
		}
		for j < len(s) && isDigitByte(s[j]) {
			j++
		}
		i = j
	}
	return m
}

// digitSlip reports whether n's digits are one slip from those of a
// number of a result: one digit changed, added or dropped, or two next to
// each other swapped (8444 for 8443, 48213 for 4821, 2427 for 2247).
// Numbers glued into a key count ("copay_30day" against "90-day"). Both
// need two digits: any single digit is one change from any other.
func (c *check) digitSlip(n *num) bool {
	a := n.digits
	if digitCount(a) < 2 {
		return false
	}
	for ci := range c.calls {
		call := &c.calls[ci]
		if !call.ok {
			continue
		}
		for k := range call.nums {
			r := &call.nums[k]
			if r.version || r.inDate || r.digits == "" {
				continue
			}
			if oneSlip(a, r.digits) {
				return true
			}
		}
	}
	return false
}

// digitCount counts the ASCII digits of s.
func digitCount(s string) int {
	k := 0
	for i := 0; i < len(s); i++ {
		if isDigitByte(s[i]) {
			k++
		}
	}
	return k
}

// oneSlip compares the digits of a and b (separators ignored, leading
// zeros kept): equal but for one substitution, insertion, deletion or
// swap of neighbours.
func oneSlip(a, b string) bool {
	var da, db [24]byte
	na, nb := 0, 0
	for i := 0; i < len(a) && na < len(da); i++ {
		if isDigitByte(a[i]) {
			da[na] = a[i]
			na++
		}
	}
	for i := 0; i < len(b) && nb < len(db); i++ {
		if isDigitByte(b[i]) {
			db[nb] = b[i]
			nb++
		}
	}
	x, y := da[:na], db[:nb]
	if len(x) < len(y) {
		x, y = y, x
	}
	if len(x)-len(y) > 1 {
		return false
	}
	i := 0
	for i < len(y) && x[i] == y[i] {
		i++
	}
	if i == len(y) {
		return len(x) > len(y) // one digit added at the end; equal is no slip
	}
	if len(x) > len(y) {
		return string(x[i+1:]) == string(y[i:])
	}
	if string(x[i+1:]) == string(y[i+1:]) {
		return true // one digit changed
	}
	return i+1 < len(x) && x[i] == y[i+1] && x[i+1] == y[i] && string(x[i+2:]) == string(y[i+2:])
}

// dayMonthShape reports whether n is one side of a day and month written
// with a slash (17/09, 9/17): a date, not a plain number.
func (c *check) dayMonthShape(n *num) bool {
	t := c.folded
	return n.end+1 < len(t) && t[n.end] == '/' && isDigitByte(t[n.end+1]) ||
		n.start >= 2 && t[n.start-1] == '/' && isDigitByte(t[n.start-2])
}

// showsWorking reports whether the reply writes, next to n, the figures
// it was worked out from: two other numbers of the clause that results
// hold ("€35 per full day and €20 per travel day, €130 in all"), two
// other numbers on its line of which a result holds one (a table row
// "NVDA | 40 | $125.00 | €4,850.00"), or a percentage before it on its
// line, the rate applied ("+ 2% fee | £36.65"). The figure is then that
// arithmetic, which the rules of derivation have already failed to
// reproduce. At most eight neighbours each way are read.
func (c *check) showsWorking(in *info, n *num) bool {
	ls, le := c.lineAround(n.start, n.end)
	all := c.okCalls(famAny)
	clauseBacked, line, lineBacked := 0, 0, 0
	for k := max(0, n.index-8); k < min(len(c.nums), n.index+9); k++ {
		o := &c.nums[k]
		if k == n.index || o.inDate || o.glued || len(o.vals) == 0 {
			continue
		}
		inClause := o.start >= in.start && o.end <= in.end
		onLine := o.start >= ls && o.end <= le
		if !inClause && !onLine {
			continue
		}
		if onLine && o.percent && k < n.index {
			return true
		}
		backed := c.numIn(*o, all)
		if inClause && backed {
			clauseBacked++
		}
		if onLine {
			line++
			if backed {
				lineBacked++
			}
		}
	}
	if clauseBacked >= 2 || line >= 2 && lineBacked >= 1 {
		return true
	}
	clause := c.folded[in.start:in.end]
	for _, ws := range [2][]string{sumWords, totalWords} {
		for _, w := range ws {
			if strings.Contains(clause, w) {
				return true
			}
		}
	}
	return false
}
