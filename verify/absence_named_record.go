package verify

import "strings"

// namedRecordNone reports whether the clause names an item — a code
// ("RC-88500") or a proper name ("Chennai Export House") — whose own
// record in a target's result holds nothing: every field but the one that
// names it is zero, null, empty or a not-found state. "**Chennai Export
// House:** कोई बकाया नहीं" over {"buyer":"Chennai Export House","due_inr":0,
// "overdue_days":0}, "RC-88500 — इस नंबर की कोई कॉइल नहीं मिली" over
// {"coil":"RC-88500","status":"not_found"}: the absence is about that
// item, and its record bears it out, whatever other items' records hold.
// An item one of whose records holds a value keeps the clause held to the
// result; so does a clause that names no item a record holds.
//
// Only Latin-script names and codes are read: they are what records are
// keyed by. A record is the innermost JSON object around the name, or its
// line in any other result.
func (c *check) namedRecordNone(in *info, targets []int) bool {
	s := c.folded[in.start:in.end]
	found := false
	for i := 0; i < len(s); {
		var tok string
		tok, i = nextRun(s, i, isFileByte)
		st := in.start + i - len(tok)
		tok = strings.TrimRight(tok, ".-_/:")
		if len(tok) < 4 || !isLetterByte(tok[0]) && !isDigitByte(tok[0]) {
			continue
		}
		dig, let := false, false
		for k := 0; k < len(tok); k++ {
			dig = dig || isDigitByte(tok[k])
			let = let || isLetterByte(tok[k])
		}
		if !let || !dig && !properAt(c.masked, st) {
			continue // a word or a number, not a name or a code
		}
		for _, ci := range targets {
			switch c.recordOf(ci, tok) {
			case recSome:
				return false
			case recNone:
				found = true
			}
		}
	}
	return found
}

const (
	recAbsent = iota // no record names the item
	recNone          // every record that names it holds nothing
	recSome          // a record that names it holds a value
)

// recordOf reads the records of call ci's result that name w as a word
// (see namedRecordNone). Each name reads the result whole: it counts
// against the label searches' budget, and past it gives recSome (held).
func (c *check) recordOf(ci int, w string) int {
	f := c.calls[ci].folded
	if !c.calls[ci].ok || !c.spend(len(f)) {
		return recSome
	}
	json := hasPrefix(strings.TrimSpace(f), "{") || hasPrefix(strings.TrimSpace(f), "[")
	v := recAbsent
	for at, n := 0, 0; n < 16; n++ {
		j := wordPrefixAt(f[at:], w)
		if j < 0 {
			break
		}
		j += at
		at = j + len(w)
		if at < len(f) && (isLetterByte(f[at]) || isDigitByte(f[at])) {
			continue // a longer word or code
		}
		var rec string
		if json {
			lo := strings.LastIndexByte(f[:j], '{')
			hi := strings.IndexByte(f[j:], '}')
			if lo < 0 || hi < 0 || strings.IndexByte(f[j:j+hi], '{') >= 0 {
				return recSome // nested: not read
			}
			rec = f[lo+1 : j+hi]
		} else {
			lo := strings.LastIndexByte(f[:j], '\n') + 1
			hi := strings.IndexByte(f[j:], '\n')
			if hi < 0 {
				hi = len(f) - j
			}
			rec = f[lo : j+hi]
		}
		if !recordEmpty(rec, w, json) {
			return recSome
		}
		v = recNone
	}
	return v
}

// recordNoneStates are the values a field takes when its item has nothing.
var recordNoneStates = wordSet("0 0.0 0.00 null nil none n/a - not_found notfound missing empty")

// recordEmpty reports whether record rec holds nothing but the name w: in
// a JSON object, every value but w's is a none state (above), an empty
// string or an empty list; in a line, every field but w is.
func recordEmpty(rec, w string, json bool) bool {
	n := 0
	if json {
		for _, kv := range strings.Split(rec, ",") {
			_, val, ok := strings.Cut(kv, ":")
			if !ok {
				return false // a list's members or a comma in a string: not read
			}
			val = strings.Trim(strings.TrimSpace(val), "\"'")
			if hasSubstr(val, w) {
				continue
			}
			if val != "" && val != "[]" && !recordNoneStates[val] {
				return false
			}
			n++
		}
		return n > 0
	}
	rest := strings.Replace(rec, w, " ", 1)
	for _, f := range strings.FieldsFunc(rest, func(r rune) bool { return r == ',' || r == '|' || r == '\t' || r == ';' }) {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		if !recordNoneStates[f] {
			return false
		}
		n++
	}
	return n > 0
}
