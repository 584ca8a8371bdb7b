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

var (
	countHeaderWords []string
)

// tableCountColumnLists holds the phrases of the word lists declared above (see barList).
var tableCountColumnLists = [...]barList{
	// countHeaderWords head a column of counts whatever the items: "count",
	// "número", "संख्या", "数量", "件数".
	{&countHeaderWords, "count|número|numero|cantidad|nº|संख्या|गिनती|数量|个数|個数|件数|人数|次数"},
}

var _ = splitBars(tableCountColumnLists[:])

// checkCitedCountRows reports a figure alone in a table cell whose column
// counts items, on a row that cites the receipt of one counted call, when
// it differs from that call's count (see the comment above).
func (c *check) checkCitedCountRows(in *info) {
	ordered := c.countedCalls > 0 // two counted calls of one tool, as checkArgCountRows found before
	for k := in.numLo; k < in.numHi; k++ {
		n := &c.nums[k]
		if !plainFigureIn(in, n) || !isIntNum(n) || len(n.vals) == 0 || c.countUsed[k] {
			continue
		}
		after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+8)], " *_")
		before := strings.TrimRight(c.folded[max(0, n.start-8):n.start], " *_")
		if after == "" || after[0] != '|' || !hasSuffix(before, "|") {
			continue // not the whole of a cell
		}
		ls, le := c.lineAround(n.start, n.end)
		cell := strings.Count(c.folded[ls:n.start], "|")
		ci := c.rowCitedCall(ls, le)
		if ci >= 0 && int(n.vals[0]) == *c.calls[ci].Count || ci < 0 && !ordered {
			continue
		}
		top, ok := c.countColumn(ls, cell)
		if !ok || c.alreadyFound(CountMismatch, n.span) {
			continue
		}
		rule, how := "count/cited-row", " on a row citing "
		if ci < 0 {
			rule, how = "count/call-order-row", " on the row of "
			if ci = c.rowOrderCall(top, ls, cell); ci < 0 {
				continue
			}
		}
		c.countUsed[k] = true
		c.addRule(rule, BasisContradiction, c.callFinding(CountMismatch, n.span, ci,
			"reply says "+n.digits+" in a column of counts"+how+c.calls[ci].Tool+", whose result has "+strconv.Itoa(*c.calls[ci].Count)))
	}
}

// rowOrderCall reads a comparison table with one row per call: "| Madrid |
// 4 |", "| Bilbao | 2 |", "| Málaga | 4 |" after three flight searches. When
// the table's data rows are as many as the turn's counted ok calls (three
// or more, all of one tool) and every row but the one starting at ls gives
// the count of the call in its position, the rows follow the calls in
// order, and the row at ls, which does not, misstates its call's count:
// that call is returned, else -1. A row label that does not name its call
// ("Málaga" for AGP) is no obstacle; the agreeing rows are the evidence.
func (c *check) rowOrderCall(top, ls, cell int) int {
	var seqArr [12]int
	seq := seqArr[:0]
	for i := range c.calls {
		if !c.calls[i].ok || c.calls[i].Count == nil {
			continue
		}
		if len(seq) == len(seqArr) || len(seq) > 0 && c.calls[i].Tool != c.calls[seq[0]].Tool {
			return -1
		}
		seq = append(seq, i)
	}
	if len(seq) < 3 {
		return -1
	}
	_, pos := c.lineAround(top, top) // the header's end; the separator follows
	_, pos = c.lineAround(min(pos+1, len(c.folded)), min(pos+1, len(c.folded)))
	row, at, agree := 0, -1, 0
	for pos+1 < len(c.folded) && row <= len(seq) {
		rs, re := c.lineAround(pos+1, pos+1)
		line := strings.TrimSpace(c.folded[rs:re])
		if !hasPrefix(line, "|") {
			break
		}
		if row == len(seq) {
			return -1 // more rows than calls
		}
		if rs == ls {
			if v, ok := cellInt(line, cell); !ok || v == *c.calls[seq[row]].Count {
				return -1 // the row agrees with its call
			}
			at = row
		} else if v, ok := cellInt(line, cell); ok && v == *c.calls[seq[row]].Count {
			agree++
		}
		row++
		pos = re
	}
	if row != len(seq) || at < 0 || agree != row-1 {
		return -1
	}
	return seq[at]
}

// cellInt reads the cell-th cell of a table line (after cell "|") as an
// integer alone.
func cellInt(line string, cell int) (int, bool) {
	lo, hi, ok := cellBounds(line, cell)
	if !ok {
		return 0, false
	}
	if hi < 0 {
		hi = len(line)
	}
	v, err := strconv.Atoi(strings.Trim(line[lo:hi], " *_"))
	return v, err == nil
}

// cellBounds returns where the cell-th cell of a table line (after cell
// "|") starts and where the "|" that closes it stands, -1 when none does;
// ok is false when the line has fewer bars.
func cellBounds(line string, cell int) (lo, hi int, ok bool) {
	for i := 0; i < cell; i++ {
		j := indexByte(line[lo:], '|')
		if j < 0 {
			return 0, 0, false
		}
		lo += j + 1
	}
	if hi = indexByte(line[lo:], '|'); hi >= 0 {
		hi += lo
	}
	return lo, hi, true
}

// rowCitedCall returns the one ok counted call whose receipts the line
// ls:le cites, or -1 (none, several, or no count of its own).
func (c *check) rowCitedCall(ls, le int) int {
	ci := -1
	// The citations are in reply order: the line's are found by search,
	// not by reading all of them per row of a long table.
	for k := citesFrom(c.cites, ls); k < len(c.cites) && c.cites[k].start < le; k++ {
		ct := c.cites[k]
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
// ls names counts in its cell-th cell, and where the header starts: a count noun ("Archivos", "मेल") or
// a word of count ("Count", "संख्या"). The header is the table's first
// line, found within 64 lines up.
func (c *check) countColumn(ls, cell int) (top int, ok bool) {
	top = ls
	for n := 0; top > 0 && n < 64; n++ {
		p := lastIndexByte(c.folded[:top-1], '\n') + 1
		if !hasPrefix(strings.TrimSpace(c.folded[p:top-1]), "|") {
			break
		}
		top = p
	}
	if top == ls {
		return 0, false // the row is the header
	}
	_, he := c.lineAround(top, top)
	line := c.folded[top:he]
	// The cell-th cell: after as many "|" as the figure had before it.
	lo, hi, ok := cellBounds(line, cell)
	if !ok || hi < 0 {
		return 0, false
	}
	if containsAny(line[lo:hi], countHeaderWords) {
		return top, true
	}
	// The hits are in order of start: look only at those in the cell.
	for i := hitsFrom(c.hits, top+lo); i < len(c.hits) && c.hits[i].start < top+hi; i++ {
		if h := &c.hits[i]; h.t.kind == kindCount && h.t.family != famClassifier && h.end <= top+hi {
			return top, true
		}
	}
	return 0, false
}
