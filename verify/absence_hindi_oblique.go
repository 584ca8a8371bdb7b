package verify

import (
	"strings"
	"unicode/utf8"
)

// Hindi किसी (भी) is कोई before a postposition: "किसी भी कैमरे में बाघ दर्ज
// नहीं हुआ" (no camera recorded a tiger), "किसी की फ़ाइल नहीं आई". It is
// also "someone" and "some other" (किसी और ऐप से), and the negation after
// it may be another clause's or a verb of the speaker's (किसी को मेल नहीं
// भेजा). hiObliqueNone keeps the existential reading only: the नहीं is of
// the same clause, closes on a verb of being, coming or being recorded,
// and negates no privative ("किसी entry में amount missing नहीं है" says
// none is missing, an all-clear).

// hiExistVerbs open the verb after नहीं in a negated existential.
var hiExistVerbs = splitBar("है|हैं|था|थे|थी|मिल|आय|आई|आए|आया|हुआ|हुई|हुए|हो|दर्ज|दिख")

// hiPrivatives are predicates whose negation affirms: "not missing", "not
// fewer".
var hiPrivatives = splitBar("missing|गायब|ग़ायब|खाली|कम|बाकी|बाक़ी|empty|blank")

// hiObliqueNone reports whether rest, the clause after किसी (भी), reads
// as "there was none": see above.
func hiObliqueNone(rest string) bool { return hiObliqueNoneAsked(rest, "") }

// hiObliqueNoneAsked is hiObliqueNone for a turn whose request is
// request: a privative the request asks about ("किन ग्राहकों का पैसा अभी
// बाक़ी है?", whose money is still outstanding?) names the items the
// request is after, and its negation ("किसी ग्राहक का पैसा बाक़ी नहीं है")
// says there are none of them, as "कोई बकाया नहीं" does.
func hiObliqueNoneAsked(rest, request string) bool {
	i := indexSubstr(rest, "नहीं")
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
		if k := len(b) - len(p); hasSuffix(b, p) && (k == 0 || b[k-1] < 0x80 && !isLetterByte(b[k-1])) && !(p[0] >= 0x80 && hasSubstr(request, p)) {
			return false
		}
	}
	after := strings.TrimLeft(rest[i+len("नहीं"):], " *_")
	verb := firstField(after)
	return hasPrefixAny(verb, hiExistVerbs) || hiDonePassive(after)
}

// hiDonePassive reports whether after, the words after नहीं, are the
// passive of करना: "किसी भी मरीज़ को बाहर रेफ़र नहीं किया गया है" (no
// patient was referred out). Like "no rows were returned", the passive's
// subject is what a record of such acts lists, and the clause is held to
// it; the speaker's own act takes मैंने, which firstPerson reads.
func hiDonePassive(after string) bool {
	for _, p := range [...]string{"किया गया", "की गई", "की गयी", "किए गए", "किये गए"} {
		if hasPrefix(after, p) {
			return true
		}
	}
	return false
}

// hiNaBefore reports whether the text before a कोई ends with the word न,
// the negation of "न … न" (neither … nor): "न कोई फ़ोटो चढ़ी है". "कोई न
// कोई" (one or another) says there is some.
func hiNaBefore(before string) bool {
	before = strings.TrimRight(before, " *_")
	if !hasSuffix(before, "न") {
		return false
	}
	before = trimSuffix(before, "न")
	if hasSuffix(strings.TrimRight(before, " "), "कोई") {
		return false // "कोई न कोई": one or another, some
	}
	if before == "" {
		return true
	}
	r, _ := utf8.DecodeLastRuneInString(before)
	return !isWordRune(r)
}
