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
	case strings.HasSuffix(b, "の") || strings.HasSuffix(b, "的"):
		i := len(b)
		for k := 0; k < 4 && i > 0; k++ {
			_, n := utf8.DecodeLastRuneInString(b[:i])
			i -= n
		}
		phrase = b[i:]
	default:
		i := strings.LastIndexByte(b, ' ')
		if w := b[i+1:]; w == "के" || w == "की" || w == "का" {
			i = strings.LastIndexByte(b[:max(i, 0)], ' ')
		}
		phrase = b[i+1:]
	}
	return len(phrase) >= 6 && strings.Contains(c.request, phrase)
}
