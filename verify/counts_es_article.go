package verify

import "strings"

// esArticleAfterPrep reports whether the Spanish number word w ("un",
// "una") stands right after a preposition (before holds the text just
// before it), where it is the indefinite article of the preposition's
// object, not a count: "quieren ir a una universidad española" (to a
// university), "está en un servidor". "Encontré una factura" and "hay un
// pedido" keep the count of one; so do "uno" and every other number word.
func esArticleAfterPrep(before, w string) bool {
	if w != "un" && w != "una" {
		return false
	}
	before = strings.TrimRight(before, " ")
	if i := lastIndexByte(before, ' '); i >= 0 {
		before = before[i+1:]
	} else if len(before) >= 8 {
		return false // the window cut a longer word
	}
	return before != "" && hasSubstr(" a en de con para por sin hacia desde sobre entre ", " "+before+" ")
}
