package verify

import "strings"

// A none over a field of the rows: "no fungal or contamination notes on any
// of the four replicates" over a table whose notes column is empty on three
// rows and reads "fungal growth on 3 seeds" on the fourth. The clause names
// the column (its header, or the glossary's word for it); the column is one
// rows may leave empty or negative (some do), and a row that holds anything
// else there is one of what the clause says none of. It is the converse of
// negativeColumnNamed, and it is read whether or not the clause's noun is
// one the absence rule takes for something a result lists.

// heldColumnNamed reports whether call ci's result is a delimited table
// with a column the clause names, empty or negative in some row and
// holding another value in another.
func (c *check) heldColumnNamed(in *info, ci int) bool {
	t := strings.TrimSpace(c.calls[ci].folded)
	head, rows, ok := cutAt(t, "\n")
	if !ok || strings.Count(rows, "\n") > 200 {
		return false
	}
	sep := ","
	if hasSubstr(head, "|") {
		sep = "|"
	} else if !hasSubstr(head, ",") {
		return false // an aligned table has no empty cell to read
	}
	clause := c.folded[in.start:in.end]
	var lines [][]string
	for col, h := range strings.Split(head, sep) {
		h = strings.TrimSpace(h)
		if len(h) < 4 || !headerWord(h) || !wordStartIn(clause, h) && !c.glossHeads(in, h) {
			continue
		}
		if lines == nil {
			for _, l := range strings.Split(rows, "\n") {
				lines = append(lines, strings.Split(l, sep))
			}
		}
		none, some := false, false
		for _, cells := range lines {
			if col >= len(cells) {
				return false
			}
			v := strings.TrimSpace(cells[col])
			if v == "" || contains(negativeCells, v) {
				none = true
			} else if _, num := onlyNumber(v); !num {
				some = true
			}
		}
		if none && some {
			return true
		}
	}
	return false
}

// heldColumnAbsence reports a none in a clause the absence rule did not
// take (in.absence is nil) as false when a table it names holds one.
func (c *check) heldColumnAbsence(in *info) {
	if in.question || in.denyAll != nil || in.fail && !c.failIsObject(in) {
		return
	}
	// The clause's first none the rule left is the one read.
	var h *hit
	for i := range in.hits {
		if o := &in.hits[i]; o.t.kind == kindNone && !inNotAbsence(in, o) && !negatedUniversal(c.folded[o.end:in.end]) {
			h = o
			break
		}
	}
	if h == nil {
		return
	}
	in.absence = h // glossHeads reads the noun beside it
	defer func() { in.absence = nil }()
	targets := in.targets
	if len(targets) == 0 {
		targets = c.absenceTargets(in)
	}
	for _, ci := range targets {
		if c.calls[ci].ok && c.heldColumnNamed(in, ci) {
			c.addAbsence(ci, "absence/none-found", BasisContradiction, c.callFinding(FalseAbsence, h.span, ci,
				"reply says there is none, but a row of "+c.calls[ci].Tool+" holds one in the field it names"))
			return
		}
	}
	// "लॉग में कोई चेतावनी या एरर नहीं है" over a WARN line: the
	// level the clause names is held to the log's lines (see
	// absence_log_level.go) whatever noun carries it.
	// Only when the clause is bound to one call: a none among
	// several calls' sections may be about another.
	if len(targets) != 1 {
		return
	}
	if v, ci := c.levelVerdict(in, targets); v == lineCrossed {
		c.addAbsence(ci, "absence/none-found", BasisContradiction, c.callFinding(FalseAbsence, h.span, ci,
			"reply says there is none, but the log of "+c.calls[ci].Tool+" has a line of that level"))
	}
}
