package verify

// Which calls hold a piece of the reply's text, worked out once per check
// and text. The misattribution tally asks it of every quotation, code and
// joined identifier of each cited passage, against every call's result
// and arguments; a reply repeats its file names, codes and quoted values
// from paragraph to paragraph, and each asking searched every result
// afresh.

// A textHolders is the answer for one text: bit ci set when call ci holds
// it, by callHolds (how 0) or as tallyText reads it (how 1).
type textHolders struct {
	text  string
	how   uint8
	calls uint64
}

// maxTextHolders bounds the texts remembered per check; past it, and for
// a turn of more than 64 calls, each asking searches again.
const maxTextHolders = 64

// holdersOf returns the calls holding w, bit ci for call ci, read as how
// says (see heldText); 0 in a turn of more than 64 calls, where heldBy
// searches instead.
func (c *check) holdersOf(w string, how uint8) uint64 {
	if len(c.calls) > 64 {
		return 0
	}
	for _, h := range c.buf.textHeld {
		if h.how == how && h.text == w {
			return h.calls
		}
	}
	var m uint64
	for ci := range c.calls {
		if c.heldText(ci, w, how) {
			m |= 1 << ci
		}
	}
	if len(c.buf.textHeld) < maxTextHolders {
		c.buf.textHeld = append(c.buf.textHeld, textHolders{w, how, m})
	}
	return m
}

// heldBy reports whether call ci holds w, read as how says, m being
// holdersOf(w, how): its bit, or in a turn of more than 64 calls a search.
//
// It stays a call for the release binary's size (size20).
//
//go:noinline
func (c *check) heldBy(ci int, w string, how uint8, m uint64) bool {
	if len(c.calls) <= 64 {
		return m&(1<<ci) != 0
	}
	return c.heldText(ci, w, how)
}

// heldText reports whether call ci holds w, read as how says: 0,
// callHolds(ci, w); 1, an ok call whose folded result holds w or whose
// arguments do, ASCII case aside (tallyText).
func (c *check) heldText(ci int, w string, how uint8) bool {
	if how == 0 {
		return c.callHolds(ci, w)
	}
	call := &c.calls[ci]
	return call.ok && (c.substrInCall(ci, w) || c.argsFold(ci, w))
}
