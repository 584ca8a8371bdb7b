package verify

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"pgregory.net/rapid"
)

// TestContainsRuneOfSame checks containsRuneOf against strings.ContainsAny
// over text of ASCII, CJK punctuation, letters that share their lead
// bytes, and broken sequences.
func TestContainsRuneOfSame(t *testing.T) {
	alpha := []string{"a", ",", ";", ":", "，", "、", "；", "：", "。", "！", "？", "\n", "の", "中", "\xef", "\xbc", "\x8c", "\xe3\x80", " "}
	sets := []string{",，、", ",，;；", ",，、;；:：", "。！？\n", "x"}
	rapid.Check(t, func(t *rapid.T) {
		var b []byte
		for range rapid.IntRange(0, 30).Draw(t, "len") {
			b = append(b, rapid.SampledFrom(alpha).Draw(t, "s")...)
		}
		s := string(b)
		for _, set := range sets {
			if got, want := containsRuneOf(s, set), strings.ContainsAny(s, set); got != want {
				t.Fatalf("containsRuneOf(%q, %q) = %v, ContainsAny %v", s, set, got, want)
			}
		}
	})
}

// TestLatinCapitalLead holds latinCapitalLead to unicode: every Latin
// capital letter starts with a byte it accepts.
func TestLatinCapitalLead(t *testing.T) {
	var b [utf8.UTFMax]byte
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if unicode.IsUpper(r) && unicode.Is(unicode.Latin, r) {
			utf8.EncodeRune(b[:], r)
			if !latinCapitalLead(b[0]) {
				t.Fatalf("%U starts with %#x", r, b[0])
			}
		}
	}
}
