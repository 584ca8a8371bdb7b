package verify

import "strings"

// partsWindow bounds how far from a count its sibling parts are read.
const partsWindow = 600

// partsOnLines reports whether cc is one of two or more counts of the
// same noun on nearby lines that add up to a count of the result: a
// breakdown written as table rows or bullets ("| Off-peak (3 sessions)
// |" and "| Peak (2 sessions) |" over five sessions, "- 待处理:4 个 /
// - 进行中:3 个" over seven, "- abiertos: 5 tickets / - cerrados: 2
// tickets"). partsOf reads such parts within one clause; rows and bullets
// are clauses of their own. Only counts smaller than the whole take part,
// and they must add up to it exactly.
func (c *check) partsOnLines(cc countClaim, want []int) bool {
	if cc.noun == "" || cc.num < 0 {
		return false
	}
	if !c.rowLine(cc.start) {
		return false
	}
	lo := max(0, cc.start-partsWindow)
	sum, parts, lastLine := 0, 0, -1
	for k := c.numAt(lo); k < len(c.nums) && c.nums[k].start < cc.end+partsWindow; k++ {
		n := &c.nums[k]
		if n.glued || n.inDate || n.percent || n.dec > 0 || len(n.vals) == 0 || c.inCitation(n.span) {
			continue
		}
		after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+len(cc.noun)+4)], " ")
		if !hasPrefix(after, cc.noun) {
			continue
		}
		// One part per row or bullet, each on a line of its own.
		ls, _ := c.lineAround(n.start, n.end)
		if ls == lastLine || !c.rowLine(n.start) {
			continue
		}
		lastLine = ls
		sum += int(n.vals[0])
		parts++
	}
	if parts < 2 {
		return false
	}
	for _, w := range want {
		if cc.n < w && sum == w {
			return true
		}
	}
	return false
}

// rowLine reports whether the line holding offset at is a table row or a
// bullet: it opens with "|", "-", "*", "•" or "+" past its indent.
func (c *check) rowLine(at int) bool {
	ls, _ := c.lineAround(at, at)
	t := strings.TrimLeft(c.folded[ls:at], " \t")
	return t != "" && indexByte("|-*+", t[0]) >= 0 || hasPrefix(t, "•")
}
