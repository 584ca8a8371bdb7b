package verify

import "unicode/utf8"

// 一般 is Chinese's adverb "usually", a hedge on what follows it
// ("一般不影响", "用量一般在10到15克"). Japanese writes 一般 as a noun or
// a prefix of nouns ("一般区分", "一般の利用者", "一般道": general,
// ordinary), which states a category and hedges nothing; "in general" is
// 一般に, 一般的に or 一般論として (the Japanese lexicon's 一般的, the
// asides' 一般論). cjkWordHedge reads a 一般 as Japanese's noun when a
// kana stands within the next few characters (as zhIfAt reads 若), unless
// 一般 is followed at once by the に, 的 or 論 of "in general".

// kanaAhead reports whether a kana stands within the six characters of t
// from end: the text there is Japanese.
func kanaAhead(t string, end int) bool {
	for i, n := end, 0; i < len(t) && n < 6; n++ {
		r, size := utf8.DecodeRuneInString(t[i:])
		if r >= 0x3041 && r <= 0x30fa && r != 0x30fb {
			return true
		}
		i += size
	}
	return false
}
