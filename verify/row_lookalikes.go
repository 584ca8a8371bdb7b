package verify

import (
	"fmt"
	"iter"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Look-alike names and codes in a restated row. A reply line that restates
// one row of a result (a table row, a log or list line: its values pin
// that row and no other) copies the row's names and codes as well. When
// the line writes a word no result, request or argument holds that is
// shaped like a word of that very row, it misquotes that field:
//
//   - a name of the row with its head kept and its tail changed ("A.
//     Hargrove" on the row of "A. Hartwell", "Denise Whitman" for
//     "Whitfield"): same first letters (three at least), a length within
//     two, both tails two letters or more, so that an inflection
//     ("review"/"reviewed") or an abbreviation ("Sara" of "Sara Romero")
//     is not one;
//   - a code of the row with one character changed (FURN-2 for FURN-3):
//     same length, letters and digits, one digit or one letter differs;
//   - a name in Han characters of the row with one character after the
//     first changed (伊藤 大介 for 伊藤 大輔), as checkCJKNames reads a bold one.
//
// The row anchor is what makes the reading safe: a word of the reply that
// resembles some word of a long result is often the model's own; one that
// resembles a word of the one row the line restates, beside that row's
// other values, stands in that word's place. A word the turn holds
// anywhere (a first name, a translation the result gives, a name the user
// wrote, another call's name) is never flagged.

// checkRowLookalikes runs the rule on the reply line of the clause, once per
// line (lookLineEnd marks the lines done).
func (c *check) checkRowLookalikes(in *info, all []int) {
	if len(in.targets) == 0 || in.modal || in.start < c.lookLineEnd {
		return
	}
	ls, le := c.lineAround(in.start, in.end)
	c.lookLineEnd = le
	m := c.masked[ls:le]
	// Cheap first: a line with no number pins no row by its values, and a
	// line with no capitalised word, no code and no Han character has
	// nothing to misquote this way.
	if !c.lineValue(ls, le) || !lookCandidates(m) {
		return
	}
	// The row is found only once the line holds a word no result holds:
	// most lines hold none, and their rows are never indexed.
	ci, rs, re, found := -1, 0, 0, false
	restated := func() bool {
		if !found {
			found = true
			ci, rs, re = c.restatedRow(in.targets, ls, le)
		}
		return ci >= 0
	}
	f := c.folded[ls:le]
	// Latin words and codes of the line. The walk steps over the bytes
	// past ASCII one by one (an ASCII byte is never inside another rune,
	// so it meets every word start), and decodes those that may start a
	// Han character (see hanStart), so learning whether the line holds one
	// at all: most lines hold none, and the Han pass below would decode
	// the line again to find that out.
	han := false
	for i := 0; i < len(m); {
		if !isLetterByte(m[i]) && !isDigitByte(m[i]) {
			if !han && m[i] >= utf8.RuneSelf && hanStart(m, i) {
				r, _ := utf8.DecodeRuneInString(m[i:])
				han = isHan(r)
			}
			i++
			continue
		}
		j := lookTokenEnd(m, i)
		st := i
		i = j
		if st > 0 && (m[st-1] >= utf8.RuneSelf && latinBefore(m[:st])) {
			continue // the tail of a word with an accented letter
		}
		w, lw := m[st:j], f[st:j]
		// A code starts with a letter (FURN-3, C2); digits first make a
		// quantity with its unit (26G), not a code.
		code := isLetterByte(lw[0]) && digitIn(lw)
		if !code && !(len(w) >= 4 && w[0] >= 'A' && w[0] <= 'Z' && lowerRest(w) && !nameStop[w]) {
			continue
		}
		if c.tokenKnown(lw) {
			continue
		}
		if !restated() {
			// Both passes below ask for the restated row: a line that
			// restates none has nothing more to read.
			return
		}
		row := c.calls[ci].folded[rs:re]
		orig := c.calls[ci].Result[rs:re]
		like := rowLookalike(row, orig, lw, code)
		if like < 0 {
			continue
		}
		// A line that writes the row's own word as well sets the other
		// beside it (a range "B30 to B49" after gate B34, a comparison):
		// it does not stand in its place.
		said := row[like:lookTokenEnd(row, like)]
		if tokenIn(f, said) {
			continue
		}
		if len(orig) == len(row) {
			said = orig[like : like+len(said)]
		}
		sp := span{ls + st, ls + j}
		if c.alreadyFound(FactMismatch, sp) || c.inURL(sp) || c.inCitation(sp) {
			continue
		}
		// Contradiction: the row the line restates holds the look-alike
		// word in this one's place.
		c.addRule("fact/row-lookalike", BasisContradiction, c.callFinding(FactMismatch, sp, ci,
			fmt.Sprintf("%s is not in the result of %s, whose row gives %s", w, c.calls[ci].Tool, said)))
		return
	}
	// Names in Han characters of the row, when the line writes a name-like
	// Han run no result holds.
	if !han || !c.unknownHanRun(m, all) || !restated() {
		return
	}
	rowOrig := c.calls[ci].Result[rs:re]
	for st, name := range hanRuns(rowOrig) {
		runes, j := utf8.RuneCountInString(name), st+len(name)
		// A name stands as a field of its own (a cell, a quoted value, a
		// labelled value: "担当: 伊藤 大輔"); longer runs and runs within
		// prose, a commit message's words, are text.
		if runes < 2 || runes > 3 || !hanField(rowOrig, st, j) {
			continue
		}
		got := hanNearMiss(m, name)
		if got == "" || strings.Contains(m, name) || c.textIn(got, all) || strings.Contains(c.request, got) || c.inArgs(got) {
			continue
		}
		at := strings.Index(m, got)
		sp := span{ls + at, ls + at + len(got)}
		if c.alreadyFound(FactMismatch, sp) {
			continue
		}
		// Contradiction: the row the line restates names a near-identical
		// name in its place.
		c.addRule("fact/row-lookalike", BasisContradiction, c.callFinding(FactMismatch, sp, ci,
			fmt.Sprintf("%s is not in the result of %s, whose row gives %s", got, c.calls[ci].Tool, name)))
		return
	}
}

// unknownHanRun reports whether m holds a run of two or three Han
// characters set apart as a name is (see hanNameShape) that no result and
// not the request holds. At most maxHanLookups runs of a line are looked
// up in the results.
func (c *check) unknownHanRun(m string, all []int) bool {
	looked := 0
	for st, w := range hanRuns(m) {
		if looked == maxHanLookups {
			break
		}
		if runes := utf8.RuneCountInString(w); runes < 2 || runes > 3 || !hanNameShape(m, st, st+len(w)) {
			continue
		}
		looked++
		if !c.hanKnown(w, all) {
			return true
		}
	}
	return false
}

// hanKnown reports whether a result of all or the request holds the Han
// run w. A reply writes its names line after line, and each answer
// searches every result: the answers are kept for the check (the first
// 32 runs), as tokenKnown keeps its own.
func (c *check) hanKnown(w string, all []int) bool {
	for i := range c.hanN {
		if c.hanMemo[i].w == w {
			return c.hanMemo[i].known
		}
	}
	known := c.textIn(w, all) || strings.Contains(c.request, w)
	if c.hanN < len(c.hanMemo) {
		c.hanMemo[c.hanN] = tokenSeen{w, known}
		c.hanN++
	}
	return known
}

// hanRuns is wordRuns(s, isHan): it decodes only at the lead bytes of
// the Han ranges (see hanLead), where wordRuns decodes every rune of a
// line of Japanese or Devanagari to find the few Han runs. Those bytes
// are never inside another rune, so each starts a rune as wordRuns walks
// them.
func hanRuns(s string) iter.Seq2[int, string] {
	return func(yield func(int, string) bool) {
		for i := 0; i < len(s); i++ {
			if !hanStart(s, i) {
				continue
			}
			r, size := utf8.DecodeRuneInString(s[i:])
			if !isHan(r) {
				continue
			}
			j := i + size
			for j < len(s) && hanStart(s, j) {
				r, size := utf8.DecodeRuneInString(s[j:])
				if !isHan(r) {
					break
				}
				j += size
			}
			if !yield(i, s[i:j]) {
				return
			}
			i = j - 1
		}
	}
}

// hanLead reports whether b leads the encoding of a rune isHan accepts.
func hanLead(b byte) bool { return b >= 0xE3 && b <= 0xE9 || b == 0xEF }

// hanStart reports whether s[i:] may start a rune isHan accepts: a lead
// of hanLead, and after E3 (kana, CJK punctuation) only 々's or
// extension A's second byte, so that kana are passed over undecoded.
func hanStart(s string, i int) bool {
	b := s[i]
	if b != 0xE3 {
		return hanLead(b)
	}
	return i+1 < len(s) && (s[i+1] >= 0x90 || s[i+1] == 0x80)
}

// lineValue reports whether the reply line [ls,le) holds a number that may
// pin a row (not a list marker's or a date's): without one no row is
// restated by values, found by binary search of c.nums.
func (c *check) lineValue(ls, le int) bool {
	for k := sort.Search(len(c.nums), func(k int) bool { return c.nums[k].start >= ls }); k < len(c.nums) && c.nums[k].start < le; k++ {
		if n := &c.nums[k]; len(n.vals) > 0 && !n.inDate && !n.ordinal {
			return true
		}
	}
	return false
}

// maxHanLookups bounds the Han runs of one line unknownHanRun looks up.
const maxHanLookups = 6

// hanNameShape reports whether the Han run m[a:b] is set apart as a name
// in a reply: after the line's start, a space, a colon, a bar, a comma or
// a bold mark, and before a space, a bar, a bracket, a comma, a full stop,
// a bold mark, an honorific (さん, 様, 氏) or the line's end. A run glued
// to kana or other text ("今週の") is a word of the sentence.
func hanNameShape(m string, a, b int) bool {
	if a > 0 {
		r, _ := utf8.DecodeLastRuneInString(m[:a])
		if !strings.ContainsRune(" :：|*、，,\n", r) {
			return false
		}
	}
	if b >= len(m) {
		return true
	}
	r, _ := utf8.DecodeRuneInString(m[b:])
	return strings.ContainsRune(" |*（(，,、。\n", r) || strings.HasPrefix(m[b:], "さん") || strings.HasPrefix(m[b:], "様") || strings.HasPrefix(m[b:], "氏")
}

// lookCandidates reports whether a line holds a capitalised Latin word of
// four letters or more, a code of letters and digits, or a Han character.
func lookCandidates(m string) bool {
	for i := 0; i < len(m); i++ {
		b := m[i]
		if b >= utf8.RuneSelf {
			// Only the lead bytes of the Han ranges (see hanLead) can
			// start one: the other bytes of a rune past ASCII,
			// Devanagari's or an accented letter's, are not decoded.
			if hanStart(m, i) {
				if r, _ := utf8.DecodeRuneInString(m[i:]); isHan(r) {
					return true
				}
			}
			continue
		}
		if b >= 'A' && b <= 'Z' && (i == 0 || !isLetterByte(m[i-1])) && i+3 < len(m) && isLetterByte(m[i+1]) && isLetterByte(m[i+2]) && isLetterByte(m[i+3]) {
			return true
		}
		if isDigitByte(b) && i > 0 && (isLetterByte(m[i-1]) || m[i-1] == '-' && i > 1 && isLetterByte(m[i-2])) {
			return true
		}
	}
	return false
}

// lookTokenEnd returns the end of the word or code starting at i: letters
// and digits, joined by one '-' or '_' between them.
func lookTokenEnd(m string, i int) int {
	j := i
	for j < len(m) {
		b := m[j]
		if isLetterByte(b) || isDigitByte(b) {
			j++
			continue
		}
		if (b == '-' || b == '_') && j+1 < len(m) && (isLetterByte(m[j+1]) || isDigitByte(m[j+1])) {
			j++
			continue
		}
		if b >= utf8.RuneSelf {
			// a Latin letter with an accent continues the word
			r, n := utf8.DecodeRuneInString(m[j:])
			if unicode.IsLetter(r) && unicode.In(r, unicode.Latin) {
				j += n
				continue
			}
		}
		break
	}
	return j
}

// latinBefore reports whether s ends with a Latin letter outside ASCII.
func latinBefore(s string) bool {
	r, _ := utf8.DecodeLastRuneInString(s)
	return unicode.IsLetter(r) && unicode.In(r, unicode.Latin)
}

// hasDigitLetter reports whether w holds both an ASCII letter and a digit.
func hasDigitLetter(w string) bool {
	l, d := false, false
	for i := 0; i < len(w); i++ {
		l = l || isLetterByte(w[i])
		d = d || isDigitByte(w[i])
	}
	return l && d
}

// digitIn reports whether w holds an ASCII digit.
func digitIn(w string) bool {
	for i := 0; i < len(w); i++ {
		if isDigitByte(w[i]) {
			return true
		}
	}
	return false
}

// lowerRest reports whether w after its first letter has no capital and no
// digit: a name word, not an acronym or a code.
func lowerRest(w string) bool {
	for i := 1; i < len(w); i++ {
		if w[i] >= 'A' && w[i] <= 'Z' || isDigitByte(w[i]) || w[i] == '-' || w[i] == '_' {
			return false
		}
	}
	return true
}

// tokenKnown reports whether the folded word w occurs as a word in a
// result, the request or the arguments of the turn.
// A reply repeats its names line after line, and each answer scans every
// result: the answers are kept for the check (the first 32 words).
func (c *check) tokenKnown(w string) bool {
	for i := range c.tokN {
		if c.tokMemo[i].w == w {
			return c.tokMemo[i].known
		}
	}
	known := tokenIn(c.request, w) || c.inArgs(w)
	for ci := range c.calls {
		if known {
			break
		}
		known = c.calls[ci].ok && tokenIn(c.calls[ci].folded, w)
	}
	if c.tokN < len(c.tokMemo) {
		c.tokMemo[c.tokN] = tokenSeen{w, known}
		c.tokN++
	}
	return known
}

// tokenSeen is one answer of tokenKnown.
type tokenSeen struct {
	w     string
	known bool
}

// tokenIn reports whether w occurs in s not glued to letters or digits.
func tokenIn(s, w string) bool {
	for i := 0; ; {
		j := strings.Index(s[i:], w)
		if j < 0 {
			return false
		}
		st, en := i+j, i+j+len(w)
		if (st == 0 || !isLetterByte(s[st-1]) && !isDigitByte(s[st-1])) && (en == len(s) || !isLetterByte(s[en]) && !isDigitByte(s[en])) {
			return true
		}
		i = st + 1
	}
}

// hanField reports whether the Han run s[a:b] lies in a field that holds
// only Han runs, at most two, one space between them (a family and a
// given name): the field opens after a bar, quote, tab, colon, comma,
// bracket, two spaces or the row's start, and closes before a bar, quote,
// tab, comma, bracket, two spaces or the row's end.
func hanField(s string, a, b int) bool {
	runs := 1
	i := a
	for {
		if i == 0 {
			break
		}
		r, n := utf8.DecodeLastRuneInString(s[:i])
		if strings.ContainsRune("|\"'\t:：,，(（[{【", r) {
			break
		}
		if r == ' ' {
			if i-n == 0 || s[i-n-1] == ' ' || strings.ContainsRune("|\"'\t:,([{", rune(s[i-n-1])) {
				break
			}
			p, _ := utf8.DecodeLastRuneInString(s[:i-n])
			if !isHan(p) || runs == 2 {
				return false
			}
			runs++
			i -= n
			for i > 0 {
				q, m := utf8.DecodeLastRuneInString(s[:i])
				if !isHan(q) {
					break
				}
				i -= m
			}
			continue
		}
		return false
	}
	for j := b; ; {
		if j >= len(s) {
			return true
		}
		r, n := utf8.DecodeRuneInString(s[j:])
		if strings.ContainsRune("|\"'\t,，)）]}】\r", r) {
			return true
		}
		if r == ' ' {
			if j+n >= len(s) || s[j+n] == ' ' || strings.ContainsRune("|\"'\t,)]}", rune(s[j+n])) {
				return true
			}
			q, _ := utf8.DecodeRuneInString(s[j+n:])
			if !isHan(q) || runs == 2 {
				return false
			}
			runs++
			j += n
			for j < len(s) {
				q, m := utf8.DecodeRuneInString(s[j:])
				if !isHan(q) {
					break
				}
				j += m
			}
			continue
		}
		return false
	}
}

// rowLookalike returns the offset in row (folded; orig as the result
// writes it) of the word that w (folded, held by no result) resembles (see
// the file comment), or -1. A name of the row is capitalised and holds no '-' or '_' (a
// field name, a route "MAD-LIS").
func rowLookalike(row, orig, w string, code bool) int {
	for i := 0; i < len(row); {
		if !isLetterByte(row[i]) && !isDigitByte(row[i]) {
			i++
			continue
		}
		j := lookTokenEnd(row, i)
		r := row[i:j]
		glued := i > 0 && row[i-1] >= utf8.RuneSelf && latinBefore(row[:i])
		i = j
		if glued {
			continue
		}
		if code {
			if oneCharOff(r, w) {
				return i - len(r)
			}
			continue
		}
		if len(orig) == len(row) && orig[i-len(r)] >= 'A' && orig[i-len(r)] <= 'Z' && !strings.ContainsAny(r, "-_") && nameLookalike(r, w) {
			return i - len(r)
		}
	}
	return -1
}

// oneCharOff reports whether codes a and b have one length and differ in
// exactly one byte, a digit for a digit or a letter for a letter.
func oneCharOff(a, b string) bool {
	if len(a) != len(b) || a == b || !hasDigitLetter(a) {
		return false
	}
	diff := -1
	for k := 0; k < len(a); k++ {
		if a[k] != b[k] {
			if diff >= 0 {
				return false
			}
			diff = k
		}
	}
	x, y := a[diff], b[diff]
	return isDigitByte(x) && isDigitByte(y) || isLetterByte(x) && isLetterByte(y)
}

// nameLookalike reports whether name words a (of the row) and b (of the reply)
// share their first three letters or more, differ in length by two runes
// at most, and each goes on two runes or more past what they share.
func nameLookalike(a, b string) bool {
	if len(a) < 4 || a == b || hasDigitLetter(a) {
		return false
	}
	p := 0
	for p < len(a) && p < len(b) && a[p] == b[p] && a[p] < utf8.RuneSelf {
		p++
	}
	if p < 3 {
		return false
	}
	ta, tb := utf8.RuneCountInString(a[p:]), utf8.RuneCountInString(b[p:])
	if ta < 2 || tb < 2 || ta-tb > 2 || tb-ta > 2 {
		return false
	}
	for k := p; k < len(a); k++ {
		if isDigitByte(a[k]) {
			return false
		}
	}
	return true
}

// restatedRow returns the call and the byte range of the one result row
// that the reply line [ls,le) restates: the row its values (numbers,
// clock times) and codes pin most, one distinctive value at least, more
// than any other row; ci is -1 when none.
func (c *check) restatedRow(targets []int, ls, le int) (ci, rs, re int) {
	s := c.folded
	tally := rowTally{max: 16}
	lo := sort.Search(len(c.nums), func(k int) bool { return c.nums[k].start >= ls })
	vals := 0
	for k := lo; k < len(c.nums) && c.nums[k].start < le && vals < 12; k++ {
		n := &c.nums[k]
		if n.end > le || len(n.vals) == 0 || n.glued || n.version || n.inDate || c.inCitation(n.span) || c.inURL(n.span) {
			continue
		}
		if n.start >= 2 && s[n.start-1] == ':' && isDigitByte(s[n.start-2]) {
			continue
		}
		cv := clauseValue{k: k, v: n.vals[0], sp: n.span}
		if clockAfter(s, n.end) {
			_, mins, ok := hhmmAt(s, n.end)
			if !ok {
				continue
			}
			cv = clauseValue{k: k, v: float64(mins), clock: true, sp: span{n.start, n.end + 3}}
		}
		vals++
		for _, t := range targets {
			ix := c.rowValues(t)
			seen := int32(-1)
			i, j := rowMatches(ix, &cv)
			for ; i < j; i++ {
				at := ix.sorted[i]
				if !cv.clock && !nearAny(n, ix.vals[at].v) {
					continue
				}
				r := ix.vals[at].row
				if r == seen {
					continue
				}
				seen = r
				if !tally.add(t, r, distinctive(&cv)) {
					return -1, 0, 0
				}
			}
		}
	}
	// Codes of the line (a hash, an order or ticket id) pin the row that
	// holds them when one row does.
	m := c.folded[ls:le]
	codes := 0
	for i := 0; i < len(m) && codes < 4; {
		if !isLetterByte(m[i]) && !isDigitByte(m[i]) {
			i++
			continue
		}
		j := lookTokenEnd(m, i)
		w := m[i:j]
		i = j
		if len(w) < 4 || !hasDigitLetter(w) {
			continue
		}
		codes++
		for _, t := range targets {
			ix := c.rowValues(t)
			res := c.calls[t].folded
			r := int32(-1)
			for x := range ix.rows {
				rr := ix.rows[x]
				if tokenIn(res[rr.start:rr.end], w) {
					if r >= 0 {
						r = -2
						break
					}
					r = int32(x)
				}
			}
			if r >= 0 && !tally.add(t, r, true) {
				return -1, 0, 0
			}
		}
	}
	best, ok := tally.best()
	if !ok || !best.strong {
		return -1, 0, 0
	}
	ci = int(best.ci)
	rr := c.rowValues(ci).rows[best.row]
	return ci, int(rr.start), int(rr.end)
}

// isHan reports whether r is a Han character of the basic planes (the
// unified ideographs, extension A, the compatibility ideographs) or the
// iteration mark 々 (佐々木): a range test, as the rule asks it of every
// rune of a line and unicode.Is searches a table.
func isHan(r rune) bool {
	return r >= 0x4E00 && r <= 0x9FFF || r >= 0x3400 && r <= 0x4DBF || r >= 0xF900 && r <= 0xFAFF || r == 0x3005
}
