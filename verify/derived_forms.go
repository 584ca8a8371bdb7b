package verify

import (
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode"
)

// Readings of values a reply states in another form than its results do,
// or works out from them together with its own figures: a round bound in
// a language whose thousands separator is a dot, the unit of a rate, a
// doubling series, a share of a result value the reply writes beside it,
// and a difference between the reply's own total and a result value. Each
// reading asks for something beside the number (a unit, an operand, a
// marker) so that a misread value, which has none of them, stays flagged.

// derivedForm reports whether n is a value the results yield in another
// form than they write it: one of the readings of this file, a restatement
// in another scale (scaleRestated) or the total of a result's time ranges
// (rangesTotal). The caller has found n in no result as written.
func (c *check) derivedForm(n *num, calls []int) bool {
	if len(n.vals) == 0 {
		return false
	}
	return c.roundedThousands(n, calls) || c.rateUnit(n, calls) || c.scaleRestated(n, calls) || c.doubledSeries(n) ||
		c.shareShown(n, calls) || c.totalDiff(n, calls) || c.cjkOnce(n) || c.rangesTotal(n, calls) || c.linesNaming(n, calls) || c.callsCounted(n, calls) ||
		c.approxAfter(n, calls) || c.repeatCount(n, calls) || c.signByWord(n, calls) || c.convertedReading(n)
}

// roundedThousands reports a round figure whose thousands reading ("1.100
// $" in Spanish) is within 3% of a result value: roundedIn accepts "~400
// MB" of 412, and a figure written with a dot for thousands is the same
// rounding, which its plainest reading (1.1) hides.
func (c *check) roundedThousands(n *num, calls []int) bool {
	if n.percent || len(n.vals) < 2 {
		return false
	}
	for _, v := range n.vals[1:] {
		if v < 100 || v != math.Trunc(v) || int64(v)%100 != 0 {
			continue
		}
		for _, ci := range calls {
			for i := range c.calls[ci].nums {
				r := &c.calls[ci].nums[i]
				if r.glued || r.inDate || len(r.vals) == 0 || r.percent {
					continue
				}
				if x := r.vals[0]; x != 0 && absFloat(v-x) <= 0.03*absFloat(x) {
					return true
				}
			}
		}
	}
	return false
}

// rateUnit reports the 1 of a rate written as an equation: "1 人民币 ≈
// 21.37 日元", "1 USD = 0.92 EUR". The one is the unit the rate is given
// per, not a value, when the figure after the sign is a result value.
func (c *check) rateUnit(n *num, calls []int) bool {
	if n.vals[0] != 1 || n.dec != 0 || n.percent || n.index+1 >= len(c.nums) {
		return false
	}
	next := &c.nums[n.index+1]
	if next.start-n.end > 32 || len(next.vals) == 0 {
		return false
	}
	gap := c.folded[n.end:next.start]
	if !hasAnyRune(gap, "=≈＝") || hasAnyRune(gap, "\n,;，；。") {
		return false
	}
	return c.numIn(*next, calls)
}

// doubledSeries reports a figure that doubles the one before it in a list
// of figures in one unit ("0.25 s, 0.5 s, 1 s", "2 → 4 → 8 GB"): a
// series the reply works out from its first term (a backoff, a growth),
// which is held to the results, as the earlier terms were. A term that
// drew a finding vouches for nothing.
func (c *check) doubledSeries(n *num) bool {
	if n.index == 0 || n.percent {
		return false
	}
	p := &c.nums[n.index-1]
	if len(p.vals) == 0 || p.inDate || p.glued || p.percent || n.start-p.end > 16 || c.alreadyFound(FactMismatch, p.span) {
		return false
	}
	gap := c.folded[p.end:n.start]
	nu, ok1 := unitAt(c.folded, n.end)
	pu, ok2 := unitAt(c.folded, p.end)
	if !ok1 || !ok2 || nu != pu {
		return false
	}
	g := strings.TrimSpace(trimPrefix(strings.TrimSpace(gap), pu.word))
	if g != "," && g != "→" && g != "->" && g != "、" && g != "，" {
		return false
	}
	return nearAny(n, 2*p.vals[len(p.vals)-1])
}

// shareShown reports a percentage that is a figure written just before it
// on its line, taken as a share of a larger result value: "212G, which
// is ≈52% of what's used" with 407G used. The reply shows its numerator,
// so the percentage is its arithmetic even where the result states
// percentages of its own (which derived then declines to recompute).
func (c *check) shareShown(n *num, calls []int) bool {
	if !n.percent || !c.shareWord(n) {
		return false
	}
	ls, _ := c.lineAround(n.start, n.end)
	for k := n.index - 1; k >= max(0, n.index-4) && c.nums[k].start >= ls; k-- {
		a := &c.nums[k]
		if a.glued || a.inDate || a.percent || len(a.vals) == 0 || c.alreadyFound(FactMismatch, a.span) {
			continue
		}
		for _, av := range a.vals {
			for _, ci := range calls {
				for i := range c.calls[ci].nums {
					r := &c.calls[ci].nums[i]
					if r.glued || r.inDate || r.percent || len(r.vals) == 0 || r.vals[0] <= av {
						continue
					}
					if nearAny(n, av/r.vals[0]*100) {
						return true
					}
				}
			}
		}
	}
	return false
}

// shareWord reports a percentage written as a share of something: "52%
// of what's used", "30 % del total", "…का 40%", "占 30%". A bare "30%
// used" states the result's own percentage, which derived declines to
// recompute.
func (c *check) shareWord(n *num) bool {
	after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+12)], " %％)）*")
	for _, w := range [...]string{"of ", "de ", "del ", "का", "की", "के", "の"} {
		if hasPrefix(after, w) {
			return true
		}
	}
	before := strings.TrimRight(c.folded[max(0, n.start-8):n.start], " *")
	return hasSuffix(before, "占") || hasSuffix(before, "का") || hasSuffix(before, "की")
}

// sigDigits returns the significant digits written in a number's digits.
//
//go:noinline
func sigDigits(n *num) int {
	sig := 0
	for i := 0; i < len(n.digits); i++ {
		if isDigitByte(n.digits[i]) && (sig > 0 || n.digits[i] != '0') {
			sig++
		}
	}
	return sig
}

// totalDiff reports a figure of three significant digits or more that is
// the sum or difference of a figure the reply worked out before it and a
// result value: "3,915,150 in total … up 312,670 on September's
// 3,602,480" compares the reply's own total with a result. The earlier
// figure must have drawn no finding; the precision asked keeps a chance
// match rare. Looks back at most 24 reply numbers.
func (c *check) totalDiff(n *num, calls []int) bool {
	if n.percent || n.index == 0 {
		return false
	}
	if sigDigits(n) < 3 {
		return false
	}
	// dec is negative for a scale word: "31.27 万" is to the hundred.
	tol := 0.5 * pow10(-n.dec)
	for k := n.index - 1; k >= max(0, n.index-24); k-- {
		a := &c.nums[k]
		if a.glued || a.inDate || a.percent || len(a.vals) == 0 || c.alreadyFound(FactMismatch, a.span) {
			continue
		}
		if sigDigits(a) < 3 {
			continue
		}
		// Every reading of both: "44,750" is 44750 in English, 44.75
		// where the comma is the decimal mark.
		for _, av := range a.vals {
			for _, ci := range calls {
				// A long result's values are searched by value (see
				// diffIndexed): trying each for each of 24 earlier
				// figures made a long reply against it quadratic.
				if found, ok := c.diffIndexed(ci, av, n.vals, tol); ok {
					if found {
						return true
					}
					continue
				}
				for i := range c.calls[ci].nums {
					r := &c.calls[ci].nums[i]
					if r.glued || r.inDate || r.percent || len(r.vals) == 0 || r.vals[0] == av {
						continue
					}
					x := r.vals[0]
					for _, v := range n.vals {
						if absFloat(v-(av+x)) <= tol || absFloat(v-absFloat(av-x)) <= tol {
							return true
						}
					}
				}
			}
		}
	}
	return false
}

// cjkOnce reports the 一 of "最近一次", "上一次", "这一次", "再一次",
// "再确认一次", "もう一度": after a word of which time or which one, or
// with 再 (again) before its verb, 一次 names an occasion ("the latest
// time", "once more"), not a count or a value.
func (c *check) cjkOnce(n *num) bool {
	if !n.cjk || n.vals[0] != 1 {
		return false
	}
	after := c.folded[n.end:min(len(c.folded), n.end+3)]
	if after != "次" && after != "回" && after != "遍" && after != "度" {
		return false
	}
	before := c.folded[max(0, n.start-6):n.start]
	for _, w := range [...]string{"最近", "上", "这", "這", "那", "再", "下", "もう"} {
		if hasSuffix(before, w) {
			return true
		}
	}
	// "再确认一次", "再试一次": 再 before the verb makes 一次 "once more".
	return hasSubstr(c.folded[max(0, n.start-9):n.start], "再")
}

// linesNaming reports a small count followed in its clause by a word that
// exactly that many lines of a result hold, fewer than all: "5 are PDF
// invoices" of a listing with five .pdf files among seven, "3 failed" of
// a log with three lines saying failed. Counting the lines that name a
// thing is how a reply gives a subset of a result. Words of three letters
// or more, at most six of them, in scripts that separate words.
func (c *check) linesNaming(n *num, calls []int) bool {
	if n.dec != 0 || n.percent || n.vals[0] < 1 || n.vals[0] > 50 {
		return false
	}
	v := int(n.vals[0])
	end := min(len(c.folded), n.end+48)
	if i := strings.IndexAny(c.folded[n.end:end], ".;:!?\n。，、(（"); i >= 0 {
		end = n.end + i
	}
	seg := c.folded[n.end:end]
	words := 0
	for st, end := nextWordRun(seg, 0, wordRune); st < end; st, end = nextWordRun(seg, end, wordRune) {
		w := seg[st:end]
		if words == 6 {
			break
		}
		if runeCount(w) < 3 {
			continue
		}
		words++
		for _, ci := range calls {
			if ci := &c.calls[ci]; v < ci.lines && linesWith(ci.folded, w) == v {
				return true
			}
		}
	}
	return false
}

// wordRune reports a letter of a script that separates its words with
// spaces (not Han or kana, whose runs are whole phrases).
func wordRune(r rune) bool {
	return unicode.IsLetter(r) && !isHan(r) && !unicode.Is(unicode.Hiragana, r) && !unicode.Is(unicode.Katakana, r) ||
		unicode.Is(unicode.Devanagari, r) && !unicode.IsSpace(r) && !unicode.IsPunct(r)
}

// linesWith counts the lines of s that hold w.
func linesWith(s, w string) int {
	k := 0
	for len(s) > 0 {
		i := indexSubstr(s, w)
		if i < 0 {
			break
		}
		k++
		nl := indexByte(s[i:], '\n')
		if nl < 0 {
			break
		}
		s = s[i+nl+1:]
	}
	return k
}

var (
	countWords       []string
	approxAfterWords []string
	fallWords        []string
)

// derivedFormsLists holds the phrases of the word lists declared above (see barList).
var derivedFormsLists = [...]barList{
	// countWords are CJK classifiers a count of things takes: 两只 (stocks),
	// 三家 (companies), 两个, 二つ, 3社.
	{&countWords, "只|个|個|家|支|位|台|款|つ|社|銘柄"},
	// approxAfterWords mark the number before them as approximate: "40秒前後",
	// "30分ほど", "20分钟左右", "40 seconds or so".
	{&approxAfterWords, "前後|ほど|くらい|ぐらい|程度|左右|上下|or so|-ish|o así|más o menos|के आसपास|के क़रीब|के करीब"},
	// fallWords say a value went down, so that a reply gives its magnitude
	// alone: "0.42% नीचे" of change_pct -0.42, "跌 3.1%", "0.4%ダウン".
	// negWordNear's list holds most; these are the ones it lacks.
	{&fallWords, "नीचे|跌|ダウン|値下がり"},
}

var _ = splitBars(derivedFormsLists[:])

// callsCounted reports a small count with a classifier ("两只走势正好相反",
// "三家都涨了") equal to the number of successful calls of one tool: the
// reply speaking of the things it looked up one call each, the two stocks
// of two price look-ups.
func (c *check) callsCounted(n *num, calls []int) bool {
	if n.dec != 0 || n.percent || n.vals[0] < 2 || n.vals[0] > 12 {
		return false
	}
	after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+8)], " ")
	if !hasPrefixAny(after, countWords) {
		return false
	}
	v := int(n.vals[0])
	for _, ci := range calls {
		k := 0
		for _, cj := range calls {
			if c.calls[cj].Tool == c.calls[ci].Tool {
				k++
			}
		}
		if k == v {
			return true
		}
	}
	return false
}

// approxAfter reports a number marked as approximate by a word after it
// (and its unit), within 10% of a result value: the rounding approxIn
// accepts with the marker before the number, as Japanese and Chinese
// write it after.
func (c *check) approxAfter(n *num, calls []int) bool {
	after := c.folded[n.end:min(len(c.folded), n.end+24)]
	found := false
	for _, w := range approxAfterWords {
		if i := indexSubstr(after, w); i >= 0 && i <= 12 && !hasAnyRune(after[:i], "0123456789,;。、，") {
			found = true
			break
		}
	}
	if !found {
		return false
	}
	v := n.vals[0]
	for _, ci := range calls {
		for i := range c.calls[ci].nums {
			r := &c.calls[ci].nums[i]
			if r.glued || r.inDate || len(r.vals) == 0 || r.percent != n.percent {
				continue
			}
			if x := r.vals[0]; x != 0 && absFloat(v-x) <= 0.1*absFloat(x) && !hedgedEdit(n, r) {
				return true
			}
		}
	}
	return false
}

// hedgedEdit reports whether the hedged n is the result value r, rounded
// to n's decimals, with one digit changed or two neighbours swapped: no
// coarser rounding but a misread, as hedgedMisread reads it with the
// hedge before the value ("水温26.8℃前後" of 25.8). A whole number
// ending in 0 or 5 is a rounding to tens or fives, and a percentage is
// most often worked out (see values_hedged_misread.go).
func hedgedEdit(n, r *num) bool {
	if n.dec < 0 || n.percent || r.dec < n.dec || len(n.vals) != 1 || n.digits == "" || r.neg != n.neg {
		return false
	}
	if last := n.digits[len(n.digits)-1]; n.dec == 0 && (last == '0' || last == '5') {
		return false
	}
	var xbuf, ybuf [32]byte
	xs := strconv.AppendInt(xbuf[:0], int64(roundFloat(n.vals[0]*pow10(n.dec))), 10)
	ys := strconv.AppendInt(ybuf[:0], int64(roundFloat(r.vals[0]*pow10(n.dec))), 10)
	return len(xs) >= 2 && len(ys) == len(xs) && editOne(xs, ys)
}

// repeatCount reports a whole number that a result writes as a repeat
// count glued to an x ("(x27 over 98m)" in kubectl's events, "×3"):
// "27 failed attempts" restates it. The glued token is skipped as an
// identifier part elsewhere; here the x says what it is.
func (c *check) repeatCount(n *num, calls []int) bool {
	if n.dec != 0 || n.percent {
		return false
	}
	for _, ci := range calls {
		f := c.calls[ci].folded
		for i := range c.calls[ci].nums {
			r := &c.calls[ci].nums[i]
			if !r.glued || len(r.vals) == 0 || r.vals[0] != n.vals[0] || r.start < 2 {
				continue
			}
			if f[r.start-1] == 'x' && (f[r.start-2] == '(' || f[r.start-2] == ' ') || hasSuffix(f[:r.start], " ×") || hasSuffix(f[:r.start], "(×") {
				return true
			}
		}
	}
	return false
}

// signByWord reports the magnitude of a negative result value given with
// a word of falling beside it.
func (c *check) signByWord(n *num, calls []int) bool {
	if n.neg || !c.wordNear(n, 24, 16, fallWords) {
		return false
	}
	for _, ci := range calls {
		for i := range c.calls[ci].nums {
			r := &c.calls[ci].nums[i]
			if !r.neg || r.glued || r.inDate || len(r.vals) == 0 {
				continue
			}
			if nearAny(n, r.vals[0]) {
				return true
			}
		}
	}
	return false
}

// convertedReading is converted for a figure the reply wrote earlier on
// its line in a language whose thousands separator is a dot: "6.961 m
// (unos 22.838 pies)" reads 6961 m, which converted, asking the plainest
// reading only, misses. The earlier figure must carry the unit converted
// from, a bare "m" counting as metres when the unit converted to is a
// length.
func (c *check) convertedReading(n *num) bool {
	if n.index == 0 || len(n.vals) < 2 && n.dec == 0 {
		return false
	}
	after := c.unitTextAfter(n)
	ls, _ := c.lineAround(n.start, n.end)
	for i := range conversions {
		cv := &conversions[i]
		if !cv.opensWithTarget(after) {
			continue
		}
		for j := n.index - 1; j >= 0 && j >= n.index-6 && c.nums[j].start >= ls; j-- {
			r := &c.nums[j]
			if r.inDate || len(r.vals) < 2 || c.alreadyFound(FactMismatch, r.span) {
				continue
			}
			unit := unitNear(c.folded, r.span, cv.from)
			if !unit && slices.Contains(cv.from, "meter") {
				rest := strings.TrimLeft(replaceAll(c.folded[r.end:min(len(c.folded), r.end+4)], "**", ""), " ")
				unit = hasPrefix(rest, "m") && (len(rest) == 1 || !isLetterByte(rest[1]))
			}
			if !unit {
				continue
			}
			for _, x := range r.vals[1:] {
				y := (x - cv.offset) * cv.factor
				tol := 0.5*pow10(-n.dec) + 0.01*absFloat(y)
				for _, v := range n.vals {
					if absFloat(v-y) <= tol {
						return true
					}
				}
			}
		}
	}
	return false
}
