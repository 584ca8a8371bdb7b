package verify

import "slices"

// partGlossTarget binds the absences of a clause to the calls their parts
// name when the clause's targets hold an empty call beside one with rows:
// "外卖没有退款，也没有收到顾客投诉" after an empty refund_query and a
// complaint_query with one ticket, "苦情の受付は0件、忘れ物の届け出もありません
// でした" after an empty complaint_search and a lost_item_search with two
// items. Each absence's part (see partAround) is read for a glossary noun
// (see glossNameCall), or a name word of its tool (see nameWordCall), that
// names one of the targets: a part bound to the
// empty call is true of it, and the next absence of the clause is read; a
// part bound to a call with rows is held to that call alone, and the hit
// it holds is returned with it. A clause whose parts name no target, or
// only empty ones, is left as it was (-1): the empty call still excuses it.
func (c *check) partGlossTarget(in *info, targets []int) (int, *hit) {
	if len(targets) < 2 || !slices.ContainsFunc(targets, c.empty) {
		return -1, nil
	}
	for h := in.absence; h != nil; h = c.absenceFrom(in, h.end) {
		lo, hi := c.partAround(in, h)
		ci := c.glossNameCall(c.folded[lo:hi], "")
		if ci < 0 {
			ci = c.nameWordCall(c.folded[lo:hi]) // "no complaints" beside complaint_query
		}
		if ci < 0 || !slices.Contains(targets, ci) {
			continue
		}
		if !c.empty(ci) {
			return ci, h
		}
	}
	return -1, nil
}
