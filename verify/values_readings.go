package verify

import "strings"

var (
	refLabels []string
)

// valuesReadingsLists holds the phrases of the word lists declared above (see barList).
var valuesReadingsLists = [...]barList{
	// refLabels name a part of a document; a dotted number after one is the
	// part's number ("el artículo 12.2" for paragraph 2 of Artículo 12,
	// "section 4.1", "धारा 5.3"), an address in the text and not a value of it.
	{&refLabels, "article|art.|section|sec.|clause|§|rule|paragraph|artículo|sección|apartado|cláusula|párrafo|regla|条|节|節|项|項|अनुच्छेद|धारा|खंड|नियम"},
}

var _ = splitBars(valuesReadingsLists[:])

// sectionRef reports a dotted number right after a reference label whose
// leading part the result holds as a number: the reply numbers the
// paragraphs of a part the result heads ("Artículo 12." over "1. … 2. …").
func (c *check) sectionRef(n *num, calls []int) bool {
	if n.dec == 0 || !refLabelEnds(strings.TrimRight(c.folded[max(0, n.start-16):n.start], " ")) {
		return false
	}
	return c.resultHasInt(calls, int(n.vals[0]))
}

// refLabelEnds reports whether s ends with a reference label, a Latin one
// as a whole word: "start. 4.5" does not end with "art.", nor "spec. 2.1"
// with "sec.".
func refLabelEnds(s string) bool {
	for _, l := range refLabels {
		if !hasSuffix(s, l) {
			continue
		}
		if j := len(s) - len(l); j == 0 || l[0] >= 0x80 || !isWordRune(rune(s[j-1])) {
			return true
		}
	}
	return false
}

// workedLater reports a value the reply states first and works out later,
// as the result of its own equation ("the payment would be $6,842.60: …
// $7,842.60 − $1,000 = $6,842.60"): the summary before the working holds
// what the working holds (see workedOut; sameAsEarlier is the converse).
func (c *check) workedLater(n *num) bool {
	for k := n.index + 1; k < min(len(c.nums), n.index+64); k++ {
		x := &c.nums[k]
		if len(x.vals) == 0 || x.inDate || x.vals[0] != n.vals[0] {
			continue
		}
		if c.workedOut(x) {
			return true
		}
	}
	return false
}
