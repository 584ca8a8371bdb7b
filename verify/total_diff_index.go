package verify

import (
	"math"
	"slices"
	"sort"
	"unsafe"
)

// diffMinValues is the number of result values from which totalDiff
// searches a call's values by value rather than trying each: below it
// the sort costs more than the scans it saves.
const diffMinValues = 16

// diffValues returns the first readings of call ci's result numbers that
// totalDiff may add to or take from an earlier figure (not glued, not in
// a date, not a percentage), sorted, or nil when the call has fewer than
// diffMinValues of them or one that is not finite. It is made once per
// call, its array cut from the check's pooled one.
func (c *check) diffValues(ci int) []float64 {
	call := &c.calls[ci]
	if call.diffDone {
		return call.diffVals
	}
	call.diffDone = true
	vals := c.buf.diffVals
	start := len(vals)
	for i := range call.nums {
		r := &call.nums[i]
		if r.glued || r.inDate || r.percent || len(r.vals) == 0 {
			continue
		}
		if x := r.vals[0]; math.IsInf(x, 0) || math.IsNaN(x) || absFloat(x) > tooLarge {
			return nil // c.buf.diffVals keeps its length: nothing appended is kept
		}
		vals = append(vals, r.vals[0])
	}
	if len(vals)-start < diffMinValues {
		return nil
	}
	c.buf.diffVals = vals
	call.diffVals = vals[start:len(vals):len(vals)]
	sortFloats(call.diffVals)
	return call.diffVals
}

// diffIndexed is totalDiff's test of call ci for an earlier figure av and
// the readings vs of the number, tolerance tol, by search: the result
// values x with |v-(av+x)| <= tol or |v-|av-x|| <= tol lie within tol
// (and a margin for rounding) of v-av, av-v or av+v, and only those are
// tested, with totalDiff's own test. ok is false when the call has no
// index or a value is not finite; the caller scans instead.
func (c *check) diffIndexed(ci int, av float64, vs []float64, tol float64) (found, ok bool) {
	xs := c.diffValues(ci)
	if xs == nil || math.IsInf(av, 0) || math.IsNaN(av) || absFloat(av) > tooLarge || math.IsInf(tol, 0) || math.IsNaN(tol) {
		return false, false
	}
	for _, v := range vs {
		if math.IsInf(v, 0) || math.IsNaN(v) || absFloat(v) > tooLarge {
			return false, false
		}
	}
	for _, v := range vs {
		m := tol + 1e-9*(absFloat(v)+absFloat(av)+tol+1)
		for _, at := range [3]float64{v - av, av - v, av + v} {
			for k := sort.SearchFloat64s(xs, at-m); k < len(xs) && xs[k] <= at+m; k++ {
				x := xs[k]
				if x == av {
					continue
				}
				if absFloat(v-(av+x)) <= tol || absFloat(v-absFloat(av-x)) <= tol {
					return true, true
				}
			}
		}
	}
	return false, true
}

// sortFloats sorts xs in increasing order, NaNs first, as slices.Sort
// does (only -0 and +0, equal to it, may come out in another order). It
// sorts the values in place as int64 keys: the bits of a float, the 63
// below the sign flipped when it is set, order as the floats do, and a NaN
// becomes the least key. The package then needs no generic sort of its
// own for float64 (the release binary's size, size15).
func sortFloats(xs []float64) {
	ks := unsafe.Slice((*int64)(unsafe.Pointer(unsafe.SliceData(xs))), len(xs))
	for i, x := range xs {
		if x != x {
			ks[i] = math.MinInt64
			continue
		}
		k := ks[i]
		ks[i] = k ^ (k >> 63 & math.MaxInt64)
	}
	if math.MaxInt == math.MaxInt64 {
		// Sorted as ints where they are 64 bits: the instance of
		// slices.Sort for int is in the binary anyway (fmt uses it), one
		// for int64 would be 4 kB more.
		slices.Sort(unsafe.Slice((*int)(unsafe.Pointer(unsafe.SliceData(ks))), len(ks)))
	} else {
		slices.Sort(ks)
	}
	for i, k := range ks {
		if k == math.MinInt64 {
			xs[i] = math.NaN()
			continue
		}
		ks[i] = k ^ (k >> 63 & math.MaxInt64)
	}
}
