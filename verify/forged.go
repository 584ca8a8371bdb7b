package verify

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// checkMisattributed finds a valid receipt cited for what another call
// returned: the passage the receipt closes (from the start of its
// sentence, or from the receipt before it in that sentence, to the
// receipt) states values that only another ok call's result or arguments
// hold, and none that only the cited calls hold. Values are quotations
// and code spans of four characters or more, and numbers of three digits
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
	lo := c.passageStart(in)
	aOnly, bOnly, bCall := 0, 0, -1
	tally := func(inA bool, inB []int) {
		switch {
		case inA && len(inB) == 0:
			aOnly++
		case !inA && len(inB) > 0:
			bOnly++
			if bCall < 0 {
				bCall = inB[0]
			}
		}
	}
	for _, n := range c.nums {
		if n.start < lo || n.end > in.end || n.ordinal || len(n.vals) == 0 || n.glued && !n.version || c.inCitation(n.span) {
			continue
		}
		if !n.version && n.dec == 0 && countDigits(n.digits) < 3 || c.fromRequest(n) {
			continue
		}
		inA := c.numIn(n, in.cites)
		var inB []int
		for i := range c.calls {
			if c.calls[i].ok && !containsInt(in.cites, i) && c.numIn(n, []int{i}) {
				inB = append(inB, i)
			}
		}
		tally(inA, inB)
	}
	for _, q := range quotedValues(c.folded[lo:in.end]) {
		if strings.Contains(c.request, q) {
			continue
		}
		inA := false
		for _, ci := range in.cites {
			inA = inA || c.callHolds(ci, q)
		}
		var inB []int
		for i := range c.calls {
			if c.calls[i].ok && !containsInt(in.cites, i) && c.callHolds(i, q) {
				inB = append(inB, i)
			}
		}
		tally(inA, inB)
	}
	if bOnly == 0 || aOnly > 0 {
		return
	}
	ci := in.cites[0]
	c.add(c.callFinding(ForgedReceipt, span{lo, in.end}, ci,
		fmt.Sprintf("receipt of %s is cited for values that only %s returned", c.calls[ci].Tool, c.calls[bCall].Tool)))
}

// passageStart returns where the passage a clause's receipt closes
// begins: the start of its sentence, or the end of an earlier receipt in
// the same sentence.
func (c *check) passageStart(in *info) int {
	lo := in.start
	for _, cl := range c.clauses {
		if cl.sentence == in.sentence && cl.start < lo {
			lo = cl.start
		}
	}
	for _, ct := range c.cites {
		if ct.end <= in.start && ct.end > lo {
			lo = ct.end
		}
	}
	return lo
}

// callHolds reports whether an ok call's result or arguments contain s.
func (c *check) callHolds(ci int, s string) bool {
	call := &c.calls[ci]
	return strings.Contains(call.folded, s) || strings.Contains(foldCase(call.Args), s)
}

// fromRequest reports whether a number of the reply is one the user gave.
func (c *check) fromRequest(n num) bool {
	for _, r := range c.reqNums {
		if r.digits == n.digits {
			return true
		}
	}
	return false
}

func countDigits(s string) int {
	k := 0
	for _, r := range s {
		if r >= '0' && r <= '9' {
			k++
		}
	}
	return k
}

// quotedValues returns the texts of the code spans and quotations in s
// that are four characters or longer.
func quotedValues(s string) []string {
	var out []string
	pairs := [][2]string{{"`", "`"}, {"\"", "\""}, {"“", "”"}, {"«", "»"}, {"「", "」"}, {"『", "』"}}
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
			q := strings.TrimSpace(rest[:j])
			rest = rest[j+len(p[1]):]
			if utf8.RuneCountInString(q) >= 4 {
				out = append(out, q)
			}
		}
	}
	return out
}
