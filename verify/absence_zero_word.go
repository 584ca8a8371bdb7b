package verify

import (
	"slices"
	"strings"
)

var (
	zeroWords         []string
	emptyValues       []string
	fieldCoordinators []string
)

// absenceZeroWordLists holds the phrases of the word lists declared above (see barList).
var absenceZeroWordLists = [...]barList{
	// zeroWords write the count zero as a word: "ゼロです", "为零", "es cero".
	{&zeroWords, "ゼロ|零|zero|cero|शून्य"},
	// emptyValues are how a JSON result writes a field with no value, and a
	// flag or amount that is off or zero: "there's no replacement-cost
	// endorsement" over {"contents_rc_endorsement":false}, "no installments
	// due" over {"installments_due":0} restate the field as a null would be.
	{&emptyValues, `":null|": null|":""|": ""|":[]|": []|":false|": false|":0,|": 0,|":0}|": 0}`},
	// fieldCoordinators join two claims: a field named across one is not the
	// object of the absence on the other side.
	{&fieldCoordinators, " y | and | e | or | o |和|及|और|、|;"},
}

var _ = splitBars(absenceZeroWordLists[:])

// zeroValueHeld reports whether the clause's absence is the word zero and
// a result of the targets holds the value 0: "残高はゼロです" over
// {"balance":0}, "エラー数はゼロです" over an errors column of 0 restate
// a value, as the digit would, rather than say the result listed nothing.
// ("未解決のブロッカー: ゼロです" over a ticket list with no 0 in it stays
// an absence claim.)
func (c *check) zeroValueHeld(in *info, targets []int) bool {
	a := in.absence
	zero := false
	for _, z := range zeroWords {
		zero = zero || hasSubstr(a.t.text, z)
	}
	// "चीनी नहीं मिली — प्राप्त मात्रा 0 है": the clause gives the absence
	// as the digit too.
	for k := in.numLo; k < in.numHi && !zero; k++ {
		n := &c.nums[k]
		zero = !n.glued && !n.inDate && len(n.vals) > 0 && n.vals[0] == 0 && n.digits == "0" && !rangeStart(c.folded[n.end:min(in.end, n.end+24)])
	}
	if !zero {
		return false
	}
	for _, ci := range targets {
		for k := range c.calls[ci].nums {
			n := &c.calls[ci].nums[k]
			if n.glued || n.inDate || n.version || len(n.vals) == 0 {
				continue
			}
			if n.vals[0] == 0 {
				return true
			}
		}
	}
	return false
}

// nullFieldNamed reports whether the clause names a field that a result of
// the targets holds empty: "el rendimiento está vacío" over
// {"rendimiento_pct":null} restates that value, as zeroValueHeld does a 0,
// rather than say the result held nothing. A clause that names no such
// field ("el albarán no aparece") stays an absence claim, and so does one
// whose absence is of something else ("ningún daño y no hay cargos extra":
// the field is the second absence's).
func (c *check) nullFieldNamed(in *info, targets []int) bool {
	cl := c.folded[in.start:in.end]
	for _, ci := range targets {
		for _, w := range c.nullFieldWords(ci) {
			if !c.spend(len(w)) {
				return false // as zeroRowNamed's words
			}
			if wordIn(cl, w) && c.fieldOfAbsence(in, indexSubstr(cl, w)+in.start, len(w)) {
				return true
			}
		}
	}
	return false
}

// nullFieldWords lists, once per call, the words (four bytes or more) of
// the names of the result's fields that no item sets (see nullFieldNamed):
// read per clause, a 1 MB result was read whole for each absence, and
// again per empty field by fieldSetElsewhere.
func (c *check) nullFieldWords(ci int) []string {
	call := &c.calls[ci]
	if call.nullDone {
		return call.nullWords
	}
	call.nullDone = true
	f := call.folded
	var seen map[string]bool // keys read, and words listed
	for _, v := range emptyValues {
		for i := indexSubstr(f, v); i >= 0; {
			// k < 0: a `":null` with no key before it (text, not JSON).
			// A field another item sets says nothing here, but the
			// fields after it still may: see fieldSetElsewhere.
			if k := lastIndexByte(f[:i], '"'); k >= 0 && !seen["\x00"+f[k:i+2]] {
				if seen == nil {
					seen = map[string]bool{}
				}
				seen["\x00"+f[k:i+2]] = true
				if !fieldSetElsewhere(f, f[k:i+2]) {
					for _, w := range strings.FieldsFunc(f[k+1:i], func(r rune) bool { return r == '_' || r == '-' || r == '.' || r == ' ' }) {
						if len(w) >= 4 && !seen[w] {
							seen[w] = true
							call.nullWords = append(call.nullWords, w)
						}
					}
				}
			}
			j := indexSubstr(f[i+len(v):], v)
			if j < 0 {
				break
			}
			i += len(v) + j
		}
	}
	// A result of "key: value" lines writes an empty field as "saldo_ars:
	// null" with no quotes: its words are read the same way, from its
	// first 200 lines.
	if t := strings.TrimSpace(f); !hasPrefix(t, "{") && !hasPrefix(t, "[") {
		for n, rest := 0, f; rest != "" && n < 200; n++ {
			var line string
			line, rest, _ = cutByte(rest, '\n')
			key, val, ok := cutAt(line, ":")
			key, val = strings.TrimSpace(key), strings.TrimSpace(val)
			if !ok || key == "" || hasAnyRune(key, " \t\"") || val != "null" && val != "none" && val != "~" && val != "" {
				continue
			}
			for _, w := range strings.FieldsFunc(key, func(r rune) bool { return r == '_' || r == '-' || r == '.' }) {
				if len(w) >= 4 && !slices.Contains(call.nullWords, w) {
					call.nullWords = append(call.nullWords, w)
				}
			}
		}
	}
	return call.nullWords
}

// fieldOfAbsence reports whether a field name at [at, at+n) of the reply
// is the absence's own subject or object: near its span, with no
// coordinator between them.
func (c *check) fieldOfAbsence(in *info, at, n int) bool {
	a := in.absence
	lo, hi := at+n, a.start
	if at >= a.end {
		lo, hi = a.end, at
	}
	if lo > hi {
		return true // the name lies in the absence's own words
	}
	return hi-lo <= 40 && !containsAny(c.folded[lo:hi], fieldCoordinators)
}

// zeroRowNamed reports whether the clause names an item of a result line
// whose last field is 0 or empty: "Lは川崎が空" over "A-1002 | 段ボール箱 L
// | 川崎 | 0", "`SENTRY_DSN` — vacía" over "SENTRY_DSN=". The absence is
// said of that one item and restates its value, as nullFieldNamed does a
// JSON null; it says nothing of the result as a whole. An item whose
// lines all hold a value ("大阪は在庫切れ" over 850 and 340) stays an
// absence claim.
func (c *check) zeroRowNamed(in *info) bool {
	cl := c.folded[in.start:in.end]
	// Any ok call's line, not only the targets': the item named binds the
	// claim to the call that lists it, whichever receipt the reply cites.
	for ci := range c.calls {
		if !c.calls[ci].ok {
			continue
		}
		// Each word read counts against the label searches' budget (see
		// labelsValue): a result may list a distinct item per line. Past
		// it the claim is left as it was.
		for _, w := range c.zeroRowWords(ci) {
			if !c.spend(len(w)) {
				return false
			}
			if wordIn(cl, w) {
				return true
			}
		}
	}
	return false
}

// zeroRowWords lists, once per call, the items of the result's lines
// whose last field is 0 or empty (see zeroRowNamed): read per clause, a
// 1 MB result was read whole for each absence of a 1 MB reply.
func (c *check) zeroRowWords(ci int) []string {
	call := &c.calls[ci]
	if call.zeroDone {
		return call.zeroWords
	}
	call.zeroDone = true
	var seen map[string]bool
	for f := call.folded; f != ""; {
		var t string
		t, f, _ = cutAt(f, "\n")
		t = strings.TrimRight(t, " \t|")
		k := strings.LastIndexAny(t, "|=\t,")
		if hasSuffix(t, ":") {
			k = len(t) - 1 // "Required-by:" with nothing after; a colon inside a value (09:00) is no field's end
		}
		if k >= 0 && strings.Trim(t[k+1:], " \"'0.") != "" && !isNumberField(t[k+1:]) {
			// "B7,Shiraz,8.1,0.0,not started": a status closes the row;
			// its last number is the count the row gives.
			var e int
			if k, e = lastNumberField(t); k >= 0 {
				t = t[:e]
			}
		}
		if k < 0 || strings.Trim(t[k+1:], " \"'0.") != "" {
			continue // no fields, or a value that is not 0 or nothing
		}
		for t = t[:k]; t != ""; {
			w := t
			if k = strings.IndexAny(t, "|=\t,"); k >= 0 {
				w, t = t[:k], t[k+1:]
			} else {
				t = ""
			}
			// Four bytes: a Latin name or two CJK characters, not a
			// number the clause may also state.
			if w = strings.TrimSpace(w); (len(w) >= 4 || rowCode(w)) && w[0] > '9' && !seen[w] {
				if seen == nil {
					seen = map[string]bool{}
				}
				seen[w] = true
				call.zeroWords = append(call.zeroWords, w)
			}
		}
	}
	return call.zeroWords
}

// zeroFieldNamed reports whether the word after the absence ("no
// critical issues") labels a zero in a target's result ("CRITICAL: 0",
// {"critical":0}, "critical=0"): the claim is of the subset that field
// counts, and the result counts none, however many other items it lists.
// A field holding any other number leaves the claim to the finding.
func (c *check) zeroFieldNamed(in *info, targets []int) bool {
	w := nextWord(strings.TrimLeft(c.folded[in.absence.end:in.end], " *_"))
	if len(w) < 4 || w[0] >= 0x80 {
		return false
	}
	longer := 0 // 1: a longer name labels a 0; 2: a longer name labels another number
	for _, ci := range targets {
		for f := c.calls[ci].folded; ; {
			i := indexSubstr(f, w)
			if i < 0 {
				break
			}
			// The label starts at a word's start: "noncritical": 0 is
			// no count of the critical ones.
			start := i == 0 || !isWordByte(f[i-1])
			f = f[i+len(w):]
			v := strings.TrimLeft(f, "\"' :=")
			if start && v != "" && v[0] == '0' && (len(v) == 1 || !isDigitByte(v[1]) && v[1] != '.') && hasAnyRune(f[:len(f)-len(v)], ":=") {
				return true
			}
			// A longer name that opens with the word ("plazas_libres": 0
			// for "no queda ninguna plaza"): the rest of its name, then
			// its value. Such a name labels the claim only when none of
			// them labels another number.
			if k := strings.IndexFunc(f, func(r rune) bool { return !isWordRune(r) && r != '_' && r != '-' }); start && k > 0 && longer < 2 {
				v := strings.TrimLeft(f[k:], "\"' ")
				if v == "" || v[0] != ':' && v[0] != '=' {
					continue
				}
				v = strings.TrimLeft(v[1:], "\"' ")
				switch {
				case v != "" && v[0] == '0' && (len(v) == 1 || !isDigitByte(v[1]) && v[1] != '.'):
					longer = 1
				case v != "" && isDigitByte(v[0]):
					longer = 2
				}
			}
		}
	}
	return longer == 1
}

// fieldSetElsewhere reports whether key (`"payment_flag":`) also occurs
// in f with a value that is not empty: over a list whose items carry the
// field, "nothing is flagged for payment" is false when one item's flag is
// true, however many others are false. An empty field restates the claim
// only when no item sets it.
func fieldSetElsewhere(f, key string) bool {
	for i := 0; ; {
		j := indexSubstr(f[i:], key)
		if j < 0 {
			return false
		}
		i += j + len(key)
		v := strings.TrimLeft(f[i:], " ")
		empty := false
		for _, e := range emptyValues {
			e = strings.TrimLeft(e[2:], " ") // the value after `":`
			empty = empty || hasPrefix(v, e)
		}
		if !empty {
			return true
		}
	}
}

// rangeConnectors join the bounds of a range: "entre las 0 y las 6", "from
// 0 to 6", "0 से 6", "0 到 6 点".
var rangeConnectors = wordSet("y a to and through hasta - – 到 至 ~ 〜 से")

// rangeStart reports whether rest, the text after a number, goes on to a
// second bound: "y las 6", " to 6", "–6". A 0 that opens a range is a
// bound (an hour, a first value), not the count zero.
func rangeStart(rest string) bool {
	rest = strings.TrimLeft(rest, " ")
	for _, d := range [...]string{"-", "–", "~", "〜"} {
		if hasPrefix(rest, d) {
			rest = strings.TrimLeft(rest[len(d):], " ")
			return rest != "" && isDigitByte(rest[0])
		}
	}
	w, r := nextSpaceField(rest)
	if !rangeConnectors[w] {
		return false
	}
	r = strings.TrimLeft(r, " ")
	if a, r2 := nextSpaceField(r); a == "las" || a == "la" || a == "los" || a == "el" || a == "the" {
		r = strings.TrimLeft(r2, " ")
	}
	return r != "" && isDigitByte(r[0])
}

// namedItemZero reports whether the codes the clause names (letters and
// digits: "V03", "JM-02") are items of a target's result whose own value
// there is 0, every one of them: "(none in van JM-02)" over "… | van JM-02:
// 0 | warehouse: 3", "2 个（V03、V11）本月没有返修" over the rows "V03,24,0"
// and "V11,18,0". The absence is said of those items and restates their
// value; the other items' values do not bear on it. An item's value is the
// number its cell labels ("van JM-02: 0"), or, when it opens its row, the
// row's last field. A code whose value is another number, or that no
// target names, leaves the claim as it was.
func (c *check) namedItemZero(in *info, targets []int) bool {
	zero := false
	n := 0
	for w := range strings.FieldsFuncSeq(c.folded[in.start:in.end], func(r rune) bool { return !isWordRune(r) && r != '-' || isCJK(r) }) {
		if n++; n > 64 {
			return false
		}
		w = strings.Trim(w, "-")
		if len(w) < 3 || len(w) > 16 || !strings.ContainsAny(w, "0123456789") || strings.IndexFunc(w, func(r rune) bool { return r >= 'a' && r <= 'z' }) < 0 {
			continue
		}
		found := false
		for _, ci := range targets {
			if !c.spend(len(c.calls[ci].folded)) {
				return false
			}
			switch itemValueZero(c.calls[ci].folded, w) {
			case fieldNone:
				found = true
			case fieldSome:
				return false
			}
		}
		zero = zero || found
	}
	return zero
}

// itemValueZero reads the value result f gives the item w (see
// namedItemZero): fieldNone when every place w stands as a word gives it
// 0, fieldSome when one gives another number, fieldAbsent when none gives
// a value.
func itemValueZero(f, w string) int {
	out := fieldAbsent
	for at := 0; ; {
		i := indexSubstr(f[at:], w)
		if i < 0 {
			return out
		}
		i += at
		j := i + len(w)
		at = j
		if i > 0 && (isWordByte(f[i-1]) || f[i-1] == '-') || j < len(f) && (isWordByte(f[j]) || f[j] == '-') {
			continue
		}
		ls, le := lineBounds(f, i, j)
		var v string
		if r := strings.TrimLeft(f[j:le], " \"'"); hasPrefix(r, ":") || hasPrefix(r, "=") {
			v = strings.TrimLeft(r[1:], " \"'") // "van jm-02: 0"
		} else if strings.Trim(f[ls:i], " |\"'[{") == "" {
			line := strings.TrimRight(f[ls:le], " \t|")
			if k := strings.LastIndexAny(line, "|,;\t"); k >= 0 {
				v = strings.TrimLeft(line[k+1:], " \"'") // "v03,24,0": the row's last field
			}
		}
		if v == "" || !isDigitByte(v[0]) {
			continue
		}
		k := 0
		for k < len(v) && (isDigitByte(v[k]) || v[k] == '.') {
			k++
		}
		if strings.Trim(v[:k], "0.") != "" {
			return fieldSome
		}
		out = fieldNone
	}
}

// noneStates open a field's value that marks its thing as not there now:
// resolved, cleared, inactive, off, none.
var noneStates = splitBar("resolved|resuelt|cleared|inactive|inactiv|desactivad|none|ninguna|ninguno|off|false|已解除|已恢复|解除|なし|क्लियर")

// fieldStateNone reports whether the absence's object names a field of a
// target's result whose value is a state of none: "Ya no tiene alarma: se
// resolvió hoy" over "alarma: resuelta 2025-12-04 09:40" restates that
// field, as nullFieldNamed does a null. A field of any other value
// ("alarma: activa") leaves the claim as it was.
func (c *check) fieldStateNone(in *info, targets []int) bool {
	obj := c.absenceObject(in)
	if len(obj) < 4 || hasRune(obj, '|') {
		return false
	}
	// The object is the absence's own noun, a word or two after it ("no
	// tiene alarma"), not the thing a relation names ("no references to
	// `LEGACY_BILLING`" over "legacy_billing: false" is about references).
	if i := indexSubstr(c.folded[in.absence.end:in.end], obj); i < 0 || strings.Count(c.folded[in.absence.end:in.absence.end+i], " ") > 2 {
		return false
	}
	for _, ci := range targets {
		f := c.calls[ci].folded
		if !c.spend(len(f)) {
			return false
		}
		for at := 0; ; {
			i := indexSubstr(f[at:], obj)
			if i < 0 {
				break
			}
			i += at
			at = i + len(obj)
			if i > 0 && isWordByte(f[i-1]) {
				continue
			}
			v := strings.TrimLeft(f[at:], "\"' ")
			if v == "" || v[0] != ':' && v[0] != '=' {
				continue
			}
			if hasPrefixAny(strings.TrimLeft(v[1:], "\"' "), noneStates) {
				return true
			}
		}
	}
	return false
}

// isNumberField reports a field that is a plain number ("8.1", " 0.0").
func isNumberField(f string) bool {
	f = strings.Trim(f, " \"'")
	if f == "" {
		return false
	}
	for k := 0; k < len(f); k++ {
		if !isDigitByte(f[k]) && f[k] != '.' && f[k] != '-' {
			return false
		}
	}
	return true
}

// lastNumberField returns the offsets of the separator before and the
// end of the last field of a row that is a plain number, or -1 (see
// zeroRowWords).
func lastNumberField(t string) (int, int) {
	for e := len(t); e > 0; {
		k := strings.LastIndexAny(t[:e], "|\t,")
		if k < 0 {
			return -1, 0
		}
		if isNumberField(t[k+1 : e]) {
			return k, e
		}
		e = k
	}
	return -1, 0
}

// rowCode reports a short item code: a letter and a digit or two ("B7",
// "L12"), which names one row as a longer name does.
func rowCode(w string) bool {
	if len(w) < 2 || len(w) > 3 || !isLetterByte(w[0]) {
		return false
	}
	for k := 1; k < len(w); k++ {
		if !isDigitByte(w[k]) {
			return false
		}
	}
	return true
}
