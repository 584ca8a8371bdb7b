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
// only the new log file" says which file, not whether one was read; nor
// one an only part before it names by its tool's name (partNamesTool).
func (c *check) partObjectCall(in *info, h hit, lo, hi int) int {
	ci := c.usesObjectCall(in, h, lo, hi)
	if ci < 0 {
		ci = c.domainObjectCall(c.folded[lo:hi])
	}
	if ci < 0 || c.domainObjectCall(c.folded[in.start:lo]) == ci || c.domainObjectCall(c.folded[hi:in.end]) == ci {
		return -1
	}
	// Nor one the only part before it names by its tool's name or a
	// glossary concept ("我只查了批次信息，没有调用报关或单据相关的工具"
	// after tea_lot_query): that part is what was done.
	if part := c.onlyPart(h.start); part != "" && c.partNamesTool(part, ci) {
		return -1
	}
	return ci
}

// partNamesTool reports whether part writes a content word of call ci's
// tool name: the word itself (four letters or more) or, in any of the
// reply's languages, its glossary concept (nameGloss: 批次 for lot).
func (c *check) partNamesTool(part string, ci int) bool {
	for r := c.calls[ci].lowerToolName(); r != ""; {
		var w string
		w, r = nextNameWord(r)
		if readVerbWord[w] {
			continue
		}
		if len(w) >= 4 && wordIndex(part, trimSuffix(w, "s")) >= 0 || glossFormIn(part, w) {
			return true
		}
	}
	return false
}

// glossFormIn reports whether s writes the tool-name word w in one of its
// glossary concept's forms in the other languages (see nameGloss).
func glossFormIn(s, w string) bool {
	k := glossConceptIndex(w)
	if k < 0 {
		return false
	}
	_, forms, _ := cutAt(nameGloss[k], "=")
	for more := true; more; {
		var f string
		f, forms, more = cutByte(forms, ',')
		if f != "" && glossIndex(s, f) >= 0 {
			return true
		}
	}
	return false
}
