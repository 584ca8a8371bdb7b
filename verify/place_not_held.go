package verify

import "strings"

// place_not_held.go: "(यह उस पेज पर नहीं है)", "फ़ाइल में नहीं लिखा है",
// "そのページには載っていません": a source named as a place ("on the
// page", "in the file") with a negated copula or verb of being written
// after it says what the source does not hold. The negation is of the
// content's being there, not of reading the source: no denial of a call.

// placeEnds end a lexicon term that names a source as a place.
var placeEnds = []string{" पर", " में", "には", "上"}

// heldNotWords follow a Hindi नहीं that negates being or being written.
const heldNotWords = "है|हैं|था|थी|थे|मिला|मिली|मिले|लिखा|लिखी|दिया|दी|दिए|बताया|बताई"

// jaHeldNot are the Japanese endings of not being there or written.
const jaHeldNot = "ありません|載っていません|載っていない|書かれていません|書かれていない|見当たりません|記載はありません|記載がありません"

// placeNotHeld reports whether negated term u names a place and what
// follows in its clause negates that something is there.
func (c *check) placeNotHeld(in *info, u hit) bool {
	if !hasSuffixAny(u.t.text, placeEnds) {
		return false
	}
	after := c.folded[u.end:min(in.end, u.end+60)]
	if i := strings.Index(after, "नहीं"); i >= 0 && i < 30 && !strings.ContainsAny(after[:i], ",;:।") {
		w := nextWord(strings.TrimLeft(after[i+len("नहीं"):], " "))
		return phraseIs(w, heldNotWords)
	}
	return hasKana(after) && phraseIn(after, jaHeldNot)
}
