package verify

import (
	"fmt"
	"math/bits"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Misattribution when the reply leaves a call uncited.
//
// A reply that draws on two calls but cites only one of them has put the
// one receipt it cites on what the other call returned somewhere. Which
// passage that is can be read from the values: each cited receipt binds
// to the passage it closes (its sentence or paragraph, the list item or
// table row it ends, or the section under the heading it stands in), and
// a passage whose checkable content — numbers, clock times, codes,
// quotations, names and Japanese or Chinese content compounds — is found
// only in a call the reply never cites, and none of it in the cited
// call's result or arguments, vouches for that other call's result with
// the wrong receipt.
//
// Because the uncited call is a second witness that the reply took
// something from it unattributed, this rule reads weaker evidence than
// checkMisattributed does alone: a single two-digit number ("59 passed"),
// a proper name ("Toni y Raquel") or a kanji compound ("平常運転").
// It stays conservative: one value of the cited call in the passage, a
// hedge, a negation with a single value, or a value every call holds, and
// the passage is not called misattributed. A reply that cites every ok
// call somewhere is left to checkMisattributed: a summary drawing on two
// calls with both receipts nearby is ordinary writing.

// uncitedMask returns the ok calls (the first 64) of which the reply
// cites no receipt, computed once per check.
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func (c *check) uncitedMask() uint64 {
	if c.uncitedDone {
		return c.uncited
	}
	c.uncitedDone = true
	var m uint64
	for i := range c.calls {
		if i < 64 && c.calls[i].ok {
			m |= 1 << i
		}
	}
	for _, ct := range c.cites {
		if ct.call >= 0 && ct.call < 64 {
			m &^= 1 << ct.call
		}
	}
	c.uncited = m
	return m
}

// misattributedUncited applies the rule above to a clause with a valid
// receipt, and reports whether it added a finding.
func (c *check) misattributedUncited(in *info) bool {
	m := c.uncitedMask()
	if m == 0 || in.general {
		return false
	}
	// The citation that closes the clause: the first one ending after
	// its start (citations are in reply order).
	k := c.citeAfter(in.start)
	if k == len(c.cites) || c.cites[k].call < 0 || k+1 == c.uncitedLast {
		return false
	}
	ct := c.cites[k]
	if !containsInt(in.cites, ct.call) {
		return false
	}
	prev := 0
	if k > 0 {
		prev = c.cites[k-1].end
	}
	lo, hi, heading := c.uncitedPassage(ct, prev, k)
	for _, h := range in.hedges {
		// A hedge qualifies what follows it ("…, 等你确认后回签"): only
		// what comes before it is stated as a result.
		if h.start >= lo && h.start < hi {
			hi = h.start
		}
	}
	for _, ci := range in.cites {
		for _, u := range c.calls[ci].URLs {
			if len(u) > 10 && hi > lo && hasSubstr(c.masked[lo:hi], u) {
				// A source line linking the page the cited call fetched:
				// the receipt vouches for the link (see citesOwnSource).
				return false
			}
		}
	}
	if hi <= lo {
		return c.uncitedReceiptRows(k)
	}
	a, b, bc := c.looseTally(in, lo, hi, m)
	if a == 0 && b == 0 && !heading && lo > prev && !c.ownPassage(in, ct.call, lo, hi) {
		// Nothing checkable in the paragraph or item ("Llevad protección
		// solar."): the receipt vouches for everything since the receipt
		// before it, within its section.
		lo = c.sectionStart(prev, lo)
		a, b, bc = c.looseTally(in, lo, hi, m)
	}
	rule, msg := "receipt/misattributed", "receipt of %s is cited for values that only %s returned, which the reply cites nowhere"
	if a > 0 || b == 0 {
		// A receipt cited again (see citedAgain).
		if bc = c.citedAgain(in, k, lo, hi, m, a, b, bc); bc < 0 {
			return c.uncitedReceiptRows(k)
		}
		rule, msg = "receipt/miscited", "receipt of %s is cited again for values of %s, whose receipt the reply cites nowhere"
	} else if b < 2 && c.negatedPassage(lo, hi) {
		// Naming what the cited result lacks is the point of a negation.
		return false
	} else if c.actedOn(ct.call, bc, lo, hi) {
		return false
	}
	c.uncitedLast = k + 1
	// Record: the receipt cited is valid, the values of its passage are
	// in a call the reply cites nowhere and none (or fewer) are in the
	// cited call.
	c.addRule(rule, BasisRecord, c.callFinding(ForgedReceipt, span{lo, hi}, ct.call, fmt.Sprintf(msg, c.calls[ct.call].Tool, c.calls[bc].Tool)))
	return true
}

// lineAt returns the line of the reply holding offset i.
// The scans are bounded (a line longer than 400 bytes either way is cut
// there) so that many citations on one long line stay linear.
func (c *check) lineAt(i int) (ls, le int) {
	from := max(0, i-400)
	ls = from + lastIndexByte(c.masked[from:i], '\n') + 1
	to := min(len(c.masked), i+400)
	le = to
	if j := indexByte(c.masked[i:to], '\n'); j >= 0 {
		le = i + j
	}
	return ls, le
}

// citationLine classifies the line a citation stands on by what is left
// of it without the receipt: a heading ("## Weather", "**汇率**"), a
// table row or a list item, with the text before the receipt.
func (c *check) citationLine(ct citation) (ls, le int, heading, row, item bool) {
	ls, le = c.lineAt(ct.start)
	if le < ct.end {
		_, le = c.lineAt(ct.end)
	}
	t := strings.TrimSpace(c.masked[ls:le])
	t = strings.TrimRight(t, " \t([（【)]）】")
	t = strings.TrimSpace(t)
	switch {
	case hasPrefix(t, "#"):
		heading = true
	case hasPrefix(t, "**") && hasSuffix(t, "**") && strings.Count(t, "**") == 2 && len(t) > 4:
		heading = true
	case hasPrefix(t, "|"):
		row = true
	case hasPrefix(t, "- ") || hasPrefix(t, "* ") || hasPrefix(t, "• ") || orderedItem(t):
		item = true
	}
	return ls, le, heading, row, item
}

// orderedItem reports whether a line opens with "1." or "1)".
func orderedItem(t string) bool {
	i := 0
	for i < len(t) && t[i] >= '0' && t[i] <= '9' {
		i++
	}
	return i > 0 && i < len(t) && (t[i] == '.' || t[i] == ')')
}

// uncitedPassage returns what the citation k vouches for: the section
// under a heading it stands in, the table row or list item it ends, or
// the paragraph it closes (from the receipt before it at the earliest).
func (c *check) uncitedPassage(ct citation, prev, k int) (lo, hi int, heading bool) {
	ls, le, heading, row, item := c.citationLine(ct)
	tail := strings.TrimRight(c.masked[ct.end:le], " \t)）]】")
	colon := (hasSuffix(tail, ":") || hasSuffix(tail, "：")) && !sentenceBreak(tail)
	if heading || colon {
		// A receipt in a heading, or on a line that ends with a colon
		// ("He abierto la oferta (r):"), vouches for the block below.
		// The block under the heading, up to a blank line or the next
		// receipt.
		i := le
		for i < len(c.masked) && (c.masked[i] == '\n' || c.masked[i] == ' ') {
			i++
		}
		// Up to the next receipt at most: each block is searched once.
		end := len(c.masked)
		if k+1 < len(c.cites) {
			end = max(i, c.cites[k+1].start)
		}
		hi = end
		if i <= end {
			if j := indexSubstr(c.masked[i:end], "\n\n"); j >= 0 {
				hi = i + j
			}
		}
		if colon && !heading {
			return max(prev, ls-1), hi, true
		}
		return i, hi, true
	}
	hi = ct.start
	if rest := strings.TrimLeft(c.masked[ct.end:le], " \t)）]】"); (hasPrefix(rest, ":") || hasPrefix(rest, "：")) &&
		strings.TrimSpace(strings.Trim(rest, ":：")) != "" && !c.citationIn(ct.end, le) {
		// A receipt between a label and its value on one line ("**肾功能**
		// <receipt>：血肌酐 168 μmol/L…") vouches for the line.
		return max(prev, ls), le, false
	}
	if row || item {
		return max(prev, ls), hi, false
	}
	// The paragraph, searched back to the receipt before at most.
	lo = prev
	if prev <= ct.start {
		lo = prev + strings.LastIndex(c.masked[prev:ct.start], "\n\n") + 1
	}
	return max(lo, prev), hi, false
}

// looseTally counts the passage's values held by the clause's cited
// calls and no uncited call (a) and, of those held by no cited call, the
// ones an uncited call holds and no other call does (b, the first such
// call bc). It reads tallySplit's values and, besides, two-digit
// numbers, proper names and CJK content compounds.
func (c *check) looseTally(in *info, lo, hi int, m uint64) (a, b, bc int) {
	// A value the cited call shares only with calls the reply cites
	// elsewhere is not the uncited call's: it binds the passage to the
	// cited call as one of its own does ("moved … to **19 May at 16:10**
	// [receipt of the update]", the slot search cited beside it holding
	// 16:10 too).
	aOnly, bOnly, bCall := c.tallySplit(in, lo, hi, false, m)
	a = aOnly
	if bOnly > 0 && bCall >= 0 && bCall < 64 && m&(1<<bCall) != 0 {
		b, bc = bOnly, bCall
	} else {
		bc = -1
	}
	// add is declared apart from its value so that it stays one
	// function, not a copy inlined at each call (binary size).
	var add func(held func(ci int) bool)
	add = func(held func(ci int) bool) {
		inA := false
		for _, ci := range in.cites {
			inA = inA || held(ci)
		}
		u, others, blocked := -1, 0, false
		for i := range c.calls {
			if !c.calls[i].ok || containsInt(in.cites, i) || !held(i) {
				continue
			}
			others++
			if i >= 64 || m&(1<<i) != 0 {
				blocked = true
				if u < 0 && i < 64 {
					u = i
				}
			}
		}
		switch {
		case inA && !blocked:
			a++
		case !inA && others == 1 && u >= 0:
			// Held by one uncited call alone; a value two other calls
			// hold says nothing of which one the passage reports.
			b++
			if bc < 0 {
				bc = u
			}
		}
	}
	// Two-digit numbers: "59 passed", "about 41 seconds"; and a one-digit
	// number that is a cited result's only value ("3 more so far in
	// December [receipt of the count that returned 3]").
	for k := c.numAt(lo); k < len(c.nums) && c.nums[k].start < hi; k++ {
		n := c.nums[k]
		if n.end > hi || n.ordinal || n.glued || n.inDate || n.version || n.dec != 0 || len(n.vals) == 0 ||
			c.inCitation(n.span) || c.slashPaired(n) {
			continue
		}
		if countDigits(n.digits) == 1 && !c.fromRequest(n) && c.citedScalar(in, n) {
			add(func(ci int) bool { return c.numIn(n, []int{ci}) })
			continue
		}
		if countDigits(n.digits) != 2 {
			continue
		}
		if c.fromRequest(n) {
			// The user's number says nothing of which result the passage
			// reports, unless the cited call was made with it: "`10m` →
			// `50m`" under the receipt of the edit that wrote the 50m the
			// user asked for reports that edit, old value and all.
			for _, ci := range in.cites {
				if digitsIn(c.calls[ci].foldedArgs(), n.digits, anySign) {
					a++
					break
				}
			}
			continue
		}
		// A number in a call's arguments is that call's too: "`10m` →
		// `50m`" under an edit's receipt states the value it wrote.
		add(func(ci int) bool {
			return c.numIn(n, []int{ci}) || digitsIn(c.calls[ci].foldedArgs(), n.digits, anySign) ||
				containsInt(in.cites, ci) && c.calls[ci].listedTwoDigit(int(n.vals[0]))
		})
	}
	c.eachName(lo, hi, in.cites, add)
	return a, b, bc
}

// eachName calls add for each proper name ("Toni y Raquel", "PagerDuty")
// and CJK content compound ("平常運転", "若洲公園キャンプ場") of
// reply[lo:hi] that the request does not give, with the test of whether
// a call holds it. A month's name is part of a date ("31 March 2027"),
// which two results may write apart, and no name.
func (c *check) eachName(lo, hi int, cited []int, add func(held func(ci int) bool)) {
	for i := lo; i < hi; {
		r, size := decodeRuneAt(c.masked[i:])
		switch {
		case r >= 'A' && r <= 'Z':
			j := i
			for j < hi && isLetterByte(c.masked[j]) {
				j++
			}
			if j-i >= 4 && (j == hi || c.masked[j] < utf8.RuneSelf) && !c.sentenceInitial(lo, i) && !c.inDateAt(i) {
				w := c.folded[i:j]
				if !containsWord(c.request, w) {
					add(func(ci int) bool {
						return containsWord(c.calls[ci].folded, w) || containsInt(cited, ci) && containsWord(c.calls[ci].foldedArgs(), w)
					})
				}
			}
			i = j
			continue
		case cjkContent(r):
			j, n := i, 0
			for j < hi {
				r2, s2 := decodeRuneAt(c.masked[j:])
				if !cjkContent(r2) {
					break
				}
				j += s2
				n++
			}
			if n >= 4 && n <= 16 {
				w := c.folded[i:j]
				if !hasSubstr(c.request, w) {
					add(func(ci int) bool {
						if !containsInt(cited, ci) && !hasSubstr(c.calls[ci].folded, w) {
							return false
						}
						return c.callHolds(ci, w)
					})
				}
			}
			i = j
			continue
		}
		i += size
	}
}

// cjkContent reports whether r is a Han ideograph or a katakana letter:
// the runs of them are a Japanese sentence's content words, between its
// kana particles.
func cjkContent(r rune) bool {
	return r >= 0x2E80 && (isHan(r) || unicode.Is(unicode.Katakana, r) || r == 'ー')
}

// sentenceInitial reports whether the word at i opens a sentence, a line
// or the passage: a capital there says nothing of a name.
func (c *check) sentenceInitial(lo, i int) bool {
	for j := i - 1; j >= lo; j-- {
		switch b := c.masked[j]; b {
		case ' ', '\t', '*', '_', '`', '"', '(', '[':
			continue
		case '.':
			// A title's abbreviation ("Dr. Ruiz", "Sra. Gómez") ends
			// no sentence: a capital and one or two lower-case letters
			// as a word of their own before the point.
			return !titleAbbrev(c.masked[max(lo, j-4):j])
		case '!', '?', ':', '\n', '-', '#', '>':
			return true
		default:
			return false
		}
	}
	return true
}

// uncitedReceiptRows handles a receipt column or a receipt list whose
// rows carry no values of their own ("| Today's production | r2 |",
// "- CI: r2"): the same receipt cited on two consecutive rows for two
// labels while a call whose values the reply states is cited nowhere
// puts that receipt on the uncited call's data.
func (c *check) uncitedReceiptRows(k int) bool {
	ct := c.cites[k]
	if k == 0 || c.cites[k-1].call != ct.call {
		return false
	}
	ls, le, _, row, item := c.citationLine(ct)
	if !row && !item {
		return false
	}
	pls, _ := c.lineAt(c.cites[k-1].start)
	if pls >= ls || strings.Count(c.masked[pls:ls], "\n") != 1 {
		return false
	}
	// The rows are labels: no number of their own besides the receipt's.
	for _, span := range [2][2]int{{pls, ls}, {ls, le}} {
		for j := c.numAt(span[0]); j < len(c.nums) && c.nums[j].start < span[1]; j++ {
			if !c.inCitation(c.nums[j].span) {
				return false
			}
		}
	}
	u := c.uncitedStated()
	if u < 0 {
		return false
	}
	c.uncitedLast = k + 1
	// Record: one valid receipt is cited for two labelled rows while a
	// call whose values the reply states is cited nowhere.
	c.addRule("receipt/misattributed", BasisRecord, c.callFinding(ForgedReceipt, span{pls, le}, ct.call,
		"receipt of "+c.calls[ct.call].Tool+" is cited for two rows, while the values of "+c.calls[u].Tool+" the reply states are cited nowhere"))
	return true
}

// uncitedStated returns an uncited ok call holding a value of the reply
// (a number of three digits or more, or a decimal) that no cited call
// holds, or -1; computed once per check.
func (c *check) uncitedStated() int {
	if c.uncitedStatedDone {
		return c.uncitedStatedCall
	}
	c.uncitedStatedDone = true
	c.uncitedStatedCall = -1
	m := c.uncitedMask()
	for k := range c.nums {
		n := c.nums[k]
		if n.ordinal || n.glued || n.inDate || n.version || len(n.vals) == 0 || n.dec == 0 && countDigits(n.digits) < 3 ||
			c.inCitation(n.span) || c.fromRequest(n) {
			continue
		}
		u, cited := -1, false
		for i := range c.calls {
			if !c.calls[i].ok || !c.numIn(n, []int{i}) {
				continue
			}
			if i < 64 && m&(1<<i) != 0 {
				if u < 0 {
					u = i
				}
			} else {
				cited = true
				break
			}
		}
		if u >= 0 && !cited {
			c.uncitedStatedCall = u
			return u
		}
	}
	// Codes ("SF1402773915", "kl1234") and clock times, as tallySplit
	// reads them.
	for w, at := nextCodeRun(c.folded, 0); w != ""; w, at = nextCodeRun(c.folded, at) {
		if !hasSubstr(c.request, w) {
			u, cited := -1, false
			for k := range c.calls {
				call := &c.calls[k]
				if !call.ok || !c.substrInCall(k, w) && !c.argsFold(k, w) {
					continue
				}
				if k < 64 && m&(1<<k) != 0 {
					if u < 0 {
						u = k
					}
				} else {
					cited = true
				}
			}
			if u >= 0 && !cited {
				c.uncitedStatedCall = u
				return u
			}
		}
	}
	return -1
}

// anySign lets digitsIn take a number after a minus sign as well.
func anySign() bool { return true }

// A receipt cited again for another call's content.
//
// A reply that cites its receipts claim by claim, citing call A's receipt
// twice and call B's never, has put A's receipt on what B returned:
// "**Refund**: ¥18.00 approved at 10:02, back in 1–3 days [receipt of the
// order]" after "**Order**: delivered at 20:41, ¥56.40 [receipt of the
// order]", with the refund look-up cited nowhere. misattributedUncited
// reports a passage whose values are all B's; this reading
// (receipt/miscited) takes a passage that also names something of A's
// (the item the refund is for): it is B's claim when it states at least
// as many values only B holds as values only A holds, dates counted, and
// A's receipt also closes another passage whose values are A's own and
// none of an uncited call's. The receipt then vouches for content it does
// not cover.
//
// The evidence is structural, so the reading stays narrow: B is cited
// nowhere (a reply citing every call, or a footer listing every receipt,
// leaves nothing uncited); A is cited for a passage of its own besides (a
// single receipt closing a paragraph that draws on several calls is no
// claim-by-claim citing); only what comes before a hedge is stated;
// values the user gave, values two calls hold and worked-out values hold
// nobody; and a negation in the receipt's own clause beside a single
// value of B names what A lacks ("`cupones.ts` is not in the diff"), while
// one in an earlier clause ("ロックはされていませんが、") is B's report.

// citedAgain applies the reading above to the passage reply[lo:hi] that
// citation k closes, whose tally (see looseTally) is a, b and bc, counts
// its dates besides ("最終変更 8月5日" of an account look-up; dates the user
// gave or a call asked about hold nobody), and returns the uncited call
// whose values the passage states, or -1.
func (c *check) citedAgain(in *info, k, lo, hi int, m uint64, a, b, bc int) int {
	a0 := c.cites[k].call
	if a0 >= 64 {
		return -1
	}
	own := uint64(1) << a0
	// The passage's dates, found by search: the dates are by start.
	for j := datesFrom(c.dates, lo); j < len(c.dates) && c.dates[j].start < hi; j++ {
		d := &c.dates[j]
		if d.end > hi || c.dateInArgs(*d) {
			continue
		}
		// The ok calls whose results hold d; all of them for a date the
		// user gave (i = -1).
		var held uint64
		for i := -1; i < min(len(c.calls), 64); i++ {
			ds := c.reqDates
			if i >= 0 {
				ds = nil
				if c.calls[i].ok {
					ds = c.calls[i].dates
				}
			}
			if dateListed(*d, ds) {
				if i < 0 {
					held = ^uint64(0)
					break
				}
				held |= 1 << i
			}
		}
		switch {
		case held == own:
			a++
		case held&own == 0 && held&(held-1) == 0 && held&m != 0:
			b++
			if bc < 0 {
				bc = bits.TrailingZeros64(held)
			}
		}
	}
	if b == 0 || a > b || b < 2 && c.negatedPassage(max(lo, in.start), hi) {
		return -1
	}
	// The receipt closes a passage of its call's own values elsewhere.
	if c.ownPassageElsewhere(in, k, m) {
		return bc
	}
	return -1
}

// ownPassageKey is what ownPassageElsewhere's answer depends on besides
// the citation left out: the cited call and the clause's cited calls.
type ownPassageKey struct {
	call  int
	cites uint64
}

// ownPassageElsewhere reports whether a citation of citation k's call
// other than k closes a passage of that call's own values (looseTally
// a > 0, b == 0, the clause's cited calls as the cited ones). The
// passages that do are found once per call and set of cited calls, the
// first two of them kept: asked per clause, reading every passage of the
// call each time was quadratic in a reply citing one receipt many times.
func (c *check) ownPassageElsewhere(in *info, k int, m uint64) bool {
	a0 := c.cites[k].call
	key, keyed := ownPassageKey{call: a0}, true
	for _, ci := range in.cites {
		if ci < 0 || ci >= 64 {
			keyed = false
			break
		}
		key.cites |= 1 << ci
	}
	if keyed {
		if js, ok := c.ownPassages[key]; ok {
			return js[0] >= 0 && js[0] != k || js[1] >= 0 && js[1] != k
		}
	}
	js := [2]int{-1, -1}
	for j, o := range c.cites {
		if o.call != a0 || !keyed && j == k {
			continue
		}
		prev := 0
		if j > 0 {
			prev = c.cites[j-1].end
		}
		if lo, hi, _ := c.uncitedPassage(o, prev, j); hi > lo {
			if a, b, _ := c.looseTally(in, lo, hi, m); a > 0 && b == 0 {
				if js[0] < 0 {
					js[0] = j
					if !keyed {
						break
					}
					continue
				}
				js[1] = j
				break
			}
		}
	}
	if keyed {
		if c.ownPassages == nil {
			c.ownPassages = map[ownPassageKey][2]int{}
		}
		c.ownPassages[key] = js
	}
	return js[0] >= 0 && js[0] != k || js[1] >= 0 && js[1] != k
}

// ownPassage reports whether the passage reply[lo:hi] that citation of
// call ci closes says something of that call's own, so that the receipt
// vouches for it and not for the paragraphs above: a value the cited
// result holds, alone or with other results (citedHolds), the number of
// items it returned ("7 个任务都覆盖到了 [receipt of the 7 tasks]"), or a
// negation ("这两天兽医记录里产房没有登记病例 [receipt of the empty
// log]"), which is what an empty or failed result is cited for.
func (c *check) ownPassage(in *info, ci, lo, hi int) bool {
	return c.citedHolds(in, lo, hi) || c.statesCount(ci, lo, hi) || c.negatedPassage(lo, hi)
}

// sectionStart returns where the reply's text from offset from on, up to
// offset to, begins its last section: the heading line ("## …") nearest
// before to, or from when there is none. A receipt under a heading
// vouches for nothing above the heading.
func (c *check) sectionStart(from, to int) int {
	t := c.masked[from:to]
	for i := len(t); i > 0; {
		j := lastIndexByte(t[:i], '\n')
		if hasPrefix(t[j+1:], "#") {
			return from + j + 1
		}
		if j < 0 {
			break
		}
		i = j
	}
	return from
}

// inDateAt reports whether reply offset i lies in a date the reply states.
func (c *check) inDateAt(i int) bool {
	k := datesEndingAfter(c.dates, i)
	return k < len(c.dates) && c.dates[k].start <= i
}

// titleAbbrev reports whether s ends in a word of a capital and one or
// two lower-case letters ("Dr", "Mrs", "Sra") standing alone.
func titleAbbrev(s string) bool {
	i := len(s)
	for i > 0 && s[i-1] >= 'a' && s[i-1] <= 'z' {
		i--
	}
	if i == 0 || len(s)-i > 2 || len(s) == i || s[i-1] < 'A' || s[i-1] > 'Z' {
		return false
	}
	return i == 1 || s[i-2] == ' ' || s[i-2] == '(' || s[i-2] == '\n'
}

// actedOn reports whether the cited call ci was made on an item that the
// call u, made before it, returned, and the passage reply[lo:hi] names
// that item: "李秀英 12月5日 14:30 陈敏医生的预约已经撤销，预约号
// A-20261205-0142 [receipt of the cancel]" after a look-up that listed
// A-20261205-0142 and a cancel made with it. The look-up's values
// describe the item the cited act was done to, and the passage reports
// the act, as its receipt says, when it or its paragraph before it holds
// a verb of tool use or of a completed act; not when it only states the
// look-up's values beside the item's name. The item is a code of the
// passage (as nextCodeRun reads one), a quotation or code span, or a
// table cell's item (as tallyTableCells reads one) that ci's arguments
// and u's result hold.
func (c *check) actedOn(ci, u, lo, hi int) bool {
	if u < 0 || u >= ci {
		return false
	}
	// The act is reported in the passage or in the sentences of its
	// paragraph before it ("已取消。…的预约已经撤销，预约号 … [receipt]").
	from := max(0, lo-400)
	if j := strings.LastIndex(c.masked[from:lo], "\n\n"); j >= 0 {
		from += j + 2
	}
	if !c.actTalk(from, hi) {
		return false
	}
	args := c.calls[ci].foldedArgs()
	if len(args) < 4 {
		return false
	}
	item := func(w string) bool {
		return len(w) >= 4 && !hasSubstr(c.request, w) && hasSubstr(args, w) && hasSubstr(c.calls[u].folded, w)
	}
	p := c.folded[lo:hi]
	for w, at := nextCodeRun(p, 0); w != ""; w, at = nextCodeRun(p, at) {
		if item(w) {
			return true
		}
	}
	var qBuf [8]string
	for _, q := range appendQuotedValues(qBuf[:0], p) {
		if item(q) {
			return true
		}
	}
	found := false
	c.eachCellItem(p, func(w string) bool {
		found = cellItemValue(w) && item(w)
		return !found
	})
	return found
}

// sentenceBreak reports whether the text after a receipt, up to its
// line's closing colon, ends the receipt's sentence and opens another:
// "… दर्ज हुई <receipt>। उसके आसपास के तीन राउंड:" — the colon is the
// next sentence's, and the block it announces is not the receipt's.
func sentenceBreak(tail string) bool {
	for _, stop := range receiptStops {
		i := indexSubstr(tail, stop)
		if i < 0 {
			continue
		}
		// A point inside a number or a name ("v2.1", "a.m.") is none.
		if stop == "." && i+1 < len(tail) && tail[i+1] != ' ' {
			continue
		}
		if strings.TrimSpace(strings.TrimRight(tail[i+len(stop):], ":： ")) != "" {
			return true
		}
	}
	return false
}

// citedScalar reports whether n is the only value of a cited call's
// result: a count or total the call returned as its whole answer.
func (c *check) citedScalar(in *info, n num) bool {
	for _, ci := range in.cites {
		if v, ok := c.singleValue(ci); ok && v == n.vals[0] {
			return true
		}
	}
	return false
}

// listedTwoDigit reports whether the two-digit number v stands in the
// call's result as an item of a list written without spaces, "[12,13]"
// or a CSV row "2,12", which the number reading takes for one value
// (12.13). The result is read once per call. Read for the cited call
// only: it binds a passage to its receipt, never to another call.
func (ci *callInfo) listedTwoDigit(v int) bool {
	if !ci.listed2OK {
		ci.listed2OK = true
		s := ci.folded
		sep := func(i int) bool {
			return i < 0 || i >= len(s) || s[i] == ',' || s[i] == '[' || s[i] == ']' || s[i] == '\n'
		}
		for i := 0; i+1 < len(s); i++ {
			if !isDigitByte(s[i]) || !isDigitByte(s[i+1]) || !sep(i-1) || !sep(i+2) || s[i] == '0' {
				continue
			}
			// One side at least is a comma: an item of a list, not a
			// number alone on its line.
			if i > 0 && s[i-1] == ',' || i+2 < len(s) && s[i+2] == ',' {
				n := int(s[i]-'0')*10 + int(s[i+1]-'0')
				ci.listed2[n/64] |= 1 << (n % 64)
			}
		}
	}
	return v >= 10 && v <= 99 && ci.listed2[v/64]&(1<<(v%64)) != 0
}

// actTalk reports whether reply[lo:hi] holds a verb of tool use or of a
// completed action ("I ran", "deleted", "已发送").
func (c *check) actTalk(lo, hi int) bool {
	for k := hitsFrom(c.hits, lo); k < len(c.hits) && c.hits[k].start < hi; k++ {
		if t := c.hits[k].t.kind; t == kindUse || t == kindAct {
			return true
		}
	}
	return false
}
