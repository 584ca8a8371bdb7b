package verify

import "strings"

// A count written as a range ("8–10 हलवाई", "4〜6台", "between 3 to 5
// pods", "de 8 a 10 mesas") gives bounds, not one number: it is an estimate
// or a plan, and it is right of a result when the result's count lies
// within it. The upper bound alone, held to the count as the claim's
// number, is a miscount only when no count lies between the bounds.

// rangeCount reports whether cc's number closes a range whose bounds hold
// one of want.
func (c *check) rangeCount(cc countClaim, want []int) bool {
	if cc.num <= 0 {
		return false
	}
	lo, n := &c.nums[cc.num-1], &c.nums[cc.num]
	// The words and marks of rangeSeps, less the conjunctions ("2 and 3",
	// "4 y 6", 或), which join two numbers rather than bound one.
	sep := strings.TrimSpace(c.folded[lo.end:n.start])
	if n.start-lo.end > 8 || !isIntNum(lo) || lo.glued || !inList(sep, rangeSeps) || inList(sep, rangeConjunctions) {
		return false
	}
	for _, w := range want {
		if float64(w) >= lo.vals[0] && w <= cc.n {
			return true
		}
	}
	return false
}

// rangeConjunctions are the words of rangeSeps that join two numbers.
var rangeConjunctions = []string{"y", "and", "और", "或"}
