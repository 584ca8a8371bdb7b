package verify

import "strings"

// hasPrefix reports whether s begins with prefix, as strings.HasPrefix
// does. The package tests prefixes and suffixes at some 800 places, and
// the compiler inlines strings.HasPrefix and strings.HasSuffix into each:
// the code is barely smaller as a call, but every inlined copy also takes
// an entry in its caller's inlining tables and line tables, about 70 bytes
// of the release binary a place (the binary's size, size21). So the
// package calls these two out of line, except in the loops where a
// profile of the benchmarks shows the call (hasPrefixAny, hasSuffixAny,
// enumSegment, magnitude, conditional, appositiveCount, rangeEndAt),
// which keep the inlined strings functions.
//
//go:noinline
func hasPrefix(s, prefix string) bool { return strings.HasPrefix(s, prefix) }

// hasSuffix reports whether s ends with suffix, as strings.HasSuffix
// does; out of line for the reason given at hasPrefix.
//
//go:noinline
func hasSuffix(s, suffix string) bool { return strings.HasSuffix(s, suffix) }
