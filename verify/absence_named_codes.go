package verify

import "strings"

// codeKindIn reports whether res holds p, a code's letters, right before a
// digit: a code of the same kind.
func codeKindIn(res, p string) bool {
	for i := 0; ; {
		j := strings.Index(res[i:], p)
		if j < 0 {
			return false
		}
		e := i + j + len(p)
		if e < len(res) && isDigitByte(res[e]) && (i+j == 0 || !isLetterByte(res[i+j-1])) {
			return true
		}
		i = e
	}
}
