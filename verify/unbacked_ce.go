package verify

import (
	"strings"
	"unicode/utf8"
)

// fieldLabel reports whether a use or action word at sp is the name of a
// field followed by its value — "Committed: €20,900", "- Deployed: 3",
// "Searched: 12 sources" — at the start of a line: a label over a figure
// says what the figure counts, not that the speaker performed the act.
func (c *check) fieldLabel(sp span) bool {
	ls, _ := c.lineAround(sp.start, sp.end)
	label := strings.Trim(strings.TrimLeft(c.masked[ls:sp.start], "-*•0123456789. \t"), "*_ ")
	if label != "" {
		return false
	}
	after := strings.TrimLeft(c.masked[sp.end:min(len(c.masked), sp.end+12)], "*_ ")
	if a, ok := strings.CutPrefix(after, ":"); ok {
		after = a
	} else if a, ok := strings.CutPrefix(after, "："); ok {
		after = a
	} else {
		return false
	}
	after = strings.TrimLeft(after, "*_ ~≈")
	r, _ := utf8.DecodeRuneInString(after)
	return r >= '0' && r <= '9' || strings.ContainsRune("€$£¥₹", r)
}

// dataWord reports whether a tool noun of the reply ("the search change",
// "Lua library commands") is a word of an ok call's result: the reply
// is then naming something the data it reports talks about (a commit
// titled "search typo tolerance", release notes about commands), not a
// tool it used. Only asked before reporting, so the scan of the results
// runs at most once per clause and family.
func (c *check) dataWord(u hit) bool {
	w := c.folded[u.start:u.end]
	if w = strings.TrimPrefix(w, "the "); len(w) < 4 || strings.ContainsRune(w, ' ') {
		return false
	}
	// A past tense ("searched", "busqué") claims the act itself,
	// whatever the data says; only nouns can name the data.
	if strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "é") || strings.HasSuffix(w, "ó") {
		return false
	}
	for ci := range c.calls {
		if c.calls[ci].ok && wordIn(c.calls[ci].folded, w) {
			return true
		}
	}
	return false
}
