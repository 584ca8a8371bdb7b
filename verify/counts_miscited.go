package verify

import (
	"strconv"
	"strings"
)

// A count cited to the wrong call. "`invoices/` में 4 फ़ाइलें हैं (<the
// bill's receipt>)": the directory listing returned exactly 4 entries, the
// bill it cites holds no such list. A count that the cited call's result
// contradicts or lacks, while another ok call of the turn counted exactly
// that many items and its receipt is not cited for the claim, was taken
// from that other call and vouched for with a receipt that does not cover
// it: the citation is misattributed (a real receipt of one call cited for
// a claim about another tool's output), not a miscount of the cited call.
// Not when the noun names the cited call's kind of item ("2 emails"
// citing a mail search), nor when the cited result holds n as a
// figure ("Done": 2): that claim is about the cited call. Only when the clause's one target comes from a receipt cited on its line, and only
// one other call counted exactly n; the clause's own call counting n, or
// two calls that did, leave it a count finding or nothing.

// miscitedCount reports the count claim cc, which the clause's one cited
// target does not support, as a misattributed receipt when another call
// counted exactly cc.n, and reports whether it did (or found the count
// bound to that other call elsewhere in the reply: then it reports nothing).
func (c *check) miscitedCount(in *info, cc countClaim, targets []int) bool {
	if in.fallback || len(targets) != 1 || len(in.targets) != 1 || !c.citedIn(in, targets[0]) {
		return false
	}
	a, b := targets[0], -1
	if c.nounOfCall(cc.noun, a) || a < len(callIndex) && c.resultHasInt(callIndex[a:a+1], cc.n) {
		return false // "2 emails" citing a mail search, or "2 done" of a cited "Done": 2: about the call it cites
	}
	for i := range c.calls {
		call := &c.calls[i]
		if i == a || !call.ok || call.Count == nil || *call.Count != cc.n {
			continue
		}
		if b >= 0 {
			return false // two calls counted n: which one it came from is unsaid
		}
		b = i
	}
	if b < 0 {
		return false
	}
	if c.countBoundElsewhere(in, cc, a, b) || c.holdsFigure(a, cc.n) || c.qualifiedSubset(in, a, cc) {
		// Borne out by call b, bound to it by the reply; or by the cited
		// call itself, whose result writes n as a figure of its own
		// ("完了しているのは2件" of a cited breakdown with "Done": 2, which
		// resultHasInt does not read in a result whose tool counted its
		// items), or as the lines of it that the words after the number
		// name ("3 个 `orders-api` 副本" of a pod listing with three
		// orders-api lines and a consumer): no finding.
		return true
	}
	c.addRule("receipt/miscited", BasisRecord, c.callFinding(ForgedReceipt, cc.span, a,
		"reply says "+strconv.Itoa(cc.n)+" "+cc.noun+" citing the receipt of "+c.calls[a].Tool+", but that count is the result of "+c.calls[b].Tool))
	return true
}

// citedIn reports whether a receipt of call ci is cited on the clause's
// line: the clause's target comes from that citation.
func (c *check) citedIn(in *info, ci int) bool {
	ps, pe := c.lineAround(in.start, in.end)
	for _, ct := range c.cites {
		if ct.call == ci && ct.start >= ps && ct.start < pe {
			return true
		}
	}
	return false
}

// nounOfCall reports whether noun names the kind of item call ci lists
// (see itemKinds): "emails" of a mail search, "commits" of git log.
func (c *check) nounOfCall(noun string, ci int) bool {
	for _, k := range itemKinds {
		if hasPrefixAny(noun, k.nouns) && c.callHasMarker(ci, k.markers) {
			return true
		}
	}
	return false
}

// closedCount reports whether the count claim cc is borne out by the call
// whose receipt closes it: the first receipt cited after the claim on its
// line is of an ok call, not one of the clause's targets, that counted
// exactly cc.n items. "There's no work order (r1), and the technician
// log has just two entries — … (r2)": the receipt before the claim is
// the earlier clause's, the one after it vouches for the two entries,
// and the log's call returned two. Neither a miscount of the work orders
// nor a misattributed citation.
func (c *check) closedCount(cc countClaim, targets []int) bool {
	_, le := c.lineAround(cc.span.start, cc.span.end)
	k := citesFrom(c.cites, cc.span.end)
	if k == len(c.cites) || c.cites[k].start >= le {
		return false
	}
	ci := c.cites[k].call
	if ci < 0 || ci >= len(c.calls) || containsInt(targets, ci) {
		return false
	}
	call := &c.calls[ci]
	return call.ok && call.Count != nil && *call.Count == cc.n
}

// countBoundElsewhere reports whether the count cc, cited to call a while
// call b counted it, is bound to its calls otherwise: the clause also
// states a's own count ("6 patients are due, and I texted the 3 without
// a booking (sms receipt)": the receipt vouches for the 3 sent, the 6 is
// the setting), or an earlier line already gave n citing b's receipt
// ("3 exams this week (b)" … "I cross-checked these 3 exams' rooms (a)":
// the count restated, bound where it was first given).
func (c *check) countBoundElsewhere(in *info, cc countClaim, a, b int) bool {
	has := func(n *num, v int) bool {
		return !n.glued && !n.inDate && !n.ordinal && len(n.vals) > 0 && n.vals[0] == float64(v)
	}
	if own := c.calls[a].Count; own != nil && *own != cc.n {
		for k := numsFrom(c.nums, in.start); k < len(c.nums) && c.nums[k].start < in.end; k++ {
			if c.nums[k].span != cc.span && !c.inCitation(c.nums[k].span) && has(&c.nums[k], *own) {
				return true
			}
		}
	}
	for _, ct := range c.cites {
		if ct.call != b || ct.start >= in.start {
			continue
		}
		ls, le := c.lineAround(ct.start, ct.start)
		for k := numsFrom(c.nums, ls); k < len(c.nums) && c.nums[k].start < le; k++ {
			if !c.inCitation(c.nums[k].span) && has(&c.nums[k], cc.n) {
				return true
			}
		}
	}
	return false
}

// holdsFigure reports whether call ci's result writes n as a figure of
// its own, outside dates and identifiers ("Done": 2 in a breakdown by
// status), whether or not the tool also counted its items.
func (c *check) holdsFigure(ci, n int) bool {
	for _, r := range c.calls[ci].nums {
		if !r.glued && !r.inDate && !r.ordinal && len(r.vals) > 0 && r.vals[0] == float64(n) {
			return true
		}
	}
	return false
}

// qualifiedSubset reports whether an ASCII word right after the count
// claim cc (up to 30 bytes, in its clause) names exactly cc.n of the
// lines of call ci's result, and not all of them: the count's own
// qualifier, as subsetCount reads one written before the number and
// subsetNamedAfter one after a preposition. Read only to bind a count to
// the cited call (miscitedCount), not to excuse a miscount.
func (c *check) qualifiedSubset(in *info, ci int, cc countClaim) bool {
	after := c.folded[cc.end:min(in.end, cc.end+30)]
	for _, w := range strings.FieldsFunc(after, func(r rune) bool { return r >= 0x80 || !isWordRune(r) }) {
		if len(w) < 3 || isDigitByte(w[0]) || !wordIn(c.calls[ci].folded, w) {
			continue
		}
		m, lines := countLines(c.calls[ci].folded, func(l string) bool { return wordIn(l, w) })
		if m == cc.n && m < lines {
			return true
		}
	}
	return false
}
