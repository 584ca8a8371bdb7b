package verify

import (
	"strings"
	"unicode"
)

// Quotations that are the reply's own words, not a result's text:
//   - A translated quotation: a quotation written mostly in a script that
//     no result of the turn uses (a Japanese rendering of an English
//     page's title) cannot be the result's text verbatim; it reports what
//     the result says in the user's language, a paraphrase.
//   - A quotation the reply introduces as its own wording: "in other
//     words", "put simply", "es decir", "换句话说", "ざっくり言うと", "यानी"
//     before it present the reply's restatement of its own figures ("3割
//     ちょっと" for 32%), not a quotation of a result.

var (
	ownWordsBefore []string
)

// quotesOwnWordsLists holds the phrases of the word lists declared above (see barList).
var quotesOwnWordsLists = [...]barList{
	// ownWordsBefore introduce the reply's own restatement. They are matched
	// after the punctuation that may follow them is trimmed (see
	// ownWordsQuote), so none ends in a comma or colon.
	{&ownWordsBefore, "in other words|put simply|simply put|roughly speaking|so to speak|in plain terms|in plain english|i.e.|" +
		"es decir|o sea|en otras palabras|dicho de otro modo|dicho de otra forma|en resumen|" +
		"换句话说|换言之|简单说|简单来说|说白了|也就是说|也就是|" +
		"言うと|言えば|いうと|いえば|言い換えると|つまり|要するに|" +
		"यानी|मतलब|अर्थात|सीधे शब्दों में|दूसरे शब्दों में"},
}

var _ = splitBars(quotesOwnWordsLists[:])

// The lists of ownWordsQuote, each one string split once: a
// slice literal in the body built its strings on the stack at every call.
var ownWordsQuoteList1 = splitBar("\"|“|«|「|『")

// ownWordsQuote reports whether the quotation at q is introduced as the
// reply's own wording (see above).
func (c *check) ownWordsQuote(q span) bool {
	before := c.folded[max(0, q.start-40):q.start]
	// step over the opening mark and spaces or a colon
	before = strings.TrimRight(before, " *")
	for _, m := range ownWordsQuoteList1 {
		before = trimSuffix(before, m)
	}
	before = strings.TrimRight(before, " ,:、，：")
	return hasSuffixAny(before, ownWordsBefore)
}

// translatedQuote reports whether most letters of quotation t are of a
// script (Han and kana, or Devanagari) that no result of calls writes,
// while the results hold Latin text it may translate.
func (c *check) translatedQuote(t string, calls []int) bool {
	var count [3]int // letters of no script of interest, of Han and kana, of Devanagari
	for _, r := range t {
		if unicode.IsLetter(r) {
			count[scriptOf(r)]++
		}
	}
	letters, want := count[0]+count[1]+count[2], 1
	if count[2] > count[1] {
		want = 2
	}
	if 2*count[want] <= letters {
		return false
	}
	latin := 0
	for _, ci := range calls {
		for _, r := range c.calls[ci].folded {
			if scriptOf(r) == want {
				return false
			}
			if r < 0x80 && isLetterByte(byte(r)) {
				latin++
			}
		}
	}
	return latin >= 20 // results with text to translate
}

// scriptOf returns 1 for a Han or kana letter, 2 for a Devanagari one,
// else 0.
func scriptOf(r rune) int {
	switch {
	case isCJK(r) && unicode.IsLetter(r):
		return 1
	case r >= 0x0900 && r <= 0x097f && unicode.IsLetter(r):
		return 2
	}
	return 0
}
