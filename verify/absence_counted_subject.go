package verify

import (
	"strings"
	"unicode"
)

// countedSubject reports whether the absence's subject is counted by a
// number of one or more: "1件分が記録に見当たりません" (one order is not in
// the record), "24 में से 3 जिप्सी अभी खाली हैं" (3 of the 24 jeeps are
// free), "los otros 5 días no hubo riego" (on the other 5 days there was
// no watering). A counted subject is a part of what the result lists,
// so the clause does not say the result held nothing; how many there are
// is the count rules' to check.
//
// Japanese: the number with its counter is the subject, marked by が or
// は, right before the rest of the predicate. Hindi: the number stands at
// most three words before a खाली (empty, free) it is the subject of.
// Spanish and English: the number follows "otros"/"other"/"remaining",
// a complement of a part named before, at most two words before the
// negation.
func (c *check) countedSubject(in *info) bool {
	a := in.absence
	for k := in.numLo; k < in.numHi; k++ {
		n := &c.nums[k]
		if n.end > a.start || n.start < in.start || n.inDate || n.glued || n.version || n.ordinal || n.percent || len(n.vals) == 0 || n.vals[0] < 1 {
			continue
		}
		between := c.folded[n.end:a.start]
		spaces := strings.Count(between, " ") // " जिप्सी अभी ": two words, three spaces
		if partitiveAt(c.folded[in.start:n.start], between) {
			return true
		}
		switch {
		case jaCountedSubject(between):
			return true
		case zhCountedSubject(c.folded[in.start:n.start], between):
			return true
		case hasPrefix(a.t.text, "खाली") && spaces <= 4:
			return true
		case spaces <= 3:
			before := strings.TrimRight(c.folded[in.start:n.start], " ")
			if restOfSetWords[before[lastIndexByte(before, ' ')+1:]] {
				return true
			}
		}
	}
	return zhPartSubject(c.folded[in.start:a.start])
}

// zhCountedSubject reports whether a Chinese number is counted by the
// existential 有 before it and names, with its classifier and noun, the
// subject of the negation right after: "昨天有 4 辆车没有回场加油" (4 buses
// did not come back to refuel) counts the buses that lack the act, as
// the request's "有几辆车没有回场加油" asked; it says no result is empty.
func zhCountedSubject(before, between string) bool {
	if !hasSuffix(strings.TrimRight(before, " "), "有") {
		return false
	}
	between = strings.TrimLeft(between, " ")
	n := 0
	for _, r := range between {
		if !isCJK(r) || !unicode.IsLetter(r) || n >= 5 {
			return false // a mark ends the subject: "有 2 个任务，没有逾期的" says none of them is late
		}
		n++
	}
	return n >= 1
}

// zhPartQuantifiers are Chinese quantifiers of a part: most, a few, some.
var zhPartQuantifiers = splitBar("大多数|多数|大部分|多半|少数|部分|一些|有些|不少")

// zhPartSubject reports whether the words right before a Chinese negation
// are a part quantifier and its noun, the subject: "多数面馆没有跟着调起送价"
// (most noodle shops did not raise …) says what most of them did not do,
// which says nothing of an empty result.
func zhPartSubject(pre string) bool {
	if i := strings.LastIndexAny(pre, "，,；;：:。"); i >= 0 {
		_, size := decodeRuneAt(pre[i:])
		pre = pre[i+size:]
	}
	pre = strings.TrimSpace(pre)
	for _, q := range zhPartQuantifiers {
		if i := indexSubstr(pre, q); i >= 0 {
			rest := pre[i+len(q):]
			n := 0
			for _, r := range rest {
				if !isCJK(r) || !unicode.IsLetter(r) {
					return false
				}
				n++
			}
			return n >= 1 && n <= 6
		}
	}
	return false
}

// partitiveAt reports whether the number between before and after is the
// part of a partitive, "N of M" and its kin: "2 of your 7 entries have no
// narrative", "3 de las 8 cajas no tienen etiqueta", "8 में से 3 में कोई
// लेबल नहीं", "8个箱子中有3个没有标签", "8箱のうち3箱にはラベルがない". The
// subject is a part of what the result lists, and the clause says what
// that part lacks, not that the result is empty.
func partitiveAt(before, after string) bool {
	if (hasPrefix(after, " of ") || hasPrefix(after, " de ")) && nextDigit(after, 4) < min(len(after), 20) {
		return true
	}
	return hasSuffixAny(strings.TrimRight(before, " *_"), partitiveWholeEnds)
}

// partitiveWholeEnds end the whole before its part: "7 में से", "7个中有",
// "7件のうち".
var partitiveWholeEnds = splitBar("में से|中有|中|うち")

// restOfSetWords name the rest of a set: "los otros 5 días".
var restOfSetWords = wordSet("otros otras other remaining restantes demás")

// jaCountedSubject reports whether the text between a number and a
// Japanese absence is a counter (件, 件分, 台, 人, up to three kana or
// kanji) and the subject particle が or は, with the rest of the
// predicate after it ("件分が記録に").
func jaCountedSubject(between string) bool {
	for n, i := 0, 0; i < len(between); n++ {
		r, size := decodeRuneAt(between[i:])
		if r == 'が' || r == 'は' {
			return n >= 1 && len(between)-i-size <= 24
		}
		if n >= 3 || !isCJK(r) || n == 0 && hasRune("日月年時分秒週", r) {
			return false // "16日は予定が空いています": a date or a time, not a count
		}
		i += size
	}
	return false
}
