package verify

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

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

// receiptListAsWritten is receiptList before its binary searches.
func receiptListAsWritten(c *check, in *info) bool {
	for _, ct := range c.cites {
		if ct.end <= in.start && !strings.Contains(strings.TrimSpace(c.masked[ct.end:in.start]), "\n\n") && strings.Count(c.masked[ct.end:in.start], "\n") <= 1 && strings.Count(c.masked[ct.end:in.start], "\n") >= 1 {
			return true
		}
		if ct.start >= in.end && strings.Count(c.masked[in.end:ct.start], "\n") == 1 {
			return true
		}
	}
	return false
}

// TestReceiptList holds receiptList to a count of the line breaks to
// every citation, on lines of citations, text and blank lines.
func TestReceiptList(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var b strings.Builder
		c := &check{}
		for range rapid.IntRange(1, 30).Draw(t, "parts") {
			switch rapid.IntRange(0, 3).Draw(t, "kind") {
			case 0:
				start := b.Len()
				b.WriteString("[receipt]")
				c.cites = append(c.cites, citation{span{start, b.Len()}, 0})
			case 1:
				b.WriteString("\n")
			case 2:
				b.WriteString(" ")
			default:
				b.WriteString("text")
			}
		}
		c.masked = b.String()
		for range 20 {
			s := rapid.IntRange(0, len(c.masked)).Draw(t, "start")
			e := rapid.IntRange(s, len(c.masked)).Draw(t, "end")
			in := &info{clause: clause{span: span{s, e}}}
			if got, want := c.receiptList(in), receiptListAsWritten(c, in); got != want {
				t.Fatalf("receiptList(%d, %d) of %q = %v, want %v", s, e, c.masked, got, want)
			}
		}
	})
}

// TestIsWordRune holds isWordRune's shortcuts to the Unicode tables, for
// every code point.
func TestIsWordRune(t *testing.T) {
	for r := rune(utf8.RuneSelf); r <= unicode.MaxRune; r++ {
		if got, want := isWordRune(r), unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r); got != want {
			t.Fatalf("isWordRune(%U) = %v, want %v", r, got, want)
		}
	}
}
