package verify

import (
	"math"
	"strings"
	"unicode"
	"unicode/utf8"
)

// hasPrefix reports whether s begins with prefix, as strings.HasPrefix
// does. The package tests prefixes, suffixes and substrings at some 1,300
// places, and the compiler inlines strings.HasPrefix, HasSuffix and
// Contains into each: the code is barely smaller as a call, but every
// inlined copy also takes an entry in its caller's inlining and line
// tables, about 60 bytes of the release binary a place (the binary's size,
// size21: 84 kB in all). So the package calls hasPrefix, hasSuffix and
// hasSubstr instead, except in the functions where a profile of the
// benchmarks finds these calls (hasPrefixAny, hasSuffixAny, containsAny,
// magnitude, appendNumbers, enumSegment, toolFamilies, negatedValue and a
// score more), which keep the strings functions inlined.
//
//go:noinline
func hasPrefix(s, prefix string) bool { return headIs(s, prefix) }

// hasSuffix reports whether s ends with suffix, as strings.HasSuffix
// does; out of line for the reason given at hasPrefix.
//
//go:noinline
func hasSuffix(s, suffix string) bool { return tailIs(s, suffix) }

// hasSubstr reports whether substr is within s, as strings.Contains does;
// out of line for the reason given at hasPrefix.
//
//go:noinline
func hasSubstr(s, substr string) bool { return strings.Contains(s, substr) }

// headIs is strings.HasPrefix with the first byte compared before the
// rest: most prefix tests of the rules fail at that byte, and the rest is
// a call to runtime.memequal, some 30 instructions however short the
// prefix. Small enough to inline into the loops over word lists.
func headIs(s, prefix string) bool {
	return len(s) >= len(prefix) && (prefix == "" || s[0] == prefix[0]) && s[:len(prefix)] == prefix
}

// tailIs is strings.HasSuffix with the last byte compared first, for the
// reason given at headIs.
func tailIs(s, suffix string) bool {
	return len(s) >= len(suffix) && (suffix == "" || s[len(s)-1] == suffix[len(suffix)-1]) && s[len(s)-len(suffix):] == suffix
}

// hasLetter reports whether s holds a letter, as
// strings.IndexFunc(s, unicode.IsLetter) >= 0 does. Like the tests above it
// is a call: the compiler inlined IndexFunc's loop, its rune decoding and
// the predicate at each of some thirty places, 130 bytes of code and three
// entries of inlining tables each (the release binary's size, size21).
//
//go:noinline
func hasLetter(s string) bool { return strings.IndexFunc(s, unicode.IsLetter) >= 0 }

// hasDigit reports whether s holds a digit of any script (unicode.IsDigit),
// out of line for the reason given at hasLetter. ASCII is tested eight
// bytes at a time (byte_scan.go), Devanagari's digits are ०-९ alone, and
// kana and CJK (U+3000-U+9FFF) hold none: IndexFunc called IsDigit
// through a pointer for every rune.
//
//go:noinline
func hasDigit(s string) bool {
	for i := 0; i < len(s); {
		if i+8 <= len(s) {
			if w := load8(s, i); w&highBits == 0 {
				if digits8(w) != 0 {
					return true
				}
				i += 8
				continue
			}
		}
		r, n := decodeRune(s[i:])
		switch {
		case r < utf8.RuneSelf:
			if r >= '0' && r <= '9' {
				return true
			}
		case r >= 0x0900 && r <= 0x097f:
			if r >= 0x0966 && r <= 0x096f {
				return true
			}
		case r >= 0x3000 && r <= 0x9fff:
		case unicode.IsDigit(r):
			return true
		}
		i += n
	}
	return false
}

// hasWordRune reports whether s holds a rune of a word (isWordRune), out of
// line for the reason given at hasLetter.
//
//go:noinline
func hasWordRune(s string) bool { return strings.IndexFunc(s, isWordRune) >= 0 }

// hasDevanagari reports whether s holds a Devanagari rune, out of line for
// the reason given at hasLetter.
//
//go:noinline
func hasDevanagari(s string) bool { return strings.ContainsFunc(s, isDevanagari) }

// indexByte is strings.IndexByte out of line, and indexSubstr
// strings.Index: each is inlined as a call to the search all the same, so
// the call costs no code, while every inlined copy took one or two entries
// of its caller's inlining and line tables (the release binary's size,
// size21). As with hasPrefix, the functions a profile of the benchmarks
// finds costly keep the strings functions inlined; so do the other
// wrappers below.
//
//go:noinline
func indexByte(s string, c byte) int { return strings.IndexByte(s, c) }

// indexSubstr is strings.Index out of line (see indexByte).
//
//go:noinline
func indexSubstr(s, substr string) int { return strings.Index(s, substr) }

// lastIndexByte is strings.LastIndexByte out of line: its loop was
// inlined whole at some fifty places (see indexByte).
//
//go:noinline
func lastIndexByte(s string, c byte) int { return strings.LastIndexByte(s, c) }

// trimPrefix is strings.TrimPrefix out of line: its prefix test and
// slicing, and three entries of inlining tables, were copied into some
// forty callers (see indexByte).
//
//go:noinline
func trimPrefix(s, prefix string) string { return strings.TrimPrefix(s, prefix) }

// trimSuffix is strings.TrimSuffix out of line (see trimPrefix).
//
//go:noinline
func trimSuffix(s, suffix string) string { return strings.TrimSuffix(s, suffix) }

// hasAnyRune reports whether s holds any of the runes of chars, as
// strings.ContainsAny does, out of line (see indexByte).
//
//go:noinline
func hasAnyRune(s, chars string) bool { return strings.ContainsAny(s, chars) }

// cutAt is strings.Cut out of line (see indexByte).
//
//go:noinline
func cutAt(s, sep string) (before, after string, found bool) { return strings.Cut(s, sep) }

// cutPrefix is strings.CutPrefix out of line, and cutSuffix
// strings.CutSuffix: each inlined copy held the prefix test, the slicing
// and two entries of inlining tables (see indexByte).
//
//go:noinline
func cutPrefix(s, prefix string) (after string, found bool) { return strings.CutPrefix(s, prefix) }

// cutSuffix is strings.CutSuffix out of line (see cutPrefix).
//
//go:noinline
func cutSuffix(s, suffix string) (before string, found bool) { return strings.CutSuffix(s, suffix) }

// hasRune reports whether r is within s, as strings.ContainsRune does, out
// of line (see indexByte).
//
//go:noinline
func hasRune(s string, r rune) bool { return strings.ContainsRune(s, r) }

// replaceAll is strings.ReplaceAll out of line (see indexByte).
//
//go:noinline
func replaceAll(s, old, new string) string { return strings.ReplaceAll(s, old, new) }

// runeCount is utf8.RuneCountInString out of line: its loop over the ASCII
// bytes was inlined whole at some thirty places (see indexByte).
//
//go:noinline
func runeCount(s string) int { return utf8.RuneCountInString(s) }

// absFloat is math.Abs out of line: math.Abs is inlined with the two
// conversions it is written with, three entries of inlining tables at
// each of some hundred places (see indexByte).
//
//go:noinline
func absFloat(x float64) float64 { return math.Abs(x) }

// roundFloat is math.Round out of line: its bit arithmetic was inlined
// whole at some ten places (see indexByte).
//
//go:noinline
func roundFloat(x float64) float64 { return math.Round(x) }

// decodeRuneAt is utf8.DecodeRuneInString out of line: its ASCII case is
// inlined with an entry of inlining tables at each call, some ninety of
// them in functions a profile finds cold (see indexByte); the scans that
// run over every rune of a text call decodeRune or keep utf8's.
//
//go:noinline
func decodeRuneAt(s string) (r rune, size int) { return utf8.DecodeRuneInString(s) }
