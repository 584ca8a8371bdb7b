package verify

import (
	"strings"
	"unicode/utf8"
)

// A count the result states as a line's label and value. A report, a
// summary file or a record gives its figures one to a line, "Lotes
// confeccionados: 14", "Open tickets: 3", "不合格批次: 2", "शिकायतें: 1":
// the reply's "14 lotes", "3 open tickets", "1 reclamación" reads that
// line, not the number of the result's lines or items. The count noun binds
// the claim to the line whose label holds it (a word of the label with the
// noun's stem, accents folded; a Han or kana noun of two runes or more
// inside the label), and the line's value decides it.

// lineIntFields returns the lines of the result that are a label of one to
// five words, a colon and a whole number, made once per call.
func (ci *callInfo) lineIntFields() []intField {
	if ci.lineIntsOK {
		return ci.lineInts
	}
	ci.lineIntsOK = true
	f := ci.folded[:min(len(ci.folded), 64<<10)]
	for len(f) > 0 && len(ci.lineInts) < 64 {
		line := f
		if i := strings.IndexByte(f, '\n'); i >= 0 {
			line, f = f[:i], f[i+1:]
		} else {
			f = ""
		}
		i := strings.IndexAny(line, ":：")
		if i <= 0 {
			continue
		}
		label := strings.TrimLeft(line[:i], " -*#•\t")
		if label == "" || len(strings.Fields(label)) > 5 {
			continue
		}
		v := strings.TrimLeft(line[i+1:], " \t*\xef\xbc\x9a")
		if strings.HasPrefix(line[i:], "：") {
			v = strings.TrimLeft(line[i+len("："):], " \t*")
		}
		n, k := 0, 0
		for k < len(v) && k < 9 && isDigitByte(v[k]) {
			n = n*10 + int(v[k]-'0')
			k++
		}
		if k > 0 && (k == len(v) || !isDigitByte(v[k]) && !(k+1 < len(v) && strings.ContainsRune(".,:-/", rune(v[k])) && isDigitByte(v[k+1]))) {
			ci.lineInts = append(ci.lineInts, intField{label, n})
		}
	}
	return ci.lineInts
}

// lineLabelCount reports whether a target's result has a line whose label
// names the count's noun and whose value is the count.
func (c *check) lineLabelCount(cc countClaim, targets []int) bool {
	noun := foldAcute(strings.ToLower(cc.noun))
	cjk := noun != "" && noun[0] >= 0x80 && !containsDeva(noun)
	alt := ""
	if cjk && utf8.RuneCountInString(noun) < 2 {
		// A classifier ("3 个不合格批次", "不適合品が3件"): the noun is
		// the two Han or kana runes after it, or before the number.
		noun, alt = c.cjkNounBeside(cc)
	}
	if cjk && noun == "" && alt == "" || !cjk && len(noun) < 3 {
		return false
	}
	for _, ci := range targets {
		for _, fd := range c.calls[ci].lineIntFields() {
			if fd.v != cc.n {
				continue
			}
			if cjk {
				if noun != "" && hasSubstr(fd.name, noun) || alt != "" && hasSubstr(fd.name, alt) {
					return true
				}
				continue
			}
			for _, w := range strings.Fields(fd.name) {
				if sameStem(foldAcute(w), noun) {
					return true
				}
			}
		}
	}
	return false
}

// cjkNounBeside returns the first two Han or kana runes after the count's
// classifier and the last two before its number (a particle が, は, の, 有
// or a colon between them and the number left out), each "" when absent.
func (c *check) cjkNounBeside(cc countClaim) (string, string) {
	after := cjkRunes(c.folded[cc.end:min(len(c.folded), cc.end+6)], false)
	before := strings.TrimRight(c.folded[max(0, cc.start-12):cc.start], " ")
	for _, p := range []string{"が", "は", "の", "有", "：", ":"} {
		before = strings.TrimSuffix(before, p)
	}
	return after, cjkRunes(before, true)
}

// cjkRunes returns the two Han or kana runes that open s (from its end, when
// last is set), or "" when s has fewer there.
func cjkRunes(s string, last bool) string {
	if last {
		r1, n1 := utf8.DecodeLastRuneInString(s)
		r0, n0 := utf8.DecodeLastRuneInString(s[:len(s)-n1])
		if n1 < 3 || n0 < 3 || !isCJK(r0) || !isCJK(r1) {
			return ""
		}
		return s[len(s)-n1-n0:]
	}
	r0, n0 := utf8.DecodeRuneInString(s)
	r1, n1 := utf8.DecodeRuneInString(s[n0:])
	if n0 < 3 || n1 < 3 || !isCJK(r0) || !isCJK(r1) {
		return ""
	}
	return s[:n0+n1]
}

// sameStem reports whether two words of a spaced script share a stem: a
// common opening of four bytes or more that leaves each at most three
// bytes of ending (lote/lotes, reclamación/reclamaciones, ticket/tickets).
func sameStem(a, b string) bool {
	p := 0
	for p < len(a) && p < len(b) && a[p] == b[p] {
		p++
	}
	return p >= 4 && len(a)-p <= 3 && len(b)-p <= 3
}

// foldAcute drops the acute accent and diaeresis of Latin vowels: camión →
// camion, reclamación → reclamacion. Other text is returned as it is.
func foldAcute(w string) string {
	if strings.IndexByte(w, 0xC3) < 0 {
		return w
	}
	var b strings.Builder
	for _, r := range w {
		switch r {
		case 'á', 'à':
			r = 'a'
		case 'é', 'è':
			r = 'e'
		case 'í':
			r = 'i'
		case 'ó':
			r = 'o'
		case 'ú', 'ü':
			r = 'u'
		}
		b.WriteRune(r)
	}
	return b.String()
}
