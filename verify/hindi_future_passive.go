package verify

import "strings"

// hiFuturePassive reports whether the verb at sp is a Hindi participle
// with the future of जाना after it: "गर्डल पर 'Laboratory-Grown' शब्द लेज़र
// से लिखे जाएँगे" (the words will be inscribed) says what a rule will have
// done, with no doer, not that anyone used a tool. The participle must end
// in the passive's vowel and the auxiliary follow it directly.
func (c *check) hiFuturePassive(sp span) bool {
	w := c.folded[sp.start:sp.end]
	if !strings.HasSuffix(w, "े") && !strings.HasSuffix(w, "ी") && !strings.HasSuffix(w, "ा") {
		return false
	}
	rest := strings.TrimLeft(c.folded[sp.end:min(len(c.folded), sp.end+40)], " ")
	for _, a := range hiFutureGo {
		if strings.HasPrefix(rest, a) {
			return true
		}
	}
	return false
}

// hiFutureGo are the future forms of जाना, in both spellings.
var hiFutureGo = [...]string{"जाएँगे", "जाएंगे", "जायेंगे", "जाएगा", "जाएगी", "जायेगा", "जायेगी"}

// hiObligation reports whether the verb at sp, or the word after it, is a
// Hindi infinitive with an auxiliary of obligation after it: "`discard_unit`
// चलाना होगा" (discard_unit will have to be run), "रीस्टार्ट करना पड़ेगा",
// "भेजनी चाहिए". It says what must still be done, not what was.
func (c *check) hiObligation(sp span) bool {
	t := c.folded[sp.start:min(len(c.folded), sp.end+80)]
	if strings.IndexByte(t[sp.end-sp.start:], 0xe0) < 0 {
		return false // no Devanagari after the word
	}
	// Up to the first comma or danda, by bytes (IndexAny looked each rune
	// up in its set).
	if k := indexByte(t, ','); k >= 0 {
		t = t[:k]
	}
	if k := indexSubstr(t, "।"); k >= 0 {
		t = t[:k]
	}
	for _, a := range hiObligationAux {
		// The infinitive is the word before the auxiliary, the tool
		// word itself or the one after it.
		if k := spacedIndex(t, a); k > 0 && hasSuffixAny(t[:k], hiInfinitiveEnds) && strings.Count(strings.Trim(t[:k], " `"), " ") <= 1 {
			return true
		}
	}
	return false
}

// spacedIndex is strings.Index(t, " "+a) without building " "+a.
func spacedIndex(t, a string) int {
	for i := 0; i < len(t); {
		j := indexSubstr(t[i:], a)
		if j < 0 {
			break
		}
		if j += i; j > 0 && t[j-1] == ' ' {
			return j - 1
		}
		i = j + 1
	}
	return -1
}
