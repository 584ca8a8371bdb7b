package verify

// ceTerms: Hindi says "I have no access to X" with the object between the
// possessor and the negation — "मेरे पास आपके database का access नहीं
// है" — so the fixed "मेरे पास एक्सेस नहीं" misses it. The postposition
// before the noun of access ("का/की access नहीं", "तक पहुँच नहीं") is
// the ordinary phrasing of an inability, in Latin or Devanagari script.
func ceTerms(l *lex) {
	l.add(kindInability, "", "का access नहीं", "की access नहीं", "का एक्सेस नहीं", "की एक्सेस नहीं",
		"तक access नहीं", "तक एक्सेस नहीं", "तक पहुँच नहीं", "तक पहुंच नहीं", "की पहुँच नहीं", "की पहुंच नहीं")
}
