package verify

// Spanish sequencing adverbs ("luego", "a continuación") are hedges when
// what follows is still to be done ("luego ejecutaré los tests", "luego
// puedes revisar"), but a reply narrating its steps writes them before a
// past verb: "Luego ejecuté `npm test`", "a continuación revisó el log",
// "luego he lanzado la consulta". The tense of the verb, not the adverb,
// says whether the step was taken, as jaNextOffer reads 次に.

// esSequenceDone reports whether the hedge hit at h in t is a sequencing
// adverb ("luego", "a continuación") whose verb, past object pronouns, is
// in a past tense: a preterite in -é, -í, -ó (ejecuté, leí, revisó), the
// strong ones (hice, puse) or the perfect (he ejecutado). A first person
// in -aré/-eré/-iré is read as the future (ejecutaré), which a few
// preterites of -rar verbs share (preparé): those stay hedged.
func esSequenceDone(t string, h span) bool {
	a := t[h.start:h.end]
	if a != "luego" && a != "a continuación" && a != "antes de" {
		return false
	}
	w, rest := nextFieldFunc(t[h.end:], notWordRune)
	if a == "antes de" {
		// "Antes de enviarlo comprobé …": the time before an act, then
		// the verb of the main clause, which the tense decides.
		if !esInfinitive(w) {
			return false
		}
		w, rest = nextFieldFunc(rest, notWordRune)
	}
	if esClitics[w] {
		w, _ = nextFieldFunc(rest, notWordRune) // "luego lo ejecuté"
	}
	if esStrongFirst[w] && hasSuffix(w, "e") || esStrongThird[w] {
		return true // hice, he; hizo (not the adverbs esStrongFirst also holds)
	}
	return len(w) >= 4 && hasSuffixAny(w, esPastEnds) && !hasSuffixAny(w, esFutureEnds) && !esPlaceAdverbs[w]
}

var (
	esPastEnds   []string
	esFutureEnds []string
)

// hedgeSequenceLists holds the phrases of the word lists declared above (see barList).
var hedgeSequenceLists = [...]barList{
	{&esPastEnds, "é|í|ó"},
	{&esFutureEnds, "aré|eré|iré|dré|bré|rré"},
}

var _ = splitBars(hedgeSequenceLists[:])

// esPastEnds end a regular preterite; esFutureEnds a first-person future,
// regular or with a contracted stem (podré, tendré, pondré, sabré, habré,
// querré); esPlaceAdverbs end in an accented vowel but are no verbs.
var (
	esPlaceAdverbs = wordSet("aquí allí ahí así acá allá")
)

// esInfinitive reports whether w is a Spanish infinitive, with or without
// clitic pronouns after it ("enviar", "enviarlo", "revisarlas").
func esInfinitive(w string) bool {
	for _, cl := range []string{"selo", "sela", "melo", "noslo", "los", "las", "les", "nos", "lo", "la", "le", "me", "te", "se", ""} {
		if b, ok := cutSuffix(w, cl); ok && len(b) >= 4 && hasSuffixAny(b, []string{"ar", "er", "ir"}) {
			return true
		}
	}
	return false
}
