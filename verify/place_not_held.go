package verify

import "strings"

// place_not_held.go: "(यह उस पेज पर नहीं है)", "फ़ाइल में नहीं लिखा है",
// "そのページには載っていません": a source named as a place ("on the
// page", "in the file") with a negated copula or verb of being written
// after it says what the source does not hold. The negation is of the
// content's being there, not of reading the source: no denial of a call.
// So is a search or listing named as the scope after a negated "part of"
// (see outsideScope).

var (
	placeEnds []string
)

// placeNotHeldLists holds the phrases of the word lists declared above (see barList).
var placeNotHeldLists = [...]barList{
	// placeEnds end a lexicon term that names a source as a place.
	{&placeEnds, " पर| में|には|上"},
}

var _ = splitBars(placeNotHeldLists[:])

// heldNotWords follow a Hindi नहीं that negates being or being written.
const heldNotWords = "है|हैं|था|थी|थे|मिला|मिली|मिले|लिखा|लिखी|दिया|दी|दिए|बताया|बताई"

// jaHeldNot are the Japanese endings of not being there or written.
const jaHeldNot = "ありません|載っていません|載っていない|書かれていません|書かれていない|見当たりません|記載はありません|記載がありません"

// placeNotHeld reports whether negated term u names a place and what
// follows in its clause negates that something is there.
func (c *check) placeNotHeld(in *info, u hit) bool {
	if c.outsideScope(in, u) {
		return true
	}
	if !hasSuffixAny(u.t.text, placeEnds) {
		return false
	}
	after := c.folded[u.end:min(in.end, u.end+60)]
	if i := indexSubstr(after, "नहीं"); i >= 0 && i < 30 && !hasAnyRune(after[:i], ",;:।") {
		w := nextWord(strings.TrimLeft(after[i+len("नहीं"):], " "))
		return phraseIs(w, heldNotWords)
	}
	return hasKana(after) && phraseIn(after, jaHeldNot)
}

// scopeFrames stand between a negated copula and a search or listing
// named as the scope: "CI workflows weren't part of the search", "was not
// included in the listing", "no formaban parte de la búsqueda": what the
// call did not cover, not a denial that it ran.
const scopeFrames = "part of |included in |covered by |parte de |incluidos en |incluidas en |incluido en |incluida en "

// outsideScope reports whether negated term u follows a scope frame
// right after a negated copula.
func (c *check) outsideScope(in *info, u hit) bool {
	before := c.folded[max(in.start, u.start-32):u.start]
	for list := scopeFrames; list != ""; {
		var f string
		f, list, _ = cutAt(list, "|")
		if i := strings.LastIndex(before, f); i >= 0 && len(before)-i-len(f) <= 4 {
			neg := before[:i]
			return hasSuffix(neg, "n't ") || hasSuffix(neg, "not ") || hasSuffix(neg, "no ") ||
				hasSuffix(neg, "no forman ") || hasSuffix(neg, "no formaban ") || hasSuffix(neg, "no fueron ")
		}
	}
	return false
}
