package verify

import "strings"

// newlines returns the offsets of the '\n' bytes of the folded reply, in
// order, found once per check (see lineAround).
func (c *check) newlines() []int {
	if !c.newlinesDone {
		c.newlinesDone = true
		nl := c.buf.newlines[:0]
		for i := 0; ; {
			j := strings.IndexByte(c.folded[i:], '\n')
			if j < 0 {
				break
			}
			nl = append(nl, i+j)
			i += j + 1
		}
		c.buf.newlines = nl
	}
	return c.buf.newlines
}

// lineAround returns the start and end of the line holding [start,end),
// or of the lineWindow bytes around it on a longer line: the start is
// just after the last '\n' in [start-lineWindow, start), the end the
// first '\n' in [end, end+lineWindow). Both are read from the reply's
// line breaks, found once per check: a binary search for the first break
// at or after start, then a step over the breaks inside the span, rather
// than a scan of the text per call (rules ask it for every hit and number).
func (c *check) lineAround(start, end int) (int, int) {
	// The rules of one number or hit ask about its span in turn: the
	// last answer is kept (the reply's line breaks never change within
	// a check).
	if c.lineAsked == (span{start + 1, end + 1}) {
		return c.lineFound.start - 1, c.lineFound.end - 1
	}
	ls, le := c.lineOf(start, end)
	c.lineAsked, c.lineFound = span{start + 1, end + 1}, span{ls + 1, le + 1}
	return ls, le
}

// lineOf is lineAround, worked out.
func (c *check) lineOf(start, end int) (int, int) {
	nl := c.newlines()
	k := firstAtOrAfter(nl, start)
	lo := max(0, start-lineWindow)
	ls := lo
	if k > 0 && nl[k-1] >= lo {
		ls = nl[k-1] + 1
	}
	hi := min(len(c.folded), end+lineWindow)
	if end < start {
		k = firstAtOrAfter(nl, end)
	}
	for k < len(nl) && nl[k] < end {
		k++
	}
	le := hi
	if k < len(nl) && nl[k] < hi {
		le = nl[k]
	}
	return ls, le
}

// firstAtOrAfter returns the index of the first of the sorted xs that is
// at least x, len(xs) if none is: sort.SearchInts by hand (its closure,
// and slices.BinarySearch's generic comparison, cost more than the search).
func firstAtOrAfter(xs []int, x int) int {
	i, j := 0, len(xs)
	for i < j {
		h := int(uint(i+j) >> 1)
		if xs[h] < x {
			i = h + 1
		} else {
			j = h
		}
	}
	return i
}

// lineStartAt returns where the line holding pos starts: just after the
// last '\n' before pos, 0 if none. It reads the check's line breaks
// rather than the text back from pos, which on a long line walked most
// of the reply at every clause asked about (listItem).
func (c *check) lineStartAt(pos int) int {
	nl := c.newlines()
	if k := firstAtOrAfter(nl, pos); k > 0 {
		return nl[k-1] + 1
	}
	return 0
}

// newlineFrom returns the offset of the first '\n' at or after pos in the
// folded reply (the masked reply has its line breaks at the same
// offsets), -1 if none: a search of the check's line breaks rather than
// a scan to the end of the line, which on a reply written as one long
// line read the rest of the reply at every clause asked about (passage,
// checkStatusLists, lineListItems).
func (c *check) newlineFrom(pos int) int {
	nl := c.newlines()
	if k := firstAtOrAfter(nl, pos); k < len(nl) {
		return nl[k]
	}
	return -1
}
