package verify

// ownPerception reports whether perception word j of clause s is the
// absence phrase's own (s[lo:hi]) and nowhere else in s. "There don't
// seem to be any", "no parece haber ninguno" soften an existential: they
// still say the result held none, unlike a judgement of what was found
// ("nothing looks unusual"), which stays excused when its perception
// word stands outside the phrase.
func (c *check) ownPerception(s string, lo, hi int, j string) bool {
	if lo < 0 || hi > len(s) || lo >= hi || !wordStartIn(s[lo:hi], j) {
		return false
	}
	return !wordStartIn(s[:lo], j) && !wordStartIn(s[hi:], j)
}
