package verify

import "strings"

// Partitive absences: "ninguno de ellos está en CrashLoopBackOff", "ninguna
// de las alertas es crítica" say that none of the items a result lists has
// a property. The word after the quantifier is the preposition "de", not
// what is absent: the property after the copula is ("CrashLoopBackOff",
// "crítica"), and the claim is false only when the result names it — as
// "found no errors" is false only when the result mentions errors.

// partitiveObject returns the property a Spanish partitive absence denies
// to the items ("ninguno de ellos está en X" → x), read within six words
// after "de", or "" when rest opens no partitive; "de" itself when no
// copula follows, which no result is looked up for.
func partitiveObject(rest string) string {
	w := strings.Fields(rest)
	if len(w) == 0 || w[0] != "de" && w[0] != "del" {
		return ""
	}
	for i := 1; i < len(w) && i < 6; i++ {
		if esCopulaWords[strings.TrimFunc(w[i], func(r rune) bool { return !isWordRune(r) })] {
			for j := i + 1; j < len(w) && j < i+4; j++ {
				o := strings.TrimFunc(w[j], func(r rune) bool { return !isWordRune(r) })
				if o == "" || esArticleWords[o] {
					continue
				}
				return o
			}
			return "de"
		}
	}
	return "de"
}

// esCopulaWords are the forms of ser, estar and tener after which
// partitiveObject reads the predicate; esArticleWords the articles
// and prepositions it passes over. Sets, not switches of their words (the
// release binary's size, size20).
var (
	esCopulaWords  = wordSet("es está son están estaba estaban era eran tiene tienen tenía tenían")
	esArticleWords = wordSet("en un una el la los las de del")
)
