package verify

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Statuses in rows. Issue trackers, PR lists and job queues print one item
// a line: its key first, then columns parted by wide spaces or tabs, one
// of them a state ("MOB-303  Blocked  Push token refresh…", "#482\tFix
// retry\tOPEN"). And a reply often restates such items as a table with a
// Status column. Both sides name the item by its key, so the state the
// reply's row gives is held to the state the result's line gives.

// keyedLineStatus adds, when no status field or column named the states,
// the items of lines that start with a key holding a digit (MOB-303, #482,
// INC0012) and have a column that is a whole word of the state vocabulary.
func (ci *callInfo) keyedLineStatus() {
	if len(ci.stItems) > 0 {
		return
	}
	r := ci.folded
	for rest, more := r, true; more; {
		var line string
		line, rest, more = cutByte(rest, '\n')
		if len(ci.stItems) >= 32 {
			break
		}
		if line == "" || line[0] == ' ' || len(line) > 300 {
			continue
		}
		k, key := 0, ""
		for f, cols := nextColumn(line); f != ""; f, cols = nextColumn(cols) {
			if k == 0 {
				if len(f) < 3 || len(f) > 24 || strings.IndexAny(f, "0123456789") < 0 || indexByte(f, ' ') >= 0 {
					break
				}
				key = f
			} else if v := strings.Trim(f, "[]()"); classOf(v) != "" {
				ci.stItems = append(ci.stItems, statusItem{key, v, classOf(v)})
				break
			}
			k++
		}
	}
}

// checkStatusCell reports a state the reply writes in the Status column of
// a markdown table row when the result gives the row's item (named by its
// first cell) a state of another class (see statusAgainst). The header is
// the first line of the table, found within 64 lines above.
func (c *check) checkStatusCell(in *info) {
	if len(in.targets) == 0 || in.modal || len(in.hedges) > 0 {
		return
	}
	s := c.folded[in.start:in.end]
	// A row starts with '|' after blanks: a clause whose first other
	// byte is ASCII and not '|' is none, told without trimming both ends
	// of every clause (a cited one ends in a blanked receipt).
	i := 0
	for i < len(s) && (s[i] == ' ' || s[i] >= '\t' && s[i] <= '\r') {
		i++
	}
	if i == len(s) || s[i] < utf8.RuneSelf && s[i] != '|' {
		return
	}
	// Nor is one whose first other rune is a letter of another script
	// (most clauses of a Chinese or Hindi reply): trimming its end would
	// step back over its blanked receipt a rune at a time.
	if s[i] >= utf8.RuneSelf {
		if l := strings.TrimLeftFunc(s[i:], unicode.IsSpace); l == "" || l[0] != '|' {
			return
		}
	}
	t := strings.TrimSpace(s)
	if len(t) < 5 || t[0] != '|' || strings.IndexByte(t, '\n') >= 0 || strings.Trim(t, "|-: ") == "" {
		return
	}
	col := c.statusHeaderCol(in.start)
	if col <= 0 {
		return
	}
	off := strings.IndexByte(s, '|') + 1
	// The row must name an item of the results in its first cell: a row
	// is about its own item, never the result's only one by default.
	if e := strings.IndexByte(s[off:], '|'); e < 0 || !c.namesStatusItem(in, s[off:off+e]) {
		return
	}
	for k := 0; off < len(s); k++ {
		e := strings.IndexByte(s[off:], '|')
		if e < 0 {
			return
		}
		if k == col {
			cell := s[off : off+e]
			w := strings.TrimSpace(strings.Trim(strings.TrimSpace(cell), "*`"))
			if cl := statusClass[w]; cl != "" {
				p := off + strings.Index(cell, w)
				c.statusAgainst(in, p, p+len(w), cl)
			}
			return
		}
		off += e + 1
	}
}

// statusHeaderCol returns the index of the status column of the markdown
// table whose row starts at or after pos, -1 when the table has none.
func (c *check) statusHeaderCol(pos int) int {
	ls := strings.LastIndexByte(c.folded[:pos], '\n') + 1
	hdr := -1
	for n := 0; n < 64 && ls > 0; n++ {
		ps := strings.LastIndexByte(c.folded[:ls-1], '\n') + 1
		if l := strings.TrimSpace(c.folded[ps : ls-1]); l == "" || l[0] != '|' {
			break
		}
		hdr, ls = ps, ps
	}
	if hdr < 0 {
		return -1
	}
	he := strings.IndexByte(c.folded[hdr:], '\n')
	if he < 0 {
		return -1
	}
	line := strings.TrimSpace(c.folded[hdr : hdr+he])
	k := 0
	for off := 1; off < len(line); k++ {
		e := strings.IndexByte(line[off:], '|')
		if e < 0 {
			break
		}
		cell := strings.TrimSpace(strings.Trim(strings.TrimSpace(line[off:off+e]), "*"))
		if slices.Contains(statusKeys, cell) {
			return k
		}
		off += e + 1
	}
	return -1
}

// namesStatusItem reports whether cell names, as a word, the key of an
// item the clause's results give a state.
func (c *check) namesStatusItem(in *info, cell string) bool {
	for _, t := range in.targets {
		for _, it := range c.calls[t].statusItems() {
			if len(it.key) >= 2 && it.key != "?" && wordIn(cell, it.key) {
				return true
			}
		}
	}
	return false
}
