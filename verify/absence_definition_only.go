package verify

// An absence with an exception is excused as a judgement ("nothing
// unusual apart from the restart"): what the exception leaves out is not
// known. One exception is different: "定義以外どこからも参照されていませ
// ん", "除了定义之外没有任何引用", "isn't referenced anywhere except its
// definition". A definition is one place, so the claim is that a search
// for the name found that one line; a result with more matching lines
// shows references, and the claim is false.

var (
	exceptionWords  []string
	definitionWords []string
)

// absenceDefinitionOnlyLists holds the phrases of the word lists declared above (see barList).
var absenceDefinitionOnlyLists = [...]barList{
	// exceptionWords open or close an exception; definitionWords name a
	// definition or declaration.
	{&exceptionWords, "以外|除了|except|aside from|apart from|other than|aparte de|salvo|excepto|के अलावा|के सिवा"},
	{&definitionWords, "定義|定义|宣言|声明|definition|declaration|definición|declaración|परिभाषा"},
}

var _ = splitBars(absenceDefinitionOnlyLists[:])

// definitionException reports whether clause s excepts a definition: a
// definition word within 24 bytes of an exception word.
func definitionException(s string) bool {
	for _, e := range exceptionWords {
		k := indexSubstr(s, e)
		if k < 0 {
			continue
		}
		if containsAny(s[max(0, k-24):min(len(s), k+len(e)+24)], definitionWords) {
			return true
		}
	}
	return false
}

// definitionOnly reports whether an absence that excepts a definition is
// true of the targets: each result has at most one line, the definition.
func (c *check) definitionOnly(in *info, targets []int) bool {
	if !definitionException(c.folded[in.start:in.end]) {
		return false
	}
	for _, ci := range targets {
		if c.calls[ci].lines > 1 {
			return false
		}
	}
	return true
}
