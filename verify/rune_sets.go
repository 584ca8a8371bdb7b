package verify

import (
	"strings"
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
		if strings.Contains(s, set[i:i+n]) {
			return true
		}
		i += n
	}
	return false
}
