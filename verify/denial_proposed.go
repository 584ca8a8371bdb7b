package verify

import "strings"

var (
	deniesProposedStepList1 []string
	deniesProposedStepList2 []string
)

// denialProposedLists holds the phrases of the word lists declared above (see barList).
var denialProposedLists = [...]barList{
	// The lists of deniesProposedStep, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&deniesProposedStepList1, "la |lo |las |los |还没|還沒|尚未|まだ"},
	{&deniesProposedStepList2, "it|them|yet|todavía|aún"},
}

var _ = splitBars(denialProposedLists[:])

// deniesProposedStep reports a "not yet" denial that follows a question
// offering a step and refers back to it by a pronoun or no object at
// all: "¿Quieres que pase la suite de tests? Aún no la he ejecutado.",
// "Shall I run the tests? I haven't run them yet.", "要跑测试吗？还没运行。",
// "テストを実行しますか？まだ実行していません。". The step denied is the one
// offered, not the turn's other calls. A named object ("I haven't run
// anything yet", "aún no he ejecutado el script") is left to the other
// denial rules.
func (c *check) deniesProposedStep(in *info, u hit) bool {
	if !c.notYet(in) {
		return false
	}
	// The sentence before ends in a question, in the same paragraph.
	win := c.folded[max(0, in.start-200):in.start]
	if i := strings.LastIndex(win, "\n\n"); i >= 0 {
		win = win[i+2:]
	}
	win = strings.TrimRight(win, " \n*_")
	if !hasSuffix(win, "?") && !hasSuffix(win, "？") {
		return false
	}
	lo, hi := c.subClause(in, u.span)
	before := c.folded[max(lo, u.start-12):u.start]
	after := strings.TrimLeft(c.folded[u.end:hi], " ")
	for _, p := range deniesProposedStepList1 {
		if hasSuffix(before, p) {
			return true
		}
	}
	for _, p := range deniesProposedStepList2 {
		if hasPrefix(after, p) {
			return true
		}
	}
	return after == "" || hasPrefix(after, ".") || hasPrefix(after, "。")
}
