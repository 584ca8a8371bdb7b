package verify

// Per-call counts in a table keyed by the calls' arguments: one search per
// pattern (TODO, FIXME, HACK), and the reply tabulates "| FIXME | 4 |". A
// row's label that is the whole argument value of exactly one counted call
// names that call, and the number alone in its other cell is that call's
// count, when the table shows it is a column of counts: another row, keyed
// the same way by another call of the same tool, gives that call's count.
// The lexicon's count nouns have no part in it (the label is a pattern, a
// query, a name), so the count rules pass such rows over; the arguments
// and the other row are the evidence instead. A row whose number differs
// from its call's count is a miscount.

import (
	"strconv"
	"strings"
)

// argRowScan bounds the lines of the table read for the agreeing row.
const argRowScan = 40

// checkArgCountRows checks the table rows "| label | N |" of the clause
// (see above).
func (c *check) checkArgCountRows(in *info) {
	if c.countedCalls < 0 {
		return
	}
	if c.countedCalls == 0 {
		// Asked once per check: two counted ok calls of one tool.
		c.countedCalls = -1
	pairs:
		for i := range c.calls {
			if !c.calls[i].ok || c.calls[i].Count == nil {
				continue
			}
			for j := i + 1; j < len(c.calls); j++ {
				if c.calls[j].ok && c.calls[j].Count != nil && c.calls[i].Tool == c.calls[j].Tool {
					c.countedCalls = 1
					break pairs
				}
			}
		}
		if c.countedCalls < 0 {
			return
		}
	}
	for k := in.numLo; k < in.numHi; k++ {
		n := &c.nums[k]
		if n.start < in.start || n.end > in.end || c.countUsed[k] || !isIntNum(n) {
			continue
		}
		label, ok := c.argRowLabel(n.span)
		if !ok {
			continue
		}
		ci := c.argCall(label)
		if ci < 0 || int(n.vals[0]) == *c.calls[ci].Count || c.alreadyFound(CountMismatch, n.span) {
			continue
		}
		if !c.agreeingArgRow(n.span, ci) {
			continue
		}
		c.countUsed[k] = true
		c.addRule("count/arg-row", BasisContradiction, c.callFinding(CountMismatch, n.span, ci,
			"reply says "+strconv.Itoa(int(n.vals[0]))+" for "+label+", but the result of "+c.calls[ci].Tool+" has "+strconv.Itoa(*c.calls[ci].Count)))
	}
}

// argRowLabel returns the label of a two-cell table row whose other cell
// is the number at sp alone.
func (c *check) argRowLabel(sp span) (string, bool) {
	ls, le := c.lineAround(sp.start, sp.end)
	return twoCellLabel(c.folded[ls:le], c.folded[sp.start:sp.end])
}

// twoCellLabel reads "| label | value |": the label, when the value cell
// is value alone.
func twoCellLabel(line, value string) (string, bool) {
	line = strings.TrimSpace(line)
	if len(line) < 5 || line[0] != '|' || line[len(line)-1] != '|' {
		return "", false
	}
	body := line[1 : len(line)-1]
	i := indexByte(body, '|')
	if i < 0 || indexByte(body[i+1:], '|') >= 0 {
		return "", false
	}
	if strings.Trim(body[i+1:], " *") != value {
		return "", false
	}
	label := strings.Trim(body[:i], " *`")
	if len(label) < 2 || len(label) > 40 {
		return "", false
	}
	return label, true
}

// argCall returns the one ok counted call an argument value of which is
// label as a whole (compared without case), or -1.
func (c *check) argCall(label string) int {
	found := -1
	for ci := range c.calls {
		call := &c.calls[ci]
		if !call.ok || call.Count == nil || !argValueFold(call.Args, label) {
			continue
		}
		if found >= 0 {
			return -1
		}
		found = ci
	}
	return found
}

// argValueFold reports whether the argument JSON args holds the string
// value v whole ("pattern": "FIXME" for fixme).
func argValueFold(args, v string) bool {
	for i := 0; i+len(v)+2 <= len(args); i++ {
		if args[i] == '"' && args[i+len(v)+1] == '"' && strings.EqualFold(args[i+1:i+1+len(v)], v) {
			// A value, not a key: a colon before it.
			j := i - 1
			for j >= 0 && args[j] == ' ' {
				j--
			}
			if j >= 0 && (args[j] == ':' || args[j] == ',' || args[j] == '[') {
				return true
			}
		}
	}
	return false
}

// agreeingArgRow reports whether the other rows of the table around sp
// that are keyed by other counted calls of ci's tool show the column to
// be counts: more of them give their call's count than the rows that do
// not, the row at sp among the latter. One agreeing row against one that
// differs may be a coincidence ("| TODO | 1 |, | FIXME | 3 |" in a column
// of line numbers).
func (c *check) agreeingArgRow(sp span, ci int) bool {
	t := c.folded
	ls, le := c.lineAround(sp.start, sp.end)
	agree, differ := 0, 1
	row := func(lo, hi int) bool { // the table goes on
		line := strings.TrimSpace(t[lo:hi])
		if !hasPrefix(line, "|") {
			return false
		}
		body := strings.TrimRight(line, "| ")
		j := lastIndexByte(body, '|')
		if j < 0 {
			return true
		}
		v := strings.Trim(body[j+1:], " *")
		label, ok := twoCellLabel(line, v)
		if !ok {
			return true
		}
		w, err := strconv.Atoi(v)
		if err != nil {
			return true
		}
		if o := c.argCall(label); o >= 0 && o != ci && c.calls[o].Tool == c.calls[ci].Tool {
			if *c.calls[o].Count == w {
				agree++
			} else {
				differ++
			}
		}
		return true
	}
	// Up, then down, a line at a time.
	for lo, n := ls, 0; lo > 0 && n < argRowScan; n++ {
		p := lastIndexByte(t[:lo-1], '\n') + 1
		if !row(p, lo-1) {
			break
		}
		lo = p
	}
	for hi, n := le, 0; hi < len(t) && n < argRowScan; n++ {
		e := indexByte(t[hi+1:], '\n')
		if e < 0 {
			e = len(t) - hi - 1
		}
		if !row(hi+1, hi+1+e) {
			break
		}
		hi = hi + 1 + e
	}
	return agree > differ
}
