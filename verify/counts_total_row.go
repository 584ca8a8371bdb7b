package verify

import (
	"math"
	"strconv"
	"strings"
)

// Table total rows: a reply that breaks a result's items down in a table
// ("| acme/web | 4 |", "| acme/api | 4 |") often closes it with a total
// row ("| **合计** | **8** |", "| Total | 8 |"). When the rows above add up
// to exactly the number of items the result counted, the rows are the
// breakdown of those items and the total row restates their count: a
// total that differs from both its own rows and the result's count is a
// miscount, not a figure the reply derived. A total that equals its rows
// but not the result (a table of a part), or rows that do not add up to
// the result's count (a table of amounts, not of items), are left alone.

// checkTotalRowCount reports an integer in a table's total row that
// differs from the sum of the column above it when that sum is the
// count of a target call's items.
func (c *check) checkTotalRowCount(in *info) {
	targets, ok := c.ruleTargets(in)
	if !ok {
		return
	}
	for k := in.numLo; k < in.numHi; k++ {
		n := &c.nums[k]
		if !plainFigureIn(in, n) || !isIntNum(n) || len(n.vals) == 0 {
			continue
		}
		if after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+8)], " *_"); after == "" || after[0] != '|' {
			continue // not the whole of a table cell: no line to read
		}
		ls, le := c.lineAround(n.start, n.end)
		row := strings.TrimSpace(c.folded[ls:le])
		if !hasPrefix(row, "|") || !totalLabel(row) {
			continue
		}
		sum, ok := c.columnIntSum(n, ls, le, false)
		if !ok {
			sum, ok = c.columnIntSum(n, ls, le, true) // the total first: see table_count_column.go
		}
		if !ok || int(n.vals[0]) == sum {
			continue
		}
		for _, ci := range targets {
			call := &c.calls[ci]
			if !call.ok || call.Count == nil || *call.Count != sum || *call.Count == int(n.vals[0]) {
				continue
			}
			if c.alreadyFound(CountMismatch, n.span) {
				break
			}
			// Contradiction: the rows and the result agree on the count.
			c.addRule("count/total-row", BasisContradiction, c.callFinding(CountMismatch, n.span, ci,
				"total row says "+n.digits+", but its rows add up to "+strconv.Itoa(sum)+" and the result of "+call.Tool+" has "+strconv.Itoa(sum)))
			break
		}
	}
}

// columnIntSum adds up the integers in n's cell of the table rows above
// n's row, which spans ls to le, or below it when below (one figure a row,
// up to 64 rows), and reports whether there were two or more and every
// figure of the column was an integer.
func (c *check) columnIntSum(n *num, ls, le int, below bool) (int, bool) {
	sum, terms, ints := 0, 0, true
	c.walkColumn(n, ls, le, below, func(r *num) (took, stop bool) {
		if r.glued || r.inDate || r.percent || len(r.vals) == 0 || !isIntNum(r) {
			ints = false
			return false, true
		}
		sum += int(intReading(r))
		terms++
		return true, false
	})
	if !ints {
		return 0, false
	}
	return sum, terms >= 2
}

// intReading returns the reading of r that is a whole number: its last
// (the reply's locale reads "1.284" as 1284), unless that one has a
// fraction, as "1,105" read as 1.105 has where the figure is 1105.
func intReading(r *num) float64 {
	v := r.vals[len(r.vals)-1]
	if v != math.Trunc(v) {
		for _, w := range r.vals {
			if w == math.Trunc(w) {
				return w
			}
		}
	}
	return v
}
