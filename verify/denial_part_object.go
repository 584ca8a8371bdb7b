package verify

// partObjectCall reads the object of a denial's own part (lo, hi: see
// partialDenialCall) by the readings of a whole denial's object that name
// a thing (deniedObjectCall): a noun of pages or of a family that ran, or
// a domain noun, so that a scope word in the other part of the sentence
// ("ウェブは見ておらず、手元の資料だけで答えています", "我只看了笔记，没有
// 查数据库") limits what the speaker did there and not what the denial
// names. The readings that name nothing (a bare live look-up, the verb's
// own tool, a query as such) are left out: beside a scope word they are
// the rest of what the speaker did not do ("मैंने सिर्फ़ कार्ड देखा है,
// e-KYC सिस्टम में कुछ नहीं देखा"). The call read must be one the other
// part does not name by its domain noun: "I didn't read the old log file,
// only the new log file" says which file, not whether one was read.
func (c *check) partObjectCall(in *info, h hit, lo, hi int) int {
	ci := c.usesObjectCall(in, h, lo, hi)
	if ci < 0 {
		ci = c.domainObjectCall(c.folded[lo:hi])
	}
	if ci < 0 || c.domainObjectCall(c.folded[in.start:lo]) == ci || c.domainObjectCall(c.folded[hi:in.end]) == ci {
		return -1
	}
	return ci
}
