package verify

import ()

// labelledRow reports whether pos lies in a later cell of a table body
// row whose first cell holds a label: "| कोलकाता | — | डेटा नहीं मिला |",
// "| Billing | no errors |". An absence there is scoped to the row's
// item, a part of what the reply covers, not an absence of the whole
// result. When the label is in the result, itemRow already reads the row
// as one item; when it is not (a translated or transliterated name, or a
// label no call returned), which call the row is about is not known, so
// an absence there is held as unsupported rather than as a
// contradiction of whichever call the clause was tied to.
func (c *check) labelledRow(pos int) bool {
	key, ls, ok := c.rowFirstCell(pos, " \t*`_:-")
	if !ok || runeCount(key) < 2 {
		return false
	}
	// A row that cites a receipt ties its cell to that call ("| open P0
	// bugs | none (receipt) |"): the label then names what the call
	// looked for, and the absence is of its whole result.
	le := indexByte(c.folded[pos:min(len(c.folded), pos+400)], '\n')
	if le < 0 {
		le = min(len(c.folded), pos+400) - pos
	}
	k := c.citeAfter(ls)
	return k == len(c.cites) || c.cites[k].start >= pos+le
}
