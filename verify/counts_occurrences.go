package verify

import "strings"

// Occurrences a search found. "`1.5` shows up 8 times across 3 files",
// "enviar_sms_v1 aparece 4 veces", "这个函数出现了 6 次": after a search the
// reply counts what it matched as occurrences of the pattern, whatever the
// user asked. In a turn of one search call the number of times the
// pattern occurs is the number of matches the search counted, and is held
// to it like "N matches" (see timesCountAt).

var (
	occurVerbs []string
)

// countsOccurrencesLists holds the phrases of the word lists declared above (see barList).
var countsOccurrencesLists = [...]barList{
	// occurVerbs say that the pattern occurs, right before the number of times.
	{&occurVerbs, "shows up|show up|appears|appear|occurs|occur|is used|used|turns up|comes up|" +
		"aparece|aparecen|se usa|se repite|出现了|出现|出現了|出現|用了|被引用"},
}

var _ = splitBars(countsOccurrencesLists[:])

// occurrenceCountAt reports whether the number at sp, in a turn of one
// search call, follows an occurrence verb.
func (c *check) occurrenceCountAt(in *info, sp span) bool {
	if !c.callHasMarker(0, []string{"search", "grep", "rg "}) {
		return false
	}
	before := strings.TrimRight(c.folded[max(in.start, sp.start-16):sp.start], " *_")
	return hasSuffixAny(before, occurVerbs)
}
