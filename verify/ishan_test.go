package verify

import (
	"testing"
	"unicode"
)

// isHan answers unicode.Is(unicode.Han, r) with fast paths; it must agree
// on every rune, or a check would read a Chinese or Japanese reply
// differently from before.
func TestIsHanEveryRune(t *testing.T) {
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if got, want := isHan(r), unicode.Is(unicode.Han, r); got != want {
			t.Fatalf("isHan(%U) = %v, unicode.Is(unicode.Han) = %v", r, got, want)
		}
	}
}
