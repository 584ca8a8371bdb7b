package verify

import (
	"math"
	"strings"
	"unicode/utf8"
)

// Values a reply works out from one result together with the figures it
// writes beside them, in the shapes replies use for arithmetic in any
// language: a duration between times (derived_durations.go), a figure in
// another unit with the figure it converts written right after it ("8.8
// GiB (9038Mi)"), an amount split by a count the reply names in words
// ("312,40 € en total … dos noches, unos 156 € la noche"), a table cell
// that is a count times a difference of its row ("15 | $402.10 | $415.50
// | … | +$201.00", a gain), and a table cell in the scale its column
// header names ("收入（亿元）| 46.84" over revenue_m 4684.0). Each search
// is bounded by n's line or table row, never the whole reply.

// workedValue reports whether n is one of the worked-out values above.
func (c *check) workedValue(n *num, calls []int) bool {
	if len(n.vals) == 0 {
		return false
	}
	return c.workedDuration(n, calls) || c.scaleAhead(n, calls) || c.countWordShare(n) || c.rowSpread(n) || c.headerScaled(n, calls) || c.keyedRowFactor(n, calls) || c.metricRestated(n, calls) ||
		c.truncatedValue(n, calls)
}

// scaleAhead reports a figure with a unit followed on its line, within a
// few characters, by the figure it restates in another scale of that
// unit: "8.8 GiB 内存（9038Mi）", "0.25 s (250 ms)". The later figure must
// itself be a quantity of the results in a unit of its kind, or their
// total (9038Mi is the sum of a memory column; see unitQuantityIn): else two restatements of one misread value
// would vouch for each other ("3000ms（3秒）" over timeout_ms 5000).
func (c *check) scaleAhead(n *num, calls []int) bool {
	if n.percent {
		return false
	}
	nu, ok := unitAt(c.folded, n.end)
	if !ok {
		return false
	}
	for k := n.index + 1; k < len(c.nums) && k <= n.index+2; k++ {
		r := &c.nums[k]
		if r.start-n.end > 32 || indexByte(c.folded[n.end:r.start], '\n') >= 0 {
			break
		}
		if r.inDate || r.percent || len(r.vals) == 0 {
			continue
		}
		if xu, ok := unitAt(c.folded, r.end); ok {
			for _, x := range r.vals {
				if scaleMatch(n, nu, xu, x) {
					return c.unitQuantityIn(r, xu, calls)
				}
			}
		}
	}
	return false
}

// unitQuantityIn reports whether r, in unit ru, is a quantity one result
// states with a unit of the same kind, or the total of all of them (a
// column of pod memory): "3 秒" is no quantity of timeout_ms 5000, though
// a 3 stands elsewhere in the result.
func (c *check) unitQuantityIn(r *num, ru scaleUnit, calls []int) bool {
	for _, ci := range calls {
		call := &c.calls[ci]
		sum, k := 0.0, 0
		for i := range call.nums {
			x := &call.nums[i]
			if x.glued || x.inDate || x.percent || len(x.vals) == 0 {
				continue
			}
			xu, ok := unitNamed(call.folded, x.span)
			if !ok || xu.kind != ru.kind {
				continue
			}
			q := x.vals[0] * xu.size
			if nearAny(r, q/ru.size) {
				return true
			}
			sum += q
			k++
		}
		if k >= 2 && nearAny(r, sum/ru.size) {
			return true
		}
	}
	return false
}

// splitCounts are small counts written as words by which a reply splits an
// amount ("two nights", "dos noches", "दो रातें"). CJK numerals are read by
// cjkCount.
var splitCounts = map[string]float64{
	"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "twelve": 12,
	"dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7, "ocho": 8, "nueve": 9, "diez": 10, "doce": 12,
	"दो": 2, "तीन": 3, "चार": 4, "पाँच": 5, "पांच": 5, "छह": 6, "सात": 7, "आठ": 8, "दस": 10,
}

// cjkCountDigit returns the CJK numeral of a small count before a counter
// ("两晚", "二人", "三天"), 2 to 10, or 0.
func cjkCountDigit(r rune) float64 {
	if d := cjkDigit(r); d >= 2 {
		return float64(d)
	}
	return 0
}

// countWordShare reports whether n is an amount before it on its line
// divided by a count the line names in words, or a count times it: "312,40
// € en total … dos noches, unos 156 € la noche", "两晚共 ¥1,200，每晚 ¥600".
// A count written in digits is read with the line's figures
// (replyDerived); this reads the words, which no number stands for.
func (c *check) countWordShare(n *num) bool {
	if n.percent {
		return false
	}
	ls, le := c.lineAround(n.start, n.end)
	// An amount to split first: a figure before n on its line.
	if n.index == 0 || c.nums[n.index-1].start < ls {
		return false
	}
	// The count is named in n's sentence: 160 bytes before it, 60 after.
	var ks [4]float64
	nk := 0
	lo, hi := max(ls, n.start-160), min(le, n.end+60)
	for lo > ls && lo < len(c.folded) && !utf8.RuneStart(c.folded[lo]) {
		lo--
	}
	for hi < le && !utf8.RuneStart(c.folded[hi]) {
		hi++
	}
	line := c.folded[lo:hi]
	for i := 0; i < len(line) && nk < len(ks); {
		r, size := decodeRuneAt(line[i:])
		if v := cjkCountDigit(r); v > 0 && i+size < len(line) {
			// A numeral before a CJK counter, not inside a longer numeral.
			next, _ := decodeRuneAt(line[i+size:])
			prev, _ := utf8.DecodeLastRuneInString(line[:i])
			if isCJK(next) && cjkCountDigit(next) == 0 && (i == 0 || cjkCountDigit(prev) == 0) {
				ks[nk] = v
				nk++
			}
			i += size
			continue
		}
		if !wordPart(r) || i > 0 && wordPart(lastRune(line[:i])) {
			i += size
			continue
		}
		j := i
		for j < len(line) {
			r2, s2 := decodeRuneAt(line[j:])
			if !wordPart(r2) {
				break
			}
			j += s2
		}
		if v, ok := splitCounts[line[i:j]]; ok {
			ks[nk] = v
			nk++
		}
		i = max(j, i+size)
	}
	if nk == 0 {
		return false
	}
	for k := n.index - 1; k >= 0 && k >= n.index-6; k-- {
		r := &c.nums[k]
		if r.start < ls {
			break
		}
		if r.inDate || r.glued || r.percent || len(r.vals) == 0 {
			continue
		}
		for _, a := range r.vals {
			for _, q := range ks[:nk] {
				if nearAny(n, a/q) || nearAny(n, a*q) && c.approxBefore(n) {
					return true
				}
			}
		}
	}
	return false
}

func lastRune(s string) rune {
	r, _ := utf8.DecodeLastRuneInString(s)
	return r
}

// rowSpread reports whether a cell of a markdown table row is a count of
// the row times the difference of two other figures of it: a position's
// gain, quantity × (price − cost), or a line's extra cost, nights × (new
// rate − old rate). The row's figures are the operands; a whole number
// under 100 is left out, as small products of a row's figures are many.
func (c *check) rowSpread(n *num) bool {
	if n.percent || n.dec == 0 && n.vals[0] < 100 {
		return false
	}
	cells, ls, ok := c.rowBefore(n.start)
	if !ok || !hasSubstr(cells, "|") {
		return false
	}
	_, le := c.lineAround(n.start, n.end)
	var xs [8]float64
	k := 0
	for j := numsFrom(c.nums, ls); j < len(c.nums) && c.nums[j].end <= le && k < len(xs); j++ {
		r := &c.nums[j]
		if j == n.index || r.inDate || r.glued || r.percent || len(r.vals) == 0 {
			continue
		}
		xs[k] = r.vals[len(r.vals)-1]
		k++
	}
	for a := 0; a < k; a++ {
		q := xs[a]
		if q != math.Trunc(q) || q < 1 {
			continue // a count
		}
		for b := 0; b < k; b++ {
			for d := 0; d < k; d++ {
				if a == b || a == d || b == d {
					continue
				}
				if nearAny(n, absFloat(q*(xs[b]-xs[d]))) {
					return true
				}
			}
		}
	}
	return false
}

var (
	scaleWords []string
)

// derivedWorkedLists holds the phrases of the word lists declared above (see barList).
var derivedWorkedLists = [...]barList{
	// scaleWords are the scales a table header or a unit after a figure
	// names: 亿 is 1e8, 万 1e4, "million" 1e6. A figure in such a column is a
	// result value written in that scale: its digits are the value's, its
	// decimal point moved.
	{&scaleWords, "亿|億|万|萬|million|millones|billion|thousand|lakh|crore|लाख|करोड़"},
}

var _ = splitBars(derivedWorkedLists[:])

// headerScaled reports whether a figure of a markdown table, whose column
// header names a scale ("收入（亿元）"), or a figure with a scale word after
// it, is a result value with its decimal point moved: 4684.0 (millions) is
// 46.84 亿. The figure must have at least three significant digits, so that
// the digits themselves, not a rounding, carry the match.
func (c *check) headerScaled(n *num, calls []int) bool {
	if n.percent || sigDigits(n) < 3 {
		return false
	}
	if !c.scaleNamed(n) {
		return false
	}
	for _, ci := range calls {
		for i := range c.calls[ci].nums {
			r := &c.calls[ci].nums[i]
			if r.inDate || r.glued || r.percent || len(r.vals) == 0 || r.vals[0] == 0 {
				continue
			}
			x := r.vals[0]
			for p := -9; p <= 9; p++ {
				if p != 0 && nearAny(n, x*pow10(p)) {
					return true
				}
			}
		}
	}
	return false
}

// scaleNamed reports whether a scale word follows n or heads its column of
// a markdown table.
func (c *check) scaleNamed(n *num) bool {
	if hasPrefixAny(strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+12)], " "), scaleWords) {
		return true
	}
	cells, ls, ok := c.rowBefore(n.start)
	if !ok {
		return false
	}
	col := strings.Count(cells, "|")
	// The header is the first row of the table: walk up at most 64 lines.
	hs := -1
	for s, step := ls, 0; s > 0 && step < 64; step++ {
		ps, pe := c.lineAround(s-1, s-1)
		if !hasPrefix(strings.TrimLeft(c.folded[ps:pe], " \t>"), "|") {
			break
		}
		hs, s = ps, ps
	}
	if hs < 0 {
		return false
	}
	_, he := c.lineAround(hs, hs)
	h := strings.TrimLeft(c.folded[hs:he], " \t>")
	for i := 0; i <= col; i++ {
		j := indexByte(h, '|')
		if j < 0 {
			return false
		}
		h = h[j+1:]
	}
	if j := indexByte(h, '|'); j >= 0 {
		h = h[:j]
	}
	return containsAny(h, scaleWords)
}

// keyedRowFactor reports whether a cell of a markdown table row is a
// value of the result line its first cell names times a figure the reply
// stated before the table: "Agosto tiene 31 noches … | Individual | 248 |
// 310 |" over "Individual | 10 | 248" is 10 rooms × 31 nights. The
// factor is the reply's own, written where the reader sees it; the other
// operand is read on the row's own result line, so a misread cell stays
// flagged.
func (c *check) keyedRowFactor(n *num, calls []int) bool {
	if n.percent || sigDigits(n) < 2 {
		return false
	}
	key, ls, ok := c.rowFirstCell(n.start, " *")
	if !ok || len(key) < 3 {
		return false
	}
	// Figures before the table (not on a row), within 800 bytes: at most 8.
	var fArr [8]float64
	fs := fArr[:0]
	for k := n.index - 1; k >= 0 && c.nums[k].start >= n.start-800 && len(fs) < len(fArr); k-- {
		r := &c.nums[k]
		if r.start >= ls || r.inDate || r.glued || r.percent || len(r.vals) == 0 || r.vals[0] <= 1 {
			continue
		}
		if _, _, row := c.rowBefore(r.start); row {
			continue
		}
		fs = append(fs, r.vals[0])
	}
	if len(fs) == 0 {
		return false
	}
	for _, ci := range calls {
		call := &c.calls[ci]
		i := indexSubstr(call.folded, key)
		if i < 0 {
			continue
		}
		s, e := lineBounds(call.folded, i, i)
		for j := numsFrom(call.nums, s); j < len(call.nums) && call.nums[j].end <= e; j++ {
			r := &call.nums[j]
			if r.inDate || r.glued || len(r.vals) == 0 {
				continue
			}
			for _, f := range fs {
				if nearAny(n, r.vals[0]*f) {
					return true
				}
			}
		}
	}
	return false
}

// truncatedValue reports a whole figure that is a result value with its
// fraction dropped rather than rounded: "1 BTC ≈ 58.230 €" of price_eur
// 58230.5, a price shown without its cents. The digits are the value's
// own, so no other value passes for it; only values of four digits or
// more before the point, where the fraction is noise to the reader.
func (c *check) truncatedValue(n *num, calls []int) bool {
	if n.percent || n.neg {
		return false
	}
	// Any whole reading: "58.230" is 58230 where the dot groups thousands.
	for _, v := range n.vals {
		if v < 1000 || v != math.Trunc(v) {
			continue
		}
		for _, ci := range calls {
			for i := range c.calls[ci].nums {
				r := &c.calls[ci].nums[i]
				if r.glued || r.inDate || r.percent || r.neg || len(r.vals) == 0 || r.dec == 0 {
					continue
				}
				if x := r.vals[0]; math.Trunc(x) == v {
					return true
				}
			}
		}
	}
	return false
}
