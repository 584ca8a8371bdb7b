package verify

import (
	"strconv"
	"strings"
)

// Rows keyed by the hour. A result bucketed by hour ("hour,in,out" over
// rows 06 … 20) keys each row by a plain number, which the row readings
// pass over as no key (a number names no row by itself). The reply names
// such a row by the hour with its word: "17時台", "17时", "17 h", "5 pm"
// aside. A clause that names one hour so and gives a figure that another
// row holds and the named row does not has taken the other row's figure:
// "17時台：241台" when 241 is the 18時 row's out and the 17時 row's is
// 188.

// hourHeaders are the header words of a result column of hours.
var hourHeaders = []string{"hour", "hr", "h", "hora", "時", "时", "时段", "時間帯", "घंटा"}

// hourWordsAfter follow a reply number that names an hour's row.
var hourWordsAfter = []string{"時台", "時", "时段", "时", "点", " h ", "h ", " hrs", " बजे"}

// checkHourRow reports, as fact/row, a figure of a clause that names one
// hour row of a target result and gives another row's figure (see above).
func (c *check) checkHourRow(in *info) {
	if in.numHi-in.numLo < 2 {
		return
	}
	// The one hour the clause names with an hour word, found before any
	// result is read as a table: most clauses name none.
	hour, named := -1, 0
	var hourNum *num
	for k := in.numLo; k < in.numHi; k++ {
		n := &c.nums[k]
		if n.start < in.start || n.end > in.end || !isInt(n) || len(n.vals) == 0 || n.vals[0] > 23 {
			continue
		}
		rest := c.folded[n.end:min(len(c.folded), n.end+8)]
		if !hasPrefixAny(rest, hourWordsAfter) {
			continue
		}
		if named++; named > 1 {
			return // several hours: a comparison or a range
		}
		hour, hourNum = int(n.vals[0]), n
	}
	if named != 1 {
		return
	}
	for _, ci := range in.targets {
		tab := c.unitTableOf(ci)
		if tab == nil {
			continue
		}
		col := -1
		for j, k := range tab.cols {
			if containsStr(hourHeaders, k) {
				col = j
				break
			}
		}
		if col < 0 {
			continue
		}
		row := -1
		for r, cells := range tab.rows {
			if h, err := strconv.Atoi(cells[col]); err == nil && h == hour {
				row = r
				break
			}
		}
		if row < 0 {
			continue
		}
		for k := in.numLo; k < in.numHi; k++ {
			n := &c.nums[k]
			if n == hourNum || n.start < in.start || n.end > in.end || !isInt(n) || n.inDate || n.glued || len(n.vals) == 0 || n.vals[0] < 10 || clockPart(c.folded, n.span) {
				continue
			}
			if cellIn(tab.rows[row], col, n.vals[0]) {
				continue
			}
			for r, cells := range tab.rows {
				if r != row && cellIn(cells, col, n.vals[0]) {
					if c.alreadyFound(FactMismatch, n.span) {
						return
					}
					c.addRule("fact/row", BasisContradiction, c.callFinding(FactMismatch, n.span, ci,
						c.masked[n.start:n.end]+" is the value of hour "+strings.TrimSpace(cells[col])+" in the result of "+c.calls[ci].Tool+", not of hour "+strings.TrimSpace(tab.rows[row][col])))
					return
				}
			}
		}
	}
}

// cellIn reports whether a cell of row other than the key column col is
// the whole number v.
func cellIn(row []string, col int, v float64) bool {
	for j, cell := range row {
		if j == col {
			continue
		}
		if x, err := strconv.ParseFloat(replaceAll(cell, ",", ""), 64); err == nil && x == v {
			return true
		}
	}
	return false
}
