package verify

import (
	"math"
	"slices"
	"sort"
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
	uses   int       // of pairHolds
	listed bool      // pairs and odd made
	sorted bool      // pairs sorted

	// For pairSearch: 0 unknown, 1 searchable, 2 not; and vals sorted.
	search int8
	byVal  []valAt
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
	// A pair's values are gathered in xs and sorted out in one place
	// below, not by a closure called (and inlined) at twelve places.
	var xs [6]float64
	for i, a := range vals {
		for _, b := range vals[i+1:] {
			k := 0
			if d.percent {
				// A percentage is a ratio or a change of two values,
				// never their sum.
				if b != 0 {
					xs[k] = a / b * 100
					k++
				}
				if a != 0 {
					xs[k], xs[k+1], xs[k+2] = b/a*100, (b-a)/a*100, math.Abs(b-a)/a*100
					k += 3
				}
				if b != 0 {
					xs[k], xs[k+1] = (a-b)/b*100, math.Abs(a-b)/b*100
					k += 2
				}
			} else {
				k = pairArith(&xs, a, b)
			}
			for _, x := range xs[:k] {
				switch {
				case math.IsNaN(x):
					// near never takes NaN for a value.
				case math.IsInf(x, 0):
					d.odd = append(d.odd, x)
				default:
					ps = append(ps, x)
				}
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
	d.uses++
	var lo, hi [8]float64
	k := 0
	every := false // a reading no window can hold: ask of every pair value
	for _, v := range n.vals {
		if n.neg {
			v = -v
		}
		if math.IsInf(v, 0) || math.IsNaN(v) || k+2 > len(lo) {
			every = true
			break
		}
		// near(v, dec, x) holds when x rounds to v at dec decimals (so
		// |x-v| <= 0.5/10^dec, plus the rounding of x*10^dec) or is
		// within 1e-9 of v relatively; derived's whole-number test is
		// |x-v| < 0.5, the same bound at dec 0.
		reach := 0.5/pow10(n.dec) + 1e-6*math.Abs(v) + 1e-9
		lo[k], hi[k] = v-reach, v+reach
		k++
		if unsigned {
			// ok compares |x|: x may be near -v as well.
			lo[k], hi[k] = -v-reach, -v+reach
			k++
		}
	}
	if !every && !d.percent && len(d.vals) >= searchMin && d.searchable() {
		return pairSearch(d.vals, d.byVal, lo[:k], hi[:k], ok)
	}
	if !d.listed {
		d.pairValues()
		d.listed = true
	}
	for _, x := range d.odd {
		if ok(x) {
			return true
		}
	}
	if every {
		return slices.ContainsFunc(d.pairs, ok)
	}
	if d.uses >= 64 && !d.sorted {
		sortFloats(d.pairs)
		d.sorted = true
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

// searchMin is the number of values from which pairSearch beats listing
// the pairs: V values have 3V(V-1) pair values, and a search costs some
// 6V log V per reading.
const searchMin = 16

// searchable reports whether every value is zero or of a size whose sums,
// products and ratios with the others are finite, so that pairSearch's
// windows hold every pair value ok may accept. It sorts a copy of the
// values on first use.
func (d *derivedSet) searchable() bool {
	if d.search == 0 {
		d.search = 2
		if searchableVals(d.vals) {
			d.search = 1
			d.byVal = sortVals(make([]valAt, 0, len(d.vals)), d.vals)
		}
	}
	return d.search == 1
}

// searchableVals reports whether every value is zero or of a magnitude
// in [1e-100, 1e100]: then no sum, difference, product or ratio of two of
// them is infinite or NaN, which pairSearch's windows could not hold.
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func searchableVals(vals []float64) bool {
	for _, v := range vals {
		if a := absFloat(v); v != 0 && !(a >= 1e-100 && a <= 1e100) {
			return false
		}
	}
	return true
}

// A valAt is a value and its index in the values it was sorted from. The
// value is kept as its bits, so that valAt (and numKey, the same type) has
// the underlying type of resultRun and digitSig: the four sorts share one
// instance of the generic sort code, which each further element shape
// copies whole (about 10 kB of the release binary). Comparisons still
// compare the values as floats.
type valAt struct {
	key uint64 // math.Float64bits of the value
	at  int32
}

// v is the value.
func (k valAt) v() float64 { return math.Float64frombits(k.key) }

// sortValAts sorts xs by value, then index (values neither below nor
// above each other, such as a NaN, by index). sort.Sort rather than
// slices.SortFunc, here and for the digit runs and signatures: the
// generic sort of these pairs costs the release binary some 6 kB of its
// own code, and both are the same pdqsort, generated from one template,
// so they leave the same order. (sort.Slice would swap through
// reflection, a few times slower.) It takes the slice by pointer, as do
// the sorts of the runs and signatures: a pointer goes into sort.Interface
// as it is, where a slice is boxed, an allocation per sort; the callers'
// slices live in the check's calls, which are on the heap already.
func sortValAts(xs *[]valAt) { sort.Sort((*byValAt)(xs)) }

type byValAt []valAt

func (p *byValAt) Len() int      { return len(*p) }
func (p *byValAt) Swap(i, j int) { s := *p; s[i], s[j] = s[j], s[i] }
func (p *byValAt) Less(i, j int) bool {
	s := *p
	switch a, b := s[i].v(), s[j].v(); {
	case a < b:
		return true
	case a > b:
		return false
	}
	return s[i].at < s[j].at
}

// sortVals appends vals to dst with their indexes, sorted by value, and
// returns it.
func sortVals(dst []valAt, vals []float64) []valAt {
	for i, v := range vals {
		dst = append(dst, valAt{math.Float64bits(v), int32(i)})
	}
	sortValAts(&dst)
	return dst
}

// pairSearch reports whether ok holds for a+b, a-b, b-a, a*b, a/b or b/a
// of two values at distinct indexes of vals (searchable; byVal is
// sortVals of them), asking only the pairs that can put a value in one of
// the windows [lo[t], hi[t]]: ok must accept nothing outside them. The
// values are taken as a in their own order, which finds the pair of a
// figure worked out from neighbours early. For each a and each window it
// inverts a+b,
// b-a, a*b and a/b to the b that can put the value there and finds them by
// binary search; each b found is asked with all six operations, in the
// float arithmetic derived uses. The six are the same for (a, b) as for
// (b, a) (sums and products commute exactly), so a-b and b/a need no
// windows of their own: they are b-a and a/b of the pair taken the other
// way round, which the loop over every a also takes. The inverted bounds
// get room for the rounding of the operations.
func pairSearch(vals []float64, byVal []valAt, lo, hi []float64, ok func(float64) bool) bool {
	if len(vals) < 2 {
		return false
	}
	first, last := byVal[0].v(), byVal[len(byVal)-1].v()
	pairOK := func(a, b float64) bool {
		return ok(a+b) || ok(a-b) || ok(b-a) || ok(a*b) || b != 0 && ok(a/b) || a != 0 && ok(b/a)
	}
	for i, a := range vals {
		// every b but a itself
		all := func() bool {
			for j, b := range vals {
				if j != i && pairOK(a, b) {
					return true
				}
			}
			return false
		}
		// the b in [x, y] (or [y, x]), widened
		in := func(x, y float64) bool {
			if x > y {
				x, y = y, x
			}
			x -= 1e-9*math.Abs(x) + 1e-9*math.Abs(a) + 1e-12
			y += 1e-9*math.Abs(y) + 1e-9*math.Abs(a) + 1e-12
			if x > last || y < first {
				return false // most products and ratios: no search
			}
			// The first value >= x.
			k, m := 0, len(byVal)
			for k < m {
				h := int(uint(k+m) >> 1)
				if byVal[h].v() < x {
					k = h + 1
				} else {
					m = h
				}
			}
			for ; k < len(byVal) && byVal[k].v() <= y; k++ {
				if int(byVal[k].at) != i && pairOK(a, byVal[k].v()) {
					return true
				}
			}
			return false
		}
		if a == 0 {
			if all() {
				return true
			}
			continue
		}
		for t := range lo {
			l, h := lo[t], hi[t]
			if in(l-a, h-a) || in(l+a, h+a) || in(l/a, h/a) {
				return true
			}
			// a/b in [l, h]: b = a/x, unbounded when the window holds 0.
			if l <= 0 && h >= 0 {
				if all() {
					return true
				}
			} else if in(a/h, a/l) {
				return true
			}
		}
	}
	return false
}
