package verify

// ciTerms are the checker-i additions to the lexicon.
func ciTerms(l *lex) {
	// Hindi replies write "tool" in Latin script as often as टूल: "इस
	// जवाब के लिए कोई tool इस्तेमाल नहीं किया गया" denies all tool use as
	// its Devanagari twin does.
	l.add(kindDenyAll, "", "कोई tool इस्तेमाल नहीं", "कोई tool उपयोग नहीं", "किसी tool का इस्तेमाल नहीं",
		"किसी tool का उपयोग नहीं", "बिना किसी tool", "बिना tool")
}
