package verify

// Values the reply works out from the results rather than reads: sums,
// differences, means, rates, shares, unit conversions, rounding and
// amounts in minor units. Such a value is the reply's arithmetic, not a
// misread value, when the results' own figures yield it.

import (
	"math"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// derived reports whether a number can be computed from the calls'
// results: a sum, difference, product, ratio or average of two of their
// numbers, the total or average of all, or a °F/°C conversion.
func (c *check) derived(n num, calls []int) bool {
	d := c.derivedSet(&n, calls)
	anyNeg := d.anyNeg
	// The reply's sign: its own minus, or a word of falling or debt that
	// lets it give the magnitude alone ("down 1,200", "overdrawn by 342").
	unsigned := anyNeg && !n.neg && c.negWordNear(&n)
	ok := func(x float64) bool {
		if unsigned {
			x = math.Abs(x)
		}
		if n.neg {
			x = -x // near and its rounding are symmetric in sign
		}
		return nearAny(&n, x)
	}
	if n.percent {
		// A result that states percentages (df's Use%) is quoted, not
		// recomputed: 590G of 1000G free is not "59% usage". Its
		// complement is the one sum worth doing: 51% used is 49% free.
		stated := false
		for _, ci := range calls {
			for _, r := range c.calls[ci].nums {
				if r.percent && len(r.vals) > 0 {
					if ok(100-r.vals[0]) && c.freeWordNear(&n) {
						return true
					}
					stated = true
				}
			}
		}
		for _, ci := range calls {
			stated = stated || c.calls[ci].pctFields()
		}
		if stated {
			return false
		}
	}
	after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+5)], " ")
	degrees := hasPrefix(after, "°") || hasPrefix(after, "℃") || hasPrefix(after, "℉") || hasPrefix(after, "度") || hasPrefix(after, "deg")
	// Convert only from a scale the result uses: humidity 18 is no
	// -7.8 °C.
	fahrenheit, celsius := false, false
	if degrees {
		for _, ci := range calls {
			f := c.calls[ci].folded
			fahrenheit = fahrenheit || hasSubstr(f, "°f") || hasSubstr(f, "℉") || hasSubstr(f, "fahrenheit") || hasSubstr(f, "_f")
			celsius = celsius || hasSubstr(f, "°c") || hasSubstr(f, "℃") || hasSubstr(f, "celsius") || hasSubstr(f, "_c")
		}
	}
	// The result's own count is a value of it: "your 3 open invoices".
	if n.dec == 0 && !n.percent {
		for _, ci := range calls {
			if cn := c.calls[ci].Count; cn != nil && ok(float64(*cn)) {
				return true
			}
		}
	}
	// Converted temperatures, and sums, differences, products and ratios
	// of two values, the user's among them (see derivedSet). Without a %
	// sign the value is no percentage: ratios ×100 and percent changes
	// would explain almost any number; with one it is a ratio or a change
	// of two values, never their sum: 8G free + 85% is not 93%.
	if degrees && !n.percent {
		for _, a := range d.vals {
			if fahrenheit && ok((a-32)*5/9) || celsius && ok(a*9/5+32) {
				return true
			}
		}
	}
	if d.pairHolds(&n, unsigned, ok) {
		return true
	}
	if d.nres > 0 && !n.percent && (ok(d.total) || ok(d.total/float64(d.nres))) {
		return true
	}
	// Sums and means of one JSON field over a list ("high_c" of three
	// days): the mean of two unrelated values is no value of anything.
	for _, ci := range calls {
		for _, g := range c.calls[ci].fieldGroups() {
			if !n.percent && (ok(g.sum) || ok(g.sum/float64(g.n))) {
				return true
			}
		}
	}
	// Totals of one column of a table or list ("1,684 orders" over the
	// orders column of five rows), their means, and each value's share of
	// its column's total ("repo-a holds 70%").
	for _, ci := range calls {
		for _, col := range c.calls[ci].columns() {
			if col.n < 2 {
				continue
			}
			if n.percent {
				for _, a := range col.vals {
					if col.sum != 0 && ok(a/col.sum*100) {
						return true
					}
				}
				continue
			}
			if ok(col.sum) || ok(col.sum/float64(col.n)) {
				return true
			}
		}
	}
	return false
}

// scaledMean reports whether a duration in milliseconds is the mean or
// total of a result column written in seconds (curl's time_total).
func (c *check) scaledMean(n *num, calls []int) bool {
	after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+6)], " ")
	if !hasPrefix(after, "ms") && !hasPrefix(after, "ミリ秒") && !hasPrefix(after, "毫秒") || len(n.vals) == 0 {
		return false
	}
	for _, ci := range calls {
		for _, col := range c.calls[ci].columns() {
			for _, x := range []float64{col.sum * 1000, col.sum / float64(col.n) * 1000} {
				for _, v := range n.vals {
					if near(v, n.dec, x) || absFloat(v-x) < 1 {
						return true
					}
				}
			}
		}
	}
	return false
}

// replyDerived reports whether a number of three or more digits is the
// sum, difference, product or ratio of two numbers the reply stated before
// it: a profit after the buy and sell values of a table, a total under a
// column. The inputs are held to the results on their own.
func (c *check) replyDerived(n *num) bool {
	if len(n.vals) == 0 {
		return false
	}
	// Small numbers only from the figures of their own line ("4.2% →
	// 3.5%, down 0.7 points"): across a reply two small numbers add up
	// to almost anything small.
	// A number with a thousands reading ("12.501 €") is small only if
	// every reading is.
	small := math.Abs(n.vals[len(n.vals)-1]) < 100 && math.Abs(n.vals[0]) < 100 && !n.percent
	lineStart, lineEnd := c.lineAround(n.start, n.end)
	// The lists live on the stack: replyDerived runs for most numbers of
	// a reply, and growing them on the heap was most of a check's garbage.
	var prevArr [26]float64
	prev := prevArr[:0]
	sameLine := 0 // prev[:sameLine] are on n's line
	for k := n.index - 1; k >= 0 && len(prev) < 24; k-- {
		r := &c.nums[k]
		if small && r.start < lineStart {
			break
		}
		if r.glued || r.inDate || len(r.vals) == 0 || c.inCitation(r.span) {
			continue
		}
		prev = append(prev, r.vals[0])
		// "12.000 €" reads as 12 and as 12000: the thousands reading
		// takes part too, as a Spanish reply means it.
		if len(r.vals) > 1 && r.vals[1] != r.vals[0] && len(prev) < 24 {
			prev = append(prev, r.vals[1])
		}
		if r.start >= lineStart {
			sameLine = len(prev)
		}
	}
	// And the figures later on its line: "429 € a night for the 3 nights".
	var laterArr [16]float64
	later := laterArr[:0]
	for k := n.index + 1; k < len(c.nums) && k <= n.index+4 && c.nums[k].start < lineEnd; k++ {
		// Only small counts ("for the 3 nights"): a later figure that
		// was itself worked out from this one would vouch for it. A
		// figure a result holds later in the sentence ("441 kg, 29 kg
		// under the 470 kg minimum") was read as an operand too, for one
		// clean reply of the corpus, and taken back: it made a slipped
		// value of an unread set "derived" by coincidence.
		if r := &c.nums[k]; !r.glued && !r.inDate && len(r.vals) > 0 && r.dec == 0 && r.vals[0] <= 31 {
			later = append(later, r.vals[0])
		}
	}
	// The request's figures (a budget, a head count) are compared with
	// the line's: "€738 … (€38 over)" against "I'm on a €700 budget".
	for i := range c.reqNums {
		if r := &c.reqNums[i]; !r.glued && !r.inDate && !r.percent && len(r.vals) > 0 && len(later) < 8 {
			later = append(later, r.vals[len(r.vals)-1])
		}
	}
	var allArr [48]float64
	prev = append(append(append(allArr[:0], later...), prev[:sameLine]...), prev[sameLine:]...)
	sameLine += len(later)
	if !n.percent {
		return pairsNear(n, prev)
	}
	for i, a := range prev {
		for j, b := range prev[i+1:] {
			// "190G of 300G … about 63%" anywhere; "4.2% → 3.5%, down
			// 0.7 points (a 17% improvement)" within a line.
			line := i+1+j < sameLine
			for _, v := range n.vals {
				if b != 0 && near(v, n.dec, a/b*100) || a != 0 && near(v, n.dec, b/a*100) {
					return true
				}
				if line && (near(v, n.dec, math.Abs(a-b)) || a != 0 && near(v, n.dec, math.Abs(a-b)/a*100) || b != 0 && near(v, n.dec, math.Abs(a-b)/b*100)) {
					return true
				}
			}
		}
	}
	return false
}

// pairsNear reports whether nearAny(n, x) holds for a+b, a-b, b-a, a*b,
// a/b or b/a of two of vals (at distinct indexes). From searchMin values
// it finds the pairs by pairSearch, as derived does across calls: a long
// reply asks this of most of its numbers over up to 48 figures before
// them, and trying every pair six ways was a tenth of a check.
func pairsNear(n *num, vals []float64) bool {
	if len(vals) < searchMin || len(n.vals) > 8 || !searchableVals(vals) {
		return pairsNearScan(n, vals)
	}
	// nearAny(n, x) holds only for x within reach of a reading: see
	// pairHolds.
	var lo, hi [8]float64
	for t, v := range n.vals {
		if math.IsInf(v, 0) || math.IsNaN(v) {
			return pairsNearScan(n, vals)
		}
		reach := 0.5/pow10(n.dec) + 1e-6*absFloat(v) + 1e-9
		lo[t], hi[t] = v-reach, v+reach
	}
	var byArr [48]valAt
	return pairSearch(vals, sortVals(byArr[:0], vals), lo[:len(n.vals)], hi[:len(n.vals)], func(x float64) bool { return nearAny(n, x) })
}

// pairArith fills xs with what derived computes of two plain values, in
// its order (sum, both differences, product, both quotients where the
// divisor is not 0), and returns how many it filled. pairsNearScan and
// derivedSet.pairValues share it so that each gives the very floats the
// other compares.
//
// It stays a call for the release binary's size (size20).
//
//go:noinline
func pairArith(xs *[6]float64, a, b float64) int {
	xs[0], xs[1], xs[2], xs[3] = a+b, a-b, b-a, a*b
	k := 4
	if b != 0 {
		xs[k] = a / b
		k++
	}
	if a != 0 {
		xs[k] = b / a
		k++
	}
	return k
}

// pairsNearScan is pairsNear trying every pair.
func pairsNearScan(n *num, vals []float64) bool {
	for i, a := range vals {
		for _, b := range vals[i+1:] {
			var xs [6]float64
			m := pairArith(&xs, a, b)
			for _, x := range xs[:m] {
				if nearAny(n, x) {
					return true
				}
			}
		}
	}
	return false
}

// debitList reports whether a call's result lists money amounts that are
// all negative (a bank or card statement prints debits as -24.50,
// -146.00): a reply that names one of them gives its magnitude ("the
// £146.00 dinner"), as any person reads a statement. Only amounts with two
// decimals count, and no positive amount may sit beside them, so a
// temperature of -3 or a change of -5% is still read with its sign.
func (ci *callInfo) debitList() bool {
	if ci.debits == 0 {
		ci.debits = 2
		neg := 0
		for i := range ci.nums {
			r := &ci.nums[i]
			if r.glued || r.inDate || len(r.vals) == 0 || r.dec != 2 || clockPart(ci.folded, r.span) {
				continue
			}
			if !r.neg {
				return false
			}
			neg++
		}
		if neg >= 2 {
			ci.debits = 1
		}
	}
	return ci.debits == 1
}

// workedOut reports whether n is the result the reply writes after "="
// of an expression on its own line over the numbers before it: "2 × 64 +
// 2 × 43 = CHF 214" shows its working, and the figure is the reply's
// arithmetic, checked here by evaluating it (× and / before + and -).
func (c *check) workedOut(n *num) bool {
	if n.index == 0 || len(n.vals) == 0 {
		return false
	}
	before := c.folded[max(0, n.start-12):n.start]
	eq := max(lastIndexByte(before, '='), strings.LastIndex(before, "＝")) // full width in Chinese and Japanese
	if eq < 0 || hasAnyRune(before[eq:], "\n") {
		return false
	}
	eqPos := max(0, n.start-12) + eq
	// Operands right to left, up to the line start or a gap with no
	// operator.
	var vals [12][]float64
	var ops [12]byte
	k, two := 0, 0
	j := n.index - 1
	for ; j >= 0 && k < len(vals); j-- {
		r := &c.nums[j]
		if r.end > eqPos || len(r.vals) == 0 || r.inDate || r.glued {
			break
		}
		if k > 0 {
			// The gap between this operand and the one after it.
			op := opBetween(c.folded[r.end:c.nums[j+1].start])
			if op == 0 {
				break
			}
			ops[k-1] = op
		} else if strings.TrimSpace(replaceAll(c.folded[r.end:eqPos], "**", "")) != "" && len(c.folded[r.end:eqPos]) > 8 {
			break
		}
		vals[k] = r.vals
		if len(r.vals) > 1 {
			two |= 1 << k
		}
		k++
	}
	if k < 2 {
		return false
	}
	// An operand like 1,000 or 1.000 is read both ways (a thousand, or
	// one with three decimals): each choice of readings is tried, the
	// bits of pick choosing the second reading. vals[k-1] op[k-2] ...
	// op[0] vals[0], written left to right.
	for pick := two; ; pick = (pick - 1) & two {
		at := func(i int) float64 { return vals[i][min(pick>>i&1, len(vals[i])-1)] }
		sum, term, ok := 0.0, at(k-1), true
		for i := k - 2; i >= 0; i-- {
			switch ops[i] {
			case '*':
				term *= at(i)
			case '/':
				ok = ok && at(i) != 0
				term /= at(i)
			case '+':
				sum, term = sum+term, at(i)
			case '-':
				sum, term = sum+term, -at(i)
			}
		}
		if ok && nearAny(n, sum+term) {
			return true
		}
		if pick == 0 {
			return false
		}
	}
}

// percentOf reports whether n is a percentage written on its line taken
// of, added to or taken off a figure just before it or a figure of the
// request: "+ 1.5% bank fee | €44.79" under "€2,985.78", "10% off 80 is
// 72". A fee, a tip or a discount is the reply's arithmetic on a rate the
// user or the reply states, not a value of the result.
func (c *check) percentOf(n *num) bool {
	if len(n.vals) == 0 || n.percent {
		return false
	}
	ls, _ := c.lineAround(n.start, n.end)
	var pcts [4]float64
	k := 0
	for j := n.index - 1; j >= 0 && j >= n.index-8 && c.nums[j].start >= ls && k < len(pcts); j-- {
		if r := &c.nums[j]; r.percent && len(r.vals) > 0 {
			pcts[k] = r.vals[0]
			k++
		}
	}
	if k == 0 {
		return c.percentOfEarlier(n, ls)
	}
	// ok is declared apart from its value so that it stays one
	// function, not a copy inlined at each call (binary size).
	var ok func(b float64) bool
	ok = func(b float64) bool {
		for _, p := range pcts[:k] {
			for _, x := range [3]float64{b * p / 100, b * (1 + p/100), b * (1 - p/100)} {
				if nearAny(n, x) {
					return true
				}
			}
		}
		return false
	}
	for j := n.index - 1; j >= 0 && j >= n.index-24; j-- {
		if r := &c.nums[j]; !r.percent && !r.inDate && !r.glued && len(r.vals) > 0 && (ok(r.vals[len(r.vals)-1]) || len(r.vals) > 1 && ok(r.vals[0])) {
			return true // either reading of "612,480"
		}
	}
	for i := range c.reqNums {
		if r := &c.reqNums[i]; !r.percent && !r.inDate && !r.glued && len(r.vals) > 0 && ok(r.vals[len(r.vals)-1]) {
			return true
		}
	}
	return c.percentOfEarlier(n, ls)
}

// percentOfEarlier reports whether n, on a line starting at ls, is a
// percentage the reply stated on an earlier line (one of the four nearest,
// among its 64 numbers before the line) taken of a figure of n's own line
// before it or of the request: "at least 85%" and then "for 14,000
// litres: at least 11,900 L". Only the share itself is read, not a rise
// or a fall by it, as the percentage is not beside the figure.
func (c *check) percentOfEarlier(n *num, ls int) bool {
	var pcts [4]float64
	k := 0
	for j := n.index - 1; j >= 0 && j >= n.index-64 && k < len(pcts); j-- {
		if r := &c.nums[j]; r.start < ls && r.percent && len(r.vals) > 0 && r.vals[0] > 0 && r.vals[0] < 100 {
			pcts[k] = r.vals[0]
			k++
		}
	}
	for _, p := range pcts[:k] {
		for j := n.index - 1; j >= 0 && j >= n.index-24 && c.nums[j].start >= ls; j-- {
			if r := &c.nums[j]; !r.percent && !r.inDate && !r.glued && len(r.vals) > 0 && nearAny(n, r.vals[len(r.vals)-1]*p/100) {
				return true
			}
		}
		for i := range c.reqNums {
			if r := &c.reqNums[i]; !r.percent && !r.inDate && !r.glued && len(r.vals) > 0 && nearAny(n, r.vals[len(r.vals)-1]*p/100) {
				return true
			}
		}
	}
	return false
}

// roundedSum reports whether n, marked as approximate ("≈ €3,030.56"),
// is the sum or difference of two figures the reply gave just before it,
// off by the rounding of those figures (one unit in the last decimal).
func (c *check) roundedSum(n *num) bool {
	if len(n.vals) == 0 || n.dec == 0 {
		return false
	}
	before := strings.TrimRight(replaceAll(c.folded[max(0, n.start-16):n.start], "**", ""), " €$£¥₹")
	approx := false
	for _, m := range approxMarkers {
		approx = approx || hasSuffix(before, m)
	}
	if !approx {
		return false
	}
	tol := 1.5 * pow10(-n.dec)
	lo := max(0, n.index-8)
	for a := lo; a < n.index; a++ {
		for b := a + 1; b < n.index; b++ {
			x, y := &c.nums[a], &c.nums[b]
			if len(x.vals) == 0 || len(y.vals) == 0 || x.inDate || y.inDate {
				continue
			}
			p, q := x.vals[len(x.vals)-1], y.vals[len(y.vals)-1]
			for _, s := range [3]float64{p + q, p - q, q - p} {
				if absFloat(n.vals[len(n.vals)-1]-s) <= tol {
					return true
				}
			}
		}
	}
	return false
}

var (
	pctKeys          []string
	statusWords      []string
	meanWords        []string
	yearWords        []string
	totalRowList1    []string
	pctAbove         []string
	pctAboveAfter    []string
	pctBelow         []string
	pctBelowAfter    []string
	totalWords       []string
	sumWords         []string
	moneyMarkedList1 []string
	minorUnitKeys    []string
	pointUnits       []string
	headerWords      []string
	coreWords        []string
	freeWords        []string
	medianWords      []string
	perPeriodWords   []string
	perPeriodBefore  []string
)

// derivedLists holds the phrases of the word lists declared above (see barList).
var derivedLists = [...]barList{
	// pctKeys are words of a field name that holds a percentage as a bare
	// number: {"precip_prob": 40}, {"humidity": 84}, {"change_pct": 3.1}.
	{&pctKeys, "pct|percent|prob|humidity|chance"},
	// statusWords follow the counts of a test run's summary.
	{&statusWords, "passing|passed|pending|failing|failed|skipped|todo|errors|error"},
	// meanWords say a figure is an average: "CPU 平均使用率是 65%";
	// "weighted" and its kin name a weighted mean ("按枝数加权：1.59").
	{&meanWords, "average|mean|avg|promedio|media|平均|均值|औसत|weighted|ponderad|加权|भारित"},
	// yearWords mark a figure as yearly: "一年就是 24,000 元", "al año".
	{&yearWords, "a year|per year|/year|annual|yearly|al año|anual|por año|一年|每年|年间|全年|年間|1年|सालाना|प्रति वर्ष|साल"},
	// The lists of totalRow, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&totalRowList1, "total|suma|合计|总计|合計|总和|कुल|योग"},
	// Bounds before or after a percentage: "algo más del 60 %", "over 60%",
	// "不到一半", "60%以上", "almost 40%".
	{&pctAbove, "more than|over|above|más del|más de|mas del|superior al|超过|多于|高于|से अधिक|से ज़्यादा|से ज्यादा"},
	{&pctAboveAfter, "以上|超|से अधिक|से ज़्यादा|से ज्यादा"},
	{&pctBelow, "less than|under|almost|nearly|just below|menos del|menos de|casi|不到|低于|接近|近|से कम|लगभग"},
	{&pctBelowAfter, "未満|弱|近く|से कम"},
	// totalWords label a table's total row.
	{&totalWords, "total|suma|合计|总计|合計|总和|कुल|योग"},
	// sumWords say a figure adds up several: "all four together", "in total".
	{&sumWords, "together|in total|combined|in all|altogether|overall|en total|en conjunto|juntos|juntas|" +
		"合计|总共|一共|加起来|合計|全体で|合わせて|कुल|मिलाकर"},
	// The lists of moneyMarked, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&moneyMarkedList1, "usd|eur|gbp|jpy|inr|cad|aud|mxn"},
	// minorUnitKeys name a result field that holds money in minor units (cents)
	// as payment APIs do: "amount":4900 with "currency":"usd" is $49.00.
	{&minorUnitKeys, "amount|cents|price|total|fee|balance|unit_amount|subtotal|tax"},
	// pointUnits say a number is a difference of two percentages.
	{&pointUnits, "percentage point|percent point|points|point|pp|pts|puntos porcentuales|puntos|" +
		"个百分点|個百分点|百分点|ポイント|प्रतिशत अंक|प्रतिशत-अंक"},
	// headerWords name a file's or table's header line.
	{&headerWords, "header|cabecera|encabezado|表头|标题行|表頭|ヘッダ|見出し行|हेडर"},
	// coreWords name CPU cores after a figure: "2.48 核", "2.5 cores".
	{&coreWords, "核|core|vcpu|cpu|núcleo|コア|कोर"},
	// freeWords name the rest of a whole: the free part of a disk whose used
	// share a result states.
	{&freeWords, "free|available|left|remaining|unused|libre|disponible|restante|空き|残り|" +
		"剩余|可用|空闲|खाली|बाकी|बचा|उपलब्ध"},
	// medianWords say a figure is a median.
	{&medianWords, "median|mediana|中位数|中位數|中央値|माध्यिका|मीडियन"},
	// perPeriodWords mark a figure as a rate per day, week, month or year
	// when they follow it ("$30.02/day", "42 元每天", "1,200 रुपये प्रति दिन");
	// perPeriodBefore when they lead it ("每天约 42 元", "1日あたり約300円").
	{&perPeriodWords, "/day|per day|a day|/week|per week|a week|/month|per month|a month|/mo|" +
		"al día|por día|diario|a la semana|por semana|al mes|por mes|" +
		"每天|每日|一天|每周|每月|日あたり|週あたり|月あたり|" +
		"प्रति दिन|रोज़|रोज|प्रति सप्ताह|प्रति माह|हर महीने"},
	{&perPeriodBefore, "每天|每日|每周|每月|日あたり|1日|一日|週あたり|月あたり|प्रति दिन|रोज़ाना|हर दिन"},
}

var _ = splitBars(derivedLists[:])

// pctFields reports whether a call's result names fields that hold
// percentages. Such a result states its percentages as it states them
// with a % sign, so a reply's percentage is read from it, not worked out
// as a ratio of two of its numbers (60% is not 21/35 of a forecast).
func (ci *callInfo) pctFields() bool {
	if ci.pcts == 0 {
		ci.pcts = 2
		for _, k := range pctKeys {
			if hasSubstr(ci.folded, k) {
				ci.pcts = 1
				break
			}
		}
	}
	return ci.pcts == 1
}

// A conversion turns a value in one unit into another: the reply writes
// the converted value followed by a word of the target unit.
type conversion struct {
	to     []string // words of the target unit, after the reply's value
	from   []string // words of the source unit, beside the value converted
	factor float64
	offset float64 // subtracted before the factor (°F → °C)
}

var conversions = []conversion{
	{[]string{"mile", "mi ", "mi)", "milla", "英里", "マイル", "मील"}, []string{"km", "kilómetro", "kilometer", "kilometre", "公里", "キロ", "किमी", "किलोमीटर"}, 0.621371, 0},
	{[]string{"km", "kilómetro", "公里", "千米", "キロメートル", "किमी", "किलोमीटर"}, []string{"mile", "mi", "milla", "英里", "マイル", "मील"}, 1.609344, 0},
	{[]string{"kg", "kilo", "公斤", "千克", "キロ", "किलो"}, []string{"lb", "pound", "libra", "磅", "ポンド", "पाउंड"}, 0.453592, 0},
	{[]string{"lb", "pound", "libra", "磅", "ポンド", "पाउंड"}, []string{"kg", "kilo", "公斤", "千克", "キロ", "किलो"}, 2.204623, 0},
	{[]string{"°c", "℃", "摄氏", "grados c", "डिग्री सेल्सियस"}, []string{"_f", "°f", "℉", "fahrenheit", "华氏", "華氏"}, 5.0 / 9, 32},
	{[]string{"°f", "℉", "fahrenheit", "华氏"}, []string{"_c", "°c", "℃", "celsius", "摄氏"}, 9.0 / 5, -160.0 / 9},
	{[]string{"cm", "厘米", "センチ"}, []string{"inch", "_in", "英寸", "インチ", "इंच"}, 2.54, 0},
	// Rain and snow in millimetres restated in inches ("4.2 mm" → "0.17 in").
	{[]string{"in ", "in.", "in)", "inch", "pulgada", "英寸", "インチ", "इंच"}, []string{"mm", "毫米", "ミリ", "मिमी"}, 1 / 25.4, 0},
	{[]string{"ft", "feet", "foot", "pies", "英尺", "フィート", "फ़ुट", "फुट"}, []string{"meter", "metre", "metro", "_m", "米", "メートル", "मीटर"}, 3.28084, 0},
	{[]string{"l ", "l)", "litro", "liter", "litre", "升", "リットル", "लीटर"}, []string{"gal"}, 3.785412, 0},
	// Speeds: wind and travel speeds restated for a reader used to the
	// other unit ("12 km/h (unas 7,5 mph)", "秒速 8m → 約 29km/h"). Metres
	// per second only by names that say speed: "_ms" alone is milliseconds.
	{[]string{"mph", "millas por hora", "英里/小时", "マイル毎時"}, []string{"km/h", "kmh", "kph", "公里/小时", "キロ毎時"}, 0.621371, 0},
	{[]string{"km/h", "kmh", "kph", "公里/小时", "公里每小时", "キロ毎時", "किमी/घंटा"}, []string{"mph"}, 1.609344, 0},
	{[]string{"km/h", "kmh", "kph", "公里/小时", "公里每小时", "キロ毎時", "किमी/घंटा"}, []string{"m/s", "wind_ms", "speed_ms", "mps", "米/秒", "秒速"}, 3.6, 0},
	{[]string{"m/s", "米/秒", "मी/से"}, []string{"km/h", "kmh", "kph", "公里/小时"}, 1 / 3.6, 0},
	// A span of seconds restated in minutes ("2,121 seconds, about 35
	// minutes", "1830 秒，约 31 分钟").
	{[]string{"minute", "mins", "min ", "min)", "minuto", "分钟", "分間", "मिनट"}, []string{"second", "secs", "sec ", "duration_s", "segundo", "秒", "सेकंड"}, 1.0 / 60, 0},
}

// convConstants are the factors of the common unit conversions, which a
// reply states to show its working ("1 磅 ≈ 0.4536 公斤"): general
// knowledge, not values of a result.
var convConstants = []float64{0.453592, 2.204623, 1.609344, 0.621371, 2.54, 0.3048, 3.28084, 3.785412, 0.264172, 28.349523, 0.393701}

// converted reports whether n, followed by a word of a unit, is a result
// value (or a value the reply gave on the same line) converted into that
// unit by a standard factor and rounded: "92.4 km (about 57 miles)",
// "6.6 LBS" → "约 3.0 公斤". It also accepts the conversion factor itself.
func (c *check) converted(n *num, calls []int) bool {
	if len(n.vals) == 0 {
		return false
	}
	if n.dec >= 2 {
		for _, f := range convConstants {
			for _, v := range n.vals {
				if near(v, n.dec, f) {
					return true
				}
			}
		}
	}
	after := c.unitTextAfter(n)
	// match is declared apart from its value so that it stays one
	// function, not a copy inlined at each call (binary size).
	var match func(cv *conversion, x float64) bool
	match = func(cv *conversion, x float64) bool {
		y := (x - cv.offset) * cv.factor
		tol := 0.5*pow10(-n.dec) + 0.01*absFloat(y)
		for _, v := range n.vals {
			if n.neg {
				v = -v
			}
			if absFloat(v-y) <= tol {
				return true
			}
		}
		return false
	}
	for i := range conversions {
		cv := &conversions[i]
		if !cv.opensWithTarget(after) {
			continue
		}
		for _, ci := range calls {
			for j := range c.calls[ci].nums {
				r := &c.calls[ci].nums[j]
				if r.inDate || len(r.vals) == 0 {
					continue
				}
				x := r.vals[0]
				if r.neg {
					x = -x
				}
				if match(cv, x) && unitNear(c.calls[ci].folded, r.span, cv.from) {
					return true
				}
			}
		}
		ls, _ := c.lineAround(n.start, n.end)
		for j := n.index - 1; j >= 0 && j >= n.index-6 && c.nums[j].start >= ls; j-- {
			if r := &c.nums[j]; !r.inDate && len(r.vals) > 0 && match(cv, r.vals[0]) && unitNear(c.folded, r.span, cv.from) {
				return true
			}
		}
	}
	return false
}

// approxOf reports whether n, marked as approximate ("(लगभग ₹20,900)",
// "aproximadamente 5.089 €"), is within 1% of a figure the reply gave just
// before it, or of the product or quotient of two such figures: a rounded
// restatement of the reply's own arithmetic (an amount times a rate it
// quotes), which the reader sees beside it.
func (c *check) approxOf(n *num) bool {
	if len(n.vals) == 0 || n.index == 0 {
		return false
	}
	if !c.approxBefore(n) {
		return false
	}
	// ok is declared apart from its value so that it stays one
	// function, not a copy inlined at each call (binary size).
	var ok func(x float64) bool
	ok = func(x float64) bool {
		for _, v := range n.vals {
			if x != 0 && absFloat(v-x) <= 0.01*absFloat(x) {
				return true
			}
		}
		return false
	}
	lo := max(0, n.index-8)
	for a := lo; a < n.index; a++ {
		x := &c.nums[a]
		if len(x.vals) == 0 || x.inDate || x.percent {
			continue
		}
		p := x.vals[len(x.vals)-1]
		if ok(p) {
			return true
		}
		for b := a + 1; b < n.index; b++ {
			y := &c.nums[b]
			if len(y.vals) == 0 || y.inDate || y.percent {
				continue
			}
			q := y.vals[len(y.vals)-1]
			if ok(p*q) || q != 0 && ok(p/q) || p != 0 && ok(q/p) {
				return true
			}
		}
	}
	return false
}

// unitNear reports whether one of the unit words sits right around a
// value: in its field name ("high_f": 50, "distance_km": 92.4) or after
// it ("6.6 LBS"). A value converted must be in the unit converted from.
func unitNear(text string, sp span, units []string) bool {
	w := text[max(0, sp.start-14):min(len(text), sp.end+10)]
	for _, u := range units {
		if hasSubstr(w, u) {
			return true
		}
	}
	return false
}

// approxBefore reports whether n is marked as approximate by a word or
// sign right before it ("about", "~", "约", "लगभग"), past bold marks,
// an opening bracket and a currency sign.
func (c *check) approxBefore(n *num) bool {
	before := strings.TrimRight(replaceAll(c.folded[max(0, n.start-20):n.start], "**", ""), " €$£¥₹(")
	for _, m := range approxMarkers {
		if hasSuffix(before, m) {
			return true
		}
	}
	return false
}

// nearAny reports whether a reply number reads as x, to its own precision
// or, for a whole number, rounded.
func nearAny(n *num, x float64) bool {
	for _, v := range n.vals {
		if near(v, n.dec, x) || n.dec == 0 && math.Abs(v-x) < 0.5 {
			return true
		}
	}
	return false
}

// cnDigits are the Chinese numerals of a discount rate.
// cjkDigit returns the value of a CJK numeral from 一 to 十 (两 is 2), or
// 0: a string and a table rather than a map literal, whose entries would
// each be code in the release binary.
func cjkDigit(r rune) int {
	i := strings.IndexRune("一二两三四五六七八九十", r)
	if i < 0 {
		return 0
	}
	return int("\x01\x02\x02\x03\x04\x05\x06\x07\x08\x09\x0a"[i/3])
}

// discountRates returns the rates of Chinese discounts in text: 九折 is
// 90% of the price, 八五折 85%, 8.5折 85%, at most 4.
func discountRates(text string, out []float64) []float64 {
	for i := 0; len(out) < 4; {
		j := indexSubstr(text[i:], "折")
		if j < 0 {
			break
		}
		at := i + j
		i = at + len("折")
		// Up to two digits before 折, Chinese or ASCII ("8.5").
		var ds []int
		k := at
		if k > 0 && text[k-1] == ' ' {
			k-- // "9.5 折" as written with a space
		}
		for len(ds) < 2 && k > 0 {
			r, size := utf8.DecodeLastRuneInString(text[:k])
			if d := cjkDigit(r); d > 0 && d < 10 {
				ds = append([]int{d}, ds...)
			} else if r >= '1' && r <= '9' {
				ds = append([]int{int(r - '0')}, ds...)
			} else if r == '.' && len(ds) == 1 {
				// 8.5折
			} else {
				break
			}
			k -= size
		}
		switch len(ds) {
		case 1:
			out = append(out, float64(ds[0])/10)
		case 2:
			out = append(out, float64(ds[0]*10+ds[1])/100)
		}
	}
	return out
}

// discounted reports a price a Chinese discount of the results or the
// request gives: 298 元 at 九折 is 268.2.
func (c *check) discounted(n *num, calls []int) bool {
	// Asked of every number the values fail: whether the reply writes
	// 折 at all is found once per check, not by a scan of the reply per
	// number.
	if c.discountMark == 0 {
		c.discountMark = 2
		if hasSubstr(c.folded, "折") {
			c.discountMark = 1
		}
	}
	if c.discountMark != 1 {
		return false
	}
	var buf [8]float64
	rates := discountRates(c.request, buf[:0])
	for _, ci := range calls {
		rates = discountRates(c.calls[ci].folded, rates)
	}
	for _, rate := range rates {
		for _, ci := range calls {
			for _, r := range c.calls[ci].nums {
				if !r.glued && !r.inDate && len(r.vals) > 0 && nearAny(n, r.vals[0]*rate) {
					return true
				}
			}
		}
	}
	return false
}

// crossCallTotal reports a total, or a share of it, over calls that each
// returned one value: three `wc -l | tail -1` of 18432, 9876 and 2104 add
// up to 30,412, of which .tsx is about 32%.
func (c *check) crossCallTotal(n *num, calls []int) bool {
	var vals [16]float64
	k := 0
	total := 0.0
	for _, ci := range calls {
		if v, one := c.singleValue(ci); one && k < len(vals) {
			vals[k] = v
			k++
			total += v
		}
	}
	if k < 2 || total == 0 {
		return false
	}
	if !n.percent {
		return nearAny(n, total)
	}
	for _, v := range vals[:k] {
		if nearAny(n, v/total*100) {
			return true
		}
	}
	return false
}

// singleValue returns the one value of call ci's result when it has
// exactly one (no glued, date or clock-time number counted), worked out
// once per call: crossCallTotal asks it for every number the values fail,
// and a scan of the result's numbers each time made a long reply against
// a long result quadratic.
func (c *check) singleValue(ci int) (float64, bool) {
	call := &c.calls[ci]
	if call.oneValue == 0 {
		call.oneValue = 2
		one, v := 0, 0.0
		for _, r := range call.nums {
			if r.glued || r.inDate || len(r.vals) == 0 || clockPart(call.folded, r.span) {
				continue
			}
			if one++; one > 1 {
				break
			}
			v = r.vals[0]
		}
		if one == 1 {
			call.oneValue, call.oneValueOf = 1, v
		}
	}
	return call.oneValueOf, call.oneValue == 1
}

// statusSum reports the total of a test run's summary: "45 passing, 12
// pending, 3 failing" is 60 tests.
func (c *check) statusSum(n *num, calls []int) bool {
	if n.dec != 0 || n.percent {
		return false
	}
	for _, ci := range calls {
		sum, terms := c.calls[ci].statusTotal()
		if terms >= 2 && nearAny(n, sum) {
			return true
		}
	}
	return false
}

// statusTotal returns the sum of the first eight of the result's numbers
// that a status word follows ("12 passed, 3 failed") and how many there
// were, computed once per call: statusSum asks it for every number the
// results do not hold.
func (call *callInfo) statusTotal() (float64, int) {
	if call.statusDone {
		return call.statusSum, call.statusTerms
	}
	call.statusDone = true
	f := call.folded
	for _, r := range call.nums {
		if r.glued || r.inDate || len(r.vals) == 0 || call.statusTerms >= 8 {
			continue
		}
		after := strings.TrimLeft(f[r.end:min(len(f), r.end+10)], " ")
		if hasPrefixAny(after, statusWords) {
			call.statusSum += r.vals[0]
			call.statusTerms++
		}
	}
	return call.statusSum, call.statusTerms
}

// colAggregate reports whether n is the mean of a result column, when the
// reply calls it an average just before it, or the total of a column of
// sizes restated in a larger size unit ("6 logs … unos 244 MB" over six
// byte counts): figures the reply worked out from the result's own
// column, not values it misread.
func (c *check) colAggregate(n *num, calls []int) bool {
	if len(n.vals) == 0 {
		return false
	}
	ls, _ := c.lineAround(n.start, n.end)
	before := c.folded[max(ls, n.start-40):n.start]
	mean := false
	for _, w := range meanWords {
		mean = mean || hasSubstr(before, w)
	}
	unit := sizeUnit(c.folded, n.end)
	if unit > 0 && !byteUnit(c.folded[n.end:min(len(c.folded), n.end+5)]) {
		unit = 0 // "$822.6k" is thousands of dollars, not kilobytes
	}
	if !mean && unit == 0 {
		return false
	}
	// hit is declared apart from its value so that it stays one
	// function, not a copy inlined at each call (binary size).
	var hit func(x float64, loose bool) bool
	hit = func(x float64, loose bool) bool {
		for _, v := range n.vals {
			if near(v, n.dec, x) || n.dec == 0 && absFloat(v-x) < 0.5 || loose && x > 0 && absFloat(v-x) <= 0.01*x {
				return true
			}
		}
		return false
	}
	for _, ci := range calls {
		for _, col := range c.calls[ci].columns() {
			if col.n < 2 {
				continue
			}
			if mean && hit(col.sum/float64(col.n), false) {
				return true
			}
			if unit > 0 {
				for _, base := range [2]float64{1000, 1024} {
					if d := math.Pow(base, float64(unit)); col.sum >= d && hit(col.sum/d, true) {
						return true
					}
				}
			}
		}
	}
	return false
}

// yearly reports whether n, marked as yearly, is twelve times a monthly or
// fifty-two times a weekly figure the reply gave just before it on its
// line or sentence: "每月 2000 元，一年就是 24,000 元".
func (c *check) yearly(n *num) bool {
	if len(n.vals) == 0 || n.percent {
		return false
	}
	if !c.wordNear(n, 16, 16, yearWords) {
		return false
	}
	for k := n.index - 1; k >= 0 && k >= n.index-6 && n.start-c.nums[k].end < 200; k-- {
		r := &c.nums[k]
		if r.glued || r.inDate || r.percent || len(r.vals) == 0 {
			continue
		}
		for _, f := range [2]float64{12, 52} {
			for _, v := range n.vals {
				if near(v, n.dec, r.vals[len(r.vals)-1]*f) {
					return true
				}
			}
		}
	}
	return false
}

// totalRow reports whether n sits in a markdown table row labelled as a
// total ("| **合计** | **157,530.50** |", "| Total | 26 |") and is the sum
// of the figures in its column above: the reply's own column sum, whose
// terms are checked one by one.
func (c *check) totalRow(n *num) bool {
	if len(n.vals) == 0 {
		return false
	}
	ls, le := c.lineAround(n.start, n.end)
	row := c.folded[ls:le]
	if !hasPrefix(strings.TrimSpace(row), "|") {
		return false
	}
	label := row
	if i := indexByte(row[1:], '|'); i >= 0 {
		label = row[:i+1]
	}
	tot := false
	for _, w := range totalRowList1 {
		tot = tot || hasSubstr(label, w)
	}
	if !tot {
		return false
	}
	sum, terms := 0.0, 0
	c.walkColumn(n, ls, 0, false, func(r *num) (took, stop bool) {
		if r.glued || r.inDate || len(r.vals) == 0 {
			return false, false // not a figure of the column: read on
		}
		sum += r.vals[len(r.vals)-1]
		terms++
		return true, false
	})
	if terms < 2 {
		return false
	}
	for _, v := range n.vals {
		if near(v, n.dec, sum) || absFloat(v-sum) < 0.005 {
			return true
		}
	}
	return false
}

// byteUnit reports whether text opens with a unit of bytes: "mb", " gib".
func byteUnit(t string) bool {
	t = trimPrefix(t, " ")
	if t == "" || indexByte("kmgt", t[0]) < 0 {
		return false
	}
	t = trimPrefix(t[1:], "i")
	return hasPrefix(t, "b")
}

// boundedPct reports whether a percentage given as a bound ("más del
// 60 %") bounds, within five points, a ratio of two figures the reply gave
// before it: "23 commits de personas, con Marta (14) haciendo algo más
// del 60 %". A bound is not a reading, so it is not held to equality.
func (c *check) boundedPct(n *num) bool {
	if !n.percent || len(n.vals) == 0 {
		return false
	}
	before := strings.TrimRight(replaceAll(c.folded[max(0, n.start-16):n.start], "**", ""), " ")
	after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+16)], " %％")
	dir := 0
	for _, w := range pctAbove {
		if wordSuffix(before, w) {
			dir = 1
		}
	}
	for _, w := range pctAboveAfter {
		if hasPrefix(after, w) {
			dir = 1
		}
	}
	for _, w := range pctBelow {
		if wordSuffix(before, w) {
			dir = -1
		}
	}
	for _, w := range pctBelowAfter {
		if hasPrefix(after, w) {
			dir = -1
		}
	}
	if dir == 0 {
		return false
	}
	v := n.vals[0]
	var prev [12]float64
	k := 0
	for j := n.index - 1; j >= 0 && k < len(prev) && n.start-c.nums[j].end < 600; j-- {
		if r := &c.nums[j]; !r.glued && !r.inDate && !r.percent && len(r.vals) > 0 && r.vals[0] > 0 {
			prev[k] = r.vals[0]
			k++
		}
	}
	for a := 0; a < k; a++ {
		for b := 0; b < k; b++ {
			if prev[a] >= prev[b] {
				continue
			}
			p := prev[a] / prev[b] * 100
			if dir > 0 && p >= v && p < v+5 || dir < 0 && p <= v && p > v-5 {
				return true
			}
		}
	}
	return false
}

// wordSuffix reports whether s ends with w as a whole word: "turnover"
// does not end with the word "over".
func wordSuffix(s, w string) bool {
	if !hasSuffix(s, w) {
		return false
	}
	i := len(s) - len(w)
	return i == 0 || !isLetterByte(w[0]) || !isLetterByte(s[i-1])
}

// totalLabel reports whether a table row's first cell names a total.
func totalLabel(row string) bool {
	label := row
	if i := indexByte(row[min(1, len(row)):], '|'); i >= 0 {
		label = row[:i+1]
	}
	for _, w := range totalWords {
		if hasSubstr(label, w) {
			return true
		}
	}
	return false
}

// shareOfTotal reports whether a percentage in a markdown table row is
// the row's figure over the table's total row ("| Rent | 18,000 | 62.8% |"
// with "| **कुल** | **28,640** |"): a share column the reply computed.
// Only the table's own lines are read, up to 64 of them each way.
func (c *check) shareOfTotal(n *num) bool {
	if !n.percent || len(n.vals) == 0 {
		return false
	}
	ls, le := c.lineAround(n.start, n.end)
	if !hasPrefix(strings.TrimSpace(c.folded[ls:le]), "|") {
		return false
	}
	// Every reading of the row's figures and of the total: "1,500" is
	// 1500 in English and 1.5 where a comma is the decimal sign, and only
	// the reply's own convention, which both share, yields the share.
	var xs [8]float64
	k := 0
	for j := n.index - 1; j >= 0 && c.nums[j].start >= ls && k < len(xs)-1; j-- {
		if r := &c.nums[j]; !r.percent && !r.glued && !r.inDate && len(r.vals) > 0 {
			xs[k] = r.vals[len(r.vals)-1]
			k++
			if r.vals[0] != xs[k-1] {
				xs[k] = r.vals[0]
				k++
			}
		}
	}
	if k == 0 {
		return false
	}
	// Find the total row: walk the table's lines down, then up.
	tot := -1
	for dir := 1; dir >= -1 && tot < 0; dir -= 2 {
		s, e := ls, le
		for step := 0; step < 64; step++ {
			if dir > 0 {
				if e+1 >= len(c.folded) {
					break
				}
				s, e = c.lineAround(e+1, e+1)
			} else {
				if s == 0 {
					break
				}
				s, e = c.lineAround(s-1, s-1)
			}
			row := strings.TrimSpace(c.folded[s:e])
			if !hasPrefix(row, "|") {
				break
			}
			if totalLabel(row) {
				tot = s
				break
			}
		}
	}
	if tot < 0 {
		return false
	}
	_, te := c.lineAround(tot, tot)
	for j := numsFrom(c.nums, tot); j < len(c.nums) && c.nums[j].start < te; j++ {
		r := &c.nums[j]
		if r.percent || r.glued || r.inDate || len(r.vals) == 0 {
			continue
		}
		for _, t := range r.vals {
			if t == 0 {
				continue
			}
			for _, x := range xs[:k] {
				for _, v := range n.vals {
					if near(v, n.dec, x/t*100) {
						return true
					}
				}
			}
		}
	}
	return false
}

// boundNeighbour reports whether an integer is the nearest whole value
// inside a strict bound a result states: "<21" admits 20 as its highest
// major version ("Node 20 will work"), ">5" admits 6. Only whole bounds
// (not "<21.3"); each result is scanned once (strictBounds).
func (c *check) boundNeighbour(n *num, calls []int) bool {
	if n.dec != 0 || len(n.vals) == 0 || n.vals[0] < 1 || n.vals[0] > 999 {
		return false
	}
	v := int(n.vals[0])
	for _, ci := range calls {
		for _, b := range c.calls[ci].strictBounds() {
			if b == v {
				return true
			}
		}
	}
	return false
}

// strictBounds returns the whole values just inside the strict bounds of
// a result ("<21" gives 20, ">5" gives 6), computed once per call.
func (ci *callInfo) strictBounds() []int {
	if ci.boundsDone {
		return ci.boundList
	}
	ci.boundsDone = true
	res := ci.folded
	for i := 0; i < len(res); i++ {
		op := res[i]
		if op != '<' && op != '>' {
			continue
		}
		j := i + 1
		if j < len(res) && res[j] == '=' {
			continue // <=21 admits 21 itself, which numIn reads
		}
		for j < len(res) && res[j] == ' ' {
			j++
		}
		k := j
		for k < len(res) && k-j < 4 && isDigitByte(res[k]) {
			k++
		}
		if k == j || k < len(res) && (isDigitByte(res[k]) || res[k] == '.' && k+1 < len(res) && isDigitByte(res[k+1])) {
			continue
		}
		b := atoiDigits(res[j:k])
		if op == '<' {
			b--
		} else {
			b++
		}
		ci.boundList = append(ci.boundList, b)
	}
	return ci.boundList
}

// tableColumnSum reports whether a figure of three or more digits that the
// reply, after a markdown table of its own, calls a total ("All four
// regions together did 436,000") is the sum of one column of that table:
// the reply's own addition, whose terms are checked cell by cell. The
// table must end within 600 bytes before the figure and at most 64 of its
// numbers are read.
func (c *check) tableColumnSum(in *info, n *num) bool {
	if len(n.vals) == 0 || n.vals[0] < 100 || n.index < 1 {
		return false
	}
	clause := c.folded[in.start:n.start]
	said := false
	for _, w := range sumWords {
		if hasSubstr(clause, w) {
			said = true
			break
		}
	}
	if !said {
		return false
	}
	var sums [16]float64
	var terms [16]int
	inTable, seen := false, 0
	for k := n.index - 1; k >= 0 && seen < 64 && n.start-c.nums[k].end < 600+seen*40; k-- {
		r := &c.nums[k]
		rs, re := c.lineAround(r.start, r.end)
		if !hasPrefix(strings.TrimSpace(c.folded[rs:re]), "|") {
			if inTable {
				break // the table ends above
			}
			continue
		}
		inTable = true
		seen++
		if r.glued || r.inDate || r.percent || len(r.vals) == 0 {
			continue
		}
		cell := strings.Count(c.folded[rs:r.start], "|")
		if cell < len(sums) {
			sums[cell] += r.vals[len(r.vals)-1]
			terms[cell]++
		}
	}
	for i := range sums {
		if terms[i] < 2 {
			continue
		}
		for _, v := range n.vals {
			if near(v, n.dec, sums[i]) || absFloat(v-sums[i]) < 0.005 {
				return true
			}
		}
	}
	return false
}

// moneyMarked reports whether a currency sign stands before the number
// or a currency code after it: "$49.00", "€4,650", "49.00 usd".
func (c *check) moneyMarked(n *num) bool {
	before := c.folded[max(0, n.start-4):n.start]
	if hasAnyRune(before, "$€£¥₹") {
		return true
	}
	after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+5)], " ")
	for _, code := range moneyMarkedList1 {
		if hasPrefix(after, code) {
			return true
		}
	}
	return false
}

// minorUnits reports whether a money amount of the reply is a result's
// integer amount in minor units divided by 100, where the result gives
// that amount under a money field and names its currency.
func (c *check) minorUnits(n *num, calls []int) bool {
	if len(n.vals) == 0 || n.neg || !c.moneyMarked(n) {
		return false
	}
	want := roundFloat(n.vals[0] * 100)
	if want < 100 || n.dec != 2 && n.dec != 0 {
		return false
	}
	for _, ci := range calls {
		f := c.calls[ci].folded
		if !hasSubstr(f, "currency") && !hasSubstr(f, "cents") {
			continue
		}
		for i := range c.calls[ci].nums {
			r := &c.calls[ci].nums[i]
			if r.glued || r.dec != 0 || len(r.vals) == 0 || r.vals[0] != want {
				continue
			}
			key := f[max(0, r.start-20):r.start]
			for _, k := range minorUnitKeys {
				if hasSubstr(key, k) {
					return true
				}
			}
		}
	}
	return false
}

// pointsDiff reports whether a number stated in percentage points ("Go
// is ahead by 0.9 percentage points") is the difference of two of the
// results' percentages: "points" names the unit of a gap, a value the
// reply works out, not one it reads.
func (c *check) pointsDiff(n *num, calls []int) bool {
	// " percentage points" reads as a percentage to the number scanner.
	if len(n.vals) == 0 {
		return false
	}
	// The window holds the longest unit: "प्रतिशत-अंक" is 31 bytes.
	after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+40)], " ")
	unit := false
	for _, u := range pointUnits {
		if rest, ok := cutPrefix(after, u); ok {
			rest = trimPrefix(rest, "s")
			if unit = rest == "" || !isLetterByte(rest[0]); unit {
				break
			}
		}
	}
	if !unit {
		return false
	}
	// The percentages: each result's (a result whose fields hold them as
	// bare numbers, "rate_pct": 8.2, states them as surely as one that
	// writes the sign), the user's target ("el objetivo es un 90 %"), and
	// those the reply worked out before n on its line ("46 de 52: 88,5 %,
	// 1,5 puntos por debajo del 90 %"): such a percentage is held to the
	// results on its own, and the gap is the reply's arithmetic on figures
	// it shows, not a value it read.
	var pcts [64]float64
	k := 0
	lineStart, _ := c.lineAround(n.start, n.end)
	for s := -2; s < len(calls); s++ {
		nums, bare := c.reqNums, false
		if s == -1 {
			lo := n.index
			for lo > 0 && c.nums[lo-1].start >= lineStart {
				lo--
			}
			nums = c.nums[lo:n.index]
		} else if s >= 0 {
			nums, bare = c.calls[calls[s]].nums, c.calls[calls[s]].pctFields()
		}
		for i := range nums {
			if r := &nums[i]; (r.percent || bare && !r.glued) && !r.inDate && len(r.vals) > 0 && k < len(pcts) {
				pcts[k] = r.vals[0]
				k++
			}
		}
	}
	for i := 0; i < k; i++ {
		for j := i + 1; j < k; j++ {
			if near(n.vals[0], n.dec, absFloat(pcts[i]-pcts[j])) {
				return true
			}
		}
	}
	return false
}

// approxEarlier reports whether a whole number marked as approximate
// ("about $187 left") is a figure the reply gave before with decimals
// ($187.62), rounded or cut to its whole part: the reply restating its
// own figure loosely. Looks back at most 64 numbers.
func (c *check) approxEarlier(n *num) bool {
	if len(n.vals) == 0 || n.dec != 0 || n.index <= 0 || !c.approxBefore(n) {
		return false
	}
	v := n.vals[0]
	for k := n.index - 1; k >= max(0, n.index-64); k-- {
		x := &c.nums[k]
		if x.dec == 0 || x.inDate || x.percent != n.percent || len(x.vals) == 0 {
			continue
		}
		if math.Floor(x.vals[0]) == v || roundFloat(x.vals[0]) == v {
			return true
		}
	}
	return false
}

// rowProduct reports whether a money amount on a line of the reply is
// the product of two figures earlier on that line and a result value
// (a table row's quantity × price converted at a result's rate: "| NVDA
// | 40 | $125.00 | €4,650.00 |" at 0.93), or of one figure on the line
// and two result values, or, written with its cents, of a whole figure
// on the line and one result value (a quantity times a unit price). Bounded by the line (8 figures) and 64 result
// values.
func (c *check) rowProduct(n *num, calls []int) bool {
	if len(n.vals) == 0 || n.vals[0] < 100 || !c.moneyMarked(n) || n.index <= 0 {
		return false
	}
	ls, _ := c.lineAround(n.start, n.end)
	var row [8]float64
	k := 0
	for j := n.index - 1; j >= 0 && k < len(row) && c.nums[j].start >= ls; j-- {
		if x := &c.nums[j]; !x.glued && !x.inDate && !x.percent && len(x.vals) > 0 && x.vals[0] != 0 {
			row[k] = x.vals[0]
			k++
		}
	}
	if k == 0 {
		return false
	}
	var res [64]float64
	m := 0
	for _, ci := range calls {
		for i := range c.calls[ci].nums {
			if r := &c.calls[ci].nums[i]; !r.glued && !r.inDate && len(r.vals) > 0 && r.vals[0] != 0 && m < len(res) && !clockPart(c.calls[ci].folded, r.span) {
				res[m] = r.vals[0]
				m++
			}
		}
	}
	v := n.vals[0]
	ok := func(x float64) bool { return near(v, n.dec, x) || n.dec == 0 && absFloat(v-x) < 0.5 }
	for a := 0; a < k; a++ {
		// A line total: the row's quantity times a result's unit price
		// ("| panels | 16 | £1,520.00 |" of a 95.00 sell price), the
		// quantity a whole number of its own on the line.
		if row[a] >= 2 && row[a] == math.Trunc(row[a]) {
			for r := 0; r < m; r++ {
				if n.dec > 0 && ok(row[a]*res[r]) {
					return true
				}
			}
		}
		for b := a + 1; b < k; b++ {
			for r := 0; r < m; r++ {
				if ok(row[a] * row[b] * res[r]) {
					return true
				}
			}
		}
	}
	return false
}

// totalColumn reports whether n sits in a markdown table column whose
// header names a total ("| Proveedor | Enero | Febrero | **Total** |") and
// is the sum of the figures left of it on its row: the reply's own row
// sum, whose terms are checked cell by cell. At most 64 lines up are read
// to find the header.
func (c *check) totalColumn(n *num) bool {
	if len(n.vals) == 0 || n.percent {
		return false
	}
	ls, le := c.lineAround(n.start, n.end)
	if !hasPrefix(strings.TrimSpace(c.folded[ls:le]), "|") {
		return false
	}
	cell := strings.Count(c.folded[ls:n.start], "|")
	if cell < 3 {
		return false // a label and at least two terms before it
	}
	// The header is the table's first line.
	hs, he := ls, le
	for step := 0; step < 64 && hs > 0; step++ {
		s, e := c.lineAround(hs-1, hs-1)
		if !hasPrefix(strings.TrimSpace(c.folded[s:e]), "|") {
			break
		}
		hs, he = s, e
	}
	if hs == ls {
		return false
	}
	header := c.folded[hs:he]
	// The header's cell of n's column.
	at := 0
	for k := 0; k < cell; k++ {
		i := indexByte(header[at:], '|')
		if i < 0 {
			return false
		}
		at += i + 1
	}
	end := indexByte(header[at:], '|')
	if end < 0 {
		end = len(header) - at
	}
	head := header[at : at+end]
	tot := false
	for _, w := range totalWords {
		tot = tot || hasSubstr(head, w)
	}
	if !tot {
		return false
	}
	sum, terms := 0.0, 0
	for k := n.index - 1; k >= 0 && c.nums[k].start >= ls; k-- {
		r := &c.nums[k]
		if r.glued || r.inDate || r.percent || len(r.vals) == 0 || strings.Count(c.folded[ls:r.start], "|") < 2 {
			continue // the row's label cell ("Q1 2025") is no term
		}
		sum += r.vals[len(r.vals)-1]
		terms++
	}
	return terms >= 2 && (nearAny(n, sum) || absFloat(n.vals[len(n.vals)-1]-sum) < 0.005)
}

// weightedMean reports whether n, called an average just before it, is
// the mean of one column of a result weighted by another column of the
// same rows: "media de 4,15" over a GROUP BY of scores and their counts,
// "全体平均は 7.4" over per-segment means and their sizes.
func (c *check) weightedMean(n *num, calls []int) bool {
	if len(n.vals) == 0 || n.percent || n.dec == 0 {
		return false
	}
	before := c.folded[max(0, n.start-40):n.start]
	mean := false
	for _, w := range meanWords {
		mean = mean || hasSubstr(before, w)
	}
	if !mean {
		return false
	}
	for _, ci := range calls {
		cols := c.calls[ci].columns()
		for i := range cols {
			for j := range cols {
				a, w := &cols[i], &cols[j]
				if i == j || a.n != w.n || w.sum <= 0 {
					continue
				}
				s := 0.0
				for k := range a.vals {
					s += a.vals[k] * w.vals[k]
				}
				if nearAny(n, s/w.sum) {
					return true
				}
			}
		}
	}
	return false
}

// headerLess reports whether a whole number is one less than a count or
// value of the results while the reply names a header line near it: "1.842
// líneas; si la primera es la cabecera, son 1.841 clientes".
func (c *check) headerLess(n *num, calls []int) bool {
	if len(n.vals) == 0 || n.percent || n.vals[len(n.vals)-1] != math.Trunc(n.vals[len(n.vals)-1]) {
		return false
	}
	if !c.wordNear(n, 120, 60, headerWords) {
		return false
	}
	for _, ci := range calls {
		for j := range c.calls[ci].nums {
			if r := &c.calls[ci].nums[j]; !r.glued && !r.inDate && len(r.vals) > 0 && r.dec == 0 && nearAny(n, r.vals[0]-1) {
				return true
			}
		}
		if nearAny(n, float64(c.calls[ci].lines-1)) {
			return true
		}
	}
	return false
}

// resultFactors fills c.factorVals once with up to 64 values of the ok results
// and the discount rates of results and request, sorted.
func (c *check) resultFactors() []float64 {
	if c.factorsDone {
		return c.factorVals[:c.factorN]
	}
	c.factorsDone = true
	out := c.factorVals[:0]
	for ci := range c.calls {
		if !c.calls[ci].ok {
			continue
		}
		for j := range c.calls[ci].nums {
			r := &c.calls[ci].nums[j]
			if len(out) < 64 && !r.glued && !r.inDate && len(r.vals) > 0 && r.vals[0] != 0 {
				out = append(out, r.vals[0])
			}
		}
		if hasSubstr(c.calls[ci].folded, "折") && len(out) <= 64 {
			var buf [4]float64
			out = append(out, discountRates(c.calls[ci].folded, buf[:0])...)
		}
	}
	if hasSubstr(c.request, "折") && len(out) <= 68 {
		var buf [4]float64
		out = append(out, discountRates(c.request, buf[:0])...)
	}
	sortFloats(out)
	c.factorN = len(out)
	return out
}

// threeFactor reports whether n, a figure of four or more digits, is a
// result value times a quantity the user gave times another result value
// or a discount rate: 20 shares the user holds × $224.23 × 153.40 yen a
// dollar, 500 units × 1,380 元 × 9.5 折. The third factor is found by
// binary search in the sorted values, so the cost is the request's
// numbers times the results' values.
func (c *check) threeFactor(n *num, calls []int) bool {
	if len(n.vals) == 0 || n.percent || slices.Max(n.vals) < 1000 || len(c.reqNums) == 0 {
		return false
	}
	vs := c.resultFactors()
	if len(vs) < 2 {
		return false
	}
	for i := range c.reqNums {
		q := &c.reqNums[i]
		if q.glued || q.inDate || q.percent || len(q.vals) == 0 || q.vals[0] < 2 || q.dec != 0 {
			continue
		}
		for _, a := range vs {
			for _, v := range n.vals {
				b := v / (q.vals[0] * a)
				k := sort.SearchFloat64s(vs, b*0.999)
				for ; k < len(vs) && vs[k] <= b*1.001; k++ {
					x := q.vals[0] * a * vs[k]
					if near(v, n.dec, x) || n.dec == 0 && absFloat(v-x) < 0.5 {
						return true
					}
				}
			}
		}
	}
	return false
}

// milliCores reports whether n, followed by a word for CPU cores, is the
// total of a result's column of millicores given in cores: kubectl top
// writes 412m, 398m, … and "合计约 2.48 核" is their sum over 1000. The
// result must speak of CPU (its "CPU(cores)" header).
func (c *check) milliCores(n *num, calls []int) bool {
	if len(n.vals) == 0 || n.percent || n.dec == 0 {
		return false
	}
	after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+12)], " *")
	if !hasPrefixAny(after, coreWords) {
		return false
	}
	for _, ci := range calls {
		if !hasSubstr(c.calls[ci].folded, "cpu") {
			continue
		}
		for _, col := range c.calls[ci].columns() {
			if col.n >= 2 && col.sum >= 1000 && nearAny(n, col.sum/1000) {
				return true
			}
		}
		// One quantity in millicores, as Kubernetes writes a limit
		// (cpu: "500m"), is the same figure in cores: 0.5 cores.
		res := c.calls[ci].folded
		for j := range c.calls[ci].nums {
			r := &c.calls[ci].nums[j]
			if len(r.vals) == 0 || r.end >= len(res) || res[r.end] != 'm' || r.end+1 < len(res) && isLetterByte(res[r.end+1]) {
				continue
			}
			if nearAny(n, r.vals[0]/1000) {
				return true
			}
		}
	}
	return false
}

// columnShare reports whether the percentage n is the total of one
// result column over a value of the results: "上位3カテゴリで10月売上の約 82%"
// is three category sums of one query over the month's total of another.
// The value is found by binary search in the sorted result values.
func (c *check) columnShare(n *num, calls []int) bool {
	if !n.percent || len(n.vals) == 0 || n.vals[0] <= 0 || n.vals[0] > 100 {
		return false
	}
	vs := c.resultFactors()
	if len(vs) == 0 {
		return false
	}
	for _, ci := range calls {
		for _, col := range c.calls[ci].columns() {
			if col.n < 2 || col.sum <= 0 {
				continue
			}
			for _, p := range n.vals {
				// col.sum / v * 100 == p  ⇔  v == col.sum*100/p
				b := col.sum * 100 / p
				for k := sort.SearchFloat64s(vs, b*0.99); k < len(vs) && vs[k] <= b*1.01; k++ {
					x := col.sum / vs[k] * 100
					if near(p, n.dec, x) || n.dec == 0 && absFloat(p-x) < 0.5 {
						return true
					}
				}
			}
		}
	}
	return false
}

// manThousand reads "15万7千" and "15万7" as 157,000: a single digit after
// 万 with 千 or nothing after it is thousands, as Chinese and Japanese
// say amounts (the reader takes 15万7 for 150,007). The value is held to
// the results as any approximate amount is.
func (c *check) manThousand(n *num, calls []int) bool {
	s := c.folded[n.start:n.end]
	i := indexSubstr(s, "万")
	if i <= 0 || len(s)-(i+len("万")) != 1 || !isDigitByte(s[len(s)-1]) {
		return false
	}
	hi := atoiDigits(replaceAll(s[:i], ",", ""))
	if !allDigits(replaceAll(s[:i], ",", "")) {
		return false
	}
	rest := c.folded[n.end:min(len(c.folded), n.end+4)]
	if rest != "" && isDigitByte(rest[0]) {
		return false
	}
	v := float64(hi*10000 + int(s[len(s)-1]-'0')*1000)
	// Or a figure the reply worked out just before, rounded to the
	// thousands the notation keeps:
	// "1,200ドル × 151.32 = 181,584円 なので、だいたい18万2千円".
	for k := max(0, n.index-8); k < n.index; k++ {
		if r := &c.nums[k]; !r.inDate {
			for _, x := range r.vals {
				if x >= 10000 && absFloat(v-x) <= 500 { // rounded to its thousands
					return true
				}
			}
		}
	}
	for _, ci := range calls {
		for _, r := range c.calls[ci].nums {
			for _, x := range r.vals {
				// 157.23 円 a dollar times the 1000 dollars asked.
				for _, f := range [...]float64{1, 1000, 100, 10} {
					if x*f != 0 && absFloat(v-x*f) <= 0.01*x*f && (f == 1 || c.inRequest(f)) {
						return true
					}
				}
			}
		}
	}
	return false
}

// roundedIn reports a round number (two trailing zeros or more) within
// 3% of a result value in the same unit ("swap (100 MB)" of 99 MiB,
// "~400 MB" of 412 from `free -m`): rounding to a round figure is how
// replies restate a value; a miss by a few percent of a round figure is
// not how values are misread.
func (c *check) roundedIn(n *num, calls []int) bool {
	if !isInt(n) || len(n.vals) == 0 || n.vals[0] < 100 || int(n.vals[0])%100 != 0 {
		return false
	}
	nu := sizeUnit(c.folded, n.end)
	v := n.vals[0] * pow(1000, nu)
	for _, ci := range calls {
		imp := c.calls[ci].impliedUnit()
		for _, r := range c.calls[ci].nums {
			if r.glued || len(r.vals) == 0 {
				continue
			}
			ru := sizeUnit(c.calls[ci].folded, r.end)
			if ru == 0 && nu > 0 {
				ru = imp
			}
			x := r.vals[0] * pow(1000, ru)
			if x == 0 || absFloat(v-x) > 0.03*absFloat(x) {
				continue
			}
			// Within 3% across units (100 MB of 99 MiB), or a rounding of
			// x to n's trailing zeros: ¥28,500 is no rounding of 28,000
			// (that is 28,000), but 2万8千 of 27,960 is.
			if nu > 0 || ru > 0 || absFloat(v-x) <= 0.5*roundUnit(n.vals[0]) {
				return true
			}
		}
	}
	return false
}

// roundUnit returns the unit a whole number is rounded to: 10 to the
// power of its trailing zeros (100 for 28,500, 1000 for 3,000).
func roundUnit(v float64) float64 {
	u := 1.0
	for i := int64(v); i != 0 && i%10 == 0; i /= 10 {
		u *= 10
	}
	return u
}

// groupSum reports a number that is the total of one category of a
// result: the sum of a column over the lines that name a word written
// next to the number ("€236.60 on groceries", "| Comida | 174,20 € |",
// "Lidl: €83.30 (two trips)"), as a reply totals a CSV or a table by
// category. The sum is taken to the precision the reply writes.
func (c *check) groupSum(in *info, n *num, calls []int) bool {
	if len(n.vals) == 0 || n.percent || n.vals[0] == 0 {
		return false
	}
	tol := 0.5 * pow10(-n.dec)
	if n.dec == 0 {
		tol = 0.5
	}
	lo, hi := max(in.start, n.start-48), min(in.end, n.end+48)
	win := c.folded[lo:hi]
	words := 0
	for st, end := nextWordRun(win, 0, spacedLetter); st < end; st, end = nextWordRun(win, end, spacedLetter) {
		w := win[st:end]
		if words == 8 {
			break
		}
		if len(w) < 3 || st == 0 && lo > in.start {
			continue // too short, or cut by the window
		}
		words++
		for _, ci := range calls {
			if c.lineSum(ci, w, n.vals[0], tol) {
				return true
			}
		}
	}
	return false
}

// spacedLetter reports a letter of a script that is not Han or kana.
func spacedLetter(r rune) bool { return unicode.IsLetter(r) && !isCJK(r) }

// lineSum reports whether the last, second or third last numbers of the
// lines of a result that hold w, two lines or more but not every line
// with numbers, add up to v within tol.
func (c *check) lineSum(ci int, w string, v, tol float64) bool {
	ls := c.lineSumsOf(ci, w)
	if ls.matched < 2 || ls.matched >= ls.numbered { // a result without w matched no line
		return false
	}
	for _, s := range ls.sums {
		if absFloat(s-v) < tol+1e-9 {
			return true
		}
	}
	return false
}

// scanLineSums reads the lines of call ci's result for lineSum.
func (c *check) scanLineSums(ci int, w string) (ls lineSums) {
	call := &c.calls[ci]
	r := call.folded
	if !wordIn(r, w) {
		return ls
	}
	k := 0
	for start := 0; start < len(r); {
		end := indexByte(r[start:], '\n')
		if end < 0 {
			end = len(r)
		} else {
			end += start
		}
		var last [3]float64
		cnt := 0
		for ; k < len(call.nums) && call.nums[k].start < end; k++ {
			m := &call.nums[k]
			if m.start >= start && !m.glued && !m.inDate && len(m.vals) > 0 {
				last[2], last[1], last[0] = last[1], last[0], m.vals[0]
				cnt++
			}
		}
		if cnt > 0 {
			ls.numbered++
			if wordIn(r[start:end], w) {
				ls.matched++
				for j := 0; j < min(cnt, 3); j++ {
					ls.sums[j] += last[j]
				}
			}
		}
		start = end + 1
	}
	return ls
}

// freeWordNear reports whether a free-word is within a few words of n:
// "49% is still free", "quedan libres un 49%", "残り 49%".
func (c *check) freeWordNear(n *num) bool { return c.wordNear(n, 24, 24, freeWords) }

// sameAsEarlier reports whether a whole number is a figure the reply
// wrote before with zero decimals ("+$20.00" in a table, "rose by
// exactly $20" after it) that drew no finding: the same number written
// twice, which the first mention's check already settled. Looks back at
// most 64 numbers.
func (c *check) sameAsEarlier(n *num) bool {
	if len(n.vals) == 0 || n.dec != 0 || n.index <= 0 {
		return false
	}
	for k := n.index - 1; k >= max(0, n.index-64); k-- {
		x := &c.nums[k]
		if x.dec == 0 || x.inDate || x.glued || x.percent != n.percent || len(x.vals) == 0 || x.vals[0] != n.vals[0] {
			continue
		}
		if !c.alreadyFound(FactMismatch, x.span) {
			return true
		}
	}
	return false
}

// columnMedian reports whether n, called a median just before it, is the
// median of a result column (the mean of its two middle values when they
// are even in number): a figure the reply worked out, as colAggregate
// accepts a column's mean.
func (c *check) columnMedian(n *num, calls []int) bool {
	if len(n.vals) == 0 || n.percent || !c.wordNear(n, 64, 0, medianWords) {
		return false
	}
	var buf [64]float64
	for _, ci := range calls {
		for _, col := range c.calls[ci].columns() {
			if col.n < 3 {
				continue
			}
			vs := append(buf[:0], col.vals...)
			sortFloats(vs)
			m := vs[len(vs)/2]
			if len(vs)%2 == 0 {
				m = (vs[len(vs)/2-1] + m) / 2
			}
			if nearAny(n, m) || n.dec == 0 && absFloat(n.vals[0]-m) < 0.5 {
				return true
			}
		}
	}
	return false
}

// kiloRestated reports whether n, written with a k or M suffix ("1.2k
// signups", "$3.4M"), is a result value or a result column's total
// rounded to the digits it shows: 1,187 is "just under 1.2k". The suffix
// must end the token, so kg, km, kB and MB (units, not scales) are not
// read as one.
func (c *check) kiloRestated(n *num, calls []int) bool {
	if len(n.vals) == 0 || n.percent || n.end >= len(c.folded) {
		return false
	}
	var mul float64
	switch c.folded[n.end] {
	case 'k':
		mul = 1e3
	case 'm':
		mul = 1e6
	default:
		return false
	}
	if n.end+1 < len(c.folded) && isLetterByte(c.folded[n.end+1]) {
		return false
	}
	v := n.vals[len(n.vals)-1] * mul
	tol := 0.5 * pow10(-n.dec) * mul
	ok := func(x float64) bool { return x > 0 && absFloat(v-x) <= tol+1e-9*x }
	return c.resultValueOrColumnSum(calls, ok)
}

// periodLengths divide a total into a rate: days of a week, month or
// year, weeks and months of a year.
var periodLengths = [...]float64{7, 28, 29, 30, 31, 52, 12, 365, 366}

// perPeriod reports whether n, marked as a rate per period right after
// it ("~$30.02/day", "每天约 42 元"), is a figure the reply gave before it,
// or a result value or column total, divided by the length of a period:
// a month's $930.60 over its 31 days. At most 24 earlier figures are
// tried.
func (c *check) perPeriod(n *num, calls []int) bool {
	if len(n.vals) == 0 || n.percent || !c.wordNear(n, 0, 24, perPeriodWords) && !c.wordNear(n, 24, 0, perPeriodBefore) {
		return false
	}
	ok := func(total float64) bool {
		for _, d := range periodLengths {
			x := total / d
			if n.dec > 0 && nearAny(n, x) || n.dec == 0 && x >= 10 && absFloat(n.vals[0]-x) < 0.5 {
				return true
			}
		}
		return false
	}
	for k := n.index - 1; k >= max(0, n.index-24); k-- {
		if r := &c.nums[k]; !r.glued && !r.inDate && !r.percent && len(r.vals) > 0 && ok(r.vals[len(r.vals)-1]) {
			return true
		}
	}
	return c.resultValueOrColumnSum(calls, ok)
}

// resultValueOrColumnSum reports whether ok accepts a value one of calls'
// results states (not glued to letters, not part of a date) or the sum of
// one of their columns.
func (c *check) resultValueOrColumnSum(calls []int, ok func(float64) bool) bool {
	for _, ci := range calls {
		for i := range c.calls[ci].nums {
			if r := &c.calls[ci].nums[i]; !r.glued && !r.inDate && len(r.vals) > 0 && ok(r.vals[0]) {
				return true
			}
		}
		for _, col := range c.calls[ci].columns() {
			if ok(col.sum) {
				return true
			}
		}
	}
	return false
}
