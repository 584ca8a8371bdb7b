package verify

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// statedValueCount reports whether the count claim cc quotes a number that
// another ok call of the turn states in its result, while its noun names no
// kind of item the calls it is held to list: "102 pending orders" beside a
// `count(*)` that returned 102, "90 个用例" beside pytest's "90 passed",
// "1,412ファイル" from a build log's "(1412 files)". Such a number is that
// result's value, read where the clause ties it (checkFacts), not a count of
// the items of a call that never listed them; "2 emails" when the mail
// search listed 3 stays a count of the mail search however many other
// results hold a 2.
func (c *check) statedValueCount(cc countClaim, targets []int) bool {
	for _, t := range targets {
		if c.nounOfCall(cc.noun, t) {
			return false
		}
	}
	for i := range c.calls {
		call := &c.calls[i]
		if !call.ok || call.Count != nil || containsInt(targets, i) {
			continue // a listing its tool counted holds line and column numbers, no totals
		}
		for _, r := range call.nums {
			if r.glued || r.inDate || r.ordinal || r.percent || len(r.vals) == 0 || r.vals[0] != float64(cc.n) {
				continue
			}
			// "339个" or "90 passed" state a number of things; "10月" is a month.
			if next, _ := utf8.DecodeRuneInString(call.folded[r.end:]); !unicode.IsLetter(next) || strings.HasPrefix(call.folded[r.end:], cc.noun) {
				return true
			}
		}
	}
	return false
}
