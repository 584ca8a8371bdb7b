package verify

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// containsRuneOf is strings.ContainsAny(s, set) for a set of valid UTF-8
// without U+FFFD, by one byte search per rune of the set. ContainsAny
// with a rune outside ASCII in its set (",，、", "。！？") tests each rune
// of s against the set in turn; the punctuation sets of the hedge and
// boundary rules hold a few runes, and a search for each one's bytes
// (IndexByte, Index) is several times cheaper over a long clause. The
// answer is the same: the bytes of a valid rune in s decode as that rune
// wherever they stand (UTF-8 resynchronises at every lead byte), and an
// ASCII byte is always its own rune.
func containsRuneOf(s, set string) bool {
	for i := 0; i < len(set); {
		if b := set[i]; b < utf8.RuneSelf {
			if strings.IndexByte(s, b) >= 0 {
				return true
			}
			i++
			continue
		}
		_, n := utf8.DecodeRuneInString(set[i:])
		if hasSubstr(s, set[i:i+n]) {
			return true
		}
		i += n
	}
	return false
}

// nameLetter is cjkLetter(r) || unicode.IsLetter(r), Devanagari read from
// a table: the name scanners ask it of every character of a Hindi reply,
// and unicode.IsLetter searches its tables for each one.
func nameLetter(r rune) bool {
	if r >= 0x0900 && r < 0x0980 {
		return devanagariLetters[(r-0x0900)>>6]&(1<<((r-0x0900)&63)) != 0
	}
	return cjkLetter(r) || unicode.IsLetter(r)
}

// devanagariLetters has bit r-0x0900 set for the letters of the
// Devanagari block (unicode.IsLetter; vowel signs and digits are not).
var devanagariLetters = func() (t [2]uint64) {
	for r := rune(0x0900); r < 0x0980; r++ {
		if unicode.IsLetter(r) {
			t[(r-0x0900)>>6] |= 1 << ((r - 0x0900) & 63)
		}
	}
	return t
}()
