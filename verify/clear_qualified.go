package verify

import "strings"

// An all-clear phrase under a qualifier or a negation right before it
// claims no clean result: "Casi todo bien: … pero un pod está en
// CrashLoopBackOff", "mostly all green", "`go test` 没有全部通过". The reply
// reports the problem itself; the phrase is not a false all-clear.

var (
	clearQualifiers []string
)

// clearQualifiedLists holds the phrases of the word lists declared above (see barList).
var clearQualifiedLists = [...]barList{
	// clearQualifiers come right before an all-clear phrase and take its
	// claim back in part or whole.
	{&clearQualifiers, "almost|nearly|mostly|not|not quite|isn't|wasn't|aren't|weren't|not everything|casi|no|no es|no fue|no está|no estaba|no del|mayormente|几乎|基本|基本上|大体|大部分|没有|没|并非|不是|未能|未|ほぼ|ほとんど|大体|おおむね|लगभग|करीब|क़रीब|ज़्यादातर|नहीं"},
}

var _ = splitBars(clearQualifiedLists[:])

// clearQualified reports whether the all-clear phrase at sp is qualified
// or negated by the words right before it (within its clause).
func (c *check) clearQualified(in *info, sp span) bool {
	before := strings.TrimRight(replaceAll(c.folded[max(in.start, sp.start-24):sp.start], "*", ""), " ")
	if wordSuffixAny(before, clearQualifiers) {
		return true
	}
	// Japanese and Hindi negate after the phrase: "全部通過していない".
	after := c.folded[sp.end:min(len(c.folded), sp.end+16)]
	return hasPrefix(after, "ではない") || hasPrefix(after, "じゃない") || hasPrefix(after, " नहीं")
}
