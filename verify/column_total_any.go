package verify

// columnTotalAny reports whether n is the total of a column of any
// result of the turn ("S$23,450" over three net_pay rows), when the
// clause cites another call: a sentence that converts a payroll total at
// a rate cites the rate, while its total comes from the payroll table.
// Only whole-column sums of two rows or more and figures of three
// significant digits or more, never a labelled setting (port 9091 is no
// 9090 + 1): a chance match is rare, and a right total
// is right whichever call the sentence names.
func (c *check) columnTotalAny(n *num, calls []int) bool {
	if len(n.vals) == 0 || n.percent || sigDigits(n) < 3 || c.labelled(n) {
		return false
	}
	for _, ci := range calls {
		for _, col := range c.calls[ci].columns() {
			if col.n >= 2 && nearWhole(n, col.sum) {
				return true
			}
		}
	}
	return false
}
