package verify

import (
	"fmt"
	"strconv"
	"strings"
)

// An object named by one of its words, given another object's number. A
// result that lists objects of one shape (outages, orders, screenings)
// gives each its own figures under the same fields. Replies seldom write
// an object's key string whole ("FDR-07 Ashdown" becomes "Ashdown
// (FDR-07)", "Ashdown（FDR-07）の停電"); they name it by a word of it. A word of
// an object's strings that no other object's strings hold (four letters
// or more, or two characters of a script without spaces) names that object
// alone; a string of more than three words (a summary, a description)
// names nothing by its common words ("size" of "Add labels to size
// picker"), and its words name no other object. A clause that names exactly one object so, and writes a number
// the object holds nowhere while the other objects hold it under one field
// only, and that field of the named object holds another value the clause
// does not write, gives the object another object's figure: a
// contradiction in any language, as the words and numbers are the
// result's own ("Ashdown: 2,906 customers" over Ashdown's 418 and Kestrel
// Hill's 2,906; "Larkspur 影响 418 户"; "IMAX शो का टिकट €14.00").
//
// Left alone: a clause naming two objects (a comparison), a small whole
// number (a screen, a crew: shared by chance), a clock time, a value of
// the request, a value converted to another unit ("about 14 mph"), a value the clause can work out from the object's own
// figures, and a clause with a negation or a question.

// objWords returns the words that name one object of k (see above), by
// word, computed once per result: ASCII words by map, the others (words of
// a script without spaces, matched inside the clause) in a short list.
func (k *keyedObjs) objWords() (map[string]int, []string) {
	if k.wordsDone {
		return k.words, k.wide
	}
	k.wordsDone = true
	k.words = map[string]int{}
	for ri := range k.rows {
		for _, s := range k.rows[ri].keys {
			// The words of a sentence (a summary, a long title) are common
			// ones: they name nothing, and no other object either.
			long := strings.Count(s, " ") > 2
			for i := 0; i < len(s); {
				wide := s[i] >= 0x80
				j := i
				for j < len(s) && (s[j] >= 0x80) == wide && (wide || isLetterByte(s[j])) {
					j++
				}
				if j == i {
					i++
					continue
				}
				w := s[i:j]
				i = j
				if len(w) < 4 || wide && len(w) < 6 {
					continue
				}
				if prev, ok := k.words[w]; long || ok && prev != ri {
					k.words[w] = -1
				} else if !ok {
					k.words[w] = ri
					if wide && len(k.wide) < 64 {
						k.wide = append(k.wide, w)
					}
				}
			}
		}
	}
	return k.words, k.wide
}

// namedObj returns the one object of k that the clause text s names by a
// word of its own, or -1 (none, or two).
func (k *keyedObjs) namedObj(s string) int {
	words, wide := k.objWords()
	obj := -1
	see := func(ri int) bool {
		if ri < 0 || obj >= 0 && obj != ri {
			obj = -2
			return false
		}
		obj = ri
		return true
	}
	for i := 0; i < len(s); {
		if !isLetterByte(s[i]) {
			i++
			continue
		}
		j := i
		for j < len(s) && isLetterByte(s[j]) {
			j++
		}
		if ri, ok := words[s[i:j]]; ok && j-i >= 4 && ri >= 0 && !see(ri) {
			return -1
		}
		i = j
	}
	for _, w := range wide {
		if ri := words[w]; ri >= 0 && strings.Contains(s, w) && !see(ri) {
			return -1
		}
	}
	return max(obj, -1)
}

// checkNamedObjValue reports a number of another object in a clause that
// names one object by its word (see above).
func (c *check) checkNamedObjValue(in *info) {
	if len(in.targets) == 0 || in.modal || in.numHi <= in.numLo || in.end-in.start > 600 {
		return
	}
	for _, h := range in.hits {
		if h.t.kind == kindNeg {
			return
		}
	}
	s := c.folded[in.start:in.end]
	for _, ci := range in.targets {
		k := c.calls[ci].objRows()
		if k == nil {
			continue
		}
		ri := -1
		for x := in.numLo; x < in.numHi; x++ {
			n := &c.nums[x]
			if n.start < in.start || n.end > in.end || n.glued || n.inDate || n.version || n.ordinal || len(n.vals) == 0 || clockAfter(c.folded, n.end) || clockPart(c.folded, n.span) {
				continue
			}
			if n.vals[0] < 10 && isInt(n) {
				continue
			}
			if ri == -1 {
				if ri = k.namedObj(s); ri < 0 {
					ri = -2
				}
			}
			if ri < 0 {
				return
			}
			obj := &k.rows[ri]
			held := false
			for _, v := range n.vals {
				held = held || obj.holds(v)
			}
			if held || c.inRequestNum(n) || c.converted(n, in.targets) {
				continue
			}
			field := -1
			for oi := range k.rows {
				if oi == ri {
					continue
				}
				for _, v := range n.vals {
					for _, f := range k.rows[oi].fields {
						if !near(v, n.dec, f.val) {
							continue
						}
						if field >= 0 && field != f.name {
							field = -2
						} else if field == -1 {
							field = f.name
						}
					}
				}
			}
			if field < 0 {
				continue
			}
			want, ok := obj.field(field)
			if !ok || c.clauseWrites(in, want) || c.quoted(n.span) || c.alreadyFound(FactMismatch, n.span) {
				continue
			}
			vals := make([]float64, len(obj.fields))
			for i, f := range obj.fields {
				vals[i] = f.val
			}
			if rowWorked(n, vals) {
				continue
			}
			c.addRule("fact/named-object", BasisContradiction, c.callFinding(FactMismatch, n.span, ci,
				fmt.Sprintf("%s is another entry's %s in the result of %s; the entry the clause names has %s", c.masked[n.start:n.end],
					k.names[field], c.calls[ci].Tool, strconv.FormatFloat(want, 'f', -1, 64))))
			return
		}
	}
}

// clauseWrites reports whether a number of the clause reads as v.
func (c *check) clauseWrites(in *info, v float64) bool {
	for x := in.numLo; x < in.numHi; x++ {
		n := &c.nums[x]
		for _, r := range n.vals {
			if near(r, n.dec, v) {
				return true
			}
		}
	}
	return false
}
