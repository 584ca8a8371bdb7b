package verify

import "strings"

// afterLastOf returns the offset in s just past the last of seps, or -1:
// where the line or sentence that ends s begins.
func afterLastOf(s string, seps ...string) int {
	at := -1
	for _, p := range seps {
		if i := strings.LastIndex(s, p); i >= 0 && i+len(p) > at {
			at = i + len(p)
		}
	}
	return at
}

// firstOf returns the offset in s of the first of seps, or -1: where the
// line or sentence that opens s ends.
func firstOf(s string, seps ...string) int {
	at := -1
	for _, p := range seps {
		if i := indexSubstr(s, p); i >= 0 && (at < 0 || i < at) {
			at = i
		}
	}
	return at
}
