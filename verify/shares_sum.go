package verify

// A reply that gives shares often adds some of them up in words: "NA and
// EMEA together bring in roughly 77%", "they add to 100.1% (rounding)",
// "关东和关西加起来约 75%". Such a percentage is the reply's own addition of
// percentages it stated before; each of those is held to the results on
// its own, so the sum is not a value to find in them.

var (
	addUpWords []string
)

// sharesSumLists holds the phrases of the word lists declared above (see barList).
var sharesSumLists = [...]barList{
	// addUpWords say a figure adds up others. They are looked for just
	// before the number (or, for languages that put it after, just after),
	// so a stray "total" elsewhere in the reply does not open the rule.
	{&addUpWords, "together|combined|add to|add up|adds up|adding up|added up|sum to|sums to|in total|between them|altogether|" +
		"juntos|juntas|en conjunto|suman|entre ambos|entre ambas|entre los dos|entre las dos|en total|" +
		"合计|加起来|合起来|一共|总共|两者|合わせ|合計|足すと|両方で|" +
		"मिलकर|मिलाकर|कुल"},
}

var _ = splitBars(sharesSumLists[:])

// ownShareSum reports whether the percentage n, with a word of adding up
// near it, is the sum of a run of two or more consecutive percentages the
// reply gave before it (a table's share column or two named shares), or
// of any two of the last sixteen, at the precision n is written.
func (c *check) ownShareSum(n *num) bool {
	if !n.percent || len(n.vals) == 0 || n.vals[0] <= 0 || n.vals[0] > 200 {
		return false
	}
	if !c.addUpNear(n) {
		return false
	}
	// The percentages before n, nearest first.
	var arr [16]float64
	prev := arr[:0]
	for k := n.index - 1; k >= 0 && len(prev) < len(arr); k-- {
		r := &c.nums[k]
		if !r.percent || r.inDate || len(r.vals) == 0 || r.vals[0] >= 100 {
			continue
		}
		prev = append(prev, r.vals[0])
	}
	// ok is declared apart from its value so that it stays one
	// function, not a copy inlined at each call (binary size).
	var ok func(x float64) bool
	ok = func(x float64) bool {
		for _, v := range n.vals {
			if near(v, n.dec, x) {
				return true
			}
		}
		return false
	}
	for i := range prev {
		run := prev[i]
		for j := i + 1; j < len(prev); j++ {
			run += prev[j]
			if ok(run) || ok(prev[i]+prev[j]) {
				return true
			}
		}
	}
	return false
}

// addUpNear reports whether a word of adding up is within 48 bytes before
// n or 24 after it (Japanese and Hindi put it after: "合わせると", "कुल").
func (c *check) addUpNear(n *num) bool {
	s := c.folded[max(0, n.start-48):min(len(c.folded), n.end+24)]
	for _, w := range addUpWords {
		if hasSubstr(s, w) {
			return true
		}
	}
	return false
}
