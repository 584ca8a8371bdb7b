package verify

// A sum over part of a column. A reply adds up the rows it is about: the
// fish of a waste log without the octopus it sets apart ("de los 92 kg de
// pescado", 47+18+12+15 of five rows), the morning's groups of a day's
// bookings ("9:30〜11:00の4件で153名"), the first days of a week. Such a
// sum is over rows next to each other or over all rows but one; it is the
// reply's working, not a value the result misstates.

// columnRunSum reports whether n is the sum of one column of a target's
// result over two or more neighbouring rows, or over all its rows but one,
// short of the whole column (the whole is columnTotalAny's). A window
// slides over each column once: linear in the column's 64 values at most.
func (c *check) columnRunSum(n *num, calls []int) bool {
	if len(n.vals) == 0 || n.percent || sigDigits(n) < 2 || n.vals[0] < 10 {
		return false
	}
	v := n.vals[0]
	tol := 0.5 * pow10(-n.dec)
	for _, ci := range calls {
		for _, col := range c.calls[ci].columns() {
			if col.n < 3 || len(col.vals) != col.n || col.sum-v > -tol && col.sum-v < tol {
				continue // the whole column, be it with a zero left out, is no part
			}
			for _, x := range col.vals {
				if x < 0 {
					goto next // a window needs no negative value
				}
				if d := col.sum - x - v; d > -tol && d < tol {
					return true // all rows but one
				}
			}
			{
				lo, sum := 0, 0.0
				for hi, x := range col.vals {
					sum += x
					for sum > v+tol && lo < hi {
						sum -= col.vals[lo]
						lo++
					}
					if hi-lo >= 1 && hi-lo+1 < col.n && sum > v-tol && sum < v+tol {
						return true
					}
				}
			}
		next:
		}
	}
	return false
}
