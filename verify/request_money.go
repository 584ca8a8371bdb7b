package verify

import (
	"strings"
	"unicode/utf8"
)

// moneyAt reports whether the number text[i:j] is an amount of money: a
// currency sign right before it ("₹4,000", "$ 40") or right after it
// ("4.000 €", "300元"). Used to keep the user's budget out of the numbers
// a count may echo.
func moneyAt(text string, i, j int) bool {
	r, _ := utf8.DecodeLastRuneInString(strings.TrimRight(text[:i], " "))
	a, _ := decodeRuneAt(strings.TrimLeft(text[j:], " "))
	return isCurrency(r) || isCurrency(a)
}
