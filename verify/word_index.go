package verify

import (
	"index/suffixarray"
	"slices"
	"sort"
	"unsafe"
)

// Word look-ups in a long result.
//
// Rules that ask, per clause, whether a token or a name of the clause is a
// word of a call's result (wordIn over the whole folded result) read the
// result once per question: a 1 MB reply of clauses naming keys over a
// 1 MB result read it tens of thousands of times. A call whose result is
// long and has been read so several times gets a suffix array of its
// folded result, and the questions are answered from the places the word
// stands there: the same answers, in time that grows with the word and the
// places it stands, not with the result. Short results, and a result
// asked about once or twice, are read as before.

// wordIndexMin is the shortest text indexed, and wordIndexReads the
// number of whole-text reads after which it is.
const (
	wordIndexMin   = 1 << 14
	wordIndexReads = 8
)

// resultWords is the suffix array of a call's folded result (or of its
// folded arguments), with the starts of its lines (see wordLine).
type resultWords struct {
	sa    *suffixarray.Index
	s     string
	lines []int // starts of the result's lines, once asked
}

// textIndex builds a resultWords of one text of a call once that text is
// long and has been read often enough.
type textIndex struct {
	x     *resultWords
	reads int
}

// of returns the index of s when s is long and has been read often
// enough, counting this read; nil when the caller is to read s itself.
func (t *textIndex) of(s string) *resultWords {
	return t.build(s, false)
}

// build is of, the index being of s with its ASCII capitals lowered when
// lower is set (for containsFoldASCII; s itself is kept).
func (t *textIndex) build(s string, lower bool) *resultWords {
	if t.x != nil {
		return t.x
	}
	if len(s) < wordIndexMin {
		return nil
	}
	if t.reads++; t.reads <= wordIndexReads {
		return nil
	}
	b := []byte(s)
	if lower {
		for i, ch := range b {
			b[i] = lowerASCII(ch)
		}
	}
	t.x = &resultWords{sa: suffixarray.New(b), s: s}
	return t.x
}

// substrIn reports hasSubstr(s, w) for s, a text of a call that t
// indexes once s is long and read often.
func (t *textIndex) substrIn(s, w string) bool {
	x := t.of(s)
	if x == nil || w == "" {
		return hasSubstr(s, w)
	}
	return len(x.sa.Lookup([]byte(w), 1)) > 0
}

// argsFold reports containsFoldASCII(c.calls[ci].Args, w), from an index
// of the arguments with their ASCII capitals lowered once they are long
// and read often. For an ASCII w the two agree: a place EqualFold matches
// to an ASCII word of its own length in bytes is ASCII (the runes that
// fold to ASCII, ſ and the Kelvin sign, are longer).
func (c *check) argsFold(ci int, w string) bool {
	call := &c.calls[ci]
	if w == "" || !isASCII(w) {
		return containsFoldASCII(call.Args, w)
	}
	x := call.foldIdx.build(call.Args, true)
	if x == nil {
		return containsFoldASCII(call.Args, w)
	}
	b := []byte(w)
	for i, ch := range b {
		b[i] = lowerASCII(ch)
	}
	return len(x.sa.Lookup(b, 1)) > 0
}

// wordIndexOf returns the index of the call's folded result (see of).
func (ci *callInfo) wordIndexOf() *resultWords { return ci.resIdx.of(ci.folded) }

// wordInCall reports wordIn(c.calls[ci].folded, w), from the call's word
// index once it has one.
func (c *check) wordInCall(ci int, w string) bool {
	x := c.calls[ci].wordIndexOf()
	if x == nil || w == "" {
		return wordIn(c.calls[ci].folded, w)
	}
	found := false
	x.each(w, func(int) bool {
		found = true
		return false
	})
	return found
}

// substrInCall reports hasSubstr(c.calls[ci].folded, w), from the call's
// word index once it has one.
//
// It stays a call for the release binary's size (size20).
//
//go:noinline
func (c *check) substrInCall(ci int, w string) bool {
	return c.calls[ci].resIdx.substrIn(c.calls[ci].folded, w)
}

// substrInArgs reports hasSubstr(c.calls[ci].foldedArgs(), w), from an
// index of the folded arguments once they are long and read often.
func (c *check) substrInArgs(ci int, w string) bool {
	return c.calls[ci].argIdx.substrIn(c.calls[ci].foldedArgs(), w)
}

// each calls f with the start of each place w stands in the result as
// wordIn reads a word (no ASCII letter just before or after it), in no
// order and perhaps more than once, until f returns false. The suffix
// array is asked for a few places first: a common word's first few
// almost always answer.
func (x *resultWords) each(w string, f func(at int) bool) {
	for _, n := range [2]int{16, -1} {
		at := x.sa.Lookup([]byte(w), n)
		for _, st := range at {
			en := st + len(w)
			if (st == 0 || !isLetterByte(x.s[st-1])) && (en == len(x.s) || !isLetterByte(x.s[en])) && !f(st) {
				return
			}
		}
		if len(at) < n {
			return // all of them
		}
	}
}

// wordLine returns the index among lines of the one line holding w as
// wordIn reads it: -1 when none does, -2 when several do. lines must be
// the call's resultLines, each a part of its folded result.
func (c *check) wordLine(ci int, lines []string, w string) int {
	x := c.calls[ci].wordIndexOf()
	if x == nil || w == "" || indexByte(w, '\n') >= 0 {
		return linesHolding(lines, w)
	}
	if !x.lineStarts(lines) {
		return linesHolding(lines, w) // not the lines of this result
	}
	at := -1
	x.each(w, func(st int) bool {
		// The line whose start is the last at or before st, when st+len(w)
		// is inside it.
		i := sort.SearchInts(x.lines, st+1) - 1
		if i < 0 || st+len(w) > x.lines[i]+len(lines[i]) {
			return true
		}
		if at >= 0 && at != i {
			at = -2
			return false
		}
		at = i
		return true
	})
	return at
}

// lineStarts records where each of lines starts in the indexed text, and
// reports whether they are its lines.
func (x *resultWords) lineStarts(lines []string) bool {
	if x.lines == nil {
		x.lines = make([]int, len(lines))
		for i, l := range lines {
			x.lines[i] = offsetIn(x.s, l)
		}
	}
	return len(x.lines) == len(lines) && (len(lines) == 0 || x.lines[0] >= 0)
}

// linesWith appends to out, in order, the index of each of lines (the
// call's resultLines) that holds w as wordIn reads it.
func (c *check) linesWith(out []int, ci int, lines []string, w string) []int {
	x := c.calls[ci].wordIndexOf()
	if x == nil || w == "" || indexByte(w, '\n') >= 0 || !x.lineStarts(lines) {
		for i, l := range lines {
			if wordIn(l, w) {
				out = append(out, i)
			}
		}
		return out
	}
	base := len(out)
	x.each(w, func(st int) bool {
		if i := sort.SearchInts(x.lines, st+1) - 1; i >= 0 && st+len(w) <= x.lines[i]+len(lines[i]) {
			out = append(out, i)
		}
		return true
	})
	slices.Sort(out[base:])
	return append(out[:base], slices.Compact(out[base:])...)
}

// linesHolding is wordLine read line by line.
func linesHolding(lines []string, w string) int {
	at := -1
	for i, l := range lines {
		if wordIn(l, w) {
			if at >= 0 {
				return -2
			}
			at = i
		}
	}
	return at
}

// offsetIn returns where part, a substring of s sharing its memory,
// starts in s; -1 when it is not such a part (the lines are then read
// one by one).
func offsetIn(s, part string) int {
	if len(s) == 0 || len(part) == 0 {
		return -1
	}
	p, lo := uintptr(unsafe.Pointer(unsafe.StringData(part))), uintptr(unsafe.Pointer(unsafe.StringData(s)))
	if p < lo || p+uintptr(len(part)) > lo+uintptr(len(s)) {
		return -1
	}
	return int(p - lo)
}
