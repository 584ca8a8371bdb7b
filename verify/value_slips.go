package verify

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// A value copied with one slip: a name, a place or a code the result
// holds, written with one character changed (Lindquist for Lindqvist,
// 丸一製茶 for 丸和製茶, 中村直樹 for 中本 直樹, 辽旅渔35575 for 辽旅渔35577)
// or two neighbouring digits swapped (WPS-136-21 for WPS-136-12). The rest
// of its characters bind the reply's form to the result's value; when the
// reply never gives that value, and no result, request or argument holds
// the reply's form, the reply misquotes it. A bold Han name (cjk-name) and
// a short code (ident-digits) were read so before; this reads every such
// value of the cited call, in any script the result writes it in.
//
// Left alone: a value of one or two characters (4A, 玉城: too little is
// left to bind it; a Han value needs four, see slipBound), a word no capital marks as a name (an English word
// one letter from another is another word), a value that starts with a
// digit or has a Han counter after a number (a date, a quantity with its
// unit, 乗換0回: worked out, not copied).

// slipTok is a value of a result that a slip can be read against: its
// folded runes (callInfo.slipRunes[lo:hi]), and where the result writes it.
type slipTok struct {
	lo, hi     int
	from, to   int  // the value in the result
	word       bool // letters only, a name (see slipTokens)
	whole      bool // the whole of a field's value (see slipWhole)
	prev, next int  // the words beside it one space away start/end here, or -1
}

// slipDelims close a field's value in a result: quotes, separators of
// keys, cells and list items, brackets.
const slipDelims = "\"'|,\t\n;()[]{}<>:=：（）《》「」『』【】"

// slipWhole reports whether res[a:b] is a whole value: a delimiter (or
// the edge of the result) before and after it, past spaces, and no key
// (a colon or equals sign after it: the reply writes its own label). A
// stretch of prose between commas is no value.
func slipWhole(res string, a, b int) bool {
	for a > 0 && res[a-1] == ' ' {
		a--
	}
	for b < len(res) && res[b] == ' ' {
		b++
	}
	if a > 0 {
		if r, _ := utf8.DecodeLastRuneInString(res[:a]); !hasRune(slipDelims, r) {
			return false
		}
	}
	if b < len(res) {
		if r, _ := decodeRuneAt(res[b:]); !hasRune(slipDelims, r) || r == ':' || r == '=' || r == '：' {
			return false
		}
		if hasPrefix(res[b:], "\":") || hasPrefix(res[b:], "\" :") {
			return false
		}
	}
	return true
}

// slipNear returns where the words right beside res[a:b], one space away,
// start (the word before) and end (the word after); -1 for none.
func slipNear(res string, a, b int) (prev, next int) {
	prev, next = -1, -1
	if a > 1 && res[a-1] == ' ' {
		j := a - 1
		for j > 0 && (isLetterByte(res[j-1]) || res[j-1] == '.') {
			j--
		}
		if j < a-1 {
			prev = j
		}
	}
	if b+1 < len(res) && res[b] == ' ' {
		j := b + 1
		for j < len(res) && (isLetterByte(res[j]) || res[j] == '.') {
			j++
		}
		if j > b+1 {
			next = j
		}
	}
	return prev, next
}

// slipMaxToks bounds the values read per call; slipMaxResult the bytes of
// a result read for them.
const (
	slipMaxToks   = 192
	slipMaxResult = 1 << 15
)

// slipRuneClass sorts the runes a slip may change into: 1 a digit, 2 an
// ASCII letter, 3 Han, 4 kana; 0 none.
func slipRuneClass(r rune) int {
	switch {
	case r >= '0' && r <= '9':
		return 1
	case r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z':
		return 2
	case r >= 0x3040 && r <= 0x30ff && r != 0x30fb:
		return 4
	case isHan(r):
		return 3
	}
	return 0
}

// slipTokens returns the values of call ci's result that a slip can be
// read against and that the reply does not give as written, computed
// once per call (see slipTok).
func (c *check) slipTokens(ci *callInfo) []slipTok {
	if ci.slipDone {
		return ci.slips
	}
	ci.slipDone = true
	res := ci.Result
	if len(res) > slipMaxResult {
		res = res[:slipMaxResult]
	}
	var buf [25]rune
	n, from := 0, 0 // the runes of the run in buf, where it starts in res
	var prev rune
	for i, r := range res {
		cl := slipRuneClass(r)
		if cl != 0 || (r == '-' || r == '.') && n > 0 && slipRuneClass(prev) != 0 {
			if n == 0 {
				from = i
			}
			if n < len(buf) {
				buf[n] = r
			}
			n++
		} else if n > 0 {
			if r == ' ' && slipRuneClass(prev) >= 3 {
				// 中本 直樹: a name the result spaces, the reply may not.
				if nr, _ := utf8.DecodeRuneInString(res[i+1:]); slipRuneClass(nr) >= 3 {
					prev = r
					continue
				}
			}
			if n <= len(buf) {
				c.slipValue(ci, res, buf[:n], from, i)
			}
			n = 0
		}
		prev = r
	}
	if n > 0 && n <= len(buf) {
		c.slipValue(ci, res, buf[:n], from, len(res))
	}
	return ci.slips
}

// slipValue adds the run t of res[from:to] to ci's slip values when it is
// one (see slipTokens).
func (c *check) slipValue(ci *callInfo, res string, t []rune, from, to int) {
	n := len(t)
	for n > 0 && (t[n-1] == '-' || t[n-1] == '.') {
		n--
		to--
	}
	if n < 3 || n > 24 || len(ci.slips) >= slipMaxToks || slipRuneClass(t[0]) == 1 {
		return
	}
	t = t[:n]
	upper := t[0] >= 'A' && t[0] <= 'Z' // the value opens with a capital
	var cjk, digit, letter bool
	for i, r := range t {
		switch slipRuneClass(r) {
		case 1:
			if i+1 < n && slipRuneClass(t[i+1]) >= 3 {
				return // 乗換0回: a number and its counter, a quantity
			}
			digit = true
		case 2:
			letter = true
			if r <= 'Z' {
				t[i] = r + 'a' - 'A'
			}
		case 3, 4:
			cjk = true
		}
	}
	switch {
	case cjk && n > 12:
		return
	case !cjk && !digit && (!upper || n < 5):
		return // a word no capital marks as a name
	case !cjk && digit && !letter:
		return
	}
	if len(ci.folded) >= to && strings.Contains(c.folded, ci.folded[from:to]) {
		return // the reply gives the value as written (the fold keeps offsets)
	}
	lo := len(ci.slipRunes)
	ci.slipRunes = append(ci.slipRunes, t...)
	p, q := slipNear(res, from, to)
	ci.slips = append(ci.slips, slipTok{lo, len(ci.slipRunes), from, to, !cjk && !digit, slipWhole(res, from, to), p, q})
}

// slipOf returns where w, a window of the reply, differs from t when it
// is t with one rune changed for another of its class, or two neighbouring
// digits swapped; else -1.
func slipOf(w, t []rune) int {
	d := -1
	for i := range t {
		if w[i] == t[i] {
			continue
		}
		if d >= 0 {
			// A second difference: only the swap of d's digit with this one.
			if i == d+1 && w[d] == t[i] && w[i] == t[d] && slipRuneClass(t[i]) == 1 && slipRuneClass(t[d]) == 1 && slipRest(w, t, i+1) {
				return d
			}
			return -1
		}
		if slipRuneClass(w[i]) != slipRuneClass(t[i]) || slipRuneClass(t[i]) == 0 {
			return -1
		}
		d = i
	}
	return d
}

// slipRest reports whether w and t agree from i on.
func slipRest(w, t []rune, i int) bool {
	for ; i < len(t); i++ {
		if w[i] != t[i] {
			return false
		}
	}
	return true
}

// slipBounded reports whether the window cr[p:p+n] stands alone where it
// must: an ASCII letter or digit at its edge is not part of a longer word
// or number.
func slipBounded(cr []rune, p, n int) bool {
	if a := slipRuneClass(cr[p]); a == 1 || a == 2 {
		if p > 0 && (slipRuneClass(cr[p-1]) == 1 || slipRuneClass(cr[p-1]) == 2 || cr[p-1] == '-' || cr[p-1] == '.') {
			return false
		}
	}
	if z := slipRuneClass(cr[p+n-1]); z == 1 || z == 2 {
		if e := p + n; e < len(cr) && (slipRuneClass(cr[e]) == 1 || slipRuneClass(cr[e]) == 2 || (cr[e] == '-' || cr[e] == '.') && e+1 < len(cr) && slipRuneClass(cr[e+1]) == 1) {
			return false
		}
	}
	return true
}

// checkValueSlips reports a value of the clause's cited call that the
// clause writes with one slip (see above).
func (c *check) checkValueSlips(in *info, all []int) {
	clause := c.folded[in.start:in.end]
	if len(clause) < 3 || len(clause) > 1<<14 || in.absence != nil {
		return
	}
	cr, offs := c.slipCR[:0], c.slipOffs[:0]
	var starts []int
	var bloom [4]uint64
	for _, ci := range in.targets {
		call := &c.calls[ci]
		toks := c.slipTokens(call)
		if len(toks) == 0 {
			continue
		}
		if len(cr) == 0 {
			// The clause's runes, with the word starts and the filter
			// of other runes the token loop below reads.
			// A clause has at most as many runes as bytes: the slices
			// are sized once and written by index.
			cr = slices.Grow(cr, len(clause))[:len(clause)]
			offs = slices.Grow(offs, len(clause)+1)[:len(clause)+1]
			starts = c.slipStarts[:0]
			joins, k := false, 0 // joins: the rune before is an ASCII letter or digit, '-' or '.'
			for i, r := range clause {
				if r < utf8.RuneSelf {
					b := byte(r)
					if isLetterByte(b) && !joins {
						starts = append(starts, k)
					}
					joins = isLetterByte(b) || isDigitByte(b) || b == '-' || b == '.'
				} else {
					h := slipHash(r)
					bloom[h>>6] |= 1 << (h & 63)
					joins = false
				}
				cr[k], offs[k] = r, in.start+i
				k++
			}
			cr, offs = cr[:k], offs[:k+1]
			offs[k] = in.end
			c.slipCR, c.slipOffs, c.slipStarts = cr, offs, starts
		}
		for ti := range toks {
			tk := &toks[ti]
			t := call.slipRunes[tk.lo:tk.hi]
			n := len(t)
			// Only windows that open with t[0] or hold t[1] second are
			// read. A value opening with a letter is read only at a word's
			// start: slipOf keeps a changed rune's class, and slipBounded
			// asks a letter at the window's start to open its word (after
			// no ASCII letter or digit, '-' or '.'), so no other window can
			// be a slip. A value opening with Han or kana is skipped when
			// the clause holds neither of its first two runes (the filter
			// holds the clause's runes above ASCII; an ASCII t[1] is taken
			// as present).
			ps, word := starts, slipRuneClass(t[0]) == 2
			if !word && t[1] >= utf8.RuneSelf {
				h0, h1 := slipHash(t[0]), slipHash(t[1])
				if bloom[h0>>6]&(1<<(h0&63)) == 0 && bloom[h1>>6]&(1<<(h1&63)) == 0 {
					continue
				}
			}
			for k, p := 0, 0; ; k++ {
				if word {
					if k == len(ps) {
						break
					}
					p = ps[k]
				} else {
					p = k
				}
				if p+n > len(cr) {
					break
				}
				if cr[p] != t[0] && cr[p+1] != t[1] {
					continue
				}
				d := slipOf(cr[p:p+n], t)
				if d < 0 || !slipBounded(cr, p, n) {
					continue
				}
				sp := span{offs[p], offs[p+n]}
				if !c.slipBound(call, tk, cr, p, d, sp) {
					continue
				}
				w := c.folded[sp.start:sp.end]
				if c.inURL(sp) || c.textIn(w, all) || hasSubstr(c.request, w) || c.inArgs(w) || c.alreadyFound(FactMismatch, sp) || c.inCitation(sp) {
					continue
				}
				// Contradiction: the cited result gives the value the reply
				// writes with one slip.
				c.addRule("fact/value-slip", BasisContradiction, c.callFinding(FactMismatch, sp, ci,
					c.masked[sp.start:sp.end]+" is not in the result of "+call.Tool+", which gives "+call.Result[tk.from:tk.to]))
				return
			}
		}
	}
}

// slipHash places a rune above ASCII in checkValueSlips' 256-bit filter
// of a clause's runes.
func slipHash(r rune) uint32 { return uint32(r) * 2654435761 >> 24 }

// slipBound reports whether the reply's window cr[p:p+n] at sp, differing
// from tk's value at d, is bound to that value beyond its letters:
//   - a name in Latin letters keeps its capital and a word beside it
//     (M. Lindquist of M. Lindqvist): a word one letter from another is
//     otherwise another word (proceso, process; cerrada, cerrado);
//   - a Han character changed is read only in a result's whole value of
//     four to six characters (a name, a place; not a key, not a stretch
//     of prose; seven or eight when the reply sets the value in bold, as a
//     name it copies: 浜松食品株式会社; 阻力调节没反应 rewords an issue), and
//     at the window's edge only where the reply's word ends there too:
//     等供应商确认 after 是 may be the reply's own verb before the value's
//     noun. A kana changed is an ending or a particle.
func (c *check) slipBound(call *callInfo, tk *slipTok, cr []rune, p, d int, sp span) bool {
	n := tk.hi - tk.lo
	if tk.word {
		if m := c.masked[sp.start]; m < 'A' || m > 'Z' {
			return false
		}
		res := call.Result
		if tk.prev >= 0 {
			w := res[tk.prev : tk.from-1]
			if b := sp.start - len(w) - 1; b >= 0 && c.folded[sp.start-1] == ' ' && strings.EqualFold(c.folded[b:sp.start-1], w) {
				return true
			}
		}
		if tk.next >= 0 {
			w := res[tk.to+1 : tk.next]
			if e := sp.end + 1 + len(w); e <= len(c.folded) && c.folded[sp.end] == ' ' && strings.EqualFold(c.folded[sp.end+1:e], w) {
				return true
			}
		}
		return false
	}
	if cl := slipRuneClass(call.slipRunes[tk.lo+d]); cl < 3 {
		return true
	} else if cl == 4 || !tk.whole || n < 4 || n > 8 {
		return false // a kana is an ending or a particle: 申し込み, 申し込む
	} else if n > 6 && !(hasSuffix(c.folded[:sp.start], "**") && hasPrefix(c.folded[sp.end:], "**")) {
		return false // a longer value may be a description the reply rewords, unless set apart as copied
	}
	if d == 0 && p > 0 && slipRuneClass(cr[p-1]) >= 3 {
		return false
	}
	if d == n-1 && p+n < len(cr) && slipRuneClass(cr[p+n]) >= 3 {
		return false
	}
	return true
}
