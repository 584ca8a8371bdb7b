package verify

import "strings"

// A result table with a yes/no column says, row by row, whether each item
// has a property: "hazmat: no" on every line of an order, "alerta: no" on
// every gate. "Nothing on it is hazardous", "ninguna puerta está en
// alerta", "没有危险品" say that no row has it, which the column bears out
// when the question, the call or the clause names the column and every
// row holds a negative there; the rows themselves are not what is said to
// be absent. One row with another value ("ALERGIA POLLO" among "-") leaves
// the claim to the finding.

var (
	negativeCells []string
)

// absenceFlagColumnLists holds the phrases of the word lists declared above (see barList).
var absenceFlagColumnLists = [...]barList{
	// negativeCells are the values a yes/no column writes for "no".
	{&negativeCells, "no|false|none|n|-|—|否|无|無|没有|なし|無し|いいえ|×|नहीं|ninguno|ninguna"},
}

var _ = splitBars(absenceFlagColumnLists[:])

// negativeColumnNamed reports whether call ci's result is a delimited
// table (a header line, then rows) with a column, named by the clause,
// the request or the call's arguments, that is negative in every row.
func (c *check) negativeColumnNamed(in *info, ci int) bool {
	t := strings.TrimSpace(c.calls[ci].folded)
	head, rows, ok := cutAt(t, "\n")
	sep := ","
	if hasSubstr(head, "|") {
		sep = "|"
	}
	if !ok || strings.Count(rows, "\n") > 200 {
		return false
	}
	split := func(l string) []string { return strings.Split(l, sep) }
	if !hasSubstr(head, sep) {
		// A table aligned by spaces ("tank  temp_c  over"): its cells
		// are the fields of each line, when every row has as many as
		// the header.
		if !c.alignedTable(ci, head, rows) {
			return false
		}
		split = strings.Fields
	}
	clause, args := c.folded[in.start:in.end], c.calls[ci].lowerArgs()
	var lines [][]string // the rows' cells, split once, when a column is named
	for col, h := range split(head) {
		h = strings.TrimSpace(h)
		if len(h) < 3 || !hasSubstr(clause, h) && !wordIn(c.request, h) && !hasSubstr(args, h) && !c.glossHeads(in, h) {
			continue
		}
		if lines == nil {
			for _, l := range strings.Split(rows, "\n") {
				lines = append(lines, split(l))
			}
		}
		all := true
		for _, cells := range lines {
			all = all && col < len(cells) && contains(negativeCells, strings.TrimSpace(cells[col]))
		}
		if all {
			return true
		}
	}
	return false
}

// headerWord reports a column name as aligned tables write it: a letter,
// then letters, digits or underscores ("temp_c", "target_max_c").
func headerWord(h string) bool {
	if h == "" || !isLetterByte(h[0]) {
		return false
	}
	for k := 1; k < len(h); k++ {
		if !isLetterByte(h[k]) && !isDigitByte(h[k]) && h[k] != '_' {
			return false
		}
	}
	return true
}

// alignedTable reports, once per call, whether its result is a table
// aligned by spaces: a header of column names, then rows of as many
// fields (see negativeColumnNamed, asked per clause).
func (c *check) alignedTable(ci int, head, rows string) bool {
	call := &c.calls[ci]
	if call.aligned == 0 {
		call.aligned = -1
		hs := strings.Fields(head)
		ok := len(hs) >= 2
		for _, h := range hs {
			ok = ok && headerWord(h) // a line of text or a record is no header
		}
		for rest := rows; ok && rest != ""; {
			var l string
			l, rest, _ = cutAt(rest, "\n")
			ok = len(strings.Fields(l)) == len(hs)
		}
		if ok {
			call.aligned = 1
		}
	}
	return call.aligned == 1
}
