package verify

// A definite count of a part the reply counted before as "N of the M"
// (cnt21). "4 of the 5 would arrive more than 20 minutes early" takes a
// part of the five routes the call returned; "shifting the four early
// routes" later points back to that part, not to the five. The earlier
// part is bound to the result by its whole, M, which must be a count of
// the call; a definite count of another number is read as before.

// partOfBefore reports whether cc, a definite count, has the number of an
// earlier "N of (the) M" in the reply whose M is one of want.
func (c *check) partOfBefore(in *info, cc countClaim, want []int) bool {
	if len(want) == 0 || !c.definiteCount(in, cc) {
		return false
	}
	hi := numsFrom(c.nums, cc.start)
	for k := max(0, hi-64); k < hi; k++ {
		n := &c.nums[k]
		if len(n.vals) == 0 || n.vals[0] != float64(cc.n) || k+1 >= len(c.nums) {
			continue
		}
		m := &c.nums[k+1]
		gap := c.folded[n.end:min(m.start, n.end+16)]
		if m.start-n.end > 16 || len(m.vals) == 0 {
			continue
		}
		if gap != " of the " && gap != " of " && gap != " de los " && gap != " de las " && gap != " de " {
			continue
		}
		for _, w := range want {
			if m.vals[0] == float64(w) && w > cc.n {
				return true
			}
		}
	}
	return false
}
