package verify

// A Hindi compound verb is a noun and a light verb ("पिंग किया", "रिचार्ज
// कर दिया", "जाँच की"), and the focus particle भी ("also") stands between
// them without changing the act: "staging को पिंग भी किया" says the
// speaker pinged it too. Each act term of that shape is also matched with
// भी before its light verb.

var (
	hindiLightVerbs []string
)

// lexiconHindiFocusLists holds the phrases of the word lists declared above (see barList).
var lexiconHindiFocusLists = [...]barList{
	// hindiLightVerbs are the light verbs of the act terms, with the space
	// that parts them from the noun.
	{&hindiLightVerbs, " कर दिया| कर दी| कर दिए| कर लिया| कर ली| कर लिए| किया| की| किए"},
}

var _ = splitBars(lexiconHindiFocusLists[:])

// hindiFocusForm returns term p with भी before its light verb, or "" when
// p is no noun and light verb.
func hindiFocusForm(p string) string {
	if len(p) == 0 || p[0] < 0xe0 {
		return "" // not Devanagari: ASCII and Latin-1 words open with a byte below 0xe0
	}
	for _, v := range hindiLightVerbs {
		if hasSuffix(p, v) && len(p) > len(v) && !hasSubstr(p[:len(p)-len(v)], " ") {
			return p[:len(p)-len(v)] + " भी" + v
		}
	}
	return ""
}
