package verify

import (
	"strings"
)

// The noun a negative quantifier quantifies is what the clause says is
// absent, and when it names the turn's items the clause speaks of what a
// result lists. English and Spanish "no" already take their noun from the
// words after them (see absenceOf); Hindi कोई, कोई भी, किसी and एक भी stand
// likewise right before their noun ("इनमें से कोई भी बैच हमारे यहाँ नहीं है",
// none of these batches is with us). A noun the request used is the
// turn's item, however short ("बैच", "केस"), which the length bar of
// aboutResult (five letters) leaves out; a word of the speaker's ("कोई
// बात नहीं") is no noun of the request.

// A label before a colon names what a bare quantifier after it counts
// out ("Alarms: none today", "**Alarmas:** ninguna hoy", "अलर्ट: कोई
// नहीं"), in the plural where the request asked in the singular ("any
// alarm?"). A label with a number ("12% से ऊपर:") bounds a part, which
// may be empty.

// quantifiedItem reports whether the noun the quantifier h quantifies,
// the label before it or the word right after a Hindi one, is an item of
// the turn.
func (c *check) quantifiedItem(in *info, h *hit) bool {
	b := strings.TrimRight(c.folded[in.start:h.start], " *_")
	l, ok := cutSuffix(b, ":")
	if !ok {
		l, ok = cutSuffix(b, "：")
	}
	if label := strings.Fields(strings.Trim(l, " *_#-")); ok && len(label) <= 3 && !hasAnyRune(l, "0123456789") {
		for _, w := range label {
			// "alarmas" after "¿alguna alarma?", "bookings" after "any booking?"
			st, pl := cutSuffix(w, "s")
			if c.itemWord(w) || pl && len(st) >= 4 && requestWordIn(c.request, st) {
				return true
			}
		}
	}
	if h.t.text[0] != 0xe0 {
		return false // not a Hindi quantifier
	}
	w := leadingWord(strings.TrimLeft(c.folded[h.end:in.end], " *_"))
	return runeCount(w) >= 3 && w != "नहीं" && requestWordIn(c.request, w)
}
