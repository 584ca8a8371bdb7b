package verify

import "strings"

// A setting in a code span that the reply tells the user to write is its
// advice, not a quotation of a result: "set `LimitNOFILE=65536` in the
// unit", "`SystemMaxUse=2G` を設定しておくと", "把端口改成 `\"8081:8080\"`",
// "`vm.swappiness=10` is a common choice". A setting the reply reports as
// read ("`settings.toml` 里设置的是 `port = 8081`", "the file sets
// `port = 9090`") has no such word right beside the span and is still
// held to the result.

var (
	setBefore []string
	setAfter  []string
)

// quotesProposedLists holds the phrases of the word lists declared above (see barList).
var quotesProposedLists = [...]barList{
	// setBefore end the text right before a setting the reader is to write.
	{&setBefore, "set|set it to|setting|change it to|change to|changing it to|switch to|add|adding|use|try|" +
		"configura|cambia a|cambiar a|pon|poner|añade|añadir|usa|usar|prueba|" +
		"改成|改为|换成|加上|设成"},
	// setAfter begin the text right after it.
	{&setAfter, "を設定|に設定|に変更|を追加|にする|にして|と設定|सेट कर|जोड़|is a common choice|is a good choice|is the usual choice"},
}

var _ = splitBars(quotesProposedLists[:])

// proposedSetting reports whether the quote q is a code span holding an
// assignment (key=value, key: value, "a:b"; not a comparison such as
// >=2.32.0) with a word of setting right before or after it. Words of
// advice over the whole clause are not enough: "it pins the tag
// `python:3.12-slim`" reports a setting.
func (c *check) proposedSetting(in *info, q span) bool {
	if q.start == 0 || q.end >= len(c.masked) || c.masked[q.start-1] != '`' || c.masked[q.end] != '`' {
		return false
	}
	t := c.folded[q.start:q.end]
	if !hasAnyRune(t, "=:") || hasSubstr(t, ">=") || hasSubstr(t, "<=") || hasSubstr(t, "==") || hasSubstr(t, "!=") {
		return false
	}
	before := strings.TrimRight(c.folded[max(in.start, q.start-1-24):q.start-1], " *")
	after := strings.TrimLeft(c.folded[q.end+1:min(in.end, q.end+1+24)], " *")
	return wordSuffixAny(before, setBefore) || hasPrefixAny(after, setAfter)
}
