package verify

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// designation reports whether the text right after a numeral (after, at
// most a few bytes) opens with the Chinese or Japanese marker of a
// designation: 号/號 ("5号房", room No. 5; "3号线", line 3) or 番 ("3番線",
// "2番ゲート"). The numeral then names one item by its number, as "room 5"
// or "sala 5" do in English and Spanish, and counts nothing; in those
// languages the number follows its noun and no count reading takes it.
func designation(after string) bool {
	after = strings.TrimLeft(after, " ")
	return hasPrefix(after, "号") || hasPrefix(after, "號") || hasPrefix(after, "番")
}

// zeroPadded reports whether the numeral at sp of text is written with a
// leading zero ("005 店", "store 014", "la sucursal 007"): a numeral padded
// to a fixed width is a code that names one item, in any script, and no
// count is ever written so. A lone "0" is the count zero.
func zeroPadded(text string, sp span) bool {
	return sp.end-sp.start >= 2 && text[sp.start] == '0' && isDigitByte(text[sp.start+1])
}

// requestDesignation reports whether the request's numeral at sp names one
// item by its number rather than counting: "4 号车场" (depot No. 4), "3番線",
// "第2倉庫" (the second warehouse). "现在 4 号车场有哪些车在维修？" gives no 4
// for the reply's "4 辆车在修" to repeat.
func (c *check) requestDesignation(sp span) bool {
	return designation(c.request[sp.end:min(len(c.request), sp.end+8)]) || hasSuffix(strings.TrimRight(c.request[:sp.start], " "), "第") || c.argWordNumeral(sp)
}

// argWordNumeral reports a request numeral inside a word that a call's
// arguments write with it, a letter on each side ("北仑三期" of
// {"terminal":"北仑三期"}, "Block3A"): the call was filtered by that name, and
// its numeral counts nothing the user asked for (cnt29).
func (c *check) argWordNumeral(sp span) bool {
	b, k := utf8.DecodeLastRuneInString(c.request[:sp.start])
	a, m := utf8.DecodeRuneInString(c.request[sp.end:])
	if !unicode.IsLetter(b) || !unicode.IsLetter(a) {
		return false
	}
	w := c.request[sp.start-k : sp.end+m]
	for ci := range c.calls {
		if hasSubstr(c.calls[ci].lowerToolArgs(), w) {
			return true
		}
	}
	return false
}
