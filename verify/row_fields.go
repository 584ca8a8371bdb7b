package verify

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"
)

// Words put in another row's field. A result that lists objects of one
// shape (jobs, tickets, components, reviews, candidates) gives each object
// its own words: a name, a status, an assignee, a verdict. A field whose
// values differ from object to object names the object (its key: a job's
// name, a ticket's id). A reply clause that names one object by such a
// value and writes, for another field, the value that field has in
// another object, while leaving out the object's own value of that field,
// binds the object to another object's value: "test: success" when the
// test job failed and the build job succeeded; "UPI — operational" when
// UPI is the component in partial outage. That is a contradiction in any
// language, as the words are the result's own.
//
// Left alone: a clause that names two objects by different fields (a
// comparison), a clause that also writes the object's own value ("UPI is
// in partial_outage, the rest operational"), a clause with a negation,
// and values too short or too common to name anything (fewer than two
// letters, numbers, times and dates).

// fieldRows is what rowFields reads from a JSON result: the string fields
// of the objects of its longest array of objects.
type fieldRows struct {
	names []string   // field paths ("status", "user.login")
	rows  [][]string // per object, per field, its folded value or ""
	key   []bool     // per field, whether its values differ in every object
}

// maxFieldValues bounds the values rowFields keeps: a longer list is read
// by other rules.
const maxFieldValues = 400

// rowFields returns the fields of call ci's JSON result (see fieldRows),
// or nil when it lists no objects, computed once per call.
func (c *check) rowFields(ci int) *fieldRows {
	call := &c.calls[ci]
	if call.fieldsDone {
		return call.fieldRowsOf
	}
	call.fieldsDone = true
	s := strings.TrimSpace(call.folded)
	if len(s) < 8 || len(s) > 64<<10 || s[0] != '[' && s[0] != '{' {
		return nil
	}
	var v any
	if len(strings.Trim(call.folded, " \t\r\n")) == len(s) {
		// Trimmed of JSON's own spaces only: the shared decoding of
		// the result reads s.
		var ok bool
		if v, ok = call.resultJSON(); !ok {
			return nil
		}
	} else if json.Unmarshal([]byte(s), &v) != nil {
		return nil
	}
	arr := longestObjArray(v, 0)
	if len(arr) < 2 {
		return nil
	}
	fr := &fieldRows{}
	index := map[string]int{}
	for _, el := range arr {
		o, _ := el.(map[string]any)
		row := make([]string, len(fr.names), len(fr.names)+4)
		var add func(prefix string, o map[string]any, depth int)
		add = func(prefix string, o map[string]any, depth int) {
			// in key order, so the fields are numbered alike in every check
			for _, k := range sortedKeys(o) {
				switch x := o[k].(type) {
				case string:
					if !fieldWord(x) {
						continue
					}
					name := prefix + k
					fi, ok := index[name]
					if !ok {
						fi = len(fr.names)
						index[name] = fi
						fr.names = append(fr.names, name)
					}
					for len(row) <= fi {
						row = append(row, "")
					}
					row[fi] = x
				case map[string]any:
					if depth < 2 {
						add(prefix+k+".", x, depth+1)
					}
				}
			}
		}
		add("", o, 0)
		fr.rows = append(fr.rows, row)
	}
	n := 0
	for i := range fr.rows {
		for len(fr.rows[i]) < len(fr.names) {
			fr.rows[i] = append(fr.rows[i], "")
		}
		n += len(fr.names)
	}
	if n > maxFieldValues {
		return nil
	}
	fr.key = make([]bool, len(fr.names))
	for f := range fr.names {
		seen := map[string]bool{}
		present, distinct := 0, true
		for _, row := range fr.rows {
			if row[f] == "" {
				continue
			}
			present++
			if seen[row[f]] {
				distinct = false
			}
			seen[row[f]] = true
		}
		fr.key[f] = distinct && present >= 2
	}
	call.fieldRowsOf = fr
	return fr
}

// longestObjArray returns the longest array of objects in v, to depth 4.
func longestObjArray(v any, depth int) []any {
	if depth > 4 {
		return nil
	}
	var best []any
	switch x := v.(type) {
	case []any:
		objs := 0
		for _, el := range x {
			if _, ok := el.(map[string]any); ok {
				objs++
			}
		}
		if objs == len(x) && objs > 0 {
			best = x
		}
		for _, el := range x {
			if a := longestObjArray(el, depth+1); len(a) > len(best) {
				best = a
			}
		}
	case map[string]any:
		for _, el := range x {
			if a := longestObjArray(el, depth+1); len(a) > len(best) {
				best = a
			}
		}
	}
	return best
}

// fieldWord reports whether a string value can name something in a reply:
// two letters at least, at most 60 bytes, and not a time or a date.
func fieldWord(s string) bool {
	if len(s) > 60 || hasAnyRune(s, ":\n") {
		return false
	}
	letters := 0
	for _, r := range s {
		if isWordRune(r) && (r < '0' || r > '9') {
			letters++
		}
	}
	return letters >= 2 && !(len(s) >= 8 && isDigitByte(s[0]) && isDigitByte(s[3]) && s[4] == '-')
}

// lastWordAt returns the last position of w in s where it stands as a
// word, as wordAt reads one, or -1.
func lastWordAt(s, w string) int {
	for end := len(s); end >= len(w) && len(w) > 0; {
		j := strings.LastIndex(s[:end], w)
		if j < 0 {
			return -1
		}
		if standsAsWord(s, j, j+len(w)) {
			return j
		}
		end = j + len(w) - 1
	}
	return -1
}

// wordAt returns the first position of w in s where it stands as a word
// (no letter or digit right before or after it), or -1.
func wordAt(s, w string) int {
	for at := 0; at < len(s); {
		j := indexSubstr(s[at:], w)
		if j < 0 {
			return -1
		}
		j += at
		if standsAsWord(s, j, j+len(w)) {
			return j
		}
		at = j + 1
	}
	return -1
}

// standsAsWord reports whether s[j:e] has no ASCII letter or digit right
// before or after it.
func standsAsWord(s string, j, e int) bool {
	if j > 0 {
		if r, _ := utf8.DecodeLastRuneInString(s[:j]); r < utf8.RuneSelf && isWordRune(r) {
			return false
		}
	}
	if e < len(s) {
		if r, _ := decodeRuneAt(s[e:]); r < utf8.RuneSelf && isWordRune(r) {
			return false
		}
	}
	return true
}

// checkRowFields reports a word of another object's field in a clause that
// names one object (see above).
func (c *check) checkRowFields(in *info) {
	if len(in.targets) == 0 || in.modal || in.end-in.start > 600 {
		return
	}
	for _, h := range in.hits {
		if h.t.kind == kindNeg {
			return
		}
	}
	s := c.folded[in.start:in.end]
	for _, ci := range in.targets {
		fr := c.rowFields(ci)
		if fr == nil {
			continue
		}
		c.fieldScan += len(fr.rows) * len(fr.names) * len(s)
		if c.fieldScan > 64*(len(c.folded)+1)+1<<20 {
			return
		}
		// The object the clause names: the one whose key value it writes
		// first.
		row, first := -1, len(s)
		for ri, r := range fr.rows {
			for f, v := range r {
				if v == "" || !fr.key[f] {
					continue
				}
				if at := wordAt(s, v); at >= 0 && at < first {
					row, first = ri, at
				}
			}
		}
		if row < 0 {
			continue
		}
		// Words of other objects: all of one field, which the named object
		// gives another value the clause does not write.
		field, at, word := -1, -1, ""
		for ri, r := range fr.rows {
			if ri == row {
				continue
			}
			for f, v := range r {
				if v == "" || v == fr.rows[row][f] {
					continue
				}
				p := wordAt(s, v)
				if p < 0 || slices.Contains(fr.rows[row], v) {
					continue
				}
				if field >= 0 && field != f {
					return // words of two fields of other objects: a comparison
				}
				if field < 0 || p < at {
					at, word = p, v
				}
				field = f
			}
		}
		if field < 0 {
			continue
		}
		own := fr.rows[row][field]
		if own == "" || wordAt(s, own) >= 0 {
			continue
		}
		sp := span{in.start + at, in.start + at + len(word)}
		if c.alreadyFound(FactMismatch, sp) {
			continue
		}
		c.addRule("fact/row-field", BasisContradiction, c.callFinding(FactMismatch, sp, ci,
			fmt.Sprintf("%s is the %s of another item in the result of %s; the item the reply names has %s", c.masked[sp.start:sp.end], fr.names[field], c.calls[ci].Tool, own)))
		return
	}
}
