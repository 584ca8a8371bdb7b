package verify

import (
	"iter"
)

// scopeWordTails yields, for each place in s where one of words occurs,
// the rest of s after that word: every place of words[0] left to right,
// then of words[1], and so on. A word that opens with an ASCII byte counts
// only as a whole word (wordIn on the word and a byte either side); any
// other word counts wherever it occurs. Words must not be empty.
//
// It stays a call for the release binary's size (size20).
//
//go:noinline
func scopeWordTails(s string, words []string) iter.Seq[string] {
	return func(yield func(string) bool) {
		for _, w := range words {
			for i := 0; i < len(s); {
				j := indexSubstr(s[i:], w)
				if j < 0 {
					break
				}
				at := i + j
				i = at + len(w)
				if w[0] < 0x80 && !wordIn(s[max(0, at-1):min(len(s), i+1)], w) {
					continue
				}
				if !yield(s[i:]) {
					return
				}
			}
		}
	}
}
