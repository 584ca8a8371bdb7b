package verify

import (
	"math/bits"
	"strings"
)

// partsOfValue reports whether cc is one of two or more counts of its
// noun that add up to another count of the same noun in the reply whose
// number a result of the turn holds as a value ("祇園9台、京都駅8台、河原町6台
// … 合計23台" over {"available":23}, "3 trucks to A and 2 to B, 5 trucks
// in all" over "free: 5"): the reply shares out a value the result gave,
// and its parts count no rows. The counts read are the reply's numbers
// of that noun near cc (twelve before, twenty-four after, ten at most);
// any two or more of them, cc among them, may make the whole, as a count
// of the same noun about something else ("ジャンボ3台") may sit between.
func (c *check) partsOfValue(cc countClaim) bool {
	if cc.num < 0 || cc.noun == "" {
		return false
	}
	var vals [10]int
	k, self := 0, -1
	for j := max(0, cc.num-12); j < min(len(c.nums), cc.num+24) && k < len(vals); j++ {
		r := &c.nums[j]
		if r.glued || r.percent || r.inDate || r.ordinal || len(r.vals) == 0 || !isIntNum(r) {
			continue
		}
		after := strings.TrimLeft(c.folded[r.end:min(len(c.folded), r.end+len(cc.noun)+1)], " ")
		if !hasPrefix(after, cc.noun) {
			continue
		}
		if j == cc.num {
			self = k
		}
		vals[k] = int(r.vals[0])
		k++
	}
	if self < 0 {
		return false
	}
	for w := 0; w < k; w++ {
		if w == self || vals[w] <= cc.n || !c.holdsValue(vals[w]) {
			continue
		}
		for m := uint(1); m < 1<<k; m++ {
			if m&(1<<self) == 0 || m&(1<<w) != 0 || bits.OnesCount(m) < 2 {
				continue
			}
			sum := 0
			for j := 0; j < k; j++ {
				if m&(1<<j) != 0 {
					sum += vals[j]
				}
			}
			if sum == vals[w] {
				return true
			}
		}
	}
	return false
}

// holdsValue reports whether a result of the turn writes n as a number
// of its own (not a date's, an item's number or a code's part): the
// clause's targets may be narrowed to the calls that counted their items
// (see countTargets), and the value shared out is another call's.
func (c *check) holdsValue(n int) bool {
	for ci := range c.calls {
		if c.calls[ci].ok && c.calls[ci].firstInts(true)[float64(n)] {
			return true
		}
	}
	return false
}
