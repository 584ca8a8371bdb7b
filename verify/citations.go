package verify

import (
	"strings"
)

// attachCitations gives each clause the valid receipts cited in it; a
// receipt standing alone after a clause ("… [receipt: …]" on its own, or
// after the full stop) belongs to the clause before it.
func (c *check) attachCitations(infos []info) {
	for _, ct := range c.cites {
		if ct.call < 0 {
			continue
		}
		k := infosEndingAfter(infos, ct.start)
		if k == len(infos) || ct.start < infos[k].start {
			// The receipt stands alone after a full stop, where the
			// masked text leaves no clause: it belongs to the clause
			// before it on the same line.
			if k > 0 && !hasSubstr(c.masked[infos[k-1].end:ct.start], "\n") {
				infos[k-1].cites = c.appendCite(infos[k-1].cites, ct.call)
			}
			continue
		}
		in := &infos[k]
		target := k
		if k > 0 && infos[k-1].paragraph == in.paragraph {
			if c.onlyCitation(in) {
				target = k - 1
			} else if c.citationOpensClause(infos[k-1], *in, ct) {
				target = k - 1
				in.citeOpens = true
			}
		}
		infos[target].cites = c.appendCite(infos[target].cites, ct.call)
	}
}

// appendCite appends call ci to a clause's cites. A clause's first cite
// is cut from the check's arena, with no room to grow (as append would
// have made it): most clauses cite at most one receipt.
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func (c *check) appendCite(cites []int, ci int) []int {
	if cap(cites) > 0 {
		return append(cites, ci)
	}
	n := len(c.arena.ints)
	c.arena.ints = append(c.arena.ints, ci)
	return c.arena.ints[n : n+1 : n+1]
}

// paragraphCitations marks the clauses whose paragraph cites a receipt of
// one of their targets: a receipt at the end of a sentence or paragraph
// vouches for what the clauses before it report, so they are held to
// its result as if they cited it themselves.
//
// A footer of receipts ("Sources: flight status (receipt), forecast
// (receipt)") vouches for the whole reply above it. Its calls are marked
// on the clauses above it in one backward sweep at the end, with the
// calls of every footer below a clause gathered on the way: marking
// from the reply's start at each footer cost clauses × footers in a long
// reply of many sections, each with its sources.
func (c *check) paragraphCitations(infos []info) {
	var citedBuf [8]int                      // a paragraph's calls, rarely more than a few
	type footerCites struct{ hi, lo, n int } // a footer ending at clause hi, its calls footCalls[lo:lo+n]
	var footsArr [8]footerCites
	var footArr [16]int
	foots, footCalls := footsArr[:0], footArr[:0]
	mark := func(in *info, cited []int) {
		if len(in.cites) > 0 || in.modal {
			return
		}
		for _, t := range in.targets {
			if containsInt(cited, t) {
				in.paraCited = true
				return
			}
		}
	}
	for lo := 0; lo < len(infos); {
		hi := lo
		for hi < len(infos) && infos[hi].paragraph == infos[lo].paragraph {
			hi++
		}
		cited := citedBuf[:0]
		for k := lo; k < hi; k++ {
			for _, ci := range infos[k].cites {
				if !containsInt(cited, ci) {
					cited = append(cited, ci)
				}
			}
		}
		if len(cited) > 0 {
			if c.footer(infos[lo:hi]) {
				foots = append(foots, footerCites{hi, len(footCalls), len(cited)})
				footCalls = append(footCalls, cited...)
			} else {
				for k := lo; k < hi; k++ {
					mark(&infos[k], cited)
				}
			}
		}
		lo = hi
	}
	// The backward sweep: union holds the calls of the footers that end
	// after clause k.
	var unionBuf [8]int
	union := unionBuf[:0]
	f := len(foots) - 1
	for k := len(infos) - 1; k >= 0 && (f >= 0 || len(union) > 0); k-- {
		for ; f >= 0 && foots[f].hi > k; f-- {
			for _, ci := range footCalls[foots[f].lo : foots[f].lo+foots[f].n] {
				if !containsInt(union, ci) {
					union = append(union, ci)
				}
			}
		}
		if len(union) > 0 {
			mark(&infos[k], union)
		}
	}
}

// footer reports whether a paragraph only lists receipts: short, with no
// figures outside them.
func (c *check) footer(para []info) bool {
	// The length first: most paragraphs are longer, and then need no
	// look for a digit.
	n := 0
	for _, in := range para {
		n += len(strings.TrimSpace(c.folded[in.start:in.end]))
	}
	if n > 160 {
		return false
	}
	for _, in := range para {
		if hasDigit(c.folded[in.start:in.end]) {
			return false
		}
	}
	return true
}

var (
	receiptWords []string
)

// citationsLists holds the phrases of the word lists declared above (see barList).
var citationsLists = [...]barList{
	// receiptWords are the words that label a receipt.
	{&receiptWords, "receipts|receipt|recibos|recibo|回执|收据|" +
		"レシート|रसीद|verification|verificación|验证|検証|सत्यापन"},
}

var _ = splitBars(citationsLists[:])

// receiptFirst marks the first bytes of receiptWords: a word starting
// with another byte, the first word of most clauses, is none of them.
var receiptFirst = func() (t [256]bool) {
	for _, w := range receiptWords {
		t[w[0]] = true
	}
	return t
}()

// onlyCitation reports whether a clause holds nothing but receipts and
// the words around them.
func (c *check) onlyCitation(in *info) bool {
	// The receipts themselves are blanked in the folded text: what is
	// left must be receipt labels and punctuation.
	clause := c.folded[in.start:in.end]
	for st, end := nextWordAt(clause, 0); st < end; st, end = nextWordAt(clause, end) {
		w := clause[st:end]
		for w != "" {
			if !receiptFirst[w[0]] {
				return false
			}
			k := 0
			for _, l := range receiptWords {
				if hasPrefix(w, l) {
					k = len(l)
					break
				}
			}
			if k == 0 {
				return false
			}
			w = w[k:]
		}
	}
	return true
}

// citationOpensClause reports whether the receipt ct stands right after
// the full stop that ends the clause prev, before the words of the next
// clause in on the same line: "…更新されています。<receipt> つまり…",
// "…31 मार्च 2027 तक वैध है। <receipt> आपकी…", "…at 14:05. <receipt> He's
// down for…". A receipt after a full stop closes the sentence before it,
// as one alone after it does; languages written without a space after
// their full stop (Japanese, Chinese) and Hindi's danda put the receipt
// inside the next clause's span, which made it the next sentence's.
func (c *check) citationOpensClause(prev, in info, ct citation) bool {
	if ct.start < in.start || prev.end > ct.start {
		return false
	}
	if strings.Trim(c.masked[in.start:ct.start], " \t([（【") != "" {
		return false // the receipt follows words of the clause
	}
	gap := c.masked[prev.end:ct.start]
	if indexByte(gap, '\n') >= 0 {
		return false
	}
	// The clause before ends a sentence: its last mark, up to the
	// receipt, is a full stop.
	t := strings.TrimRight(c.masked[max(prev.start, prev.end-8):ct.start], " \t([（【")
	for _, stop := range receiptStops {
		if hasSuffix(t, stop) {
			return true
		}
	}
	return false
}

// receiptStops are the marks that end a sentence before a receipt.
var receiptStops = [...]string{".", "。", "!", "?", "！", "？", "।", "॥"}
