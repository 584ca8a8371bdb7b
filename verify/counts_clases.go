package verify

import "strings"

// clasesItems reports whether a Spanish "clases" count names the items
// themselves rather than kinds of something. "Clase" is both a kind and a
// lesson; as a kind it takes the thing classified after it ("3 clases de
// error", "dos clases del sistema"), while "se cancelaron 4 clases" counts
// lessons, items a listing holds like any other. The other kind nouns
// (types, tipos, 種類, प्रकार) have no second sense to tell apart.
func (c *check) clasesItems(cc countClaim) bool {
	if cc.noun != "clases" {
		return false
	}
	w := nextWord(strings.TrimLeft(c.folded[cc.end:min(len(c.folded), cc.end+24)], " *_"))
	return w != "de" && w != "del" // "debido a", "después" are no "de"
}
