package verify

import (
	"strconv"
	"strings"
)

// Echoed counts: the user states a number of items ("I expected 10
// images", "应该有 10 张图", "10 इमेज होनी चाहिए") and the reply hands it
// back as the result's count with a word of totality: "all 10 are there",
// "están las 10", "10 张都在", "10 枚すべて揃っています", "सभी 10 इमेज
// मौजूद हैं". A number of the request is no count claim of its own
// (checkCounts passes it over: "5 expected, 3 there" is arithmetic), but
// "all N" asserts that the listing holds N items. When every listing the
// clause concerns holds fewer than N, the reply confirmed the user's
// number instead of counting. A listing that holds more than N may hold
// the N and others (a subset the user named), so only fewer is a miscount.

var (
	echoTotalBefore []string
	echoTotalAfter  []string
)

// countsEchoedLists holds the phrases of the word lists declared above (see barList).
var countsEchoedLists = [...]barList{
	// echoTotalBefore are words of totality written before the number (the
	// number's space is trimmed off the text before it).
	{&echoTotalBefore, "all|all of the|all of|todas las|todos los|están las|están los|estan las|estan los|सभी|सारी|सारे|全部|所有"},
	// echoTotalAfter are words of totality written after the number (and its
	// classifier or noun).
	{&echoTotalAfter, " are all | all there|すべて|全て|全部|揃|都在|都有|齐|一个不少|一张不少|सभी|पूरी|पूरे"},
}

var _ = splitBars(countsEchoedLists[:])

// checkEchoedCount reports "all N" in a clause when N is a number of the
// request and every listing the clause concerns holds fewer than N items.
func (c *check) checkEchoedCount(in *info) {
	if len(c.reqNums) == 0 || in.modal || in.suggest {
		return
	}
	targets, ok := c.ruleTargets(in)
	if !ok {
		return
	}
	for k := in.numLo; k < in.numHi; k++ {
		n := &c.nums[k]
		if !plainFigureIn(in, n) || !isIntNum(n) || len(n.vals) == 0 || n.vals[0] < 2 || clockPart(c.folded, n.span) {
			continue
		}
		v := int(n.vals[0])
		if !c.inRequestCount(float64(v)) || !c.echoTotality(in, n.span) || c.echoNegated(in, n.span) {
			continue
		}
		ci, listed := -1, 0
		for _, t := range targets {
			call := &c.calls[t]
			if !call.ok || call.Count == nil {
				continue
			}
			if *call.Count >= v {
				ci = -1 // a listing that holds N: "all N" may be true
				break
			}
			if ci < 0 {
				ci, listed = t, *call.Count
			}
		}
		if ci < 0 || c.alreadyFound(CountMismatch, n.span) {
			continue
		}
		c.addRule("count/echoed", BasisContradiction, c.callFinding(CountMismatch, n.span, ci,
			"reply says all "+strconv.Itoa(v)+" (the request's number), but the result of "+c.calls[ci].Tool+" has "+strconv.Itoa(listed)))
	}
}

// echoTotality reports a word of totality right before the number (within
// the clause) or within a few words after it.
func (c *check) echoTotality(in *info, sp span) bool {
	before := strings.TrimRight(c.folded[max(in.start, sp.start-20):sp.start], " *_")
	for _, w := range echoTotalBefore {
		if !hasSuffix(before, w) {
			continue
		}
		if p := len(before) - len(w); p > 0 && w[0] < 0x80 && isWordByte(before[p-1]) {
			continue // "install 10": no word of its own
		}
		if hasSuffix(before, " a "+w) {
			continue // "a las 10" is a clock time, not "las 10"
		}
		return true
	}
	after := c.folded[sp.end:min(in.end, sp.end+24)]
	if i := strings.IndexAny(after, ",，、;；"); i >= 0 {
		after = after[:i]
	}
	return containsAny(after, echoTotalAfter)
}

// echoNegated reports a negation in the clause before the number, or after
// it before the next comma: "not all 10 are there", "10 枚揃っていません".
// A negation past the comma states what is missing ("no falta ninguna",
// "一张不少"): it confirms the totality.
func (c *check) echoNegated(in *info, sp span) bool {
	stop := in.end
	if i := strings.IndexAny(c.folded[sp.end:in.end], ",，、;；"); i >= 0 {
		stop = sp.end + i
	}
	for _, h := range in.hits {
		if h.t.kind == kindNeg && h.start < stop {
			return true
		}
	}
	return false
}
