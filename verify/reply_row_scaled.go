package verify

// rowScaled reports whether n is the product or quotient of two figures
// before it on its own line, moved by a decimal unit step: a cost row
// "| 84.0 | 7.5p | £6.30 |" multiplies kWh by a rate in pence and gives
// pounds, "79 रन 60 गेंदों पर, स्ट्राइक रेट 131.7" is runs per hundred
// balls, "12 € por 250 g → 48 €/kg" a price per kilo. replyDerived reads
// the plain product on a line; a rate per hundred or per thousand, or an
// amount in the minor unit, is the same arithmetic one decimal unit
// over. Only figures of three significant digits or more, and only the
// line's own figures, so that a chance match stays rare.
func (c *check) rowScaled(n *num) bool {
	if len(n.vals) == 0 || n.index == 0 || n.percent || sigDigits(n) < 3 {
		return false
	}
	lineStart, _ := c.lineAround(n.start, n.end)
	var opsArr [12]float64
	ops := opsArr[:0]
	for k := n.index - 1; k >= 0 && k >= n.index-6 && c.nums[k].start >= lineStart; k-- {
		r := &c.nums[k]
		if r.glued || r.inDate || r.percent || len(r.vals) == 0 || c.inCitation(r.span) {
			continue
		}
		for i, v := range r.vals {
			if v != 0 && len(ops) < len(opsArr) && (i == 0 || v != r.vals[0]) {
				ops = append(ops, v)
			}
		}
	}
	for _, s := range [...]float64{0.01, 100, 0.001, 1000} {
		for i, a := range ops {
			for _, b := range ops[i+1:] {
				if nearAny(n, a*b*s) || nearAny(n, a/b*s) || nearAny(n, b/a*s) {
					return true
				}
			}
		}
	}
	return false
}
