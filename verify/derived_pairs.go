package verify

import (
	"math"
	"slices"
)

// A derivedSet is what derived tries for one set of calls and one kind of
// reply number, worked out once per check: the values of the results (and
// of the request) derived combines, and every value of a pair of them.
// derived asks the same question for each number of a long reply, and the
// pairs are the cost: V values make V²/2 pairs and six values a pair, so
// computing and rounding them per reply number made the check grow with
// numbers × values². The values are listed on a set's first use, the
// pairs' on their first, and from their 64th use they are sorted (a sort
// costs dozens of scans), so that a number looks only at the few pair
// values within its rounding of it.
type derivedSet struct {
	calls   []int // the key: derived's calls,
	whole   bool  // n.dec == 0 && !n.percent (item counts take part),
	percent bool  // and n.percent

	vals   []float64 // as derived lists them: result values, counts, the request's
	nres   int       // vals[:nres] are the results'
	anyNeg bool      // a result value is negative
	total  float64   // the sum of vals, in their order

	pairs  []float64 // the finite values of every pair (see pairValues)
	odd    []float64 // the infinite ones, which near may take for anything
	uses   int       // of pairs
	sorted bool
}

// derivedSet returns the set for calls and n's kind, building it on first
// use.
func (c *check) derivedSet(n *num, calls []int) *derivedSet {
	whole := n.dec == 0 && !n.percent
	for i := range c.derivs {
		d := &c.derivs[i]
		if d.whole == whole && d.percent == n.percent && slices.Equal(d.calls, calls) {
			return d
		}
	}
	d := derivedSet{calls: slices.Clone(calls), whole: whole, percent: n.percent}
	vals := make([]float64, 0, 16)
	for _, ci := range calls {
		for _, r := range c.calls[ci].nums {
			// Parts of dates and clock times (2024-10-09, 13:20:00)
			// are no quantities: their sums explain anything.
			if !r.glued && !r.inDate && len(r.vals) > 0 && !clockPart(c.calls[ci].folded, r.span) {
				if r.neg {
					d.anyNeg = true
					vals = append(vals, -r.vals[0])
				} else {
					vals = append(vals, r.vals[0])
				}
			}
			if len(vals) >= 64 {
				break
			}
		}
		// Item counts add up only to whole numbers: 4.87 + 1 line is
		// no price.
		if whole {
			if cn := c.calls[ci].Count; cn != nil {
				vals = append(vals, float64(*cn))
			}
			vals = append(vals, float64(c.calls[ci].lines))
		}
	}
	d.nres = len(vals)
	// The user's numbers take part too: "250 GB backup" against "172G
	// available" is 78 GB short; $1,200 at 151.37 is ¥181,644.
	for _, r := range c.reqNums {
		if !r.glued && !r.inDate && len(vals) < 72 {
			vals = append(vals, r.vals...) // every reading: 1.500 € is 1500
		}
	}
	for _, a := range vals {
		d.total += a
	}
	d.vals = vals
	c.derivs = append(c.derivs, d)
	return &c.derivs[len(c.derivs)-1]
}

// pairValues lists what derived computes of each pair a = vals[i], b =
// vals[j], i < j, with the same operations in the same order, so that
// each value is the very float derived compared.
func (d *derivedSet) pairValues() {
	vals := d.vals
	ps := make([]float64, 0, len(vals)*(len(vals)-1)/2*6)
	add := func(x float64) {
		switch {
		case math.IsNaN(x):
			// near never takes NaN for a value.
		case math.IsInf(x, 0):
			d.odd = append(d.odd, x)
		default:
			ps = append(ps, x)
		}
	}
	for i, a := range vals {
		for _, b := range vals[i+1:] {
			if d.percent {
				// A percentage is a ratio or a change of two values,
				// never their sum.
				if b != 0 {
					add(a / b * 100)
				}
				if a != 0 {
					add(b / a * 100)
					add((b - a) / a * 100)
					add(math.Abs(b-a) / a * 100)
				}
				if b != 0 {
					add((a - b) / b * 100)
					add(math.Abs(a-b) / b * 100)
				}
				continue
			}
			add(a + b)
			add(a - b)
			add(b - a)
			add(a * b)
			if b != 0 {
				add(a / b)
			}
			if a != 0 {
				add(b / a)
			}
		}
	}
	d.pairs = ps
}

// pairHolds reports whether ok holds for a value of a pair. ok is
// derived's test of one value against n (near one of n's readings, its
// magnitude when unsigned); it is asked only of the pair values within
// reach of a reading: reach bounds how far near's rounding and its
// relative tolerance can put a value that ok accepts, with room to
// spare, so every value ok accepts is asked and the answer is derived's.
func (d *derivedSet) pairHolds(n *num, unsigned bool, ok func(float64) bool) bool {
	if d.uses++; d.uses == 1 {
		d.pairValues()
	}
	for _, x := range d.odd {
		if ok(x) {
			return true
		}
	}
	if d.uses >= 64 && !d.sorted {
		slices.Sort(d.pairs)
		d.sorted = true
	}
	var lo, hi [8]float64
	k := 0
	for _, v := range n.vals {
		if n.neg {
			v = -v
		}
		if math.IsInf(v, 0) || math.IsNaN(v) || k+2 > len(lo) {
			return slices.ContainsFunc(d.pairs, ok)
		}
		// near(v, dec, x) holds when x rounds to v at dec decimals (so
		// |x-v| <= 0.5/10^dec, plus the rounding of x*10^dec) or is
		// within 1e-9 of v relatively; derived's whole-number test is
		// |x-v| < 0.5, the same bound at dec 0.
		reach := 0.5/math.Pow(10, float64(n.dec)) + 1e-6*math.Abs(v) + 1e-9
		lo[k], hi[k] = v-reach, v+reach
		k++
		if unsigned {
			// ok compares |x|: x may be near -v as well.
			lo[k], hi[k] = -v-reach, -v+reach
			k++
		}
	}
	if d.sorted {
		for t := range k {
			i, _ := slices.BinarySearch(d.pairs, lo[t])
			for ; i < len(d.pairs) && d.pairs[i] <= hi[t]; i++ {
				if ok(d.pairs[i]) {
					return true
				}
			}
		}
		return false
	}
	for _, x := range d.pairs {
		for t := range k {
			if lo[t] <= x && x <= hi[t] && ok(x) {
				return true
			}
		}
	}
	return false
}
