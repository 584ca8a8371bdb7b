package verify

import (
	"strings"
	"unicode/utf8"
)

// A possessor the user named as the scope of the question. "कर्नाटक की
// मंडियों में टमाटर कहाँ सस्ता है?" answered "कर्नाटक की **7 मंडियों** के
// आँकड़े मिले", "what did the team's repos…" answered "the team's 5 repos":
// the possessor before the count is the very scope the user asked about,
// so it names the whole listing, not a part of it as "last week's 2 notes"
// does when the user asked about all notes.

// requestScopeGenitive reports whether the possessor and its genitive
// marker that before ends with (see genitiveBefore) stand in the request:
// the word before a spaced marker with the marker ("कर्नाटक की"), the word
// ending in 's, or the last three characters before の/的 in Chinese and
// Japanese.
func (c *check) requestScopeGenitive(before string) bool {
	b := strings.TrimRight(before, "*_ ")
	var phrase string
	switch {
	case hasSuffix(b, "の") || hasSuffix(b, "的"):
		i := len(b)
		for k := 0; k < 4 && i > 0; k++ {
			_, n := utf8.DecodeLastRuneInString(b[:i])
			i -= n
		}
		phrase = b[i:]
	default:
		i := lastIndexByte(b, ' ')
		if w := b[i+1:]; w == "के" || w == "की" || w == "का" {
			i = lastIndexByte(b[:max(i, 0)], ' ')
		}
		phrase = b[i+1:]
	}
	return len(phrase) >= 6 && hasSubstr(c.request, phrase)
}

// argScopeGenitive reports whether the possessor before the count names a
// value call ci was given: "Airtel की 4 रसीदें" over a mail search for
// "Airtel recharge", "श्री पैलेस के 3 रविवार" over {"hall": "श्री पैलेस"},
// "Acme's 5 invoices" over {"customer": "Acme"}. The call was scoped to
// that possessor, so the items it listed are all the possessor's: the
// count is of the whole listing, as with a possessor the user named.
// A Devanagari possessor may write a Latin name of the arguments anew.
// The request's own words do not count here: "पिछले हफ़्ते के दो नोट्स"
// asked of a whole folder names the part the user wanted, not a scope the
// listing had. Only a spaced possessor word (Hindi के/की/का, English 's) of four bytes
// or more is read; a Chinese or Japanese one has no word to match. A
// possessor with a digit is a date or a period ("अक्टूबर 2024 के दोनों
// रिटर्न" over periods Oct-2024 and Nov-2024): one of the values the
// call was given, so a part of what it listed.
func (c *check) argScopeGenitive(before string, ci int) bool {
	b := strings.TrimRight(before, "*_ ")
	var w string
	if i := lastIndexByte(b, ' '); i > 0 && (b[i+1:] == "के" || b[i+1:] == "की" || b[i+1:] == "का") {
		b = strings.TrimRight(b[:i], "*_ ")
		w = b[lastIndexByte(b, ' ')+1:]
	} else if st := trimSuffix(trimSuffix(b, "'s"), "’s"); st != b {
		w = st[lastIndexByte(st, ' ')+1:]
	}
	if len(w) < 4 || hasAnyRune(w, "0123456789") {
		return false
	}
	if wordIn(c.calls[ci].lowerArgs(), w) {
		return true
	}
	// "राजस्थान के 12 ज़िलों" over {"state": "Rajasthan"}: the name the
	// call was given, written in Devanagari (see scriptFormIn).
	args := c.calls[ci].Args
	for _, a := range strings.FieldsFunc(args, func(r rune) bool { return !isLetterByte(byte(r)) || r >= 0x80 }) {
		if len(a) >= 4 && a[0] >= 'A' && a[0] <= 'Z' && scriptFormIn(w, strings.ToLower(a), args) {
			return true
		}
	}
	return false
}
