package verify

import (
	"strings"
	"unicode/utf8"
)

// Ranks bound to their label. "年级第 36 名" (36th in the grade) states a
// rank the way "年级 36" would state a value: when the result gives the
// label with a rank word ("年级排名 63/118", "学年順位 63"), the rank is
// that field's, and a number that is a one-digit edit of it (36 for 63)
// misreads it. Ordinals are otherwise no values (an item's place in the
// reply's list), and stay unread.

var (
	rankLabelWords []string
	rankClosers    []string
)

// valuesRankLists holds the phrases of the word lists declared above (see barList).
var valuesRankLists = [...]barList{
	// rankLabelWords stand beside a result's label when its value is a rank.
	{&rankLabelWords, "排名|名次|排位|順位|rank|ranking|posición|puesto|रैंक"},
	// rankClosers close a CJK rank: 第 36 名, 36位.
	{&rankClosers, "名|位"},
}

var _ = splitBars(valuesRankLists[:])

// rankMisread reports, as fact/rank, the rank n of clause in written
// "<label>第 N 名" or "<label>N位" when the result gives the label's rank
// one digit away from it, and reports whether it did.
func (c *check) rankMisread(in *info, n *num, all []int) bool {
	if len(n.vals) != 1 || n.dec != 0 || n.glued || n.version || n.percent {
		return false
	}
	after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+8)], " ")
	if !hasPrefixAny(after, rankClosers) {
		return false
	}
	before := strings.TrimRight(c.folded[in.start:n.start], " ")
	before = strings.TrimSuffix(before, "第")
	before = strings.TrimRight(before, " ")
	// The label: the last run of CJK letters before the rank, at most
	// four of them ("，年级第" → 年级).
	end, runes := len(before), 0
	start := end
	for start > 0 && runes < 4 {
		r, size := utf8.DecodeLastRuneInString(before[:start])
		if !isCJK(r) || !isWordRune(r) {
			break
		}
		start -= size
		runes++
	}
	if runes < 2 || c.numIn(*n, all) {
		return false
	}
	label := before[start:end]
	ci, v, ok := c.labelMisread(label, n, 0, all)
	if !ok || !c.rankLabel(ci, label) || c.alreadyFound(FactMismatch, n.span) {
		return false
	}
	c.addFact(in, "fact/rank", BasisContradiction, c.callFinding(FactMismatch, n.span, ci,
		"the result of "+c.calls[ci].Tool+" gives "+label+" the rank "+v))
	return true
}

// rankLabel reports whether the result of call ci writes a rank word
// within a few bytes after label: the label's value is a rank.
func (c *check) rankLabel(ci int, label string) bool {
	f := c.calls[ci].folded
	i := indexSubstr(f, label)
	if i < 0 {
		return false
	}
	near := f[i+len(label) : min(len(f), i+len(label)+12)]
	return containsAny(near, rankLabelWords)
}
