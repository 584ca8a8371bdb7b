package verify

import (
	"slices"
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
// just after the last '\n' in [start-lineWindow, start), the end the
// first '\n' in [end, end+lineWindow). Both are read from the reply's
// line breaks, found once per check: a binary search for the first break
// at or after start, then a step over the breaks inside the span, rather
// than a scan of the text per call (rules ask it for every hit and number).
func (c *check) lineAround(start, end int) (int, int) {
	nl := c.newlines()
	k, _ := slices.BinarySearch(nl, start) // the first break at or after start
	lo := max(0, start-lineWindow)
	ls := lo
	if k > 0 && nl[k-1] >= lo {
		ls = nl[k-1] + 1
	}
	hi := min(len(c.folded), end+lineWindow)
	if end < start {
		k, _ = slices.BinarySearch(nl, end)
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
