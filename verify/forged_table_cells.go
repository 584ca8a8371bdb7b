package verify

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// The words of a table's cells as values of a cited passage. A receipt on
// a line that ends with a colon vouches for the table that follows (see
// passage); a table whose rows hold the cited call's own items — the
// names a roster returned, in "| 1站台 | 3 | 陈晓燕、刘洋、周敏 | 23 趟 |" —
// reports the cited result, whatever column it joins from another call.
// The tally read numbers, codes and quotations only, and a table of names
// beside a column of another call's two-digit figures read as that other
// call's alone.
//
// Each cell, and each item of a cell listed with 、，, ; /, counts as
// tallyText counts a code: held by the cited calls only, or by others
// only. Only items of two letters outside ASCII (a CJK or Devanagari
// name) or of four bytes or more with a letter, not the user's words,
// and at most maxTableCellItems per passage.

const maxTableCellItems = 48

// tallyTableCells adds the cell items of the table rows in [lo, hi) to
// the tally.
func (c *check) tallyTableCells(in *info, lo, hi int, t *passTally) {
	n := 0
	c.eachCellItem(c.folded[lo:hi], func(item string) bool {
		if !cellItemValue(item) || hasSubstr(c.request, item) {
			return true
		}
		if n++; n > maxTableCellItems {
			return false
		}
		c.tallyText(in, item, t)
		return true
	})
}

// eachCellItem calls fn with each item of the cells of the table rows of
// s (folded), while fn returns true.
func (c *check) eachCellItem(s string, fn func(item string) bool) {
	if strings.Count(s, "|") < 4 {
		return
	}
	for rest, more := s, true; more; {
		var line string
		line, rest, more = cutByte(rest, '\n')
		line = strings.TrimSpace(line)
		if !strings.HasPrefix(line, "|") || strings.Trim(line, "|-: ") == "" {
			continue
		}
		for cells, more := strings.Trim(line, "|"), true; more; {
			var cell string
			cell, cells, more = cutByte(cells, '|')
			for _, item := range strings.FieldsFunc(cell, cellItemSep) {
				if !fn(strings.Trim(item, " *_`")) {
					return
				}
			}
		}
	}
}

func cellItemSep(r rune) bool {
	switch r {
	case '、', '，', ',', ';', '；', '/':
		return true
	}
	return false
}

// cellItemValue reports whether a cell item is particular enough to say
// which result it came from: two or more letters outside ASCII, or four
// bytes or more holding an ASCII letter; never a bare number.
func cellItemValue(s string) bool {
	if s == "" {
		return false
	}
	nonASCII, ascii := 0, false
	for _, r := range s {
		switch {
		case r >= utf8.RuneSelf && unicode.IsLetter(r):
			nonASCII++
		case r >= 'a' && r <= 'z':
			ascii = true
		case r >= '0' && r <= '9' || r == ' ' || r == '.' || r == '-' || r == '_':
		default:
			if r >= utf8.RuneSelf {
				return false // a symbol or a unit sign: no name
			}
		}
	}
	if nonASCII > 0 {
		return nonASCII >= 2 && !ascii
	}
	return ascii && len(s) >= 4
}
