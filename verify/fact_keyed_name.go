package verify

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A name a keyed field holds, written with part of it replaced. A result
// that gives a field as key=value or "key": "value" gives its value whole:
// a station, a vessel, an operator, a supplier (estación=Los Leones,
// operator=陈志强, supplier=武田せんべい本舗). A reply that never writes that
// value, but writes in a clause bound to its row a name that keeps more
// than half of it in place and replaces the rest with a name of the same
// script no result, request or argument holds (Los Héroes, 陈志刚,
// 竹田せんべい本舗), names another thing in the field's place: a
// contradiction of the field. value_slips.go reads one changed character of
// longer values; this reads the field's whole value, of any length from
// three Han or kana characters or two capitalised words, with more than
// one character changed.
//
// Left alone: a value with a digit (a code, an address: its slips are
// value_slips.go's), a value of one Latin word (another word one part away
// is another word), a replacement in another script (a Hindi reply writes
// "NTPC Barh" in Devanagari: no transliteration is read), a clause that
// holds no value with a digit of the field's row nor an argument of its
// call (the name may be of something else), and a name the turn holds
// anywhere.

// keyedName is a name-like value of a keyed field of a result: its text
// (callInfo.Result[from:to], callInfo.folded[from:to] folded), the line
// it is on or its JSON object's braces ([line:lend]), whether it is Han
// and kana, and its field's key.
type keyedName struct {
	from, to   int
	line, lend int
	cjk        bool
	key        string
}

// keyedNameMax bounds the keyed names read per call.
const keyedNameMax = 64

// keyedNames returns the name-like values of call ci's keyed fields,
// computed once per call (see keyedName).
func (ci *callInfo) keyedNames() []keyedName {
	if ci.knamesDone {
		return ci.knames
	}
	ci.knamesDone = true
	res := ci.Result
	if len(res) > slipMaxResult {
		res = res[:slipMaxResult]
	}
	var prose0 [8]string
	prose := prose0[:0] // keys of values that are prose
	for i := 1; i < len(res)-1 && len(ci.knames) < keyedNameMax; i++ {
		b := res[i]
		var a int
		switch {
		case b == '=' && (isLetterByte(res[i-1]) || res[i-1] == '_' || res[i-1] >= utf8.RuneSelf):
			a = i + 1
		case b == ':' && res[i-1] == '"':
			a = i + 1
			for a < len(res) && res[a] == ' ' {
				a++
			}
			if a >= len(res) || res[a] != '"' {
				continue
			}
		default:
			continue
		}
		z := a
		if a < len(res) && res[a] == '"' {
			a++
			z = a
			for z < len(res) && res[z] != '"' && res[z] != '\n' {
				z++
			}
		} else {
			for z < len(res) && !strings.ContainsRune("\n\t|,;&", rune(res[z])) {
				if res[z] == ' ' && keyAhead(res[z+1:]) {
					break
				}
				z++
			}
			for z > a && res[z-1] == ' ' {
				z--
			}
		}
		key := fieldKeyAt(res, i)
		if cjk, ok := nameValue(res[a:z]); ok && !stateKey(key) {
			ls, le := lineBounds(res, a, z)
			// A JSON object's row is its braces.
			if o := strings.LastIndexByte(res[ls:a], '{'); o >= 0 {
				if e := strings.IndexByte(res[z:le], '}'); e >= 0 {
					ls, le = ls+o, z+e
				}
			}
			ci.knames = append(ci.knames, keyedName{a, z, ls, le, cjk, key})
		} else if len(prose) < len(prose0) && proseValue(res[a:z]) {
			prose = append(prose, key)
		}
		i = z
	}
	// A field whose other values are prose holds text, not a name
	// (text="包装漏了" beside text="奶盖太甜，而且等了40分钟").
	if len(prose) > 0 {
		ci.knames = slices.DeleteFunc(ci.knames, func(kn keyedName) bool { return slices.Contains(prose, kn.key) })
	}
	return ci.knames
}

// fieldKeyAt returns the key of the '=' or ':' at res[i].
func fieldKeyAt(res string, i int) string {
	e := i
	if res[i] == ':' {
		e--
	}
	a := e
	for a > 0 && a > e-40 && !strings.ContainsRune(" \t\n\",{[|;&", rune(res[a-1])) {
		a--
	}
	return res[a:e]
}

// stateKey reports whether a field's key names a state or a kind (status,
// order_state, 状态, result): its values are a set's words (已订舱, 已完成),
// not names.
func stateKey(k string) bool {
	k = strings.ToLower(k)
	return hasSubstr(k, "status") || hasSubstr(k, "state") || hasSubstr(k, "状态") || hasSubstr(k, "result") || hasSubstr(k, "type")
}

// proseValue reports whether v is text rather than a name: it holds a
// sentence's punctuation or is longer than a name (36 bytes).
func proseValue(v string) bool {
	return strings.ContainsAny(v, "，。、；！？") || len(v) > 36
}

// keyAhead reports whether s opens with a key and its '=': word=,
// código=.
func keyAhead(s string) bool {
	for i := 0; i < len(s) && i < 40; {
		r, sz := decodeRune(s[i:])
		if r == '=' {
			return i > 0
		}
		if !unicode.IsLetter(r) && r != '_' && !(r >= '0' && r <= '9') {
			return false
		}
		i += sz
	}
	return false
}

// nameValue reports whether v reads as a name: two to four capitalised
// Latin words, or three to twelve Han and kana characters, with no digit.
func nameValue(v string) (cjk, ok bool) {
	if len(v) < 3 || len(v) > 64 {
		return false, false
	}
	if r, _ := utf8.DecodeRuneInString(v); slipRuneClass(r) >= 3 {
		n := 0
		for _, r := range v {
			if slipRuneClass(r) < 3 {
				return false, false
			}
			n++
		}
		return true, n >= 3 && n <= 12
	}
	words := 0
	for w := range strings.FieldsSeq(v) {
		r, _ := utf8.DecodeRuneInString(w)
		if !unicode.IsUpper(r) {
			return false, false
		}
		for _, r := range w {
			if !unicode.IsLetter(r) && r != '.' && r != '\'' {
				return false, false
			}
		}
		words++
	}
	return false, words >= 2 && words <= 4
}

// keyedRowBound reports whether the clause holds an argument of call ci,
// or a value with a digit (a code, a quantity) of the line of its result
// that holds kn.
func (c *check) keyedRowBound(in *info, ci int, kn *keyedName) bool {
	call := &c.calls[ci]
	clause := c.folded[in.start:in.end]
	for _, a := range call.anchors {
		if hasSubstr(clause, a) {
			return true
		}
	}
	line := call.folded[kn.line:kn.lend]
	for f := range strings.FieldsFuncSeq(line, func(r rune) bool { return strings.ContainsRune(" \t=,\"|{}[]", r) }) {
		// The name has no digit (nameValue), so a field with one is
		// another value of the row.
		if len(f) < 3 || !strings.ContainsAny(f, "0123456789") {
			continue
		}
		if hasSubstr(clause, f) {
			return true
		}
	}
	// A number of the line the clause writes (2,000 of qty=2000).
	for k := in.numLo; k < in.numHi; k++ {
		for _, v := range c.nums[k].vals {
			if v >= 2 && lineHoldsNumber(line, v) {
				return true
			}
		}
	}
	return false
}

// lineHoldsNumber reports whether a run of digits of line is v.
func lineHoldsNumber(line string, v float64) bool {
	for i := 0; i < len(line); {
		if !isDigitByte(line[i]) {
			i++
			continue
		}
		j, x := i, 0.0
		for j < len(line) && isDigitByte(line[j]) && j-i < 15 {
			x = x*10 + float64(line[j]-'0')
			j++
		}
		if x == v {
			return true
		}
		i = j + 1
	}
	return false
}

// checkKeyedNames reports, as fact/keyed-name, a name written in a keyed
// field's place with part of it replaced (see above).
func (c *check) checkKeyedNames(in *info, all []int) {
	if in.absence != nil || in.end-in.start > 1<<12 || c.failedAttempt(in) {
		return
	}
	for _, ci := range in.targets {
		call := &c.calls[ci]
		kns := call.keyedNames()
		for k := range kns {
			kn := &kns[k]
			v := call.folded[kn.from:kn.to]
			if hasSubstr(c.folded, v) || c.inArgs(v) {
				continue // the reply gives the value; the call asked for it
			}
			var sp span
			if kn.cjk {
				sp = c.cjkReplaced(in, v)
			} else {
				sp = c.wordsReplaced(in, v)
			}
			if sp.end == 0 {
				continue
			}
			w := c.folded[sp.start:sp.end]
			if c.textIn(w, all) || hasSubstr(c.request, w) || c.inArgs(w) || c.alreadyFound(FactMismatch, sp) || c.quoted(sp) || c.modalAt(in, sp) || !c.keyedRowBound(in, ci, kn) {
				continue
			}
			c.addRule("fact/keyed-name", BasisContradiction, c.callFinding(FactMismatch, sp, ci,
				c.masked[sp.start:sp.end]+" is not in the result of "+call.Tool+", which gives "+call.Result[kn.from:kn.to]))
			return
		}
	}
}

// cjkReplaced returns the span of a window of the clause as long as v
// (Han and kana) that keeps more than half of v's characters in place and
// replaces the others with characters of their class; else the zero span.
func (c *check) cjkReplaced(in *info, v string) span {
	var vb [12]rune
	t := vb[:0]
	for _, r := range v {
		t = append(t, r)
	}
	n, han := len(t), 0
	for _, r := range t {
		if isHan(r) {
			han++
		}
	}
	var wb [12]int // byte offsets of the window's runes
	clause := c.folded[in.start:in.end]
	for i := range clause {
		r, _ := utf8.DecodeRuneInString(clause[i:])
		if r != t[0] && r != t[n-1] && r != t[1] {
			continue
		}
		// Try the windows in which this rune holds its place in v.
		for _, at := range [3]int{0, 1, n - 1} {
			if r != t[at] {
				continue
			}
			// Walk back at runes, then read n runes.
			s := i
			for k := 0; k < at && s > 0; k++ {
				_, sz := utf8.DecodeLastRuneInString(clause[:s])
				s -= sz
			}
			same, ok, p := 0, true, s
			for k := 0; k < n; k++ {
				if p >= len(clause) {
					ok = false
					break
				}
				wr, sz := utf8.DecodeRuneInString(clause[p:])
				wb[k] = p
				if wr == t[k] {
					same++
				} else if slipRuneClass(wr) != slipRuneClass(t[k]) {
					ok = false
					break
				}
				p += sz
			}
			if ok && same < n && 2*same > n && wb[0] == s && changedHan(clause[s:p], t) && (han < n || n <= 6) && (han < n || n > 4 || keptPrefix(clause[s:p], t)) && !spreadIn(clause, s, p, t) {
				return span{in.start + s, in.start + p}
			}
		}
	}
	return span{}
}

// changedHan reports whether every character of the window w that
// differs from t's is Han: a kana changed is an ending or a particle
// (伴う, 伴い; 低下の調査, 低下を調査), not another name.
func changedHan(w string, t []rune) bool {
	k := 0
	for _, r := range w {
		if r != t[k] && !isHan(r) {
			return false
		}
		k++
	}
	return true
}

// keptPrefix reports whether the window w keeps t's first character: a
// short Han name keeps its family name and misreads the given name
// (陈志强, 陈志刚; 杨正华, 杨振华); a short word changed at its start
// (已完成, 组完成) is a window across two words.
func keptPrefix(w string, t []rune) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return r == t[0]
}

// spreadIn reports whether the clause holds t's characters in order
// around the window clause[s:p], two characters either side: the reply
// writes the value with a word inside it (已经装柜 holds 已装柜), not
// another name.
func spreadIn(clause string, s, p int, t []rune) bool {
	for k := 0; k < 2 && s > 0; k++ {
		_, sz := utf8.DecodeLastRuneInString(clause[:s])
		s -= sz
	}
	for k := 0; k < 2 && p < len(clause); k++ {
		_, sz := utf8.DecodeRuneInString(clause[p:])
		p += sz
	}
	k := 0
	for _, r := range clause[s:p] {
		if k < len(t) && r == t[k] {
			k++
		}
	}
	return k == len(t)
}

// wordsReplaced returns the span of a run of the clause's words as many as
// v's that keeps at least half of v's words in place, each other word a
// capitalised name no result, request or argument holds; else the zero span.
func (c *check) wordsReplaced(in *info, v string) span {
	var vb [4]string
	ws := vb[:0]
	for w := range strings.FieldsSeq(v) {
		ws = append(ws, w)
	}
	n := len(ws)
	// The clause's words: letter runs separated by one space.
	var starts, ends [48]int
	m := 0
	text := c.masked[in.start:in.end]
	for i := 0; i < len(text) && m < len(starts); {
		r, sz := decodeRune(text[i:])
		if !unicode.IsLetter(r) {
			i += sz
			continue
		}
		j := i
		for j < len(text) {
			r2, sz2 := decodeRune(text[j:])
			if !unicode.IsLetter(r2) && r2 != '\'' {
				break
			}
			j += sz2
		}
		starts[m], ends[m] = i, j
		m++
		i = j
	}
	for s := 0; s+n <= m; s++ {
		same, ok := 0, true
		for k := 0; k < n && ok; k++ {
			if k > 0 && text[ends[s+k-1]:starts[s+k]] != " " {
				ok = false
				break
			}
			w := text[starts[s+k]:ends[s+k]]
			if strings.EqualFold(w, ws[k]) {
				same++
				continue
			}
			r, _ := utf8.DecodeRuneInString(w)
			ok = unicode.IsUpper(r) && utf8.RuneCountInString(w) >= 3 && !nameStop[w] && !c.wordKnown(w)
		}
		if ok && same > 0 && same < n && 2*same >= n {
			return span{in.start + starts[s], in.start + ends[s+n-1]}
		}
	}
	return span{}
}
