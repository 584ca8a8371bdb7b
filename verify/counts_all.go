package verify

import "strings"

// "All N X": a count under a universal quantifier ("all 4 nodes report
// Ready", "todos los 6 pedidos", "सभी 5 ज़ोन", "所有 3 个", "全4台") states
// the size of the whole result, not of a part of it. The readings that
// take a count for a part (the lines naming a word of the clause or its
// noun, a part named before it) do not apply: "all 4 nodes" over five
// nodes, four of them named node-*, is a miscount, not the worker nodes.
// A qualifier between number and noun ("all 3 failing tests") narrows the
// whole to a part again, and those counts are read as before.

// Turning off the part readings must not turn off what is no item at all:
// a listing's comment lines ("# disk pressure threshold 87", "// generated")
// and its header are notes about the rows, so "all 3 nodes" over a header,
// three rows and a comment counts the rows: countsInto leaves them out of
// every count (see commentLines).

var (
	allWords []string
)

// countsAllLists holds the phrases of the word lists declared above (see barList).
var countsAllLists = [...]barList{
	// allWords are universal quantifiers written right before a count. A word
	// of a spaced script is one only where a word starts ("All 4 nodes" at the
	// reply's start or after "**", not the end of "install 4 packages"); bare
	// 全 only where no Han character comes before it, as in 安全, 完全 or 健全
	// it ends another word ("全4台", "は全3件", not "安全 3 项").
	{&allWords, "all|all the|all of the|todos los|todas las|सभी|सारे|सारी|所有|全部|全"},
}

var _ = splitBars(countsAllLists[:])

// wholeCount reports a count claim under a universal quantifier, with no
// qualifier between its number and its noun.
func (c *check) wholeCount(cc countClaim) bool {
	if cc.filter != "" {
		return false
	}
	lo := max(0, cc.start-16)
	s := strings.TrimRight(c.folded[lo:cc.start], " *_")
	for _, w := range allWords {
		at := lo + len(s) - len(w)
		switch {
		case !hasSuffix(s, w):
		case w[0] < 0xe3: // Latin, Devanagari: at a word's start
			if !isWordByteBefore(c.folded, at) {
				return true
			}
		// 所有, 全部 anywhere; 全 not after a Han character (lead
		// bytes E4-E9), though after kana ("は全4台").
		case w != "全" || at < 3 || c.folded[at-3] < 0xe4 || c.folded[at-3] > 0xe9:
			return true
		}
	}
	return false
}

// commentLines returns the number of lines of r that open with # or //:
// a listing's comments, which are no items of it.
func commentLines(r string) int {
	k, _ := countLines(r, func(l string) bool {
		t := strings.TrimLeft(l, " \t")
		// "#1 12:10 …" is an item's number, not a comment.
		return hasPrefix(t, "#") && !(len(t) > 1 && isDigitByte(t[1])) || hasPrefix(t, "//")
	})
	return k
}
