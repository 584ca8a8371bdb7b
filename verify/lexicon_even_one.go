package verify

// evenOneTerms are "not even one" quantifiers that, with a negation in
// their clause, say a result held nothing: Hindi "एक भी … नहीं" ("not a
// single row came back"), as "कोई … नहीं" does. absenceOf asks for the
// नहीं as it does for कोई.
func evenOneTerms(l *lex) {
	l.add(kindNone, "", "एक भी")
}
