package verify

// absence_not_predicate.go: words of absence that, by their grammar, end
// no claim that a result holds nothing: a Spanish vacío/vacía that is the
// verb vaciar, and a Japanese ない that is part of a postposition or
// heads a relative clause.

// esVerbClitics are the Spanish object and reflexive clitics that stand
// before a verb ("se vacía", "los vacío"). "la" and "lo" are left out:
// before an adjective they are articles ("la vacía", "lo vacío": the
// empty one).
var esVerbClitics = wordSet("se le les me te nos os los las")

// esEmptyingVerb reports a Spanish vacío/vacía that is the verb vaciar
// after a clitic ("se vacía por pura demanda", "los vacío cada noche"):
// the clause says how something comes to be emptied, not that a result
// is empty. "La lista está vacía" keeps its copula and stays an absence
// claim, and so does an article before the adjective ("la vacía").
func (c *check) esEmptyingVerb(in *info) bool {
	a := in.absence
	return (a.t.text == "vacío" || a.t.text == "vacía") && esVerbClitics[wordBefore(c.folded, a.start)]
}

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
	return h.end < len(c.folded) && isDigitByte(c.folded[h.end])
}
