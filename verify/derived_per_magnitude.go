package verify

import "strings"

// Rates per a round quantity. "हर लाख ईंट पर क़रीब 17 टन" (about 17 t per
// lakh bricks), "每万人 3.2 起", "per 1,000 visits: 4.1", "por cada mil
// habitantes" state a quotient of two result values scaled to the round
// quantity the clause names: 31.5 t of coal over 185,000 bricks is 17.03
// t per lakh. The rate must be that quotient as the reply rounds it.

// perMagnitudes are the words of a round quantity after a "per" word, and
// the quantity.
var perMagnitudes = []struct {
	word string
	mul  float64
}{
	{"hundred", 100}, {"100", 100}, {"thousand", 1e3}, {"1,000", 1e3}, {"1000", 1e3}, {"million", 1e6}, {"lakh", 1e5}, {"100,000", 1e5},
	{"cien", 100}, {"mil ", 1e3}, {"millón", 1e6},
	{"सौ", 100}, {"हज़ार", 1e3}, {"हजार", 1e3}, {"लाख", 1e5}, {"करोड़", 1e7},
	{"百", 100}, {"千", 1e3}, {"万", 1e4}, {"萬", 1e4}, {"十万", 1e5}, {"百万", 1e6},
}

// perWords open a rate per a quantity: "per", "each", "por cada", "हर",
// "प्रति", "每". Japanese puts its あたり after the quantity ("千人あたり").
var perWords = []string{"per ", "every ", "por cada ", "por ", "हर ", "प्रति ", "每"}

// perMagnitude reports whether n is a quotient of two values of the
// results of calls scaled by the round quantity a per word before it
// names, in the same clause line (see above).
func (c *check) perMagnitude(n *num, calls []int) bool {
	if len(n.vals) == 0 || n.percent {
		return false
	}
	ls, _ := c.lineAround(n.start, n.end)
	before := c.folded[max(ls, n.start-64):n.start]
	mul := 0.0
	for _, p := range perWords {
		i := strings.LastIndex(before, p)
		if i < 0 {
			continue
		}
		rest := before[i+len(p):]
		for _, m := range perMagnitudes {
			if hasPrefix(rest, m.word) || hasPrefix(rest, "one "+m.word) || hasPrefix(rest, "a "+m.word) {
				mul = m.mul
			}
		}
	}
	if mul == 0 {
		for _, m := range perMagnitudes {
			if i := strings.LastIndex(before, m.word); i >= 0 && hasSubstr(before[i:], "あたり") {
				mul = m.mul
			}
		}
	}
	if mul == 0 {
		return false
	}
	var vals [32]float64
	k := 0
	for _, ci := range calls {
		for i := range c.calls[ci].nums {
			if r := &c.calls[ci].nums[i]; !r.glued && !r.inDate && len(r.vals) > 0 && r.vals[0] != 0 && k < len(vals) {
				vals[k] = r.vals[0]
				k++
			}
		}
	}
	for a := 0; a < k; a++ {
		for b := 0; b < k; b++ {
			if a != b && near(n.vals[0], n.dec, vals[a]/vals[b]*mul) {
				return true
			}
		}
	}
	return false
}

// columnLessStated reports whether n is the total of a column of a
// result of calls less or plus a figure clause in states before it: "引当
// 済みの1,200kgを除くと計13,200kg" is the kg column's 14,400 less the
// 1,200 reserved the clause names. The figure is the reply's own, read
// beside the total in its unit; the column is the result's.
func (c *check) columnLessStated(in *info, n *num, calls []int) bool {
	if len(n.vals) == 0 || n.percent || n.index <= in.numLo {
		return false
	}
	u := c.unitMark(n)
	if u == "" {
		return false // the figure and the total name one unit ("kg" both)
	}
	for _, ci := range calls {
		for _, col := range c.calls[ci].columns() {
			if col.n < 2 {
				continue
			}
			for k := in.numLo; k < n.index; k++ {
				m := &c.nums[k]
				if m.start < in.start || m.glued || m.inDate || m.percent || len(m.vals) == 0 || m.vals[0] == 0 || c.unitMark(m) != u {
					continue
				}
				if nearAny(n, col.sum-m.vals[0]) || nearAny(n, col.sum+m.vals[0]) {
					return true
				}
			}
		}
	}
	return false
}
