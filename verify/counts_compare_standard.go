package verify

import "strings"

// A count followed by the standard of a comparison counts the items past
// it, a part the comparison selects. Hindi puts the standard, marked with
// से, after the counted noun and before a gradable adjective: "5 जोड़ियाँ
// 165 सेमी से लंबी हैं" (five pairs longer than 165 cm), "3 सदस्य 35 साल से
// बड़े हैं". Like "3 files over 1G" (thresholdCount), the number is not the
// result's whole. से before anything else is "since", "for" or "from" (8
// बजे से मौजूद, 3 साल से जुड़े, 29 से 52 तक): a span, and the count stays
// whole. The other languages put the standard before the count ("longer
// than 165 cm", "26cmより長いのは") or mark it with a bound word that
// thresholdAfter and the subset words read.

// comparedAfter reports whether rest, the text right after a count's noun,
// opens with a number, at most one unit word, से and a gradable adjective.
func comparedAfter(rest string) bool {
	rest = strings.TrimLeft(rest, " ")
	i := 0
	for i < len(rest) && (isDigitByte(rest[i]) || i > 0 && (rest[i] == '.' || rest[i] == ',')) {
		i++
	}
	if i == 0 {
		return false
	}
	r := strings.TrimLeft(rest[i:], " ")
	if !strings.HasPrefix(r, "से ") {
		// One unit word between the number and से: "165 सेमी से", "35 साल से".
		j := strings.IndexByte(r, ' ')
		if j <= 0 {
			return false
		}
		r = r[j+1:]
	}
	if !strings.HasPrefix(r, "से ") {
		return false
	}
	return prefixPhrase(strings.TrimLeft(r[len("से "):], " "), hindiGradable)
}

// hindiGradable are the stems of the adjectives a Hindi comparison with से
// grades by (big, long, small, short, high, old, new, heavy, light, dear,
// cheap, more, less, far, near, wide, deep).
const hindiGradable = "बड़|बड़|लंब|छोट|ऊँच|ऊंच|पुरान|नय|नई|नए|भारी|हल्क|महँग|महंग|सस्त|ज़्याद|ज्याद|अधिक|कम|दूर|नज़दीक|चौड़|गहर"
