package verify

import (
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
	if in.numHi <= in.numLo {
		return
	}
	targets := in.targets
	if len(targets) == 0 {
		if !c.oneCallTurn() {
			return
		}
		targets = callIndex[0:1] // see callIndex: no allocation
	}
	for k := in.numLo; k < in.numHi; k++ {
		n := &c.nums[k]
		if n.start < in.start || n.end > in.end || n.percent || n.version || n.glued || n.inDate || n.ordinal || n.neg || !isIntNum(n) || len(n.vals) == 0 {
			continue
		}
		if after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+8)], " *_"); after == "" || after[0] != '|' {
			continue // not the whole of a table cell: no line to read
		}
		ls, le := c.lineAround(n.start, n.end)
		row := strings.TrimSpace(c.folded[ls:le])
		if !strings.HasPrefix(row, "|") || !totalLabel(row) {
			continue
		}
		sum, ok := c.columnIntSum(n, ls)
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
// n's row (one figure a row, up to 64 rows), and reports whether there
// were two or more and every figure of the column was an integer.
func (c *check) columnIntSum(n *num, ls int) (int, bool) {
	cell := strings.Count(c.folded[ls:n.start], "|")
	sum, terms := 0, 0
	end := ls
	for k := n.index - 1; k >= 0 && terms < 64; k-- {
		r := &c.nums[k]
		if r.end > end {
			continue // another number of n's row or of a row already read
		}
		rs, re := c.lineAround(r.start, r.end)
		if !strings.HasPrefix(strings.TrimSpace(c.folded[rs:re]), "|") {
			break // the table ends above
		}
		if strings.Count(c.folded[rs:r.start], "|") != cell {
			continue
		}
		if r.glued || r.inDate || r.percent || len(r.vals) == 0 || !isIntNum(r) {
			return 0, false
		}
		sum += int(r.vals[len(r.vals)-1])
		terms++
		end = rs
	}
	return sum, terms >= 2
}
