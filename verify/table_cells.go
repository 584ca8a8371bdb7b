package verify

import "strings"

// Helpers the table rules share: where a position sits in a markdown table
// row, and which figures of a clause a table rule reads.

// rowBefore returns the text of the markdown table row holding pos from
// just after the row's opening "|" up to pos (for "| edge-iad | 12" with
// pos after 12, " edge-iad | 12"), and ls, the offset in c.folded where
// the row's line starts. The line is read back at most 240 bytes from
// pos; ok is false when it starts further back (a line too long to be a
// row) or does not open, after spaces, tabs and quote marks (" \t>"),
// with "|".
func (c *check) rowBefore(pos int) (cells string, ls int, ok bool) {
	lo := max(0, pos-240)
	ls = strings.LastIndexByte(c.folded[lo:pos], '\n')
	if ls < 0 && lo > 0 {
		return "", 0, false // a line too long to be a row
	}
	ls += lo + 1
	line := strings.TrimLeft(c.folded[ls:pos], " \t>")
	if !hasPrefix(line, "|") {
		return "", 0, false
	}
	return line[1:], ls, true
}

// rowFirstCell returns the first cell of the markdown table row holding
// pos, trimmed of the bytes in cutset, when pos lies in a later cell of
// the row, and ls, where the row's line starts (see rowBefore for what
// counts as a row). ok is false when pos is not in a row or lies in its
// first cell. The key may be empty.
func (c *check) rowFirstCell(pos int, cutset string) (key string, ls int, ok bool) {
	cells, ls, ok := c.rowBefore(pos)
	if !ok {
		return "", 0, false
	}
	end := indexByte(cells, '|')
	if end < 0 {
		return "", 0, false // pos is in the first cell
	}
	return strings.Trim(cells[:end], cutset), ls, true
}

// ruleTargets returns the calls a rule checks the figures of clause in
// against: in's targets, else the one call of a one-call turn (callIndex,
// no allocation). ok is false when in holds no figure or there is no such
// call.
//
// It stays a call for the release binary's size (size20).
//
//go:noinline
func (c *check) ruleTargets(in *info) (targets []int, ok bool) {
	if in.numHi <= in.numLo {
		return nil, false
	}
	targets = in.targets
	if len(targets) == 0 {
		if !c.oneCallTurn() {
			return nil, false
		}
		targets = callIndex[0:1] // see callIndex: no allocation
	}
	return targets, true
}

// plainFigureIn reports whether n lies within clause in and is a plain
// figure: not a percentage, a version, glued to a word, part of a date, an
// ordinal or negative.
//
// It stays a call for the release binary's size (size20).
//
//go:noinline
func plainFigureIn(in *info, n *num) bool {
	return n.start >= in.start && n.end <= in.end && !n.percent && !n.version && !n.glued && !n.inDate && !n.ordinal && !n.neg
}

// walkColumn offers take, nearest first, the figures in n's column of the
// markdown table rows above n's row, which starts at ls, or below it when
// below (the row then ends at le, read only then): the figures after as
// many "|" on their line as n has before it on its own. It stops at the
// first line that is not a table row (after spaces, a "|"), when take
// says stop, or after 64 figures taken.
// take reports whether it took r as its row's figure: the walk then
// offers only figures of rows past r's; else it goes on to the other
// figures of r's row.
func (c *check) walkColumn(n *num, ls, le int, below bool, take func(r *num) (took, stop bool)) {
	cell := strings.Count(c.folded[ls:n.start], "|")
	terms, k, step := 0, n.index-1, -1
	if below {
		k, step = n.index+1, 1
	}
	for ; k >= 0 && k < len(c.nums) && terms < 64; k += step {
		r := &c.nums[k]
		if below && r.start < le || !below && r.end > ls {
			continue // another number of n's row or of a row already read
		}
		rs, re := c.lineAround(r.start, r.end)
		if !hasPrefix(strings.TrimSpace(c.folded[rs:re]), "|") {
			break // the table ends
		}
		if strings.Count(c.folded[rs:r.start], "|") != cell {
			continue
		}
		took, stop := take(r)
		if stop {
			return
		}
		if took {
			terms++
			ls, le = rs, re // one figure a row
		}
	}
}
