package verify

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A count of the units some rows hold, not of the rows. A result row is one
// item and its numbers are its fields; a reply that names several rows and
// states "N <noun>" with N the sum of one field over exactly those rows is
// adding their quantities up: "13 covers between Lindqvist, Tanaka and
// Reyes" over parties of 2, 3 and 8, "把柜门故障和屏幕故障都算作设备问题，一共
// 22条" over 17 and 5 complaints (one named row is rowFieldCount's). And a
// count after a word of totalling is the sum of one column over all rows
// when it is that ("इन 3 केंद्रों में कुल 5 बच्चे SAM" over a SAM column of 2,
// 0 and 3), in a CSV or a table whose header is ruled off ("-----+----"):
// its columns are fields with names, where a listing's lines ("… | Subject:
// contract draft v3") are not. The rows are told by the words and values the sentence shares
// with them (rowNamedIn), in any language; a column that numbers the rows
// (1, 2, 3 …) holds no quantity.

// rowsSumCount reports whether cc.n is the sum of one field over two or
// more rows of a target the count's sentence names, or, after a word of
// totalling, of a column over all its rows.
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
		if _, csv := c.calls[ci].csvColumns(); total && (csv || hasSubstr(c.calls[ci].folded, "---") || headedTable(c.calls[ci].folded)) {
			for _, col := range c.calls[ci].columns() {
				if col.n >= 2 && col.sum == want {
					return true
				}
			}
		}
		ix := c.rowValues(ci)
		if len(ix.rows) > 64 {
			continue
		}
		// Every set of two or more named rows (the sentence may name a
		// row it sets the sum against: "一共22条，…和滞留收费差不多"); at
		// most six rows named, so 57 sets at most.
		var namedArr [7]int32
		named := namedArr[:0]
		for r := 0; r < len(ix.rows) && len(named) < len(namedArr); r++ {
			if c.rowNamedIn(ci, ix, int32(r), win, lo) {
				named = append(named, int32(r))
			}
		}
		if len(named) < 2 || len(named) == len(namedArr) {
			continue // one row is rowFieldCount's; seven or more, a list
		}
		for set := 1; set < 1<<len(named); set++ {
			if set&(set-1) == 0 {
				continue // one row
			}
			for p := int32(0); p < maxRowValues; p++ {
				if indexColumn(ix, p) {
					continue
				}
				// A row without a p-th value ends the columns; a fraction
				// (a price of 19.5) or a name's numeral (安吉3, see
				// nameNumeral) makes this column no count, and the next
				// column may still be one.
				sum, missing, noCount := 0.0, false, false
				for k, r := range named {
					if set&(1<<k) == 0 {
						continue
					}
					row := ix.rows[r]
					if row.lo+p >= row.hi {
						missing = true
						break
					}
					v := ix.vals[row.lo+p].v
					noCount = noCount || v != float64(int64(v)) || nameNumeral(c.calls[ci].folded, int(ix.vals[row.lo+p].at))
					sum += v
				}
				if missing {
					break
				}
				if !noCount && sum == want {
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

// keyedTotal reports whether want is the sum of the values of one key over
// every place the target results give it, two or more: "qty":1, "qty":2,
// "qty":1 of three orders ("一共要做4个"), "free_cells: 4" and "free_cells: 7"
// of two lockers ("两处加起来一共 11个"). A key is the name right before a
// colon and the number (JSON or "key: value" lines); a key with a
// fraction among its values counts no items.
func (c *check) keyedTotal(want float64, targets []int) bool {
	var keys [16]string
	var sums [16]float64
	var ns [16]int
	var frac [16]bool
	nk := 0
	for _, ci := range targets {
		call := &c.calls[ci]
		for k := range call.nums {
			r := &call.nums[k]
			if r.glued || r.inDate || r.version || len(r.vals) == 0 {
				continue
			}
			key := keyBefore(call.folded, r.start)
			at := 0
			for at < nk && keys[at] != key {
				at++
			}
			if key == "" || at == len(keys) {
				continue
			}
			if at == nk {
				keys[at] = key
				nk++
			}
			sums[at] += r.vals[0]
			ns[at]++
			frac[at] = frac[at] || r.dec != 0 // a fraction: no count of items
		}
	}
	for i := 0; i < nk; i++ {
		if ns[i] >= 2 && !frac[i] && sums[i] == want {
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
	if k := qtyKeyBefore(s, j); k != "" && j < i {
		return k // "ORD-2291 qty 2": see counts_item_qty.go
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
		nums := c.calls[ci].nums
		var run [32]float64
		n, line, count, at, ln := 0, -1, 0, 0, 0
		for k := 0; k <= len(nums); k++ {
			if k < len(nums) {
				r := &nums[k]
				ln += strings.Count(c.calls[ci].folded[at:r.start], "\n")
				at = r.start
				if r.glued || r.inDate || r.version || len(r.vals) == 0 {
					continue
				}
				if ln == line {
					count++
					continue
				}
			}
			// The line before is done: a one-number line extends the
			// run, any other line ends it, and so does a line with no
			// number between.
			if count == 1 && n < len(run) {
				n++
				if sumTail(run[:n], want) {
					return true
				}
			} else {
				n = 0
			}
			if ln > line+1 {
				n = 0
			}
			if k < len(nums) {
				line, count, run[min(n, len(run)-1)] = ln, 1, nums[k].vals[0]
			}
		}
	}
	return false
}

// sumTail reports whether a run of two or more of the last values of run
// adds up to want, unless the run numbers its lines (1, 2, 3 …: "1 天大北门",
// "2 南开大学"), which is no quantity.
//
//go:noinline
func sumTail(run []float64, want float64) bool {
	sum, index := run[len(run)-1], true
	for i := len(run) - 2; i >= 0; i-- {
		sum += run[i]
		index = index && run[i+1] == run[i]+1
		if sum == want && !index {
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

// nameNumeral reports a result number that is part of a name, not a
// quantity: written onto a letter ("安吉3", "Block3") or marked as a
// designation ("滚装2号", "3番線"); a lone "x3" still multiplies. Such a
// column counts nothing to add up (cnt29).
func nameNumeral(s string, at int) bool {
	if r, k := utf8.DecodeLastRuneInString(s[:at]); unicode.IsLetter(r) {
		// "Widget x3" is three widgets: a lone x multiplies.
		return !(r == 'x' && (at == k || s[at-k-1] == ' '))
	}
	end := at
	for end < len(s) && isDigitByte(s[end]) {
		end++
	}
	return designation(s[end:min(len(s), end+8)])
}
