package verify

import "strings"

// Values under a row's key. A reply table that restates result records
// puts each record's key in its first cell ("| RIV-C2 | 176.6 °C |",
// "| L-102 | 38.0 | 2,457 |") and the record's fields in the others, in
// whatever columns it chooses. When the key names one record of the
// results (a CSV or table line, or one object of a JSON array), and a
// cell of that row holds a number no result holds that is a one-digit
// edit of exactly one value of that record, of the same kind (as many
// decimals, or a whole reading for "3.851" of 3815; percent or not), the
// reply misread that field: a contradiction, whatever sum or difference
// of the results' values the number happens to equal (with a dozen values
// in a result, almost any number is one). tiedValue reads the same misread after a label that a
// result gives a field; this reads it by the record a row names, which
// a code with hyphens ("RIV-C2") or a key the result writes as a field's
// value (`"lot": "L-102"`) names as a whole. The reading is the same in
// every language: it asks only what the row's key and the result's
// record hold.

// rowKeyMisread reports, as fact/row-key, a number n of clause in, found
// in no result of calls nor in the request or the arguments, that sits in
// a table row whose key names one result record and misreads one of its
// values (see above), and reports whether it did.
func (c *check) rowKeyMisread(in *info, n *num, calls []int) bool {
	var dbuf [32]byte
	if n.version || len(n.vals) == 0 || len(digitsOnly(dbuf[:0], n.digits)) < 3 {
		return false // sameShapeEdit asks three digits
	}
	key := c.rowLabel(n.span)
	if len(key) < 3 || len(key) > 40 || hasAnyRune(key, "|\n") {
		return false
	}
	if lo := max(in.start, n.start-32); lo < n.start {
		if w := c.folded[lo:n.start]; containsAny(w, computeWords) || containsAny(w, approxWords) {
			return false
		}
	}
	ci, lo, hi, ks, ke := c.keyedRecord(key, calls)
	if ci < 0 {
		return false
	}
	call := &c.calls[ci]
	f := call.folded
	found := -1
	var vbuf [maxRowValues]float64
	vals := vbuf[:0]
	for k := range call.nums {
		m := &call.nums[k]
		if m.start < lo || m.end > hi || !tiedPlace(m) || clockPart(f, m.span) || m.start < ke && m.end > ks {
			continue // a date, a code, a clock, a number of the key itself (のぞみ21号)
		}
		if len(vals) == len(vbuf) {
			return false // a blob, not a record
		}
		v := m.vals[0]
		if m.neg {
			v = -v
		}
		vals = append(vals, v)
		if nearAny(n, m.vals[0]) {
			return false // the record holds the value: another reading of it
		}
		if m.percent != n.percent || m.dec != n.dec && (m.dec != 0 || len(n.vals) < 2) || !sameShapeEdit(n.digits, m.digits) || degreesOf(n.vals[0], m.vals[0]) {
			continue
		}
		if found >= 0 {
			return false // two values the number may misread: no telling which
		}
		found = k
	}
	if found < 0 || rowWorked(n, vals) {
		return false
	}
	if c.alreadyFound(FactMismatch, n.span) {
		return true
	}
	c.addFact(in, "fact/row-key", BasisContradiction, c.callFinding(FactMismatch, n.span, ci,
		"the result of "+call.Tool+" gives "+key+" "+call.nums[found].digits))
	return true
}

// keyedRecord returns the call and the byte range of the one result record
// that key names: the key stands once in the results of calls, as a whole
// value (bounded as keyIndex bounds a word, and not a field's name, which
// a colon or an equals sign follows), and its record is its line, or the
// JSON object around it when the line holds several. ci is -1 when the key
// stands nowhere or more than once.
func (c *check) keyedRecord(key string, calls []int) (ci, lo, hi, ks, ke int) {
	// The cells of one row share its key: the search is made once per row.
	if key == c.rowKeyMemo {
		m := &c.rowKeyAt
		return m[0], m[1], m[2], m[3], m[4]
	}
	ci, lo, hi, ks, ke = c.searchRecord(key, calls)
	c.rowKeyMemo, c.rowKeyAt = key, [5]int{ci, lo, hi, ks, ke}
	return
}

// searchRecord is keyedRecord's search. The bytes it reads count against
// labelsValue's budget, which keeps a long reply against a long result
// linear.
func (c *check) searchRecord(key string, calls []int) (ci, lo, hi, ks, ke int) {
	ci = -1
	c.initLabelBudget()
	for _, cj := range calls {
		f := c.calls[cj].folded
		for at := 0; at < len(f); {
			if c.labelScan > c.labelBudget {
				return -1, 0, 0, 0, 0
			}
			j := keyIndex(f[at:], key)
			if j < 0 {
				c.labelScan += len(f) - at
				break
			}
			i := at + j
			c.labelScan += j + len(key)
			at = i + len(key)
			if rest := strings.TrimLeft(f[at:min(len(f), at+3)], `"' `); hasPrefix(rest, ":") || hasPrefix(rest, "=") {
				continue // a field's name, not a record's key
			}
			if ci >= 0 {
				return -1, 0, 0, 0, 0
			}
			ci, ks, ke = cj, i, at
		}
	}
	if ci < 0 {
		return -1, 0, 0, 0, 0
	}
	f := c.calls[ci].folded
	ls, le := lineBounds(f, ks, ke)
	// One object of an array written on one line: its braces bound it.
	if o := lastIndexByte(f[ls:ks], '{'); o >= 0 {
		if e := indexByte(f[ke:le], '}'); e >= 0 {
			return ci, ls + o, ke + e, ks, ke
		}
	}
	return ci, ls, le, ks, ke
}

// sameShapeEdit reports whether the digits of a and b, three or more
// each and as many, differ by one digit changed or two neighbours
// swapped: the misreads that keep a value's shape. Two-digit values of
// a row are one edit apart by chance too often (17 and 11), and a digit
// inserted or dropped (310 for 10) is as often a column worked out.
func sameShapeEdit(a, b string) bool {
	var abuf, bbuf [32]byte
	x, y := digitsOnly(abuf[:0], a), digitsOnly(bbuf[:0], b)
	return len(x) >= 3 && len(x) == len(y) && editOne(x, y)
}
