package verify

var (
	genericSourceWords []string
)

// denialGenericSourceLists holds the phrases of the word lists declared above (see barList).
var denialGenericSourceLists = [...]barList{
	// A scope word that calls the answer generic: "上表只是这类项目常见的配置项"
	// (the table above is just the usual settings of such projects), "it's
	// just a typical setup", "solo son valores de ejemplo". Such a word limits
	// where the answer came from — general knowledge, an example — not what
	// was looked at, so a denial beside it ("我没有读取你的任何本地文件") stays
	// whole. The generic word is read within a short window after the scope
	// word, since Chinese puts the noun it qualifies first ("这类项目常见的").
	{&genericSourceWords, "常见|通常|典型|示例|一般的|よくある|typical|usual|de ejemplo|típic|" +
		"habitual|सामान्य"},
}

var _ = splitBars(denialGenericSourceLists[:])

// genericSourceNear reports whether rest, the text after a scope word,
// calls what it qualifies generic within its first 30 bytes.
func genericSourceNear(rest string) bool {
	w := rest[:min(len(rest), 30)]
	for _, g := range genericSourceWords {
		if hasSubstr(w, g) {
			return true
		}
	}
	return false
}

// scopesOnlySource reports whether every scope word of a sentence
// (sentenceScopeWords) qualifies the answer's source rather than what was
// looked at: "我没有读取你的任何本地文件，上表只是示例" limits nothing the
// denial is about, while "I only checked memory" does. A sentence with
// no scope word is reported false.
func scopesOnlySource(s string) bool {
	seen := false
	for rest := range scopeWordTails(s, sentenceScopeWords) {
		if !sourceScope(rest) {
			return false
		}
		seen = true
	}
	return seen
}
