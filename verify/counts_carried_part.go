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
	return false
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
