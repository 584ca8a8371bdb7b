package verify

import "strings"

// containsDeva reports whether s holds a Devanagari letter (U+0900-U+097F
// are encoded E0 A4 xx and E0 A5 xx).
func containsDeva(s string) bool {
	return strings.Contains(s, "\xe0\xa4") || strings.Contains(s, "\xe0\xa5")
}
