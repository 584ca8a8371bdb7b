package verify

import (
	"strconv"
	"strings"
	"unicode"
)

// CSV results. A tool's CSV output separates its fields with commas, which
// in other text are thousands separators or decimal marks: a CSV result is
// read field by field, so that its columns and its values are the ones a
// reader sees.

// csvText reports whether a result is CSV: a header line of at least
// three comma-separated names (two, when they are names: see nameHeader) and two or more rows of as many fields,
// none quoted. Only the first 64 rows are looked at.
func csvText(text string) bool {
	text = strings.TrimSpace(text)
	nl := indexByte(text, '\n')
	if nl < 0 {
		return false
	}
	width := strings.Count(text[:nl], ",")
	if width < 1 || width < 2 && !nameHeader(text[:nl]) || hasAnyRune(text[:nl], "{[|\t\"") {
		return false
	}
	rows := 0
	for line, rest := cutLine(text[nl+1:]); line != ""; line, rest = cutLine(rest) {
		if rows >= 64 {
			break
		}
		line = trimSuffix(line, "\n")
		if strings.TrimSpace(line) == "" {
			continue
		}
		if strings.Count(line, ",") != width || indexByte(line, '"') >= 0 {
			return false
		}
		rows++
	}
	return rows >= 2
}

// nameHeader reports whether a two-field header line is two names
// ("fecha,kg_alimento", "nacionalidad,pasajeros"): letters, digits inside
// a name and underscores, no space, no number of its own. Two columns
// under such a header are CSV too ("2025-08-12,1310" is a date and a
// figure, not one European number).
func nameHeader(h string) bool {
	h = strings.TrimSpace(h)
	for _, f := range strings.Split(h, ",") {
		if f == "" || isDigitByte(f[0]) {
			return false
		}
		for _, r := range f {
			if r != '_' && !unicode.IsLetter(r) && !unicode.IsDigit(r) {
				return false
			}
		}
	}
	return true
}

// csvColumns returns the columns of a CSV result (see csvText), field by
// field. In CSV the comma separates fields, never thousands or decimals,
// so the general number reader, which takes "06:28,6.8,58" for one
// European figure, cannot give its columns: a mean or a total the reply
// works out of one field ("48.5 h over 7 nights") would match nothing.
// ok is false for any other result. At most 16 fields and 64 rows are
// read, as columns reads.
func (ci *callInfo) csvColumns() (cols []column, ok bool) {
	if !csvText(ci.Result) {
		return nil, false
	}
	text := strings.TrimSpace(ci.Result)
	var set [16]column
	rows := 0
	for line, rest := cutLine(text[indexByte(text, '\n')+1:]); line != ""; line, rest = cutLine(rest) {
		if rows >= 64 {
			break
		}
		line = trimSuffix(line, "\n")
		if strings.TrimSpace(line) == "" {
			continue
		}
		rows++
		for k := 0; line != "" && k < len(set); k++ {
			f := line
			if i := indexByte(line, ','); i >= 0 {
				f, line = line[:i], line[i+1:]
			} else {
				line = ""
			}
			if v, err := strconv.ParseFloat(strings.TrimSpace(f), 64); err == nil {
				set[k].sum += v
				set[k].n++
				set[k].vals = append(set[k].vals, v)
			}
		}
	}
	cols = make([]column, 0, 8)
	for _, col := range set {
		if col.n >= 2 {
			cols = append(cols, col)
		}
	}
	return cols, true
}

// csvFields returns a CSV text with its field commas made semicolons, of
// the same length so that every offset stays an offset into the result:
// the number reader then reads each field alone, where "2025-05,55402.10,701"
// would read as one European figure.
func csvFields(text string) string {
	return strings.ReplaceAll(text, ",", ";")
}
