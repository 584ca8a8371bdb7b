package verify

import "strings"

// Japanese bounds follow their number: "10個未満のSKUは6件", "3日以上の
// 遅延は2件". The bound closes the phrase of the number before it, so it
// qualifies that number, not the count after it, which stays a count of
// the items. "うち" and "の中で" are no bound:
// "10件のうち3件" takes a part of the number before.

var (
	postBounds []string
)

// countsBoundBeforeLists holds the phrases of the word lists declared above (see barList).
var countsBoundBeforeLists = [...]barList{
	// postBounds are the bounds written after their number.
	{&postBounds, "未満|以上|ほど|程度"},
}

var _ = splitBars(countsBoundBeforeLists[:])

// boundOfNumberBefore reports whether subset hit h is a bound written
// right after a number (a counter or unit between them at most).
func (c *check) boundOfNumberBefore(in *info, h hit) bool {
	if !contains(postBounds, h.t.text) {
		return false
	}
	if h.t.text == "以上" && sentenceOpens(c.folded[max(0, h.start-6):h.start]) {
		// 以上 opening a sentence is "the above", no bound: "以上4件です"
		// sums up the list before it, "以上、3名です".
		return true
	}
	for k := in.numLo; k < in.numHi; k++ {
		if n := &c.nums[k]; n.end <= h.start && h.start-n.end <= 6 {
			return true
		}
	}
	return false
}

// sentenceOpens reports whether before, the text right before a word, ends
// a sentence or line (or is the reply's start): the word opens one.
func sentenceOpens(before string) bool {
	b := strings.TrimRight(before, " *")
	return b == "" || hasSuffix(b, "。") || hasSuffix(b, "\n") || hasSuffix(b, "！")
}
