package verify

import (
	"strconv"
	"strings"
)

// Values bound by their unit to a field, in the row the clause names. A
// result that lists rows (a query's table: "month|raw_kg|yield_pct") keys
// one column in the unit of the reply's value, so the unit alone binds the
// value to that column but not to a row. When the clause names one row
// right before the value, by a cell of its own (a code "NH-04", a size
// "16.9-28", a name), or by the month of a "YYYY-MM" cell (11月, November,
// noviembre, नवंबर), the value is bound to that row's field, and read as
// unitKeyRead reads the one field. Several labels before the value with no
// value between them, or none, bind nothing.

// unitTable is a result read as a table: its header's column keys and its
// rows' cells, folded.
type unitTable struct {
	cols []string
	rows [][]string
}

// maxUnitRows bounds the rows read: a longer table is a log.
const maxUnitRows = 64

// unitTableOf returns call ci's result read as a delimited table (a
// header line of keys, then rows of as many cells), or nil; computed once
// per call.
func (c *check) unitTableOf(ci int) *unitTable {
	call := &c.calls[ci]
	if call.unitTabDone {
		return call.unitTab
	}
	call.unitTabDone = true
	s := call.folded
	if len(s) > 16<<10 {
		return nil
	}
	var t *unitTable
	var sep string
	for _, line := range strings.Split(s, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.Trim(line, "-|: +") == "" {
			continue
		}
		if t == nil {
			for _, d := range []string{"|", "\t", ","} {
				if hasSubstr(line, d) {
					sep = d
					break
				}
			}
			if sep == "" {
				return nil
			}
			cols := splitCells(line, sep)
			if len(cols) < 2 {
				return nil
			}
			for _, k := range cols {
				if k == "" || !hasLetter(k) || hasAnyRune(k, " {}\"") {
					return nil
				}
			}
			t = &unitTable{cols: cols}
			continue
		}
		cells := splitCells(line, sep)
		if len(cells) != len(t.cols) {
			break // a footer, a note: the table ends
		}
		if len(t.rows) == maxUnitRows {
			return nil
		}
		t.rows = append(t.rows, cells)
	}
	if t == nil || len(t.rows) < 2 {
		return nil
	}
	call.unitTab = t
	return t
}

// splitCells splits a table line at sep, dropping a markdown table's
// outer bars, each cell trimmed.
func splitCells(line, sep string) []string {
	if sep == "|" {
		line = trimSuffix(trimPrefix(line, "|"), "|")
	}
	cells := strings.Split(line, sep)
	for i := range cells {
		cells[i] = strings.TrimSpace(cells[i])
	}
	return cells
}

// unitKeyRow returns the call and the field of the row the clause names
// right before n, in the one column of in's targets keyed in tokens.
func (c *check) unitKeyRow(in *info, n *num, tokens []string) (int, fieldNum, bool) {
	ci, col := -1, -1
	for _, t := range in.targets {
		tab := c.unitTableOf(t)
		if tab == nil {
			continue
		}
		for j, k := range tab.cols {
			if !unitInKey(k, tokens) {
				continue
			}
			if ci >= 0 {
				return -1, fieldNum{}, false // two columns in the unit
			}
			ci, col = t, j
		}
	}
	if ci < 0 || n.start <= in.start {
		return -1, fieldNum{}, false
	}
	tab := c.unitTableOf(ci)
	// The window the label must stand in: from the last value before n in
	// the clause (its own row's) to n.
	lo := in.start
	for k := in.numLo; k < in.numHi; k++ {
		if m := &c.nums[k]; m != n && m.end <= n.start && m.start >= in.start && m.end > lo && !c.inRowLabel(m, tab, col) {
			lo = m.end
		}
	}
	row, labels := c.unitRowNamed(tab, col, lo, n.start)
	if labels == 0 && lo == in.start {
		// The clause names no row and holds no value before n: the
		// sentence's earlier clause may name it ("The porter keg (K-1190,
		// 30L …) went out on 5 October, so they've had it 33 days"). Its
		// dates and row labels are the row's own, not other values.
		slo := c.sentenceStartBefore(in.start)
		for k := in.numLo - 1; k >= 0 && c.nums[k].start >= slo; k-- {
			if m := &c.nums[k]; !m.inDate && !c.inRowLabel(m, tab, col) {
				slo = m.end
				break
			}
		}
		if slo < in.start {
			row, labels = c.unitRowNamed(tab, col, slo, n.start)
		}
	}
	if labels != 1 {
		return -1, fieldNum{}, false
	}
	v, err := strconv.ParseFloat(replaceAll(tab.rows[row][col], ",", ""), 64)
	if err != nil {
		return -1, fieldNum{}, false
	}
	return ci, fieldNum{key: tab.cols[col], val: v}, true
}

// unitRowNamed returns the row of tab whose cell (outside column col) the
// reply names in folded[lo:hi], and how many rows it names.
func (c *check) unitRowNamed(tab *unitTable, col, lo, hi int) (int, int) {
	win := c.folded[lo:hi]
	row, labels := -1, 0
	for r, cells := range tab.rows {
		for j, cell := range cells {
			if j != col && c.namesCell(win, lo, cell) {
				row, labels = r, labels+1
				break
			}
		}
	}
	return row, labels
}

// sentenceStartBefore returns where the sentence holding pos starts: after
// the last full stop (followed by a space), "!", "?", "。" or line break
// before it, at most 240 bytes back.
func (c *check) sentenceStartBefore(pos int) int {
	lo := max(0, pos-240)
	s := c.folded[lo:pos]
	for i := len(s) - 1; i >= 0; i-- {
		switch s[i] {
		case '\n', '!', '?':
			return lo + i + 1
		case '.':
			if i+1 < len(s) && s[i+1] == ' ' {
				return lo + i + 1
			}
		}
		if i+3 <= len(s) && s[i:i+3] == "。" {
			return lo + i + 3
		}
	}
	return lo
}

// containsStr reports whether list holds s. It stays a call for the
// release binary's size (size20).
//
//go:noinline
func containsStr(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// inRowLabel reports whether reply number m is part of a row label of tab
// (the 11 of 11月, the 16.9 of 16.9-28): not a value before n.
func (c *check) inRowLabel(m *num, tab *unitTable, col int) bool {
	if hasPrefix(c.folded[m.end:], "月") {
		return true
	}
	lo := max(0, m.start-40)
	w := c.folded[lo:min(len(c.folded), m.end+40)]
	for _, cells := range tab.rows {
		for j, cell := range cells {
			if j == col || len(cell) < 3 {
				continue
			}
			for i := 0; ; {
				k := indexSubstr(w[i:], cell)
				if k < 0 {
					break
				}
				at := lo + i + k
				i += k + 1
				if at <= m.start && at+len(cell) >= m.end {
					return true
				}
			}
		}
	}
	return false
}

// namesCell reports whether win (the reply from lo) names a row by cell: a
// "YYYY-MM" cell by its month, another cell of three bytes or more that
// is no plain number by its own text, standing as a word.
func (c *check) namesCell(win string, lo int, cell string) bool {
	if len(cell) == 7 && cell[4] == '-' && isDigitByte(cell[0]) && isDigitByte(cell[5]) && isDigitByte(cell[6]) {
		m, _ := strconv.Atoi(cell[5:])
		if m < 1 || m > 12 {
			return false
		}
		for _, h := range c.buf.months {
			if h.start >= lo && h.end <= lo+len(win) && h.t.family == strconv.Itoa(m) {
				return true
			}
		}
		return cjkMonthIn(win, m)
	}
	if len(cell) < 3 || len(cell) > 40 {
		return false
	}
	if _, err := strconv.ParseFloat(cell, 64); err == nil {
		return false
	}
	for i := 0; ; {
		j := indexSubstr(win[i:], cell)
		if j < 0 {
			return false
		}
		at := i + j
		i = at + 1
		e := at + len(cell)
		if (at == 0 || !isWordByte(win[at-1])) && (e == len(win) || !isWordByte(win[e])) {
			return true
		}
	}
}

// cjkMonthIn reports whether s writes month m as "m月" (not "m月d日", a
// day).
func cjkMonthIn(s string, m int) bool {
	w := strconv.Itoa(m) + "月"
	for i := 0; ; {
		j := indexSubstr(s[i:], w)
		if j < 0 {
			return false
		}
		at := i + j
		i = at + 1
		e := at + len(w)
		if at > 0 && isDigitByte(s[at-1]) || e < len(s) && isDigitByte(s[e]) {
			continue
		}
		return true
	}
}

// rowUnitValues reads, in a clause nothing attributes to a result, the
// values no result holds that their unit and the row the clause names
// bind to one field of a result row (see unitKeyRow): the unit and the row
// label together tie the value to the result.
func (c *check) rowUnitValues(in *info) {
	if in.modal {
		return
	}
	all := c.okCalls(famAny)
	for k := in.numLo; k < in.numHi; k++ {
		n := &c.nums[k]
		if n.start < in.start || n.end > in.end || len(n.vals) != 1 || n.ordinal || n.inDate || n.version || c.countUsed[k] || c.inCitation(n.span) || c.quoted(n.span) {
			continue
		}
		if c.numIn(*n, all) || c.inRequestNum(n) || c.inArgNums(n) || c.qualifiedNum(in, n) || c.negatedValue(in, n) || c.approxIn(n, all) {
			continue
		}
		c.unitKeyReadRow(in, n, false, true)
	}
}
