package verify

import (
	"math"
	"strings"
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
// place, and returns the kept ones. It does nothing when no finding could
// be answered, which is the common case, at no cost beyond that test.
func (c *check) dropWorked(fs []Finding) []Finding {
	answerable := false
	for _, f := range fs {
		if f.Type == FactMismatch || f.Type == CountMismatch {
			answerable = true
			break
		}
	}
	if !answerable || len(c.nums) < 3 {
		return fs
	}
	ok := c.okIdx()
	// Spans of values that valid working gave, and of operands a result
	// holds; few in any reply, so slices and linear look-ups.
	var given, held []span
	for i := 0; i+2 < len(c.nums); {
		end, holds := c.working(i, given, ok)
		if end < 0 {
			i++
			continue
		}
		if holds {
			given = append(given, c.nums[end].span)
			for j := i; j < end; j++ {
				if c.numIn(c.nums[j], ok) {
					held = append(held, c.nums[j].span)
				}
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
// value, or -1 when no working starts there, and whether the arithmetic
// holds with every operand grounded. given holds the values of earlier
// valid working, which ground an operand too.
func (c *check) working(i int, given []span, okCalls []int) (end int, ok bool) {
	var ops [maxOperands]byte // ops[k] joins operand k and k+1
	n := 1
	approx := false
	j := i
	for {
		if j+1 >= len(c.nums) || n > maxOperands {
			return -1, false
		}
		a, b := &c.nums[j], &c.nums[j+1]
		op, eq := gapOperator(c.folded[a.end:b.start])
		if op == 0 {
			return -1, false
		}
		if op == '=' {
			approx = eq
			if n < 2 {
				return -1, false
			}
			end = j + 1
			break
		}
		if n == maxOperands {
			return -1, false
		}
		ops[n-1] = op
		n++
		j++
	}
	for k := i; k <= end; k++ {
		if m := &c.nums[k]; m.glued || m.version || m.ordinal || m.inDate || len(m.vals) == 0 {
			return end, false
		}
	}
	for k := i; k < end; k++ {
		// A unit factor grounds an operand of × or ÷ only: adding 10
		// converts nothing.
		r := k - i
		factorOK := r > 0 && mulDiv(ops[r-1]) || r < end-i-1 && mulDiv(ops[r])
		if !c.grounded(&c.nums[k], given, okCalls, factorOK) {
			return end, false
		}
	}
	return end, c.holds(i, end, ops[:n-1], approx)
}

// gapOperator reads the text between two numbers of a working: an
// optional unit or currency after the first ("ms", "%", "GB", "€"), an
// operator or an equals sign, and an optional currency before the second.
// It returns 0 for anything else. A hyphen or an "x" counts only with a
// space before and after it: "10-20" is a range and "3x" a multiplier.
func gapOperator(gap string) (op byte, approx bool) {
	const spaces = " \u00a0"
	if len(gap) == 0 || len(gap) > 24 {
		return 0, false
	}
	// Markdown emphasis and code marks glued to the numbers:
	// "**1,184** + 236 = **1,420**".
	gap = strings.TrimLeft(gap, "*_`")
	gap = strings.TrimRight(gap, "*_`")
	s1 := strings.TrimLeft(gap, spaces)
	s := s1
	if !strings.HasPrefix(s1, "x ") && !strings.HasPrefix(s1, "X ") {
		s = strings.TrimLeftFunc(s1, func(r rune) bool {
			return r == '%' || r == '°' || isUnitLetter(r) || isCurrency(r)
		})
	}
	s2 := strings.TrimLeft(s, spaces)
	// Whether a space comes right before the operator.
	spaced := len(s2) < len(s) || len(s) == len(s1) && len(s1) < len(gap)
	s = s2
	if s == "" {
		return 0, false
	}
	r, size := utf8.DecodeRuneInString(s)
	rest := s[size:]
	spacedAfter := strings.HasPrefix(rest, " ") || strings.HasPrefix(rest, "\u00a0")
	switch r {
	case '+':
		op = '+'
	case '−':
		op = '-'
	case '-', 'x', 'X':
		if !spaced || !spacedAfter {
			return 0, false
		}
		op = '-'
		if r != '-' {
			op = '*'
		}
	case '×', '*', '✕':
		op = '*'
	case '/', '÷':
		op = '/'
	case '=':
		op = '='
	case '≈', '≒', '≃':
		op, approx = '=', true
	case '~':
		if !strings.HasPrefix(rest, "=") {
			return 0, false
		}
		op, approx, rest = '=', true, rest[1:]
	default:
		return 0, false
	}
	rest = strings.TrimLeft(rest, spaces)
	// "= ≈ 15.7" and "= ~15.7" are approximate too.
	if op == '=' {
		if t, ok := strings.CutPrefix(rest, "≈"); ok {
			approx, rest = true, t
		} else if t, ok := strings.CutPrefix(rest, "~"); ok {
			approx, rest = true, t
		}
	}
	rest = strings.TrimLeftFunc(rest, func(r rune) bool { return isCurrency(r) || r == ' ' || r == '\u00a0' })
	if rest != "" {
		return 0, false
	}
	return op, approx
}

func mulDiv(op byte) bool { return op == '*' || op == '/' }

func isUnitLetter(r rune) bool { return r < utf8.RuneSelf && (r|0x20 >= 'a' && r|0x20 <= 'z') }

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
					tol = max(tol, math.Abs(rv)*0.01)
				}
				if math.Abs(x-rv) <= tol*1.0000001 || res.percent && math.Abs(x*100-rv) <= tol*1.0000001 {
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
