package verify

import "strings"

// Readings that bind a number of fact/line-value to one row before it is
// called another row's figure (2026-12-05, sixteenth session, prec16).

// otherCallHolds reports whether a call of the turn other than ci holds
// form: "| Shiv Water Supply | ₹900 | ₹850 |" beside a sheet and a fetched
// rate list gives the fetched rate, which the sheet's other row happens
// to share; the number cannot be bound to ci's rows.
func (c *check) otherCallHolds(ci int, form string) bool {
	for k := range c.calls {
		if k != ci && c.calls[k].ok && c.wordInCall(k, form) {
			return true
		}
	}
	return false
}

// rowsOfColumn reports whether the clause states, beside n, another
// number that stands in n's column on a third row of the result, neither
// the named one nor n's: "the 5 March job FAILED, while 812 went out in
// February and 798 in January" walks rows of one column, so n is the
// figure of a row the clause names by its month, not a slip for the row
// its key names. Two figures of different columns ("gross 2,610.00, net
// 1,877.35") stay bound to one row.
func (c *check) rowsOfColumn(in *info, n *num, form string, ci int, lines []string, named int) bool {
	// The column form stands in on each line holding it, found once, not
	// once per line another number is on.
	var onBuf, mBuf [8]int
	var colBuf [8]int
	on := c.linesWith(onBuf[:0], ci, lines, form)
	cols := colBuf[:0]
	for _, i := range on {
		cols = append(cols, c.lineColumnOf(ci, lines, i, form))
	}
	for k := in.numLo; k < in.numHi; k++ {
		m := &c.nums[k]
		if m.index == n.index || m.start < in.start || m.end > in.end || m.glued || m.inDate || len(m.vals) == 0 || m.end-m.start < 3 {
			continue
		}
		for _, fm := range numberForms(m) {
			for _, j := range c.linesWith(mBuf[:0], ci, lines, fm) {
				col := -1
				if j != named {
					col = c.lineColumnOf(ci, lines, j, fm)
				}
				if col < 0 {
					continue
				}
				for x, i := range on {
					if i != j && cols[x] == col {
						return true
					}
				}
			}
		}
	}
	return false
}

// lineColumnQ is a question of lineColumnOf.
type lineColumnQ struct {
	ci, line int
	w        string
}

// lineColumnOf is lineColumn(lines[i], w) for the call's resultLines,
// remembered per call, line and w: rowsOfColumn asks it of every line a
// clause's numbers are on, and a reply restating one row asks it again
// per clause, each answer splitting the line.
func (c *check) lineColumnOf(ci int, lines []string, i int, w string) int {
	q := lineColumnQ{ci, i, w}
	if col, ok := c.lineCols[q]; ok {
		return col
	}
	col := lineColumn(lines[i], w)
	if c.lineCols == nil {
		c.lineCols = map[lineColumnQ]int{}
	}
	c.lineCols[q] = col
	return col
}

// lineColumn returns the index of the field of line that is w, counting
// fields between the line's separator (a bar, a comma or else white
// space), or -1.
func lineColumn(line, w string) int {
	if !wordIn(line, w) {
		return -1
	}
	var fs []string
	switch {
	case indexByte(line, '|') >= 0:
		fs = strings.Split(line, "|")
	case indexByte(line, ',') >= 0 && !hasSubstr(line, ", "):
		fs = strings.Split(line, ",")
	default:
		fs = strings.Fields(line)
	}
	for i, f := range fs {
		f = strings.TrimSpace(f)
		if f == w || strings.Trim(f, "₹$€£¥%") == w {
			return i
		}
	}
	return -1
}

// clauseNumOn reports whether the clause states a number of two
// characters or more, not a date's, that is a field of line l: the clause
// names l by it ("96 kg of yogurt … from Brookside Dairy" names the row
// of 96).
func (c *check) clauseNumOn(in *info, l string) bool {
	for k := in.numLo; k < in.numHi; k++ {
		m := &c.nums[k]
		if m.start < in.start || m.end > in.end || m.glued || m.inDate || len(m.vals) == 0 {
			continue
		}
		for _, f := range numberForms(m) {
			if len(f) >= 2 && lineColumn(l, f) >= 0 {
				return true
			}
		}
	}
	return false
}

// fieldLabel returns the label a record's line starts with, words of
// letters before a colon ("cres no" of "cres no: sb/…"), or "".
func fieldLabel(s string) string {
	s = strings.TrimLeft(s, " \t-")
	j := indexByte(s, ':')
	if j <= 0 || j > 40 || !isLetterByte(s[0]) {
		return ""
	}
	for i := 0; i < j; i++ {
		if b := s[i]; !isLetterByte(b) && b != ' ' && b != '_' && b != '-' {
			return ""
		}
	}
	return strings.TrimSpace(s[:j])
}

// onEvery reports whether w is on every line.
func onEvery(lines []string, w string) bool {
	for _, l := range lines {
		if !wordIn(l, w) {
			return false
		}
	}
	return true
}
