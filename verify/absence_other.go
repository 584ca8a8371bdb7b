package verify

import "strings"

// An absence over "other" things ("there are no other entries", "no hay
// ninguna otra entrada", "没有其他记录", "कोई अन्य प्रविष्टि नहीं", "ほかの記録は
// ありません") presupposes the items the reply has just named and says
// nothing lies beyond them: it is not the claim that the result was
// empty, which is all false_absence reads. Whether the reply named them
// all is a count, held to the result by the count rules.

// otherAfter are the words of "other" and "more" that follow an English,
// Spanish or Hindi negative quantifier (after an optional second one:
// "no hay ninguna otra", "कोई भी अन्य").
var otherAfter = wordSet("other others else further additional otra otro otras otros adicional adicionales más और अन्य दूसरी दूसरा दूसरे")

// otherSkip are the second quantifiers and the existential verbs that
// may stand between a negation and its "other": "no hay otras", "no
// queda ninguna otra".
var otherSkip = wordSet("any single ningún ninguna ninguno ningunas ningunos hay había hubo queda quedan consta constan भी")

var (
	zhOther     []string
	jaOther     []string
	otherBefore []string
	restWords   []string
)

// absenceOtherLists holds the phrases of the word lists declared above (see barList).
var absenceOtherLists = [...]barList{
	// zhOther follow 没有 (after an optional 任何): 其他, 别的, 另外, 其余.
	{&zhOther, "其他|其它|别的|別的|另外|其余|其餘|更多|此外"},
	// jaOther modify the topic before a Japanese existential: ほかの記録は.
	{&jaOther, "ほかの|他の|ほかに|他に|それ以外|以外の|以外に|その他の|そのほかの"},
	// otherBefore are exceptives ("besides these", "除此之外") and the Hindi
	// "other" that precede the negation they scope.
	// restWords, after a row the clause names, turn what follows to the
	// result's other rows: "H-2618 is grade 2, the rest grade 1",
	// "それ以外は1等", "其余都是一等", "बाकी सब 1 ग्रेड". A value one of those
	// rows holds is theirs, not a mix-up of the named row's (checkRows).
	{&restWords, "the rest|the others|all the others|everything else|other than that|el resto|los demás|las demás|lo demás|其余|其餘|其他的|其它的|其他都|别的都|それ以外|そのほか|その他は|ほかは|他は|残りは|बाकी|बाक़ी|शेष सभी|अन्य सभी"},
	{&otherBefore, "besides these|besides those|apart from these|apart from those|other than these|aparte de est|además de est|fuera de est|除此之外|除了这些|除了这|これら以外|それ以外|के अलावा|के सिवा|कोई और|कोई अन्य"},
}

var _ = splitBars(absenceOtherLists[:])

// otherAbsence reports whether the clause's absence quantifies over
// things other than those already named.
func (c *check) otherAbsence(in *info) bool {
	a := in.absence
	if hasKana(a.t.text) || a.t.text == "何も" { // Japanese: the topic stands before the existential
		return containsAny(c.folded[in.start:a.start], jaOther)
	}
	// "इनके अलावा कोई और नहीं मिला", "besides these, nothing turned up":
	// an exceptive or a Hindi "other" before the negation sets the named
	// items apart from what it denies.
	if containsAny(c.folded[max(in.start, a.start-60):a.start], otherBefore) {
		return true
	}
	rest := strings.TrimLeft(c.folded[a.end:min(in.end, a.end+80)], " *_")
	if r := trimPrefix(rest, "任何"); hasPrefixAny(r, zhOther) {
		return true
	}
	w := strings.Fields(rest)
	if len(w) > 4 {
		w = w[:4]
	}
	for i := range w {
		w[i] = strings.TrimFunc(w[i], func(r rune) bool { return !isWordRune(r) })
	}
	i := 0
	for i < 2 && i+1 < len(w) && otherSkip[w[i]] {
		i++
	}
	// "ninguna entrada más": Spanish puts más after the noun.
	return i < len(w) && otherAfter[w[i]] || i+1 < len(w) && w[i+1] == "más"
}
