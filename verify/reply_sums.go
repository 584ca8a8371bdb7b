package verify

import "math"

// The reply's own arithmetic over figures it listed: a total of the sizes
// of its table ("Those five add up to roughly 5.6G") and the change between
// two of its figures in percent ("Compared with Q2 ($3,906k), revenue grew
// by about 7.9%"). The figures themselves are held to the results; what
// the reply computes from them is not a value to find there.

// ownRunSum reports whether n, with a word of adding up near it, is the
// sum of a run of two or more consecutive figures the reply gave just
// before it (the run ends at one of the three figures nearest to n), in
// the size unit each is written with (G, M, k), to the precision of n.
func (c *check) ownRunSum(n *num) bool {
	if n.percent || len(n.vals) == 0 || n.vals[0] <= 0 || n.index < 2 || !c.addUpNear(n) {
		return false
	}
	nu := sizeUnit(c.folded, n.end)
	// Each figure in decimal and in binary units alike: 412M is 0.412G
	// or 0.402G, as the reply's tool reports them.
	var decArr, binArr [16]float64
	dec, bin := decArr[:0], binArr[:0]
	for k := n.index - 1; k >= 0 && len(dec) < len(decArr); k-- {
		r := &c.nums[k]
		if r.inDate || r.percent || r.glued || len(r.vals) == 0 || c.inCitation(r.span) {
			continue
		}
		u := sizeUnit(c.folded, r.end)
		dec = append(dec, r.vals[0]*pow(1000, u))
		bin = append(bin, r.vals[0]*math.Pow(1024, float64(u)))
	}
	tol := 0.5*math.Pow(10, -float64(n.dec)) + 1e-9
	for end := 0; end < min(3, len(dec)); end++ {
		runD, runB := dec[end], bin[end]
		for j := end + 1; j < len(dec); j++ {
			runD += dec[j]
			runB += bin[j]
			for _, v := range n.vals {
				if absFloat(v-runD/pow(1000, nu)) <= tol || absFloat(v-runB/math.Pow(1024, float64(nu))) <= tol {
					return true
				}
			}
		}
	}
	return false
}

var (
	changeWords []string
)

// replySumsLists holds the phrases of the word lists declared above (see barList).
var replySumsLists = [...]barList{
	// changeWords say a percentage is a change between two figures.
	{&changeWords, "grew|growth|increase|decrease|rose|fell|dropped|up by|down by|higher than|lower than|compared with|compared to|vs|creció|crecimiento|aumento|subió|bajó|caída|respecto a|frente a|增长|增加|下降|减少|同比|环比|増加|減少|伸び|前年比|前月比|比べ|बढ़|घट|तुलना"},
}

var _ = splitBars(replySumsLists[:])

// ownChange reports whether the percentage n, with a word of change near
// it, is the change from one figure of the reply to another, (b−a)/a, where
// one of the two is on n's line before it and the other is one of the 24
// figures the reply gave before: "the total was 7,290万 a year ago, so
// 11.1% up" over the 8,100万 the reply totalled above.
func (c *check) ownChange(n *num) bool {
	if !n.percent || len(n.vals) == 0 || n.vals[0] <= 0 || n.index == 0 || !c.wordNear(n, 64, 24, changeWords) {
		return false
	}
	ls, _ := c.lineAround(n.start, n.end)
	var arr [24]float64
	prev := arr[:0]
	line := 0 // prev[:line] are on n's line
	for k := n.index - 1; k >= 0 && len(prev) < len(arr); k-- {
		r := &c.nums[k]
		if r.inDate || r.percent || r.glued || len(r.vals) == 0 || r.vals[len(r.vals)-1] == 0 || c.inCitation(r.span) {
			continue
		}
		prev = append(prev, r.vals[len(r.vals)-1])
		if r.start >= ls {
			line = len(prev)
		}
	}
	for i := 0; i < line; i++ {
		a := prev[i]
		for j := range prev {
			if j == i {
				continue
			}
			b := prev[j]
			for _, v := range n.vals {
				if near(v, n.dec, absFloat(b-a)/a*100) || near(v, n.dec, absFloat(a-b)/b*100) {
					return true
				}
			}
		}
	}
	return false
}
