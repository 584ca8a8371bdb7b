package verify

import "strings"

var (
	comparativeBefore []string
)

// countsCompareBeforeLists holds the phrases of the word lists declared above (see barList).
var countsCompareBeforeLists = [...]barList{
	// comparativeBefore are words written before a number that make it the
	// gap between two figures in Chinese, which puts the comparative first:
	// "比重庆高出 56 个点", "多了 3 个", "少了两单". The figures the gap
	// separates are what the count and fact checks hold; comparativeCount
	// reads the orders that put the comparative after the noun.
	{&comparativeBefore, "高出|多出|超出|高了|多了|少了|低了|涨了|跌了|增加了|减少了|提高了|降低了|上升了|下降了|增长了"},
}

var _ = splitBars(countsCompareBeforeLists[:])

// comparativeFirst reports whether a count claim is a difference by a
// comparative right before its number (past spaces and bold marks).
func (c *check) comparativeFirst(cc countClaim) bool {
	before := strings.TrimRight(c.folded[max(0, cc.start-16):cc.start], " *")
	for _, w := range comparativeBefore {
		if hasSuffix(before, w) {
			return true
		}
	}
	return false
}

// minListed is the smallest of a claim's result counts that lists
// anything: an empty result among the targets (a search that found
// nothing beside one that found two) holds no items a part could be
// counted against, so "一张发票" beside it is judged by the lists.
// With every count zero it is zero.
func minListed(want []int) int {
	m := 0
	for _, w := range want {
		if w > 0 && (m == 0 || w < m) {
			m = w
		}
	}
	return m
}
