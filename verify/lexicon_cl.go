package verify

// clTerms are checker-l's additions.
func clTerms(l *lex) {
	// "Nothing from r.hollis@… in your inbox", "nothing from the API":
	// nothing received from a sender or source is an absence claim about
	// the result that searched it, as "nothing in" is.
	l.add(kindAbsence, "", "nothing from")
}
