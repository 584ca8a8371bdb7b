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

// TestDecodeRune holds decodeRune to utf8.DecodeRuneInString on every
// sequence of three bytes that starts with a three-byte lead, the only
// ones it decodes itself, cut short and followed by more text.
func TestDecodeRune(t *testing.T) {
	var b [4]byte
	b[3] = 'x'
	for b0 := 0xe0; b0 <= 0xef; b0++ {
		for b1 := 0; b1 < 256; b1++ {
			for b2 := 0; b2 < 256; b2++ {
				b[0], b[1], b[2] = byte(b0), byte(b1), byte(b2)
				for _, n := range []int{2, 3, 4} {
					s := string(b[:n])
					r, l := decodeRune(s)
					wr, wl := utf8.DecodeRuneInString(s)
					if r != wr || l != wl {
						t.Fatalf("decodeRune(%q) = %U, %d, want %U, %d", s, r, l, wr, wl)
					}
				}
			}
		}
	}
}

// TestNoCase holds noCase to unicode's case tables.
func TestNoCase(t *testing.T) {
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if noCase(r) && (unicode.ToLower(r) != r || unicode.ToUpper(r) != r || unicode.IsUpper(r)) {
			t.Fatalf("noCase(%U) but it has case", r)
		}
	}
}

// TestCJKLetter holds cjkLetter to unicode on every rune.
func TestCJKLetter(t *testing.T) {
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if cjkLetter(r) && !unicode.IsLetter(r) {
			t.Fatalf("cjkLetter(%U) but unicode says it is no letter", r)
		}
	}
}
