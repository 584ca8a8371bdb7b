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
