package verify

import (
	"slices"
)

// Web search excerpts. A search that returns pages gives a line or two cut
// from each: a value the reply gives about the topic was most often read on
// the page or known, so the excerpts lacking it contradicts nothing. This
// is a precision gate: unsupported fact findings on such results were wrong
// about as often as right over the development corpus (see Finding.Rule).

// snippetsOnly reports whether every call in targets is a web search: a
// search whose result points at pages (it returns URLs). A search result
// is a list of excerpts, each a line or two cut from a page, so a value
// the reply gives about the topic was most often read on the page behind
// an excerpt, or known: that the excerpts lack it contradicts nothing.
// Whether the reply cites a page it never fetched is unfetched_source's
// question, not this one's. Searches over the user's own data (mail,
// files, tickets) return the items themselves and are held to them.
func (c *check) snippetsOnly(targets []int) bool {
	if len(targets) == 0 {
		return false
	}
	for _, ci := range targets {
		call := &c.calls[ci]
		if !contains(call.families, famSearch) || len(call.URLs) == 0 && !hasSubstr(call.folded, "://") {
			return false
		}
	}
	return true
}

// quietFact reports whether an unsupported fact finding at sp in the
// clause in should be left out: see snippetsOnly. Kept are a value that
// contradicts what an excerpt states under the same label (a
// contradiction basis), and a value of a clause that reads the excerpts
// themselves: one that reports what the search found ("the search found
// a note by …") or states another value an excerpt holds ("2000 元 a
// month, so 26,000 元 a year" beside "2000 yuan per month").
func (c *check) quietFact(in *info, basis string, sp span, numeric bool) bool {
	if basis != BasisUnsupported || !c.snippetsOnly(in.targets) {
		return false
	}
	for i, u := range in.uses {
		if u.t.kind == kindUse && u.t.family == famSearch && !in.negated[i] {
			return false
		}
	}
	if !numeric {
		return true // a name or a quotation: no working to follow
	}
	// Only a value just before and linked to it ("每月 2000 元，一年就是
	// 24,000 元"): a value worked out from an excerpt's value stands
	// beside it; values read elsewhere merely sit next to one another.
	lo := max(in.start, sp.start-32)
	k := numsEndingAfter(c.nums, lo)
	for ; k < len(c.nums) && c.nums[k].start < sp.start; k++ {
		n := &c.nums[k]
		if n.glued || len(n.digits) < 2 || n.start < sp.end && sp.start < n.end || !containsAny(c.folded[n.end:sp.start], derivedFrom) {
			continue
		}
		for _, ci := range in.targets {
			if c.resultHoldsNum(ci, n) {
				return false
			}
		}
	}
	return true
}

var (
	derivedFrom []string
)

// snippetsLists holds the phrases of the word lists declared above (see barList).
var snippetsLists = [...]barList{
	// derivedFrom link a value to one it is worked out from: "2000 元 a
	// month, so 24,000 元 a year".
	{&derivedFrom, "就是|即|so |that's|that is|which is|i.e.|=|→|es decir|o sea|serían|son |" +
		"つまり|なので|यानी|मतलब|यानि"},
}

var _ = splitBars(snippetsLists[:])

// resultHoldsNum reports whether the result of call ci states a number equal
// to a reading of n.
//
// It stays a call for the release binary's size (size18).
//
//go:noinline
func (c *check) resultHoldsNum(ci int, n *num) bool {
	for i := range c.calls[ci].nums {
		for _, v := range c.calls[ci].nums[i].vals {
			if slices.Contains(n.vals, v) {
				return true
			}
		}
	}
	return false
}
