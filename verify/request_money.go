package verify

import (
	"strings"
	"unicode/utf8"
)

// moneyAt reports whether the number text[i:j] is an amount of money: a
// currency sign or code right before it ("₹4,000", "$ 40", "Rs 299", "USD
// 12") or a sign right after it ("4.000 €", "300元"). Used to keep the user's budget out of the numbers
// a count may echo.
func moneyAt(text string, i, j int) bool {
	b := strings.TrimRight(text[:i], " ")
	r, _ := utf8.DecodeLastRuneInString(b)
	a, _ := utf8.DecodeRuneInString(strings.TrimLeft(text[j:], " "))
	if isCurrency(r) || isCurrency(a) {
		return true
	}
	for _, code := range moneyCodes {
		if strings.HasSuffix(b, code) && (len(b) == len(code) || !isLetterByte(b[len(b)-len(code)-1])) {
			return true // "rs 299", not "hours 3"
		}
	}
	return false
}

// moneyCodes write a currency before the amount (folded text).
var moneyCodes = []string{"rs", "rs.", "inr", "usd", "eur", "gbp", "mxn"}
