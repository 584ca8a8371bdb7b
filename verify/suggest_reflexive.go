package verify

// Reflexive pronouns that the suggestion terms read as "do it yourself"
// but that name someone the speaker acted on or as.

// hindiSpeakerReflexive reports whether "खुद" (self) at h refers to the
// speaker: with मैंने / हमने before it in the clause ("मैंने फ़ाइल को खुद
// नहीं खोला") it means "myself", a report of the speaker's own act, not
// the imperative "do it yourself" that the suggestion term reads.
func (c *check) hindiSpeakerReflexive(in *info, h hit) bool {
	if !hasPrefix(h.t.text, "खुद") {
		return false
	}
	before := c.folded[in.start:h.start]
	return hasSubstr(before, "मैंने") || hasSubstr(before, "हमने")
}

// zhObjectYourself reports whether "你自己" at h is the object of the verb
// before it ("抄送了你自己", "发给你自己", "提醒了你自己"): after 了 or 给 it
// is whom the act reached, while the imperative puts it first, before its
// own verb ("你自己打开看看").
func (c *check) zhObjectYourself(in *info, h hit) bool {
	if !hasPrefix(h.t.text, "你自己") {
		return false
	}
	before := c.folded[in.start:h.start]
	return hasSuffix(before, "了") || hasSuffix(before, "给")
}
