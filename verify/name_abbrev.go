package verify

import (
	"strings"
	"unicode"
)

// Names a result writes abbreviated. A result's record may shorten a
// name the reply writes out: "Skoda Octavia Est" for the Skoda Octavia
// Estate, "Puerto SC Tenerife" for the port of Santa Cruz de Tenerife. A
// name whose unknown words the result holds cut short, right after a
// word of the name it holds whole ("octavia est"), or as their initials
// in capitals beside a word the clause also writes ("Puerto SC"), is
// that record's name, not one the result lacks.

// nameAbbreviated reports whether every word of name that no result
// holds is one a result of calls writes abbreviated (see above).
func (c *check) nameAbbreviated(in *info, name string, calls []int) bool {
	ws := strings.Fields(name)
	if len(ws) == 0 || len(ws) > 4 {
		return false
	}
	unknown, cut := 0, 0
	for i, w := range ws {
		if honorific(w) || c.wordKnown(w) {
			continue
		}
		unknown++
		if i > 0 && len(w) >= 5 && c.prefixAfter(strings.ToLower(ws[i-1]), strings.ToLower(w), calls) {
			cut++
		}
	}
	if unknown == len(ws) {
		return c.initialsBeside(in, ws, calls)
	}
	return unknown > 0 && cut == unknown
}

// prefixAfter reports whether a result of calls writes prev, a space and
// the first three letters of w, or more with a full stop, but not all of
// w, as a word of its own ("octavia est" for "octavia estate").
func (c *check) prefixAfter(prev, w string, calls []int) bool {
	pat := prev + " " + w[:3]
	for _, ci := range calls {
		r := c.calls[ci].folded
		for off := 0; ; {
			i := indexSubstr(r[off:], pat)
			if i < 0 {
				break
			}
			at := off + i
			off = at + 1
			if at > 0 && isLetterByte(r[at-1]) {
				continue
			}
			j := at + len(prev) + 1
			k := j
			for k < len(r) && k-j < len(w) && r[k] == w[k-j] {
				k++
			}
			// An abbreviation: three letters at most, or any cut with a
			// full stop ("Est", "Intl."); "Mori" is no abbreviation of
			// Morita but another name.
			if k-j < len(w) && (k == len(r) || !isLetterByte(r[k])) && (k-j <= 3 || k < len(r) && r[k] == '.') {
				return true
			}
		}
	}
	return false
}

// initialsBeside reports whether a result of calls writes the initials
// of the name's words in capitals, as a word of its own, with a word of
// four letters or more that the clause writes too within the line
// around them ("Puerto SC Tenerife" for "puerto de Santa Cruz").
func (c *check) initialsBeside(in *info, ws []string, calls []int) bool {
	if len(ws) < 2 {
		return false
	}
	var ini []byte
	for _, w := range ws {
		r := []rune(w)[0]
		if r >= 0x80 || !unicode.IsUpper(r) {
			return false
		}
		ini = append(ini, byte(r))
	}
	clause := c.folded[in.start:in.end]
	for _, ci := range calls {
		res := c.calls[ci].Result
		for off := 0; ; {
			i := indexSubstr(res[off:], string(ini))
			if i < 0 {
				break
			}
			at := off + i
			off = at + 1
			end := at + len(ini)
			if at > 0 && isIDByte(res[at-1]) || end < len(res) && isIDByte(res[end]) {
				continue
			}
			ls, le := lineBounds(res, at, end)
			for _, w := range strings.FieldsFunc(strings.ToLower(res[max(ls, at-24):min(le, end+24)]), func(r rune) bool { return !unicode.IsLetter(r) }) {
				if len(w) >= 4 && wordIn(clause, w) {
					return true
				}
			}
		}
	}
	return false
}
