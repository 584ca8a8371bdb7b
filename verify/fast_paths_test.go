package verify

import (
	"strings"
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

// metricAt's first-byte filter must let every unit word through.
func TestMetricFirstBytes(t *testing.T) {
	for _, u := range metricUnits {
		if strings.IndexByte(metricFirstBytes, u.word[0]) < 0 {
			t.Errorf("metricFirstBytes lacks %q, the first byte of %q", u.word[0], u.word)
		}
	}
}
