package verify

import "strings"

// The row a sentence is about stays its subject across the sentence's
// clauses, a semicolon's too: "RT-4410 has no deduction, so the full ₹1,099 is refunded",
// "करनाल में गेहूँ ₹2,425 से ₹2,480 के बीच बिका; ज़्यादातर सौदे ₹2,428 पर
// हुए", "El lote B-7 salió con grado A, así que se pagan 30 cajas". A
// clause split off at a reason connective or a semicolon names no row of
// its own, yet its values are still the named row's. So when a clause
// names no row of a table, the earlier clauses of its sentence are read
// for one, and the row rules hold the clause's values to it; two rows
// named there leave it with no one subject.

// sentenceRow returns the one row of rows that the clauses before in, in
// its sentence, name (by key, or in Devanagari with a postposition, see
// row_key_script.go), with the span of its key; -1 when none or several.
func (c *check) sentenceRow(in *info, rows []row) (int, int, int) {
	// The clauses are in order: the ones before in end at k.
	k, hi := 0, len(c.clauses)
	for k < hi {
		if m := (k + hi) / 2; c.clauses[m].start < in.start {
			k = m + 1
		} else {
			hi = m
		}
	}
	lo := in.start
	for k--; k >= 0; k-- {
		cl := c.clauses[k]
		// The clause before, in the sentence or ending at a semicolon on
		// the same line (";" ends a sentence for the splitter but joins
		// two statements about one subject).
		t := strings.TrimRight(c.folded[cl.start:cl.end], " ")
		if cl.sentence != in.sentence && !(cl.line == in.line && (hasSuffix(t, ";") || hasSuffix(t, "；"))) || cl.start+256 < lo {
			break
		}
		lo = cl.start
	}
	s := c.folded[lo:in.start]
	best, at, end, deva := -1, 0, 0, containsDeva(s)
	for i, r := range rows {
		j, e := indexWord(s, r.key), 0
		if j >= 0 {
			e = j + len(r.key)
		} else if !deva {
			continue
		} else if j, e = devaKeyAt(s, r.key, false); j >= 0 && !postpositionAt(s[e:]) {
			return -1, 0, 0 // a row named bare: no one subject
		}
		if j < 0 {
			continue
		}
		if best >= 0 && rows[best].key != r.key {
			return -1, 0, 0
		}
		best, at, end = i, lo+j, lo+e
	}
	return best, at, end
}
