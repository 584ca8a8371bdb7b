package verify

import (
	"strings"
	"unicode/utf8"
)

// row_value_readings.go: numbers of a clause that names one row of a
// result and yet are not that row's field values, so that another row
// holding the same figure is no slip between rows. Asked only of a
// number about to be reported (fact/row, fact/line-value), so each test
// reads a few bytes around it.

var (
	otherRowWords []string
	countMeasures []string
)

// rowValueReadingsLists holds the phrases of the word lists declared above (see barList).
var rowValueReadingsLists = [...]barList{
	// otherRowWords say that what follows is about the rows not named:
	// "the other two are 0", "其他两个是 0 次", "los otros dos", "残りの2つ",
	// "बाकी दो".
	{&otherRowWords, "other|others|the rest|remaining|其他|其余|其它|另外|别的|他の|残り|ほか|" +
		"otros|otras|demás|resto|बाकी|अन्य|दूसरे"},
	// countMeasures follow a number that counts items: "两单", "最近两次",
	// "3 个", "2つ".
	{&countMeasures, "单|單|次|个|個|条|條|件|项|項|位|笔|筆|回|つ|台"},
}

var _ = splitBars(rowValueReadingsLists[:])

// notRowValue reports whether number n of a clause naming a row of call
// ci's result is no field value of a row: a signed difference ("+4.0 h",
// "+$730.84": worked out per row), a count ("山姆的两单"), a locator
// a figure of the other rows ("其他两个是 0 次"), or a value
// tied by the word right before it to a line that holds it ("requests
// (2.31 → 2.32)" in a clause that names boto3 too).
func (c *check) notRowValue(in *info, n *num, ci int) bool {
	// A result that writes its figures signed ("chg%  +0.71") gives the
	// sign itself: the reply copies a field, it works out no difference.
	if c.signedDifference(in, n) && !hasSubstr(c.calls[ci].folded, " +") {
		return true
	}
	before := c.folded[max(in.start, n.start-24):n.start]
	after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+8)], " ")
	for _, m := range countMeasures {
		if hasPrefix(after, m) && (n.cjk || isCJKStart(m)) {
			return true
		}
	}
	for _, w := range otherRowWords {
		if hasSubstr(before, w) {
			return true
		}
	}
	return c.tiedToLineWord(in, n, ci) || c.glossedAfter(n, ci)
}

// tiedToLineWord reports whether the word right before n (across a
// bracket or a colon) is a word of a result line that holds n: the
// reply names that line for the value, whatever other line the clause
// names. "requests (2.31 → 2.32)" ties 2.31 to requests' line;
// "containerd सिर्फ़ 2.1%" to containerd's.
func (c *check) tiedToLineWord(in *info, n *num, ci int) bool {
	s := c.folded[max(in.start, n.start-40):n.start]
	// Back over brackets, colons, emphasis, currency and short fillers
	// ("सिर्फ़", "only", "at") to the nearest word of three letters or more.
	for tries := 0; tries < 3; tries++ {
		s = strings.TrimRight(s, " ([:：（*_`$€£¥₹￥~≈→>-")
		i := strings.LastIndexFunc(s, func(r rune) bool { return !isWordRune(r) && r != '-' && r != '.' })
		w := s[i+1:]
		if i >= 0 {
			_, sz := decodeRuneAt(s[i:])
			w = s[i+sz:]
		}
		if runeCount(w) >= 3 && !isDigitByte(w[0]) {
			// A filler on no line ("सिर्फ़", "only") is passed over; a
			// word on a line decides.
			lines := c.calls[ci].resultLines()
			var buf [8]int
			on := c.linesWith(buf[:0], ci, lines, w)
			for _, k := range on {
				if c.lineHoldsNum(lines[k], n) {
					return true
				}
			}
			if len(on) > 0 {
				return false
			}
		}
		if i < 0 {
			return false
		}
		s = s[:i+1]
	}
	return false
}

// glossedAfter reports whether a word of the few (six) after n, before any
// clause punctuation, is on a line that holds n and on no more than one
// line: "लाइन 118 (रोल नंबर लुकअप पर rate-limit)" describes 118 by its
// own line's text ("rate-limit roll number lookups").
func (c *check) glossedAfter(n *num, ci int) bool {
	// The gloss may be in brackets, which a clause may end before; the
	// line bounds it.
	s := c.folded[n.end:min(len(c.folded), n.end+80)]
	if i := strings.IndexAny(s, ",;，；。\n"); i >= 0 {
		s = s[:i]
	}
	lines := c.calls[ci].resultLines()
	for k := 0; k < 6 && s != ""; k++ {
		s = strings.TrimLeftFunc(s, func(r rune) bool { return !isWordRune(r) })
		j := strings.IndexFunc(s, func(r rune) bool { return !isWordRune(r) && r != '-' && r != '.' })
		if j < 0 {
			j = len(s)
		}
		w := s[:j]
		s = s[j:]
		if len(w) < 4 || w[0] >= 0x80 || isDigitByte(w[0]) {
			continue
		}
		if at := c.wordLine(ci, lines, w); at >= 0 && c.lineHoldsNum(lines[at], n) {
			return true
		}
	}
	return false
}

// lineHoldsNum reports whether a result line holds n as a value or as
// the start of a longer figure it rounds ("2.31" of "2.31.0").
func (c *check) lineHoldsNum(l string, n *num) bool {
	if c.lineHasValue(l, n) {
		return true
	}
	d := c.folded[n.start:n.end]
	for off := 0; ; {
		i := indexSubstr(l[off:], d)
		if i < 0 {
			return false
		}
		i += off
		if i == 0 || !isDigitByte(l[i-1]) && l[i-1] != '.' {
			if e := i + len(d); e == len(l) || !isDigitByte(l[e]) {
				return true
			}
		}
		off = i + 1
	}
}

// signedDifference reports whether n is written with a plus sign ("+4.0
// h", "+$730.84", "+7.6%"): a change worked out between values, not a
// field a row holds. A minus is left alone, as values are negative too
// ("-2℃"); a plus after a figure is an operator ("1,184 + 236" adds a
// row's value) and leaves n a value.
func (c *check) signedDifference(in *info, n *num) bool {
	b := strings.TrimRight(c.folded[max(in.start, n.start-24):n.start], " $€£¥₹￥*")
	if !hasSuffix(b, "+") && !hasSuffix(b, "±") {
		return false
	}
	op := strings.TrimRight(strings.TrimRight(b, "+±"), " ")
	r, _ := utf8.DecodeLastRuneInString(op)
	return !(r >= '0' && r <= '9' || r == ')' || r == '）')
}

// changeStated reports whether a value of the clause is a signed
// difference.
func (c *check) changeStated(in *info, vals []clauseValue) bool {
	for vi := range vals {
		if !vals[vi].clock && c.signedDifference(in, &c.nums[vals[vi].k]) {
			return true
		}
	}
	return false
}

// rowWorked reports whether number n, in a clause naming a row or record
// whose values are vals, is worked out from two of them: a sum, a
// difference or a product, and for a percentage their ratio. "3 months overdue at ₹500: ₹1,500", a balance due (8500 − 5000
// = 3,500), "141 of 2,035: 6.9%", a column the reply adds to a table row
// by row. That is the row's own figure, no slip between rows. (fp14 and
// fact14 wrote this twice in one session; it is one reading.)
func rowWorked(n *num, vals []float64) bool {
	for i, a := range vals {
		for _, b := range vals[i+1:] {
			if nearAny(n, a+b) || nearAny(n, absFloat(a-b)) || nearAny(n, a*b) {
				return true
			}
			if n.percent && b != 0 && a != 0 && (nearAny(n, 100*a/b) || nearAny(n, 100*b/a)) {
				return true
			}
		}
	}
	return false
}
