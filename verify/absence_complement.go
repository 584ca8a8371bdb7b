package verify

import "strings"

// Absences of a part the reply has just told apart. A reply that sorts
// the listed items by a property often ends with the part that is empty:
// "all four are running, none on wind hold", "las tres son cultivadas; no
// hay ninguna silvestre", "都是常规投喂，没有加餐", "तीनों घरेलू — कोई
// एक्सपोर्ट लॉट नहीं", "3基とも使用中です。空いているタンクはありません";
// "None of the lifts are on wind hold" says the same of the items listed.
// The "none" is of that part (a category, a status), not of the result:
// it is false only when the result names the part. So when the absence's
// sentence or the one before holds a universal over the
// items (all, todas, las tres, 都, सब, तीनों, すべて, とも, だけ) whose own
// clause the result bears out (a word of it, "standard", 常规, is in the
// result), or the absence is a pronoun "none" as subject, the claim
// stands only if a word of the absence's own phrase is in a target's
// result or arguments. A universal the result does not bear out ("全部成功"
// over a FAILED row) tells no part apart, "All TODOs:" labels, and a flag in code ("--all") quantifies nothing.

var (
	universalWords []string
	noneSubjects   []string
)

// absenceComplementLists holds the phrases of the word lists declared above (see barList).
var absenceComplementLists = [...]barList{
	// universalWords quantify over the items a reply has listed.
	{&universalWords, "都|all|every|each|both|todas|todos|ambas|ambos|cada|los dos|las dos|los tres|las tres|los cuatro|las cuatro|全部|全都|均为|一律|每个|すべて|全て|いずれも|とも|だけ|のみ|सब|सभी|सारे|दोनों|तीनों|चारों|केवल|सिर्फ़"},
	// noneSubjects are the pronoun "none" before its verb or its "of".
	{&noneSubjects, "none are|none is|none were|none was|none of|none has|ninguno es|ninguna es|ninguno está|ninguna está"},
}

var _ = splitBars(absenceComplementLists[:])

// complementStop are words of an absence phrase that name no part.
var complementStop = wordSet("there none nothing have been were with that this those these they them their from into marked listed found queda quedan ninguna ninguno ningún están está para sido tiene tienen still currently कोई नहीं है हैं था थी थे भी का की के को में पर से और अभी")

// complementPhraseStops end an absence's phrase and a universal's clause.
const complementPhraseStops = ".,;:!?—–\n。，、；：！？।"

// complementAbsence reports an absence of a part (see above) that no
// target's result names.
func (c *check) complementAbsence(in *info, targets []int) bool {
	a := in.absence
	// The phrase: from the absence to the next stop; in Japanese and
	// Hindi, whose verb (ありません, नहीं) ends it, from the stop before.
	lo, hi := a.start, in.end
	if i := strings.IndexAny(c.folded[a.end:hi], complementPhraseStops); i >= 0 {
		hi = a.end + i
	}
	if b := c.folded[a.start]; b == 0xe0 || b == 0xe3 {
		lo = in.start + strings.LastIndexAny(c.folded[in.start:a.start], complementPhraseStops) + 1
	}
	lo, hi = max(lo, a.start-120), min(hi, a.end+120)
	phrase := c.folded[lo:hi]
	if hasPrefixAny(strings.TrimLeft(c.folded[a.start:hi], " *"), noneSubjects) {
		// "None of the lifts are on hold": the part is the predicate.
		if i := indexSubstr(phrase, " are "); i >= 0 {
			phrase = phrase[i+5:]
		}
	} else if !c.universalNear(in, lo, hi, targets) {
		return false
	}
	n, held := c.partWordsHeld(phrase, targets, true)
	return n > 0 && !held
}

// universalNear reports a universal word (see above) outside the phrase
// [lo, hi), in the absence's sentence or the one right before it, whose
// clause the result bears out. A Chinese 都 before a negation is "none at
// all" ("都没有"), no universal.
func (c *check) universalNear(in *info, lo, hi int, targets []int) bool {
	s0, s1 := c.sentenceBounds(in.absence.span, 240, 160)
	s0 = min(s0, lo)
	if p0, _ := c.sentenceBounds(span{max(0, s0-1), max(0, s0-1)}, 200, 0); !hasSubstr(c.folded[p0:s0], "\n\n") {
		s0 = min(s0, p0)
	}
	t := c.folded[s0:lo] + "\n" + c.folded[hi:max(hi, s1)]
	for _, u := range universalWords {
		i := wordPrefixAt(t, u)
		if i < 0 {
			continue
		}
		e := i + len(u)
		b := e + clauseStop(t[e:])
		line := t[lastIndexByte(t[:i], '\n')+1 : i]
		if u[0] < 0x80 && e < len(t) && isLetterByte(t[e]) || u == "都" && hasPrefixAny(t[e:], []string{"没", "沒", "不", "无", "未"}) ||
			strings.Count(line, "`")%2 == 1 || hasPrefix(t[b:], ":") {
			continue // a flag in code, "All TODOs:" (a label)
		}
		if u == "both" && hasSubstr(t[e:b], " and ") {
			continue // "both legal and finance": a coordination, no universal over items
		}
		// After the absence the universal opens its clause ("none
		// pending: the three were sent"); "security todos" is no "todos".
		a := strings.LastIndexAny(t[:i], complementPhraseStops) + 1
		if i > lo-s0 && strings.Trim(t[a:i], " *") != "" {
			continue
		}
		if _, held := c.partWordsHeld(t[a:b], targets, false); held {
			return true
		}
	}
	return false
}

// partWordsHeld counts the words of s that may name a part, and reports
// whether a target's result (or, with args, its arguments) writes one:
// Latin words of four letters or more by their first five; Devanagari
// words by their stem (Hindi inflects by the last vowel sign: हल्का,
// हल्के); pairs of CJK characters with a Han one among them, less those
// of negation and existence. A word in a script the result does not use
// is not counted: "status: open" cannot show "没有未成交的" empty.
func (c *check) partWordsHeld(s string, targets []int, args bool) (n int, held bool) {
	for i := 0; i < len(s); {
		j, w := i+1, ""
		switch b := s[i]; {
		case b >= 0xe3 && b <= 0xe9 && i+6 <= len(s) && s[i+3] >= 0xe3 && s[i+3] <= 0xe9:
			// A pair of CJK characters, one of them Han (lead byte from
			// 0xe4), none a word of negation, existence or linking.
			j = i + 3
			if (b >= 0xe4 || s[i+3] >= 0xe4) && !hasSubstr(cjkNotPart, s[i:i+3]) && !hasSubstr(cjkNotPart, s[i+3:i+6]) {
				w = s[i : i+6]
				// "没有不合格项" over rows all "合格": the pair after a
				// negating 不, 未 or 非 is a word with it (不合格, fail),
				// which a result of passes does not write.
				if i >= 3 && hasSubstr("不未非", s[i-3:i]) {
					w = s[i-3 : i+6]
				}
			}
		case isLetterByte(b) || b == 0xe0:
			for j < len(s) && (isLetterByte(s[j]) || s[j] >= 0x80 && s[j] < 0xe3) {
				j++
			}
			w = s[i:j]
			if complementStop[w] || len(w) < 4 {
				w = ""
			} else if b < 0x80 {
				w = w[:min(len(w), 5)]
			}
			for len(w) > 6 && b == 0xe0 && (w[len(w)-2] == 0xa4 && w[len(w)-1] >= 0xbe || w[len(w)-2] == 0xa5 && w[len(w)-1] <= 0x8c) {
				w = w[:len(w)-3] // the stem
			}
		}
		i = j
		for _, ci := range targets {
			r, same := c.calls[ci].folded, w != "" && w[0] < 0xe0
			for k := 0; k < len(r) && w != "" && !same; k++ {
				same = r[k] == w[0] || r[k] >= 0xe3 && r[k] <= 0xe9 && w[0] > 0xe0
			}
			if same {
				n++
				held = held || wordPrefixAt(r, w) >= 0 || args && hasSubstr(c.calls[ci].lowerArgs(), w)
			}
		}
	}
	return n, held
}

// cjkNotPart are CJK characters of negation, existence and linking.
const cjkNotPart = "没沒有无無不的是都了在任何"

// clauseStop returns the offset of the first mark of s that ends a clause
// (see complementPhraseStops), or len(s). A mark between two digits is
// inside a number or a time ("16:00", "6.1", "1,800"), not a clause's end:
// "सिर्फ़ 16:00 बजे सितार की क्लास" is one clause.
func clauseStop(s string) int {
	for i := 0; ; {
		k := strings.IndexAny(s[i:], complementPhraseStops)
		if k < 0 {
			return len(s)
		}
		k += i
		if k > 0 && k+1 < len(s) && isDigitByte(s[k-1]) && isDigitByte(s[k+1]) {
			i = k + 1
			continue
		}
		return k
	}
}
