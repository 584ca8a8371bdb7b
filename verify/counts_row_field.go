package verify

import (
	"slices"
	"strings"
)

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
func (c *check) rowFieldCount(in *info, cc countClaim, targets []int) bool {
	if cc.num < 0 {
		return false
	}
	lo := max(0, cc.start-72)
	if i := lastIndexByte(c.folded[lo:cc.start], '\n'); i >= 0 {
		lo += i + 1
	}
	// The sentence of the count: "Cheapest is 3U8962. 4 flights in
	// total." names a row and then counts them all.
	if i := cjkSentenceMarks.lastMark(c.folded[lo:cc.start]); i >= 0 {
		lo += i + 3 // each of them three bytes
	}
	if i := strings.LastIndex(c.folded[lo:cc.start], ". "); i >= 0 {
		lo += i + 2
	}
	win := c.folded[lo:cc.start]
	// The reply's numbers by start: those of the window are found by
	// search, not by reading all of them per count.
	for k := c.numAt(lo); k < len(c.nums) && c.nums[k].start < cc.start; k++ {
		if n := &c.nums[k]; n.start >= lo && n.end <= cc.start && len(n.vals) > 0 && n.vals[0] == float64(cc.n) {
			return false // "ルート2は…乗換2回": the row's own name, not its field
		}
	}
	// "11 grupos y 284 personas": a second value of the row, read on in
	// the clause after the count (up to 48 bytes), names the row as well
	// as one before it. Numbers only: a name after the count may begin the
	// next thought.
	after := min(in.end, cc.end+48)
	for k := c.numAt(cc.end); k < len(c.nums) && c.nums[k].start < after; k++ {
		if len(c.nums[k].vals) > 0 && c.nums[k].vals[0] == float64(cc.n) {
			after = cc.end // "12 pickups … FreshMart #12": the same number names, not a second value
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
			if rv.v == cv.v && (c.rowNamedIn(ci, ix, rv.row, win, lo) || c.rowNumNamed(ix, rv.row, cc.end, after)) {
				return true
			}
		}
	}
	return false
}

// rowNamedIn reports whether win (the reply from offset lo) names row r of
// call ci: a word of the row's text on no other row (an ASCII word of three
// bytes or more with a letter, a two-byte code of a letter and a digit —
// line "L3", bay "B5", a name as whole as a longer one, where a digit
// first is a size or a part of one, "3G" of "2.3G" — or a run of two or
// more CJK or Devanagari characters), or a distinctive number that reads
// as a value of this row only.
func (c *check) rowNamedIn(ci int, ix *rowIndex, r int32, win string, lo int) bool {
	s := c.calls[ci].folded
	row := ix.rows[r]
	text := s[row.start:row.end]
	for i := 0; i < len(text); {
		j, wide, letter := i, false, false
		for ; j < len(text) && (text[j] >= 0x80 || isWordByte(text[j])); j++ {
			wide = wide || text[j] >= 0x80
			letter = letter || isLetterByte(text[j])
		}
		w := text[i:j]
		if len(w) >= 8 && isLetterByte(w[0]) && w[7]&0xc0 != 0x80 && !wordIn(win, w) && stemStarts(win, w[:7]) {
			// "Implantes" for the row "Implantología": a Latin word
			// named by its first seven letters, when no other row's
			// words begin so.
			w = w[:7]
			other := false
			for k := range ix.rows {
				other = other || int32(k) != r && stemStarts(s[ix.rows[k].start:ix.rows[k].end], w)
			}
			if !other {
				return true
			}
		}
		if (wide && len(w) >= 6 || !wide && letter && (len(w) >= 3 || len(w) == 2 && isDigitByte(w[1]))) && wordIn(win, w) {
			// wordIn keeps an ASCII name whole; a CJK run has no
			// letters beside it to glue to.
			other := false
			for k := range ix.rows {
				other = other || int32(k) != r && wordIn(s[ix.rows[k].start:ix.rows[k].end], w)
			}
			if !other {
				return true
			}
		}
		i = j + 1
	}
	if strings.IndexByte(win, ':') >= 0 && rowClockNamed(s, ix, r, win) || rowDayNamed(s, ix, r, win) {
		return true // a clock time or a day of this row only: see counts_item_qty.go
	}
	return c.rowNumNamed(ix, r, lo, lo+len(win))
}

// rowNumNamed reports whether the reply between lo and hi holds a
// distinctive number that reads as a value of row r only.
func (c *check) rowNumNamed(ix *rowIndex, r int32, lo, hi int) bool {
	row := ix.rows[r]
	// A distinctive number of the window read as a value of this row only.
	// c.nums is sorted by start: the window's numbers start at the first
	// at or after lo, and none starting past its end ends in it (asked
	// for every row of every call, the walk from the reply's first number
	// cost more than all the rest).
	for k := numsFrom(c.nums, lo); k < len(c.nums) && c.nums[k].start <= hi; k++ {
		n := &c.nums[k]
		if n.end > hi || len(n.vals) == 0 || n.glued || n.version || n.inDate {
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

// distinctCount reports whether cc.n, below every count of the items, is
// the number of distinct personal names (see personNames) on the lines of
// a target, the first name of each line, when some name repeats: "Two
// people have missing punches" over three entries of two employees, "3
// contributors" over five commits by three authors. The count is of the
// people, not of the lines. Only names: the distinct values of any column
// (a status, a priority) also explained four right findings away on the
// development sets for two wrong ones.
func (c *check) distinctCount(cc countClaim, want, targets []int) bool {
	if cc.n < 2 || len(want) == 0 || cc.n >= slices.Min(want) {
		return false
	}
	if runeCount(cc.noun) >= 4 && c.requestNoun(cc.noun) {
		// "3 homologaciones" after "¿qué homologaciones caducan?", "5
		// ऑर्डर" after "कौन-कौन से ऑर्डर": the noun is the items the user
		// asked the call for, so the number counts them, not the people
		// they name.
		return false
	}
	for _, ci := range targets {
		seen, rows := c.calls[ci].namedRows()
		if seen == cc.n && rows > seen && slices.Contains(want, rows) {
			return true
		}
	}
	return false
}

// stemStarts reports whether a word of s begins with stem.
func stemStarts(s, stem string) bool {
	for at := 0; ; {
		i := indexSubstr(s[at:], stem)
		if i < 0 {
			return false
		}
		i += at
		if i == 0 || !isWordByte(s[i-1]) && s[i-1] < 0x80 {
			return true
		}
		at = i + 1
	}
}

// namedRows returns the number of distinct first person names of the
// result's lines and of the lines that name one, read once per call (it
// is asked per count claim).
func (ci *callInfo) namedRows() (names, rows int) {
	if ci.namedRowsDone {
		return ci.namedRowNames, ci.namedRowN
	}
	seen := map[string]bool{}
	for _, l := range strings.Split(ci.Result, "\n") {
		sp := personNames(l, 1)
		if len(sp) == 0 {
			continue
		}
		rows++
		seen[l[sp[0].start:sp[0].end]] = true
	}
	ci.namedRowsDone, ci.namedRowNames, ci.namedRowN = true, len(seen), rows
	return len(seen), rows
}
