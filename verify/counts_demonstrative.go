package verify

import "strings"

// A count after a demonstrative ("这 6 个批次", "these 6 batches", "estos 6
// lotes") points back to items the reply has already put before the user:
// it states how many there are even in a clause that advises what to do
// with them ("这 6 个批次建议今天就移到待处理区", these 6 batches should be moved
// today). The hedge is about the act, not the number, so such a count is
// read as any count of the call's items, when the word it counts is one
// the request uses for them (批次 in "列出 F 区所有在库的过期批次").

var demonstratives []string

// countsDemonstrativeLists holds the phrases of the word lists declared above (see barList).
var countsDemonstrativeLists = [...]barList{
	// demonstratives stand right before a number that points back.
	{&demonstratives, "这|這|这些|這些|那些|these|those|estos|estas|esos|esas|これらの|この|それらの|ये|इन|उन"},
}

var _ = splitBars(countsDemonstrativeLists[:])

// demonstrativeCounts reports whether the hedged clause holds a count
// that points back (see above); checkCounts then reads those alone.
func (c *check) demonstrativeCounts(in *info) bool {
	if in.modal || in.question {
		return false
	}
	for k := in.numLo; k < in.numHi; k++ {
		if c.pointsBack(in, c.nums[k].span) {
			return true
		}
	}
	return false
}

// pointsBack reports whether the number at sp follows a demonstrative
// and is followed, past a classifier, by a word of the request.
func (c *check) pointsBack(in *info, sp span) bool {
	before := strings.TrimRight(c.folded[max(in.start, sp.start-16):sp.start], " ")
	ok := false
	for _, d := range demonstratives {
		if hasSuffix(before, d) {
			st := len(before) - len(d)
			r := lastRune(before[:st])
			ok = st == 0 || !wordPart(r) || isCJK(r)
			break
		}
	}
	if !ok {
		return false
	}
	after := strings.TrimLeft(c.folded[sp.end:min(in.end, sp.end+24)], " ")
	// The request's first 2 KiB: a word of the items is asked for early,
	// and a long request is not read for every such number.
	req := c.request[:min(len(c.request), 2048)]
	if len(after) >= 3 && hanLead(after[0]) {
		// "6 个批次": the noun after the classifier, two characters of it.
		if len(after) >= 9 && hanLead(after[3]) && hanLead(after[6]) && hasSubstr(req, after[3:9]) {
			return true
		}
		return len(after) >= 6 && hanLead(after[3]) && hasSubstr(req, after[:6])
	}
	w := leadingWord(after)
	return len(w) >= 4 && hasSubstr(req, w)
}
