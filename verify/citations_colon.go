package verify

import (
	"sort"
	"strings"
)

// colonCitations reads a receipt on a line that ends with a colon
// ("Pulp temperatures in the tunnel [receipt]:", "温度は次のとおり：[receipt]")
// as a label of the table the colon announces right below it. A colon at
// a line's end hands the line over to what follows in every language the
// checker reads, so the table's values come from the call the receipt
// names, as a receipt after a sentence holds the sentence. Only a table is
// read so: its cells are the result's values, while the items of a list
// mix in the reply's own remarks ("for West Bay or elsewhere"). The
// table's rows are marked paraCited for the receipt's call when it is one
// of their targets (see loneCitations); receipts side by side are a list
// of sources and label nothing, and a table stops at a heading.
func (c *check) colonCitations(infos []info) {
	s := c.masked
	nl := c.newlines()
	for n, ct := range c.cites {
		ls := 0
		if k := firstAtOrAfter(nl, ct.start); k > 0 {
			ls = nl[k-1] + 1
		}
		// Receipts side by side are a list of sources, labelling nothing.
		if ct.call < 0 || n > 0 && c.cites[n-1].end > ls && strings.TrimSpace(s[c.cites[n-1].end:ct.start]) == "" || n+1 < len(c.cites) && c.cites[n+1].start < nextLineStart(nl, ct.end, len(s)) {
			continue
		}
		le := len(s)
		if k := firstAtOrAfter(nl, ct.end); k < len(nl) {
			le = nl[k]
		}
		after := strings.TrimSpace(s[ct.end:le])
		before := strings.TrimRight(s[max(0, ct.start-8):ct.start], " ")
		colon := func(t string) bool { return t == ":" || t == "：" }
		if !colon(after) && !(after == "" && (strings.HasSuffix(before, ":") || strings.HasSuffix(before, "："))) {
			continue
		}
		lo := sort.Search(len(infos), func(i int) bool { return infos[i].start >= le })
		if lo == len(infos) || s[infos[lo].start] != '|' {
			continue // a table: its cells are the result's values, where a list's items mix in remarks
		}
		for j := lo; j < len(infos) && infos[j].paragraph == infos[lo].paragraph && s[infos[j].start] != '#'; j++ {
			if in := &infos[j]; len(in.cites) == 0 && !in.modal && containsInt(in.targets, ct.call) {
				in.paraCited = true
			}
		}
	}
}

// nextLineStart is the start of the line after position i of a text of
// length size whose newlines are nl.
func nextLineStart(nl []int, i, size int) int {
	if k := firstAtOrAfter(nl, i); k < len(nl) {
		return nl[k] + 1
	}
	return size
}
