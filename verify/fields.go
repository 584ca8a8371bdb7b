package verify

import "unicode"

// firstField returns the first of strings.Fields(s) without splitting
// the rest of s: the rules ask for the word after every number and term,
// and splitting a whole window each time allocated a slice per question.
func firstField(s string) string {
	start := -1
	for i, r := range s {
		if !unicode.IsSpace(r) {
			if start < 0 {
				start = i
			}
		} else if start >= 0 {
			return s[start:i]
		}
	}
	if start < 0 {
		return ""
	}
	return s[start:]
}
