package verify

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Numbers of a measure are no counts (cnt21). A number with a unit of
// length, mass or volume written after it (see metricAt) is a quantity:
// "目標まであと12kg足りません" is twelve kilograms short, not "12 足"
// (pairs) read past the unit, and a request's "de más de 12 m" is a length
// the user bounds the boats by, not a number of items the user gave, so
// "12 solicitudes" over thirteen rows is not excused as the user's
// number.

// requestMeasure reports a unit of measure right after the request number
// ending at end. A degree sign is one too (cnt29): "warmer than 5 °C",
// "高于 5℃", "5 डिग्री" aside, a temperature bounds the rows the call
// returned, so "Two lines are over 5 °C" over three rows is not three
// plus two of a number the user gave.
func requestMeasure(req string, end int) bool {
	rest := trimOneSpace(req[end:])
	return strings.HasPrefix(rest, "°") || strings.HasPrefix(rest, "℃") || strings.HasPrefix(rest, "℉") || measureAfter(req, end)
}

// measureAfter reports a unit of measure right after a number at end
// that ends its word in any script ("10 líneas" holds no litre) and is
// not also a noun of items: "5 meters haven't reported" counts devices.
func measureAfter(text string, end int) bool {
	u, ok := metricAt(text, end)
	if !ok || u.kind == 'l' && u.size == 1 && len(u.word) > 3 && u.word[0] == 'm' {
		return false
	}
	rest := text[end:min(len(text), end+24)]
	rest = rest[len(rest)-len(trimOneSpace(rest)):]
	if k := len(u.word); k < len(rest) && rest[k] >= 0x80 && u.word[0] < 0x80 {
		if r, _ := utf8.DecodeRuneInString(rest[k:]); unicode.IsLetter(r) && r < 0x2e80 {
			return false // "líneas": a word of an alphabet goes on; a Han or kana character does not
		}
	}
	return true
}

// trimOneSpace drops one leading space.
func trimOneSpace(s string) string {
	if s != "" && s[0] == ' ' {
		return s[1:]
	}
	return s
}

// aboveAll reports whether n is above every count in want (and want is
// not empty).
func aboveAll(n int, want []int) bool {
	if len(want) == 0 {
		return false
	}
	for _, w := range want {
		if n <= w {
			return false
		}
	}
	return true
}
