package verify

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
// It runs after the clauses' targets are resolved, over the few receipts.
func (c *check) loneCitations(infos []info) {
	s := c.masked
	for _, ct := range c.cites {
		if ct.call < 0 {
			continue
		}
		ls, le := ct.start, ct.end
		for ls > 0 && s[ls-1] != '\n' {
			ls--
		}
		for le < len(s) && s[le] != '\n' {
			le++
		}
		k, alone := 0, true
		for k < len(infos) && infos[k].start < le {
			alone = alone && infos[k].end <= ls
			k++
		}
		for _, o := range c.cites {
			alone = alone && (o.start == ct.start || o.start >= le || o.end <= ls)
		}
		if !alone {
			continue
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
