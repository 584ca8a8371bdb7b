package verify

import (
	"math/bits"
	"strings"
)

// A count of the units some rows hold, not of the rows. A result row is one
// item and its numbers are its fields; a reply that names several rows and
// states "N <noun>" with N the sum of one field over exactly those rows is
// adding their quantities up: "13 covers between Lindqvist, Tanaka and
// Reyes" over parties of 2, 3 and 8, "把柜门故障和屏幕故障都算作设备问题，一共
// 22条" over 17 and 5 complaints. The same holds for one row the sentence
// names in a one-row result ("2号园 4 月 8 日有两条 7.6 公斤的记录" of a
// duplicates query whose count column is 2), which rowFieldCount leaves out
// because with one row every name is the row's; here the row must still be
// named by a word of its own. And a count after a word of totalling is the
// sum of one field over all rows when it is that ("इन 3 केंद्रों में कुल 5
// बच्चे SAM" over a SAM column of 2, 0 and 3). The rows are told by the words
// and values the sentence shares with them (rowNamedIn), in any language.

// rowsSumCount reports whether cc.n is the sum of one field over the rows
// of a target the count's sentence names (two or more, or the only row of
// a one-row result), or, after a word of totalling, over all its rows.
func (c *check) rowsSumCount(cc countClaim, targets []int) bool {
	if cc.num < 0 || cc.n < 1 {
		return false
	}
	lo, hi := c.spanSentence(cc.span)
	win := c.folded[lo:hi]
	// A word of totalling (totalWordsBefore) a few words before: "一共要做4个".
	total := containsAny(c.folded[max(lo, cc.start-24):cc.start], totalWordsBefore)
	want := float64(cc.n)
	if total && c.keyedTotal(want, targets) {
		return true
	}
	for _, ci := range targets {
		if total {
			for _, col := range c.calls[ci].columns() {
				if col.n >= 2 && col.sum == want && wholeVals(col.vals) {
					return true
				}
			}
		}
		ix := c.rowValues(ci)
		if len(ix.rows) == 0 || len(ix.rows) > 64 {
			continue
		}
		var namedArr [16]int32
		named := namedArr[:0]
		for r := range ix.rows {
			if len(named) == len(namedArr) {
				break
			}
			if c.rowNamedIn(ci, ix, int32(r), win, lo) && (len(ix.rows) > 1 || c.rowWordIn(ci, ix, 0, win)) {
				named = append(named, int32(r))
			}
		}
		if len(named) == 0 || len(named) == 1 && len(ix.rows) > 1 {
			continue // one row of several: rowFieldCount reads it
		}
		// Every set of two or more named rows (the sentence may name a
		// row it sets the sum against: "一共22条，…和滞留收费差不多"), or the
		// only row; at most six rows named, so 57 sets at most.
		if len(named) > 6 {
			continue
		}
		minSet := min(2, len(named))
		for set := 1; set < 1<<len(named); set++ {
			if bits.OnesCount(uint(set)) < minSet {
				continue
			}
			for p := int32(0); p < maxRowValues; p++ {
				if indexColumn(ix, p) {
					continue
				}
				sum, ok := 0.0, true
				for k, r := range named {
					if set&(1<<k) == 0 {
						continue
					}
					row := ix.rows[r]
					if row.lo+p >= row.hi {
						ok = false
						break
					}
					v := ix.vals[row.lo+p].v
					ok = ok && v == float64(int64(v))
					sum += v
				}
				if !ok {
					break
				}
				if sum == want {
					return true
				}
			}
		}
	}
	return false
}

// indexColumn reports whether the p-th values of the rows number them, 1,
// 2, 3 … ("1 天大北门", "2. CA firms in Indore"): the numbers of the rows
// are no quantity they hold.
func indexColumn(ix *rowIndex, p int32) bool {
	prev, seen := 0.0, 0
	for _, row := range ix.rows {
		if row.lo+p >= row.hi {
			continue
		}
		v := ix.vals[row.lo+p].v
		if seen > 0 && v != prev+1 {
			return false
		}
		prev, seen = v, seen+1
	}
	return seen >= 2
}

// wholeVals reports whether every value is a whole number.
func wholeVals(vs []float64) bool {
	for _, v := range vs {
		if v != float64(int64(v)) {
			return false
		}
	}
	return true
}

// rowWordIn reports whether win holds a word of row r of call ci's text (an
// ASCII word of three bytes or more with a letter, or a run of two or more
// CJK or Devanagari characters), as rowNamedIn reads words.
func (c *check) rowWordIn(ci int, ix *rowIndex, r int32, win string) bool {
	row := ix.rows[r]
	text := c.calls[ci].folded[row.start:row.end]
	for i := 0; i < len(text); {
		j, wide, letter := i, false, false
		for ; j < len(text) && (text[j] >= 0x80 || isWordByte(text[j])); j++ {
			wide = wide || text[j] >= 0x80
			letter = letter || isLetterByte(text[j])
		}
		if w := text[i:j]; (wide && len(w) >= 6 || !wide && letter && len(w) >= 3) && wordIn(win, w) {
			return true
		}
		i = j + 1
	}
	return false
}

// keyedTotal reports whether want is the sum of the values of one key over
// every place the target results give it, two or more: "qty":1, "qty":2,
// "qty":1 of three orders ("一共要做4个"), "free_cells: 4" and "free_cells: 7"
// of two lockers ("两处加起来一共 11个"). A key is the name right before a
// colon and the number (JSON or "key: value" lines).
func (c *check) keyedTotal(want float64, targets []int) bool {
	type keySum struct {
		key      string
		sum      float64
		n        int
		fraction bool
	}
	var arr [16]keySum
	sums := arr[:0]
	for _, ci := range targets {
		res := c.calls[ci].folded
		for k := range c.calls[ci].nums {
			r := &c.calls[ci].nums[k]
			if r.glued || r.inDate || r.version || len(r.vals) == 0 {
				continue
			}
			key := keyBefore(res, r.start)
			if key == "" {
				continue
			}
			at := -1
			for i := range sums {
				if sums[i].key == key {
					at = i
				}
			}
			if at < 0 {
				if len(sums) == len(arr) {
					continue
				}
				sums = append(sums, keySum{key: key})
				at = len(sums) - 1
			}
			sums[at].sum += r.vals[0]
			sums[at].n++
			sums[at].fraction = sums[at].fraction || r.dec != 0
		}
	}
	for _, s := range sums {
		if s.n >= 2 && !s.fraction && s.sum == want {
			return true
		}
	}
	return false
}

// keyBefore returns the key right before a value at i of s: `"qty": ` or
// `free_cells: ` give qty and free_cells; "" when no colon stands there.
func keyBefore(s string, i int) string {
	j := i
	for j > 0 && s[j-1] == ' ' {
		j--
	}
	if j == 0 || s[j-1] != ':' {
		return ""
	}
	j--
	if j > 0 && s[j-1] == '"' {
		j--
	}
	e := j
	for j > 0 && (isWordByte(s[j-1]) || s[j-1] >= 0x80) && e-j < 40 {
		j--
	}
	if j == e || !isLetterByte(s[j]) && s[j] < 0x80 {
		return ""
	}
	return s[j:e]
}

// lineRunTotal reports whether want is the sum of a run of two or more
// consecutive lines of a target result that each hold one number: the
// "- physics: 25 / - chemistry: 25 / - maths: 25" of a YAML list, whose keys
// differ, totalled as "कुल 75". Read for values only: a count of items
// over numbered lines ("一共 15 站" over stops 1 to 14) adds up their
// numbers by chance.
func (c *check) lineRunTotal(want float64, targets []int) bool {
	for _, ci := range targets {
		call := &c.calls[ci]
		var runArr [64]float64
		run := runArr[:0]
		line, count, val := -1, 0, 0.0
		flush := func() {
			if count == 1 && len(run) < len(runArr) {
				run = append(run, val)
			} else {
				run = run[:0]
			}
		}
		at, ln := 0, 0
		for k := range call.nums {
			r := &call.nums[k]
			ln += strings.Count(call.folded[at:r.start], "\n")
			at = r.start
			if r.glued || r.inDate || r.version || len(r.vals) == 0 {
				continue
			}
			if ln != line {
				if line >= 0 {
					if ln != line+1 {
						flush()
						run = run[:0]
					} else {
						flush()
					}
					if sumTail(run, want) {
						return true
					}
				}
				line, count = ln, 0
			}
			count++
			val = r.vals[0]
		}
		if line >= 0 {
			flush()
			if sumTail(run, want) {
				return true
			}
		}
	}
	return false
}

// sumTail reports whether a run of two or more of the last values of run
// adds up to want, unless the run numbers its lines (1, 2, 3 …: "1 天大北门",
// "2 南开大学"), which is no quantity.
func sumTail(run []float64, want float64) bool {
	sum, index := 0.0, true
	for i := len(run) - 1; i >= 0; i-- {
		sum += run[i]
		index = index && (i == len(run)-1 || run[i+1] == run[i]+1)
		if i < len(run)-1 && sum == want && !index {
			return true
		}
	}
	return false
}

// totalWordValue reports whether the value n, a few words after a word of
// totalling in its sentence ("कुल 75", "一共 11"), is the sum of one key's
// values over the results or of a run of one-number lines (see keyedTotal,
// lineRunTotal): a total the reply worked out, not a value to find there.
func (c *check) totalWordValue(n *num, calls []int) bool {
	if len(n.vals) == 0 || n.percent {
		return false
	}
	lo, _ := c.spanSentence(n.span)
	if !containsAny(c.folded[max(lo, n.start-24):n.start], totalWordsBefore) {
		return false
	}
	for _, v := range n.vals {
		if c.keyedTotal(v, calls) || c.lineRunTotal(v, calls) {
			return true
		}
	}
	return false
}
