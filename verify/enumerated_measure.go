package verify

// A list item that opens with an amount in a unit of length, mass or
// volume ("25 kg de mantequilla", "20 L of cream") is one item
// and how much of it there is, not that many items as "2 PDFs" or "3
// documents: …" are: the unit measures a mass, and the thing measured,
// after the unit and its "de" or "of", is the item's name.

// measuredItem reports whether the number ending at end in text is
// followed by a metric unit (see metricAt), and returns the item's text
// after the number (rest) past the unit and a following "de" or "of".
func measuredItem(text string, end int, rest string) (string, bool) {
	u, ok := metricAt(text, end)
	_, rest, _ = cutAt(rest, u.word)
	return trimPrefix(trimPrefix(rest, " de "), " of "), ok
}
