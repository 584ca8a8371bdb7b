package verify

import "strings"

// Outcome rows: "| Lint | 成功 | 警告 0 件 |", "| Tests | ✅ passed |". A
// table row whose first cell is the label of a kind of run (see
// outcomeKinds) and whose next cell opens with an outcome reports that
// run as surely as "**Lint:** clean" does (outcome_labels.go): a table is
// the same label and outcome laid out in cells. When no ok call of the
// turn performed that kind of run and no result names the label (a CI
// tool's result listing a lint job reports that job), the outcome is
// unbacked.

// checkOutcomeRows reports a table row giving the outcome of a kind of
// run no ok call performed.
func (c *check) checkOutcomeRows(in *info, reported map[string]bool) {
	if reported["tests"] || in.modal || in.fail || c.inCode(in.start) {
		return
	}
	// Only a clause at the row's opening bar reads it (below): one whose
	// line has, before it, a byte other than a space or a bar is none,
	// told without finding the line's bounds.
	q := in.start - 1
	for q >= 0 && c.folded[q] == ' ' {
		q--
	}
	if q >= 0 && in.start-q < lineWindow && c.folded[q] != '\n' && c.folded[q] != '|' {
		return
	}
	ls, le := c.lineAround(in.start, in.start)
	line := c.folded[ls:le]
	t := strings.TrimLeft(line, " ")
	// Only the clause that opens the row reads it: a row's later
	// clauses (split at ";") are the same row.
	if bar := ls + len(line) - len(t); !strings.HasPrefix(t, "|") || in.start > bar+1 {
		return
	}
	first, rest, ok := nextCell(t[1:])
	if !ok {
		return
	}
	second, _, ok := nextCell(rest)
	if !ok {
		return
	}
	label := strings.Trim(first, " *_")
	k := -1
	for kk, oc := range outcomeKinds {
		if contains(oc.labels, label) {
			k = kk
		}
	}
	if k < 0 || c.kindRan(k) || c.inOKResult(label) {
		return
	}
	if !opensOutcome(strings.TrimLeft(second, " *_✅✓")) {
		return
	}
	a := ls + strings.Index(line, label)
	reported["tests"] = true
	// Contradiction: an outcome of a run no call of this turn performed.
	c.addRule("unbacked/outcome-row", BasisContradiction, Finding{Type: UnbackedToolClaim, Start: a, End: a + len(label),
		Message: "reply reports the outcome of " + outcomeKinds[k].labels[0] + " in a table, but no call in this turn ran it"})
}

// nextCell returns the text up to the next cell bar and the text after it.
func nextCell(s string) (string, string, bool) {
	i := indexByte(s, '|')
	if i < 0 {
		return "", "", false
	}
	return s[:i], s[i+1:], true
}
