package verify

import "strings"

// rowAlike reports whether two lines of a result are rows of one list:
// they split into fields alike, with as many of each separator (|, tab,
// comma, semicolon, colon, equals sign). A value on a line shaped unlike
// the one the reply names is another field of one record, not the same
// field of another row: "Files: 1204 new, 311 changed" and "snapshot
// 5f3a9c1e saved" are two lines of one backup's log, "京东价 ￥3299.00" and
// the product's title two lines of one page. Reading the snapshot's file
// count off the line above is reading the record, not mixing rows.
// Lines led by one label ("subject: …" of two mails) are alike too.
func rowAlike(a, b string) bool {
	if la := lineLabel(a); la != "" && la == lineLabel(b) {
		return true
	}
	var ca, cb [6]int
	sepCounts(a, &ca)
	sepCounts(b, &cb)
	return ca == cb
}

// lineLabel returns the label a line starts with, a word of letters
// followed by a colon ("subject" of "subject: re: …"), or "".
func lineLabel(s string) string {
	i := 0
	for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '-') {
		i++
	}
	j := i
	for j < len(s) && (isLetterByte(s[j]) || s[j] == '_' || s[j] == '-') {
		j++
	}
	if j > i && j < len(s) && s[j] == ':' {
		return s[i:j]
	}
	return ""
}

// sepCounts counts the separators of a line, the full-width comma and
// colon of Chinese and Japanese text as their ASCII forms.
func sepCounts(s string, out *[6]int) {
	for i := 0; i < len(s); i++ {
		if s[i] == 0xEF && i+2 < len(s) && s[i+1] == 0xBC {
			switch s[i+2] {
			case 0x8C: // ，
				out[2]++
			case 0x9A: // ：
				out[4]++
			}
			i += 2
			continue
		}
		switch s[i] {
		case '|':
			out[0]++
		case '\t':
			out[1]++
		case ',':
			out[2]++
		case ';':
			out[3]++
		case ':':
			out[4]++
		case '=':
			out[5]++
		}
	}
}

// sameField reports whether w, a number on line b, stands where line a,
// a row of the same list, holds another value written alike: a has a
// field of the shape of w's field on b (digits aside) that is not w.
// "work_mem = 64mb" holds no value alike to "max_connections = 300", an
// <h1> title none alike to a table cell's 118%, a product's title none
// alike to its price ￥3299.00: those are other fields of one record.
// Lines led by one label ("subject: …" of two mails) are free text, and
// are held to nothing more.
func sameField(a, b, w string) bool {
	if la := lineLabel(a); la != "" && la == lineLabel(b) {
		return true
	}
	var t string
	for _, f := range strings.FieldsFunc(b, fieldSep) {
		if x := indexSubstr(f, w); x >= 0 && (x == 0 || !isDigitByte(f[x-1])) && (x+len(w) == len(f) || !isDigitByte(f[x+len(w)])) {
			t = f
			break
		}
	}
	for _, f := range strings.FieldsFunc(a, fieldSep) {
		if t != "" && shapeEq(f, t) && !hasSubstr(f, w) {
			return true
		}
	}
	return false
}

// fieldSep splits a result's line into fields: at spaces and separators.
func fieldSep(r rune) bool { return r <= ' ' || strings.ContainsRune("|,;:=<>()[]", r) }

// shapeEq reports whether two fields are written alike, each run of
// digits counting as one: 2418.60 and 2610.00 are, ￥3299.00 and 27英寸
// or 300 and 64mb are not.
func shapeEq(a, b string) bool {
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		if isDigitByte(a[i]) != isDigitByte(b[j]) || !isDigitByte(a[i]) && a[i] != b[j] {
			return false
		}
		if isDigitByte(a[i]) {
			for i < len(a) && isDigitByte(a[i]) {
				i++
			}
			for j < len(b) && isDigitByte(b[j]) {
				j++
			}
			continue
		}
		i, j = i+1, j+1
	}
	return i == len(a) && j == len(b)
}
