package verify

import (
	"slices"
	"strconv"
	"strings"
)

// The fields of a result, read once per call: a noun that names a field
// whose values are all distinct names or codes, one on each counted item,
// counts the items ("9 donors" over eight rows of one donor_id each:
// fieldNounAt), and a field of what is left holds a remainder
// (remainderCount). Read as "the distinct values of the field" ("Son 5
// clientes distintos" over six tickets of five clients), the same fields
// cleared two clean replies of the corpus and lost a miscount on unread
// text, where the number under the field's name was the reply's count of
// the items: that reading is not made.

// keyCount is one field of a result: its name and how many values and
// distinct values it holds.
type keyCount struct {
	key         string
	n, distinct int
	named       bool      // every value holds a letter: names or codes, no quantities
	left        []float64 // the whole-number values of a field of what is left ("seats_left"), see remainderCount
}

// maxKeyRows bounds the values read of one field, as columns reads.
const maxKeyRows = 256

// nounNamesKey reports whether a count noun is a field's name: the name
// itself, its plural ("clientes" for cliente, "buyers" for buyer), or that
// of a field of ids or names of it ("customer_id").
func nounNamesKey(noun, key string) bool {
	for _, suf := range [...]string{"_id", "_name", " id", " name"} {
		key = trimSuffix(key, suf)
	}
	if len(key) < 2 {
		return false
	}
	rest, ok := cutPrefix(noun, key)
	return ok && (rest == "" || rest == "s" || rest == "es")
}

// keyCounts returns the fields of the call's result, with the number of
// values and distinct values of each: the keys of JSON objects, or the
// header names of a table whose fields a "|", a tab or a comma separates.
// Computed once per call, from at most 64 KiB of result.
func (ci *callInfo) keyCounts() []keyCount {
	if ci.keyCountList != nil {
		return ci.keyCountList
	}
	ci.keyCountList = []keyCount{} // computed: none until found
	s := ci.folded
	if len(s) > 64<<10 {
		return nil
	}
	var keys []string
	var vals [][]string
	add := func(k, v string) {
		i := slices.Index(keys, k)
		if i < 0 {
			if len(keys) >= 32 {
				return
			}
			keys, vals = append(keys, k), append(vals, nil)
			i = len(keys) - 1
		}
		if len(vals[i]) < maxKeyRows {
			vals[i] = append(vals[i], strings.TrimSpace(v))
		}
	}
	if indexByte(s, '{') >= 0 {
		jsonKeyValues(s, add)
	} else {
		tableKeyValues(s, add)
	}
	for i, k := range keys {
		var seen []string
		var left []float64
		named, leftKey := true, slices.ContainsFunc(remainderWords, func(w string) bool { return hasSubstr(k, w) })
		for _, v := range vals[i] {
			if !slices.Contains(seen, v) {
				seen = append(seen, v)
			}
			named = named && hasLetter(v)
			if f, err := strconv.Atoi(v); leftKey && err == nil {
				left = append(left, float64(f))
			}
		}
		ci.keyCountList = append(ci.keyCountList, keyCount{k, len(vals[i]), len(seen), named, left})
	}
	return ci.keyCountList
}

// jsonKeyValues hands each "key": value pair of JSON text to add, the
// value a quoted string or a bare scalar. Nested objects and arrays are
// stepped into, their keys read alike.
func jsonKeyValues(s string, add func(k, v string)) {
	for i := 0; i < len(s); {
		ks, ke, ok := nextEnclosed(s, i, '"')
		if !ok {
			return
		}
		rest := strings.TrimLeft(s[ke+1:], " ")
		if rest == "" || rest[0] != ':' {
			i = ke + 1
			continue
		}
		key := s[ks:ke]
		at := len(s) - len(rest) + 1
		for at < len(s) && s[at] == ' ' {
			at++
		}
		switch {
		case at < len(s) && s[at] == '"':
			ve := indexByte(s[at+1:], '"')
			if ve < 0 {
				return
			}
			add(key, s[at+1:at+1+ve])
			i = at + ve + 2
		case at < len(s) && (s[at] == '{' || s[at] == '['):
			i = at + 1
		default:
			ve := strings.IndexAny(s[at:], ",}]\n")
			if ve < 0 {
				ve = len(s) - at
			}
			add(key, s[at:at+ve])
			i = at + ve
		}
	}
}

// tableKeyValues hands each field of a table's rows to add under its
// header's name: the first line is the header, its fields split by "|",
// a tab or a comma; rows of another number of fields, and rules of
// dashes, are skipped.
func tableKeyValues(s string, add func(k, v string)) {
	s = strings.TrimSpace(s)
	nl := indexByte(s, '\n')
	if nl < 0 {
		return
	}
	head := s[:nl]
	sep := ""
	for _, d := range [...]string{"|", "\t", ","} {
		if hasSubstr(head, d) {
			sep = d
			break
		}
	}
	if sep == "" {
		return
	}
	names := strings.Split(head, sep)
	for k := range names {
		names[k] = strings.TrimSpace(names[k])
	}
	rows := 0
	for line, rest := cutLine(s[nl+1:]); line != "" && rows < maxKeyRows; line, rest = cutLine(rest) {
		line = trimSuffix(line, "\n")
		fs := strings.Split(line, sep)
		if len(fs) != len(names) || strings.Trim(line, "-+| ") == "" {
			continue
		}
		rows++
		for k, f := range fs {
			if names[k] != "" {
				add(names[k], f)
			}
		}
	}
}

// fieldNounAt returns the word right after the number at sp when it names
// a field of a target whose values are all distinct names or codes, one on
// each of the call's counted items, and the number is above their count:
// "9 donors" over eight rows of one donor_id each counts the rows, whatever
// the lexicon holds, and is held to their count like "9 files". A number
// below it may count a part ("Four segments came back clean"), and a field
// of numbers ("units", "hours") holds quantities, not items: both are left,
// as is a number the result states or a column of it adds up to.
func (c *check) fieldNounAt(in *info, sp span, n int) (string, bool) {
	w := leadingWord(strings.TrimLeft(c.folded[sp.end:min(in.end, sp.end+40)], "*_ "))
	if len(w) < 3 {
		return "", false
	}
	for _, ci := range in.targets {
		call := &c.calls[ci]
		if call.Count == nil || *call.Count < 2 || n <= *call.Count {
			continue
		}
		for _, kc := range call.keyCounts() {
			if kc.n == *call.Count && kc.distinct == kc.n && kc.named && nounNamesKey(w, kc.key) {
				// "6 guests" over bookings of 2, 1 and 3 tickets: a sum, not a count.
				return w, !c.resultValueOrColumnSum(in.targets, func(v float64) bool { return v == float64(n) })
			}
		}
	}
	return "", false
}

// distinctAfterTotal reports whether cc counts the distinct values of a
// field of names or codes of a call whose count the reply has just stated
// under another noun ("不完全搾乳は7件、牛の頭数でいうと6頭", "7 incidents
// across 6 cows"): once the rows are counted, a smaller number of another
// noun within 80 bytes after the count (the bytes a sentence goes on for)
// counts what the rows name, and is held to the distinct values of such a
// field. Without the stated total the distinct values are not read (see
// above).
func (c *check) distinctAfterTotal(cc countClaim, targets []int) bool {
	for _, t := range c.totals[:c.nTotals] {
		if t.noun == cc.noun || t.n <= cc.n || t.start >= cc.start || cc.start-t.start > 80 || !slices.Contains(targets, t.call) {
			continue
		}
		for _, k := range c.calls[t.call].keyCounts() {
			if k.named && k.n == t.n && k.distinct == cc.n {
				return true
			}
		}
	}
	return false
}
