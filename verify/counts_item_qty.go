package verify

import (
	"slices"
	"strings"
)

// Quantities an item of the result holds (cnt21). A listing's line is one
// item, and the number it writes after "x" or "×" ("croissant x30",
// "塩パンx6") or after a word of quantity ("ORD-2291 qty 2") is how many
// units that item holds, not a count of the listing's items:
// "クロワッサン30個" over an order's lines is the croissants' quantity, and
// "तीन ऑर्डर में कुल 7 पीस" over three orders of qty 2, 1 and 4 is their sum
// (keyedTotal, with the word of quantity as the key).

// qtyKeys are the words of quantity a listing writes before a number with
// no colon.
var qtyKeys = []string{"qty", "quantity", "pcs", "cantidad", "数量"}

// qtyKeyBefore returns the word of quantity ending at j of s, a whole
// word, or "".
//
// It stays a call for the release binary's size (size20).
//
//go:noinline
func qtyKeyBefore(s string, j int) string {
	for _, k := range qtyKeys {
		if j >= len(k) && s[j-len(k):j] == k && (j == len(k) || !isWordByte(s[j-len(k)-1])) {
			return k
		}
	}
	return ""
}

// markedQuantity reports whether a target's result writes n as an item's
// quantity: right after an "x" or "×" standing apart from a word before it
// ("croissant x30", "塩パンx6"; not "kx7jm" of a pod's name nor "3 x 3", a
// size), or after a word of quantity. The noun must not be the one the
// user asked to count: "two open cases" over a case of "e.max x2" counts
// the cases.
func (c *check) markedQuantity(cc countClaim, targets []int) bool {
	if cc.num < 0 || c.requestNoun(cc.noun) {
		return false
	}
	for _, ci := range targets {
		if slices.Contains(c.calls[ci].markedQuantities(), float64(cc.n)) {
			return true
		}
	}
	return false
}

// markedQuantities returns the quantities the call's result marks (see
// markedQuantity), found once per call, at most 16.
func (ci *callInfo) markedQuantities() []float64 {
	if !ci.qtyDone {
		ci.qtyDone = true
		s := ci.folded
		for k := range ci.nums {
			if ci.nqty == len(ci.qtys) {
				break
			}
			r := &ci.nums[k]
			if len(r.vals) == 0 || r.dec != 0 {
				continue
			}
			if r.end < len(s) && (isWordByte(s[r.end]) || s[r.end] == '.') {
				continue // a part of a name or a decimal
			}
			if quantityMarkAt(s, r.start) && !slices.Contains(ci.qtys[:ci.nqty], r.vals[0]) {
				ci.qtys[ci.nqty] = r.vals[0]
				ci.nqty++
			}
		}
	}
	return ci.qtys[:ci.nqty]
}

// quantityMarkAt reports an "x", "×" or word of quantity right before j.
func quantityMarkAt(s string, j int) bool {
	if j > 0 && s[j-1] == ' ' && qtyKeyBefore(s, j-1) != "" {
		return true
	}
	var mark int
	switch {
	case j >= 1 && s[j-1] == 'x':
		mark = j - 1
	case j >= 2 && s[j-2:j] == "×":
		mark = j - 2
	default:
		return false
	}
	if mark == 0 {
		return false
	}
	b := s[mark-1]
	if b == ' ' && mark >= 2 && isDigitByte(s[mark-2]) {
		return false // "3 x 3": a product or size
	}
	return b >= 0x80 || b == ' ' || b == ')'
}

// rowClockNamed reports whether win writes a clock time "hh:mm" that row
// r's text holds and no other row of ix does: "18:40 只剩 12 张" names the
// 18:40 sailing, whose seats_left is 12 (see rowNamedIn).
func rowClockNamed(s string, ix *rowIndex, r int32, win string) bool {
	row := ix.rows[r]
	text := s[row.start:row.end]
	for i := 2; i+2 < len(win); i++ {
		if win[i] != ':' || !isDigitByte(win[i-1]) || !isDigitByte(win[i-2]) || !isDigitByte(win[i+1]) || !isDigitByte(win[i+2]) {
			continue
		}
		if i >= 3 && isDigitByte(win[i-3]) || i+3 < len(win) && isDigitByte(win[i+3]) {
			continue
		}
		t := win[i-2 : i+3]
		if !hasSubstr(text, t) {
			continue
		}
		other := false
		for k := range ix.rows {
			other = other || int32(k) != r && hasSubstr(s[ix.rows[k].start:ix.rows[k].end], t)
		}
		if !other {
			return true
		}
	}
	return false
}

// rowDayNamed reports whether win writes a day of the month ("17日",
// "17号") that is the day of a date on row r only ("11-17", "2025-11-17"):
// "| 17日（月） | 5名 |" names the row of 11-17, whose remaining is 5.
func rowDayNamed(s string, ix *rowIndex, r int32, win string) bool {
	for i := 0; i < len(win); i++ {
		if !isDigitByte(win[i]) || i > 0 && isDigitByte(win[i-1]) {
			continue
		}
		j := i
		for j < len(win) && isDigitByte(win[j]) {
			j++
		}
		if j-i > 2 || !(hasPrefix(win[j:], "日") || hasPrefix(win[j:], "号") || hasPrefix(win[j:], "號")) {
			continue
		}
		d := win[i:j]
		if len(d) == 1 {
			d = "0" + d
		}
		on := func(k int) bool {
			t := s[ix.rows[k].start:ix.rows[k].end]
			for at := 0; ; {
				x := strings.Index(t[at:], "-"+d)
				if x < 0 {
					return false
				}
				x += at
				at = x + 3
				if x >= 2 && isDigitByte(t[x-1]) && isDigitByte(t[x-2]) && (at >= len(t) || !isDigitByte(t[at]) && t[at] != '-') {
					return true
				}
			}
		}
		if !on(int(r)) {
			continue
		}
		other := false
		for k := range ix.rows {
			other = other || int32(k) != r && on(k)
		}
		if !other {
			return true
		}
	}
	return false
}
