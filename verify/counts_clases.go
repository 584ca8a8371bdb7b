package verify

import "strings"

// clasesItems reports whether a Spanish "clases" count names the items
// themselves rather than kinds of something. "Clase" is both a kind and a
// lesson; as a kind it takes the thing classified after it ("3 clases de
// error", "dos clases del sistema"), while "se cancelaron 4 clases" counts
// lessons, items a listing holds like any other. The other kind nouns
// (types, tipos, 種類, प्रकार) have no second sense to tell apart.
func (c *check) clasesItems(cc countClaim) bool {
	return cc.noun == "clases" && !strings.HasPrefix(strings.TrimLeft(c.folded[cc.end:], " *_"), "de")
}
