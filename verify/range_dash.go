package verify

import "strings"

// A dash joins two times into a range only with a number on each side of
// it on the same line ("10:30–11:30", "9 am - 10:30"). A list item's
// leading dash ("- 10:30 standup") and a dash that sets a title off a
// time ("10:30 – Standup") join nothing: the time is an item's start.

// rangeDash reports whether p, a range separator, is a dash.
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func rangeDash(p string) bool {
	switch p {
	case "-", "–", "—", "－":
		return true
	}
	return false
}

var (
	numberEndsList1 []string
)

// rangeDashLists holds the phrases of the word lists declared above (see barList).
var rangeDashLists = [...]barList{
	// The lists of numberEnds, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&numberEndsList1, "a.m.|p.m.|am|pm|h"},
}

var _ = splitBars(rangeDashLists[:])

// numberEnds reports whether s, the text before a dash, ends with a
// number on the dash's line, past spaces, emphasis and a meridiem ("9
// am", "9h").
func numberEnds(s string) bool {
	s = strings.TrimRight(s, " *")
	for _, m := range numberEndsList1 {
		if hasSuffix(s, m) {
			s = strings.TrimRight(s[:len(s)-len(m)], " ")
			break
		}
	}
	return s != "" && isDigitByte(s[len(s)-1])
}

// numberStarts reports whether s, the text after a dash, opens with a
// number on the dash's line, past spaces and emphasis.
func numberStarts(s string) bool {
	s = strings.TrimLeft(s, " *")
	return s != "" && isDigitByte(s[0])
}
