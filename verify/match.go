package verify

import (
	"sort"
	"strings"
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
	prefix bool
	// head holds the first (up to) four bytes of text and hmask the
	// bytes that count, so that most candidates are rejected with one
	// integer comparison.
	head, hmask uint32
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

// A matcher finds every term of a lexicon in one pass. A large lexicon
// indexes its terms by their first two bytes in a flat table, so that each
// position where a word may start costs one array load and, rarely, a few
// string comparisons; a small one (the turn's tool names) keeps a list and
// the set of first bytes. Longer terms come first in every list, so that a
// caller keeping the first hit at a position keeps the most specific one.
type matcher struct {
	idx     []uint16 // by first two bytes: 1 + the bucket index, 0 for none
	buckets [][]*term
	small   []*term
	firsts  string // the first bytes of small's terms
}

// smallTerms is the size below which a matcher keeps a list rather than
// a 128 KiB table.
const smallTerms = 64

func newMatcher(terms []term) *matcher {
	var ts []*term
	for i := range terms {
		t := &terms[i]
		if strings.HasSuffix(t.text, "*") {
			t.text = strings.TrimSuffix(t.text, "*")
			t.prefix = true
		}
		if len(t.text) >= 2 {
			t.head, t.hmask = head4(t.text)
			ts = append(ts, t)
		}
	}
	sort.SliceStable(ts, func(i, j int) bool { return len(ts[i].text) > len(ts[j].text) })
	m := &matcher{}
	if len(ts) < smallTerms {
		m.small = ts
		for _, t := range ts {
			if strings.IndexByte(m.firsts, t.text[0]) < 0 {
				m.firsts += t.text[:1]
			}
		}
		return m
	}
	m.idx = make([]uint16, 1<<16)
	for _, t := range ts {
		p := uint16(t.text[0])<<8 | uint16(t.text[1])
		if m.idx[p] == 0 {
			m.buckets = append(m.buckets, nil)
			m.idx[p] = uint16(len(m.buckets))
		}
		b := m.idx[p] - 1
		m.buckets[b] = append(m.buckets[b], t)
	}
	return m
}

// candidates returns the terms that may start at folded[i:], which holds
// at least two bytes.
func (m *matcher) candidates(folded string, i int) []*term {
	if m.idx != nil {
		if b := m.idx[uint16(folded[i])<<8|uint16(folded[i+1])]; b != 0 {
			return m.buckets[b-1]
		}
		return nil
	}
	if strings.IndexByte(m.firsts, folded[i]) < 0 {
		return nil
	}
	return m.small
}

// find returns the hits in folded, in order of start, of every matcher
// in ms, in one pass.
func find(folded string, out []hit, ms ...*matcher) []hit {
	prevWord := false
	for i := 0; i < len(folded); {
		var r rune
		n := 1
		var word, cjk bool
		if b := folded[i]; b < utf8.RuneSelf {
			// ASCII, most of most replies: no decoding, no tables.
			r = rune(b)
			word = 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' || '0' <= b && b <= '9' || b == '_'
		} else {
			r, n = utf8.DecodeRuneInString(folded[i:])
			word = isWordRune(r)
			cjk = r >= 0x2e80 && isCJK(r)
		}
		if i+1 < len(folded) && (!prevWord || cjk || !word) {
			var cur uint32
			have := false
			for _, m := range ms {
				cands := m.candidates(folded, i)
				if len(cands) > 0 && !have {
					cur, _ = head4(folded[i:])
					have = true
				}
				for _, t := range cands {
					if cur&t.hmask != t.head || len(t.text) > len(folded)-i || len(t.text) > 4 && folded[i+4:i+len(t.text)] != t.text[4:] {
						continue
					}
					if !boundaryOK(folded, i, i+len(t.text), t, prevWord) {
						continue
					}
					out = append(out, hit{span{i, i + len(t.text)}, t})
				}
			}
		}
		prevWord = word && !cjk
		i += n
	}
	return out
}

// find returns the hits of m's terms in folded, in order of start.
func (m *matcher) find(folded string, out []hit) []hit { return find(folded, out, m) }

// boundaryOK checks word boundaries for terms that start or end with a
// letter of a spaced script.
func boundaryOK(s string, start, end int, t *term, prevWord bool) bool {
	first, _ := utf8.DecodeRuneInString(t.text)
	if isWordRune(first) && !isCJK(first) && prevWord {
		return false
	}
	if t.prefix {
		return true
	}
	last, _ := utf8.DecodeLastRuneInString(t.text)
	if isWordRune(last) && !isCJK(last) && end < len(s) {
		next, n := utf8.DecodeRuneInString(s[end:])
		if isWordRune(next) && !isCJK(next) {
			return false
		}
		// A hyphenated compound is one word: "read-only" is not "read";
		// nor is a file name one: "customers.csv" is not "customers".
		if (next == '-' || next == '.') && end+n < len(s) && isLetterByte(s[end+n]) {
			return false
		}
	}
	if isWordRune(first) && !isCJK(first) && start >= 2 && (s[start-1] == '-' || s[start-1] == '.') && isLetterByte(s[start-2]) {
		return false
	}
	if isWordRune(first) && !isCJK(first) && start >= 1 && s[start-1] == '/' {
		return false // a path: "data/customers.csv"
	}
	return true
}
