package verify

import (
	"math"
	"strings"
)

// An absence of values outside a range the clause states — "都在 2–8 ℃
// 范围内，没有超标", "todas entre 2 y 8 °C, ninguna fuera de rango",
// "all within 2–8 °C, none out of range" — is held to the values of the
// results it concerns, as a line is (absence_threshold.go): a value of the
// range's magnitude outside it makes the absence false; values near it and
// none outside bear it out. Counts ("readings: 7200"), clock times, dates
// and identifiers are no such values.

var rangeOutside []string

// absenceRangeLists holds the phrases of the word lists declared above (see barList).
var absenceRangeLists = [...]barList{
	// rangeOutside are the words of going past a stated range: the
	// absence word before them says no value went there.
	{&rangeOutside, "超标|超出|超过|超限|越限|超範囲|範囲外|外れ|out of range|outside|exceed|fuera de rango|fuera del rango|fuera de|se salió|se salieron|सीमा से बाहर|बाहर"},
}

var _ = splitBars(absenceRangeLists[:])

// clauseRange returns the bounds of the range the clause states, two
// numbers joined by a dash, "~", 到, 至, "to", "a" or "y" (or "between …
// and"), and whether one is found. The absence must be of going past it:
// a word of rangeOutside right after the absence word.
func (c *check) clauseRange(in *info) (lo, hi float64, ok bool) {
	a := in.absence
	if a == nil || !hasPrefixAny(strings.TrimLeft(c.folded[a.end:min(in.end, a.end+24)], " *"), rangeOutside) {
		return 0, 0, false
	}
	for k := in.numLo; k+1 < in.numHi; k++ {
		n, m := &c.nums[k], &c.nums[k+1]
		if n.inDate || m.inDate || n.glued || m.glued || len(n.vals) == 0 || len(m.vals) == 0 {
			continue
		}
		between := strings.TrimSpace(c.folded[n.end:m.start])
		if m.neg && between == "" {
			between = "-" // "2–8": the dash read as 8's sign
		}
		if !rangeBetweenWords[between] {
			continue
		}
		l, h := n.vals[0], m.vals[0]
		if n.neg {
			l = -l
		}
		if m.neg && between != "-" {
			h = -h
		}
		if l < h {
			return l, h, true
		}
	}
	return 0, 0, false
}

// rangeVerdict holds an absence of values past the clause's range to the
// values of the targets' results (see above): lineCrossed when one lies
// outside, lineHeld when some lie near and none outside, else lineUnknown.
func (c *check) rangeVerdict(in *info, targets []int) int {
	lo, hi, ok := c.clauseRange(in)
	if !ok {
		return lineUnknown
	}
	span := math.Max(absFloat(lo), absFloat(hi))
	near := false
	c.initLabelBudget()
	for _, ci := range targets {
		call := &c.calls[ci]
		if v := rangeColumns(call, lo, hi); v == lineCrossed {
			return lineCrossed
		} else if v == lineHeld {
			near = true
			continue // the field the range bounds decides: see rangeColumns
		}
		for j := range call.nums {
			if c.labelScan += 8; c.labelScan > c.labelBudget {
				return lineUnknown
			}
			r := &call.nums[j]
			if r.inDate || r.glued || r.version || r.ordinal || len(r.vals) == 0 || clockPart(call.folded, r.span) ||
				countKey(call.folded[max(0, r.start-12):r.start]) || idKey(call.folded[max(0, r.start-12):r.start]) {
				continue
			}
			v := r.vals[0]
			if r.neg {
				v = -v
			}
			if absFloat(v) > span*10 || absFloat(v) < span/10 {
				continue // another magnitude: not a value the range bounds
			}
			if v < lo || v > hi {
				return lineCrossed
			}
			near = true
		}
	}
	if near {
		return lineHeld
	}
	return lineUnknown
}

// rangeCrossed reports whether the clause's range is crossed by a value of
// the calls it concerns: "没有超标" after "都在 2–8 ℃ 范围内" is then no
// verb negated in passing but an absence the result makes false.
func (c *check) rangeCrossed(in *info) bool {
	targets := in.targets
	if len(targets) == 0 {
		targets = c.absenceTargets(in)
	}
	return c.rangeVerdict(in, targets) == lineCrossed
}

// rangeColumns holds a range to the one field of a CSV or JSON result
// it bounds: the columns (or keys) some value of which lies inside it.
// "222–232 kg, none outside" over a bale table is about the weights, and
// the grade (31) or moisture (7.1) beside them are other fields, not
// values past the range. It returns lineCrossed when a value of such a
// column lies outside, lineHeld when none does, and lineUnknown when no
// column holds a value inside the range (the range then bounds no field
// the columns tell apart; see rangeVerdict). Other results' numbers are
// no columns of one field ("readings: 7200" above "min_c: 2.9"). Columns
// are computed once per call.
func rangeColumns(call *callInfo, lo, hi float64) int {
	cols := call.fieldGroups()
	if cols == nil && csvText(call.Result) {
		cols = call.columns() // a CSV table's columns: see csvColumns
	}
	v := lineUnknown
	for _, col := range cols {
		in, out := false, false
		for _, x := range col.vals {
			if x >= lo && x <= hi {
				in = true
			} else {
				out = true
			}
		}
		if in && out {
			return lineCrossed
		}
		if in {
			v = lineHeld
		}
	}
	return v
}

// rangeBetweenWords join the two ends of a range ("2–8", "2 to 8", "2 a
// 8", "2到8", "2 से 8"). A set, not a switch of them (the release binary's
// size, size20).
var rangeBetweenWords = wordSet("- – — ~ 〜 ～ 到 至 to a y and से")
