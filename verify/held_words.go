package verify

import "unsafe"

// Word lists cut to the reply. Many rules look for each word of a fixed
// list in a window around every number or clause ("a word of negativity
// within 40 bytes", "a time zone near the time"): the reply holds few of
// any list's words, and mayHold rules out the rest for the whole reply
// at once. heldWords gives a rule the words of its list worth looking
// for, worked out once per check and list, so that the window scans
// cost words the reply may hold instead of every word of every list.

// A heldList is a word list and the part of it the reply may hold.
type heldList struct {
	key   *string // &list[0]: the list, which is a package-level slice
	n     int
	words []string
}

// heldWords returns the words of list, in order, that the folded reply
// may hold (see mayHold): any word of list that occurs anywhere in the
// folded reply, so in any window of it, is among them.
func (c *check) heldWords(list []string) []string {
	if len(list) == 0 {
		return list
	}
	// The lists are kept in an open-addressed table keyed by the address
	// of their first word: rules ask at every count and clause, and a
	// scan of every list kept cost more than the words it spared.
	key := &list[0]
	slot := int(uintptr(unsafe.Pointer(key))>>4) & (len(c.held) - 1)
	for k := 0; k < len(c.held); k++ {
		h := &c.held[(slot+k)&(len(c.held)-1)]
		if h.key == nil {
			break
		}
		if h.key == key && h.n == len(list) {
			return h.words
		}
	}
	if c.heldN == 0 {
		c.buf.held = c.buf.held[:0] // the first list of this check
	}
	start := len(c.buf.held)
	for _, w := range list {
		if c.mayHold(w) {
			c.buf.held = append(c.buf.held, w)
		}
	}
	words := c.buf.held[start:len(c.buf.held):len(c.buf.held)]
	// Kept while the table is at most three-quarters full: past that,
	// a list is worked out again at each asking.
	if c.heldN < len(c.held)*3/4 {
		for k := 0; ; k++ {
			if h := &c.held[(slot+k)&(len(c.held)-1)]; h.key == nil {
				*h = heldList{key, len(list), words}
				c.heldN++
				break
			}
		}
	}
	return words
}
