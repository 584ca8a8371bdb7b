package verify

// "我搜到两条相关内容：一条是…，另一条是…", "two replies: one from Ana,
// the other from Luis", "dos avisos: uno de…, el otro de…": a count of
// one answered later by "the other" opens the walk through a pair the
// reply has already counted. It is one of those two, not a part beside
// them, so it is not summed with the pair's count as parts of a whole
// (2 + 1 is no 3).

var (
	pairOthers []string
)

// countsPairOpenerLists holds the phrases of the word lists declared above (see barList).
var countsPairOpenerLists = [...]barList{
	// pairOthers answer a "one" in the five languages.
	{&pairOthers, "另一|the other|el otro|la otra|もう一|もう片方|दूसरा|दूसरी|दूसरे"},
}

var _ = splitBars(countsPairOpenerLists[:])

// pairOpener reports whether cc is a count of one that "the other" answers
// further on in its paragraph.
func (c *check) pairOpener(cc countClaim) bool {
	if cc.n != 1 {
		return false
	}
	after := c.folded[cc.end:min(len(c.folded), cc.end+240)]
	if i := indexSubstr(after, "\n\n"); i >= 0 {
		after = after[:i]
	}
	return containsAny(after, pairOthers)
}
