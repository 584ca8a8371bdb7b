package verify

import (
	"strings"
)

// A round number after a word of comparison is a line the reply draws
// through the values, not one of them: "the only day above 250 ms",
// "ninguna por encima de 500 €", "超过 100 的只有两天". The values on either
// side are held to the results on their own; the line is the reply's
// choice. Words that follow the number ("以上", "से अधिक") are read by
// thresholdAfter.

var (
	thresholdWords []string
)

// thresholdsBeforeLists holds the phrases of the word lists declared above (see barList).
var thresholdsBeforeLists = [...]barList{
	// thresholdWords come right before a threshold.
	{&thresholdWords, "above|over|below|under|more than|less than|greater than|fewer than|higher than|lower than|exceeding|exceeds|exceed|" +
		"por encima de|por debajo de|más de|menos de|superior a|superiores a|inferior a|inferiores a|supera|superan|" +
		"超过|高于|低于|不到|大于|小于|少于"},
}

var _ = splitBars(thresholdsBeforeLists[:])

// thresholdBefore reports whether n is a round figure (a whole number
// ending in 0 or 5, at least 10) right after a word of comparison, with
// result values of the same magnitude (a tenth to ten times it) on both
// sides of it: a threshold that sorts the results' values.
func (c *check) thresholdBefore(n *num, calls []int) bool {
	// A round figure, or one with decimals that no result holds (a limit
	// the reply knows: "over 3.68 kWp") when the results' values fall on
	// both sides of it.
	if n.neg || len(n.vals) == 0 || isInt(n) && (n.vals[0] < 10 || int(n.vals[0])%5 != 0) {
		return false
	}
	before := strings.TrimRight(replaceAll(c.folded[max(0, n.start-20):n.start], "**", ""), " $€£¥₹")
	if !wordSuffixAny(before, thresholdWords) {
		return false
	}
	t := n.vals[0]
	below, above := false, false
	for _, ci := range calls {
		for j := range c.calls[ci].nums {
			r := &c.calls[ci].nums[j]
			if r.inDate || r.glued || r.version || len(r.vals) == 0 {
				continue
			}
			x := r.vals[0]
			if x < t/10 || x > t*10 || absFloat(x-t) < 1e-9 {
				continue
			}
			below = below || x < t
			above = above || x > t
			if below && above {
				return true
			}
		}
	}
	return false
}

// wordSuffixAny reports whether s ends with one of ws as a whole word:
// "above", not the end of "turnover".
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func wordSuffixAny(s string, ws []string) bool {
	for _, w := range ws {
		if tailIs(s, w) && (len(s) == len(w) || !isLetterByte(s[len(s)-len(w)-1]) || w[0] >= 0x80) {
			return true
		}
	}
	return false
}
