package verify

import "strings"

// An item named by its code. A result that lists items keys each by a code
// of letters and digits joined by a hyphen ("ETM1-01", "S2-0378",
// "TSR-4480"), written once, as a CSV field or a JSON value. A reply line
// that opens with such a code — a table row's first cell, a heading or a
// list item that starts with it ("### 2. TSR-4480 — Northern, 40 km/h") —
// restates that item's record, so its values are held to the result as a
// cited clause's are (rowAttributed), whatever receipt stands elsewhere.
// The code is no word of any language: the reading is the same in all.

// codeShape reports whether w is an item code: five bytes or more of ASCII
// letters, digits and hyphens, a letter first, a digit among them, and a
// hyphen inside.
func codeShape(w string) bool {
	if len(w) < 5 || !isLetterByte(w[0]) || strings.IndexByte(w, '-') <= 0 || strings.HasSuffix(w, "-") {
		return false
	}
	digit := false
	for i := 0; i < len(w); i++ {
		b := w[i]
		if !isLetterByte(b) && !isDigitByte(b) && b != '-' {
			return false
		}
		digit = digit || isDigitByte(b)
	}
	return digit
}

// codeOpens reports whether the clause line opens (past heading, list and
// emphasis marks and a list number) with an item code that names one
// record of the clause's target results.
func (c *check) codeOpens(in *info, line string) bool {
	line = strings.TrimLeft(line, "#*-_`> \t0123456789.)")
	end := strings.IndexFunc(line, func(r rune) bool { return !(r < 0x80 && (isLetterByte(byte(r)) || isDigitByte(byte(r)) || r == '-')) })
	if end < 0 {
		end = len(line)
	}
	key := line[:end]
	return codeShape(key) && c.recordNamed(key, in.targets)
}

// recordNamed reports whether key names one record of the results of calls
// (see keyedRecord).
func (c *check) recordNamed(key string, calls []int) bool {
	ci, _, _, _, _ := c.keyedRecord(key, calls)
	return ci >= 0
}
