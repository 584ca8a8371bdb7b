package verify

import (
	"strings"
	"unicode/utf8"
)

// Quotes that differ from their source only in typography. Chinese and
// Japanese text puts a space between a Han or kana character and a Latin
// letter or digit, or not, by house style ("優勝 1回" and 「優勝1回」, "支持
// Python 3" and 「支持Python 3」): the words are the same. And a quote cut
// short with an ellipsis ("`sha256:9b1f4c07e2d3…`") quotes the text up to
// it. Either is the result's text, not a paraphrase in quotation marks.

// typographicQuote reports whether t, a quotation no target result holds
// as written, is one of them.
func (c *check) typographicQuote(t string, calls []int) bool {
	for _, e := range []string{"…", "..."} {
		if s, ok := strings.CutSuffix(t, e); ok {
			s = strings.TrimRight(s, " ")
			return utf8.RuneCountInString(s) >= 6 && c.textIn(s, calls)
		}
	}
	// The pieces of t between the boundaries of a CJK character and an
	// ASCII letter or digit, which a result may space.
	var buf [8]string
	pieces, start, prev := buf[:0], 0, rune(0)
	for i, r := range t {
		if i > 0 && (isCJK(prev) && isASCIIAlnum(r) || isASCIIAlnum(prev) && isCJK(r)) {
			if len(pieces) == cap(buf)-1 {
				return false
			}
			pieces = append(pieces, t[start:i])
			start = i
		}
		prev = r
	}
	if len(pieces) == 0 {
		return false
	}
	pieces = append(pieces, t[start:])
	for _, ci := range calls {
		r := c.calls[ci].spacedResult()
		for off := 0; off < len(r); {
			i := strings.Index(r[off:], pieces[0])
			if i < 0 {
				break
			}
			at := off + i + len(pieces[0])
			ok := true
			for _, p := range pieces[1:] {
				if strings.HasPrefix(r[at:], " ") {
					at++
				}
				if !strings.HasPrefix(r[at:], p) {
					ok = false
					break
				}
				at += len(p)
			}
			if ok {
				return true
			}
			off += i + 1
		}
	}
	return false
}

func isASCIIAlnum(r rune) bool {
	return r < 0x80 && (r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z')
}
