package verify

import "strings"

// A hedge qualifies the clause it stands in. When a comma and a first-person
// subject follow it, a new main clause begins ("以上是根据一般经验回答的，
// 我并没有执行任何命令", "this may be a cache issue, I did not restart
// anything"): the denial in that clause is asserted, as it would be as a
// sentence of its own, and the hedge ("一般", "may") does not make it an
// offer or a guess.

var (
	firstPersonSubjects    []string
	hedgeInOwnClauseList1  []string
	hedgeClosedBeforeList1 []string
	hedgeClosedBeforeList2 []string
)

// denialOwnClauseLists holds the phrases of the word lists declared above (see barList).
var denialOwnClauseLists = [...]barList{
	// firstPersonSubjects open a main clause of the speaker's own.
	{&firstPersonSubjects, "我|私は|私が|私|僕|मैंने|मैं|i |i've |i'm |yo "},
	// The lists of hedgeInOwnClause, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&hedgeInOwnClauseList1, ",|，|、|;|；"},
	// The lists of hedgeClosedBefore, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&hedgeClosedBeforeList1, "、|，|, |。"},
	{&hedgeClosedBeforeList2, "私は|私が|我|मैंने|मैं "},
}

var _ = splitBars(denialOwnClauseLists[:])

// hedgeInOwnClause reports whether every hedge of the clause lies before a
// comma that a first-person subject follows, and that subject's clause holds
// the negated use u.
func (c *check) hedgeInOwnClause(in *info, u hit) bool {
	return !in.modal && c.hedgesBeforeOwnClause(in, u, false)
}

// hedgesBeforeOwnClause is hedgeInOwnClause for the hedges before u only
// when onlyBefore is set: a suggestion after the denial ("…，我没有读取
// 传感器数据，建议现场核对") is on what follows, not on the denial.
func (c *check) hedgesBeforeOwnClause(in *info, u hit, onlyBefore bool) bool {
	if len(in.hedges) == 0 || u.start <= in.start || u.start > in.end {
		return false
	}
	before := c.folded[in.start:u.start]
	cut := -1
	for _, p := range hedgeInOwnClauseList1 {
		if i := strings.LastIndex(before, p); i >= 0 && i+len(p) > cut {
			cut = i + len(p)
		}
	}
	if cut < 0 {
		return false
	}
	rest := strings.TrimLeft(before[cut:], " ")
	if !hasPrefixAny(rest, firstPersonSubjects) {
		return false
	}
	for _, h := range in.hedges {
		if h.end > in.start+cut && !(onlyBefore && h.start >= u.end) {
			return false
		}
	}
	return true
}

// hedgeClosedBefore reports whether hedge hs ends its own clause before
// a first-person subject that precedes position at: "ご安心ください、秘密
// 情報を扱うファイルなので私はファイルを読み込んでいません". The request to be
// reassured is done at its comma; the speaker's denial after it is
// asserted. The subject may come later than right after the comma (a
// reason clause may stand between), but within the clause.
func (c *check) hedgeClosedBefore(hs span, at int) bool {
	if at <= hs.end || at-hs.end > 160 {
		return false
	}
	gap := c.folded[hs.end:at]
	k := -1
	for _, p := range hedgeClosedBeforeList1 {
		if hasPrefix(gap, p) {
			k = len(p)
			break
		}
	}
	if k < 0 || conditional(c.folded[hs.start:hs.end]) {
		return false
	}
	return containsAny(gap[k:], hedgeClosedBeforeList2)
}

// suggestAfterOwnDenial reports whether the only thing that makes a
// clause modal is a suggestion to the user in a part of its own after a
// first-person denial: "我并没有在构建机上执行任何命令，请你自己确认一下"
// (I ran no command on the build box; please check it yourself), "I
// didn't run anything, you can check it yourself". The request is what
// the user should do next; it does not make the speaker's account of
// what was done an offer. The denial's part must open with the speaker
// as subject, a break (a comma) must stand between the denial and every
// suggestion, and no hedge may reach the denial otherwise.
func (c *check) suggestAfterOwnDenial(in *info, u hit) bool {
	lo, hi := c.subClause(in, u.span)
	if !in.suggest || in.question || !containsAny(c.folded[lo:u.start], firstPersonSubjects) {
		return false
	}
	for _, h := range in.hits {
		if h.t.kind == kindSuggest && h.start < hi {
			return false
		}
	}
	// The clause's mark is lifted for the one question and put back as
	// it was: a clause that only its hedges make modal carries no mark.
	was := in.modal
	in.modal = false
	modal := c.modalAt(in, u.span)
	in.modal = was
	return !modal
}

// ownSubjectStart returns where the last clause of s[lo:at] that opens
// with a comma and a first-person subject starts (the subject), or lo.
func ownSubjectStart(s string, lo, at int) int {
	seg := s[lo:at]
	best := lo
	for _, p := range hedgeInOwnClauseList1 {
		i := strings.LastIndex(seg, p)
		if i < 0 {
			continue
		}
		rest := strings.TrimLeft(seg[i+len(p):], " ")
		if st := at - len(rest); st > best && hasPrefixAny(rest, firstPersonSubjects) {
			best = st
		}
	}
	return best
}

// countedOutOf reports whether the negated verb u is one of counting
// whose clause names the tally the object was left out of: "दूध रोज़ ताज़ा
// आता है, उसे स्टॉक में नहीं गिना" (I did not count it in the stock), "I
// didn't count it in the total", "no lo conté en el total", "没有算进库存".
// Leaving an item out of a sum is how the reply worked, not a look-up
// denied.
func (c *check) countedOutOf(in *info, u hit) bool {
	t := u.t.text
	if !hasSubstr(t, "गिन") && !hasSubstr(t, "count") && !hasSubstr(t, "cont") {
		return false
	}
	before := c.folded[max(in.start, u.start-24):u.start]
	after := c.folded[u.end:min(in.end, u.end+24)]
	return hasSubstr(before, " में ") || hasPrefixAny(strings.TrimLeft(after, " "), countedIntoPreps)
}

// countedIntoPreps open the tally an item was counted in, after an English
// or Spanish object pronoun: "count it in", "conté en".
var countedIntoPreps = splitBar("it in |it towards |it toward |them in |them towards |lo en |la en |los en |las en ")
