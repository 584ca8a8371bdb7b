package verify

import "strings"

// dashBounds narrows a sub-clause [lo, hi) around sp to the stretch between
// dashes: "I didn't delete anything — this command is destructive, run it
// yourself" asides its reason after the dash, and the words there ("command")
// are no object of the denied act. A spaced dash or an em/en dash bounds
// it; a hyphen inside a word ("rm -rf", "feature-x") does not.
func dashBounds(text string, lo, hi int, sp span) (int, int) {
	for _, d := range []string{"—", " – ", " - "} {
		if i := strings.LastIndex(text[lo:sp.start], d); i >= 0 {
			lo += i + len(d)
		}
		if i := indexSubstr(text[sp.end:hi], d); i >= 0 {
			hi = sp.end + i
		}
	}
	return lo, hi
}
