package verify

// emptyPhraseTerms are more ordinary ways of saying a search or query
// returned nothing, beside emptyResultTerms: the Hindi "खाली आई / आया"
// (came back empty) and "पूरी तरह खाली" (completely empty), as "came back
// empty" and "completely empty" already are. (The English "came back clean"
// is left out: it is as often said of a linter or test run, an all-clear
// claim, as of a search that found nothing.)
func emptyPhraseTerms(l *lex) {
	l.add(kindAbsence, "", "खाली आई|खाली आया|खाली आए|खाली लौटी|खाली लौटा|पूरी तरह खाली|बिल्कुल खाली|एकदम खाली")
}
