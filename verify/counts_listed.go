package verify

// Counts of items the lexicon has no noun for, shown by the list the reply
// writes under them: "You got **5 new applicants** since Monday:" over six
// names, "'dark mode' से जुड़े **6 feature requests** हैं:" over a table of
// four rows. Any noun can count a listing ("applicants", "options",
// "मंडियाँ"), so the noun itself is no evidence; the list is. A number,
// a few words and a list opener, followed by a list whose every item
// names lines of a result (see enumItems) or a table whose every row's
// first cell does, is a count of that list; when the list has another
// number of items than the count says, the reply contradicts itself. Only
// that contradiction is taken: a count its list agrees with, or one the
// result's count backs ("14 offers; the first four:"), stays a value as
// before (the noun alone does not make it a count of the result). The same
// holds for a count in parentheses closing a heading ("### Open security
// tickets (5)") over the table or bullets under it.

import (
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// checkListedCounts holds the clause's numbers that no count rule read
// (see countClaims) to the list written right after them.
func (c *check) checkListedCounts(in *info) {
	if len(in.targets) == 0 {
		return
	}
	for k := in.numLo; k < in.numHi; k++ {
		n := &c.nums[k]
		if c.countUsed[k] || c.counted[k] || n.start < in.start || n.end > in.end || n.glued || n.ordinal || n.version || n.percent || n.inDate || !isIntNum(n) {
			continue
		}
		if clockPart(c.folded, n.span) || n.start >= 1 && c.folded[n.start-1] == ':' || c.modalAt(in, n.span) || c.qualified(in, n.span) || c.inRequestCount(n.vals[0]) {
			continue
		}
		cc, m, ok := c.listedCount(in, n.span, int(n.vals[0]), k)
		if !ok {
			cc, m, ok = c.headedCount(in, n.span, int(n.vals[0]), k)
		}
		if !ok {
			continue
		}
		c.countUsed[k] = true
		c.addRule("count/listed", BasisContradiction, c.callFinding(CountMismatch, cc.span, in.targets[0],
			"reply lists "+strconv.Itoa(m)+" "+cc.noun+" but says "+strconv.Itoa(cc.n)))
	}
}

// listedWords bounds the words read as the count's noun phrase ("5 new
// applicants", "6 feature requests").
const listedWords = 3

// listedCount reads the count at sp (value n, c.nums index idx) as a claim
// of the items listed right after it, when the list contradicts it, and
// returns the list's number of items.
func (c *check) listedCount(in *info, sp span, n, idx int) (countClaim, int, bool) {
	if n < 2 || n > enumItems {
		return countClaim{}, 0, false
	}
	t := c.folded
	// The noun phrase: words of letters after the number and a space
	// ("9時半", "3 Years》" are no count of items), up to the close of
	// the emphasis the count is in ("**5 new applicants**").
	if sp.end >= in.end || t[sp.end] != ' ' {
		return countClaim{}, 0, false
	}
	i, nounLo, nounHi := sp.end, -1, -1
	for w := 0; w < listedWords; w++ {
		for i < in.end && t[i] == ' ' {
			i++
		}
		j := i
		for j < in.end {
			r, size := utf8.DecodeRuneInString(t[j:])
			if !unicode.IsLetter(r) && !unicode.IsMark(r) && r != '-' {
				break
			}
			if unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana) {
				// Chinese and Japanese count with a classifier, which
				// the lexicon reads: "10 月份" is a month.
				return countClaim{}, 0, false
			}
			j += size
		}
		if j == i {
			break
		}
		if c.numWordIn(in, i, j) {
			// "12 unidades en tres referencias:": the list after is the
			// nearer count's (three), not this one's.
			return countClaim{}, 0, false
		}
		nounLo, nounHi = i, j
		i = j
		if i >= in.end || t[i] != ' ' {
			break
		}
	}
	if nounHi < 0 {
		return countClaim{}, 0, false
	}
	if r, _ := utf8.DecodeRuneInString(t[nounHi:]); strings.ContainsRune("》」』\"”’)]", r) {
		// The number is part of a title or a quoted name ("《Lessons
		// from 3 Years》"), not a count of what follows.
		return countClaim{}, 0, false
	}
	cc := countClaim{span{sp.start, nounHi}, n, idx, t[nounLo:nounHi], ""}
	lo, hi, bullets, code, ok := c.enumSegment(cc)
	if ok && code {
		return countClaim{}, 0, false
	}
	m, items := 0, 0
	if ok {
		m, items, ok = c.segmentItems(in, lo, hi, bullets)
	}
	if !ok {
		// The line closes with the list's opener: see counts_line_list.go.
		m, items, ok = c.lineListItems(in, cc, sp.end)
	}
	return c.listedClaim(in, cc, n, m, items, ok)
}

// segmentItems counts the items of the list in c.folded[lo:hi] (bullets
// under a line when bullets) that a listed count introduces.
func (c *check) segmentItems(in *info, lo, hi int, bullets bool) (m, items int, ok bool) {
	t := c.folded
	m, items, ok = c.tableItems(lo, hi, in.targets)
	if !ok {
		m, items, ok = c.enumItems(lo, hi, bullets, in.targets, false)
	}
	if !ok && bullets {
		// One bullet that lists them inline: "- Hannah Cole, Ravi Menon
		// and Carlos Abreu".
		le := indexByte(t[lo:], '\n')
		if le < 0 {
			le = len(t) - lo
		}
		line := t[lo : lo+le]
		next := strings.TrimLeft(t[min(len(t), lo+le+1):min(len(t), lo+le+8)], " ")
		if (hasPrefix(line, "- ") || hasPrefix(line, "* ")) && !bulletLine(next) {
			m, items, ok = c.enumItems(lo+2, lo+le, false, in.targets, false)
		}
	}
	return m, items, ok
}

// tableItems counts the rows of a table that starts at c.folded[lo:]
// (header, separator, rows), when every row's first cell identifies a
// line of one of targets.
func (c *check) tableItems(lo, hi int, targets []int) (m, items int, ok bool) {
	t := c.folded
	lines := 0
	for pos := lo; pos < len(t) && pos < lo+enumWindow*4; {
		le := indexByte(t[pos:], '\n')
		if le < 0 {
			le = len(t) - pos
		}
		line := strings.TrimSpace(t[pos : pos+le])
		if !hasPrefix(line, "|") {
			break
		}
		lines++
		switch {
		case lines == 1:
		case lines == 2:
			if strings.Trim(line, "|-: ") != "" {
				return 0, 0, false
			}
		default:
			cell := trimPrefix(line, "|")
			if k := indexByte(cell, '|'); k >= 0 {
				cell = cell[:k]
			}
			name := strings.Trim(cell, " *_`")
			if items++; items > enumItems || !c.identifies(name, 1, targets) {
				return 0, 0, false
			}
			m++
		}
		pos += le + 1
	}
	return m, items, items > 0
}

// headedCount reads a count in parentheses closing a heading or label line
// ("### Open security tickets (5)", "Archivos (3):") as a count of the
// table or bullets right under the line, when they contradict it.
func (c *check) headedCount(in *info, sp span, n, idx int) (countClaim, int, bool) {
	t := c.folded
	if n < 2 || n > enumItems || sp.start < 2 || t[sp.start-1] != '(' || sp.end >= len(t) || t[sp.end] != ')' {
		return countClaim{}, 0, false
	}
	rest := strings.TrimRight(t[sp.end+1:min(len(t), sp.end+8)], " ")
	if len(rest) > 0 && rest[0] == ':' {
		rest = rest[1:]
	}
	if len(rest) == 0 || rest[0] != '\n' {
		return countClaim{}, 0, false // the heading ends at the count
	}
	// The noun: the word before the parenthesis.
	j := strings.TrimRight(t[in.start:sp.start-1], " *")
	i := lastIndexByte(j, ' ') + 1
	if i >= len(j) {
		return countClaim{}, 0, false
	}
	cc := countClaim{span{sp.start, sp.end}, n, idx, j[i:], ""}
	lo := sp.end + 1 + indexByte(t[sp.end+1:], '\n') + 1
	if lo < len(t) && t[lo] == '\n' {
		lo++ // one blank line between heading and list
	}
	if lo >= len(t) {
		return countClaim{}, 0, false
	}
	m, items, ok := c.tableItems(lo, len(t), in.targets)
	if !ok {
		m, items, ok = c.enumItems(lo, min(len(t), lo+enumWindow), true, in.targets, false)
	}
	return c.listedClaim(in, cc, n, m, items, ok)
}

// listedClaim ends listedCount's and headedCount's readings: the list of
// items (m of them, ok when one was read) sizes the claim cc of n when it
// has two items or more, differs from n, and no target's own count is n.
func (c *check) listedClaim(in *info, cc countClaim, n, m, items int, ok bool) (countClaim, int, bool) {
	if !ok || items < 2 || m == n {
		return countClaim{}, 0, false
	}
	for _, ci := range in.targets {
		if want, known := c.countsOf([]int{ci}, cc); known && slices.Contains(want, n) {
			return countClaim{}, 0, false
		}
	}
	return cc, m, true
}

// numWordIn reports whether a number word of the clause spans
// c.folded[i:j] ("tres", "three", "तीन").
func (c *check) numWordIn(in *info, i, j int) bool {
	// The hits are sorted by start: a search, not a walk, for each word.
	for k := hitsFrom(in.hits, i); k < len(in.hits) && in.hits[k].start == i; k++ {
		if h := in.hits[k]; h.t.kind == kindNumWord && h.end == j {
			return true
		}
	}
	return false
}
