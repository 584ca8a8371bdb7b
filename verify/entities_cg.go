package verify

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// checkCJKNames reports a name in Han characters that the reply sets in
// bold and no result holds, when a result holds a name of the same length
// that differs from it in one character after the first: 陈思源 for the
// sender 陈思远. Chinese and Japanese names share the family name's
// character and differ in a given name's, which a reply copies wrongly by
// a homophone; a bold word no result holds and none resembles is left to
// the other rules.
func (c *check) checkCJKNames(in *info, all []int) {
	s := c.masked[in.start:in.end]
	for off := 0; ; {
		i := strings.Index(s[off:], "**")
		if i < 0 {
			return
		}
		a := off + i + 2
		j := strings.Index(s[a:], "**")
		if j < 0 {
			return
		}
		off = a + j + 2
		name := s[a : a+j]
		n := utf8.RuneCountInString(name)
		if n < 2 || n > 4 || strings.IndexFunc(name, func(r rune) bool { return !unicode.Is(unicode.Han, r) }) >= 0 {
			continue
		}
		if c.textIn(name, all) || strings.Contains(c.request, name) {
			continue
		}
		for _, ci := range all {
			if like := hanNearMiss(c.calls[ci].Result, name); like != "" {
				c.add(c.callFinding(FactMismatch, span{in.start + a, in.start + a + j}, ci,
					fmt.Sprintf("%s is not in the result of %s, which names %s", name, c.calls[ci].Tool, like)))
				return
			}
		}
	}
}

// hanNearMiss returns a run of Han characters in res, standing alone (no
// Han character right before or after it), of name's length, with name's
// first character and one other character different, or "".
func hanNearMiss(res, name string) string {
	first, fl := utf8.DecodeRuneInString(name)
	n := utf8.RuneCountInString(name)
	for i := 0; i < len(res); {
		k := strings.IndexRune(res[i:], first)
		if k < 0 {
			return ""
		}
		st := i + k
		i = st + fl
		if r, _ := utf8.DecodeLastRuneInString(res[:st]); st > 0 && unicode.Is(unicode.Han, r) {
			continue
		}
		// Walk n runes of res and name together.
		p, q, diff, ok := st, 0, 0, true
		for m := 0; m < n; m++ {
			r1, s1 := utf8.DecodeRuneInString(res[p:])
			r2, s2 := utf8.DecodeRuneInString(name[q:])
			if s1 == 0 || !unicode.Is(unicode.Han, r1) {
				ok = false
				break
			}
			if r1 != r2 {
				diff++
			}
			p, q = p+s1, q+s2
		}
		if !ok || diff != 1 {
			continue
		}
		if r, _ := utf8.DecodeRuneInString(res[p:]); p < len(res) && unicode.Is(unicode.Han, r) {
			continue
		}
		return res[st:p]
	}
	return ""
}

// sameKeyShape reports whether line holds a token keyed like key: the
// letters before key's first digit ("proj-" of proj-1421), at least two
// of them, followed by a digit.
func sameKeyShape(line, key string) bool {
	d := strings.IndexFunc(key, unicode.IsDigit)
	if d < 2 {
		return false
	}
	p := key[:d]
	for i := 0; ; {
		j := strings.Index(line[i:], p)
		if j < 0 {
			return false
		}
		e := i + j + len(p)
		if e < len(line) && isDigitByte(line[e]) && (i+j == 0 || !isLetterByte(line[i+j-1])) {
			return true
		}
		i = i + j + 1
	}
}
