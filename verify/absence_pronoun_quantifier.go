package verify

import "strings"

// Spanish "ninguno" stands alone: before a noun it is cut to "ningún", so
// "no queda ninguno pendiente" and "ninguno está abierto" leave the noun
// out, and the word after the quantifier is a predicate, not the thing
// said to be absent. The feminine "ninguna" has one form for both uses.
// Either is taken as a pronoun when a word of state follows it ("no hay
// ninguna pendiente de pago", "ninguno abierto"); a participle with a
// complement ("ninguna marcada como crítica") narrows the items instead,
// and is left to absenceObject. The noun left
// out is the one the request and the result are about, their own items,
// so no object narrows the claim (see absenceObject): the absence is held
// to the result as "no queda ningún TODO" is. So is a pronoun followed by
// an adverb of time ("ninguna hoy", "ninguno de momento"): the adverb says
// when, and the noun left out is the label's or the request's.

var (
	spanishStateWords      []string
	spanishWhenWords       []string
	pronounQuantifierList1 []string
)

// absencePronounQuantifierLists holds the phrases of the word lists declared above (see barList).
var absencePronounQuantifierLists = [...]barList{
	// spanishStateWords are adjectives of state a pronoun quantifier takes
	// as its predicate: states the query selects by. "libre", "disponible"
	// and "nuevo" stay out: "ninguna libre" over a calendar of busy slots is
	// true, and "nada nuevo" compares (see beyondWords).
	{&spanishStateWords, "pendiente|abierta|abierto|activa|activo|sin "},
	// spanishWhenWords are adverbs of time: "ninguna hoy", "ninguno de
	// momento" say when there was none, and narrow nothing.
	{&spanishWhenWords, "hoy|ayer|todavía|aún|por ahora|hasta ahora|de momento|por el momento|esta semana|este mes|en lo que va"},
	// The lists of pronounQuantifier, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&pronounQuantifierList1, "ninguno |ningunos |ninguna |ningunas "},
}

var _ = splitBars(absencePronounQuantifierLists[:])

// pronounQuantifier reports whether the clause's absence is a Spanish
// negative quantifier used as a pronoun, followed by its predicate.
func (c *check) pronounQuantifier(in *info) bool {
	a := in.absence
	if a == nil {
		return false
	}
	rest := c.folded[a.start:min(in.end, a.end+48)]
	for _, q := range pronounQuantifierList1 {
		i := indexSubstr(rest, q)
		if i < 0 || i > 0 && isLetterByte(rest[i-1]) {
			continue
		}
		after := strings.TrimLeft(rest[i+len(q):], " *")
		if hasPrefixAny(after, spanishWhenWords) {
			return true // "Alarmas: ninguna hoy": when, not what
		}
		if hasPrefix(after, "de ") {
			return false // "ninguno de ellos": a partitive, see partitiveObject
		}
		// A word of state as the predicate ("ninguno pendiente", "ninguna
		// abierta"); a participle with its complement ("ninguna marcada
		// como crítica") narrows the items, and stays an object.
		if hasPrefixAny(after, spanishStateWords) {
			return true
		}
		// A participle of recording ("ninguna registrada", "ninguno
		// anotado") is the existential itself, as "none recorded" is:
		// what is not in the record is absent from the result, and the
		// participle narrows nothing.
		if hasPrefix(after, "registrad") || hasPrefix(after, "anotad") {
			return true
		}
	}
	return false
}
