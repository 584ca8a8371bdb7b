package verify

import "strings"

// phrase_lists.go: word lists written as one "|"-separated string, read
// in place. A []string literal costs a string header per entry in the
// binary's data; one string costs only its bytes (the release binary's
// size budget), and reading it with strings.Cut allocates nothing.

// phraseIn reports whether s contains one of the phrases of list.
func phraseIn(s, list string) bool {
	for list != "" {
		var p string
		p, list, _ = cutAt(list, "|")
		if p != "" && (p[0] >= 0x80 && indexWide(s, p) >= 0 || p[0] < 0x80 && hasSubstr(s, p)) {
			return true
		}
	}
	return false
}

// phraseIs reports whether s is one of the phrases of list.
func phraseIs(s, list string) bool {
	for list != "" {
		var p string
		p, list, _ = strings.Cut(list, "|")
		if p == s {
			return true
		}
	}
	return false
}

// prefixPhrase reports whether s starts with one of the phrases of list.
func prefixPhrase(s, list string) bool {
	for list != "" {
		var p string
		p, list, _ = cutAt(list, "|")
		if p != "" && hasPrefix(s, p) {
			return true
		}
	}
	return false
}
