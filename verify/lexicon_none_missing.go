package verify

// noneMissingTerms are completeness claims: "nothing is missing", "no gaps",
// "没有缺年份", "一个不少", "no falta ninguno", "कोई छूटा नहीं", "抜けはありません".
// They hold a negation and a word of absence, but say the listing is
// whole — the opposite of an empty result — so they cancel the absence
// reading of their negation, as "not empty" does.
func noneMissingTerms(l *lex) {
	l.add(kindNotAbsence, "", "nothing missing|nothing is missing|none missing|none are missing|no gaps|no gap in|without gaps",
		"no falta ninguno|no falta ninguna|no falta nada|sin huecos|sin faltantes",
		"没有缺|没缺|没有漏|没漏|没有断|一个不少|不缺|沒有缺|沒缺|沒有漏",
		"抜けはありません|抜けはない|欠けはありません|欠けていません|漏れはありません",
		"कोई छूटा नहीं|कुछ छूटा नहीं|कोई कमी नहीं|कोई गैप नहीं")
	// 缺陷 is a defect, not a gap: "没有缺陷" stays a claim that none were found.
	l.add(kindNone, "", "没有缺陷|沒有缺陷|没缺陷")
}
