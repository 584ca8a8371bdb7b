package verify

import (
	"math"
	"strconv"
	"strings"
)

// A count scoped by a line drawn through values — "3 of the 12 racks draw
// over 80%", "2 lotes por debajo de 11,5 °Brix", "超过 40 分钟的有 2 单",
// "80% से ऊपर 4 ट्रांसफ़ॉर्मर", "90日を超えるものが5件" — counts a part of the
// result: the items whose value lies past the line. That part can be
// counted rather than guessed, with the line read as the absence check
// reads it (clauseLine, past): the claim is held to the number of items
// past the line, whether or not the call applied the line itself (then
// every item is past it, and the part is the whole). An item whose value
// cannot be read, or is written in another unit, leaves the claim to the
// other readings.

// pastLineCount returns how many items of the clause's one target lie past
// the clause's line; known is false when the clause draws no line apart
// from the count itself, or when some item has no one readable value of
// the line's magnitude and unit, or the rows read are not as many as the
// call counted.
func (c *check) pastLineCount(in *info, cc countClaim) (count int, known bool) {
	n, above, inclusive := c.clauseLine(in)
	// "more than 5 pods" bounds the count: it draws no line through values;
	// nor does a share written in words ("三分之二以上").
	if n == nil || n.cjk || n.start >= cc.start && n.end <= cc.end || n.start == cc.start {
		return 0, false
	}
	targets := c.countTargets(in, cc)
	if len(targets) != 1 {
		return 0, false
	}
	line := n.vals[0]
	if n.neg {
		line = -line
	}
	unit := lineUnitAt(c.folded[n.end:min(in.end, n.end+12)])
	symbol := unit != "" && !isLetterByte(unit[0]) // %, °c, ℃: written on each value
	ci := targets[0]
	call := &c.calls[ci]
	ix := c.rowValues(ci)
	c.initLabelBudget()
	if c.labelScan += len(ix.vals); c.labelScan > c.labelBudget {
		return 0, false
	}
	items := 0
	for _, r := range ix.rows {
		side := 0 // 1 past the line, 2 short of it, 3 both
		for _, v := range ix.vals[r.lo:r.hi] {
			x := v.v
			if v.neg {
				x = -x
			}
			if v.clock || math.Abs(x) < math.Abs(line)/10 || math.Abs(x) > math.Abs(line)*10 {
				continue
			}
			at := int(v.at)
			end := at
			for end < len(call.folded) && (isDigitByte(call.folded[end]) || call.folded[end] == '.' || call.folded[end] == ',') {
				end++
			}
			after := call.folded[end:min(len(call.folded), end+12)]
			if idKey(call.folded[max(0, at-12):at]) || otherUnit(after, unit) || symbol && !hasPrefix(strings.TrimLeft(after, " "), unit) {
				continue
			}
			if past(x, line, above, inclusive) {
				side |= 1
			} else {
				side |= 2
			}
		}
		switch side {
		case 0:
			continue // no value of the line's kind: a header, a footer, a note
		case 3:
			return 0, false // two readings of one item
		case 1:
			count++
		}
		items++
	}
	// Every item of the result read: as many rows as it counts.
	if call.Count == nil || items != *call.Count {
		return 0, false
	}
	return count, true
}

// checkPastLine holds a count the clause scopes by a line to the items past
// it (see pastLineCount), and reports whether it did: the count agrees, or
// is reported. A count of the whole result ("of the 12 racks, 3 draw over
// 80%") is left to the count of the whole.
func (c *check) checkPastLine(in *info, cc countClaim) bool {
	p, ok := c.pastLineCount(in, cc)
	if !ok {
		return false
	}
	ci := c.countTargets(in, cc)[0]
	if cc.n == p {
		return true
	}
	if cc.n == 1 && c.negatedOne(cc) {
		// "没有一个站超过 16 mm", "not one reading over 40": an absence,
		// true when none is past the line, and the absence check's to
		// judge when one is.
		return p == 0
	}
	if cc.n == *c.calls[ci].Count {
		return false
	}
	c.addRule("count/past-line", BasisContradiction, c.callFinding(CountMismatch, cc.span, ci,
		"reply says "+strconv.Itoa(cc.n)+" "+cc.noun+" past the line, but "+strconv.Itoa(p)+" items of the result of "+c.calls[ci].Tool+" are"))
	return true
}

// negatedOne reports a "one" that quantifies a negation ("not one", "ni
// uno", "没有一个", "一つも", "एक भी"): the clause says none.
func (c *check) negatedOne(cc countClaim) bool {
	if cc.num >= 0 && c.numInNegation(&c.nums[cc.num]) {
		return true
	}
	before := c.folded[max(0, cc.start-9):cc.start]
	return hasSuffix(before, "没有") || hasSuffix(before, "沒有") || hasSuffix(before, "not ") || hasSuffix(before, "ni ")
}
