package verify

import "strings"

// A negated act with no subject of its own is the speaker's in a reply's
// account of its turn, in the languages that drop the subject: Chinese
// "目前还没加进队列" (nothing but adverbs before the negation) and Hindi
// "अभी क्यू में नहीं जोड़ा" (no agent marked with "ने" before a perfective
// verb). A named agent ("他没有发送", "टीम ने नहीं भेजा") keeps the act
// someone else's, as "I" is required of the other forms (see deniesAct).

var (
	zhClauseAdverbs []string
)

// denialDroppedSubjectLists holds the phrases of the word lists declared above (see barList).
var denialDroppedSubjectLists = [...]barList{
	// zhClauseAdverbs are the adverbs and conjunctions that may open a Chinese
	// clause before its negation without being its subject.
	{&zhClauseAdverbs, "目前|现在|暂时|暂且|还是|还|也|并|都|不过|但是|但|所以|因此|这次|尚|仍然|仍|其实|实际上|只是|只|这边|另外|而且"},
}

var _ = splitBars(denialDroppedSubjectLists[:])

// zhSubjectless reports whether the Chinese text before a negated act is
// only adverbs, conjunctions and punctuation.
func zhSubjectless(before string) bool {
	s := strings.TrimSpace(before)
	for s != "" {
		cut := false
		for _, a := range zhClauseAdverbs {
			if t, ok := cutPrefix(s, a); ok {
				s, cut = strings.TrimLeft(t, " ，,、"), true
				break
			}
		}
		if !cut {
			return false
		}
	}
	return true
}

// hiAgentless reports whether the Hindi text before a negated perfective
// act marks no agent: no word ends in the ergative "ने" (मैंने, आपने, टीम
// ने) and no nominative pronoun of another person stands there.
func hiAgentless(before string) bool {
	for _, w := range strings.Fields(before) {
		if hasSuffix(w, "ने") || hiOtherPronouns[w] {
			return false
		}
	}
	return true
}

var hiOtherPronouns = wordSet("वह वे आप तुम")
