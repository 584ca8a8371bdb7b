package verify

import "strings"

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
