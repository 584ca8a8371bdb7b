package verify

import "strings"

// receipt_kind_bound.go: a receipt is cited for a claim of another kind
// of call only when nothing binds the clause to the cited call. The
// cited call is what the clause reports when its arguments name the
// tool the clause's words point at (sql_query FROM condition_reports,
// cited for "7 condition reports"), or when its result bears one of the
// clause's values and no other call's result bears more of them
// ("Zone 3 is the one to look at: 22.6% is below the 25.0% threshold",
// citing the schedule that gives the threshold), or, when no value is
// another call's alone, when it states the number of items the cited
// call returned or quotes a value its result holds.

// citedCallBacksUse reports whether the cited call ci is bound to the
// clause whose use of family f names another kind of call.
func (c *check) citedCallBacksUse(in *info, ci int, f string) bool {
	call := &c.calls[ci]
	if !call.ok {
		return false
	}
	if name, ok := cutPrefix(f, "tool:"); ok && len(name) >= 5 && wordIn(call.lowerArgs(), strings.ToLower(name)) {
		return true
	}
	lo, hi := c.passage(in)
	aOnly, bOnly, _ := c.tallySplit(in, lo, hi, false, 0)
	return aOnly > 0 && aOnly >= bOnly || bOnly == 0 && (c.statesCount(ci, lo, hi) || c.quotesCited(ci, lo, hi))
}

// quotesCited reports whether reply[lo:hi] quotes, in a code span or
// quotation marks, a value that call ci's result holds, shared with other
// results or not: "`make build` は `go build -o bin/api ./cmd/api` を実行し
// ます" citing the Makefile that holds that command describes what the
// cited file says, whatever other call (make -n) printed it too.
func (c *check) quotesCited(ci, lo, hi int) bool {
	var qBuf [8]string
	for _, q := range appendQuotedValues(qBuf[:0], c.folded[lo:hi]) {
		if !hasSubstr(c.request, q) && hasSubstr(c.calls[ci].folded, q) {
			return true
		}
	}
	return false
}

// statesCount reports whether reply[lo:hi] states the number of items
// call ci returned ("全8台のバージョンを取得しました" citing the listing of
// 8 units): the clause reports that call's result, whatever verb it uses.
// Counts of 0 and 1 say too little to bind a clause.
func (c *check) statesCount(ci, lo, hi int) bool {
	cn := c.calls[ci].Count
	if cn == nil || *cn < 2 {
		return false
	}
	for k := c.numAt(lo); k < len(c.nums) && c.nums[k].start < hi; k++ {
		n := &c.nums[k]
		if n.end <= hi && !n.ordinal && !n.glued && !n.inDate && !n.percent && n.dec == 0 && len(n.vals) > 0 &&
			n.vals[0] == float64(*cn) && !c.inCitation(n.span) {
			return true
		}
	}
	return false
}
