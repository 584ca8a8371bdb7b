package verify

// userConditions make what follows in their sentence depend on the user:
// their wish ("si quieres", "if you'd like", see wishWords) or an answer
// the reply asks for ("if you tell me which", "si me dices cuál", "教えて
// いただければ", "告诉我", "बताएं तो"). A tool verb after one ("Si quieres,
// hago una búsqueda", "教えていただければ `seat_reserve` で席を押さえます")
// offers a call the user may take up; it reports no call that ran.
var userConditions = []string{"if you tell me", "once you tell me", "if you let me know", "si me dices", "si me indicas", "cuando me digas",
	"教えていただければ", "教えてくれれば", "教えてもらえれば", "ご指示いただければ", "告诉我", "告訴我", "बताएं तो", "बताइए तो", "बता दें तो"}

// offerAfterCondition reports a tool word whose sentence, before it, holds
// a user condition; the clause break after the condition ("Si quieres,")
// is why the clause's own hedges miss it.
func (c *check) offerAfterCondition(sp span) bool {
	lo, _ := c.sentenceBounds(sp, 160, 0)
	before := c.folded[lo:sp.start]
	return containsAny(before, wishWords) || containsAny(before, userConditions)
}
