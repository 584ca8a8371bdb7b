package verify

// Identifiers: short codes of letters and digits in a result (gate Z25,
// platform B7, a field's labelled code) that a reply must give as the
// result does.

import ()

// An ident is a short code of letters and digits in a result: a gate
// Z25, a platform B7, a seat 14C's row is no ident (digits come last).
type ident struct {
	letters, digits, suffix string
}

// identLetters returns the letters right before a number at start in
// text, when they are 1 to 3 of them after a non-letter, glued to it or
// joined by one hyphen: Z25, WT-12 (the hyphen is returned with them).
func identLetters(text string, start int) string {
	j := start
	if j > 1 && text[j-1] == '-' && isLetterByte(text[j-2]) {
		j--
	}
	e := j
	for j > 0 && e-j < 4 && isLetterByte(text[j-1]) {
		j--
	}
	if j == e || e-j > 3 || j > 0 && (isLetterByte(text[j-1]) || isDigitByte(text[j-1])) {
		return ""
	}
	return text[j:start]
}

// codeSuffix returns the one letter that ends a code after its digits at
// end of text (the A of NX548A), and whether the code ends there: no
// letter or digit follows, or one letter and then none.
func codeSuffix(text string, end int) (string, bool) {
	if end >= len(text) || !isLetterByte(text[end]) && !isDigitByte(text[end]) {
		return "", true
	}
	if isLetterByte(text[end]) && (end+1 == len(text) || !isLetterByte(text[end+1]) && !isDigitByte(text[end+1])) {
		return text[end : end+1], true
	}
	return "", false
}

// identifiers returns the result's short codes, computed once per call.
func (ci *callInfo) identifiers() []ident {
	if ci.identsDone {
		return ci.idents
	}
	ci.identsDone = true
	for i := range ci.nums {
		r := &ci.nums[i]
		suf, ends := codeSuffix(ci.folded, r.end)
		if !r.glued || r.end-r.start < 2 || r.end-r.start > 6 || !ends {
			continue
		}
		if l := identLetters(ci.folded, r.start); l != "" && len(ci.idents) < 64 {
			ci.idents = append(ci.idents, ident{l, ci.folded[r.start:r.end], suf})
		}
	}
	return ci.idents
}

// anagram reports whether a and b hold the same digits in another order.
func anagram(a, b string) bool {
	if len(a) != len(b) || a == b {
		return false
	}
	var n [10]int
	for i := 0; i < len(a); i++ {
		if !isDigitByte(a[i]) || !isDigitByte(b[i]) {
			return false
		}
		n[a[i]-'0']++
		n[b[i]-'0']--
	}
	return n == [10]int{}
}

// checkIdents flags a short code in the clause (gate Z52) that no result,
// request or argument holds while a result holds the same letters with
// the same digits in another order (gate Z25): a transposed code sends the
// user to the wrong gate. A code with other digits may be another thing
// altogether, so only a transposition is read as a misquote.
//
// A long code — 2 to 4 letters glued to 5 to 12 digits: a container
// MSKU7734105, an order AB20931177 — is read so too, but only as two
// neighbouring digits swapped (see swappedCodeIn): a long run of digits is
// copied, not worked out, and a swap of two neighbours is the commonest slip
// of copying one; any other difference (a digit changed, a digit more) may
// be the next item of a series.
func (c *check) checkIdents(in *info, all []int) {
	for k := in.numLo; k < in.numHi; k++ {
		n := &c.nums[k]
		if n.start < in.start || n.end > in.end || !n.glued || n.end-n.start < 2 || n.end-n.start > 12 {
			continue
		}
		suf, ends := codeSuffix(c.folded, n.end)
		if !ends {
			continue
		}
		l := identLetters(c.folded, n.start)
		long := n.end-n.start >= 5 && len(l) != 1 && suf == "" && !hasSuffix(l, "-")
		if long {
			j := n.start
			for j > 0 && n.start-j < 5 && isLetterByte(c.folded[j-1]) {
				j--
			}
			if l = c.folded[j:n.start]; len(l) > 4 || len(l) < 2 || j > 0 && isDigitByte(c.folded[j-1]) {
				l = ""
			}
		}
		if l == "" || !long && n.end-n.start > 6 {
			continue
		}
		code := c.folded[n.start-len(l) : n.end+len(suf)]
		digits := c.folded[n.start:n.end]
		hit := -1
		for _, ci := range all {
			if long {
				if swappedCodeIn(c.calls[ci].folded, l, digits) {
					hit = ci
				}
				continue
			}
			for _, id := range c.calls[ci].identifiers() {
				if id.letters == l && id.suffix == suf && anagram(id.digits, digits) {
					hit = ci
				}
			}
		}
		if hit < 0 || c.textIn(code, all) || hasSubstr(c.request, code) || c.inArgs(code) || c.alreadyFound(FactMismatch, n.span) {
			continue
		}
		// Contradiction: the result holds the same identifier with its digits
		// in another order.
		c.addRule("fact/ident-digits", BasisContradiction, c.callFinding(FactMismatch, span{n.start - len(l), n.end + len(suf)}, hit,
			c.masked[n.start-len(l):n.end+len(suf)]+" is not in the result of "+c.calls[hit].Tool))
	}
}

// checkLabelledIdents flags a short code the reply gives under a label
// ("gate B12", "aisle H7") when a result gives that same label another
// code of the same letters ("gate":"B22") and holds the reply's code
// nowhere: the reply misquotes the field, as checkIdents catches for a
// transposition. A code whose label the result does not use is left
// alone: it may be another thing altogether.
func (c *check) checkLabelledIdents(in *info, all []int) {
	for k := in.numLo; k < in.numHi; k++ {
		n := &c.nums[k]
		if n.start < in.start || n.end > in.end || !n.glued || n.end-n.start < 1 || n.end-n.start > 6 ||
			n.end < len(c.folded) && (isLetterByte(c.folded[n.end]) || isDigitByte(c.folded[n.end])) {
			continue
		}
		l := identLetters(c.folded, n.start)
		if l == "" {
			continue
		}
		cs := n.start - len(l)
		// The label: the word right before the code.
		e := cs
		for e > 0 && (c.folded[e-1] == ' ' || c.folded[e-1] == '*' || c.folded[e-1] == ':') && cs-e < 4 {
			e--
		}
		b := e
		for b > 0 && isLetterByte(c.folded[b-1]) && e-b < 12 {
			b--
		}
		if e-b < 3 || b > 0 && isLetterByte(c.folded[b-1]) {
			continue
		}
		label := c.folded[b:e]
		code := c.folded[cs:n.end]
		if c.textIn(code, all) || hasSubstr(c.request, code) || c.inArgs(code) || c.alreadyFound(FactMismatch, span{cs, n.end}) {
			continue
		}
		for _, ci := range all {
			if v := c.labelledCodeOf(ci, label, l); v != "" && v != code {
				// Contradiction: the result gives the same label another code.
				c.addRule("fact/labelled-ident", BasisContradiction, c.callFinding(FactMismatch, span{cs, n.end}, ci,
					label+" "+c.masked[cs:n.end]+" is not in the result of "+c.calls[ci].Tool+", which gives "+label+" "+c.masked[cs:n.start]+v[len(l):]))
				return
			}
		}
	}
}

// labelledCodeQ is a question of labelledCodeOf.
type labelledCodeQ struct {
	ci             int
	label, letters string
}

// labelledCodeOf is labelledCode of call ci's folded result, remembered
// per call, label and letters: a label the result lacks is searched for
// through all of it, once per code of the reply that it labels.
func (c *check) labelledCodeOf(ci int, label, letters string) string {
	q := labelledCodeQ{ci, label, letters}
	if v, ok := c.labelCodes[q]; ok {
		return v
	}
	v := labelledCode(c.calls[ci].folded, label, letters)
	if c.labelCodes == nil {
		c.labelCodes = map[labelledCodeQ]string{}
	}
	c.labelCodes[q] = v
	return v
}

// labelledCode returns the code a result gives right after label (as a
// JSON key or "label: value"), when it is letters then digits starting
// with letters; "" when none.
func labelledCode(f, label, letters string) string {
	for i, seen := 0, 0; seen < 16; seen++ {
		j := indexSubstr(f[i:], label)
		if j < 0 {
			return ""
		}
		st, en := i+j, i+j+len(label)
		i = en
		if st > 0 && isLetterByte(f[st-1]) || en < len(f) && isLetterByte(f[en]) {
			continue
		}
		p := en
		for p < len(f) && p < en+5 && indexByte("\"': =", f[p]) >= 0 {
			p++
		}
		if !hasPrefix(f[p:], letters) {
			continue
		}
		q := p + len(letters)
		d := q
		for d < len(f) && isDigitByte(f[d]) && d-q < 6 {
			d++
		}
		if d == q || d < len(f) && (isLetterByte(f[d]) || isDigitByte(f[d])) {
			continue
		}
		return f[p:d]
	}
	return ""
}

// swappedCodeIn reports whether text holds letters glued to a run of
// digits as long as digits that differs from digits only by one pair of
// neighbours swapped. At most 64 occurrences of letters are read.
func swappedCodeIn(text, letters, digits string) bool {
	for i, seen := 0, 0; seen < 64; seen++ {
		p := indexSubstr(text[i:], letters)
		if p < 0 {
			return false
		}
		st := i + p
		d := st + len(letters)
		i = d
		e := d
		for e < len(text) && isDigitByte(text[e]) {
			e++
		}
		if st > 0 && isLetterByte(text[st-1]) || e-d != len(digits) || e < len(text) && isLetterByte(text[e]) {
			continue
		}
		if adjacentSwap(text[d:e], digits) {
			return true
		}
	}
	return false
}

// adjacentSwap reports whether a and b, of one length, differ only in two
// neighbouring bytes that are each other's.
func adjacentSwap(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	i := 0
	for i < len(a) && a[i] == b[i] {
		i++
	}
	return i+1 < len(a) && a[i] != a[i+1] && a[i] == b[i+1] && a[i+1] == b[i] && a[i+2:] == b[i+2:]
}
