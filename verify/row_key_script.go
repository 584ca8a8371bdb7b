package verify

import "strings"

// A Hindi reply writes the Latin key of a result's row in its own script:
// "करनाल" for the row "Karnal,2425,2480,2440", "बिजरानी" for "Bijrani  0
// 7000". The row is named all the same, so the row rules (checkRows,
// keyRowBefore) read such a word as the key when the consonant skeletons
// match (see name_skeleton.go). Among a table's few keys two consonants
// already tell a row ("Udupi", उडुपी); only keys of four or more Latin
// letters are read so, and only when the clause holds Devanagari. As the
// one row a clause is about, such a word must be marked by a postposition
// as what the value is of or in ("करनाल में", "उडुपी का", "बिजरानी पर"): a
// bare noun beside a number is as often the number's own noun, the value
// first in Hindi's order ("2 की कंपार्टमेंट आई है और 1 अनुत्तीर्ण": the 1
// is of अनुत्तीर्ण, not of the compartment row). Bare, it still counts as a
// row named, so that a clause naming two rows is read value by value
// ("जैसलमेर का है (−48%), फिर बाड़मेर (−45%)").

// devaKeyAt returns the span (in s) of the first Devanagari word of s, or
// the last when last is set, whose consonant skeleton is that of key, a
// row's folded Latin key; -1 when none. The callers ask containsDeva of
// the clause once, not per row.
func devaKeyAt(s, key string, last bool) (int, int) {
	if len(key) < 4 {
		return -1, 0
	}
	var want skel
	for i := 0; i < len(key); i++ {
		b := key[i]
		if b < 'a' || b > 'z' {
			return -1, 0 // a key of letters only: "RT-77141003" is named as written
		}
		want.add(b)
	}
	if want.n < 2 {
		return -1, 0
	}
	return devaMatch(s, &want, last)
}

// containsDeva reports whether s holds a Devanagari letter (U+0900-U+097F
// are encoded E0 A4 xx and E0 A5 xx).
func containsDeva(s string) bool {
	return strings.Contains(s, "\xe0\xa4") || strings.Contains(s, "\xe0\xa5")
}

// hiPostpositions mark a Hindi noun as the place or owner of what follows.
var hiPostpositions = [...]string{"में", "का", "की", "के", "पर", "को"}

// postpositionAt reports whether s, after a word, starts with one of
// hiPostpositions standing as a word.
func postpositionAt(s string) bool {
	if len(s) == 0 || s[0] != ' ' {
		return false
	}
	s = s[1:]
	for _, p := range hiPostpositions {
		if len(s) >= len(p) && s[:len(p)] == p && (len(s) == len(p) || s[len(p)] == ' ' || s[len(p)] < 0x80 && !isWordRune(rune(s[len(p)]))) {
			return true
		}
	}
	return false
}
