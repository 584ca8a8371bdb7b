package verify

// emptyPhraseTerms are more ordinary ways of saying a search or query
// returned nothing, beside emptyResultTerms: the English "came back clean"
// (a scan or grep that found nothing), and the Hindi "खाली आई / आया" (came
// back empty) and "पूरी तरह खाली" (completely empty), as "completely
// empty" already is.
func emptyPhraseTerms(l *lex) {
	l.add(kindAbsence, "", "came back clean", "comes back clean", "turned up clean",
		"खाली आई", "खाली आया", "खाली आए", "खाली लौटी", "खाली लौटा", "पूरी तरह खाली", "बिल्कुल खाली", "एकदम खाली")
}
