package verify

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Rows: a reply's table row or clause that names one row of a result by its
// key (the first cell, an id that starts one line) restates that row, so its
// values and names are held to that row rather than to the result at large.

// rowAttributed reports whether the clause is a row of a reply table whose
// key cell starts a line of one of its target results ("| scheduler | 1/1 |
// `1.9.3` |" over "scheduler  1/1 …"): a row keyed like a result's row
// restates that row, so its values are attributed to the result even when
// the receipt is cited only after the table. A table row, a heading or a
// list item that opens with an item's code names its record too (see
// row_code_key.go).
func (c *check) rowAttributed(in *info) bool {
	// The cut sets are stepped over byte by byte here rather than by
	// strings.TrimLeft, which builds a set from its cut set at every
	// call, for every clause of the reply.
	line := c.folded[in.start:in.end]
	for len(line) > 0 && (line[0] == ' ' || line[0] == '\t' || line[0] == '>') {
		line = line[1:]
	}
	if len(line) < 5 {
		return false
	}
	if line[0] == '|' {
		cell, _, ok := strings.Cut(line[1:], "|")
		if !ok {
			return false
		}
		key := strings.Trim(cell, " \t*`_")
		if len(key) < 3 || !hasLetter(key) || strings.ContainsAny(key, " \t") {
			return false
		}
		for _, t := range in.targets {
			if !c.spendRowScan(len(c.calls[t].folded)) {
				return false
			}
			if lineStartingWith(c.calls[t].folded, key) != "" {
				return true
			}
		}
		line = key
	}
	// An item code: five bytes or more of ASCII letters, digits and
	// hyphens, a letter first, a digit among them, a hyphen inside.
	for len(line) > 0 && rowCodeLead(line[0]) {
		line = line[1:]
	}
	end, digit := 0, false
	for end < len(line) && (isLetterByte(line[end]) || isDigitByte(line[end]) || line[end] == '-') {
		digit = digit || isDigitByte(line[end])
		end++
	}
	if !digit || end < 5 || !isLetterByte(line[0]) || strings.IndexByte(line[:end], '-') < 0 || line[end-1] == '-' {
		return false
	}
	ci, _, _, _, _ := c.keyedRecord(line[:end], in.targets)
	return ci >= 0
}

// rowCodeLead reports whether b is one of the bytes rowAttributed steps
// over before an item code: "#*-_`> \t", digits, "." and ")".
func rowCodeLead(b byte) bool {
	switch b {
	case '#', '*', '-', '_', '`', '>', ' ', '\t', '.', ')':
		return true
	}
	return isDigitByte(b)
}

// checkRestatedRow reports a table cell that contradicts the result row the
// reply's row restates. A reply row whose key cell is the key of one result
// row ("| A1002 | … | 85 | 120 |" over "A1002 | … | 58 | 120") and whose
// numbers line up one to one with that row's numbers copies the row: when
// all but one cell agree, and a neighbouring row of the same reply table
// agrees in every cell, the columns are a restatement, not the reply's own
// working, so the one cell that differs gives the same field of the same
// row another value. That is a contradiction whatever arithmetic could
// reach the written value. A row with more or fewer numbers than its result
// row (a difference or share column, an omitted column) says nothing here.
func (c *check) checkRestatedRow(in *info) {
	if in.numHi-in.numLo < 2 || len(in.targets) == 0 {
		return
	}
	line := c.folded[in.start:in.end]
	if !hasPrefix(strings.TrimLeft(line, " \t>"), "|") {
		return
	}
	ci, ri := c.rowFor(in.targets, in.start, in.end)
	if ci < 0 {
		return
	}
	want := c.keyedRows(ci)[ri].vals
	var got [16]int
	n := c.rowNums(in.start, in.end, got[:])
	if n != len(want) || n < 2 {
		return
	}
	bad := -1
	for j := 0; j < n; j++ {
		if !nearAny(&c.nums[got[j]], want[j]) {
			if bad >= 0 {
				return // two cells differ: another column order or another row
			}
			bad = j
		}
	}
	if bad < 0 || !c.neighbourRowAgrees(in.targets, in.start, in.end) {
		return
	}
	x := &c.nums[got[bad]]
	for k := range c.rep.Findings {
		if f := &c.rep.Findings[k]; f.Type == FactMismatch && f.Start == x.start && f.End == x.end {
			f.Basis, f.Rule = BasisContradiction, "fact/restated-row"
			return
		}
	}
	c.addRule("fact/restated-row", BasisContradiction, c.callFinding(FactMismatch, x.span, ci,
		fmt.Sprintf("%s is not the value the result of %s gives in the row of %q", c.masked[x.start:x.end], c.calls[ci].Tool, c.keyedRows(ci)[ri].key)))
}

// rowNums stores in out the indexes of the values of the reply's table row
// between start and end, read as keyedRows reads a result row: numbers that
// are not part of an identifier or a date. It returns how many, or
// len(out)+1 when the row has more than out holds. The key cell is skipped.
func (c *check) rowNums(start, end int, out []int) int {
	keyEnd := start
	if cell := indexByte(c.folded[start:end], '|'); cell >= 0 {
		if next := indexByte(c.folded[start+cell+1:end], '|'); next >= 0 {
			keyEnd = start + cell + 1 + next
		}
	}
	n := 0
	for k := c.numAt(start); k < len(c.nums) && c.nums[k].start < end; k++ {
		x := &c.nums[k]
		if x.start < keyEnd || x.glued || x.inDate || x.version || len(x.vals) == 0 {
			continue
		}
		if n == len(out) {
			return n + 1
		}
		out[n] = k
		n++
	}
	return n
}

// rowFor returns the call and keyed row whose key is the first cell of the
// reply's table row between start and end, when exactly one row of the
// calls has that key; else -1, -1.
func (c *check) rowFor(calls []int, start, end int) (int, int) {
	line := strings.TrimLeft(c.folded[start:end], " \t>")
	if !hasPrefix(line, "|") {
		return -1, -1
	}
	cell := line[1:]
	if i := strings.IndexByte(cell, '|'); i >= 0 {
		cell = cell[:i]
	} else {
		return -1, -1
	}
	key := strings.Trim(cell, " \t*`_")
	if len(key) < 3 || !hasLetter(key) {
		return -1, -1
	}
	fc, fr := -1, -1
	for _, ci := range calls {
		for ri, r := range c.keyedRows(ci) {
			if r.key == key {
				if fc >= 0 {
					return -1, -1 // a key of several rows names none
				}
				fc, fr = ci, ri
			}
		}
	}
	return fc, fr
}

// neighbourRowAgrees reports whether the table line right before or right
// after the row between start and end restates its own result row in every
// number: the evidence that the table's columns copy the result's.
func (c *check) neighbourRowAgrees(calls []int, start, end int) bool {
	var idx [16]int
	agrees := func(ls, le int) bool {
		ci, ri := c.rowFor(calls, ls, le)
		if ci < 0 {
			return false
		}
		want := c.keyedRows(ci)[ri].vals
		n := c.rowNums(ls, le, idx[:])
		if n != len(want) || n < 2 {
			return false
		}
		for j := 0; j < n; j++ {
			if !nearAny(&c.nums[idx[j]], want[j]) {
				return false
			}
		}
		return true
	}
	ls := lastIndexByte(c.folded[:start], '\n')
	if ls >= 0 {
		ps := lastIndexByte(c.folded[:ls], '\n') + 1
		if agrees(ps, ls) {
			return true
		}
	}
	le := indexByte(c.folded[end:], '\n')
	if le < 0 {
		le = len(c.folded)
	} else {
		le += end
	}
	if le+1 >= len(c.folded) {
		return false
	}
	ne := indexByte(c.folded[le+1:], '\n')
	if ne < 0 {
		ne = len(c.folded)
	} else {
		ne += le + 1
	}
	return agrees(le+1, ne)
}

// checkRowName reports a person's name the clause ties to the wrong row of
// a result. A clause that names one row by its key (a commit hash, an
// order or ticket id: a token with letters and digits that starts exactly
// one line of the result) and writes a name (two capitalised words, "Jonas
// Weber") that the result holds in another line but not in the key's line
// credits the row with another row's name: the author of 9c1e2ab is the
// one on 9c1e2ab's line. A name in neither line is left alone (it may be
// the user or a paraphrase), and a clause naming two keys compares rows.
func (c *check) checkRowName(in *info) {
	if len(in.targets) == 0 {
		return
	}
	// An id mixes letters and digits, so its digits are read as numbers
	// glued to it: a clause without one names no row this way.
	glued := false
	for k := in.numLo; k < in.numHi && !glued; k++ {
		glued = c.nums[k].glued
	}
	if !glued {
		return
	}
	s := c.folded[in.start:in.end]
	ci, keyLine := -1, ""
	ids := 0
	for i := 0; i < len(s) && ids < 8; {
		j := i
		for j < len(s) && isIDByte(s[j]) {
			j++
		}
		if j == i {
			i++ // bytes of other runes are never id bytes
			continue
		}
		w := s[i:j]
		i = j
		if len(w) < 6 || strings.IndexAny(w, "0123456789") < 0 || strings.IndexAny(w, "abcdefghijklmnopqrstuvwxyz") < 0 {
			continue
		}
		ids++
		for _, t := range in.targets {
			if !c.spendRowScan(len(c.calls[t].folded)) {
				return
			}
			l := lineStartingWith(c.calls[t].folded, w)
			if l == "" {
				continue
			}
			if ci >= 0 && keyLine != l {
				return // two rows named: a comparison
			}
			ci, keyLine = t, l
		}
	}
	if ci < 0 {
		return
	}
	res := c.calls[ci].folded
	m := c.masked[in.start:in.end]
	for i := 0; i < len(m); {
		a, b, ok := capitalisedPair(m, i)
		if !ok {
			_, size := utf8.DecodeRuneInString(m[i:])
			i += size
			continue
		}
		name := s[a:b]
		i = b
		if hasSubstr(keyLine, name) || hasSubstr(c.request, name) {
			continue
		}
		if !hasSubstr(res, name) {
			continue
		}
		sp := span{in.start + a, in.start + b}
		if c.alreadyFound(FactMismatch, sp) {
			continue
		}
		c.addRule("fact/row-name", BasisContradiction, c.callFinding(FactMismatch, sp, ci,
			c.masked[sp.start:sp.end]+" is not on the line of the result of "+c.calls[ci].Tool+" the reply ties it to"))
	}
}

// isIDByte reports a byte of a row key as checkRowName reads one: a
// lower-case letter or a digit (the text is folded).
func isIDByte(b byte) bool {
	return 'a' <= b && b <= 'z' || '0' <= b && b <= '9'
}

// lineStartingWith returns the line of text whose first field is w, when
// exactly one line is; else "".
func lineStartingWith(text, w string) string {
	found := ""
	// ls, the start of the line holding the current occurrence, is found
	// moving forward over the text not yet looked at (from scanned on):
	// looking back from each occurrence would be quadratic on a long line.
	ls, scanned := 0, 0
	for at := 0; at < len(text); {
		j := indexSubstr(text[at:], w)
		if j < 0 {
			break
		}
		j += at
		at = j + len(w)
		if k := lastIndexByte(text[scanned:j], '\n'); k >= 0 {
			ls = scanned + k + 1
		}
		scanned = j
		if strings.TrimLeft(text[ls:j], " \t|") != "" || at < len(text) && isIDByte(text[at]) {
			continue
		}
		le := indexByte(text[j:], '\n')
		if le < 0 {
			le = len(text)
		} else {
			le += j
		}
		if found != "" {
			return ""
		}
		found = text[ls:le]
	}
	return found
}

// capitalisedPair finds at i in s two capitalised Latin words separated by
// one space ("Jonas Weber", "Lucía Fernández"), the way a person's name is
// written, and returns its bounds. The first word must start at a word
// boundary.
func capitalisedPair(s string, i int) (int, int, bool) {
	if !latinCapitalLead(s[i]) {
		return 0, 0, false // capWord's first rune is no Latin capital: told by its first byte
	}
	if i > 0 {
		if r, _ := utf8.DecodeLastRuneInString(s[:i]); isWordRune(r) {
			return 0, 0, false
		}
	}
	end1 := capWord(s, i)
	if end1 < 0 || end1 >= len(s) || s[end1] != ' ' {
		return 0, 0, false
	}
	end2 := capWord(s, end1+1)
	if end2 < 0 {
		return 0, 0, false
	}
	if end2 < len(s) {
		if r, _ := utf8.DecodeRuneInString(s[end2:]); isWordRune(r) {
			return 0, 0, false
		}
	}
	return i, end2, true
}

// latinCapitalLead reports whether b may start the UTF-8 of a Latin
// capital letter (unicode.IsUpper and unicode.Latin): A-Z, or the lead
// bytes C3-C9, E1, E2, EA and EF, the only ones any such rune has
// (TestLatinCapitalLead). The row-name scan tries every rune of a clause;
// most, in Chinese and Japanese above all, are ruled out without
// decoding them.
func latinCapitalLead(b byte) bool {
	return 'A' <= b && b <= 'Z' || 0xc3 <= b && b <= 0xc9 || b == 0xe1 || b == 0xe2 || b == 0xea || b == 0xef
}

// capWord returns the end of a word at i that is one Latin capital followed
// by at least two lower-case Latin letters, else -1.
func capWord(s string, i int) int {
	r, size := decodeRuneAt(s[i:])
	if !unicode.IsUpper(r) || !unicode.Is(unicode.Latin, r) {
		return -1
	}
	j, n := i+size, 0
	for j < len(s) {
		r, size := decodeRuneAt(s[j:])
		if !unicode.IsLower(r) || !unicode.Is(unicode.Latin, r) {
			break
		}
		j += size
		n++
	}
	if n < 2 {
		return -1
	}
	return j
}

// spendRowScan counts n result bytes against the budget of the row look-ups
// of one check, four times the size of the reply and the results, so a
// reply full of keys stays linear (see labelsValue); false when spent.
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func (c *check) spendRowScan(n int) bool {
	if c.rowIDBudget == 0 {
		c.rowIDBudget = 4*len(c.folded) + 1
		for i := range c.calls {
			c.rowIDBudget += 4 * len(c.calls[i].folded)
		}
	}
	c.rowIDScan += n
	return c.rowIDScan <= c.rowIDBudget
}
