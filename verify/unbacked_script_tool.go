package verify

// A Hindi reply writes an English word of a tool's name in Devanagari, as
// it writes any loanword: "मैंने आयकर पोर्टल पर स्टेटस जाँचा" (I checked the
// status on the income-tax portal) names itr_portal as "I checked the ITR
// portal" does in English, where the word is a term of the tool. When the
// speaker's verb of looking has such a word beside it, and the tool it
// spells has no ok call (nor has any ok call's tool that word: c.backed reads a name's words as families), the clause
// claims a look at a tool that did not run. The spelling is matched by
// consonant skeleton (see name_skeleton.go), on words of four letters or
// more of at least three consonants that say what the tool concerns
// (not verbWords nor genericNameWords): "status" or "data" name no tool.

// scriptTool returns the name of a tool of the turn with no ok call whose
// name word the clause (of a speaker's look, see ungivenLook) writes in
// Devanagari, or "".
func (c *check) scriptTool(in *info) string {
	s := c.folded[in.start:in.end]
	if !hasSubstr(s, "\xe0\xa4") {
		return ""
	}
	// The name's words are cut in place (at _ - .), with no slice built:
	// this runs for each look of the speaker in a Hindi reply.
	for _, name := range c.rec.Tools {
		st := 0
		for i := 0; i <= len(name); i++ {
			if i < len(name) && name[i] != '_' && name[i] != '-' && name[i] != '.' {
				continue
			}
			w := name[st:i]
			st = i + 1
			if len(w) < 4 || w[0] >= 0x80 || verbWords[w] || genericNameWords[w] || c.backed(w) {
				continue
			}
			var want skel
			for j := 0; j < len(w); j++ {
				want.add(w[j])
			}
			if at, _ := devaMatch(s, &want, false); want.n >= 3 && at >= 0 {
				return name
			}
		}
	}
	return ""
}
