package verify

import (
	"sort"
	"strings"
)

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
// just after the last '\n' in [start-lineWindow, start), found by a
// binary search of the reply's line breaks (strings.LastIndexByte scans
// a byte at a time, and a scan of up to lineWindow bytes per value cost
// more than the rules that ask); the end is the first '\n' in
// [end, end+lineWindow), which a forward scan finds fast.
func (c *check) lineAround(start, end int) (int, int) {
	nl := c.newlines()
	lo := max(0, start-lineWindow)
	ls := lo
	if k := sort.SearchInts(nl, start); k > 0 && nl[k-1] >= lo {
		ls = nl[k-1] + 1
	}
	hi := min(len(c.folded), end+lineWindow)
	le := hi
	if i := strings.IndexByte(c.folded[end:hi], '\n'); i >= 0 {
		le = end + i
	}
	return ls, le
}
