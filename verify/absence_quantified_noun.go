package verify

import "strings"

// The noun a negative quantifier quantifies is what the clause says is
// absent, and when it names the turn's items the clause speaks of what a
// result lists. English and Spanish "no" already take their noun from the
// words after them (see absenceOf); Hindi कोई, कोई भी, किसी and एक भी stand
// likewise right before their noun ("इनमें से कोई भी बैच हमारे यहाँ नहीं है",
// none of these batches is with us). A noun the request used is the
// turn's item, however short ("बैच", "केस"), which the length bar of
// aboutResult (five letters) leaves out; a word of the speaker's ("कोई
// बात नहीं") is no noun of the request.

// quantifiedItem reports whether the word right after the Hindi
// quantifier h is a word of the request.
func (c *check) quantifiedItem(in *info, h *hit) bool {
	if h.t.text[0] != 0xe0 {
		return false // not a Hindi quantifier
	}
	w := leadingWord(strings.TrimLeft(c.folded[h.end:in.end], " *_"))
	return len(w) >= 9 && w != "नहीं" && requestWordIn(c.request, w)
}
