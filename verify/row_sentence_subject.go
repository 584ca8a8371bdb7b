package verify

import (
	"sort"
	"strings"
)

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
	k := sort.Search(len(c.clauses), func(k int) bool { return c.clauses[k].start >= in.start })
	lo := in.start
	for k > 0 && k <= len(c.clauses) && (c.clauses[k-1].sentence == in.sentence || c.semicolonEnds(c.clauses[k-1]) && c.clauses[k-1].line == in.line) {
		k--
		lo = c.clauses[k].start
	}
	if lo == in.start {
		return -1, 0, 0
	}
	s := c.folded[lo:in.start]
	best, at, end := -1, 0, 0
	for i, r := range rows {
		j, e := indexWord(s, r.key), 0
		if j >= 0 {
			e = j + len(r.key)
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

// semicolonEnds reports whether clause cl ends at a semicolon (; or ；),
// which ends a sentence for the clause splitter but joins two statements
// about one subject.
func (c *check) semicolonEnds(cl clause) bool {
	t := strings.TrimRight(c.folded[cl.start:cl.end], " ")
	return strings.HasSuffix(t, ";") || strings.HasSuffix(t, "；")
}
