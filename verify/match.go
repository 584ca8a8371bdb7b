package verify

import (
	"unicode/utf8"
)

// A term is one lexicon entry: a phrase in folded (lowercase) form and what
// it signals. A phrase ending in "*" matches as a prefix (a stem such as
// "ejecut*"); otherwise a phrase that starts or ends with a letter must
// start or end at a word boundary. Phrases in scripts written without
// spaces (Han, Kana) never need boundaries.
type term struct {
	text   string
	kind   kind
	family string // tool family, for kindUse and kindWeak
	after  bool   // kindNeg only: the negation follows the verb (Japanese)
	// wide marks a negation raised onto a verb of belief ("I don't think
	// I ran …", "मुझे नहीं लगता कि मैंने … चलाई", "no creo que haya …"):
	// it negates the verbs of the rest of its clause, however far.
	wide   bool
	prefix bool
	// look marks a kindWeak topic noun of the dictionary (see
	// topicNounTerms): it claims a call only as the object of a look-up
	// verb, since such nouns are common words of any reply.
	look bool
	// wordStart and wordEnd: the term starts or ends with a letter of a
	// spaced script, so that boundaryOK checks a word boundary there.
	// newMatcher sets them, once, rather than every match decoding them.
	wordStart, wordEnd bool
	// head holds the first (up to) four bytes of text and hmask the
	// bytes that count, so that most candidates are rejected with one
	// integer comparison.
	head, hmask uint32
	// next and nmask are the same for the bytes 4 to 8 of text, which
	// tell apart the many terms of a bucket such as "the ": most of them
	// are rejected without a string comparison.
	next, nmask uint32
}

// head4 returns the first up to four bytes of s, little-endian, and the
// mask of those present.
func head4(s string) (uint32, uint32) {
	var h, m uint32
	for i := 0; i < 4 && i < len(s); i++ {
		h |= uint32(s[i]) << (8 * i)
		m |= 0xff << (8 * i)
	}
	return h, m
}

// A hit is a term found in the folded reply.
type hit struct {
	span
	t *term
}

// A matcher finds every term of a lexicon in one pass. It indexes its
// terms in two small open-addressing tables: terms of four bytes or more
// by their first four bytes, shorter ones by their first two. Each
// position where a word may start costs two probes and, rarely, a string
// comparison or two; keying long terms on four bytes matters for scripts
// whose characters share their first bytes (every Devanagari letter starts
// with E0 A4 or E0 A5, so a two-byte key put hundreds of Hindi terms in
// one bucket). Longer terms come first in every bucket, and long terms
// before short ones at a position, so that a caller keeping the first hit
// at a position keeps the most specific one.
type matcher struct {
	long, short table
	// small holds all the terms, longest first, of a matcher too small
	// to be worth its tables (the turn's tool names).
	small []cand
	// firsts has a bit set for the first byte of every term, and pairs
	// (in a large matcher) for the first two bytes: most positions are
	// rejected by them without probing the tables.
	firsts [4]uint64
	pairs  []uint64
	// smallPairs is pairs for a small matcher, folded to 1024 bits by
	// smallPair: it rejects most positions a first byte lets through
	// (every word starting "s" for "search_files") without a scan of
	// every term.
	smallPairs [16]uint64
	// spaces is set if a term starts with two spaces: then find may not
	// skip a run of spaces.
	spaces bool
}

// smallPair maps the first two bytes of a position or term to a bit of
// matcher.smallPairs.
func smallPair(p uint16) uint16 { return (p ^ p>>6) & 1023 }

// largeTerms is the size from which a matcher keeps the 8 KiB pairs set.
const largeTerms = 64

// A table maps a key (the first four or two bytes of a term, as head4
// gives them) to the terms that start with it.
type table struct {
	keys    []uint32
	vals    []uint16 // 1 + the bucket index; 0 marks an empty slot
	shift   uint8
	buckets []bucket
}

// A bucket holds the terms of one key, longest first. A bucket of many
// terms (English has 43 that start "the ", 51 "retu") is also split on
// the byte at one offset past the key, the one that best tells its terms
// apart: lists[pick[b]] holds, in the same order, the terms too short to
// reach that offset and those with b there. A term left out of a list
// differs from the text at that byte, so it could not match: the split
// changes what a position costs, never what it finds.
type bucket struct {
	cands []cand
	at    int // the offset of the byte that picks a list; 0: no split
	pick  *[256]uint8
	lists [][]cand
}

// splitFrom is the size from which a bucket is split.
const splitFrom = 8

// of returns the candidates of b at folded[i:].
func (b *bucket) of(folded string, i int) []cand {
	if b.at == 0 {
		return b.cands
	}
	// Past the end of folded, byte 0 picks the list of the terms too
	// short to reach it: no term holds a 0 byte.
	var x byte
	if j := i + b.at; j < len(folded) {
		x = folded[j]
	}
	return b.lists[b.pick[x]]
}

// split indexes b on the offset at which its terms are spread most
// evenly: the one whose lists, weighted by how many terms pick each,
// are shortest.
func (b *bucket) split() {
	if len(b.cands) < splitFrom {
		return
	}
	maxLen := 0
	for _, c := range b.cands {
		maxLen = max(maxLen, len(c.t.text))
	}
	best, bestCost := 0, len(b.cands)*len(b.cands)
	for at := 2; at < maxLen; at++ {
		var n [256]int
		short := 0
		for _, c := range b.cands {
			if len(c.t.text) <= at {
				short++
			} else {
				n[c.t.text[at]]++
			}
		}
		// The cost of a position is the length of the list it scans;
		// a byte no term holds scans the short terms alone.
		cost := short * short
		for _, c := range b.cands {
			// Each term with byte x at at adds (short + n[x]) once per
			// term, which sums to n[x] * (short + n[x]) per byte.
			if len(c.t.text) > at {
				cost += short + n[c.t.text[at]]
			}
		}
		if cost < bestCost {
			best, bestCost = at, cost
		}
	}
	if best == 0 || len(b.cands) > 255 {
		return
	}
	b.at, b.pick = best, new([256]uint8)
	b.lists = [][]cand{nil}
	for _, c := range b.cands {
		if len(c.t.text) <= best {
			b.lists[0] = append(b.lists[0], c)
		}
	}
	for _, c := range b.cands {
		x := c.t.text[min(best, len(c.t.text)-1)]
		if len(c.t.text) <= best || b.pick[x] != 0 {
			continue
		}
		// The first term with x at best opens x's list.
		var l []cand
		for _, d := range b.cands {
			if len(d.t.text) <= best || d.t.text[best] == x {
				l = append(l, d)
			}
		}
		b.pick[x] = uint8(len(b.lists))
		b.lists = append(b.lists, l)
	}
}

// A cand is a term as a bucket holds it: its keys inline, so that
// scanning a bucket of many terms (English has 39 that start "the ")
// reads one array and touches a term only when its first eight bytes
// match. key is the term's head and next as one word (head in the low
// half), mask their masks: a candidate costs one test of eight bytes.
type cand struct {
	key, mask uint64
	t         *term
}

func candOf(t *term) cand {
	return cand{uint64(t.head) | uint64(t.next)<<32, uint64(t.hmask) | uint64(t.nmask)<<32, t}
}

func (tb *table) slot(key uint32) uint32 { return (key * 0x9e3779b1) >> tb.shift }

// get returns the bucket of the terms whose key is key.
func (tb *table) get(key uint32) *bucket {
	if len(tb.keys) == 0 {
		return nil
	}
	mask := uint32(len(tb.keys) - 1)
	for i := tb.slot(key); ; i = (i + 1) & mask {
		v := tb.vals[i]
		if v == 0 {
			return nil
		}
		if tb.keys[i] == key {
			return &tb.buckets[v-1]
		}
	}
}

func (tb *table) build(ts []*term, key func(*term) uint32) {
	if len(ts) == 0 {
		return
	}
	n, bits := 8, uint8(3)
	for n < 2*len(ts) {
		n, bits = n*2, bits+1
	}
	tb.keys, tb.vals, tb.shift = make([]uint32, n), make([]uint16, n), 32-bits
	mask := uint32(n - 1)
	for _, t := range ts {
		k := key(t)
		i := tb.slot(k)
		for tb.vals[i] != 0 && tb.keys[i] != k {
			i = (i + 1) & mask
		}
		if tb.vals[i] == 0 {
			tb.buckets = append(tb.buckets, bucket{})
			tb.keys[i], tb.vals[i] = k, uint16(len(tb.buckets))
		}
		b := &tb.buckets[tb.vals[i]-1]
		b.cands = append(b.cands, candOf(t))
	}
	for i := range tb.buckets {
		tb.buckets[i].split()
	}
}

// longestFirst orders terms longest first, keeping the lexicon's order
// among terms of one length, which is how the matcher breaks ties. It is
// a counting sort: sort.SliceStable's reflected swaps were a fifth of the
// time the lexicon takes to build, which every process pays on its first
// check.
func longestFirst(ts []*term) []*term {
	maxLen := 0
	for _, t := range ts {
		maxLen = max(maxLen, len(t.text))
	}
	// at[k] is where the terms k bytes shorter than the longest begin.
	at := make([]int, maxLen+2)
	for _, t := range ts {
		at[maxLen-len(t.text)+1]++
	}
	for k := 1; k < len(at); k++ {
		at[k] += at[k-1]
	}
	out := make([]*term, len(ts))
	for _, t := range ts {
		k := maxLen - len(t.text)
		out[at[k]] = t
		at[k]++
	}
	return out
}

func newMatcher(terms []term) *matcher {
	var long, short []*term
	for i := range terms {
		t := &terms[i]
		if hasSuffix(t.text, "*") {
			t.text = trimSuffix(t.text, "*")
			t.prefix = true
		}
		t.head, t.hmask = head4(t.text)
		first, _ := decodeRuneAt(t.text)
		last, _ := utf8.DecodeLastRuneInString(t.text)
		t.wordStart = isWordRune(first) && !isCJK(first)
		t.wordEnd = isWordRune(last) && !isCJK(last)
		if len(t.text) > 4 {
			t.next, t.nmask = head4(t.text[4:])
		}
		switch {
		case len(t.text) >= 4:
			long = append(long, t)
		case len(t.text) >= 2:
			short = append(short, t)
		}
	}
	long, short = longestFirst(long), longestFirst(short)
	m := &matcher{}
	if len(long)+len(short) < largeTerms {
		for _, ts := range [][]*term{long, short} {
			for _, t := range ts {
				m.small = append(m.small, candOf(t))
			}
		}
	} else {
		m.pairs = make([]uint64, 1<<16/64)
	}
	for _, ts := range [][]*term{long, short} {
		for _, t := range ts {
			m.firsts[t.text[0]>>6] |= 1 << (t.text[0] & 63)
			m.spaces = m.spaces || hasPrefix(t.text, "  ")
			p := uint16(t.text[0]) | uint16(t.text[1])<<8
			if m.pairs != nil {
				m.pairs[p>>6] |= 1 << (p & 63)
			}
			sp := smallPair(p)
			m.smallPairs[sp>>6] |= 1 << (sp & 63)
		}
	}
	if m.small == nil {
		m.long.build(long, func(t *term) uint32 { return t.head })
		m.short.build(short, func(t *term) uint32 { return t.head & 0xffff })
	}
	return m
}

// find returns the hits in folded, in order of start, of every matcher
// in ms, in one pass. pairs, if not nil, is fillPairs of ms: the caller
// keeps one for long texts (see minUnionPairs).
func find(folded string, out []hit, pairs *pairSet, ms ...*matcher) []hit {
	// The first bytes of every matcher's terms: a position whose byte
	// starts none (most punctuation, digits, the spaces of a reply whose
	// terms start with no space) costs no look at a matcher.
	var firsts [4]uint64
	// A space followed by a space starts no term, unless one starts
	// with two: runs of spaces (indents, alignment, and every receipt,
	// which the folded reply holds blanked) are stepped over a byte at a
	// time, with no look at the tables.
	runs := true
	for _, m := range ms {
		for k := range firsts {
			firsts[k] |= m.firsts[k]
		}
		runs = runs && !m.spaces
	}
	prevWord := false
	for i := 0; i < len(folded); {
		if runs && folded[i] == ' ' {
			// Eight spaces at a time first: a blanked receipt is a
			// run of some hundred.
			for i+9 <= len(folded) && load8(folded, i+1) == spaces8 {
				i += 8
			}
			for i+1 < len(folded) && folded[i+1] == ' ' {
				i++
			}
			// The last space of the run is looked at below; the
			// spaces before it leave no word before it.
			prevWord = false
		}
		var r rune
		n := 1
		var word, cjk bool
		if b := folded[i]; b < utf8.RuneSelf {
			// ASCII, most of most replies: no decoding, no tables.
			r = rune(b)
			word = isASCIIWord(b)
		} else {
			r, n = decodeRune(folded[i:])
			word = isWordRune(r)
			cjk = r >= 0x2e80 && isCJK(r)
		}
		if i+1 < len(folded) && (!prevWord || cjk || !word) && firsts[folded[i]>>6]&(1<<(folded[i]&63)) != 0 {
			var cur uint32
			long := i+4 <= len(folded)
			if long {
				w := folded[i : i+4] // one bounds check for the four bytes
				cur = uint32(w[0]) | uint32(w[1])<<8 | uint32(w[2])<<16 | uint32(w[3])<<24
			} else {
				cur, _ = head4(folded[i:])
			}
			p := uint16(cur)
			if pairs != nil && pairs[p>>6]&(1<<(p&63)) == 0 {
				goto next
			}
			for _, m := range ms {
				if m.firsts[folded[i]>>6]&(1<<(folded[i]&63)) == 0 || m.pairs != nil && m.pairs[p>>6]&(1<<(p&63)) == 0 {
					continue
				}
				if m.small != nil {
					if sp := smallPair(p); m.smallPairs[sp>>6]&(1<<(sp&63)) != 0 {
						out = match(folded, i, cur, m.small, prevWord, out)
					}
					continue
				}
				if long {
					if b := m.long.get(cur); b != nil {
						out = match(folded, i, cur, b.of(folded, i), prevWord, out)
					}
				}
				if b := m.short.get(cur & 0xffff); b != nil {
					out = match(folded, i, cur, b.of(folded, i), prevWord, out)
				}
			}
		}
	next:
		prevWord = word && !cjk
		i += n
		if prevWord && n == 1 {
			// Inside an ASCII word no term can start: skip to its end.
			for i < len(folded) && isASCIIWord(folded[i]) {
				i++
			}
		}
	}
	return out
}

// A pairSet has a bit for the first two bytes of every term of some
// matchers. Given to find, it rejects most positions with one look rather
// than one per matcher.
type pairSet [1 << 16 / 64]uint64

// minUnionPairs is the length of text from which a check gives find a
// pairSet: below it, filling the 8 KiB set costs more than it saves.
const minUnionPairs = 4 << 10

// fill sets u to the first two bytes of every term of ms. A matcher
// matches only where its pairs (or, for a small one, the pair of one of
// its terms) has the position's bit, so find may skip every position u
// lacks.
func (u *pairSet) fill(ms ...*matcher) {
	clear(u[:])
	for _, m := range ms {
		for k, w := range m.pairs {
			u[k] |= w
		}
		for _, c := range m.small {
			p := uint16(c.key)
			u[p>>6] |= 1 << (p & 63)
		}
	}
}

// isASCIIWord reports whether b is an ASCII letter, digit or underscore.
func isASCIIWord(b byte) bool {
	// One load from a constant table, whose 256 entries let the compiler
	// drop the bounds check, instead of four comparisons, in the loops
	// that step over every byte of a reply.
	return asciiWord[b] != 0
}

// asciiWord has a 1 at every byte isASCIIWord accepts: 0-9, A-Z, _, a-z.
const asciiWord = "" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" +
	"\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x00\x00\x00\x00\x00\x00" +
	"\x00\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01" +
	"\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x00\x00\x00\x00\x01" +
	"\x00\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01" +
	"\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x00\x00\x00\x00\x00" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00"

// match appends the terms of cands found at folded[i:], whose first up to
// four bytes are cur.
func match(folded string, i int, cur uint32, cands []cand, prevWord bool, out []hit) []hit {
	// The bytes 4 to 8 of folded[i:], as far as they go: a term that
	// fits in the text compares only bytes that are there.
	var next uint32
	if i+8 <= len(folded) {
		next = uint32(folded[i+4]) | uint32(folded[i+5])<<8 | uint32(folded[i+6])<<16 | uint32(folded[i+7])<<24
	} else if i+4 < len(folded) {
		next, _ = head4(folded[i+4:])
	}
	at := uint64(cur) | uint64(next)<<32
	for k := range cands {
		if c := &cands[k]; at&c.mask != c.key {
			continue
		}
		t := cands[k].t
		if len(t.text) > len(folded)-i || len(t.text) > 8 && folded[i+8:i+len(t.text)] != t.text[8:] {
			continue
		}
		if !boundaryOK(folded, i, i+len(t.text), t, prevWord) {
			continue
		}
		out = append(out, hit{span{i, i + len(t.text)}, t})
	}
	return out
}

// find returns the hits of m's terms in folded, in order of start.
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func (m *matcher) find(folded string, out []hit) []hit { return find(folded, out, nil, m) }

// boundaryOK checks word boundaries for terms that start or end with a
// letter of a spaced script.
func boundaryOK(s string, start, end int, t *term, prevWord bool) bool {
	if t.wordStart && prevWord {
		return false
	}
	if t.prefix {
		return true
	}
	if t.wordEnd && end < len(s) {
		next, n := rune(s[end]), 1
		if next >= utf8.RuneSelf {
			next, n = utf8.DecodeRuneInString(s[end:])
		}
		if isWordRune(next) && !isCJK(next) {
			return false
		}
		// A hyphenated compound is one word: "read-only" is not "read";
		// nor is a file name one: "customers.csv" is not "customers".
		if (next == '-' || next == '.') && end+n < len(s) && isLetterByte(s[end+n]) {
			return false
		}
	}
	if t.wordStart && start >= 2 && (s[start-1] == '-' || s[start-1] == '.') && isLetterByte(s[start-2]) {
		return false
	}
	if t.wordStart && start >= 1 && s[start-1] == '/' {
		return false // a path: "data/customers.csv"
	}
	return true
}
