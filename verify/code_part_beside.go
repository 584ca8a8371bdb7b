package verify

import (
	"math/bits"
	"strings"
)

// A code written in two parts, bound by the part the result holds. A
// number plate ("MW73 RNN"), a container ("FOLU 482210-7") or a flight
// ("BA 2490") is written as two tokens with a space. When the reply
// writes one part as the result does and the other, beside it, as a
// token no result holds that is one character off the token the result
// writes beside the same part (RMN for RNN), the reply misreads that
// code. Tokens are capitals and digits, two to twelve of them.

// codePartMax bounds the code tokens of one reply read this way.
const codePartMax = 256

// checkCodePartBeside reports, as fact/code-part, such a misread part of
// a code in clause in (see above).
func (c *check) checkCodePartBeside(in *info, all []int) {
	s := c.masked[in.start:in.end]
	for i := 0; i < len(s); {
		// Most bytes of a clause are no capital or digit: they are
		// stepped over eight at a time (nextCodeByte), as a token can
		// start only at a code byte.
		if i = nextCodeByte(s, i); i == len(s) {
			break
		}
		if i > 0 && isIDByte(s[i-1]) {
			i++
			continue
		}
		j := i
		for j < len(s) && codeByte(s[j]) {
			j++
		}
		tok := s[i:j]
		a := i
		i = j
		if j < len(s) && isIDByte(s[j]) || len(tok) < 2 || len(tok) > 12 || !hasCapital(tok) {
			continue
		}
		// The part beside it first: most tokens stand beside none, and
		// the results are read only for one that does.
		parts := [2]string{codeTokenBeside(s, a, j, true), codeTokenBeside(s, a, j, false)}
		if parts[0] == "" && parts[1] == "" {
			continue
		}
		if c.codeParts++; c.codeParts > codePartMax {
			return
		}
		if low := c.folded[in.start+a : in.start+j]; c.resultsHold(low, all) || hasSubstr(c.request, low) {
			continue // the folded reply is the token in small letters
		}
		for side, before := range [2]bool{true, false} {
			part := parts[side]
			if part == "" {
				continue
			}
			for _, ci := range all {
				if like := codeBesidePart(c.calls[ci].Result, part, tok, before); like != "" {
					sp := span{in.start + a, in.start + j}
					if !c.alreadyFound(FactMismatch, sp) {
						c.addRule("fact/code-part", BasisContradiction, c.callFinding(FactMismatch, sp, ci,
							tok+" is not in the result of "+c.calls[ci].Tool+", which writes "+like+" beside "+part))
					}
					return
				}
			}
		}
	}
}

func codeByte(b byte) bool { return 'A' <= b && b <= 'Z' || '0' <= b && b <= '9' }

// nextCodeByte returns the index of the first code byte of s at or after
// i, or len(s): eight bytes at a time (byte_scan.go; bytes past ASCII are
// masked out of the test, as none is a code byte), the lowest byte set in
// the test's word being the first code byte of the eight, then byte by
// byte over the last few.
func nextCodeByte(s string, i int) int {
	for ; i+8 <= len(s); i += 8 {
		w := load8(s, i)
		if m := (upper8(w&^highBits) | digits8(w&^highBits)) &^ w; m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
	}
	for i < len(s) && !codeByte(s[i]) {
		i++
	}
	return i
}

func hasCapital(s string) bool {
	for i := 0; i < len(s); i++ {
		if 'A' <= s[i] && s[i] <= 'Z' {
			return true
		}
	}
	return false
}

// codeTokenBeside returns the code token one space before s[a:b]
// (before) or after it, of two bytes or more with a capital and a digit
// in one of the two tokens' shapes, or "".
func codeTokenBeside(s string, a, b int, before bool) string {
	var i, j int
	if before {
		if a < 2 || s[a-1] != ' ' {
			return ""
		}
		j, i = a-1, a-1
		for i > 0 && codeByte(s[i-1]) {
			i--
		}
		if i > 0 && isIDByte(s[i-1]) {
			return ""
		}
	} else {
		if b+1 >= len(s) || s[b] != ' ' {
			return ""
		}
		i, j = b+1, b+1
		for j < len(s) && codeByte(s[j]) {
			j++
		}
		if j < len(s) && isIDByte(s[j]) {
			return ""
		}
	}
	if j-i < 2 || !hasCapital(s[i:j]) && strings.IndexFunc(s[i:j], func(r rune) bool { return r >= '0' && r <= '9' }) < 0 {
		return ""
	}
	return s[i:j]
}

// codeBesidePart returns the code token res writes one space after part
// (when the reply's part came before its token) or before it, of the
// token's length and one character off it, or "". Sixteen occurrences of
// part are looked at.
func codeBesidePart(res, part, tok string, partBefore bool) string {
	seen := 0
	for at := indexFrom(res, part, 0); at >= 0; at = indexFrom(res, part, at+1) {
		if seen++; seen > 16 {
			return ""
		}
		e := at + len(part)
		if at > 0 && isIDByte(res[at-1]) || e < len(res) && isIDByte(res[e]) {
			continue
		}
		var run string
		if partBefore {
			if e+1+len(tok) > len(res) || res[e] != ' ' {
				continue
			}
			run = res[e+1 : e+1+len(tok)]
			if e+1+len(tok) < len(res) && isIDByte(res[e+1+len(tok)]) {
				continue
			}
		} else {
			if at < len(tok)+1 || res[at-1] != ' ' {
				continue
			}
			run = res[at-1-len(tok) : at-1]
			if at-1-len(tok) > 0 && isIDByte(res[at-2-len(tok)]) {
				continue
			}
		}
		diff := 0
		for k := 0; k < len(tok); k++ {
			if !codeByte(run[k]) {
				diff = 2
				break
			}
			if run[k] != tok[k] {
				diff++
			}
		}
		if diff == 1 {
			return run
		}
	}
	return ""
}

// resultsHold reports whether the folded result of one of calls holds t,
// a token with no space (textIn, which first normalises spaces, would
// copy it).
//
// It stays a call for the release binary's size (size18).
//
//go:noinline
func (c *check) resultsHold(t string, calls []int) bool {
	for _, ci := range calls {
		if hasSubstr(c.calls[ci].folded, t) {
			return true
		}
	}
	return false
}
