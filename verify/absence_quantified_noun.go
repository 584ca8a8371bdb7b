package verify

import (
	"strings"
	"unicode/utf8"
)

// The noun a negative quantifier quantifies is what the clause says is
// absent, and when it names the turn's items the clause speaks of what a
// result lists. English and Spanish "no" already take their noun from the
// words after them (see absenceOf). Two more places hold it:
//
//   - Hindi कोई, कोई भी, किसी and एक भी stand right before their noun
//     ("इनमें से कोई भी बैच हमारे यहाँ नहीं है", none of these batches is
//     with us): a noun the request used is its item, however short
//     ("बैच", "केस"). A word of the speaker's ("कोई बात नहीं") is not.
//   - A label before a colon names what a bare quantifier after it
//     counts out ("Alarms: none today", "**Alarmas:** ninguna hoy",
//     "अलर्ट: कोई नहीं"): the label is the noun, in the plural where the
//     request asked in the singular ("any alarm?"). A label that bounds
//     the items ("12% से ऊपर:") names a part, which may well be empty.

// quantifiedItem reports whether the noun the quantifier h quantifies,
// after it in Hindi or as the label before it, is an item of the turn.
func (c *check) quantifiedItem(in *info, h *hit) bool {
	before := strings.TrimRight(c.folded[in.start:h.start], " *_")
	if b, ok := strings.CutSuffix(before, ":"); ok || strings.HasSuffix(before, "：") {
		if !ok {
			b = strings.TrimSuffix(before, "：")
		}
		// A bare noun phrase labels the items; a bound ("12% से ऊपर:",
		// "Over 10 days:") narrows them to a part, which may be empty.
		label := strings.Fields(strings.Trim(b, " *_#-"))
		if len(label) <= 3 && !strings.ContainsAny(b, "0123456789") {
			for _, w := range label {
				if c.itemWord(w) || c.requestSingular(w) {
					return true
				}
			}
		}
	}
	switch h.t.text {
	case "कोई", "कोई भी", "किसी", "किसी भी", "एक भी":
	default:
		return false
	}
	w := leadingWord(strings.TrimLeft(c.folded[h.end:in.end], " *_"))
	return utf8.RuneCountInString(w) >= 3 && w != "नहीं" && requestWordIn(c.request, w)
}

// requestSingular reports whether w, a plural of English or Spanish, is
// the plural of a word of the request: "alarmas" after "¿hubo alguna
// alarma?", "bookings" after "any booking?". The request asks about the
// thing in the singular and the reply answers of them all.
func (c *check) requestSingular(w string) bool {
	for _, suf := range [...]string{"es", "s"} {
		if st, ok := strings.CutSuffix(w, suf); ok && len(st) >= 4 && requestWordIn(c.request, st) {
			return true
		}
	}
	return false
}
