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
	rest := c.folded[sp.end:min(len(c.folded), sp.end+80)]
	if strings.IndexByte(rest, 0xe0) < 0 {
		return false // no Devanagari after the word
	}
	w := c.folded[sp.start:sp.end]
	for i := 0; i < 2; i++ {
		rest = strings.TrimLeft(rest, " `'\"*")
		if hasSuffixAny(w, hiInfinitiveEnds) {
			for _, a := range hiObligationAux {
				if strings.HasPrefix(rest, a) {
					return true
				}
			}
		}
		var k int
		if k = strings.IndexAny(rest, " `,।"); k < 0 {
			return false
		}
		w, rest = rest[:k], rest[k:]
	}
	return false
}

var hiInfinitiveEnds = []string{"ना", "नी", "ने"}

// hiObligationAux are the futures of होना and पड़ना and चाहिए.
var hiObligationAux = []string{"होगा", "होगी", "होंगे", "पड़ेगा", "पड़ेगी", "पड़ेंगे", "पडेगा", "चाहिए"}
