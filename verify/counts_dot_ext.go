package verify

// A file type written with its dot between the number and the noun: "3
// .gz files", "**4 .log फ़ाइलें**", "2 .csv archivos". The extension
// qualifies the noun like "PDF" does in "3 PDF files": the files of that
// type, which a listing's lines show (lineMatches reads a key that starts
// with a dot), or all of them when the call listed by that glob.

// dotExtWord reports whether ws is one word ".ext": a dot and one to five
// letters or digits.
func dotExtWord(ws []string) bool {
	if len(ws) != 1 || len(ws[0]) < 2 || len(ws[0]) > 6 || ws[0][0] != '.' {
		return false
	}
	for i := 1; i < len(ws[0]); i++ {
		if b := ws[0][i]; !(b >= 'a' && b <= 'z' || b >= '0' && b <= '9') {
			return false
		}
	}
	return true
}
