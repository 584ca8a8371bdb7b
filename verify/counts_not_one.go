package verify

import "strings"

// A negation right before "one" makes the phrase say none: "没有一个站超过
// 阈值" (not one station), "not one order was late", "no hubo ni un
// pedido". The count it states is zero, and it is held to the result as
// zero: right over an empty result, a miscount over one with items. Where
// the negation follows the counter (一个都没有, 1つもない, एक भी नहीं) the
// claim is never taken (see notEven).

// notOneBefore reports whether text, the reply right before a "one", ends
// with a negation that takes it: 没有/没/无 in Chinese, a whole word "not"
// in English, "ni" in Spanish.
func notOneBefore(text string) bool {
	text = strings.TrimRight(text, " *")
	if hasSuffix(text, "没有") || hasSuffix(text, "没") || hasSuffix(text, "无") {
		return true
	}
	for _, w := range [...]string{"not", "ni"} {
		if hasSuffix(text, w) && (len(text) == len(w) || !isLetterByte(text[len(text)-len(w)-1])) {
			return true
		}
	}
	return false
}
