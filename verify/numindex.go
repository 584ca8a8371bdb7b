package verify

import (
	"math"
	"unsafe"
)

// A numIndex is a call's result numbers sorted by value, so that numIn
// looks at the few result numbers within reach of a reply number instead
// of all of them: numIn is asked for every number of the reply against
// every call, and a scan made a long reply cost reply numbers × result
// numbers. It is built once a call has been asked about often enough to
// pay for the sort (see numIn); a short reply scans.
type numIndex struct {
	keys  []numKey // every reading of every number, by value
	odd   []int32  // numbers with a reading too large or not finite to search
	units uint8    // bit u set when a number is followed by size unit u (see sizeUnit); 0 until asked
	uses  int32    // numIn questions so far
	built bool
	// implied is 1 + impliedUnit of the call's arguments; 0 until asked.
	implied int8
}

// impliedUnit returns impliedUnit of the call's lowercased arguments
// (lowerArgs), worked out once per call: numIn asks it of every number
// compared, and each asking lowered the arguments afresh.
func (ci *callInfo) impliedUnit() int {
	if ci.numIdx.implied == 0 {
		ci.numIdx.implied = int8(1 + impliedUnit(ci.lowerArgs()))
	}
	return int(ci.numIdx.implied) - 1
}

// sizeUnits returns the set of size units the result's numbers are
// followed by, bit u for unit u: most results have none (1, unit 0
// alone), and then numIn need not look for one after each number.
func (ci *callInfo) sizeUnits() uint8 {
	if ci.numIdx.units == 0 {
		u := uint8(1) // unit 0 stands for no unit, and marks the set made
		for i := range ci.nums {
			u |= 1 << sizeUnit(ci.folded, ci.nums[i].end)
		}
		ci.numIdx.units = u
	}
	return ci.numIdx.units
}

// A numKey is a reading's value and the index of its number in
// callInfo.nums: a valAt, so that its sort shares valAt's instance of the
// generic sort code.
type numKey = valAt

// tooLarge bounds the readings searched by value: a reading beyond it may
// overflow to ±Inf once scaled by a unit, and near takes an infinite value
// for anything, so such a number is always tested.
const tooLarge = 1e290

// buildNumIndex builds call ci's index, its keys cut from the check's
// pooled array.
func (c *check) buildNumIndex(ci int) {
	call := &c.calls[ci]
	x := &call.numIdx
	x.built = true
	call.sizeUnits()
	keys := c.buf.numKeys
	start := len(keys)
	for i := range call.nums {
		r := &call.nums[i]
		for _, v := range r.vals {
			if math.IsNaN(v) || absFloat(v) > tooLarge {
				x.odd = append(x.odd, int32(i))
				continue
			}
			keys = append(keys, numKey{math.Float64bits(v), int32(i)})
		}
	}
	c.buf.numKeys = keys
	x.keys = keys[start:len(keys):len(keys)]
	sortValAts(&x.keys)
}

// reach bounds how far from v a value x may be for near(v, dec, x) to
// hold, with room to spare: x rounds to v at dec decimals (|x-v| <=
// 0.5/10^dec, plus the error of rounding x*10^dec), or x is within 1e-9
// of v relatively, or x is infinite (which callers test apart).
func reach(v float64, dec int) float64 {
	return 0.5/pow10(dec) + 1e-6*math.Abs(v) + 1e-9
}

// numInIndexed is the loop of numIn over call ci's result numbers, asked
// of the numbers within reach: for each reading v of n and each way numIn
// relates a result value rv to v (equal, ×100, ÷100, scaled by 1000 or
// 1024 per size unit), the rv whose related value may be near v, then
// numIn's own test (holds) of each. nu is n's size unit, implied the unit
// the call's arguments imply. ok is false when n has a reading the index
// cannot search; the caller scans instead.
func (c *check) numInIndexed(n *num, ci int, nu, implied int, holds func(r int) bool) (found, ok bool) {
	x := &c.calls[ci].numIdx
	for _, r := range x.odd {
		if holds(int(r)) {
			return true, true
		}
	}
	// The factors f with x = rv*f for which numIn tests near(v, dec, x).
	var fs [16]float64
	k := 0
	fs[k] = 1
	k++
	if n.percent {
		fs[k] = 100
	} else {
		fs[k] = 1.0 / 100
	}
	k++
	for u := range 5 {
		if x.units&(1<<u) == 0 {
			continue
		}
		ru := u
		if ru == 0 && nu > 0 {
			ru = implied
		}
		if ru != nu {
			fs[k], fs[k+1] = pow(1000, ru-nu), pow(1024, ru-nu)
			k += 2
		}
	}
	for _, v := range n.vals {
		w := reach(v, n.dec)
		if math.IsInf(v, 0) || math.IsNaN(v) || math.IsInf(w, 0) {
			return false, false
		}
		for _, f := range fs[:k] {
			if f == 0 || math.IsInf(f, 0) {
				return false, false
			}
			lo, hi := (v-w)/f, (v+w)/f
			// Room for the rounding of rv*f and of the division.
			lo -= 1e-9 * math.Abs(lo)
			hi += 1e-9 * math.Abs(hi)
			keys := x.keys
			if len(keys) == 0 || lo > keyV(keys, len(keys)-1) || hi < keyV(keys, 0) {
				continue // most scaled readings: no search
			}
			// The first key >= lo, searched by hand: a generic search
			// with a comparison closure cost twice as much.
			i, m := 0, len(keys)
			for i < m {
				h := int(uint(i+m) >> 1)
				if keyV(keys, h) < lo {
					i = h + 1
				} else {
					m = h
				}
			}
			for ; i < len(x.keys) && keyV(x.keys, i) <= hi; i++ {
				if holds(int(x.keys[i].at)) {
					return true, true
				}
			}
		}
	}
	return false, true
}

// keyV is keys[i].v(), the value loaded from memory straight into a float
// register: v() takes the bits through an integer register first, two
// more instructions at each comparison of the search above.
func keyV(keys []numKey, i int) float64 {
	return *(*float64)(unsafe.Pointer(&keys[i].key))
}
