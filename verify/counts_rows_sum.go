package verify

import "strings"

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
	for _, ci := range targets {
		if _, csv := c.calls[ci].csvColumns(); total && (csv || strings.Contains(c.calls[ci].folded, "---")) {
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
