package verify

import (
	"math"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A reply may show how it worked a value out: "236 / 1,500 = 15.7%",
// "1,184 + 236 = 1,420 orders", "4500 ms ÷ 1000 = 4.5 s". The value is
// not read from a result, so looking for it there finds nothing, and the
// check would call a correct sum a fact or count mismatch. Shown working
// is checked the way a reader checks it: by doing the arithmetic.
//
// When the working holds and every operand is grounded (a result, the
// request or the arguments hold it, the check accepts it as worked out
// on its own, such as a column's total, an earlier working in the reply
// gave it, or it is a unit factor such as 1000 or 60), the value's own
// fact_mismatch and count_mismatch findings are dropped, and so are
// fact_mismatch findings over an operand that a result holds (they can
// only dispute which line of the result it came from: a sum's operands
// come from several lines by design). A working that does not hold, or
// whose operands the record does not ground, excuses nothing, so a value
// cannot be laundered through arithmetic: "1,184 + 263 = 1,447" still has
// 263, which no result holds, and "1,184 + 236 = 1,520" is still a value
// no result holds. This is also what the retry prompt asks of a model
// whose worked-out value the check could not find: show the working.

// maxOperands bounds a working's length; longer chains are tables or
// lists of numbers joined by punctuation, not arithmetic.
const maxOperands = 8

// unitFactor reports whether v is a constant a conversion multiplies or
// divides by (days in a week, seconds in an hour, a lakh, 万): it needs
// no grounding in the record.
func unitFactor(v float64) bool {
	switch v {
	case 2, 7, 10, 12, 24, 52, 60, 100, 365, 1000, 1024, 3600, 1e4, 1e5, 1e7, 1e8:
		return true
	}
	return false
}

// dropWorked removes from fs the findings that shown working answers, in
// place, adds those of made-up inputs (see inventedInput), and returns
// them. Most replies show no working: then it costs one look at the
// text between consecutive numbers.
func (c *check) dropWorked(fs []Finding) []Finding {
	if len(c.nums) < 3 {
		return fs
	}
	var ok []int // the ok calls, when a working needs them
	okDone := false
	// Spans of values that valid working gave, and of operands a result
	// holds; few in any reply, so slices and linear look-ups.
	var given, held []span
	for i := 0; i+2 < len(c.nums); {
		if !c.mayWork(i) {
			i++
			continue
		}
		if !okDone {
			ok, okDone = c.okIdx(), true
		}
		end, holds, ungrounded := c.working(i, given, ok)
		if end < 0 {
			i++
			continue
		}
		if holds && ungrounded >= 0 {
			fs = c.inventedInput(fs, i, end, ungrounded, ok)
		}
		if holds && ungrounded < 0 {
			given = append(given, c.nums[end].span)
			// Every operand is grounded — by a result, the request, an
			// argument, earlier working or as a unit factor (the 1000 of
			// "4500 ms ÷ 1000") — so none is a value the reply invents.
			for j := i; j < end; j++ {
				held = append(held, c.nums[j].span)
			}
		}
		i = end + 1
	}
	if len(given) == 0 {
		return fs
	}
	// The value is often stated first and worked out after, on the same
	// line: "**4.5 s** (4500 ms ÷ 1000 = 4.5 s)". Its earlier mentions
	// there are the same value.
	for _, g := range given {
		lo, hi := c.lineAround(g.start, g.end)
		v := c.folded[g.start:g.end]
		for k := range c.nums {
			m := &c.nums[k]
			if m.start >= lo && m.end <= hi && m.span != g && c.folded[m.start:m.end] == v {
				given = append(given, m.span)
			}
		}
	}
	out := fs[:0]
	for _, f := range fs {
		if f.Type == CountMismatch || f.Type == FactMismatch {
			fsp := span{f.Start, f.End}
			if overlapsAny(fsp, given) || f.Type == FactMismatch && overlapsAny(fsp, held) {
				continue
			}
		}
		out = append(out, f)
	}
	return out
}

// inventedInput reports the operand of a working that holds when the
// record does not ground it while another operand comes from a result:
// "the pool allows 75 (pool_size 25 + 50 = 75)" works 75 out of a 50 that
// nothing returned, a value made up and dressed as arithmetic. Small
// operands (10 or less: "× 2", "+ 1") are left alone, as elsewhere.
func (c *check) inventedInput(fs []Finding, i, end, k int, okCalls []int) []Finding {
	m := &c.nums[k]
	if m.vals[0] <= 10 && m.dec == 0 || m.percent {
		return fs
	}
	fromResult := false
	for j := i; j < end && !fromResult; j++ {
		fromResult = j != k && c.numIn(c.nums[j], okCalls)
	}
	if !fromResult || c.stepBefore(m, i) {
		return fs
	}
	// Unsupported, as any value no result holds: the arithmetic shows it
	// is an input, not that the model could not have had it elsewhere.
	return append(fs, Finding{
		Type: FactMismatch, Basis: BasisUnsupported, Start: m.start, End: m.end, Rule: "fact/working-input",
		Message: c.reply[m.start:m.end] + " is an input of the working for " + c.reply[c.nums[end].start:c.nums[end].end] + ", but no result of this turn, the request or the arguments holds it",
	})
}

// stepBefore reports whether m, an operand of a working that starts at
// the reply's number i, is the sum or the difference of two numbers the
// reply wrote before the working (of its 16 nearest) or the request
// holds: "120 people, 6 go free" and then "114 × 45 = 5,130" works 114
// out one step earlier, not from nothing.
func (c *check) stepBefore(m *num, i int) bool {
	var vbuf [24]float64
	vs := vbuf[:0]
	for j := max(0, i-16); j < i; j++ {
		if r := &c.nums[j]; !r.inDate && !r.glued && !r.percent && len(r.vals) > 0 {
			vs = append(vs, r.vals[len(r.vals)-1])
		}
	}
	for j := range c.reqNums {
		if r := &c.reqNums[j]; len(vs) < cap(vbuf) && !r.inDate && !r.glued && !r.percent && len(r.vals) > 0 {
			vs = append(vs, r.vals[len(r.vals)-1])
		}
	}
	for a := range vs {
		for b := range vs {
			if a != b && vs[a] != 0 && vs[b] != 0 && (nearAny(m, vs[a]+vs[b]) || nearAny(m, vs[a]-vs[b])) {
				return true
			}
		}
	}
	return false
}

// mayWork is the cheap test that a working may start at c.nums[i]: an
// operator between it and the next number.
func (c *check) mayWork(i int) bool {
	op, _ := gapOperator(c.folded[c.nums[i].end:c.nums[i+1].start])
	return op != 0 && op != '='
}

// It stays a call for the release binary's size (size15).
//
//go:noinline
func overlapsAny(s span, ss []span) bool {
	for _, t := range ss {
		if s.start < t.end && t.start < s.end {
			return true
		}
	}
	return false
}

// okIdx returns the indexes of the ok calls.
func (c *check) okIdx() []int {
	var out []int
	for i := range c.calls {
		if c.calls[i].ok {
			out = append(out, i)
		}
	}
	return out
}

// working reads a working that starts at c.nums[i]: operands joined by
// operators, then "=" (or ≈) and the value. It returns the index of the
// value, or -1 when no working starts there; whether the arithmetic
// holds; and, when it does, the index of the first operand the record
// does not ground, or -1. given holds the values of earlier valid
// working, which ground an operand too.
func (c *check) working(i int, given []span, okCalls []int) (end int, holds bool, ungrounded int) {
	var ops [maxOperands]byte // ops[k] joins operand k and k+1
	n := 1
	approx := false
	j := i
	for {
		if j+1 >= len(c.nums) || n > maxOperands {
			return -1, false, -1
		}
		a, b := &c.nums[j], &c.nums[j+1]
		op, eq := gapOperator(c.folded[a.end:b.start])
		if op == 0 {
			return -1, false, -1
		}
		if op == '=' {
			approx = eq
			if n < 2 {
				return -1, false, -1
			}
			end = j + 1
			break
		}
		if n == maxOperands {
			return -1, false, -1
		}
		ops[n-1] = op
		n++
		j++
	}
	for k := i; k <= end; k++ {
		if m := &c.nums[k]; m.glued || m.version || m.ordinal || m.inDate || len(m.vals) == 0 {
			return end, false, -1
		}
	}
	if !c.holds(i, end, ops[:n-1], approx) {
		return end, false, -1
	}
	for k := i; k < end; k++ {
		// A unit factor grounds an operand of × or ÷ only: adding 10
		// converts nothing.
		r := k - i
		factorOK := r > 0 && mulDiv(ops[r-1]) || r < end-i-1 && mulDiv(ops[r])
		if !c.grounded(&c.nums[k], given, okCalls, factorOK) {
			return end, true, k
		}
	}
	return end, true, -1
}

// gapOperator reads the text between two numbers of a working: one
// operator or equals sign, with units, currencies and labels around it
// ("4500 ms ÷ 1000", "3 × 429 € + 35 € de limpieza = 1.322 €", "25 +
// 予備 50"). It returns 0 for anything else: punctuation, a second
// operator, more than a few words. A hyphen or an "x" counts only with a
// space on each side: "10-20" is a range and "3x" a multiplier's name.
func gapOperator(gap string) (op byte, approx bool) {
	if len(gap) == 0 || len(gap) > 32 {
		return 0, false
	}
	// Most gaps between numbers are words or punctuation with no
	// operator in them, and those are 0 whatever else they hold: a byte
	// that may start an operator sends the gap to the full reading, the
	// others cost a look-up each, with no decoding.
	mayOp := false
	for i := 0; i < len(gap) && !mayOp; i++ {
		mayOp = gapOpBytes[gap[i]]
	}
	if !mayOp {
		return 0, false
	}
	for i := 0; i < len(gap); {
		r, size := utf8.DecodeRuneInString(gap[i:])
		spacedBefore := i > 0 && gap[i-1] == ' '
		spacedAfter := i+size < len(gap) && gap[i+size] == ' '
		var o byte
		ap := false
		switch r {
		case '+':
			o = '+'
		case '−':
			o = '-'
		case '-':
			if !spacedBefore || !spacedAfter {
				return 0, false
			}
			o = '-'
		case 'x', 'X':
			if spacedBefore && spacedAfter {
				o = '*'
			}
		case '×', '*', '✕':
			// "**" is Markdown bold, not two products.
			if r == '*' && (i+1 < len(gap) && gap[i+1] == '*' || i > 0 && gap[i-1] == '*') {
				i += size
				continue
			}
			o = '*'
		case '/', '÷':
			o = '/'
		case '=':
			o = '='
		case '≈', '≒', '≃', '~':
			o, ap = '=', true
		}
		switch {
		case o == '=' && op == '=':
			// "~=", "= ≈": one equals sign, approximate.
			approx = approx || ap
		case o != 0 && op != 0:
			return 0, false
		case o != 0:
			op, approx = o, ap
		case r == ' ' || r == '\u00a0' || r == '_' || r == ':' || r == '%' || r == '°' || r == '`' || r == '.' && op == 0 || isCurrency(r) || unicode.IsLetter(r):
		default:
			return 0, false
		}
		i += size
	}
	// "~" alone is "about", not an equals sign, unless "=" came with it.
	if op == '=' && approx && !strings.ContainsAny(gap, "=≈≒≃") {
		return 0, false
	}
	return op, approx
}

// gapOpBytes are the bytes that may start an operator gapOperator reads:
// the ASCII ones, and the lead bytes of −, ×, ✕, ÷, ≈, ≒ and ≃.
var gapOpBytes = func() (t [256]bool) {
	for _, b := range []byte("+-xX*/=~") {
		t[b] = true
	}
	for _, r := range "−×✕÷≈≒≃" {
		t[string(r)[0]] = true
	}
	return t
}()

func mulDiv(op byte) bool { return op == '*' || op == '/' }

// isCurrency reports whether r is a currency sign. It stays a call for
// the release binary's size (size20).
//
//go:noinline
func isCurrency(r rune) bool {
	switch r {
	case '$', '€', '£', '¥', '₹', '￥', '元', '円':
		return true
	}
	return false
}

// grounded reports whether the record, or earlier working, holds n.
func (c *check) grounded(n *num, given []span, okCalls []int, factorOK bool) bool {
	for _, g := range given {
		if g == n.span {
			return true
		}
	}
	for _, v := range n.vals {
		if factorOK && unitFactor(v) {
			return true
		}
	}
	if c.inRequestNum(n) || c.inArgNums(n) {
		return true
	}
	// A value the check accepts on its own (a total, a difference of
	// two result values) grounds an operand as well as a quoted one.
	return c.numIn(*n, okCalls) || c.derived(*n, okCalls)
}

// holds evaluates the operands c.nums[i:end] joined by ops, with × and ÷
// before + and −, over every reading of each number (a Spanish "1.184"
// may be 1184), and reports whether some reading gives c.nums[end] to
// the precision it is written with (one unit in its last place, or 1%
// after ≈).
func (c *check) holds(i, end int, ops []byte, approx bool) bool {
	res := &c.nums[end]
	var pick [maxOperands]int
	for tries := 0; tries < 64; tries++ {
		x, ok := c.evaluate(i, end, ops, pick[:end-i])
		if ok {
			for ri, rv := range res.vals {
				d := 0
				if ri == 0 {
					d = res.dec
				}
				tol := math.Pow(10, -float64(d))
				if approx {
					tol = max(tol, absFloat(rv)*0.01)
				}
				if absFloat(x-rv) <= tol*1.0000001 || res.percent && absFloat(x*100-rv) <= tol*1.0000001 {
					return true
				}
			}
		}
		// Next combination of readings, as an odometer.
		k := 0
		for ; k < end-i; k++ {
			pick[k]++
			if pick[k] < len(c.nums[i+k].vals) {
				break
			}
			pick[k] = 0
		}
		if k == end-i {
			return false
		}
	}
	return false
}

// evaluate computes the working with the readings pick chose.
func (c *check) evaluate(i, end int, ops []byte, pick []int) (float64, bool) {
	val := func(k int) float64 {
		m := &c.nums[i+k]
		v := m.vals[pick[k]]
		if m.neg {
			v = -v
		}
		// 12% of something: a percentage operand of × or ÷ is a fraction.
		if m.percent && (k > 0 && ops[k-1] == '*' || k > 0 && ops[k-1] == '/' || k < len(ops) && ops[k] == '*') {
			v /= 100
		}
		return v
	}
	sum, term := 0.0, val(0)
	sign := 1.0
	for k, op := range ops {
		v := val(k + 1)
		switch op {
		case '*':
			term *= v
		case '/':
			if v == 0 {
				return 0, false
			}
			term /= v
		case '+', '-':
			sum += sign * term
			sign = 1
			if op == '-' {
				sign = -1
			}
			term = v
		}
	}
	return sum + sign*term, true
}
