package verify

// kindNominalInability marks a Japanese inability on a nominalised verb
// (see nominalInabilityTerms); like kindInability it is kept apart from
// the main lexicon.
const kindNominalInability kind = 238

// nominalInabilityTerms are Japanese statements of inability built on a
// nominalised verb: "フォルダを直接見ることはできない", "ウェブサイトを閲覧
// することができません". こと turns any verb into the object of できる, so
// the phrase carries no verb of its own and the tool is named by the noun
// marked with を before it (see nominalObject).
//
// They have a kind of their own, apart from kindInability: the phrase
// names no resource, so only a を-object that is a tool's noun makes it a
// denial ("ファイルの中身を開くことはできない" after a listing is about
// contents no call read, not about the folder the listing reached).
func nominalInabilityTerms(l *lex) {
	l.add(kindNominalInability, "", "ことはできない|ことができない|ことはできません|ことができません|ことはできず|ことができず")
}

// nominalObject reports whether noun hit u is the を-object of the verb
// that a nominal inability at mark negates: "フォルダを直接見ることはできない".
// Only a short gap with を and no clause break ties the two: a noun of an
// earlier clause ("ファイルは読みましたが…") is not what cannot be done.
func (c *check) nominalObject(h *hit, u hit, mark span) bool {
	if h == nil || !hasPrefix(h.t.text, "こと") || u.end > mark.start || mark.start-u.end > 30 {
		return false
	}
	gap := c.folded[u.end:mark.start]
	return hasPrefix(gap, "を") && !hasAnyRune(gap, "、。，,")
}
