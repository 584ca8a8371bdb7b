package verify

import (
	"strings"
	"unicode/utf8"
)

// A place or person name given to a call in Latin letters ("Bengaluru")
// is often written back in the reply's own script ("बेंगलुरु"). Both
// spellings keep the name's consonants in order, so a reply word and an
// argument word are the same name when their consonant skeletons match:
// vowels, h and y (aspiration, glides the scripts write differently) are
// dropped, sounds one script tells apart and the other does not are
// merged (c/k/q, v/w, z/j, f/p), and a doubled consonant counts once.

// devaConsonants maps the Devanagari consonants U+0915..U+0939 to the
// Latin letter of their skeleton class (च is the c of "ch", read as k).
const devaConsonants = "kkggnkkjjnttddnttddnnppbbmyrrlllvsssh"

// devaNukta maps the precomposed nukta consonants U+0958..U+095F (क़ ख़ ग़
// ज़ ड़ ढ़ फ़ य़), which text may write for the base letter and its nukta, to
// the letter that pair gives: q, kh and gh as their base, z as j, the
// flapped ड़ ढ़ as r, f as p.
const devaNukta = "kkgjrrpy"

// skel is a consonant skeleton of at most 24 letters.
type skel struct {
	b [24]byte
	n int
}

func (s *skel) add(b byte) {
	switch b | 0x20 {
	case 'h', 'y', 'a', 'e', 'i', 'o', 'u':
		return
	case 'c', 'q':
		b = 'k'
	case 'w':
		b = 'v'
	case 'z':
		b = 'j'
	case 'f':
		b = 'p'
	default:
		b |= 0x20
	}
	if s.n > 0 && s.b[s.n-1] == 'n' && (b == 'p' || b == 'b' || b == 'm') {
		s.b[s.n-1] = 'm' // a nasal before a labial is an m
	}
	if s.n > 0 && s.b[s.n-1] == b || s.n == len(s.b) {
		return
	}
	s.b[s.n] = b
	s.n++
}

// scriptFormIn reports whether s holds a Devanagari word whose skeleton is
// that of the Latin name w (at least three consonants) that args write
// with capitals, as a name is ("Bengaluru"): a command's "restart" is no
// name spelt anew in another script.
func scriptFormIn(s, w, args string) bool {
	if hasSubstr(args, w) || !containsFoldASCII(args, w) || !hasSubstr(s, "\xe0") {
		return false
	}
	var want skel
	for i := 0; i < len(w); i++ {
		want.add(w[i])
	}
	if want.n < 3 {
		return false
	}
	at, _ := devaMatch(s, &want, false)
	return at >= 0
}

// addDeva adds the Devanagari letter r to the skeleton as devaMatch
// reads it, and reports whether r is of a word (a letter, sign or mark).
func (s *skel) addDeva(r rune) bool {
	switch {
	case r >= 0x915 && r <= 0x939:
		s.add(devaConsonants[r-0x915])
	case r >= 0x958 && r <= 0x95f:
		s.add(devaNukta[r-0x958])
	case r == 0x902:
		s.add('n')
	case r == 0x93c && s.n > 0 && s.b[s.n-1] == 'd':
		s.b[s.n-1] = 'r'
	case r < 0x900 || r > 0x963:
		return false
	}
	return true
}

// devaMatch returns the span in s of the first Devanagari word whose
// consonant skeleton is want (the last one when last is set), or -1.
// Anusvara is a nasal (an m before a labial, as add makes it: मुंबई,
// "Mumbai"); a nukta makes ड़ ढ़ an r, written as two code points or one
// (see devaNukta).
func devaMatch(s string, want *skel, last bool) (int, int) {
	at, end, start := -1, 0, -1
	var got skel
	for i := 0; i <= len(s); {
		r, n := rune(' '), 1 // past the end, a space closes the last word
		if i < len(s) {
			r, n = utf8.DecodeRuneInString(s[i:])
		}
		i += n
		if !got.addDeva(r) {
			if start >= 0 && got == *want {
				at, end = start, i-n
				if !last {
					return at, end
				}
			}
			got, start = skel{}, -1
			continue
		}
		if start < 0 {
			start = i - n
		}
	}
	return at, end
}

// devaNameWord returns the reply's Devanagari word that writes the tool
// name word p anew ("ड्राफ़्ट" for draft, "ट्रेसेबिलिटी" for traceability):
// its consonant skeleton is p's, of four consonants or more, a c before
// e, i or y read as the s it sounds. Words of reading and acting (check,
// status, create) name no record. At most maxDevaScans words are looked
// for in one check, each in one scan of the reply.
func (c *check) devaNameWord(p string) string {
	if len(p) < 5 || !isLowerASCII(p) || readNameWords[p] || actToolParts[p] || actionWords[p] != "" || c.devaScans >= maxDevaScans || strings.IndexByte(c.folded, 0xe0) < 0 {
		return ""
	}
	want := latinSkel(p, false)
	if want.n < 4 {
		return ""
	}
	c.devaScans++
	if at, end := devaMatch(c.folded, &want, false); at >= 0 {
		return c.folded[at:end]
	}
	return ""
}

// maxDevaScans bounds the scans of devaNameWord in one check.
const maxDevaScans = 8

// devaDataWord reports whether w, a Devanagari word of a tool family
// ("शेल", "टर्मिनल"), writes anew an English word of five letters or more
// that an ok result holds ("porosity at BB shell", "terminal: NSICT"):
// the reply translates the data, it names no tool. The head of each
// result (8 kB) is read, within the check's maxDevaScans.
func (c *check) devaDataWord(w string) bool {
	var want skel
	for _, r := range w {
		if !want.addDeva(r) {
			return false
		}
	}
	if want.n < 2 || c.devaScans >= maxDevaScans {
		return false
	}
	c.devaScans++
	for ci := range c.calls {
		if !c.calls[ci].ok {
			continue
		}
		head := c.calls[ci].folded[:min(len(c.calls[ci].folded), 8<<10)]
		for i := 0; i < len(head); {
			var tok string
			if tok, i = nextRun(head, i, isLetterByte); len(tok) < 5 {
				continue
			}
			if latinSkel(tok, false) == want {
				return true
			}
		}
	}
	return false
}

// kanaConsonants maps the katakana U+30A1..U+30FA to the Latin letter of
// their skeleton class: a for a vowel, the small tsu (ッ) and the small
// vowels, which add adds nothing for; チ is the c of "ch", read as k.
const kanaConsonants = "aaaaaaaaaa" + "kgkgkgkgkg" + "szsjszszsz" + "tdcjatztdtd" + "nnnnn" +
	"hbphbpfbphbphbp" + "mmmmm" + "yyyyyy" + "rrrrr" + "wwwww" + "nvkk" + "vvvv"

// kanaAdd adds a letter to a skeleton read against katakana, which tells
// apart neither r and l, nor b, v and w, nor g and j (ゲ, ジ): each pair is
// one letter on both sides.
func (s *skel) kanaAdd(b byte) {
	switch b {
	case 'l':
		b = 'r'
	case 'v', 'w':
		b = 'b'
	case 'g', 'z':
		b = 'j'
	}
	s.add(b)
}

// kanaNameWord returns the reply's katakana word that writes the tool name
// word p anew ("トレーサビリティ" for traceability), as devaNameWord does
// for Devanagari: the same skeleton, of four consonants or more, with x
// read as ks, the t of -tion as s (ション) and an r closing a syllable
// as the long vowel it is (ボード). Within maxDevaScans.
func (c *check) kanaNameWord(p string) string {
	if len(p) < 5 || !isLowerASCII(p) || readNameWords[p] || actToolParts[p] || actionWords[p] != "" || c.devaScans >= maxDevaScans || strings.IndexByte(c.folded, 0xe3) < 0 {
		return ""
	}
	want := latinSkel(p, true)
	if want.n < 4 {
		return ""
	}
	c.devaScans++
	var got skel
	start := -1
	for i := 0; i <= len(c.folded); {
		r, n := rune(' '), 1 // past the end, a space closes the last word
		if i < len(c.folded) {
			r, n = utf8.DecodeRuneInString(c.folded[i:])
		}
		switch {
		case r >= 0x30a1 && r <= 0x30fa:
			got.kanaAdd(kanaConsonants[r-0x30a1])
		case r == 0x30fc: // ー lengthens a vowel
		default:
			if start >= 0 && got == want {
				return c.folded[start:i]
			}
			got, start = skel{}, -1
			i += n
			continue
		}
		if start < 0 {
			start = i
		}
		i += n
	}
	return ""
}

// latinSkel returns the skeleton of the lower-case Latin word p, a c
// before e, i or y read as the s it sounds; read against katakana (kana),
// also the t of -tion as s (ション), x as ks, and an r closing a syllable
// as the long vowel it is (board ↔ ボード), with kanaAdd's merges.
func latinSkel(p string, kana bool) skel {
	var s skel
	for i := 0; i < len(p); i++ {
		b := p[i]
		switch {
		case b == 'c' && i+1 < len(p) && (p[i+1] == 'e' || p[i+1] == 'i' || p[i+1] == 'y'),
			kana && b == 't' && hasPrefix(p[i+1:], "io"):
			b = 's'
		case !kana:
		case b == 'x':
			s.kanaAdd('k')
			b = 's'
		case b == 'r' && i > 0 && hasRune("aeiou", rune(p[i-1])) && (i+1 == len(p) || !hasRune("aeiouy", rune(p[i+1]))):
			continue
		}
		if kana {
			s.kanaAdd(b)
		} else {
			s.add(b)
		}
	}
	return s
}
