package verify

import (
	"encoding/json"
	"strings"
)

// namedRowsMissing reports an absence whose sentence names the things it
// says are missing, when no ok target's result holds any of them: codes of
// the kind the result lists ("R-04 と R-06 が一覧に出てきません" over rafts
// R-01, R-02, R-03, R-05), a quoted name ("'नोस्सा सेन्योरा': … कोई एंट्री
// नहीं" over three other boats, read across scripts by the consonant
// skeleton), a member of a list the call was asked for ({"items": [...,
// "gur"]}, "गुड़ … कोई एंट्री ही नहीं"). The result is not empty, but the
// absence is of those things, and it is true. One named thing a result
// holds leaves the clause to the other rules; a name the call's arguments
// hold is the place looked in, not a thing missing from it. Each check
// searches results at most maxNamedScans times.
func (c *check) namedRowsMissing(in *info, targets []int) bool {
	a := in.absence
	lo := max(0, a.start-300) // the sentence: "गुड़ … नहीं है — सूची में उसकी कोई एंट्री"
	if i := strings.LastIndexAny(c.folded[lo:a.start], "\n。！？।"); i >= 0 {
		lo += i + 1
	}
	if i := strings.LastIndex(c.folded[lo:a.start], ". "); i >= 0 {
		lo += i + 2
	}
	s := c.folded[lo:in.end]
	var ok []int
	for _, ci := range targets {
		if c.calls[ci].ok && !c.empty(ci) {
			ok = append(ok, ci)
		}
	}
	if len(ok) == 0 {
		return false
	}
	named := 0
	// Codes: a letter, then a digit ("r-04", "inc123"), of a kind a
	// result lists (its letters before a digit).
	for i := 0; i < len(s); {
		j := i
		for j < len(s) && (isLetterByte(s[j]) || isDigitByte(s[j]) || s[j] == '-' || s[j] == '_') {
			j++
		}
		if j == i {
			i++
			continue
		}
		tok := strings.TrimRight(s[i:j], "-_")
		i = j
		d := strings.IndexFunc(tok, func(r rune) bool { return r >= '0' && r <= '9' })
		if d <= 0 || len(tok) < 3 || !isLetterByte(tok[0]) || hasPrefix(tok, "zc-") || c.inAnyArgs(tok) {
			continue
		}
		kind := false
		for _, ci := range ok {
			kind = kind || codeKindIn(c.calls[ci].folded, tok[:d])
		}
		if !kind {
			continue
		}
		if held, sure := c.heldByAny(ok, tok); held || !sure {
			return false
		}
		named++
	}
	// Names the user quoted ("और 'नोस्सा सेन्योरा' नाव की पकड़"): a quoted
	// search term of the reply's own («esperando escaneo», 「異物混入」で検索)
	// is a kind of row, not a thing named.
	for _, q := range namedQuotes {
		for i := 0; ; {
			st := indexSubstr(s[i:], q[0])
			if st < 0 {
				break
			}
			st += i + len(q[0])
			en := indexSubstr(s[st:], q[1])
			if en < 0 {
				break
			}
			name := strings.TrimSpace(s[st : st+en])
			i = st + en + len(q[1])
			if q[0] == "'" && (st >= 2 && isLetterByte(s[st-2]) || i < len(s) && isLetterByte(s[i])) {
				continue // an apostrophe
			}
			if len(name) < 2 || len(name) > 60 || c.inAnyArgs(name) || !hasSubstr(c.request, q[0]+name) {
				continue
			}
			if held, sure := c.nameHeld(ok, name); held || !sure {
				return false
			}
			named++
		}
	}
	// Members of a list the call was asked for, written in the sentence.
	for _, ci := range ok {
		for _, ms := range argLists(c.calls[ci].Args) {
			if len(ms) < 2 || !someHeld(c.calls[ci].folded, ms) {
				continue // a filter ({"symptoms": ["腹泻"]}), not the things listed
			}
			for _, m := range ms {
				if !nameWritten(s, m) {
					continue
				}
				if held, sure := c.heldByAny(ok, m); held || !sure {
					return false
				}
				named++
			}
		}
	}
	return named > 0
}

// namedQuotes are the marks that quote a name.
var namedQuotes = [...][2]string{{"'", "'"}, {"\"", "\""}, {"“", "”"}, {"‘", "’"}, {"「", "」"}, {"«", "»"}}

// maxNamedScans bounds namedRowsMissing's searches of results in one check.
const maxNamedScans = 24

// codeKindIn reports whether res holds p, a code's letters, right before a
// digit: a code of the same kind.
func codeKindIn(res, p string) bool {
	for i := 0; ; {
		j := strings.Index(res[i:], p)
		if j < 0 {
			return false
		}
		e := i + j + len(p)
		if e < len(res) && isDigitByte(res[e]) && (i+j == 0 || !isLetterByte(res[i+j-1])) {
			return true
		}
		i = e
	}
}

// inAnyArgs reports whether a call's arguments hold w.
func (c *check) inAnyArgs(w string) bool {
	for ci := range c.calls {
		if hasSubstr(c.calls[ci].lowerArgs(), w) {
			return true
		}
	}
	return false
}

// heldByAny reports whether one of the results ok holds w, and whether
// the search was made (sure): past maxNamedScans it is not.
func (c *check) heldByAny(ok []int, w string) (held, sure bool) {
	if int(c.namedScans)+len(ok) > maxNamedScans {
		return false, false
	}
	c.namedScans += int8(len(ok))
	for _, ci := range ok {
		if hasSubstr(c.calls[ci].folded, w) {
			return true, true
		}
	}
	return false, true
}

// nameHeld is heldByAny for a quoted name, which a Hindi reply writes in
// its own script: a Devanagari name is held when a Latin word of a
// result's head (8 kB) has the skeleton of one of its words.
func (c *check) nameHeld(ok []int, name string) (held, sure bool) {
	if !containsDeva(name) {
		return c.heldByAny(ok, name)
	}
	if int(c.namedScans)+len(ok) > maxNamedScans {
		return false, false
	}
	c.namedScans += int8(len(ok))
	var wants []skel
	for _, w := range strings.Fields(name) {
		var k skel
		for _, r := range w {
			k.addDeva(r)
		}
		if k.n >= 2 {
			wants = append(wants, k)
		}
	}
	if len(wants) == 0 {
		return false, false
	}
	for _, ci := range ok {
		head := c.calls[ci].folded[:min(len(c.calls[ci].folded), 8<<10)]
		for i := 0; i < len(head); {
			j := i
			for j < len(head) && isLetterByte(head[j]) {
				j++
			}
			if j == i {
				i++
				continue
			}
			k := latinSkel(head[i:j], false)
			i = j
			for _, w := range wants {
				if k == w {
					return true, true
				}
			}
		}
	}
	return false, true
}

// argLists returns the lists of strings in a call's arguments
// ({"items": ["ghee", "gur"]}), lower case, members of two bytes or more;
// at most 16 members, from arguments of at most 2 kB.
func argLists(args string) [][]string {
	if len(args) > 2<<10 || strings.IndexByte(args, '[') < 0 {
		return nil
	}
	var v map[string]any
	if json.Unmarshal([]byte(args), &v) != nil {
		return nil
	}
	var out [][]string
	n := 0
	for _, k := range sortedKeys(v) {
		l, _ := v[k].([]any)
		var ms []string
		for _, e := range l {
			if s, ok := e.(string); ok && len(s) >= 2 && n < 16 {
				ms = append(ms, strings.ToLower(s))
				n++
			}
		}
		if len(ms) > 0 {
			out = append(out, ms)
		}
	}
	return out
}

// nameWritten reports whether s writes the Latin name m as a word, or in
// Devanagari with its consonant skeleton (two consonants or more).
func nameWritten(s, m string) bool {
	if wordIn(s, m) {
		return true
	}
	if !containsDeva(s) || !isLowerASCII(m) {
		return false
	}
	want := latinSkel(m, false)
	if want.n < 2 {
		return false
	}
	at, _ := devaMatch(s, &want, false)
	return at >= 0
}

// someHeld reports whether res holds one of ms as a word.
func someHeld(res string, ms []string) bool {
	for _, m := range ms {
		if wordIn(res, m) {
			return true
		}
	}
	return false
}
