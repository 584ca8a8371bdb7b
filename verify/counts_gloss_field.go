package verify

import "strings"

// A count that names a field of a record in the reply's language ("本周共有
// 3 条召回通知" over {"recalls_checked":3,"matched_in_stock":[]}) counts
// what that field counts, not the record's list: the glossary of field
// names (absence_gloss.go) binds 召回 to `recalls`, and the field's value
// decides the number. The tool's count (0, the empty list) is of other
// items.

// glossCountField reports whether the clause names, near the count, a
// concept of the glossary whose field in an ok call of the turn holds the
// count's number.
func (c *check) glossCountField(in *info, cc countClaim) bool {
	win := c.clauseWindow(in, cc.start-24, cc.end+24)
	for _, g := range glossConcepts {
		en, named := glossConceptIn(win, g)
		if !named {
			continue
		}
		for ci := range c.calls[:min(len(c.calls), 64)] {
			if !c.calls[ci].ok {
				continue
			}
			for _, fd := range c.calls[ci].intFields() {
				if fd.v != cc.n {
					continue
				}
				for rest, more := en, true; more; {
					var w string
					w, rest, more = cutByte(rest, ',')
					if fieldNamePart(fd.name, w) {
						return true
					}
				}
			}
		}
	}
	return false
}

// intField is a field of a result that holds a whole number: its name
// and the number.
type intField struct {
	name string
	v    int
}

// intFields returns the fields of the call's result that hold a whole
// number after "=" or ":" ("recalls_checked": 3, 车辆数=35), at most 64,
// from its first 64 KiB; worked out once per call.
func (ci *callInfo) intFields() []intField {
	if ci.intsDone {
		return ci.ints
	}
	ci.intsDone = true
	f := ci.folded[:min(len(ci.folded), 64<<10)]
	for at := 0; len(ci.ints) < 64; {
		i := strings.IndexAny(f[at:], "=:")
		if i < 0 {
			break
		}
		i += at
		at = i + 1
		e := i
		for e > 0 && (f[e-1] == '"' || f[e-1] == '\'' || f[e-1] == ' ') && i-e < 2 {
			e--
		}
		s := e
		for s > 0 && e-s < 48 && (isWordByte(f[s-1]) || f[s-1] >= 0x80) {
			s--
		}
		if s == e {
			continue
		}
		v := strings.TrimLeft(f[at:min(len(f), at+16)], " ")
		n, k := 0, 0
		for k < len(v) && k < 9 && isDigitByte(v[k]) {
			n = n*10 + int(v[k]-'0')
			k++
		}
		// Not 1,234 or 3.5 or 12:30 or 2025-06: a part of another number.
		if k > 0 && (k+1 >= len(v) || !strings.ContainsRune(".,:-", rune(v[k])) || !isDigitByte(v[k+1])) && (k == len(v) || !isDigitByte(v[k])) {
			ci.ints = append(ci.ints, intField{f[s:e], n})
		}
	}
	return ci.ints
}

// fieldNamePart reports whether w is a part of the field name ("recalls" of
// "recalls_checked"), "_" and "-" joining the parts.
func fieldNamePart(name, w string) bool {
	for at := 0; ; {
		i := indexSubstr(name[at:], w)
		if i < 0 {
			return false
		}
		i += at
		j := i + len(w)
		at = i + 1
		if (i == 0 || !nameByte(name[i-1])) && (j == len(name) || !nameByte(name[j])) {
			return true
		}
	}
}

// A field whose name counts the noun ("车辆数=35", "vehicle_count": 35,
// "num_orders": 12) states how many of them there are: "占它 35 辆柴油车的
// 34.3%" over 2号车场's record "车辆数=35" is that record's number, whichever
// call the clause's receipt names.

var countKeyMarks []string

// countsGlossFieldLists holds the phrases of the word lists declared above (see barList).
var countsGlossFieldLists = [...]barList{
	// countKeyMarks make a field's name a number of something.
	{&countKeyMarks, "数|count|num|total"},
}

var _ = splitBars(countsGlossFieldLists[:])

// countKeyField reports whether an ok call of the turn has a field whose
// name holds the count's noun and a mark of counting, with the count's
// number as its value.
func (c *check) countKeyField(cc countClaim) bool {
	noun := cc.noun
	if len(noun) < 3 {
		return false
	}
	if noun[0] < 0x80 {
		noun = trimSuffix(noun, "s") // "vehicles" in vehicle_count
		if len(noun) < 4 {
			return false
		}
	}
	// The first 64 calls: a turn of more is not read whole per count.
	for ci := range c.calls[:min(len(c.calls), 64)] {
		if !c.calls[ci].ok {
			continue
		}
		for _, fd := range c.calls[ci].intFields() {
			if fd.v == cc.n && hasSubstr(fd.name, noun) && containsAny(fd.name, countKeyMarks) {
				return true
			}
		}
	}
	return false
}
