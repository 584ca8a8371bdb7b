package verify

import (
	"math/bits"
	"slices"
	"unicode"
	"unicode/utf8"
	"unsafe"
)

// This file holds the language-independent text machinery: case folding
// that keeps byte offsets, and splitting a reply into paragraphs, sentences
// and clauses for Latin, Devanagari and CJK punctuation alike.

// foldCase lowercases s rune by rune where the lowercase rune has the same
// UTF-8 length, and maps full-width ASCII (Ａ-Ｚ, ａ-ｚ) to itself lowered
// only when lengths agree. Byte offsets into the result are offsets into s,
// so every span computed on folded text is a span of the reply.
func foldCase(s string) string {
	if folded(s) {
		return s
	}
	// One allocation, never reused: the buffer becomes the string.
	b := appendFold(make([]byte, 0, len(s)), s)
	return unsafe.String(unsafe.SliceData(b), len(b))
}

// folded reports whether foldCase would return s unchanged, which is
// most tool output: then the checks read s itself and no copy is made.
func folded(s string) bool {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if 'A' <= c && c <= 'Z' {
				return false
			}
			// Then eight bytes at a time while they are ASCII and no
			// capital (byte_scan.go).
			for i++; i+8 <= len(s); i += 8 {
				if w := load8(s, i); w&highBits != 0 || upper8(w) != 0 {
					break
				}
			}
			continue
		}
		// U+3000-U+9FFF (lead byte E3-E9: kana, CJK) and Devanagari
		// (E0 A4-A5) have no case: a Chinese, Japanese or Hindi reply is
		// not decoded rune by rune.
		if (c >= 0xe3 && c <= 0xe9 || c == 0xe0 && i+1 < len(s) && (s[i+1] == 0xa4 || s[i+1] == 0xa5)) && i+2 < len(s) && s[i+1]&0xc0 == 0x80 && s[i+2]&0xc0 == 0x80 {
			i += 3
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if l := unicode.ToLower(r); l != r && utf8.RuneLen(l) == n {
			return false
		}
		i += n
	}
	return true
}

// decodeRune is utf8.DecodeRuneInString with the valid three-byte form
// decoded in line: every Devanagari, Han and kana character of a reply, so
// the scans of such text pay no call and table look-up for each one.
func decodeRune(s string) (r rune, size int) {
	// ASCII in line, as utf8 does it (and in its shape, which the
	// compiler inlines): the callers' loops run over Latin text too.
	if s != "" && s[0] < utf8.RuneSelf {
		return rune(s[0]), 1
	} else {
		r, size = decodeWide(s)
	}
	return
}

// decodeWide is decodeRune past ASCII.
func decodeWide(s string) (rune, int) {
	// The three-byte form's second byte is A0-BF after E0 (no overlong
	// form) and 80-9F after ED (no surrogate): anything else goes to utf8.
	if len(s) >= 3 {
		b0, b1, b2 := s[0], s[1], s[2]
		if b0&0xf0 == 0xe0 && b1&0xc0 == 0x80 && b2&0xc0 == 0x80 && (b0 != 0xe0 || b1 >= 0xa0) && (b0 != 0xed || b1 < 0xa0) {
			return rune(b0&0x0f)<<12 | rune(b1&0x3f)<<6 | rune(b2&0x3f), 3
		}
	}
	return utf8.DecodeRuneInString(s)
}

// noCase reports runes of the scripts with no case that replies are
// written in, Devanagari and the CJK blocks from U+3000 to U+A63F (where
// Cyrillic Extended-B brings case back): folding copies them, with no
// search of the case tables (TestNoCase holds this to unicode).
func noCase(r rune) bool {
	return r >= 0x3000 && r < 0xa640 || r >= 0x0900 && r < 0x0980
}

// cjkLetter reports the CJK ideographs and the kana, letters all: the
// name scanners ask it before unicode.IsLetter, which would search its
// tables for each character of Chinese and Japanese text, at the cost of
// one comparison for a Latin one (TestCJKLetter holds it to unicode).
func cjkLetter(r rune) bool {
	return r >= 0x3041 && r <= 0x9fff && (r >= 0x4e00 || r <= 0x3096 || 0x30a1 <= r && r <= 0x30fa)
}

// appendFold appends the folding of s (see foldCase) to b.
func appendFold(b []byte, s string) []byte {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if 'A' <= c && c <= 'Z' {
				b = append(b, c+'a'-'A')
				i++
				continue
			}
			// Copy the run of bytes that fold to themselves at once,
			// found eight at a time where it can be (byte_scan.go).
			j := i + 1
			for j+8 <= len(s) {
				if w := load8(s, j); w&highBits != 0 || upper8(w) != 0 {
					break
				}
				j += 8
			}
			for j < len(s) && s[j] < utf8.RuneSelf && !('A' <= s[j] && s[j] <= 'Z') {
				j++
			}
			b = append(b, s[i:j]...)
			i = j
			continue
		}
		r, n := decodeRune(s[i:])
		if noCase(r) {
			b = append(b, s[i:i+n]...)
		} else if l := unicode.ToLower(r); l != r && utf8.RuneLen(l) == n {
			b = utf8.AppendRune(b, l)
		} else {
			b = append(b, s[i:i+n]...)
		}
		i += n
	}
	return b
}

// isWordRune reports whether r belongs to a word for boundary checks:
// letters, digits and combining marks (Devanagari vowel signs are marks).
func isWordRune(r rune) bool {
	if r < utf8.RuneSelf {
		return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' || r == '_'
	}
	// The CJK ideographs and the kana are letters, every one: the
	// matcher asks of each character of Chinese and Japanese text, and
	// the tables would be searched for each (TestIsWordRune holds this
	// to them).
	if 0x4e00 <= r && r <= 0x9fff || 0x3041 <= r && r <= 0x3096 || 0x30a1 <= r && r <= 0x30fa {
		return true
	}
	// So is all of Devanagari's block but its punctuation: the danda,
	// the double danda and the abbreviation sign.
	if 0x0900 <= r && r <= 0x097f {
		return r != 0x0964 && r != 0x0965 && r != 0x0970
	}
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r)
}

// isCJK reports whether r is written without spaces between words: Han,
// Hiragana, Katakana and the CJK punctuation and full-width forms.
func isCJK(r rune) bool {
	switch {
	case r < 0x2e80:
		return false // every Latin, Devanagari and symbol rune: the common case
	case r <= 0x2fdf, r >= 0x3000 && r <= 0x30ff, r >= 0x31f0 && r <= 0x31ff, r >= 0x3400 && r <= 0x4dbf,
		r >= 0x4e00 && r <= 0x9fff, r >= 0xf900 && r <= 0xfaff, r >= 0xff00 && r <= 0xffef:
		return true
	}
	return unicode.Is(unicode.Han, r)
}

// isHan reports whether r is a Han character, as unicode.Is(unicode.Han,
// r) does (a test holds them equal over every rune), answering the common
// runes -- everything below U+2E80, kana, and the CJK Unified Ideographs
// block -- without unicode's table search, which Chinese and Japanese
// replies asked per rune.
func isHan(r rune) bool {
	switch {
	case r < 0x2e80, r >= 0x3040 && r <= 0x30ff:
		return false
	case r >= 0x4e00 && r <= 0x9fff:
		return true
	}
	return unicode.Is(unicode.Han, r)
}

// A span is a half-open byte range of the reply.
type span struct{ start, end int }

// A clause is the unit claims are judged in: a piece of a sentence that
// carries one assertion, with its sentence and paragraph numbers so that a
// claim's subject can carry over from the sentence before.
type clause struct {
	span
	sentence  int
	paragraph int
	question  bool // its sentence ends with a question mark
	line      int  // index of the line it is on
}

// appendClauses appends the clauses of text to out. Sentences end at . !
// ? followed by space or end of text, at 。！？ and the danda । and ॥, and
// at every line break (list items and headings stand alone). Clauses split
// sentences at ; ； and at the contrastive connectives in clauseBreaks,
// which the caller finds in the folded text.
func appendClauses(out []clause, text string, breaks []span) []clause {
	out = slices.Grow(out, len(text)/48+8)
	sentence, paragraph, line := 0, 0, 0
	start := 0
	bi := 0
	emit := func(end int, q bool) {
		// Cut [start,end) further at clause breaks inside it.
		s := start
		for bi < len(breaks) && breaks[bi].start < end {
			b := breaks[bi]
			bi++
			if b.start < s {
				continue
			}
			if trimmed(text, s, b.start) {
				out = append(out, clause{span: span{s, b.start}, sentence: sentence, paragraph: paragraph, question: q, line: line})
			}
			s = b.end
		}
		if trimmed(text, s, end) {
			out = append(out, clause{span: span{s, end}, sentence: sentence, paragraph: paragraph, question: q, line: line})
		}
		sentence++
		start = end
	}
	for i := 0; i < len(text); {
		if !mayEnd[text[i]] {
			// Nothing ends here: the bytes up to the next that may end
			// a clause are stepped over in a loop of their own, which
			// keeps the state of the walk out of its way.
			for i++; i < len(text) && !mayEnd[text[i]]; i++ {
			}
			continue
		}
		r, n := utf8.DecodeRuneInString(text[i:])
		switch r {
		case '\n':
			emit(i, false)
			start = i + 1
			line++
			// A blank line ends the paragraph.
			j := i + 1
			for j < len(text) && (text[j] == ' ' || text[j] == '\t' || text[j] == '\r') {
				j++
			}
			if j < len(text) && text[j] == '\n' {
				paragraph++
			}
		case '.', '!', '?', ';':
			next := i + n
			// "**¿Adelantar?** He consultado …": a question closing a bold
			// or italic label ends there; the text after it is its answer.
			if r == '?' {
				k := next
				for k < len(text) && (text[k] == '*' || text[k] == '_') {
					k++
				}
				if k > next && (k == len(text) || text[k] == ' ' || text[k] == '\n') {
					next = k
				}
			}
			if next >= len(text) || text[next] == ' ' || text[next] == '\n' || text[next] == '\t' || text[next] == '"' || text[next] == ')' {
				if r == '.' && i > 0 && next < len(text) && isAbbrev(text, i) {
					break
				}
				emit(next, r == '?')
			}
		case '。', '！', '？', '；', '।', '॥':
			emit(i+n, r == '？')
		}
		i += n
	}
	if start < len(text) {
		emit(len(text), false)
	}
	// A question mark anywhere in the sentence (Spanish ¿…?, a question
	// in the middle of a line) makes it a question.
	return out
}

// mayEnd marks the bytes at which a sentence or clause may end: \n . ! ?
// ; and the lead bytes of 。！？；(E3, EF) and । ॥ (E0). Every other byte,
// the continuation bytes of a character among them, ends nothing, so
// appendClauses steps over it without decoding. It is never written after
// the package loads.
var mayEnd = func() (t [256]bool) {
	for _, b := range []byte("\n.!?;\xe0\xe3\xef") {
		t[b] = true
	}
	return t
}()

// isAbbrev reports whether the period at i ends a short abbreviation such
// as "e.g." or "i.e." rather than a sentence.
func isAbbrev(text string, i int) bool {
	j := i
	for j > 0 && text[j-1] != ' ' && text[j-1] != '\n' {
		j--
	}
	w := text[j:i]
	switch w {
	case "e.g", "i.e", "etc", "vs", "approx", "p.ej", "Dr", "Mr", "Mrs", "Ms":
		return true
	}
	return false
}

//go:noinline
func trimmed(text string, s, e int) bool {
	for i := s; i < e; i++ {
		// A receipt after a sentence's full stop, blanked, is a run
		// of some sixty spaces: eight at a time.
		for i+8 <= e && load8(text, i) == spaces8 {
			i += 8
		}
		if i == e {
			break
		}
		switch text[i] {
		case ' ', '\t', '\r', '\n', '-', '*', '#', '>':
		default:
			return true
		}
	}
	return false
}

// appendMask appends text to b with the spans (sorted, disjoint) and the
// claims block, if any, replaced by spaces; the block keeps its line
// breaks, so that line numbers stay put too.
func appendMask(b []byte, text string, spans []span, block *claimsBlock) []byte {
	pad := func(n int) {
		for ; n > 0; n-- {
			b = append(b, ' ')
		}
	}
	at := 0
	k := 0
	for at < len(text) {
		if block != nil && at == block.start {
			for i := block.start; i < block.end; i++ {
				if text[i] == '\n' {
					b = append(b, '\n')
				} else {
					b = append(b, ' ')
				}
			}
			at = block.end
			continue
		}
		if k < len(spans) && spans[k].start == at {
			pad(spans[k].end - spans[k].start)
			at = spans[k].end
			k++
			continue
		}
		next := len(text)
		if k < len(spans) {
			next = spans[k].start
		}
		if block != nil && block.start >= at && block.start < next {
			next = block.start
		}
		b = append(b, text[at:next]...)
		at = next
	}
	return b
}

// A gramSet is a Bloom-style filter of the 4-byte windows of a text: a
// word of four bytes or more that has a window the set lacks is not in
// the text. The rules that look for many phrases in the whole reply
// (failure cues, aside markers, exclusion words) ask it first, which
// spares most of their scans of a long reply; it never answers no for a
// word the text holds, so findings do not depend on it.
//
// The set is sized to the text, 16 to 32 bits a window and at most
// 64 Ki bits: a short reply clears and fills a few hundred bytes, so
// even a one-sentence check asks the set before its scans, while a 10 KB
// reply gets the whole set and its few collisions.
type gramSet struct {
	bits [1 << 10]uint64 // 64 Ki bits: few collisions for a 10 KB reply
	mask uint32          // the bits in use, 1<<k - 1
}

// gramHash maps a 4-byte window to a bit of a full gramSet; a smaller
// set keeps the low bits of it.
func gramHash(w uint32) uint32 { return (w * 0x9e3779b1) >> 16 }

// The size of a gramSet, as a power of two of bits.
const (
	minGramBits = 10 // 1 Ki bits, 16 words to clear
	maxGramBits = 16 // all of gramSet.bits
)

// fill records every window of s, replacing what the set held.
func (g *gramSet) fill(s string) {
	k := min(max(bits.Len(uint(len(s)))+4, minGramBits), maxGramBits)
	g.mask = 1<<k - 1
	clear(g.bits[:1<<(k-6)])
	if len(s) < 4 {
		return
	}
	// The windows in a range over the text: a loop with no bounds
	// checks, the mask and bits in locals.
	bs, mask := &g.bits, g.mask
	w := uint32(s[0])<<8 | uint32(s[1])<<16 | uint32(s[2])<<24
	for _, b := range []byte(s[3:]) {
		w = w>>8 | uint32(b)<<24
		h := gramHash(w) & mask
		bs[h>>6] |= 1 << (h & 63)
	}
}

// mayHold reports whether s, a text filled into g, may contain w: false
// means it certainly does not. Words shorter than four bytes may always
// be there.
func (g *gramSet) mayHold(w string) bool {
	if len(w) < 4 {
		return true
	}
	x := uint32(w[0]) | uint32(w[1])<<8 | uint32(w[2])<<16 | uint32(w[3])<<24
	for i := 4; ; i++ {
		if h := gramHash(x) & g.mask; g.bits[h>>6]&(1<<(h&63)) == 0 {
			return false
		}
		if i == len(w) {
			return true
		}
		x = x>>8 | uint32(w[i])<<24
	}
}
