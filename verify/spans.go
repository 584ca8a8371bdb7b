package verify

import (
	"iter"
	"strings"
	"unicode"
	"unicode/utf8"
)

// delimited returns the insides of the pairs of mark in s, in order: the
// code spans of "`a` and `b`" for "`", the bold runs for "**". An
// unmatched last mark opens nothing.
//
//go:noinline
func delimited(s, mark string) []span { return appendDelimited(nil, s, mark) }

// appendDelimited appends delimited(s, mark) to out.
func appendDelimited(out []span, s, mark string) []span {
	for off := 0; ; {
		i := strings.Index(s[off:], mark)
		if i < 0 {
			return out
		}
		a := off + i + len(mark)
		j := strings.Index(s[a:], mark)
		if j < 0 {
			return out
		}
		out = append(out, span{a, a + j})
		off = a + j + len(mark)
	}
}

// containsAnyWord reports whether s holds one of ws, as a whole word for
// Latin ones (see containsWord). It stays a call (the release binary's
// budget).
//
//go:noinline
func containsAnyWord(s string, ws []string) bool {
	for _, w := range ws {
		if containsWord(s, w) {
			return true
		}
	}
	return false
}

// gapTo returns the text between a hit u and a word at [a,b) near it, on
// whichever side of u the word stands ("" when they overlap).
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func (c *check) gapTo(u span, a, b int) string {
	switch {
	case a >= u.end:
		return c.folded[u.end:a]
	case b <= u.start:
		return c.folded[b:u.start]
	}
	return ""
}

// countLines returns how many non-blank lines text has and how many of
// them match, without splitting it.
func countLines(text string, match func(line string) bool) (matched, lines int) {
	for l, rest := cutLine(text); l != ""; l, rest = cutLine(rest) {
		l = trimSuffix(l, "\n")
		if strings.TrimSpace(l) == "" {
			continue
		}
		lines++
		if match(l) {
			matched++
		}
	}
	return matched, lines
}

// nextWordRun returns the bounds of the first maximal run of s at or
// after byte i whose runes satisfy in, or len(s), len(s) when none is
// left. Read in turn from 0, the runs are the words of a stretch of text,
// for whatever "word" means to the caller (letters of spaced scripts,
// letters and digits…).
func nextWordRun(s string, i int, in func(rune) bool) (int, int) {
	for i < len(s) {
		r, size := decodeRuneAt(s[i:])
		if !in(r) {
			i += size
			continue
		}
		j := i + size
		for j < len(s) {
			r, size := decodeRuneAt(s[j:])
			if !in(r) {
				break
			}
			j += size
		}
		return i, j
	}
	return len(s), len(s)
}

// nextWordAt is nextWordRun(s, i, isWordRune) for a clause of the folded
// reply: an ASCII byte is read from isASCIIWord's table, with no call, and
// a run of spaces (a receipt, blanked to some sixty) is stepped over
// eight bytes at a time.
func nextWordAt(s string, i int) (int, int) {
	for i < len(s) {
		for i+8 <= len(s) && load8(s, i) == spaces8 {
			i += 8
		}
		if i >= len(s) {
			break
		}
		word, n := wordByteAt(s, i)
		if !word {
			i += n
			continue
		}
		j := i + n
		for j < len(s) {
			word, n := wordByteAt(s, j)
			if !word {
				break
			}
			j += n
		}
		return i, j
	}
	return len(s), len(s)
}

// wordByteAt reports whether the rune at s[i:] is a word rune
// (isWordRune), and its length.
func wordByteAt(s string, i int) (bool, int) {
	if b := s[i]; b < utf8.RuneSelf {
		return isASCIIWord(b), 1
	}
	r, n := utf8.DecodeRuneInString(s[i:])
	return isWordRune(r), n
}

// A letterRun is a maximal run of letters of one kind, CJK or not (see
// nextLetterRun).
type letterRun struct {
	word  string
	runes int
	cjk   bool
}

// nextLetterRun returns the first word of a result line s at or after
// byte i, and the offset after it; the run's word is "" when none is
// left. Read in turn from 0, the words are runs of letters split where
// the script turns from CJK to another or back, as Chinese and Japanese
// run into Latin words unspaced ("G1次列车"). Digits and punctuation
// separate runs.
func nextLetterRun(s string, i int) (letterRun, int) {
	for i < len(s) {
		r, size := utf8.DecodeRuneInString(s[i:])
		if !unicode.IsLetter(r) {
			i += size
			continue
		}
		j, n := i, 0
		cjk := isCJK(r)
		for j < len(s) {
			r, size := utf8.DecodeRuneInString(s[j:])
			if !unicode.IsLetter(r) || isCJK(r) != cjk {
				break
			}
			j += size
			n++
		}
		return letterRun{s[i:j], n, cjk}, j
	}
	return letterRun{}, i
}

// indexAll yields the offset of every occurrence of sub in s, overlapping
// ones included, in order.
func indexAll(s, sub string) iter.Seq[int] {
	return func(yield func(int) bool) {
		for i := 0; i <= len(s); {
			j := strings.Index(s[i:], sub)
			if j < 0 || !yield(i+j) {
				return
			}
			i += j + 1
		}
	}
}

// indexFrom returns the offset of the first occurrence of sub in s at or
// after from, or -1: indexAll as a plain loop, `for i := indexFrom(s, sub,
// 0); i >= 0; i = indexFrom(s, sub, i+1)`, without an iterator's code at
// every loop.
//
//go:noinline
func indexFrom(s, sub string, from int) int {
	if from > len(s) {
		return -1
	}
	if j := indexSubstr(s[from:], sub); j >= 0 {
		return from + j
	}
	return -1
}

// sharedPart returns sub if every word of ws contains it, and "" if one
// does not. A text without sub then holds none of ws: one scan for it
// stands for one per word, and "" (which every text contains) keeps a
// list that stopped sharing sub correct.
func sharedPart(ws []string, sub string) string {
	for _, w := range ws {
		if !hasSubstr(w, sub) {
			return ""
		}
	}
	return sub
}

// boldSpans returns delimited(c.masked[in.start:in.end], "**"), the bold
// spans of a clause, read once per clause: several rules look at the
// values a clause sets in bold, and each cut its own list of them. The
// list is shared: callers must not change it.
func (c *check) boldSpans(in *info) []span {
	if !in.boldDone {
		in.boldDone = true
		start := len(c.arena.bold)
		c.arena.bold = appendDelimited(c.arena.bold, c.masked[in.start:in.end], "**")
		if n := len(c.arena.bold); n > start {
			in.bold = c.arena.bold[start:n:n]
		}
	}
	return in.bold
}

// cutLine splits s after its first line, the line's "\n" kept, as
// strings.Lines yields it. A loop "for l, rest := cutLine(s); l != "";
// l, rest = cutLine(rest)" reads the lines of s as ranging over
// strings.Lines does, in less code: a range over an iterator compiles into
// its state checks at every loop (the release binary's size, size15).
func cutLine(s string) (line, rest string) {
	i := strings.IndexByte(s, '\n') + 1
	if i == 0 {
		i = len(s)
	}
	return s[:i], s[i:]
}

// cutByte is strings.Cut(s, string(sep)) for a one-byte separator, one
// call to IndexByte's assembly where strings.Cut is a call of Index: the
// loops that read a text line by line, or a list item by item, cut it at
// every line or item.
func cutByte(s string, sep byte) (before, after string, found bool) {
	i := strings.IndexByte(s, sep)
	if i < 0 {
		return s, "", false
	}
	return s[:i], s[i+1:], true
}

// lineBounds returns the start of the line of s that holds i and the end
// of the line that holds j (i <= j): ls just after the last '\n' before
// i, le the first '\n' at or after j, or len(s).
func lineBounds(s string, i, j int) (ls, le int) {
	ls = lastIndexByte(s[:i], '\n') + 1
	le = indexByte(s[j:], '\n')
	if le < 0 {
		return ls, len(s)
	}
	return ls, j + le
}

// nextEnclosed returns the bounds [st, en) of the first text of s after
// from that two mark bytes enclose, the marks left out: the next quoted
// string of JSON for '"', the next inline code for '`'. ok is false when
// fewer than two marks follow from.
func nextEnclosed(s string, from int, mark byte) (st, en int, ok bool) {
	j := indexByte(s[from:], mark)
	if j < 0 {
		return 0, 0, false
	}
	st = from + j + 1
	k := indexByte(s[st:], mark)
	if k < 0 {
		return 0, 0, false
	}
	return st, st + k, true
}

// nextSpaceField returns the first field of s as strings.FieldsSeq yields
// it (a run of runes that are not unicode.IsSpace) and the rest of s after
// it: a loop "for f, rest := nextSpaceField(s); f != ""; f, rest =
// nextSpaceField(rest)" reads the fields of s as ranging over
// strings.FieldsSeq does, in less code (see cutLine).
func nextSpaceField(s string) (field, rest string) {
	start := -1
	for i := 0; i < len(s); {
		c, size := s[i], 1
		space := c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'
		if c >= utf8.RuneSelf {
			var r rune
			r, size = utf8.DecodeRuneInString(s[i:])
			space = unicode.IsSpace(r)
		}
		if space {
			if start >= 0 {
				return s[start:i], s[i:]
			}
		} else if start < 0 {
			start = i
		}
		i += size
	}
	if start >= 0 {
		return s[start:], ""
	}
	return "", ""
}

// nextFieldFunc is nextSpaceField for strings.FieldsFuncSeq: the first
// run of runes of s for which sep is false, and the rest of s after it.
func nextFieldFunc(s string, sep func(rune) bool) (field, rest string) {
	start := -1
	for i := 0; i < len(s); {
		r, size := rune(s[i]), 1
		if r >= utf8.RuneSelf {
			r, size = decodeRuneAt(s[i:])
		}
		if sep(r) {
			if start >= 0 {
				return s[start:i], s[i:]
			}
		} else if start < 0 {
			start = i
		}
		i += size
	}
	if start >= 0 {
		return s[start:], ""
	}
	return "", ""
}

// notWordRune parts the words of tool names and arguments: anything but a
// letter or digit, and '_' ("file_read" is two words).
func notWordRune(r rune) bool { return !isWordRune(r) || r == '_' }
