package verify

import (
	"sort"
	"strings"
)

// loneCitations reads a receipt that stands on a line of its own, with no
// clause beside it, as a label of a block: of the block just above it (a
// table, list or paragraph, as a receipt after a sentence labels the
// sentence), or, when it opens a section (the reply's first line, or right
// under a heading), of that section down to the next heading. Replies
// written as reports put a table's or a section's source so, in every
// language; without this reading the block's values were held to no call
// when the turn had several. The block's clauses are marked paraCited for
// the receipt's call, as a receipt in their paragraph marks them, so they
// are held to its result only when it is one of their targets. A line of
// several receipts is a list of the reply's sources, and labels nothing.
//
// A receipt on a line that ends with a colon ("Pulp temperatures in the
// tunnel [receipt]:", "各坑深度：[receipt]") labels the table the colon
// announces right below it: a colon at a line's end hands the line over to
// what follows, in every language the checker reads. Only a table is read
// so: its cells are the result's values, while the items of a list mix in
// the reply's own remarks ("for West Bay or elsewhere"). Its rows are
// marked as a lone receipt's block is, down to a heading or the table's end.
//
// It runs after the clauses' targets are resolved. Each receipt's line is
// found in the reply's line index and its clauses by binary search, the
// receipts beside it are its neighbours in the (ordered) citations, and
// at most loneMax lone receipts are read: a reply of thousands of
// receipts stays linear.
func (c *check) loneCitations(infos []info) {
	s := c.masked
	nl := c.newlines()
	lone := 0
	var colonDone map[[2]int]bool // (paragraph, call) of the colon receipts read
	for n, ct := range c.cites {
		if ct.call < 0 {
			continue
		}
		ls, le := 0, len(s)
		if k := firstAtOrAfter(nl, ct.start); k > 0 {
			ls = nl[k-1] + 1
		}
		if k := firstAtOrAfter(nl, ct.end); k < len(nl) {
			le = nl[k]
		}
		// The clauses that start before the line ends: alone when the
		// last of them ended before the line starts.
		k := sort.Search(len(infos), func(i int) bool { return infos[i].start >= le })
		alone := k == 0 || infos[k-1].end <= ls
		alone = alone && (n == 0 || c.cites[n-1].end <= ls) && (n+1 == len(c.cites) || c.cites[n+1].start >= le)
		if !alone {
			// A receipt that ends its line before a colon, or after
			// one, labels the table the colon announces (see above).
			after := strings.TrimSpace(s[ct.end:le])
			before := strings.TrimRight(s[ls:ct.start], " ")
			colon := after == ":" || after == "：" || after == "" && (hasSuffix(before, ":") || hasSuffix(before, "："))
			if colon && k < len(infos) && s[infos[k].start] == '|' && (n == 0 || strings.TrimSpace(s[c.cites[n-1].end:ct.start]) != "") && (n+1 == len(c.cites) || c.cites[n+1].start >= le) {
				// An earlier receipt of this call has marked the rest of
				// this paragraph already (k only grows): a paragraph of
				// thousands of such rows is read once per call, not once
				// per receipt.
				pc := [2]int{infos[k].paragraph, ct.call}
				if colonDone[pc] {
					continue
				}
				if colonDone == nil {
					colonDone = map[[2]int]bool{}
				}
				colonDone[pc] = true
				for j := k; j < len(infos) && infos[j].paragraph == infos[k].paragraph && s[infos[j].start] != '#'; j++ {
					if in := &infos[j]; len(in.cites) == 0 && !in.modal && containsInt(in.targets, ct.call) {
						in.paraCited = true
					}
				}
			}
			continue
		}
		if lone++; lone > loneMax {
			return
		}
		lo, hi := k, len(infos) // the section it opens
		if k > 0 && s[infos[k-1].start] != '#' {
			lo, hi = k-1, k // the block above it
			for lo > 0 && infos[lo-1].paragraph == infos[k-1].paragraph && s[infos[lo-1].start] != '#' {
				lo--
			}
		}
		for j := lo; j < hi; j++ {
			in := &infos[j]
			if j >= k && s[in.start] == '#' {
				break
			}
			if len(in.cites) == 0 && !in.modal && containsInt(in.targets, ct.call) {
				in.paraCited = true
			}
		}
	}
}

// loneMax bounds the lone receipts read per reply (see loneCitations).
const loneMax = 64
