package verify

import (
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pramana-dev/pramana/receipt"
)

// checkMisattributed finds a valid receipt cited for what another call
// returned: the passage the receipt closes (from the start of its
// sentence, or from the receipt before it in that sentence, to the
// receipt) states values that only another ok call's result or arguments
// hold, and none that only the cited calls hold (see passage). Values
// are quotations, code spans and bold spans of four characters or more, and numbers of three digits
// or more, versions and decimals; values found in both (a tag, a ticket
// number) and values the user gave say nothing about which call is meant.
//
// "`CHANGELOG.md` lists it under 2.7.1 – 2024-03-08: "Login no longer
// times out …" [receipt of git log]" cites git log for the changelog's
// words; "Volume fell from 351 to 17 [receipt of the query]" cites the
// call that returned both numbers and is clean.
func (c *check) checkMisattributed(in *info) {
	if len(in.cites) == 0 {
		return
	}
	others := 0
	for i := range c.calls {
		if c.calls[i].ok && !containsInt(in.cites, i) {
			others++
		}
	}
	if others == 0 {
		return
	}
	lo, hi := c.passage(in)
	if c.citesOwnSource(in, lo, hi) {
		return
	}
	if c.misattributedUncited(in) { // a call the reply cites nowhere: see misattributed_uncited.go
		return
	}
	aOnly, bOnly, bCall := c.tallySplit(in, lo, hi, true, 0)
	if (aOnly > 0 || bOnly > 0) && (len(in.hedges) > 0 || bOnly < 2 && c.negatedPassage(lo, hi)) {
		// Hypothetical values ("if it drops to 150") say nothing, and
		// naming what the cited result lacks is the point of a negation
		// ("`cupones.ts` does not appear in the diff"). A passage that
		// states several of another result's values is reporting that
		// result, whatever aside it negates ("port 6380, not the default
		// 6379").
		return
	}
	if aOnly == 0 && bOnly == 0 && !c.toolTalk(lo, hi) && !c.citedHolds(in, lo, hi) && !c.itemAt(lo, hi) {
		// The receipt closes a sentence with no values of its own ("No
		// action needed if the new time works for you (receipt)"): a
		// remark on what the sentence before it reported, which the
		// receipt then vouches for. A sentence about the speaker's own
		// tool use ("I only read the files, no commands were run
		// (receipt)") is what its receipt vouches for instead, and so is
		// one that states a value the cited result holds, with another
		// result or alone ("64 sold at the counter [receipt]"), and a
		// list item or table row, which is no remark on the item above.
		if plo, phi := c.previousSentence(lo); phi > plo && !c.negatedPassage(plo, phi) {
			lo = plo
			aOnly, bOnly, bCall = c.tallySplit(in, plo, phi, true, 0)
		}
	}
	ci := in.cites[0]
	if bOnly == 0 || aOnly > 0 || c.closesMixedParagraph(in, lo) || c.actedOn(ci, bCall, lo, hi) || c.closedLater(in, bCall, hi) {
		return
	}
	// Record: a valid receipt of one call cited for values only another call
	// returned. Which values the receipt stands beside is read from the
	// passage, but that they are in the other call's result and not in its
	// own is the record's alone.
	c.addRule("receipt/misattributed", BasisRecord, c.callFinding(ForgedReceipt, span{lo, hi}, ci,
		"receipt of "+c.calls[ci].Tool+" is cited for values that only "+c.calls[bCall].Tool+" returned"))
}

// passage returns the stretch of the reply a clause's receipt vouches
// for:
//   - by default, from the start of its sentence (or the end of an
//     earlier receipt in that sentence) to the end of the clause;
//   - a receipt standing alone (on its own line, in parentheses) closes
//     the block above it (back to a blank line or the previous receipt);
//   - a receipt on a line that ends with a colon ("次の3つです（receipt）：")
//     also covers the block that follows, the list or table it
//     introduces.
func (c *check) passage(in *info) (lo, hi int) {
	lo, hi = in.start, in.end
	cut := false
	// Clauses and citations are in reply order, and a sentence's clauses
	// are a run of c.clauses: both are found by a search, not a scan,
	// which kept a long reply's many clauses quadratic.
	k := clausesFrom(c.clauses, in.start)
	for k--; k >= 0 && c.clauses[k].sentence == in.sentence; k-- {
		lo = min(lo, c.clauses[k].start)
	}
	prev := 0
	if k := citesEndingAfter(c.cites, in.start); k > 0 {
		prev = c.cites[k-1].end
	}
	only := c.onlyCitation(in)
	if only && c.receiptList(in) {
		// A list of receipts ("**Verification** - `r1` - `r2`") vouches
		// for the reply call by call, not for the block above it.
		return in.start, in.start
	}
	if only {
		// The block above: back over the blank lines before the
		// receipt, then to the blank line that opens that block.
		i := len(strings.TrimRight(c.masked[:in.start], " \t\n(（["))
		j := strings.LastIndex(c.masked[:i], "\n\n")
		lo = max(prev, j+1)
	} else {
		lo = max(lo, prev)
		hi = c.citedPart(in, lo, hi)
		cut = hi < in.end
	}
	eol := c.newlineFrom(in.end)
	if eol >= 0 && !cut {
		// (A receipt that a comma follows vouches for the part of its
		// sentence before it, not for what the rest of the sentence
		// announces: "7 files (receipt), of which 4 are PDFs:".)
		// The line up to its last byte that is no space or tab (a
		// receipt on it is blanked to spaces: a loop, not TrimRight's
		// set test per byte).
		e := eol
		for e-8 >= in.start && load8(c.masked, e-8) == spaces8 {
			e -= 8
		}
		for e > in.start && (c.masked[e-1] == ' ' || c.masked[e-1] == '\t') {
			e--
		}
		line := c.masked[in.start:e]
		if (hasSuffix(line, ":") || hasSuffix(line, "：")) && !c.colonOfNextSentence(in.start, e) {
			// The next block: skip blank lines, then up to a blank line.
			i := eol + 1
			for i < len(c.masked) && (c.masked[i] == '\n' || c.masked[i] == ' ') {
				i++
			}
			j := strings.Index(c.masked[i:], "\n\n")
			if j < 0 {
				j = len(c.masked) - i
			}
			// A receipt closing that block ("… (r2)" after the list) is
			// the block's own.
			// An opening bracket before it, full-width too ("（r2）"),
			// is part of the citation.
			next := strings.TrimLeft(c.masked[i+j:], " \t\n(（[")
			k := len(c.masked) - len(next)
			if !c.citationIn(in.end, k) {
				hi = i + j
			}
		}
	}
	return lo, hi
}

var (
	citedPartList1 []string
)

// forgedLists holds the phrases of the word lists declared above (see barList).
var forgedLists = [...]barList{
	// The lists of citedPart, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&citedPartList1, ",|，|;|；|、"},
}

var _ = splitBars(forgedLists[:])

// citedPart ends a passage at a receipt that a comma or semicolon
// follows: "the export has 18,343 lines (receipt), so 18,342 without the
// header" — what comes after the receipt is the reply's own reasoning or
// another result, not what the receipt vouches for.
func (c *check) citedPart(in *info, lo, hi int) int {
	// The citations are in reply order: those starting in [lo, hi) are
	// a run found by a search, not a scan of the reply's every receipt.
	k := citesFrom(c.cites, lo)
	for _, ct := range c.cites[k:] {
		if ct.start >= hi {
			break
		}
		if ct.call < 0 || ct.end >= hi {
			continue
		}
		rest := strings.TrimLeft(c.masked[ct.end:hi], " )）]")
		for _, sep := range citedPartList1 {
			if hasPrefix(rest, sep) && strings.TrimSpace(rest[len(sep):]) != "" {
				return ct.end
			}
		}
	}
	return hi
}

// citationIn reports whether a citation starts in [from, to). Masked
// receipts are blank, so a citation right after a block starts where the
// blank does, or a bracket before it.
func (c *check) citationIn(from, to int) bool {
	k := citesFrom(c.cites, from)
	return k < len(c.cites) && c.cites[k].start < to+2
}

// receiptList reports whether a clause that holds only a receipt is one
// of several on consecutive lines.
func (c *check) receiptList(in *info) bool {
	// A receipt on the line before: exactly one line break between its
	// end and the clause, so its end lies after the break before last
	// (p0) and at or before the last (p1). One on the line after: exactly
	// one break between the clause and its start, which lies after the
	// first break (q1) and at or before the next (q2). The citations are
	// sorted by start and by end, so each is a binary search, not a count
	// of the breaks to every citation of the reply.
	if p1 := lastIndexByte(c.masked[:in.start], '\n'); p1 >= 0 {
		p0 := lastIndexByte(c.masked[:p1], '\n')
		k := citesEndingAfter(c.cites, p0)
		if k < len(c.cites) && c.cites[k].end <= p1 {
			return true
		}
	}
	if q := indexByte(c.masked[in.end:], '\n'); q >= 0 {
		q1 := in.end + q
		q2 := len(c.masked)
		if q := indexByte(c.masked[q1+1:], '\n'); q >= 0 {
			q2 = q1 + 1 + q
		}
		k := citesFrom(c.cites, q1+1)
		if k < len(c.cites) && c.cites[k].start <= q2 {
			return true
		}
	}
	return false
}

// callHolds reports whether an ok call's result or arguments contain s.
func (c *check) callHolds(ci int, s string) bool {
	call := &c.calls[ci]
	if c.substrInCall(ci, s) || c.substrInArgs(ci, s) {
		return true
	}
	// "docs/migration/payments-v2.md" after a listing of docs/migration
	// that shows payments-v2.md: the listing holds the joined path.
	if k := strings.LastIndexByte(s, '/'); k > 0 && k < len(s)-1 {
		dir, base := s[:k], s[k+1:]
		return hasSubstr(call.foldedArgs(), dir) && hasSubstr(call.folded, base)
	}
	return false
}

// fromRequest reports whether a number of the reply is one the user gave.
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func (c *check) fromRequest(n num) bool {
	for _, r := range c.reqNums {
		if r.digits == n.digits {
			return true
		}
	}
	return false
}

// It stays a call for the release binary's size (size15).
//
//go:noinline
func countDigits(s string) int {
	k := 0
	for _, r := range s {
		if r >= '0' && r <= '9' {
			k++
		}
	}
	return k
}

// appendQuotedValues appends to out the texts of the code spans,
// quotations and bold spans in s that are four characters or longer: bold
// marks the values a reply reports ("**Restaurante Sacha, C/ Juan Hurtado
// 11**").
func appendQuotedValues(out []string, s string) []string {
	pairs := [][2]string{{"`", "`"}, {"**", "**"}, {"\"", "\""}, {"“", "”"}, {"«", "»"}, {"「", "」"}, {"『", "』"}}
	for _, p := range pairs {
		for rest := s; ; {
			i := strings.Index(rest, p[0])
			if i < 0 {
				break
			}
			rest = rest[i+len(p[0]):]
			j := strings.Index(rest, p[1])
			if j < 0 {
				break
			}
			// A label's colon or a closing full stop inside the marks is
			// no part of the value ("**Riverside:**").
			q := strings.TrimRight(strings.TrimSpace(rest[:j]), ":：,，;；.。 ")
			rest = rest[j+len(p[1]):]
			if utf8.RuneCountInString(q) >= 4 {
				out = append(out, q)
			}
		}
	}
	return out
}

// negatedPassage reports whether a passage holds a negation or absence
// outside quotations.
func (c *check) negatedPassage(lo, hi int) bool {
	// "`cupones.ts` does not appear in the diff [diff's receipt]": naming
	// what the cited result lacks is the point, not a misattribution.
	for k := hitsFrom(c.hits, lo); k < len(c.hits) && c.hits[k].start < hi; k++ {
		h := c.hits[k]
		if h.start >= lo && h.end <= hi && (h.t.kind == kindNeg || h.t.kind == kindNone || h.t.kind == kindAbsence) &&
			!quotedAt(c.masked[lo:hi], h.start-lo) && !c.quoted(h.span) && !c.resultWords(h.start, h.end) {
			return true
		}
	}
	return false
}

// resultWords reports whether the negation at reply[start:end] and the
// word after it are words of an ok call's result: "it could not acquire a
// connection" retells a log line that says "could not acquire connection",
// it does not name something the cited result lacks.
func (c *check) resultWords(start, end int) bool {
	t := c.folded
	i := end
	for i < len(t) && t[i] == ' ' {
		i++
	}
	j := i
	for j < len(t) && t[j] >= 'a' && t[j] <= 'z' {
		j++
	}
	if j-i < 3 || i == end {
		return false
	}
	phrase := t[start:j]
	for k := range c.calls {
		if c.calls[k].ok && hasSubstr(c.calls[k].folded, phrase) {
			return true
		}
	}
	return false
}

// A passTally counts the values of a passage by the calls that hold them.
type passTally struct {
	a, b, bc int // held by cited calls only, by other calls only (the first of them bc)
	// against: the calls whose holding a value keeps it out of a, bit
	// ci for call ci; 0 for every ok call the clause does not cite. A
	// value the cited call shares with another call says nothing of
	// which of the two the passage reports, unless that other call is
	// one the question is not about (see looseTally).
	against uint64
}

// blocks reports whether other call i holding a value keeps it out of a.
func (t *passTally) blocks(i int) bool {
	return t.against == 0 || i >= 64 || t.against&(1<<i) != 0
}

// count tallies a value that the cited calls hold (inA) or not, that
// other call first holds (-1 for none), blocked when a holder blocks it.
//
// It stays a call for the release binary's size (size20).
//
//go:noinline
func (t *passTally) count(inA bool, first int, blocked bool) {
	switch {
	case inA && !blocked:
		t.a++
	case !inA && first >= 0:
		t.b++
		if t.bc < 0 {
			t.bc = first
		}
	}
}

// tallySplit counts the values of reply[lo:hi] that only the clause's
// cited calls hold (aOnly) and that only other ok calls hold (bOnly, the
// first such call bCall), read against the calls of against (see
// passTally: 0 for every ok call the clause does not cite); with split, a two-digit number only the cited calls hold
// counts in aOnly when other calls' values are stated.
func (c *check) tallySplit(in *info, lo, hi int, split bool, against uint64) (aOnly, bOnly, bCall int) {
	t := passTally{bc: -1, against: against}
	var small smallTally
	defer func() {
		aOnly, bOnly, bCall = t.a, t.b, t.bc
		// Two-digit numbers are too common to decide alone, but a passage
		// whose only values are two or more of them, all from one other
		// call's result and none from the cited one ("70%, 33℃ / 26℃"
		// under the exchange rate's receipt), reports that other result.
		if aOnly == 0 && bOnly == 0 && small.a == 0 && small.b >= 2 && !small.mixed {
			bOnly, bCall = small.b, small.call
		}
		// And, read for checkMisattributed (split), a two-digit number
		// only the cited call holds binds the passage to it as much as a
		// larger one: "276 stations, 14 of them opened this year [receipt
		// of the count of 14]" draws on two results, one of them the
		// cited one. (looseTally reads two-digit numbers itself.)
		if split && aOnly == 0 && bOnly > 0 {
			aOnly = small.a
		}
	}()
	// others finds the first other ok call holding a value and whether
	// a holder blocks it.
	others := func(holds func(ci int) bool) (first int, blocked bool) {
		first = -1
		for i := range c.calls {
			if c.calls[i].ok && !containsInt(in.cites, i) && holds(i) {
				if first < 0 {
					first = i
				}
				blocked = blocked || t.blocks(i)
			}
		}
		return first, blocked
	}
	for k := numsFrom(c.nums, lo); k < len(c.nums) && c.nums[k].start < hi; k++ {
		n := c.nums[k]
		if n.start < lo || n.end > hi || n.ordinal || len(n.vals) == 0 && !n.version || n.glued && !n.version || c.inCitation(n.span) {
			continue
		}
		if c.fromRequest(n) {
			holds := func(ci int) bool {
				if n.version {
					return c.textIn(n.digits, []int{ci}) || hasSubstr(c.calls[ci].foldedArgs(), n.digits)
				}
				// The digits as written too: a CSV row "2,12" holds the
				// 12 hours the user gave, which the number reading takes
				// for one value.
				return c.numIn(n, []int{ci}) || digitsIn(c.calls[ci].folded, n.digits, anySign) ||
					digitsIn(c.calls[ci].foldedArgs(), n.digits, anySign)
			}
			if countDigits(n.digits) >= 3 || n.dec > 0 || n.version {
				c.tallyAsked(in, holds, &t.a, &t)
			} else if split && countDigits(n.digits) == 2 && !n.inDate {
				c.tallyAsked(in, holds, &small.a, &t)
			}
			continue
		}
		// (A number written with a magnitude word, "1万2000" or "2.5
		// lakh", is as large as its value, whatever digits it shows.)
		if !n.version && n.dec == 0 && countDigits(n.digits) < 3 && !(len(n.vals) > 0 && n.vals[0] >= 1000) {
			if countDigits(n.digits) == 2 && !n.inDate && !c.slashPaired(n) && !clockPart(c.folded, n.span) ||
				split && countDigits(n.digits) == 1 && !n.inDate && c.citedScalar(in, n) {
				small.add(c, in, n)
			}
			continue
		}
		// Versions are compared as text, as the fact check does.
		holds := func(ci int) bool {
			if n.version {
				return c.textIn(n.digits, []int{ci})
			}
			return c.numIn(n, []int{ci})
		}
		inA := false
		for _, ci := range in.cites {
			inA = inA || holds(ci)
		}
		first, blocked := others(holds)
		if split && !inA && first >= 0 && !n.version && c.derived(n, in.cites) && !c.writtenIn(n, in.cites) {
			// Worked out from the cited call's own figures ("growth
			// 1,4 g" of 15,6 and 14,2 [receipt of the weighings]): not
			// another call's value when that call does not write it as
			// such, only rounds or scales to it (1.38).
			continue
		}
		t.count(inA, first, blocked)
	}
	// A passage quotes a few values: their list is cut on the stack.
	var qBuf [8]string
	for _, q := range appendQuotedValues(qBuf[:0], c.folded[lo:hi]) {
		if hasSubstr(c.request, q) {
			c.tallyAsked(in, func(ci int) bool { return c.callHolds(ci, q) }, &t.a, &t)
			continue
		}
		// Which calls hold q: remembered per check (holdersOf), as a
		// reply quotes the same values in many passages.
		m := c.holdersOf(q, 0)
		inA := false
		for _, ci := range in.cites {
			inA = inA || c.heldBy(ci, q, 0, m)
		}
		first, blocked := others(func(i int) bool { return c.heldBy(i, q, 0, m) })
		t.count(inA, first, blocked)
	}
	// Codes and clock times ("KL1234", "17:25", "d4e5f60") outside any
	// bold or code span: numbers too short or too glued for the count
	// above, but as particular to one result as a quotation.
	for w, at := nextCodeRun(c.folded[lo:hi], 0); w != ""; w, at = nextCodeRun(c.folded[lo:hi], at) {
		if !hasSubstr(c.request, w) && !c.measureRun(lo+at-len(w), w) {
			c.tallyText(in, w, &t)
		}
	}
	c.tallyJoined(in, lo, hi, &t)
	c.tallyTableCells(in, lo, hi, &t)
	if split && t.a == 0 && t.b > 0 {
		// Names and CJK compounds too, as looseTally reads them, but only
		// for the cited call: "Su ortodoncia con el Dr. Ruiz tiene un
		// presupuesto de 3.900 € [receipt of the patient record]" names
		// the record's doctor beside the billing call's amount, a passage
		// of two results. A name says less than a figure of which result
		// a passage reports, so it never makes the passage another call's.
		c.eachName(lo, hi, in.cites, func(held func(ci int) bool) {
			c.tallyAsked(in, held, &t.a, &t)
		})
	}
	return
}

// smallTally counts a passage's two-digit numbers by the calls that hold
// them.
type smallTally struct {
	a, b  int  // numbers only the cited calls hold, only others hold
	call  int  // the other call holding the first of b
	mixed bool // b's numbers are spread over several other calls
}

func (t *smallTally) add(c *check, in *info, n num) {
	if n.ordinal || len(n.vals) == 0 || n.glued || c.inCitation(n.span) {
		return
	}
	for _, ci := range in.cites {
		if c.numIn(n, []int{ci}) || c.calls[ci].listedTwoDigit(int(n.vals[0])) {
			t.a++
			return
		}
	}
	other := -1
	for i := range c.calls {
		if c.calls[i].ok && !containsInt(in.cites, i) && c.numIn(n, []int{i}) {
			if other >= 0 {
				t.mixed = true // in two other results: says nothing of which
				return
			}
			other = i
		}
	}
	if other < 0 {
		return
	}
	if t.b == 0 {
		t.call = other
	} else if t.call != other {
		t.mixed = true
	}
	t.b++
}

func identByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= '0' && b <= '9' || b == ':' || b == '_' || b == '-'
}

// identClass is identByte as a table, 2 for a digit and 1 for the other
// identByte bytes: nextCodeRun reads every byte of a passage.
var identClass = func() (t [256]uint8) {
	for b := range 256 {
		switch {
		case b >= '0' && b <= '9':
			t[b] = 2
		case identByte(byte(b)):
			t[b] = 1
		}
	}
	return t
}()

// nextCodeRun returns the first run of identByte bytes of s at or after
// byte i that is a code or clock time, four bytes or longer and
// mixedIdent, and the offset after it; "" when none is left. A run with
// no digit is neither, and is not looked at again. Read in turn from 0,
// these are a passage's codes in order.
func nextCodeRun(s string, i int) (string, int) {
	for i < len(s) {
		// The next digit; the runs before it hold none.
		d := nextDigit(s, i)
		if d == len(s) {
			break
		}
		// The run holding it: back to its start (s[i], where the run
		// before ended, is no identByte byte), on to its end.
		st, j := d, d+1
		for st > i && identClass[s[st-1]] != 0 {
			st--
		}
		for j < len(s) && identClass[s[j]] != 0 {
			j++
		}
		if w := s[st:j]; len(w) >= 4 && mixedIdent(w) {
			return w, j
		}
		i = j
	}
	return "", len(s)
}

// mixedIdent reports whether w holds a digit and a letter or a colon
// between digits: a code (kl1234, a90cc31) or a clock time (17:25).
func mixedIdent(w string) bool {
	digit, letter, colon := false, false, false
	for i := 0; i < len(w); i++ {
		switch b := w[i]; {
		case b >= '0' && b <= '9':
			digit = true
		case b >= 'a' && b <= 'z':
			letter = true
		case b == ':' && i > 0 && i < len(w)-1 && w[i-1] >= '0' && w[i-1] <= '9' && w[i+1] >= '0' && w[i+1] <= '9':
			colon = true
		}
	}
	return digit && (letter || colon)
}

// previousSentence returns the span of the sentence before reply offset
// lo when it lies in the same paragraph and cites no receipt itself, or
// an empty span.
func (c *check) previousSentence(lo int) (int, int) {
	k := sort.Search(len(c.clauses), func(k int) bool { return c.clauses[k].end > lo })
	if k == 0 || k > len(c.clauses) {
		return 0, 0
	}
	if k < len(c.clauses) && c.clauses[k-1].paragraph != c.clauses[k].paragraph {
		return 0, 0
	}
	prev := c.clauses[k-1]
	a, b := prev.start, prev.end
	for j := k - 2; j >= 0 && c.clauses[j].sentence == prev.sentence && c.clauses[j].paragraph == prev.paragraph; j-- {
		a = c.clauses[j].start
	}
	if c.citationIn(a, lo) {
		return 0, 0
	}
	return a, b
}

// toolTalk reports whether reply[lo:hi] holds a tool or action word.
func (c *check) toolTalk(lo, hi int) bool {
	for k := hitsFrom(c.hits, lo); k < len(c.hits) && c.hits[k].start < hi; k++ {
		if t := c.hits[k].t.kind; t == kindUse || t == kindWeak || t == kindAct {
			return true
		}
	}
	return false
}

// containsFoldASCII reports whether s contains w, a lower-case word,
// ignoring ASCII case, without allocating.
func containsFoldASCII(s, w string) bool {
	if w == "" || !isASCII(w) {
		return containsFoldScan(s, w)
	}
	// An ASCII w folds only to ASCII of its own length (a rune that
	// folds to ASCII, ſ or the Kelvin sign, is longer), so a place
	// whose first byte is not w's first letter in either case is no
	// match: most places are passed over with one comparison.
	b := lowerASCII(w[0])
	for i := 0; i+len(w) <= len(s); i++ {
		if lowerASCII(s[i]) == b && strings.EqualFold(s[i:i+len(w)], w) {
			return true
		}
	}
	return false
}

// containsFoldScan is containsFoldASCII trying every place, or, when w
// starts with a rune that has no other case (Devanagari, Han, kana), only
// the places holding that rune's bytes: EqualFold matches such a rune
// only to itself, and its bytes decode as it wherever they stand.
func containsFoldScan(s, w string) bool {
	if r, n := decodeRuneAt(w); r != utf8.RuneError && unicode.SimpleFold(r) == r {
		for i := 0; i+len(w) <= len(s); i++ {
			j := indexSubstr(s[i:], w[:n])
			if j < 0 || i+j+len(w) > len(s) {
				return false
			}
			if i += j; strings.EqualFold(s[i:i+len(w)], w) {
				return true
			}
		}
		return false
	}
	for i := 0; i+len(w) <= len(s); i++ {
		if strings.EqualFold(s[i:i+len(w)], w) {
			return true
		}
	}
	return false
}

func lowerASCII(b byte) byte {
	if 'A' <= b && b <= 'Z' {
		return b + 'a' - 'A'
	}
	return b
}

// trimEmphasis ends before its trailing underscores a malformed token that
// closes a Markdown emphasis opened earlier on its line ("_Receipts: tokA
// tokB_"): receipt.Scan only sees emphasis that opens right before the
// token, but a model italicises a whole footer line. The underscores are
// digest characters, so they joined the token; the trimmed token must
// still parse, and is then verified by its MAC like any other.
func trimEmphasis(text string, toks []receipt.Token) {
	for i := range toks {
		t := &toks[i]
		if t.Err == nil || !hasSuffix(t.Text, "_") {
			continue
		}
		lo := max(0, t.Start-400) // a footer line; bounded so that many tokens stay linear
		ls := lo + lastIndexByte(text[lo:t.Start], '\n') + 1
		line := text[ls:t.Start]
		opened := hasPrefix(line, "_") || hasSubstr(line, " _") || hasSubstr(line, "(_")
		if !opened {
			continue
		}
		for k := t.End - 1; k >= t.End-2 && k > t.Start && text[k] == '_'; k-- {
			if r, err := receipt.Parse(text[t.Start:k]); err == nil {
				*t = receipt.Token{Start: t.Start, End: k, Text: text[t.Start:k], Receipt: r}
				break
			}
		}
	}
}

// trimGluedDigits ends a malformed token where its digest ends when the
// token is glued to the next word of a language written without spaces
// and that word opens with digits ("…Rw12月到今天", "…AFk3件"): digits are
// digest characters, so they joined the token, but the character right
// after them is no token character and no space stands between. Only a
// full-length digest is kept, and the trimmed token is then verified by
// its MAC like any other, so a made-up digest stays a forged receipt.
func trimGluedDigits(text string, toks []receipt.Token) {
	for i := range toks {
		t := &toks[i]
		if t.Err == nil || t.End >= len(text) || text[t.End] < 0x80 {
			continue
		}
		d := indexByte(t.Text[len(receipt.Prefix):], '-')
		if d < 0 {
			continue
		}
		k := t.Start + len(receipt.Prefix) + d + 1 + receipt.DigestLen
		if k >= t.End || strings.Trim(text[k:t.End], "0123456789") != "" {
			continue
		}
		if r, err := receipt.Parse(text[t.Start:k]); err == nil {
			*t = receipt.Token{Start: t.Start, End: k, Text: text[t.Start:k], Receipt: r}
		}
	}
}

// citesOwnSource reports whether a passage is a source line that links
// the page its receipt's call fetched ("**Source:** [2024 Developer
// Survey](https://survey…/2024/technology) [receipt]"): the link text is
// that page's title, and the receipt vouches for the link, whatever
// else (a search listing) shows the same title.
func (c *check) citesOwnSource(in *info, lo, hi int) bool {
	if !in.source {
		return false
	}
	p := c.masked[lo:hi]
	for _, ci := range in.cites {
		for _, u := range c.calls[ci].URLs {
			if len(u) > 10 && hasSubstr(p, u) && !c.searchCall(ci) {
				return true
			}
		}
	}
	return false
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// measureRun reports whether the code run w at reply offset at is a
// number and its unit written together ("96kg", "97m", "4.2gb"): a value
// the number tally above reads as such, by its value, not a code to find
// as text. "96kg" of a stock level is the stock's 96, whatever result
// writes "30kg" beside a price.
func (c *check) measureRun(at int, w string) bool {
	i := 0
	for i < len(w) && (w[i] >= '0' && w[i] <= '9' || w[i] == '.' || w[i] == ',') {
		i++
	}
	if i == 0 || i == len(w) || len(w)-i > 3 {
		return false
	}
	for j := i; j < len(w); j++ {
		if w[j] < 'a' || w[j] > 'z' {
			return false
		}
	}
	k := c.numAt(at)
	return k < len(c.nums) && c.nums[k].start == at && !c.nums[k].glued && len(c.nums[k].vals) > 0
}

// itemLine reports whether a line opens a list item or a table row.
func itemLine(t string) bool {
	t = strings.TrimLeft(t, " \t")
	return hasPrefix(t, "- ") || hasPrefix(t, "* ") || hasPrefix(t, "• ") || hasPrefix(t, "|") || orderedItem(t)
}

// citedHolds reports whether reply[lo:hi] states a value one of the
// clause's cited calls holds, alone or with other calls: a number of two
// digits or more, a quotation or a code. Such a passage reports that
// call's result, however little the tally above could tell from it.
func (c *check) citedHolds(in *info, lo, hi int) bool {
	for k := c.numAt(lo); k < len(c.nums) && c.nums[k].start < hi; k++ {
		n := c.nums[k]
		if n.end > hi || n.ordinal || n.glued && !n.version || len(n.vals) == 0 && !n.version || c.inCitation(n.span) || c.fromRequest(n) {
			continue
		}
		if !n.version && n.dec == 0 && countDigits(n.digits) < 2 {
			continue
		}
		if n.version && c.textIn(n.digits, in.cites) || !n.version && c.numIn(n, in.cites) {
			return true
		}
	}
	var qBuf [8]string
	for _, q := range appendQuotedValues(qBuf[:0], c.folded[lo:hi]) {
		for _, ci := range in.cites {
			if !hasSubstr(c.request, q) && c.callHolds(ci, q) {
				return true
			}
		}
	}
	for w, at := nextCodeRun(c.folded[lo:hi], 0); w != ""; w, at = nextCodeRun(c.folded[lo:hi], at) {
		for _, ci := range in.cites {
			if !hasSubstr(c.request, w) && c.heldText(ci, w, 1) {
				return true
			}
		}
	}
	return false
}

// itemAt reports whether reply[lo:hi] lies on one line that is a list
// item or a table row.
func (c *check) itemAt(lo, hi int) bool {
	ls, le := c.lineAt(lo)
	return hi <= le+1 && itemLine(c.masked[ls:le])
}

// tallyAsked counts in *a a value of the passage that the user gave and
// that the cited calls hold, in their results or arguments, and no call
// that blocks it does. The user's value alone says nothing of which
// result a passage reports, so it never counts for another call; but a
// cited call that bears it out is what the passage reports: "`paho-mqtt`
// is bumped to **2.0.0** [receipt of the write]" after "bump it to 2.0.0"
// reports the write whose arguments hold the 2.0.0 the user asked for.
func (c *check) tallyAsked(in *info, holds func(ci int) bool, a *int, t *passTally) {
	inA := false
	for _, ci := range in.cites {
		inA = inA || holds(ci)
	}
	if !inA {
		return
	}
	for i := range c.calls {
		if c.calls[i].ok && !containsInt(in.cites, i) && t.blocks(i) && holds(i) {
			return
		}
	}
	*a++
}

// slashPaired reports whether a number is one half of a pair joined by a
// slash ("12/10", "3/4"): a date or a ratio, whose halves are no values of
// their own.
//
// It stays a call for the release binary's size (size20).
//
//go:noinline
func (c *check) slashPaired(n num) bool {
	t := c.folded
	return n.start >= 2 && t[n.start-1] == '/' && t[n.start-2] >= '0' && t[n.start-2] <= '9' ||
		n.end+1 < len(t) && t[n.end] == '/' && t[n.end+1] >= '0' && t[n.end+1] <= '9'
}

// writtenIn reports whether an ok call other than the cited ones writes
// the number as the reply does, to the reply's precision ("1.4" of a
// reply's "1,4"), not only as a value that rounds or scales to it.
func (c *check) writtenIn(n num, cited []int) bool {
	for _, v := range n.vals {
		w := strconv.FormatFloat(v, 'f', n.dec, 64)
		for i := range c.calls {
			if c.calls[i].ok && !containsInt(cited, i) && digitsIn(c.calls[i].folded, w, anySign) {
				return true
			}
		}
	}
	return false
}

// closesMixedParagraph reports whether the clause's receipt stands at the
// end of its paragraph, after the full stop of its last sentence, and
// the sentences before that one (from the paragraph's start or the
// receipt before, up to lo) state a value only the cited calls hold:
// such a receipt closes the paragraph, and a paragraph that draws on
// two results, one of them the cited one, is ordinary writing, not a
// misattribution ("**Visit** — 10:30–12:00 with Ms Nishimura. Train 201
// leaves two hours' margin. [receipt of the calendar]").
func (c *check) closesMixedParagraph(in *info, lo int) bool {
	k := c.citeAfter(in.start)
	if k == len(c.cites) || c.cites[k].start < in.end || !containsInt(in.cites, c.cites[k].call) {
		return false
	}
	// Nothing but closing marks and spaces after it, then a blank line
	// or the reply's end (a few bytes read, not the rest of the reply).
	tail := c.masked[c.cites[k].end:min(len(c.masked), c.cites[k].end+24)]
	rest := strings.TrimLeft(tail, " \t)）]】")
	if !(rest == "" && len(tail) < 24 || hasPrefix(rest, "\n\n") || hasPrefix(rest, "\n") && strings.TrimSpace(rest) == "" && len(tail) < 24) {
		return false
	}
	from := 0
	if k > 0 {
		from = c.cites[k-1].end
	}
	if from >= lo {
		return false
	}
	if j := strings.LastIndex(c.masked[from:lo], "\n\n"); j >= 0 {
		from += j + 2
	}
	if from >= lo {
		return false
	}
	a, _, _ := c.tallySplit(in, from, lo, true, 0)
	return a > 0
}

// colonOfNextSentence reports whether, on the line reply[from:to] that
// ends with a colon, a sentence ends between the last receipt and that
// colon (see sentenceBreak).
func (c *check) colonOfNextSentence(from, to int) bool {
	k := citesFrom(c.cites, to)
	return k > 0 && c.cites[k-1].start >= from && sentenceBreak(c.masked[c.cites[k-1].end:to])
}

// closedLater reports whether a receipt of call b is cited later in the
// sentence of the clause in, after hi, or right after its full stop: the
// sentence draws on two results and cites each, b's at its end ("MRI-1
// has 6 patients, from the 08:00 knee to the 13:00 pelvis, and none is
// flagged [flags' receipt], so the usual questionnaire will do [list's
// receipt]"), which vouches for b's values before the first receipt.
func (c *check) closedLater(in *info, b, hi int) bool {
	if b < 0 {
		return false
	}
	k := clausesFrom(c.clauses, in.start)
	end := in.end
	for ; k < len(c.clauses) && c.clauses[k].sentence == in.sentence; k++ {
		end = c.clauses[k].end
	}
	// A receipt right after the full stop closes the sentence too.
	if j := c.citeAfter(end); j < len(c.cites) && c.cites[j].start >= end && c.cites[j].start-end <= 8 &&
		strings.Trim(c.masked[end:c.cites[j].start], " \t.。!?！？।([（") == "" {
		end = c.cites[j].end
	}
	for j := c.citeAfter(hi); j < len(c.cites) && c.cites[j].start < end; j++ {
		if c.cites[j].call == b {
			return true
		}
	}
	return false
}
