package verify

import (
	"strings"
	"unicode/utf8"
)

// Totals stated with a noun the lexicon does not know. Replies head a
// listing with its size, and they write it in a few set ways whatever the
// item is: the number and its noun set in bold as the reply's headline
// figure ("You logged **11 workouts**", "**7 मंडियों** के आँकड़े मिले",
// "He encontrado **4 opciones**", "**5 家**符合条件的"), or the number
// after a word of totality ("一共 4 件事", "कुल 5 मीटिंग्स", "in total 4
// things", "en total 3 citas"). Either way the number says how many items
// the clause's one counted call returned, so it is read as a count claim
// and goes through the same rules for parts, subsets, conditions and
// values as "5 files": the phrasing marks the number as a total, not the
// noun. Nouns of measure (days, km, rupees) and money count no items.

var (
	totalWordsBefore []string
	hindiBounds      []string
	existentialWords []string
	adviceNouns      []string
	nounEnds         []string
)

// countsStatedTotalLists holds the phrases of the word lists declared above (see barList).
var countsStatedTotalLists = [...]barList{
	// totalWordsBefore stand right before a number to make it the whole:
	// "一共 4 件事", "总共 5 个", "合計 3 件", "全部で 4 つ", "कुल 5", "en total 3",
	// "in total 4", "in all 4".
	{&totalWordsBefore, "一共|总共|總共|共计|共有|合計|合计|全部で|全部|कुल|en total|in total|in all|a total of|un total de"},
	// hindiBounds state a bound on the items counted with a postposition after
	// a number and its unit, as 以上 or 前 do in Chinese and Japanese: "**3
	// छात्र** 99 पर्सेंटाइल से ऊपर रहे" (above), "50 से ज़्यादा", "10 से कम". A
	// total so bounded counts the items that pass it, a part of the listing
	// unless the call applied the bound (which conditionedCount weighs for
	// units it can skip; a Hindi unit word it cannot).
	{&hindiBounds, "से ऊपर|से ज़्यादा|से ज्यादा|से अधिक|से कम|से नीचे"},
	// existentialWords open a clause that states how many there are: "there
	// are 4 things on the calendar", "you've got 6 invoices due", "hay 11
	// copias en /srv/backups", "tienes 3 citas".
	{&existentialWords, "there are|there were|you have|you've got|you have got|hay|había|tienes|tenés|" +
		// The verbs of finding (see counts_found_verb.go).
		"matched|found|returned|turned up|came back with|lists|listed|" +
		"encontré|he encontrado|ha encontrado|encontró|devolvió|ha devuelto|devuelve|arrojó|ha arrojado"},
	// adviceNouns name what the reply itself proposes: "you have three
	// options:", "hay dos formas de hacerlo". They count no result's items.
	{&adviceNouns, "option|choice|way|alternative|approach|step|idea|suggestion|" +
		"opci|alternativa|forma|manera|paso|sugerencia"},
	// nounEnds are what may follow the noun of an existential count for the
	// noun to be the whole phrase: a place or time ("on the calendar", "en
	// /srv", "this week") or the end of the clause. A word of another kind
	// may qualify it ("3 open PRs", "4 citas pendientes") and so name a part.
	{&nounEnds, " on | in | at | for | this | today| tomorrow| en | para | hoy| mañana| esta | este "},
}

var _ = splitBars(countsStatedTotalLists[:])

// statedTotalNounAt reports the noun of a number stated as the total of
// the clause's one counted call (see the comment above), with the words
// that stand between number and noun as the claim's qualifier.
func (c *check) statedTotalNounAt(in *info, sp span, n int) (noun, filter string, ok bool) {
	ci, counted := c.countedCall(in, n)
	if !counted {
		return "", "", false
	}
	before := c.folded[max(in.start, sp.start-16):sp.start]
	if genitiveBefore(before) && !c.requestScopeGenitive(before) { // the user's own scope: see counts_scope_genitive.go
		return "", "", false // "last week's 2 notes": a part
	}
	rest := c.folded[sp.end:min(in.end, sp.end+60)]
	if i := indexByte(rest, '\n'); i >= 0 {
		rest = rest[:i]
	}
	if containsAny(c.folded[sp.end:min(in.end, sp.end+120)], hindiBounds) {
		return "", "", false
	}
	if notEven(rest) {
		return "", "", false // 一处都没有: not even one
	}
	switch {
	case hasSuffix(before, "**"):
		// Bold: the phrase closes with the bold.
		end := indexSubstr(rest, "**")
		if end <= 0 {
			return "", "", false
		}
		noun, filter, ok = statedNoun(rest[:end], true)
	case hasSuffixAny(strings.TrimRight(before, " "), totalWordsBefore):
		noun, filter, ok = statedNoun(rest, false)
	case existentialBefore(before): // with the verbs of finding: see counts_found_verb.go
		noun, ok = existentialNoun(rest)
		if !ok && noun != "" {
			ok = c.argQualifier(ci, rest, noun)
		}
	}
	// A qualifier the call did not select by ("5 new applicants", "3
	// nonstop flights") may name a part: no total of the listing then.
	if ok && filter != "" && !argsFilter(c.calls[ci].lowerArgs(), filter) {
		return "", "", false
	}
	return noun, filter, ok
}

// countedCall returns the clause's one counted call, whose listing a
// count n may size: none when two targets are counted (which one it sizes
// is unsaid), or when n is far above the listing's size (a value, a year,
// a sum, not a miscount of it).
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func (c *check) countedCall(in *info, n int) (int, bool) {
	ci := -1
	for _, t := range in.targets {
		if c.calls[t].Count == nil {
			continue
		}
		if ci >= 0 && ci != t {
			return -1, false
		}
		ci = t
	}
	if ci < 0 || n <= 0 {
		return -1, false
	}
	if cnt := *c.calls[ci].Count; n > max(2*cnt, cnt+10) {
		return -1, false
	}
	return ci, true
}

// statedNoun reads the noun phrase after a stated total: up to three
// words of letters in a spaced script, the last one the noun; or, in
// Chinese and Japanese, the run of letters up to four characters (a
// classifier with its noun, "件事", "家", "个文件"). Anything but letters
// and spaces (a currency sign, a digit, a slash) makes it no noun of
// items. Out of bold only the first word is taken: "कुल 5 मीटिंग्स हैं".
func statedNoun(phrase string, bold bool) (noun, filter string, ok bool) {
	phrase = strings.TrimLeft(phrase, " ")
	if phrase == "" {
		return "", "", false
	}
	r, _ := decodeRuneAt(phrase)
	if cjkRune(r) {
		end, k := 0, 0
		for i, r := range phrase {
			if !cjkRune(r) || k == 4 {
				break
			}
			end, k = i+utf8.RuneLen(r), k+1
		}
		noun = phrase[:end]
		if bold && strings.TrimSpace(phrase[end:]) != "" {
			return "", "", false // "**1 拆 10**": more than a counted noun
		}
		if !bold {
			// Out of bold the run goes on into the sentence: keep a
			// classifier and its noun.
			noun = noun[:min(len(noun), 6)]
		}
		if noun == "" || hasPrefixAny(noun, timeUnits) || hasAnyRune(noun, "元円块") {
			return "", "", false
		}
		return noun, "", true
	}
	var words []string
	limit := 4
	if !bold {
		limit = 1
	}
	for len(words) < limit {
		phrase = strings.TrimLeft(phrase, " ")
		w := leadingWord(phrase)
		if w == "" {
			break
		}
		words = append(words, w)
		phrase = phrase[len(w):]
		if r, _ := decodeRuneAt(phrase); r != ' ' {
			break // the phrase ends (or goes on in other than words)
		}
	}
	if len(words) == 0 || len(words) > 3 || bold && strings.TrimSpace(phrase) != "" {
		return "", "", false // bold around more than a noun phrase
	}
	for _, w := range words {
		if runeCount(w) < 2 || hasPrefixAny(w, measureNouns) || timeSpan(w) {
			return "", "", false
		}
	}
	noun = words[len(words)-1]
	var fs []string
	for _, w := range words[:len(words)-1] {
		if !neutralQualifiers[w] {
			fs = append(fs, w)
		}
	}
	return noun, strings.Join(fs, " "), true
}

// cjkRune reports a Han or kana character.
func cjkRune(r rune) bool {
	return r >= 0x3040 && r <= 0x30ff || r >= 0x3400 && r <= 0x9fff || r >= 0xf900 && r <= 0xfaff
}

func existentialBefore(before string) bool {
	before = strings.TrimRight(before, " ")
	for _, w := range existentialWords {
		if hasSuffix(before, w) && (len(before) == len(w) || !isLetterByte(before[len(before)-len(w)-1])) {
			return true
		}
	}
	return false
}

// existentialNoun reads the one word after an existential count as its
// noun, when a place, a time or the clause's end follows it.
func existentialNoun(rest string) (string, bool) {
	rest = strings.TrimLeft(rest, " ")
	w := leadingWord(rest)
	if runeCount(w) < 3 || hasPrefixAny(w, measureNouns) || timeSpan(w) || hasPrefixAny(w, adviceNouns) {
		return "", false
	}
	after := rest[len(w):]
	if after == "" || after[0] == '.' || after[0] == ',' || after[0] == ';' || after[0] == ':' || after[0] == '(' {
		return w, true
	}
	return w, hasPrefixAny(after, nounEnds)
}
