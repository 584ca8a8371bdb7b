package verify

import "strings"

// A result whose first line is a header of named columns ("order_no | item |
// qty | status", cells of words with no digit in them) is a table as much as
// one whose header is ruled off: the lines under it are rows with fields,
// and "合计 6 件" after a word of totalling may be the sum of one of its
// columns (rowsSumCount). A listing's lines ("2026-05-02 | Keeper: …") carry
// digits in their first line and stay lines.

// headedTable reports whether a result opens with such a header.
func headedTable(result string) bool {
	first, _, _ := cutAt(strings.TrimLeft(result, " \n"), "\n")
	sep := "|"
	if !hasSubstr(first, sep) {
		sep = "\t"
	}
	cells := strings.Split(first, sep)
	if len(cells) < 2 || hasAnyRune(first, "0123456789:") {
		return false
	}
	for _, c := range cells {
		if strings.TrimSpace(c) == "" {
			return false
		}
	}
	return true
}
