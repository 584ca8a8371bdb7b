package verify

import (
	"math"
	"strings"
)

// Estimates the reply marks as such. A figure written "about 293 litres a
// day", "लगभग 131.7", "约 100Mbps" tells the reader it is the reply's own
// arithmetic on figures it has just given: a quotient of two of them (an
// amount per day, a rate per ball), a product (a price times a rate the
// user gave), possibly moved to another decimal unit (per quintal → per
// kilo, m³ → litres, pence → pounds, bytes → bits). approxOf reads the
// plain product or quotient to 1%; this reading adds the unit step, all
// readings of a figure ("2,504" is 2504 and 2.504), and the user's own
// figures, and holds the estimate to its own precision instead of 1%.
// Only estimates of three or more significant digits count: a figure that
// precise matching one of a few hundred candidates by chance is rare,
// while a two-digit "about 75" would match something almost always.

// approxScales are the steps between decimal units (per cent, per mille,
// kilo) a reader moves an estimate across.
var approxScales = [...]float64{1, 100, 0.01, 1000, 0.001}

var (
	bitUnits []string
)

// approxWorkedLists holds the phrases of the word lists declared above (see barList).
var approxWorkedLists = [...]barList{
	// bitUnits follow a figure given in bits, which a reply works out from
	// bytes (×8): "12.5 MB/s, about 100 Mbps".
	{&bitUnits, "mbps|gbps|kbps|bps|bit|ビット|比特|बिट"},
}

var _ = splitBars(approxWorkedLists[:])

// approxWorked reports whether n, marked as approximate, is at its own
// precision a product or quotient of one or two figures the reply gave
// just before it (or the request gave), times a decimal unit step.
func (c *check) approxWorked(n *num) bool {
	if len(n.vals) == 0 || n.index == 0 || n.percent || sigDigits(n) < 3 || !c.approxBefore(n) {
		return false
	}
	var opsArr [24]float64
	ops := opsArr[:0]
	// add is declared apart from its value so that it stays one
	// function, not a copy inlined at each of its three calls (the
	// release binary's size, size15).
	var add func(r *num) bool
	add = func(r *num) bool {
		if r.glued || r.inDate || r.percent || len(r.vals) == 0 || c.inCitation(r.span) {
			return false
		}
		for i, v := range r.vals {
			if v != 0 && len(ops) < len(opsArr) && (i == 0 || v != r.vals[0]) {
				ops = append(ops, v)
			}
		}
		return true
	}
	// The figures of the last lines before it, bounded by count: a
	// reader's working is on the page just above its result. The digits
	// of a receipt or an identifier between them are no figures and do
	// not use up the count.
	for k, used := n.index-1, 0; k >= 0 && k >= n.index-32 && used < 8; k-- {
		if add(&c.nums[k]) {
			used++
		}
	}
	// A figure the result gives, written later on its line ("636 € at
	// today's rate (1 £ = 1.1842 €)"): the rate the reply quotes after
	// its estimate. Only a result's figure, which cannot have been worked
	// out from the estimate it would vouch for.
	_, lineEnd := c.lineAround(n.start, n.end)
	for k := n.index + 1; k < len(c.nums) && k <= n.index+4 && c.nums[k].start < lineEnd; k++ {
		if r := &c.nums[k]; c.numIn(*r, c.okCalls(famAny)) {
			add(r)
		}
	}
	for i := range min(4, len(c.reqNums)) {
		add(&c.reqNums[i])
	}
	var scaleArr [7]float64
	scales := append(scaleArr[:0], approxScales[:]...)
	after := strings.TrimLeft(replaceAll(c.folded[n.end:min(len(c.folded), n.end+12)], "**", ""), " ")
	if hasPrefixAny(after, bitUnits) {
		scales = append(scales, 8)
	}
	for _, s := range scales {
		for i, a := range ops {
			if nearWhole(n, a*s) {
				return true
			}
			for _, b := range ops[i+1:] {
				if nearWhole(n, a*b*s) || nearWhole(n, a/b*s) || nearWhole(n, b/a*s) {
					return true
				}
			}
		}
	}
	return false
}

// nearWhole is nearAny that also reads a number written with a
// thousands separator as the whole number it is: "14.832 €" keeps three
// decimals in its plainest reading, and its reading 14832 is whole.
func nearWhole(n *num, x float64) bool {
	if nearAny(n, x) {
		return true
	}
	for _, v := range n.vals {
		if v >= 1000 && v == math.Trunc(v) && absFloat(v-x) < 0.5 {
			return true
		}
	}
	return false
}
