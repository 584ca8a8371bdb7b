package verify

import ()

// Estimates a reply works out and marks as such: "would free about 3,8
// GB" (4.3G of journal less the 500M the denied command keeps), "करीब
// 150G कम पड़ेगा" (412G of data against 259G free), "使用率は 55% 前後まで
// 下がる" (91% used less 36G of 100G). The value is a difference, sum or
// share of two sizes the reply states before it or the results state; an
// approximation marker says it is rounded, not that it may be anything:
// the search allows 3% (a rounded estimate) and only operands of the
// value's own kind (sizes for a size, sizes and percentages for a
// percentage), so an "about" before a misread size stays flagged.

// estimateTol is how far a marked estimate may lie from the value its
// operands yield, relative to it.
const estimateTol = 0.03

// estimateWorked reports whether n, marked as approximate, is within
// estimateTol of a sum or difference of two sizes (one of them stated by
// the reply before n), or, for a percentage, of a share of sizes or a
// percentage shifted by one: see the top of this file.
func (c *check) estimateWorked(n *num, calls []int) bool {
	if n.glued || n.inDate || !c.approxBefore(n) && !c.approxMarkAfter(n) {
		return false
	}
	nu := 0.0
	if !n.percent {
		if nu = nominalSize(c.folded, n.end); nu == 0 {
			return false
		}
	}
	// Sizes the reply states before n (at most 12 figures, 800 bytes), in
	// bytes, and its percentages.
	var sArr, pArr [12]float64
	sz, pc := sArr[:0], pArr[:0]
	for k := n.index - 1; k >= 0 && k >= n.index-12 && c.nums[k].start >= n.start-800; k-- {
		r := &c.nums[k]
		if r.inDate || len(r.vals) == 0 {
			continue
		}
		if r.percent {
			pc = append(pc, r.vals[0])
		} else if u := nominalSize(c.folded, r.end); u > 0 {
			sz = append(sz, r.vals[0]*u)
		}
	}
	if len(sz) == 0 && len(pc) == 0 {
		return false
	}
	// Sizes of each result, at most 48 a call, with the reply's.
	var allArr [64]float64
	for _, ci := range calls {
		all := append(allArr[:0], sz...)
		call := &c.calls[ci]
		for i := 0; i < len(call.nums) && len(all) < len(allArr); i++ {
			r := &call.nums[i]
			if r.glued || r.inDate || len(r.vals) == 0 || r.percent {
				continue
			}
			if u := nominalSize(call.folded, r.end); u > 0 {
				all = append(all, r.vals[0]*u)
			}
		}
		if n.percent {
			if c.estimateShare(n, sz, pc, all) {
				return true
			}
			continue
		}
		for _, v := range n.vals {
			t := v * nu
			for _, a := range sz {
				for _, b := range all {
					if a == b {
						continue
					}
					if estimateNear(t, a+b) || estimateNear(t, absFloat(a-b)) {
						return true
					}
				}
			}
		}
	}
	return false
}

// estimateShare reports a percentage that is a size the reply states
// over another size (or its complement: 16G left of 492G is 97% full), or
// a percentage the reply or a result states shifted by such a share (91%
// used, less 36G of 100G, is 55%).
func (c *check) estimateShare(n *num, sz, pc, all []float64) bool {
	for _, v := range n.vals {
		for _, a := range sz {
			for _, b := range all {
				if a == b || b == 0 {
					continue
				}
				s := a / b * 100
				if estimateNear(v, s) || estimateNear(v, 100-s) {
					return true
				}
				for _, p := range pc {
					if estimateNear(v, p-s) || estimateNear(v, p+s) {
						return true
					}
				}
			}
		}
	}
	return false
}

// It stays a call for the release binary's size (size15).
//
//go:noinline
func estimateNear(v, x float64) bool {
	return x > 0 && absFloat(v-x) <= estimateTol*x
}

var (
	approxAfterMarks []string
)

// derivedEstimatesLists holds the phrases of the word lists declared above (see barList).
var derivedEstimatesLists = [...]barList{
	// approxAfterMarks mark a figure as approximate after it (and its unit):
	// "55% 前後", "36G 程度", "约 5 万左右", "50 or so".
	{&approxAfterMarks, "前後|程度|くらい|ぐらい|左右|上下|or so|aprox"},
}

var _ = splitBars(derivedEstimatesLists[:])

// approxMarkAfter reports an approximation mark within a few bytes after
// n, past its unit.
func (c *check) approxMarkAfter(n *num) bool {
	after := c.folded[n.end:min(len(c.folded), n.end+16)]
	for _, w := range approxAfterMarks {
		if i := indexSubstr(after, w); i >= 0 && !hasAnyRune(after[:i], "0123456789,;。、，") {
			return true
		}
	}
	return false
}

// nominalSize returns the size a byte unit after end names, by its prefix
// alone (1e3 for k, K, KB, KiB; 1e9 for G, GB, GiB), or 0: a reply
// restates df's "4.3G" as "4,3 GB", and an estimate compares the figures
// as written. A single letter must be glued to the figure, as df and du
// write it ("38G"), and end the word.
func nominalSize(text string, end int) float64 {
	rest := text[end:min(len(text), end+5)]
	glued := true
	if hasPrefix(rest, " ") {
		rest, glued = rest[1:], false
	}
	if rest == "" {
		return 0
	}
	var size float64
	switch rest[0] {
	case 'k':
		size = 1e3
	case 'm':
		size = 1e6
	case 'g':
		size = 1e9
	case 't':
		size = 1e12
	default:
		return 0
	}
	w := 1
	for w < len(rest) && isLetterByte(rest[w]) {
		w++
	}
	switch rest[1:w] {
	case "b", "ib", "i":
		return size
	case "":
		if glued {
			return size
		}
	}
	return 0
}
