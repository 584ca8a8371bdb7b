package verify

import (
	"strings"
)

// absence_quoted_words.go: "《民法典》本身没有直接写“物业费调整”这几个字",
// "the page doesn't say \"fee adjustment\" anywhere", "「値上げ」とは書かれて
// いません": an absence with a verb of saying or writing and a quoted
// phrase says those words are missing from a source. It is true when no
// result of the turn holds the phrase, however much else the result says.

// sayWords are verbs of saying, writing and mentioning.
const sayWords = "写|寫|提到|提及|说|說|出现|规定|書|載|記載|触れ|mention|say|said|state|use the word|dice|menciona|habla de|" +
	"लिखा|उल्लेख|कहा|ज़िक्र|जिक्र"

// quotePairs open and close a quotation, a pair after another.
const quotePairs = "“”「」『』\"\"«»‘’"

// quotedWordsMissing reports whether a quoted phrase stands right after
// the clause's absence (or right before it, as in Japanese) with a verb
// of saying between, and no target call's result holds the phrase.
func (c *check) quotedWordsMissing(in *info, targets []int) bool {
	a := in.absence
	after := c.folded[a.end:min(in.end, a.end+60)]
	before := c.folded[max(in.start, a.start-60):a.start]
	phrase := ""
	for qs := quotePairs; qs != "" && phrase == ""; {
		o, n := decodeRuneAt(qs)
		cl, m := decodeRuneAt(qs[n:])
		qs = qs[n+m:]
		if i := strings.IndexRune(after, o); i >= 0 && phraseIn(after[:i], sayWords) {
			r := after[i+n:]
			if j := strings.IndexRune(r, cl); j > 0 {
				phrase = r[:j]
			}
		} else if j := strings.LastIndex(before, string(cl)); j > 0 && (phraseIn(before[j:], sayWords) || phraseIn(c.folded[a.start:min(in.end, a.end+12)], sayWords)) {
			if i := strings.LastIndex(before[:j], string(o)); i >= 0 {
				phrase = before[i+n : j]
			}
		}
	}
	if len(phrase) < 4 || len(phrase) > 60 {
		return false
	}
	for _, ci := range targets {
		if hasSubstr(c.calls[ci].folded, phrase) {
			return false
		}
	}
	return len(targets) > 0
}
