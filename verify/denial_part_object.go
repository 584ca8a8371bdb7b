package verify

// partObjectCall reads the object of a denial's own part (lo, hi: see
// partialDenialCall) by the readings of a whole denial's object that name
// a thing (deniedObjectCall): a noun of pages or of a family that ran, a
// domain noun, a file's stem, tests, so that a scope word in the other
// part of the sentence ("ウェブは見ておらず、手元の資料だけで答えていま
// す", "我只看了笔记，没有查数据库") limits what the speaker did there and
// not what the denial names. The readings that name nothing (a bare live
// look-up, the verb's own tool, a query or command as such) are left out:
// beside a scope word they are the rest of what the speaker did not do
// ("मैंने सिर्फ़ कार्ड देखा है, e-KYC सिस्टम में कुछ नहीं देखा"). The call
// read must be one the other part does not name by the same readings: "I
// didn't run the integration tests, only the unit tests" names the test
// run in both parts, and says which tests, not whether they ran.
func (c *check) partObjectCall(in *info, h hit, lo, hi int) int {
	win := c.folded[lo:hi]
	ci := c.usesObjectCall(in, h, lo, hi)
	for _, f := range [...]func(string) int{c.domainObjectCall, c.fileStemCall, c.testObjectCall} {
		if ci < 0 {
			ci = f(win)
		}
	}
	if ci < 0 {
		return -1
	}
	for _, s := range [2]string{c.folded[in.start:lo], c.folded[hi:in.end]} {
		if c.partNamesCall(s, ci) {
			return -1
		}
	}
	return ci
}

// partNamesCall reports whether s names call ci by the window readings of
// a denial's object: an argument of it, a word of its tool's name, its
// domain noun, its file's stem, or the tests it ran.
func (c *check) partNamesCall(s string, ci int) bool {
	for _, a := range c.calls[ci].anchors {
		if wordIn(s, a) {
			return true
		}
	}
	return c.nameWordCall(s) == ci || c.domainObjectCall(s) == ci || c.fileStemCall(s) == ci || c.testObjectCall(s) == ci
}
