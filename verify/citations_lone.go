package verify

import (
	"sort"
	"strings"
)

// loneCitation reads a receipt that stands on a line of its own, with no
// clause beside it, as a label of a block: of the block just above it (a
// table, list or paragraph, as a receipt after a sentence labels the
// sentence), or, when it opens a section (the reply's first line, or right
// under a heading), of that section down to the next heading. Replies
// written as reports put a table's or a section's source so, in every
// language; without this reading the block's values were held to no call
// when the turn had several. The block's clauses are marked paraCited for
// the receipt's call, as a receipt in their paragraph marks them, so they
// are held to its result only when it is one of their targets.
//
// It runs after the clauses' targets are resolved, over the few receipts.
func (c *check) loneCitations(infos []info) {
	for _, ct := range c.cites {
		if ct.call < 0 {
			continue
		}
		k := sort.Search(len(infos), func(k int) bool { return infos[k].end > ct.start })
		if k < len(infos) && (ct.start >= infos[k].start || !strings.Contains(c.masked[ct.end:infos[k].start], "\n")) ||
			k > 0 && !strings.Contains(c.masked[infos[k-1].end:ct.start], "\n") {
			continue // in a clause, or beside one on its line
		}
		if c.receiptBeside(ct) {
			continue // a line of several receipts: the reply's sources
		}
		c.loneCitation(infos, k, ct)
	}
}

// loneCitation marks the block a lone receipt labels; k is the first
// clause after it (len(infos) at the reply's end).
func (c *check) loneCitation(infos []info, k int, ct citation) {
	mark := func(in *info) {
		if len(in.cites) > 0 || in.modal {
			return
		}
		if containsInt(in.targets, ct.call) {
			in.paraCited = true
		}
	}
	if k > 0 && !c.headingClause(&infos[k-1]) {
		for j := k - 1; j >= 0 && infos[j].paragraph == infos[k-1].paragraph && !c.headingClause(&infos[j]); j-- {
			mark(&infos[j])
		}
		return
	}
	for j := k; j < len(infos) && !c.headingClause(&infos[j]); j++ {
		mark(&infos[j])
	}
}

// headingClause reports whether a clause is a Markdown heading line.
func (c *check) headingClause(in *info) bool {
	return strings.HasPrefix(strings.TrimLeft(c.masked[in.start:in.end], " \t"), "#")
}

// receiptBeside reports whether another receipt is cited on ct's line.
func (c *check) receiptBeside(ct citation) bool {
	for _, o := range c.cites {
		if o.span != ct.span && !strings.Contains(c.masked[min(o.end, ct.end):max(o.start, ct.start)], "\n") {
			return true
		}
	}
	return false
}
