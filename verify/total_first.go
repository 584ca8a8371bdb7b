package verify

// totalFirst reports whether n is a total the reply states before the
// breakdown that makes it up: "charging came to £13.94 … | Off-peak |
// £6.30 | … | Peak | £7.64 |", "gastaste 1.245 €: 830 € de luz y 415 € de
// gas", "合计 ¥3,420,其中 A 组 ¥2,100、B 组 ¥1,320". People give the
// answer first and the parts after; the parts are held to the results on
// their own, so a total they add up to is the reply's arithmetic. Only
// sums (parts add up to a whole), only figures of three significant
// digits or more, and only the next dozen figures, so a chance match
// stays rare; a part that the total itself vouches for is never a sum
// that includes the total.
func (c *check) totalFirst(n *num) bool {
	if len(n.vals) == 0 || n.percent || sigDigits(n) < 3 || c.labelled(n) {
		return false
	}
	var partsArr [12]float64
	parts := partsArr[:0]
	for k := n.index + 1; k < len(c.nums) && k <= n.index+12; k++ {
		r := &c.nums[k]
		if r.glued || r.inDate || r.percent || len(r.vals) == 0 || c.inCitation(r.span) {
			continue
		}
		parts = append(parts, r.vals[0])
	}
	for i, a := range parts {
		for _, b := range parts[i+1:] {
			if a < n.vals[0] && b < n.vals[0] && nearAny(n, a+b) {
				return true
			}
		}
	}
	return false
}
