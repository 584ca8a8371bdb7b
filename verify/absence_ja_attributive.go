package verify

import "unicode/utf8"

// jaNoPredicate reports a Japanese ない that does not end a claim that
// there is none. にともない is the compound postposition "along with"
// (伴う, "これにともない、お迎えも早くなります"), not も + ない. A plain
// negative right before a number is attributive: "予約がまだ入っていない3名
// にSMSを送りました" picks out a subset by a relative clause, and its count
// is the claim (held by the count checks), not the predicate "there is
// none". The predicative forms ("予約は入っていない。", "3名とも入っていない")
// stay absence claims.
func (c *check) jaNoPredicate(h *hit, before string) bool {
	if h.t.text != "ない" && h.t.text != "なかった" {
		return false
	}
	if hasSuffix(before, "にとも") {
		return true
	}
	r, _ := utf8.DecodeRuneInString(c.folded[h.end:])
	return r >= '0' && r <= '9' || r >= '０' && r <= '９'
}
