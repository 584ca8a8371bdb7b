package verify

import (
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
// folded runes, and whether it holds Han or kana.
type slipTok struct {
	r     []rune
	cjk   bool
	word  bool   // letters only: a name (see slipTokens)
	whole bool   // the token is the whole of a field's value (see slipWhole)
	near  string // the words beside the token, "prev|next", folded
	text  string // as the result writes it
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
		if r, _ := utf8.DecodeLastRuneInString(res[:a]); !strings.ContainsRune(slipDelims, r) {
			return false
		}
	}
	if b < len(res) {
		if r, _ := utf8.DecodeRuneInString(res[b:]); !strings.ContainsRune(slipDelims, r) || r == ':' || r == '=' || r == '：' {
			return false
		}
		if hasPrefix(res[b:], "\":") || hasPrefix(res[b:], "\" :") {
			return false
		}
	}
	return true
}

// slipNear returns the words right beside res[a:b], one space away:
// "prev|next", folded; a side with none is empty.
func slipNear(res string, a, b int) string {
	var prev, next string
	if a > 1 && res[a-1] == ' ' {
		j := a - 1
		for j > 0 && (isLetterByte(res[j-1]) || res[j-1] == '.') {
			j--
		}
		prev = strings.ToLower(res[j : a-1])
	}
	if b+1 < len(res) && res[b] == ' ' {
		j := b + 1
		for j < len(res) && (isLetterByte(res[j]) || res[j] == '.') {
			j++
		}
		next = strings.ToLower(res[b+1 : j])
	}
	return prev + "|" + next
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
	var cur []rune
	upper := false // the value opens with a capital
	from := 0      // where cur starts in res
	flush := func(to int) {
		defer func() { cur = cur[:0] }()
		n := len(cur)
		for n > 0 && (cur[n-1] == '-' || cur[n-1] == '.') {
			n--
		}
		t := cur[:n]
		if n < 3 || n > 24 || len(ci.slips) >= slipMaxToks || slipRuneClass(t[0]) == 1 {
			return
		}
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
		s := strings.ToLower(string(t))
		if hasSubstr(c.folded, s) {
			return // the reply gives the value as written
		}
		end := to
		for end > from && (res[end-1] == '-' || res[end-1] == '.') {
			end--
		}
		ci.slips = append(ci.slips, slipTok{[]rune(s), cjk, !cjk && !digit, slipWhole(res, from, end), slipNear(res, from, end), res[from:end]})
	}
	var prev rune
	for i, r := range res {
		cl := slipRuneClass(r)
		switch {
		case cl != 0:
			if len(cur) == 0 {
				upper, from = r >= 'A' && r <= 'Z', i
			}
			cur = append(cur, r)
		case (r == '-' || r == '.') && len(cur) > 0 && slipRuneClass(prev) != 0:
			cur = append(cur, r)
		case r == ' ' && len(cur) > 0 && slipRuneClass(prev) >= 3:
			// 中本 直樹: a name the result spaces, the reply may not.
			if nr, _ := utf8.DecodeRuneInString(res[i+1:]); slipRuneClass(nr) >= 3 {
				prev = r
				continue
			}
			flush(i)
		default:
			if len(cur) > 0 {
				flush(i)
			}
		}
		prev = r
	}
	if len(cur) > 0 {
		flush(len(res))
	}
	return ci.slips
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
	if len(clause) < 3 || in.absence != nil {
		return
	}
	var cr []rune
	var offs []int
	for _, ci := range in.targets {
		toks := c.slipTokens(&c.calls[ci])
		if len(toks) == 0 {
			continue
		}
		if cr == nil {
			if len(clause) > 1<<14 {
				return
			}
			for i, r := range clause {
				cr = append(cr, r)
				offs = append(offs, in.start+i)
			}
			offs = append(offs, in.end)
		}
		for ti := range toks {
			tk := &toks[ti]
			t := tk.r
			n := len(t)
			for p := 0; p+n <= len(cr); p++ {
				if cr[p] != t[0] && cr[p+1] != t[1] {
					continue
				}
				d := slipOf(cr[p:p+n], t)
				if d < 0 || !slipBounded(cr, p, n) {
					continue
				}
				sp := span{offs[p], offs[p+n]}
				if !c.slipBound(tk, cr, p, d, sp) {
					continue
				}
				w := c.folded[sp.start:sp.end]
				if c.inURL(sp) || c.textIn(w, all) || hasSubstr(c.request, w) || c.inArgs(w) || c.alreadyFound(FactMismatch, sp) || c.inCitation(sp) {
					continue
				}
				// Contradiction: the cited result gives the value the reply
				// writes with one slip.
				c.addRule("fact/value-slip", BasisContradiction, c.callFinding(FactMismatch, sp, ci,
					c.masked[sp.start:sp.end]+" is not in the result of "+c.calls[ci].Tool+", which gives "+tk.text))
				return
			}
		}
	}
}

// slipBound reports whether the reply's window cr[p:p+len(tk.r)] at sp,
// differing from tk at d, is bound to tk's value beyond its letters:
//   - a name in Latin letters keeps its capital and a word beside it
//     (M. Lindquist of M. Lindqvist): a word one letter from another is
//     otherwise another word (proceso, process; cerrada, cerrado);
//   - a Han character changed is read only in a result's whole value of
//     four to six characters (a name, a place; not a key, not a stretch
//     of prose; seven or eight when the reply sets the value in bold, as a
//     name it copies: 浜松食品株式会社; 阻力调节没反应 rewords an issue), and at the window's edge only where the reply's word ends
//     there too: 等供应商确认 after 是 may be the reply's own verb before the
//     value's noun. A kana changed is an ending or a particle.
func (c *check) slipBound(tk *slipTok, cr []rune, p, d int, sp span) bool {
	n := len(tk.r)
	if tk.word {
		if m := c.masked[sp.start]; m < 'A' || m > 'Z' {
			return false
		}
		prev, next, _ := strings.Cut(tk.near, "|")
		return prev != "" && hasSuffix(c.folded[:sp.start], prev+" ") || next != "" && hasPrefix(c.folded[sp.end:], " "+next)
	}
	if cl := slipRuneClass(tk.r[d]); cl < 3 {
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
