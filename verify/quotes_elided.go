package verify

import (
	"unicode"
)

// Quotations with the source's punctuation changed or a particle left
// out. A reply quoting an error or a manual often drops a colon or a
// particle: "550 mailbox unavailable" of "SMTP 550: mailbox unavailable",
// 「浴槽の湯温 39.0〜43.0℃」 of "浴槽の湯温は 39.0〜43.0℃ の範囲". Every letter
// and digit of such a quotation stands, in order, in one stretch of the
// source; only spaces and punctuation differ, and, in Chinese and
// Japanese text, a few characters of the source are left out. A
// quotation with a word, a digit or a negation the source does not hold
// there is no such quotation.

// quoteRunes returns the letters and digits of s, lower-cased, and a
// decimal or thousands separator between two digits ("39.0", "1,5"): the
// runes a quotation must keep.
func quoteRunes(s string, out []rune) []rune {
	rs := []rune(s)
	for i, r := range rs {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			out = append(out, unicode.ToLower(r))
		case (r == '.' || r == ',') && i > 0 && i+1 < len(rs) && unicode.IsDigit(rs[i-1]) && unicode.IsDigit(rs[i+1]):
			out = append(out, r)
		}
	}
	return out
}

// elidable reports whether a quotation may leave out rune r of its
// source: a Chinese or Japanese character (a particle, a measure word),
// not a digit and not a negation.
func elidable(r rune) bool {
	return (isHan(r) || unicode.Is(unicode.Hiragana, r) || unicode.Is(unicode.Katakana, r)) && !hasRune("不没沒未無无非否ない", r)
}

// elidedIn reports whether the runes q stand in order in src within one
// stretch, with at most skip elidable runes of src between them.
func elidedIn(q, src []rune, skip int) bool {
	starts := 0
	for s := 0; s+len(q) <= len(src) && starts < 256; s++ {
		if src[s] != q[0] {
			continue
		}
		starts++
		j, left, ok := s+1, skip, true
		for _, r := range q[1:] {
			for j < len(src) && src[j] != r && left > 0 && elidable(src[j]) {
				j++
				left--
			}
			if j >= len(src) || src[j] != r {
				ok = false
				break
			}
			j++
		}
		if ok {
			return true
		}
	}
	return false
}

// elidedQuote reports whether quoted text t is the text of a call's
// result (a failed call's too) or of the request, with its spaces and
// punctuation changed and at most one Chinese or Japanese character in
// eight, plus one, left out. Sources past 64 KB are not read.
func (c *check) elidedQuote(t string) bool {
	q := quoteRunes(t, nil)
	if len(q) < 4 {
		return false
	}
	skip := 1 + len(q)/8
	// Each quotation read here counts its sources against a budget of
	// runes, so that a reply of thousands of quotations over long results
	// stays linear; past it a quotation is left to the other readings.
	if c.quoteScan > 1<<22 {
		return false
	}
	if len(c.request) <= 64<<10 {
		if c.reqQuote == nil {
			c.reqQuote = quoteRunes(c.request, make([]rune, 0, len(c.request)))
		}
		c.quoteScan += len(c.reqQuote)
		if elidedIn(q, c.reqQuote, skip) {
			return true
		}
	}
	for ci := range c.calls {
		call := &c.calls[ci]
		text := call.folded
		if !call.ok {
			text = call.Result // a failed call's text is not folded
		}
		if len(text) > 64<<10 {
			continue
		}
		if call.quoteText == nil {
			call.quoteText = quoteRunes(text, make([]rune, 0, len(text)))
		}
		c.quoteScan += len(call.quoteText)
		if elidedIn(q, call.quoteText, skip) {
			return true
		}
	}
	return false
}
