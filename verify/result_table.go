package verify

import (
	"strconv"
	"strings"
)

// tableObjs returns the records of a result written as a table with a
// header line (CSV, TSV, or fields split at "|": "date,max_c,at",
// "month|raw_kg|flour_kg"), read as keyedTables reads the objects of a JSON
// array: each row's numeric fields under its header's names, its other
// fields of three bytes or more as its keys. Computed once per call; nil
// when the result is no such table, has fewer than two rows, or is long.
func (ci *callInfo) tableObjs() *keyedObjs {
	if ci.tabDone {
		return ci.tab
	}
	ci.tabDone = true
	text := strings.TrimSpace(ci.folded)
	if len(text) > 64<<10 {
		return nil
	}
	head, rest, ok := cutByte(text, '\n')
	if !ok {
		return nil
	}
	var sep string
	for _, s := range [...]string{"\t", "|", ","} {
		if hasSubstr(head, s) {
			sep = s
			break
		}
	}
	if sep == "" || hasAnyRune(head, "{[\"") {
		return nil
	}
	names := strings.Split(head, sep)
	if len(names) < 2 || len(names) > 64 {
		return nil
	}
	for i, h := range names {
		names[i] = strings.TrimSpace(h)
		if names[i] == "" || nextDigit(names[i], 0) == 0 {
			return nil // a header names its fields: no empty or numeric name
		}
	}
	k := &keyedObjs{key: map[string]int{}, names: names, arrays: 1}
	for line, more := cutLine(rest); line != ""; line, more = cutLine(more) {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		fs := strings.Split(line, sep)
		if len(fs) != len(names) || len(k.rows) == 128 {
			return nil
		}
		var row objRow
		for i, f := range fs {
			f = strings.TrimSpace(f)
			if v, err := strconv.ParseFloat(f, 64); err == nil {
				row.fields = append(row.fields, objField{i, v})
			} else if len(f) >= 3 {
				row.keys = append(row.keys, f)
			}
		}
		k.rows = append(k.rows, row)
	}
	if len(k.rows) < 2 {
		return nil
	}
	k.indexKeys()
	ci.tab = k
	return k
}
