package verify

import (
	"strings"
	"unicode/utf8"
)

// Counts of a part, checked against the result. A count below the
// result's count whose phrase qualifies the counted noun by a state ("1
// torniquete fuera de servicio" over N-01 OK … N-03 FAULT, "3 of them are
// overdue"), a row label ("A判定：4人", "the two P2s") or a row's name in
// the result's own words ("大間の2本") is held to the items (lines, or
// innermost JSON objects) that carry that qualifier, not to the whole:
// when exactly that many carry it, and not all do, the count is a correct
// part. A state is matched by its class (statusClass), so the reply's
// language need not be the result's. A count that no qualifier matches
// stays a contradiction.
func (c *check) carriedPart(cc countClaim, want, targets []int) bool {
	if cc.n < 1 || len(want) == 0 || cc.n >= minListed(want) {
		return false
	}
	// The qualifier stands in the count's own phrase: a label before it,
	// a state after it up to the list or aside that names the items ("1
	// torniquete fuera de servicio: el N-03"), whose words describe the
	// members, not the noun.
	lo, hi := c.sentenceBounds(cc.span, 48, 48)
	for i := cc.start - 1; i >= lo; i-- {
		if phraseSep(c.folded, i) {
			lo = i + 1
			break
		}
	}
	for i := cc.end; i < hi; i++ {
		if phraseSep(c.folded, i) || indexByte(":(", c.folded[i]) >= 0 || hasPrefix(c.folded[i:], "：") || hasPrefix(c.folded[i:], "（") {
			hi = i
		}
	}
	// A name of Han or katakana right before the count, or before one
	// particle: "大間の2本", "コシヒカリ：3件".
	b := strings.TrimRight(c.folded[lo:cc.start], " *:の的が")
	at := len(b)
	for at > 0 {
		r, n := utf8.DecodeLastRuneInString(b[:at])
		if !cjkRune(r) || r >= 0x3040 && r <= 0x309f {
			break
		}
		at -= n
	}
	c.initLabelBudget() // the result reads below count against it
	for i := lo; i <= hi; i++ {
		var w, cl string
		if i == hi {
			if len(b)-at < 6 {
				break
			}
			w = b[at:]
		} else if i > 0 && c.folded[i-1] < utf8.RuneSelf && isWordRune(rune(c.folded[i-1])) {
			continue // inside an ASCII word
		} else if w, cl = statusWordAt(c.folded[i:hi], 0); cl == "" {
			w = rowLabelAt(c.folded[i:hi])
		}
		for _, ci := range targets {
			if w == "" {
				break
			}
			// Each look reads a whole result: the bytes read count
			// against the label searches' budget (see labelsValue), so a
			// reply of thousands of such counts over a long result stays
			// linear; past it the count is left a mismatch, as before
			// this reading.
			if c.labelScan += len(c.calls[ci].folded) + 1; c.labelScan > c.labelBudget {
				return false
			}
			if m, all := itemsCarrying(c.calls[ci].folded, w, cl); m == cc.n && m < all {
				return true
			}
		}
	}
	return c.valueNamedPart(cc, lo, hi)
}

// valueNamedPart reports whether the count's phrase (lo..hi) names a value
// that exactly cc.n items of some ok call of the turn carry, and not all:
// a field of the result written in the phrase ("3 muelles libres" over
// LIBRE cells, "B-1187 … 两批" over a buyer column, "発送済みの4件" over 済
// cells), or a run of Han or katakana of the phrase that the items hold
// ("ドアのチケットは2件" over "ドア不良" rows). The number counts the rows
// that value selects, in whichever result holds it, not the rows of the
// call the clause cites. A header line's words select nothing.
func (c *check) valueNamedPart(cc countClaim, lo, hi int) bool {
	if cc.n == 1 {
		// "only one invoice — INV-1004": a name after "one" that one row
		// holds is the item's own name, which does not say how many there
		// are; before it ("A4 1頭") it selects.
		hi = cc.start
	}
	if c.wholeCount(cc) || containsAny(c.folded[max(lo, cc.start-24):cc.start], totalWordsBefore) {
		return false // "共有 10 份合同", "all 4": the whole, not a part
	}
	phrase := c.folded[lo:hi]
	for ci := range c.calls {
		call := &c.calls[ci]
		if !call.ok || call.folded == "" || !c.spend(2*len(call.folded)) {
			continue
		}
		r := call.folded
		for _, f := range c.namingCells(ci) {
			if namedIn(phrase, f) && c.partCarrying(ci, f, cc) {
				return true
			}
		}
		// Runs of two or more Han or katakana in the phrase.
		for rest := phrase; rest != ""; {
			var w string
			if w, rest = cjkRunOf(rest); w != "" && c.spend(len(r)) && tokenHead(r, w) && c.partCarrying(ci, w, cc) {
				return true
			}
		}
	}
	return false
}

// namingCells returns the cells of call ci's result that can name a part
// (valueNamedPart), in the result's order, read once per call: a reply of
// many counts asked for them per count, each time splitting the whole
// result. A number is a value of its row (rowFieldCount), not a name; the
// first line names columns when it has no digit.
func (c *check) namingCells(ci int) []string {
	call := &c.calls[ci]
	if call.cellsDone {
		return call.cells
	}
	call.cellsDone = true
	head := true
	for _, l := range strings.Split(call.folded, "\n") {
		if head {
			head = false
			if !hasDigit(l) {
				continue
			}
		}
		for _, f := range lineCells(l) {
			if f = strings.Trim(f, " \"'`*.-"); len(f) >= 2 && hasLetter(f) {
				call.cells = append(call.cells, f)
			}
		}
	}
	return call.cells
}

// partCarrying reports whether exactly cc.n items of call ci carry w, not
// all, w not being the counted noun itself.
//
//go:noinline
func (c *check) partCarrying(ci int, w string, cc countClaim) bool {
	if !c.spend(len(c.calls[ci].folded)) {
		return false
	}
	m, all := itemsCarrying(c.calls[ci].folded, w, "")
	return m == cc.n && m < all && !hasSubstr(cc.noun, w)
}

// lineCells splits a result line into its cells: at the first of "|",
// tab, ";", "·", a comma not between digits, or two spaces that the line
// holds; a line of none of them at single spaces, where only a word with
// a digit or a non-ASCII letter is a cell, since a word of prose ("the",
// "en") is part of a title or a name, not a value.
//
//go:noinline
func lineCells(l string) []string {
	for _, sep := range [...]string{"|", "\t", ";", "·", "  "} {
		if hasSubstr(l, sep) {
			return strings.Split(l, sep)
		}
	}
	for i := 0; i < len(l); i++ {
		if l[i] == ',' && phraseSep(l, i) {
			return strings.Split(l, ",")
		}
	}
	out := strings.Fields(l)
	k := 0
	for _, f := range out {
		for i := 0; i < len(f); i++ {
			if f[i] >= utf8.RuneSelf || isDigitByte(f[i]) {
				out[k] = f
				k++
				break
			}
		}
	}
	return out[:k]
}

// cjkRunOf returns the first run of two or more Han or katakana of s, or
// "", and what follows it.
//
//go:noinline
func cjkRunOf(s string) (string, string) {
	i, n := 0, 0
	for i < len(s) {
		r, k := utf8.DecodeRuneInString(s[i:])
		if !cjkRune(r) || r >= 0x3040 && r <= 0x309f {
			if i == 0 {
				return "", s[k:]
			}
			break
		}
		i += k
		n++
	}
	if n < 2 {
		return "", s[i:]
	}
	return s[:i], s[i:]
}

// tokenHead reports whether s holds w and every time at the start of a
// word: "ドア不良" heads with ドア, "港小学校" does not head with 学校, which
// names the kind of the whole, not a part.
func tokenHead(s, w string) bool {
	found := false
	for i := 0; ; {
		j := strings.Index(s[i:], w)
		if j < 0 {
			return found
		}
		if r, _ := utf8.DecodeLastRuneInString(s[:i+j]); i+j > 0 && cjkRune(r) {
			return false
		}
		found = true
		i += j + len(w)
	}
}

// namedIn reports whether the phrase writes field f: Han or kana anywhere,
// else as a word, or a word f ends with a plural "s" or "es".
//
//go:noinline
func namedIn(phrase, f string) bool {
	if r, _ := utf8.DecodeRuneInString(f); cjkRune(r) {
		return hasSubstr(phrase, f)
	}
	for i := 0; ; {
		j := strings.Index(phrase[i:], f)
		if j < 0 {
			return false
		}
		st, en := i+j, i+j+len(f)
		if st == 0 || !isLetterByte(phrase[st-1]) {
			// f, f+"s" or f+"es" as a word, with no string built for the
			// plural forms (asked per cell of a result, per count).
			for _, sfx := range [...]string{"", "s", "es"} {
				if e := en + len(sfx); hasPrefix(phrase[en:], sfx) && (e == len(phrase) || !isLetterByte(phrase[e])) {
					return true
				}
			}
		}
		i = st + 1
	}
}

// phraseSep reports a byte at i of s that ends a phrase: a line break, a
// semicolon, "、", "，", or a comma not between digits ("3,600").
func phraseSep(s string, i int) bool {
	switch s[i] {
	case '\n', ';':
		return true
	case ',':
		return i == 0 || i+1 == len(s) || !isDigitByte(s[i-1]) || !isDigitByte(s[i+1])
	}
	return hasPrefix(s[i:], "、") || hasPrefix(s[i:], "，")
}

// rowLabelAt returns the label s starts with, or "": one or two ASCII
// letters or digits, the first a letter, that Han or kana follow ("A判定",
// "L3が"), the way a grade, a class or a line is written in Chinese and
// Japanese; or a short word of letters and digits ("P2", "d03"), without
// a plural "s".
func rowLabelAt(s string) string {
	j, digits := 0, false
	for j < len(s) && s[j] < utf8.RuneSelf && isWordRune(rune(s[j])) {
		digits = digits || isDigitByte(s[j])
		j++
	}
	if j == 0 || j > 5 || !isLetterByte(s[0]) {
		return ""
	}
	if r, _ := decodeRuneAt(s[j:]); j <= 2 && cjkRune(r) {
		return s[:j]
	}
	if !digits {
		return ""
	}
	if s[j-1] == 's' && isDigitByte(s[j-2]) {
		j--
	}
	return s[:j]
}

// carries reports whether an item holds a status word of class cl, or,
// cl being "", w as a word (or, for Han and kana, anywhere).
func carries(l, w, cl string) bool {
	if cl == "" {
		return hasSubstr(l, w) && (w[0] >= utf8.RuneSelf || wordIn(l, w))
	}
	for i := 0; i < len(l); i++ {
		if _, k := statusWordAt(l, i); k == cl && (i == 0 || !isLetterByte(l[i-1])) {
			return true
		}
	}
	return false
}

// itemsCarrying counts the items of a result that carry w or a word of
// class cl (see carries), and all of them: its innermost JSON objects
// when it is JSON, else its non-blank lines.
func itemsCarrying(r, w, cl string) (m, all int) {
	obj := r != "" && (r[0] == '{' || r[0] == '[')
	open := 0
	for i := 0; i <= len(r); i++ {
		if obj && i < len(r) && r[i] == '{' {
			open = i
		}
		if obj && (i == len(r) || r[i] != '}' || open < 0) || !obj && i < len(r) && r[i] != '\n' {
			continue
		}
		if item := r[open:i]; strings.TrimSpace(item) != "" {
			all++
			if carries(item, w, cl) {
				m++
			}
		}
		open = -1
		if !obj {
			open = i + 1
		}
	}
	return m, all
}
