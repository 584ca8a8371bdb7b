package verify

import "strings"

// zeroWords write the count zero as a word: "ゼロです", "为零", "es cero".
var zeroWords = []string{"ゼロ", "零", "zero", "cero", "शून्य"}

// zeroValueHeld reports whether the clause's absence is the word zero and
// a result of the targets holds the value 0: "残高はゼロです" over
// {"balance":0}, "エラー数はゼロです" over an errors column of 0 restate
// a value, as the digit would, rather than say the result listed nothing.
// ("未解決のブロッカー: ゼロです" over a ticket list with no 0 in it stays
// an absence claim.)
func (c *check) zeroValueHeld(in *info, targets []int) bool {
	a := in.absence
	zero := false
	for _, z := range zeroWords {
		zero = zero || strings.Contains(a.t.text, z)
	}
	if !zero {
		return false
	}
	for _, ci := range targets {
		for k := range c.calls[ci].nums {
			n := &c.calls[ci].nums[k]
			if n.glued || n.inDate || n.version || len(n.vals) == 0 {
				continue
			}
			if n.vals[0] == 0 {
				return true
			}
		}
	}
	return false
}
