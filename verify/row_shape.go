package verify

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
