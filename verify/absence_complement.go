package verify

import (
	"strings"
	"unicode/utf8"
)

// Absences of a part the reply has just told apart. A reply that sorts
// the listed items by a property often ends with the part that is empty:
// "all four are running — none on wind hold", "las tres cultivadas; no hay
// ninguna silvestre", "都是常规投喂，没有加餐", "तीनों घरेलू — कोई एक्सपोर्ट
// लॉट नहीं", "3基とも使用中で、空いているタンクはありません", and the bare
// "None are marked urgent" says the same of the items just listed. The
// "none" is of that part (a category, a status), not of the result: it
// is false only when the result names the part. So when the absence's
// sentence or the one before holds a universal over the items (all,
// todas, 都, सब, すべて, だけ, or a pronoun "none" as subject), the claim
// stands unless a word of the absence's own phrase is found in a target's
// result; "all three ship today, no rush cases" over a row marked "rush"
// is still a false absence.

// universalWords quantify over the items a reply has listed.
var universalWords = []string{"都", "all", "every", "each", "both", "todas", "todos", "ambas", "ambos", "cada", "los dos", "las dos", "los tres", "las tres", "los cuatro", "las cuatro", "los cinco", "las cinco",
	"全部", "全都", "均为", "一律", "每个", "每条", "すべて", "全て", "いずれも", "とも", "だけ", "のみ",
	"सब", "सभी", "सारे", "सारी", "दोनों", "तीनों", "चारों", "पाँचों", "केवल", "सिर्फ़", "सिर्फ"}

// noneSubjects are the pronoun "none" before its verb or its "of".
var noneSubjects = []string{"none are", "none is", "none were", "none was", "none of", "none has", "none have", "ninguno es", "ninguna es", "ninguno está", "ninguna está", "ninguno tiene", "ninguna tiene"}

// complementStop are words of an absence phrase that name no part.
var complementStop = wordSet("there none nothing have been were with that this those these they them their from into marked listed found shows show queda quedan ninguna ninguno ningún están está para sido estaba tiene tienen todavía still currently right kोई कोई नहीं है हैं था थी थे भी का की के को में पर से और अभी")

// complementAbsence reports an absence of a part (see above) that no
// target's result names.
func (c *check) complementAbsence(in *info, targets []int) bool {
	a := in.absence
	lo, hi := c.absencePhrase(in)
	if hi <= lo {
		return false
	}
	phrase := c.folded[lo:hi]
	if hasPrefixAny(strings.TrimLeft(c.folded[a.start:hi], " *"), noneSubjects) {
		// "None of the lifts are on hold": the part is the predicate,
		// after the verb; the subject is the items themselves.
		for _, v := range []string{" are ", " is ", " were ", " was ", " has ", " have ", " es ", " está ", " están ", " tiene "} {
			if i := strings.Index(phrase, v); i >= 0 {
				phrase = phrase[i+len(v):]
				break
			}
		}
	} else if !c.universalNear(in, lo, hi, targets) {
		return false
	}
	// Each word is looked for in the script it is written in: a result
	// in another script ("status: open" under "没有未成交的挂单") cannot
	// show the part is empty, and the finding stays. A word the call was
	// given asked for that part: its items are of it.
	found, words := false, 0
	eachPartWord(phrase, func(w string) {
		for _, ci := range targets {
			r := c.calls[ci].folded
			if !sameScript(r, w) {
				continue
			}
			words++
			if w[0] < utf8.RuneSelf && (wordPrefixAt(r, w) >= 0 || wordPrefixAt(c.calls[ci].lowerArgs(), w) >= 0) || w[0] >= utf8.RuneSelf && (strings.Contains(r, w) || strings.Contains(c.calls[ci].lowerArgs(), w)) {
				found = true
			}
		}
	})
	return words > 0 && !found
}

// sameScript reports whether result r is written in the script of word w
// (Latin, Devanagari or CJK), by its first letter of that script.
func sameScript(r, w string) bool {
	c, _ := utf8.DecodeRuneInString(w)
	switch {
	case c < utf8.RuneSelf:
		return true // results are mostly Latin: keys, values, English
	case c >= 0x0900 && c <= 0x097f:
		return strings.ContainsFunc(r, func(x rune) bool { return x >= 0x0900 && x <= 0x097f })
	case isCJK(c):
		return strings.ContainsFunc(r, func(x rune) bool { return isCJK(x) && isWordRune(x) })
	}
	return false
}

// absencePhrase returns the absence's own phrase: in English, Spanish and
// Chinese from the absence to the next stop or comma; in Japanese and
// Hindi, whose verb (ありません, नहीं) ends it, from the last stop or
// comma before it.
func (c *check) absencePhrase(in *info) (int, int) {
	a := in.absence
	const stops = ".,;:!?—–\n。，、；：！？।"
	lo, hi := a.start, a.end
	if i := strings.IndexAny(c.folded[a.end:in.end], stops); i >= 0 {
		hi = a.end + i
	} else {
		hi = in.end
	}
	if r, _ := utf8.DecodeRuneInString(c.folded[a.start:]); r >= 0x0900 && r <= 0x097f || r >= 0x3040 && r <= 0x30ff || strings.HasPrefix(a.t.text, "は") || strings.HasPrefix(a.t.text, "が") || strings.HasPrefix(a.t.text, "नहीं") || strings.HasPrefix(a.t.text, "कोई") {
		lo = in.start
		if i := strings.LastIndexAny(c.folded[in.start:a.start], stops); i >= 0 {
			_, n := utf8.DecodeRuneInString(c.folded[in.start+i:])
			lo = in.start + i + n
		}
	}
	return max(lo, a.start-120), min(hi, a.end+120)
}

// universalNear reports a universal word in the absence's sentence or
// the one right before it, outside the absence's phrase [lo, hi), whose own clause holds a word a
// target's result also writes: "all four are running" over rows marked
// "running", "都是常规投喂" over 常规. That is the complement the reply
// read from the result; a universal the result does not bear out ("全部
// 成功" over a FAILED row) tells no part apart. A Chinese 都 counts
// unless a negation follows it ("都没有" is "none at all").
func (c *check) universalNear(in *info, lo, hi int, targets []int) bool {
	s0, s1 := c.sentenceBounds(in.absence.span, 240, 160)
	s0 = min(s0, lo) // a clause may begin before the 240 bytes looked back
	// The sentence before, when it ends right before this one: "3基とも
	// 使用中です。空いているタンクはありません。"
	if p0, _ := c.sentenceBounds(span{max(0, s0-1), max(0, s0-1)}, 200, 0); p0 < s0 && !strings.Contains(c.folded[p0:s0], "\n\n") {
		s0 = p0
	}
	const stops = ".,;:!?—–\n。，、；：！？।"
	for _, part := range [2]span{{s0, lo}, {hi, max(hi, s1)}} {
		t := c.folded[part.start:part.end]
		for _, u := range universalWords {
			for off := 0; off < len(t); {
				i := strings.Index(t[off:], u)
				if i < 0 {
					break
				}
				i += off
				off = i + len(u)
				if u == "都" && hasPrefixAny(t[off:], []string{"没", "沒", "不", "无", "無", "未"}) || !wholeWordAt(t, i, off) || c.inCode(part.start+i) || c.inInlineCode(part.start+i) {
					continue
				}
				a, b := 0, len(t)
				if k := strings.LastIndexAny(t[:i], stops); k >= 0 {
					a = k + 1
				}
				if k := strings.IndexAny(t[off:], stops); k >= 0 {
					b = off + k
				}
				// "both legal and finance" joins two things; "TODOs:" or
				// any clause before a colon is the label of what follows.
				if u == "both" && strings.Contains(t[off:b], " and ") || part.start < lo && strings.HasPrefix(t[b:], ":") {
					continue
				}
				if c.clauseWordHeld(t[a:i]+" "+t[off:b], targets) {
					return true
				}
			}
		}
	}
	return false
}

// clauseWordHeld reports whether a word of s (as eachPartWord reads it)
// is written in a target's result.
func (c *check) clauseWordHeld(s string, targets []int) bool {
	held := false
	eachPartWord(s, func(w string) {
		for _, ci := range targets {
			r := c.calls[ci].folded
			if w[0] < utf8.RuneSelf && wordPrefixAt(r, w) >= 0 || w[0] >= utf8.RuneSelf && strings.Contains(r, w) {
				held = true
			}
		}
	})
	return held
}

// eachPartWord calls f with the words of an absence phrase that may name
// its part: Latin words of four letters or more (by their first five, so
// "rushed" finds "rush" no better than before, but "cultivadas" finds
// "cultivada"), Devanagari words of two letters or more (their stems), and pairs of CJK
// characters with a Han or Katakana one among them, less the words of
// negation and existence.
func eachPartWord(s string, f func(string)) {
	var prev rune
	prevAt := 0
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r < utf8.RuneSelf && isLetterByte(byte(r)) || r >= 0x0900 && r <= 0x097f || r >= 0xc0 && r < 0x2000:
			j := i
			for j < len(s) {
				r2, n2 := utf8.DecodeRuneInString(s[j:])
				if !isWordRune(r2) || isCJK(r2) {
					break
				}
				j += n2
			}
			w := s[i:j]
			if r < utf8.RuneSelf {
				if len(w) >= 4 && !complementStop[w] {
					if len(w) > 5 {
						w = w[:5]
					}
					f(w)
				}
			} else if utf8.RuneCountInString(w) >= 2 && !complementStop[w] {
				// Hindi inflects by its last vowel sign (हल्का, हल्के,
				// हल्की; लॉटों): the stem before it is the word.
				for {
					l, n := utf8.DecodeLastRuneInString(w)
					if l != 0x0902 && (l < 0x093e || l > 0x094c) || utf8.RuneCountInString(w) <= 2 {
						break
					}
					w = w[:len(w)-n]
				}
				f(w)
			}
			i, prev = max(j, i+n), 0
			continue
		case isCJK(r) && isWordRune(r):
			if prev != 0 && (hanOrKatakana(prev) || hanOrKatakana(r)) && !strings.ContainsRune("没沒有无無不的是都了在任何", prev) && !strings.ContainsRune("没沒有无無不的是都了在任何", r) {
				f(s[prevAt : i+n])
			}
			prev, prevAt = r, i
		default:
			prev = 0
		}
		i += n
	}
}

// hanOrKatakana reports a Han ideograph or a Katakana letter.
func hanOrKatakana(r rune) bool {
	return r >= 0x4e00 && r <= 0x9fff || r >= 0x30a1 && r <= 0x30fa
}

// wholeWordAt reports whether t[i:j] is a whole word: no letter of the same
// script runs on before or after it (CJK words have no such bounds).
func wholeWordAt(t string, i, j int) bool {
	r, _ := utf8.DecodeRuneInString(t[i:])
	if isCJK(r) {
		return true
	}
	p, _ := utf8.DecodeLastRuneInString(t[:i])
	n, _ := utf8.DecodeRuneInString(t[j:])
	return (i == 0 || !isWordRune(p) || isCJK(p)) && (j == len(t) || !isWordRune(n) || isCJK(n))
}

// inInlineCode reports whether pos lies between backticks on its line
// ("`npm ls --all`": a flag, no quantifier).
func (c *check) inInlineCode(pos int) bool {
	line := c.folded[strings.LastIndexByte(c.folded[:pos], '\n')+1 : pos]
	return strings.Count(line, "`")%2 == 1
}
