package verify

import (
	"strings"
)

// A definite count ("两店离得近", "the two stores are close", "los dos
// locales") points to items the reply has named, not to how many the
// result holds: "宝安中心店富余 4.5 kg，两店离得近，建议从宝安中心店调 3 kg 到西乡
// 店" speaks of the two stores its clause names, of the three the call
// listed. When the clause names exactly as many rows of a target result
// as the count, by the rows' own names, the count is of those rows. A
// count that is not definite ("2 stores", "2 家店") keeps its reading as
// the number of items there are, whatever the clause names.

var (
	definiteBeforeWords []string
	zhPlainClassifiers  []string
)

// countsNamedRowsLists holds the phrases of the word lists declared above (see barList).
var countsNamedRowsLists = [...]barList{
	// definiteBeforeWords make the number after them point back.
	{&definiteBeforeWords, "the|these|those|both|los|las|estos|estas|esos|esas|ambos|ambas|这|這|那|両|この|その|ये|इन|उन"},
	// zhPlainClassifiers stand between a number and its noun when the
	// count is indefinite ("两家店"); "两店" has none.
	{&zhPlainClassifiers, "个|個|家|位|名|条|條|件|张|張|台|次|只|份|项|項|种|種|类|類|笔|款|间|所|座|辆|艘|架|部|本|块|片|对|双|批|套|箱|处|場|场"},
}

var _ = splitBars(countsNamedRowsLists[:])

// definiteCount reports whether the count points back (see above): a
// definite word right before it, とも or 都 right after it (both, all of
// them), or 两 right before a noun that is no classifier.
func (c *check) definiteCount(in *info, cc countClaim) bool {
	t := c.folded
	if hasPrefix(t[cc.start:], "两") && cc.end-cc.start == len("两")+len(cc.noun) && cc.noun != "" && hanLead(cc.noun[0]) && !contains(zhPlainClassifiers, cc.noun) {
		return true
	}
	if after := strings.TrimLeft(t[cc.end:min(in.end, cc.end+8)], " *_"); hasPrefix(after, "とも") || hasPrefix(after, "都") {
		return true // "2件とも", "两个都": both, all of them
	}
	before := strings.TrimRight(t[max(in.start, cc.start-12):cc.start], " *_")
	for _, w := range definiteBeforeWords {
		if !tailIs(before, w) {
			continue
		}
		st := len(before) - len(w)
		if r := lastRune(before[:st]); st == 0 || !wordPart(r) || isCJK(r) {
			return true
		}
	}
	return false
}

// namedRowsCount reports whether the clause of a definite count names
// exactly its number of rows of a target result, fewer than it holds.
func (c *check) namedRowsCount(in *info, cc countClaim, targets []int) bool {
	if !c.definiteCount(in, cc) {
		return false
	}
	// The clause near the count (400 bytes either side): a long clause
	// is not read whole for each count in it.
	lo, hi := max(in.start, cc.start-400), min(in.end, cc.end+400)
	cl := c.folded[lo:hi]
	for _, ci := range targets {
		names := c.rowNames(ci)
		if len(names) <= cc.n {
			continue
		}
		k := 0
		for _, nm := range names {
			if hasSubstr(cl, nm) {
				k++
			}
		}
		if k == cc.n {
			return true
		}
	}
	return false
}

// rowNames returns the names of the rows of call ci's result: the first
// field of each line (a CSV field, or the text before a tab, two spaces,
// a "|" or a space), past a header line, when it holds a letter and three
// bytes or more; at most 64, distinct, worked out once per call.
func (c *check) rowNames(ci int) []string {
	call := &c.calls[ci]
	if call.namesDone {
		return call.rowNameList
	}
	call.namesDone = true
	header := call.Count != nil && call.lines == *call.Count+1 || call.Count == nil && !c.firstLineIsRow(ci)
	k := 0
	for l, rest := cutLine(call.folded); l != "" && k < 64; l, rest = cutLine(rest) {
		t := strings.Trim(l, " \t\r\n|")
		if t == "" {
			continue
		}
		if k++; k == 1 && header {
			continue
		}
		nm := t
		for _, sep := range [...]string{",", "\t", "  ", "|", " "} {
			if i := indexSubstr(nm, sep); i > 0 {
				nm = nm[:i]
			}
		}
		nm = strings.Trim(nm, " \"'")
		if len(nm) < 3 || !hasLetter(nm) || contains(call.rowNameList, nm) {
			continue
		}
		call.rowNameList = append(call.rowNameList, nm)
	}
	return call.rowNameList
}

// A definite count of a number the reply has already counted by ("2枚のカ
// ードがそれぞれ2回ずつ…", then "2件ともゲートの故障ではなく", both of them)
// points back to that group: it was held to the result where it was
// first stated, and is not counted again. seenCount keeps the claims
// read so far (the first 16).

// noteCount records a count claim read (see countedBefore).
func (c *check) noteCount(cc countClaim) {
	if c.nSeen < len(c.seenCounts) {
		c.seenCounts[c.nSeen] = seenCount{cc.span, cc.n, len(c.rep.Findings)}
		c.nSeen++
	}
}

// countedBefore reports whether a definite count repeats the number of a
// count claim earlier in the reply that no count finding was raised on.
func (c *check) countedBefore(in *info, cc countClaim) bool {
	if !c.definiteCount(in, cc) {
		return false
	}
	for _, s := range c.seenCounts[:c.nSeen] {
		if s.n != cc.n || s.end > cc.start {
			continue
		}
		// A finding on it was raised while it was read, right after
		// the findings there were then.
		flagged := false
		for _, f := range c.rep.Findings[min(s.at, len(c.rep.Findings)):min(s.at+4, len(c.rep.Findings))] {
			flagged = flagged || f.Type == CountMismatch && f.Start == s.start && f.End == s.end
		}
		if !flagged {
			return true
		}
	}
	return false
}

// seenCount is a count claim read: where, its number, and how many
// findings there were when it was read.
type seenCount struct {
	span
	n, at int
}
