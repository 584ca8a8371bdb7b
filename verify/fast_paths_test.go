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

// targetByte classes every byte as the comparisons ungivenTarget made
// before it did: a byte of a target's word, a dot or slash, a small letter.
func TestTargetByteClasses(t *testing.T) {
	for b := 0; b < 256; b++ {
		c := byte(b)
		word := isWordByte(c) || c == '/' || c == '.' || c == '~'
		dot := c == '/' || c == '.'
		lower := c >= 'a' && c <= 'z'
		k := targetByte[c]
		if (k != 0) != word || (k&targetDot != 0) != dot || (k&targetLower != 0) != lower {
			t.Fatalf("targetByte[%q] = %d", c, k)
		}
	}
}

// durationAfter's first-byte filter must let every unit word through.
func TestDurationFirstBytes(t *testing.T) {
	for _, u := range durationUnits {
		if strings.IndexByte(durationFirstBytes, u[0]) < 0 {
			t.Errorf("durationFirstBytes lacks %q, the first byte of %q", u[0], u)
		}
	}
}
