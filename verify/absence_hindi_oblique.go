package verify

import "strings"

// Hindi किसी (भी) is कोई before a postposition: "किसी भी कैमरे में बाघ दर्ज
// नहीं हुआ" (no camera recorded a tiger), "किसी की फ़ाइल नहीं आई". It is
// also "someone" and "some other" (किसी और ऐप से), and the negation after
// it may be another clause's or a verb of the speaker's (किसी को मेल नहीं
// भेजा). hiObliqueNone keeps the existential reading only: the नहीं is of
// the same clause, closes on a verb of being, coming or being recorded,
// and negates no privative ("किसी entry में amount missing नहीं है" says
// none is missing, an all-clear).

// hiExistVerbs open the verb after नहीं in a negated existential.
var hiExistVerbs = strings.Split("है|हैं|था|थे|थी|मिल|आय|आई|आए|आया|हुआ|हुई|हुए|हो|दर्ज|दिख", "|")

// hiPrivatives are predicates whose negation affirms: "not missing", "not
// fewer".
var hiPrivatives = strings.Split("missing|गायब|ग़ायब|खाली|कम|बाकी|बाक़ी|empty|blank", "|")

// hiObliqueNone reports whether rest, the clause after किसी (भी), reads
// as "there was none": see above.
func hiObliqueNone(rest string) bool {
	i := strings.Index(rest, "नहीं")
	if i < 0 || hasPrefix(strings.TrimLeft(rest, " "), "और") {
		return false
	}
	between := rest[:i]
	// The relative pronoun opens a word: इंजिन (engine) only holds जिन.
	if wordStartIn(between, "जिस") || wordStartIn(between, "जिन") || hasSubstr(between, " जो ") {
		return false // a relative clause holds the negation
	}
	// A privative is a word of its own: रकम (amount) only ends in कम.
	b := strings.TrimRight(between, " *_")
	for _, p := range hiPrivatives {
		if k := len(b) - len(p); hasSuffix(b, p) && (k == 0 || b[k-1] < 0x80 && !isLetterByte(b[k-1])) {
			return false
		}
	}
	verb := firstField(strings.TrimLeft(rest[i+len("नहीं"):], " *_"))
	return hasPrefixAny(verb, hiExistVerbs)
}
