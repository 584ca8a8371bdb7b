package verify

import (
	"unicode"
	"unicode/utf8"
)

// closingCite returns the ok call whose receipt closes an absence's part,
// or -1: the first receipt after the absence, inside its clause or right
// after the clause's end with only punctuation between ("苦情は来ていません。
// [c1] エレベーターのほうも0件でした。[c2]": a Japanese or Chinese reply
// puts the receipt after the full stop, where the clause splitter hands it
// to the next sentence). The part is about that call's result, whatever
// the other calls of the turn returned.
func (c *check) closingCite(in *info) int {
	a := in.absence
	if a == nil {
		return -1
	}
	k := citesFrom(c.cites, a.end)
	if k >= len(c.cites) {
		return -1
	}
	ct := c.cites[k]
	if ct.call < 0 || ct.call >= len(c.calls) || !c.calls[ct.call].ok {
		return -1
	}
	if ct.start > in.end {
		for _, r := range c.masked[in.end:ct.start] {
			if !unicode.IsSpace(r) && !unicode.IsPunct(r) && r != utf8.RuneError {
				return -1
			}
		}
		if ct.start-in.end > 12 {
			return -1
		}
	}
	// A run of receipts ("…नहीं हुई। [c1] [c2]") closes the sentence for
	// every call it names, and singles none out.
	for j := k + 1; j < len(c.cites) && c.cites[j].start-c.cites[j-1].end <= 3; j++ {
		if c.cites[j].call != ct.call {
			return -1
		}
	}
	return ct.call
}

// closingCiteTargets narrows targets to the call of the receipt that closes
// the absence's part (see closingCite), when that call is one of them.
func (c *check) closingCiteTargets(in *info, targets []int) []int {
	if len(targets) < 2 {
		return targets
	}
	if ci := c.closingCite(in); ci >= 0 && containsInt(targets, ci) {
		return []int{ci}
	}
	return targets
}
