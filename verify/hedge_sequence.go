package verify

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Spanish sequencing adverbs ("luego", "a continuación") are hedges when
// what follows is still to be done ("luego ejecutaré los tests", "luego
// puedes revisar"), but a reply narrating its steps writes them before a
// past verb: "Luego ejecuté `npm test`", "a continuación revisó el log",
// "luego he lanzado la consulta". The tense of the verb, not the adverb,
// says whether the step was taken, as jaNextOffer reads 次に.

// esSequenceWords are the sequencing adverbs read so.
var esSequenceWords = []string{"luego", "a continuación"}

// esNotVerbs end in a stressed vowel like a preterite but are no verb.
var esNotVerbs = wordSet("así aquí allí ahí allá acá sí mí qué café menú también además después según está")

// esSequenceDone reports whether the hedge hit at h in t is a sequencing
// adverb whose verb is in a past tense: the preterite (ejecuté, leí,
// revisó, corrieron, hice), or the perfect (he ejecutado).
func esSequenceDone(t string, h span) bool {
	if !hasPrefixAny(t[h.start:h.end], esSequenceWords) {
		return false
	}
	rest := t[h.end:]
	for {
		rest = strings.TrimLeft(rest, " ,")
		w := rest
		if i := strings.IndexFunc(rest, func(r rune) bool { return !unicode.IsLetter(r) }); i >= 0 {
			w = rest[:i]
		}
		if w == "" {
			return false
		}
		if esClitics[w] { // "luego lo ejecuté"
			rest = rest[len(w):]
			continue
		}
		return esPastVerb(w)
	}
}

// esPastVerb reports whether the Spanish word w is a preterite or a
// perfect auxiliary. A first person in -aré/-eré/-iré is read as the
// future (ejecutaré), which a few preterites of -rar verbs share
// (preparé): those stay hedged.
func esPastVerb(w string) bool {
	switch {
	case w == "he" || w == "ha" || w == "hemos" || w == "han" || esStrongFirst[w] && w != "tras" && w != "al" && w != "después" && w != "luego" || esStrongThird[w]:
		return true
	case w == "fui" || w == "vi" || w == "vio" || w == "di" || w == "dio":
		return true
	case esNotVerbs[w] || utf8.RuneCountInString(w) < 3:
		return false
	case strings.HasSuffix(w, "aré") || strings.HasSuffix(w, "eré") || strings.HasSuffix(w, "iré"):
		return false
	}
	return strings.HasSuffix(w, "é") || strings.HasSuffix(w, "í") || strings.HasSuffix(w, "ó") || len(w) >= 6 && (strings.HasSuffix(w, "aron") || strings.HasSuffix(w, "ieron"))
}
