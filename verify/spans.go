package verify

import "strings"

// delimited returns the insides of the pairs of mark in s, in order: the
// code spans of "`a` and `b`" for "`", the bold runs for "**". An
// unmatched last mark opens nothing.
func delimited(s, mark string) []span {
	var out []span
	for off := 0; ; {
		i := strings.Index(s[off:], mark)
		if i < 0 {
			return out
		}
		a := off + i + len(mark)
		j := strings.Index(s[a:], mark)
		if j < 0 {
			return out
		}
		out = append(out, span{a, a + j})
		off = a + j + len(mark)
	}
}

// containsAnyWord reports whether s holds one of ws, as a whole word for
// Latin ones (see containsWord).
func containsAnyWord(s string, ws []string) bool {
	for _, w := range ws {
		if containsWord(s, w) {
			return true
		}
	}
	return false
}
