package verify

// lineSums is what lineSum reads from a result for one word: the sums of
// the last, second and third last numbers of the lines that hold it, and
// how many lines with numbers there are and hold it (none when the result
// lacks the word). It depends on the call and the word only, not on the
// reply's number, so a check works it out once per pair:
// a long reply names the same few categories beside many numbers, and
// scanning the result's lines for each of them made a reply of many
// numbers against a long result take seconds.
type lineSums struct {
	sums              [3]float64
	matched, numbered int
}

// lineSumKey names a call and a word of the reply.
type lineSumKey struct {
	call int
	word string
}

// lineSumMinResult is the size of result below which lineSum scans it
// afresh: a look-up in the memo costs about as much as the scan.
const lineSumMinResult = 2048

// lineSumsOf returns scanLineSums(ci, w), kept in the check's memo when
// the result is long enough to pay for it.
func (c *check) lineSumsOf(ci int, w string) lineSums {
	if len(c.calls[ci].folded) < lineSumMinResult {
		return c.scanLineSums(ci, w)
	}
	k := lineSumKey{ci, w}
	if s, ok := c.buf.lineSums[k]; ok {
		return s
	}
	s := c.scanLineSums(ci, w)
	if c.buf.lineSums == nil {
		c.buf.lineSums = map[lineSumKey]lineSums{}
	}
	c.buf.lineSums[k] = s
	return s
}
