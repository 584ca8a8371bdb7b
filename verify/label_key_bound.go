package verify

import (
	"strings"
	"unicode/utf8"
)

// A line labelled by a result's key. A reply that cites its receipts
// only at the end, over several calls, still restates a result when a
// line opens with a label that names a key of exactly one of them
// ("**Carga:** el viernes 12 de diciembre" of `"carga": "2025-12-11"`,
// "Last changed: 28 November at 16:40" of `"last_modified"`, "到期日：…"):
// the label binds the line to that call's record, as a table row's key
// does (rowAttributed), and its values are held to the results. A label
// word names a key when the result writes it as a whole key or as a word
// of one (`"carga"`, `last_modified`, `llegada=`); words of three letters
// or fewer, and a label no or several results key, bind nothing.

// labelKeyAttributed reports whether the clause opens with a label that
// names a key of exactly one of its target results (see above).
func (c *check) labelKeyAttributed(in *info) bool {
	if len(in.targets) == 0 {
		return false
	}
	line := c.folded[in.start:in.end]
	for len(line) > 0 && strings.IndexByte(" \t>-*+", line[0]) >= 0 {
		line = line[1:]
	}
	// The first colon starting within 48 bytes, found by bytes: neither
	// ':' nor the lead byte of '：' is ever inside another rune.
	head := line[:min(len(line), 48+len("："))]
	end := indexByte(head, ':')
	if k := indexSubstr(head, "："); k >= 0 && (end < 0 || k < end) {
		end = k
	}
	if end > 48 || end <= 0 || strings.TrimLeft(line[end:], ":： *_`") == "" {
		return false
	}
	label := strings.Trim(line[:end], " *_`")
	if label == "" || strings.ContainsAny(label, "0123456789") {
		return false
	}
	found := -1
	for _, w := range strings.Fields(label) {
		if utf8.RuneCountInString(w) < 2 || isASCII(w) && len(w) < 4 {
			continue
		}
		for _, t := range in.targets {
			if t != found && c.keyWordIn(t, w) {
				if found >= 0 {
					return false
				}
				found = t
			}
		}
	}
	return found >= 0
}

// keyWordIn reports whether call ci's result writes w as a key or a word
// of one: quoted, before "=" or ":", or joined to another word by "_".
func (c *check) keyWordIn(ci int, w string) bool {
	if !c.calls[ci].ok || !c.substrInCall(ci, w) {
		return false
	}
	for _, p := range [...][2]string{{`"`, `"`}, {`"`, "_"}, {"_", `"`}, {"_", "="}, {"_", ":"}, {" ", "="}, {" ", ":"}, {"\n", "="}, {"\n", ":"}, {"\n", "_"}} {
		if c.substrInCall(ci, p[0]+w+p[1]) {
			return true
		}
	}
	return strings.HasPrefix(c.calls[ci].folded, w) && len(c.calls[ci].folded) > len(w) && strings.IndexByte("=:_", c.calls[ci].folded[len(w)]) >= 0
}
