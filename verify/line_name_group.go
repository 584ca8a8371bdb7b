package verify

// A name several lines of a result share is a group's — a class, a team,
// a category column — not one record's: "Structural Bio used the most (108 h
// between chen.w and abara.t)" sums Structural Bio's four lines, "Vilayat
// Budh के 3 टुकड़े" counts its three. When the sentence gives the name the
// number of the lines that hold it (in figures or words: "cuatro de Raíces
// Sonoras"), or the sum of one column over them, the name is about those
// lines, not the one the clause names besides.

// groupNamed reports whether name is on two or more lines of the result and
// a number of the clause's sentence is how many, or one column's sum over them.
func (c *check) groupNamed(in *info, lines []string, name string) bool {
	var on []int
	for i, l := range lines {
		if c.nameOnLine(l, name) {
			on = append(on, i)
			if len(on) > 64 {
				return false
			}
		}
	}
	if len(on) < 2 {
		return false
	}
	lo, hi := c.sentenceBounds(in.clause.span, 200, 200)
	if m := len(on); m <= 10 {
		for _, w := range reqNumWords[m] {
			if indexWord(c.folded[lo:hi], w) >= 0 {
				return true // "cuatro de Raíces Sonoras", "four of them"
			}
		}
	}
	var sums []float64
	width := -1
	for _, i := range on {
		v := lineVals(lines[i])
		if width < 0 {
			width = len(v)
			sums = make([]float64, width)
		}
		if len(v) != width {
			sums = nil // rows of unlike shape: no column to add up
			break
		}
		for j, x := range v {
			sums[j] += x
		}
	}
	for k := c.numAt(lo); k < len(c.nums) && c.nums[k].start < hi; k++ {
		n := &c.nums[k]
		if len(n.vals) == 0 || n.glued || n.inDate {
			continue
		}
		if n.vals[0] == float64(len(on)) {
			return true
		}
		for _, s := range sums {
			if s >= 10 && absFloat(s-n.vals[0]) < 0.01 {
				return true
			}
		}
	}
	return false
}
