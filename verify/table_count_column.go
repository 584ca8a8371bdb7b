package verify

import (
	"strconv"
	"strings"
)

// Counts in table cells. Replies tabulate counts as often as they write
// them in prose, in two set ways the prose rules do not read:
//
//   - The total row first: "| कुल | 7 |" then "| Running | 5 |", "|
//     CrashLoopBackOff | 1 |" — people give the whole before its parts as
//     often as after them, so a total row is held to the rows below it when
//     none stand above (see checkTotalRowCount).
//   - A row that cites a receipt: "| Fee Receipt | 3 | <receipt> |" in a
//     column headed by what it counts ("मेल की संख्या", "Count", "Archivos",
//     "件数"). The receipt ties the row to one call, and the header says the
//     figure is how many items; a figure that differs from that call's own
//     count is a miscount, as "3 emails <receipt>" would be in a sentence.

// columnIntSumBelow is columnIntSum for the rows below n's row, which ends
// at le: the parts of a total row that opens its table.
func (c *check) columnIntSumBelow(n *num, ls, le int) (int, bool) {
	cell := strings.Count(c.folded[ls:n.start], "|")
	sum, terms, rowEnd := 0, 0, le
	for k := n.index + 1; k < len(c.nums) && terms < 64; k++ {
		r := &c.nums[k]
		if r.start < rowEnd {
			continue // n's row, or a row already read
		}
		rs, re := c.lineAround(r.start, r.end)
		if !strings.HasPrefix(strings.TrimSpace(c.folded[rs:re]), "|") {
			break // the table ends
		}
		if strings.Count(c.folded[rs:r.start], "|") != cell {
			continue
		}
		if r.glued || r.inDate || r.percent || len(r.vals) == 0 || !isIntNum(r) {
			return 0, false
		}
		sum += int(r.vals[len(r.vals)-1])
		terms++
		rowEnd = re
	}
	return sum, terms >= 2
}

// countHeaderWords head a column of counts whatever the items: "count",
// "número", "संख्या", "数量", "件数".
var countHeaderWords = []string{"count", "número", "numero", "cantidad", "nº", "संख्या", "गिनती", "数量", "个数", "個数", "件数", "人数", "次数"}

// checkCitedCountRows reports a figure alone in a table cell whose column
// counts items, on a row that cites the receipt of one counted call, when
// it differs from that call's count (see the comment above).
func (c *check) checkCitedCountRows(in *info) {
	for k := in.numLo; k < in.numHi; k++ {
		n := &c.nums[k]
		if !plainFigureIn(in, n) || !isIntNum(n) || len(n.vals) == 0 || c.countUsed[k] {
			continue
		}
		after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+8)], " *_")
		before := strings.TrimRight(c.folded[max(0, n.start-8):n.start], " *_")
		if after == "" || after[0] != '|' || !strings.HasSuffix(before, "|") {
			continue // not the whole of a cell
		}
		ls, le := c.lineAround(n.start, n.end)
		ci := c.rowCitedCall(ls, le)
		if ci < 0 || int(n.vals[0]) == *c.calls[ci].Count || !c.countColumn(ls, strings.Count(c.folded[ls:n.start], "|")) {
			continue
		}
		if c.alreadyFound(CountMismatch, n.span) {
			continue
		}
		c.countUsed[k] = true
		c.addRule("count/cited-row", BasisContradiction, c.callFinding(CountMismatch, n.span, ci,
			"reply says "+n.digits+" in a column of counts on a row citing "+c.calls[ci].Tool+", whose result has "+strconv.Itoa(*c.calls[ci].Count)))
	}
}

// rowCitedCall returns the one ok counted call whose receipts the line
// ls:le cites, or -1 (none, several, or no count of its own).
func (c *check) rowCitedCall(ls, le int) int {
	ci := -1
	for _, ct := range c.cites {
		if ct.start < ls || ct.start >= le {
			continue
		}
		if ct.call < 0 || ci >= 0 && ci != ct.call {
			return -1
		}
		ci = ct.call
	}
	if ci < 0 || !c.calls[ci].ok || c.calls[ci].Count == nil {
		return -1
	}
	return ci
}

// countColumn reports whether the header of the table whose row starts at
// ls names counts in its cell-th cell: a count noun ("Archivos", "मेल") or
// a word of count ("Count", "संख्या"). The header is the table's first
// line, found within 64 lines up.
func (c *check) countColumn(ls, cell int) bool {
	top := ls
	for n := 0; top > 0 && n < 64; n++ {
		p := strings.LastIndexByte(c.folded[:top-1], '\n') + 1
		if !strings.HasPrefix(strings.TrimSpace(c.folded[p:top-1]), "|") {
			break
		}
		top = p
	}
	if top == ls {
		return false // the row is the header
	}
	_, he := c.lineAround(top, top)
	line := c.folded[top:he]
	// The cell-th cell: after as many "|" as the figure had before it.
	lo := 0
	for i := 0; i < cell; i++ {
		j := strings.IndexByte(line[lo:], '|')
		if j < 0 {
			return false
		}
		lo += j + 1
	}
	hi := strings.IndexByte(line[lo:], '|')
	if hi < 0 {
		return false
	}
	head := line[lo : lo+hi]
	if containsAny(head, countHeaderWords) {
		return true
	}
	for _, h := range c.hits {
		if h.t.kind == kindCount && h.start >= top+lo && h.end <= top+lo+hi {
			return true
		}
	}
	return false
}
