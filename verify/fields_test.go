package verify

import (
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// TestFirstField holds firstField to strings.Fields, on text of spaces of
// every kind, letters, CJK and invalid UTF-8.
func TestFirstField(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		parts := rapid.SliceOf(rapid.SampledFrom([]string{" ", "\t", "\n", "\u00a0", "\u3000", "\u0085", "a", "Wort", "数字", "12", "\xff", "-", "।"})).Draw(t, "parts")
		s := strings.Join(parts, "")
		want := ""
		if f := strings.Fields(s); len(f) > 0 {
			want = f[0]
		}
		if got := firstField(s); got != want {
			t.Fatalf("firstField(%q) = %q, want %q", s, got, want)
		}
	})
}
