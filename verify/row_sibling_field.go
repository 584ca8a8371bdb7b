package verify

import "strings"

// A field of one row given to another. A clause that restates one result
// row (see row_values.go) and writes, for the one field it changes, the
// value another row of the same result holds in that same field — the
// same column of a table or CSV line, the same key of a JSON object —
// gives the named row its neighbour's value ("TSR-4480 … 40 km/h" where
// TSR-4471 has 40 and TSR-4480 50). That the result holds the value
// somewhere does not back it: the result gives it to another item. The
// reading asks only which row the clause's other values pin and which
// field holds the value in the other row, so it is the same in every
// language.
//
// Left alone: a value another call, the request or the arguments hold,
// or a qualified or negated one (heldElsewhere over the other calls); a
// value the other row holds in another field; and a value the clause
// works out from its own values, unless the clause writes the row's
// values one for one in the row's order (a reply table's row restating a
// result line cell for cell), where the changed cell is that field.

// heldOnlyIn reports whether the clause value is held elsewhere only by
// call ci: no other call, nor the request, the arguments or a qualifier
// accounts for it.
func (c *check) heldOnlyIn(in *info, n *num, cv *clauseValue, all []int, ci int) bool {
	var buf [16]int
	others := buf[:0]
	for _, cj := range all {
		if cj != ci && len(others) < len(buf) {
			others = append(others, cj)
		}
	}
	return !c.heldElsewhere(in, n, cv, others)
}

// siblingField reports whether another row of ix, a line or object of the
// same shape, holds the clause value cv in the field at offset at of row
// r: the same separator count on a delimited line, the same key in a JSON
// object. A row that holds it anywhere else does not count.
func (c *check) siblingField(ci int, ix *rowIndex, r int32, cv *clauseValue, at int32) bool {
	f := c.calls[ci].folded
	rr := ix.rows[r]
	want := fieldOf(f, int(rr.start), int(at))
	if want == "" {
		return false
	}
	i, j := rowMatches(ix, cv)
	for ; i < j; i++ {
		v := &ix.vals[ix.sorted[i]]
		if v.row == r || !c.readsAs(v, cv) {
			continue
		}
		o := ix.rows[v.row]
		if fieldOf(f, int(o.start), int(v.at)) == want {
			return true
		}
	}
	return false
}

// fieldOf names the field of a row starting at start that holds the value
// at offset at: the JSON key before it, or the count of field separators
// before it on a delimited line (tab, pipe, comma, a run of two spaces);
// "" when the line has none.
func fieldOf(f string, start, at int) string {
	seg := f[start:at]
	if k := strings.LastIndex(seg, `":`); k > 0 {
		if q := strings.LastIndexByte(seg[:k], '"'); q >= 0 {
			return seg[q : k+1]
		}
	}
	sep := byte(0)
	for _, b := range []byte{'\t', '|', ','} {
		if strings.IndexByte(seg, b) >= 0 {
			sep = b
			break
		}
	}
	n := 0
	for i := 0; i < len(seg); i++ {
		switch {
		case sep != 0 && seg[i] == sep:
			n++
		case sep == 0 && seg[i] == ' ' && i+1 < len(seg) && seg[i+1] == ' ' && (i == 0 || seg[i-1] != ' '):
			n++
		}
	}
	if n == 0 {
		return ""
	}
	return string(rune('0' + min(n, 64)))
}

// alignedRow reports whether the clause writes the row's values one for
// one in the row's order, value vi alone changed: a row restated cell for
// cell, whose changed cell is a field, not a value worked out.
func alignedRow(c *check, vals []clauseValue, vi int, row []rowValue) bool {
	k := 0
	for i := range vals {
		if vals[i].day {
			continue
		}
		if k == len(row) || vals[i].clock != row[k].clock || i != vi && !c.readsAs(&row[k], &vals[i]) {
			return false
		}
		k++
	}
	return k == len(row) && k >= 4
}
