package verify

// noneMissingTerms are completeness claims: "没有缺年份", "一个不少", "कोई
// कमी नहीं", "कोई छूटा नहीं" (English and Spanish "nothing missing", "no
// falta ninguno" already read as no absence).
// They hold a negation and a word of absence, but say the listing is
// whole — the opposite of an empty result — so they cancel the absence
// reading of their negation, as "not empty" does.
func noneMissingTerms(l *lex) {
	l.add(kindNotAbsence, "", "没有缺|没缺|没有漏|没漏|一个不少|沒有缺|沒有漏|"+
		"कोई छूटा नहीं|कोई कमी नहीं")
	// 缺陷 is a defect, not a gap: "没有缺陷" stays a claim that none were found.
	l.add(kindNone, "", "没有缺陷|沒有缺陷|没缺陷")
}
