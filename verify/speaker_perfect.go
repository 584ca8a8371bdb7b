package verify

import "strings"

// spanishPerfect reports a Spanish present perfect in the first person
// ("he enviado", "hemos borrado"): the auxiliary names the speaker, so the
// participle after it is the speaker's own act, unlike a bare participle
// ("fue eliminado en 2023", "enviado el lunes"), which names no agent.
// "acabo de / acabamos de + infinitive" ("te acabo de enviar") is the
// first-person recent past the same way.
func spanishPerfect(act string) bool {
	return strings.HasPrefix(act, "he ") || strings.HasPrefix(act, "hemos ") || strings.HasPrefix(act, "acabo de ") ||
		strings.HasPrefix(act, "acabamos de ")
}

var (
	englishSubjectAdverbs      []string
	englishPerfectSubjectList1 []string
)

// speakerPerfectLists holds the phrases of the word lists declared above (see barList).
var speakerPerfectLists = [...]barList{
	// englishSubjectAdverbs are adverbs that sit between a first-person
	// subject and its verb: "I've also sent", "we have already restarted",
	// "I've just pushed".
	{&englishSubjectAdverbs, "also|already|just|now|since|then|additionally"},
	// The lists of englishPerfectSubject, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&englishPerfectSubjectList1, "i've|we've|i have|we have|i|we"},
}

var _ = splitBars(speakerPerfectLists[:])

// englishPerfectSubject reports whether the text before a verb ends with
// a first-person subject and an adverb ("… i've also", "we have already"):
// the verb is then the speaker's act, as right after "i've" it is.
func englishPerfectSubject(before string) bool {
	for _, a := range englishSubjectAdverbs {
		rest, ok := strings.CutSuffix(before, a)
		if !ok || rest != "" && rest[len(rest)-1] != ' ' {
			continue
		}
		rest = strings.TrimRight(rest, " ")
		for _, s := range englishPerfectSubjectList1 {
			if rest == s || hasSuffix(rest, " "+s) {
				return true
			}
		}
	}
	return false
}
