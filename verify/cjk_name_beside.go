package verify

import (
	"math/bits"
	"unicode/utf8"
)

// A Chinese or Japanese name bound to the result's name by its other
// half. A name is written in two parts, a family name and a given name,
// often with a space between them or in two scripts ("渡辺 フミ", "中村
// 健一"). When the reply writes one part as the result does ("フミ",
// "中村") and the other as a Han word no result holds ("渡部", "健二"),
// the result's word on the same side of that part is the name the reply
// restates: one of the same length differing in one character is that
// part misread (渡辺 → 渡部, 健一 → 健二), whatever the clause's other
// words. A part no result writes beside the held one (a place, a title)
// is not bound, and stays unread.

// hanNameMax bounds the Han words of one reply read this way.
const hanNameMax = 256

// checkCJKNameBeside reports, as fact/cjk-name, a Han word of two to four
// characters of clause in that no result holds, written beside a part of
// a name a result holds, when that result writes beside the same part a
// word of the same length that differs from it in one character.
func (c *check) checkCJKNameBeside(in *info, all []int) {
	s := c.masked[in.start:in.end]
	for i := 0; i < len(s); {
		// Han characters (U+2E80 and up) start with a lead byte of E2 or
		// more; every other byte is passed over without decoding, eight
		// at a time (nextWideLead).
		if s[i] < 0xe2 {
			i = nextWideLead(s, i+1)
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if !isHan(r) {
			i += size
			continue
		}
		a := i
		for i < len(s) {
			r, size = utf8.DecodeRuneInString(s[i:])
			if !isHan(r) {
				break
			}
			i += size
		}
		word := s[a:i]
		if n := utf8.RuneCountInString(word); n < 2 || n > 4 {
			continue
		}
		// The other part: right after (a space between or none, as
		// katakana after Han needs none) or right before the word. Looked
		// for first, as most words stand beside none; the results are
		// read only for a word that does.
		parts := [2]string{namePartBeside(s, a, i, true), namePartBeside(s, a, i, false)}
		if parts[0] == "" && parts[1] == "" {
			continue
		}
		if c.hanNames++; c.hanNames > hanNameMax {
			return
		}
		if c.resultsHold(word, all) || hasSubstr(c.request, word) {
			continue
		}
		for side, after := range [2]bool{true, false} {
			part := parts[side]
			if part == "" || !c.resultsHold(part, all) {
				continue
			}
			for _, ci := range all {
				if like := hanBesidePart(c.calls[ci].Result, part, word, after); like != "" {
					sp := span{in.start + a, in.start + i}
					if c.alreadyFound(FactMismatch, sp) {
						return
					}
					c.addRule("fact/cjk-name", BasisContradiction, c.callFinding(FactMismatch, sp, ci,
						word+" is not in the result of "+c.calls[ci].Tool+", which names "+like+" beside "+part))
					return
				}
			}
		}
	}
}

// nextWideLead returns the index of the first byte of s at or after i
// that is E2 or more, or len(s). Eight bytes at a time (byte_scan.go):
// for a byte past ASCII, its low seven bits plus 0x1E reach 0x80 from E2
// on, and carry nothing into the next byte; the lowest byte set in the
// test's word is the first such byte of the eight.
func nextWideLead(s string, i int) int {
	for ; i+8 <= len(s); i += 8 {
		w := load8(s, i)
		if m := (w&^highBits + 0x1e1e1e1e1e1e1e1e) & w & highBits; m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
	}
	for i < len(s) && s[i] < 0xe2 {
		i++
	}
	return i
}

// namePartBeside returns the run of Han or of katakana letters of two
// runes or more right after s[a:b] (after) or right before it, one space
// between them allowed, or "". A Han run after Han needs the space: with
// none it would be one run.
func namePartBeside(s string, a, b int, after bool) string {
	if after {
		j := b
		if j < len(s) && s[j] == ' ' {
			j++
		}
		r, _ := utf8.DecodeRuneInString(s[j:])
		han := isHan(r)
		if !han && !katakana(r) || han && j == b {
			return ""
		}
		k, n := j, 0
		for k < len(s) {
			r, size := utf8.DecodeRuneInString(s[k:])
			if han && !isHan(r) || !han && !katakana(r) {
				break
			}
			k += size
			n++
		}
		if n < 2 || n > 4 {
			return ""
		}
		return s[j:k]
	}
	j := a
	if j > 0 && s[j-1] == ' ' {
		j--
	}
	if j == a {
		return "" // Han before Han with no space is one run
	}
	k, n := j, 0
	for k > 0 {
		r, size := utf8.DecodeLastRuneInString(s[:k])
		if !isHan(r) {
			break
		}
		k -= size
		n++
	}
	if n < 2 || n > 4 {
		return ""
	}
	return s[k:j]
}

// hanBesidePart returns the Han run of res standing beside part on the
// same side as the reply's word (after part when the word comes before
// it, and the other way round), of the word's length and differing from
// it in one rune, or "". Sixteen occurrences of part are looked at.
func hanBesidePart(res, part, word string, partAfter bool) string {
	n := runeCount(word)
	seen := 0
	for at := indexFrom(res, part, 0); at >= 0; at = indexFrom(res, part, at+1) {
		if seen++; seen > 16 {
			return ""
		}
		var run string
		if partAfter {
			e := at
			if e > 0 && res[e-1] == ' ' {
				e--
			}
			st := e
			for st > 0 {
				r, size := utf8.DecodeLastRuneInString(res[:st])
				if !isHan(r) {
					break
				}
				st -= size
			}
			run = res[st:e]
		} else {
			st := at + len(part)
			if st < len(res) && res[st] == ' ' {
				st++
			}
			e := st
			for e < len(res) {
				r, size := decodeRuneAt(res[e:])
				if !isHan(r) {
					break
				}
				e += size
			}
			run = res[st:e]
		}
		if run == "" || run == word || runeCount(run) != n || hasSubstr(part, run) {
			continue
		}
		diff := 0
		rw := word
		for _, r1 := range run {
			r2, size := decodeRuneAt(rw)
			rw = rw[size:]
			if r1 != r2 {
				diff++
			}
		}
		if diff == 1 {
			return run
		}
	}
	return ""
}
