package verify

import "strings"

// A count that is a field of the row the sentence names. A result row is
// one item, and its numbers are its fields ("seats: 4", "holds":1, a
// pickers column); a reply that names one row — by a name only that row
// holds (3U8962, 南部分館, 皮膚科) or a value only that row holds (8.7) —
// and then states "N <noun>" with N one of that row's numbers is reading
// the field ("余票也只剩 4 张", "南部分館は1人", "只有 7 个人"), not
// counting the result's items. The reading asks only which row the text
// before the number points to, in any language.

// rowFieldCount reports whether cc.n is a number of a target row that the
// reply names within the same sentence, shortly before the count.
func (c *check) rowFieldCount(cc countClaim, targets []int) bool {
	if cc.num < 0 {
		return false
	}
	lo := max(0, cc.start-72)
	if i := strings.LastIndexByte(c.folded[lo:cc.start], '\n'); i >= 0 {
		lo += i + 1
	}
	// The sentence of the count: "Cheapest is 3U8962. 4 flights in
	// total." names a row and then counts them all.
	for _, stop := range []string{"。", "！", "？", "；", ". ", "; ", "! ", "? "} {
		if i := strings.LastIndex(c.folded[lo:cc.start], stop); i >= 0 {
			lo += i + len(stop)
		}
	}
	win := c.folded[lo:cc.start]
	for k := range c.nums {
		if n := &c.nums[k]; n.start >= lo && n.end <= cc.start && len(n.vals) > 0 && n.vals[0] == float64(cc.n) {
			return false // "ルート2は…乗換2回": the row's own name, not its field
		}
	}
	for _, ci := range targets {
		ix := c.rowValues(ci)
		if len(ix.rows) < 2 {
			continue // one row: every name is the result's
		}
		cv := clauseValue{k: cc.num, v: float64(cc.n)}
		i, j := rowMatches(ix, &cv)
		for ; i < j; i++ {
			rv := &ix.vals[ix.sorted[i]]
			if rv.v == cv.v && c.rowNamedIn(ci, ix, rv.row, win, lo) {
				return true
			}
		}
	}
	return false
}

// rowNamedIn reports whether win (the reply from offset lo) names row r of
// call ci: a word of the row's text on no other row (an ASCII word of three
// bytes or more with a letter, or a run of two or more CJK or Devanagari
// characters), or a distinctive number that reads as a value of this row
// only.
func (c *check) rowNamedIn(ci int, ix *rowIndex, r int32, win string, lo int) bool {
	s := c.calls[ci].folded
	row := ix.rows[r]
	text := s[row.start:row.end]
	unique := func(w string) bool {
		for k := range ix.rows {
			if int32(k) == r {
				continue
			}
			o := s[ix.rows[k].start:ix.rows[k].end]
			if w[0] < 0x80 && wordIn(o, w) || w[0] >= 0x80 && strings.Contains(o, w) {
				return false
			}
		}
		return true
	}
	for i := 0; i < len(text); {
		b := text[i]
		j := i
		switch {
		case b >= 0x80:
			for j < len(text) && text[j] >= 0x80 {
				j++
			}
			w := text[i:j]
			if len(w) >= 6 && strings.Contains(win, w) && unique(w) {
				return true
			}
		case isWordByte(b):
			letter := false
			for j < len(text) && isWordByte(text[j]) {
				letter = letter || isLetterByte(text[j])
				j++
			}
			w := text[i:j]
			if letter && len(w) >= 3 && wordIn(win, w) && unique(w) {
				return true
			}
		default:
			j++
		}
		i = j
	}
	// A distinctive number of the window read as a value of this row only.
	for k := range c.nums {
		n := &c.nums[k]
		if n.start < lo || n.end > lo+len(win) || len(n.vals) == 0 || n.glued || n.version || n.inDate {
			continue
		}
		cv := clauseValue{k: k, v: n.vals[0]}
		if !distinctive(&cv) {
			continue
		}
		i, j := rowMatches(ix, &cv)
		only := i < j
		for ; i < j && only; i++ {
			rv := &ix.vals[ix.sorted[i]]
			only = !c.readsAs(rv, &cv) || rv.row == r
		}
		if only && c.inRow(ix.vals[row.lo:row.hi], &cv) {
			return true
		}
	}
	return false
}
