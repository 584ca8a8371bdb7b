package verify

import "strings"

var (
	comparativeAfter   []string
	comparativeBetween []string
)

// countsCompareLists holds the phrases of the word lists declared above (see barList).
var countsCompareLists = [...]barList{
	// comparativeAfter, right after a counted noun, make the number a
	// difference between two figures ("13 tickets más" than the week before,
	// "3 files fewer", "13件多い", "多了"), not how many items a result holds:
	// the number is the gap, and the figures it separates are what the count
	// and fact checks hold.
	{&comparativeAfter, "más|menos|more|fewer|less|多|少|増|減|ज़्यादा|ज्यादा|अधिक|कम"},
	// comparativeBetween, written between the number and its noun, do the
	// same in English: "13 more tickets", "2 fewer files".
	{&comparativeBetween, "more|fewer|extra|additional"},
}

var _ = splitBars(countsCompareLists[:])

// comparativeCount reports whether a count claim states a difference: a
// comparative word right after its noun, or between its number and noun.
func (c *check) comparativeCount(cc countClaim) bool {
	for _, w := range comparativeBetween {
		if cc.filter == w {
			return true
		}
	}
	rest := strings.TrimLeft(c.folded[cc.end:min(len(c.folded), cc.end+16)], " *")
	for _, w := range comparativeAfter {
		// A word that only begins like one is none: "कमियाँ" (defects)
		// and "lessons" begin with "कम" and "less". Chinese and Japanese
		// write no spaces, so a kana or Han comparative is read wherever
		// it stands ("多了", "増えた").
		if hasPrefix(rest, w) && (len(rest) == len(w) || w[0] >= 0xe3 && w[0] <= 0xe9 || !isWordRune(firstRune(rest[len(w):]))) {
			return true
		}
	}
	return false
}
