package verify

import (
	"strings"
	"unicode"
)

// A listing without a count of its own is counted by its lines, and a
// first line may be a header ("lot,kg", "NAME STATUS"): countsInto then
// also takes one less. When the lines are numbered 1, 2, … in order ("#1
// 12:10 皿の縁が欠けていた") or all open with the same word ("本館 2-201
// 定員120", "本館 3-301 …"), the first line is a row like the others, and
// the listing's count is its number of lines alone. So it is when every
// line opens with a token of one shape that holds a digit ("08:30 …",
// "INF-20931 …", "S-7779 PASS"): a header names its columns in words, and
// a code or a clock of the rows' own kind is no column's name.

// firstLineIsRow reports whether the result of call ci has no header line
// (see above). Asked per count claim, it is worked out once per call.
func (c *check) firstLineIsRow(ci int) bool {
	call := &c.calls[ci]
	if call.rowsAlike == 0 {
		call.rowsAlike = 2
		if rowsAlike(call.Result) {
			call.rowsAlike = 1
		}
	}
	return call.rowsAlike == 1
}

// rowsAlike reads at most 200 lines of res.
func rowsAlike(res string) bool {
	first := ""
	k := 0
	numbered, same := true, true
	var shape0 [12]byte
	n0 := 0
	shaped := true
	for l, rest := cutLine(res); l != "" && k < 200; l, rest = cutLine(rest) {
		t := strings.TrimSpace(l)
		if t == "" {
			continue
		}
		k++
		numbered = numbered && itemNumber(t) == k
		tok, _, _ := cutByte(t, ' ')
		if k == 1 {
			first = tok
			same = hasLetterOrDigit(tok) && len(tok) < len(t)
			n0 = tokenShape(tok, shape0[:])
			shaped = n0 > 0 && len(tok) < len(t)
		} else {
			same = same && tok == first
			if shaped {
				var sh [12]byte
				shaped = tokenShape(tok, sh[:]) == n0 && sh == shape0
			}
		}
		if !numbered && !same && !shaped {
			return false
		}
	}
	return k >= 2
}

// itemNumber returns the number a line opens with as an item's number
// ("#3 …", "3. …", "3) …"), or -1.
func itemNumber(t string) int {
	t = trimPrefix(t, "#")
	n, i := 0, 0
	for i < len(t) && i < 4 && isDigitByte(t[i]) {
		n = n*10 + int(t[i]-'0')
		i++
	}
	if i == 0 || i == len(t) || !hasRune(" .):", rune(t[i])) {
		return -1
	}
	return n
}

func hasLetterOrDigit(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return true
		}
	}
	return false
}

// hyphenCode reports whether the number at sp of text is joined by a
// hyphen to a run of three or more digits ("3-301", "2-203"): a code that
// names a room or a part, not a number of anything. A range ("3-4 级")
// is left to the other rules.
func hyphenCode(text string, sp span) bool {
	if sp.end+3 < len(text) && text[sp.end] == '-' && isDigitByte(text[sp.end+1]) && isDigitByte(text[sp.end+2]) && isDigitByte(text[sp.end+3]) {
		return true
	}
	return sp.start >= 4 && text[sp.start-1] == '-' && isDigitByte(text[sp.start-2]) && isDigitByte(text[sp.start-3]) && isDigitByte(text[sp.start-4])
}

// tokenShape writes into out the shape of an ASCII token, a run of
// digits as '9', of letters as 'A', other bytes as themselves, and
// returns its length; 0 when the token holds no digit, a byte past
// ASCII, or more runs than out holds.
func tokenShape(tok string, out []byte) int {
	n, digit := 0, false
	for i := 0; i < len(tok); i++ {
		b := tok[i]
		switch {
		case b >= 0x80:
			return 0
		case isDigitByte(b):
			b, digit = '9', true
		case b|0x20 >= 'a' && b|0x20 <= 'z':
			b = 'A'
		}
		if n > 0 && out[n-1] == b && (b == '9' || b == 'A') {
			continue
		}
		if n == len(out) {
			return 0
		}
		out[n] = b
		n++
	}
	if !digit {
		return 0
	}
	return n
}
