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

// allWords are universal quantifiers written right before a count; a
// space or line break before the word keeps "install 4 packages" out.
var allWords = strings.Split(" all|\nall| all the| all of the| todos los| todas las| सभी| सारे| सारी|所有|全部|全", "|")

// wholeCount reports a count claim under a universal quantifier, with no
// qualifier between its number and its noun.
func (c *check) wholeCount(cc countClaim) bool {
	return cc.filter == "" && hasSuffixAny(strings.TrimRight(c.folded[max(0, cc.start-16):cc.start], " *_"), allWords)
}
