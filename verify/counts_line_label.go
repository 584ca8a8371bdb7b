package verify

import (
	"strings"
)

// A count the result states as a line's label and value. A report, a
// summary file or a record gives its figures one to a line, "Lotes
// confeccionados: 14", "Open tickets: 3", "不合格批次: 2", "शिकायतें: 1":
// the reply's "14 lotes", "3 open tickets", "1 reclamación" reads that
// line, not the number of the result's lines or items. The count noun binds
// the claim to the line whose label holds it (a word of the label with the
// noun's stem, accents folded; a Han or kana noun of two runes or more
// inside the label; a classifier, 件 or 个, names none), and the line's value
// decides it.

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
		if i := indexByte(f, '\n'); i >= 0 {
			line, f = f[:i], f[i+1:]
		} else {
			f = ""
		}
		i, w := indexByte(line, ':'), 1
		if i < 0 {
			i, w = indexSubstr(line, "："), len("：")
		}
		if i <= 0 {
			continue
		}
		label := strings.TrimLeft(line[:i], " -*#•\t")
		if label == "" || len(strings.Fields(label)) > 5 {
			continue
		}
		v := strings.TrimLeft(line[i+w:], " \t*")
		n, k := 0, 0
		for k < len(v) && k < 9 && isDigitByte(v[k]) {
			n = n*10 + int(v[k]-'0')
			k++
		}
		if k > 0 && (k == len(v) || !isDigitByte(v[k]) && !(k+1 < len(v) && hasRune(".,:-/", rune(v[k])) && isDigitByte(v[k+1]))) {
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
	if cjk && runeCount(noun) < 2 || !cjk && len(noun) < 3 {
		return false // a classifier (件, 个) names no line
	}
	for _, ci := range targets {
		for _, fd := range c.calls[ci].lineIntFields() {
			if fd.v != cc.n {
				continue
			}
			if cjk {
				if hasSubstr(fd.name, noun) {
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
	if indexByte(w, 0xC3) < 0 {
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
