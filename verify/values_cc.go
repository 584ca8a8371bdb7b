package verify

import (
	"fmt"
	"math"
	"strings"
)

// Rules of engineer CC for values the reply works out itself or reads
// from a call's own window, so that they are not held to the result.

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

// timeInArgs reports whether the clock time starting at n (hh:mm) is one
// the calls were asked about: a calendar listed "from 09:00 to 18:00" sets
// the working day the reply reasons within, so "17:15–18:00 is free"
// repeats the call's own window, not a value it returned.
func (c *check) timeInArgs(n *num) bool {
	if n.end+3 > len(c.folded) || c.folded[n.end] != ':' {
		return false
	}
	t := c.folded[n.start : n.end+3]
	for i := range c.calls {
		if c.calls[i].ok && digitsIn(c.calls[i].Args, t, func() bool { return true }) {
			return true
		}
	}
	return false
}

// clockAt returns the minutes of the day of a reply number that is the
// hour of a clock time hh:mm, or -1.
func (c *check) clockAt(r *num) int {
	s := c.folded
	if len(r.vals) == 0 || r.end+3 > len(s) || s[r.end] != ':' || !isDigitByte(s[r.end+1]) || !isDigitByte(s[r.end+2]) {
		return -1
	}
	return int(r.vals[0])*60 + int(s[r.end+1]-'0')*10 + int(s[r.end+2]-'0')
}

// clockGap reports whether n is a span of time ("90 min", "1.5 h") that
// equals the distance between two clock times on its own line of the
// reply: "12:30–14:00 — 90 min" measures the gap the reply shows, which
// the reader can check beside it.
func (c *check) clockGap(n *num) bool {
	if len(n.vals) == 0 || !durationAfter(c.folded, n.end) {
		return false
	}
	after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+12)], " ")
	perUnit := 1.0
	for _, h := range []string{"h", "hour", "hora", "小时", "時間", "घंटे", "घंटा"} {
		if strings.HasPrefix(after, h) {
			perUnit = 60
		}
	}
	ls, le := c.lineAround(n.start, n.end)
	var times [8]int
	k := 0
	for j := n.index - 1; j >= 0 && j >= n.index-12 && c.nums[j].start >= ls && k < len(times); j-- {
		if m := c.clockAt(&c.nums[j]); m >= 0 {
			times[k] = m
			k++
		}
	}
	for j := n.index + 1; j < len(c.nums) && j <= n.index+12 && c.nums[j].end <= le && k < len(times); j++ {
		if m := c.clockAt(&c.nums[j]); m >= 0 {
			times[k] = m
			k++
		}
	}
	// A gap marked as approximate ("~7.5 min" over 10:02:11–10:09:47)
	// may round the seconds the clock times carry: a minute either way.
	tol := 0.5
	if c.approxBefore(n) {
		tol = 1.01
	}
	for a := 0; a < k; a++ {
		for b := a + 1; b < k; b++ {
			d := float64(times[a] - times[b])
			for _, v := range n.vals {
				if math.Abs(math.Abs(d)-v*perUnit) < tol {
					return true
				}
			}
		}
	}
	return false
}

// opBetween returns the arithmetic operator written between two numbers
// ("2 × 64 + 2 × 43"), or 0 when the gap holds none or more than a few
// characters of unit ("€119 × 3 nights").
func opBetween(gap string) byte {
	if len(gap) > 16 || strings.ContainsAny(gap, "\n=") {
		return 0
	}
	gap = strings.ReplaceAll(gap, "**", "")
	var op byte
	set := func(o byte) {
		if op == 0 {
			op = o
		} else {
			op = 1 // two operators: not a simple expression
		}
	}
	for i := 0; i < len(gap); i++ {
		switch gap[i] {
		case '+':
			set('+')
		case '-':
			set('-')
		case '*':
			set('*')
		case '/':
			set('/')
		case 'x':
			if (i == 0 || gap[i-1] == ' ') && (i+1 == len(gap) || gap[i+1] == ' ') {
				set('*')
			}
		}
	}
	switch {
	case strings.Contains(gap, "×"), strings.Contains(gap, "·"):
		set('*')
	case strings.Contains(gap, "÷"):
		set('/')
	case strings.Contains(gap, "−"), strings.Contains(gap, "–"):
		set('-')
	}
	if op == 1 {
		return 0
	}
	return op
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
	eq := strings.LastIndexAny(before, "=")
	if eq < 0 || strings.ContainsAny(before[eq:], "\n") {
		return false
	}
	eqPos := max(0, n.start-12) + eq
	// Operands right to left, up to the line start or a gap with no
	// operator.
	var vals [12]float64
	var ops [12]byte
	k := 0
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
		} else if strings.TrimSpace(strings.ReplaceAll(c.folded[r.end:eqPos], "**", "")) != "" && len(c.folded[r.end:eqPos]) > 8 {
			break
		}
		vals[k] = r.vals[len(r.vals)-1]
		k++
	}
	if k < 2 {
		return false
	}
	// vals[k-1] op[k-2] ... op[0] vals[0], written left to right.
	sum, term := 0.0, vals[k-1]
	for i := k - 2; i >= 0; i-- {
		switch ops[i] {
		case '*':
			term *= vals[i]
		case '/':
			if vals[i] == 0 {
				return false
			}
			term /= vals[i]
		case '+':
			sum, term = sum+term, vals[i]
		case '-':
			sum, term = sum+term, -vals[i]
		}
	}
	x := sum + term
	for _, v := range n.vals {
		if near(v, n.dec, x) || n.dec == 0 && math.Abs(v-x) < 0.5 {
			return true
		}
	}
	return false
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
		return false
	}
	ok := func(b float64) bool {
		for _, p := range pcts[:k] {
			for _, x := range [3]float64{b * p / 100, b * (1 + p/100), b * (1 - p/100)} {
				for _, v := range n.vals {
					if near(v, n.dec, x) || n.dec == 0 && math.Abs(v-x) < 0.5 {
						return true
					}
				}
			}
		}
		return false
	}
	for j := n.index - 1; j >= 0 && j >= n.index-24; j-- {
		if r := &c.nums[j]; !r.percent && !r.inDate && !r.glued && len(r.vals) > 0 && ok(r.vals[len(r.vals)-1]) {
			return true
		}
	}
	for i := range c.reqNums {
		if r := &c.reqNums[i]; !r.percent && !r.inDate && !r.glued && len(r.vals) > 0 && ok(r.vals[len(r.vals)-1]) {
			return true
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
	before := strings.TrimRight(strings.ReplaceAll(c.folded[max(0, n.start-16):n.start], "**", ""), " €$£¥₹")
	approx := false
	for _, m := range approxMarkers {
		approx = approx || strings.HasSuffix(before, m)
	}
	if !approx {
		return false
	}
	tol := 1.5 * math.Pow(10, -float64(n.dec))
	lo := max(0, n.index-8)
	for a := lo; a < n.index; a++ {
		for b := a + 1; b < n.index; b++ {
			x, y := &c.nums[a], &c.nums[b]
			if len(x.vals) == 0 || len(y.vals) == 0 || x.inDate || y.inDate {
				continue
			}
			p, q := x.vals[len(x.vals)-1], y.vals[len(y.vals)-1]
			for _, s := range [3]float64{p + q, p - q, q - p} {
				if math.Abs(n.vals[len(n.vals)-1]-s) <= tol {
					return true
				}
			}
		}
	}
	return false
}

// pctKeys are words of a field name that holds a percentage as a bare
// number: {"precip_prob": 40}, {"humidity": 84}, {"change_pct": 3.1}.
var pctKeys = []string{"pct", "percent", "prob", "humidity", "chance"}

// pctFields reports whether a call's result names fields that hold
// percentages. Such a result states its percentages as it states them
// with a % sign, so a reply's percentage is read from it, not worked out
// as a ratio of two of its numbers (60% is not 21/35 of a forecast).
func (ci *callInfo) pctFields() bool {
	if ci.pcts == 0 {
		ci.pcts = 2
		for _, k := range pctKeys {
			if strings.Contains(ci.folded, k) {
				ci.pcts = 1
				break
			}
		}
	}
	return ci.pcts == 1
}

// An ident is a short code of letters and digits in a result: a gate
// Z25, a platform B7, a seat 14C's row is no ident (digits come last).
type ident struct {
	letters, digits string
}

// identLetters returns the letters glued right before a number at start
// in text, when they are 1 to 3 of them after a non-letter.
func identLetters(text string, start int) string {
	j := start
	for j > 0 && start-j < 4 && isLetterByte(text[j-1]) {
		j--
	}
	if j == start || start-j > 3 || j > 0 && (isLetterByte(text[j-1]) || isDigitByte(text[j-1])) {
		return ""
	}
	return text[j:start]
}

// identifiers returns the result's short codes, computed once per call.
func (ci *callInfo) identifiers() []ident {
	if ci.identsDone {
		return ci.idents
	}
	ci.identsDone = true
	for i := range ci.nums {
		r := &ci.nums[i]
		if !r.glued || r.end-r.start < 2 || r.end-r.start > 6 || r.end < len(ci.folded) && (isLetterByte(ci.folded[r.end]) || isDigitByte(ci.folded[r.end])) {
			continue
		}
		if l := identLetters(ci.folded, r.start); l != "" && len(ci.idents) < 64 {
			ci.idents = append(ci.idents, ident{l, ci.folded[r.start:r.end]})
		}
	}
	return ci.idents
}

// anagram reports whether a and b hold the same digits in another order.
func anagram(a, b string) bool {
	if len(a) != len(b) || a == b {
		return false
	}
	var n [10]int
	for i := 0; i < len(a); i++ {
		if !isDigitByte(a[i]) || !isDigitByte(b[i]) {
			return false
		}
		n[a[i]-'0']++
		n[b[i]-'0']--
	}
	return n == [10]int{}
}

// checkIdents flags a short code in the clause (gate Z52) that no result,
// request or argument holds while a result holds the same letters with
// the same digits in another order (gate Z25): a transposed code sends the
// user to the wrong gate. A code with other digits may be another thing
// altogether, so only a transposition is read as a misquote.
func (c *check) checkIdents(in *info, all []int) {
	for k := in.numLo; k < in.numHi; k++ {
		n := &c.nums[k]
		if n.start < in.start || n.end > in.end || !n.glued || n.end-n.start < 2 || n.end-n.start > 6 ||
			n.end < len(c.folded) && (isLetterByte(c.folded[n.end]) || isDigitByte(c.folded[n.end])) {
			continue
		}
		l := identLetters(c.folded, n.start)
		if l == "" {
			continue
		}
		code := c.folded[n.start-len(l) : n.end]
		digits := c.folded[n.start:n.end]
		hit := -1
		for _, ci := range all {
			for _, id := range c.calls[ci].identifiers() {
				if id.letters == l && anagram(id.digits, digits) {
					hit = ci
				}
			}
		}
		if hit < 0 || c.textIn(code, all) || strings.Contains(c.request, code) || c.inArgs(code) || c.alreadyFound(FactMismatch, n.span) {
			continue
		}
		c.add(c.callFinding(FactMismatch, span{n.start - len(l), n.end}, hit,
			fmt.Sprintf("%s is not in the result of %s", c.masked[n.start-len(l):n.end], c.calls[hit].Tool)))
	}
}

// argsFilter reports whether every word of a count's qualifier ("unread",
// "open") is in the call's arguments (is:unread, status=open): the call
// already selected by it, so its count is the count of such items.
func argsFilter(args, filter string) bool {
	if args == "" {
		return false
	}
	for filter != "" {
		w := filter
		if i := strings.IndexByte(filter, ' '); i >= 0 {
			w, filter = filter[:i], filter[i+1:]
		} else {
			filter = ""
		}
		if len(w) < 3 || !strings.Contains(args, w) {
			return false
		}
	}
	return true
}
