package verify

import "strings"

// A list item that opens with an amount in a unit of length, mass or
// volume ("25 kg de mantequilla", "20 L of cream", "3 升牛奶") is one item
// and how much of it there is, not that many items as "2 PDFs" or "3
// documents: …" are: the unit measures a mass, and the thing measured,
// after the unit and its "de" or "of", is the item's name.

// measuredItem reports whether the number ending at end in text is
// followed by a metric unit (see metricAt), and returns the item's text
// after the number (rest) past the unit and a following "de", "of" or
// "的".
func measuredItem(text string, end int, rest string) (string, bool) {
	u, ok := metricAt(text, end)
	if !ok {
		return "", false
	}
	rest = strings.TrimPrefix(strings.TrimPrefix(rest, " "), u.word)
	for _, p := range [...]string{" de ", " of ", "的"} {
		if r, ok := strings.CutPrefix(rest, p); ok {
			return r, true
		}
	}
	return rest, true
}
