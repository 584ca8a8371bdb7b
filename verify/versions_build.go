package verify

import (
	"fmt"
	"strings"
)

// A version with a build or release suffix is one value: "6.8.0-47" (a
// kernel's ABI number, a Debian revision "1.2.3-1ubuntu2", a prerelease
// "2.0.0-rc1") names another build than "6.8.0-45". The version rule reads
// the dotted part alone, which the result holds, and the suffix as a glued
// number; a reply that keeps the dotted part and changes the suffix the
// result gives it misreads the build.

// checkVersionBuild reports a version whose dotted part is in the results
// with another build suffix than the reply's.
func (c *check) checkVersionBuild(in *info, all []int) {
	for k := in.numLo; k < in.numHi; k++ {
		n := &c.nums[k]
		if !n.version || n.start < in.start || n.end+2 > in.end || c.folded[n.end] != '-' || !isDigitByte(c.folded[n.end+1]) {
			continue
		}
		e := n.end + 1
		for e < in.end && (isDigitByte(c.folded[e]) || isLetterByte(c.folded[e])) {
			e++
		}
		if e < in.end && (c.folded[e] == '.' && e+1 < in.end && isDigitByte(c.folded[e+1])) {
			continue // a range of versions, "1.2.0-1.3.0", or a dotted suffix
		}
		full := c.folded[n.start:e]
		if c.textIn(full, all) || strings.Contains(c.request, full) || c.inArgs(full) || c.modalAt(in, n.span) || c.versionSuggested(in, n) || c.alreadyFound(FactMismatch, n.span) {
			continue
		}
		ci, other := c.versionBuildIn(n.digits, c.folded[n.end+1:e], all)
		if ci < 0 {
			continue
		}
		// Contradiction: the result gives the same version another build.
		c.addFact(in, "fact/version-build", BasisContradiction, c.callFinding(FactMismatch, span{n.start, e}, ci,
			fmt.Sprintf("version %s is not in the result of %s, which gives %s", c.masked[n.start:e], c.calls[ci].Tool, other)))
	}
}

// versionBuildIn returns the first call of calls whose result gives
// version v a build suffix other than build ("6.8.0-45" for 6.8.0 and
// 47), with that version, or -1. The version must stand alone (not the
// end of a longer number) and its suffix start with a digit.
func (c *check) versionBuildIn(v, build string, calls []int) (int, string) {
	pre := v + "-"
	for _, ci := range calls {
		r := c.calls[ci].folded
		for at := 0; ; {
			i := strings.Index(r[at:], pre)
			if i < 0 {
				break
			}
			p := at + i
			at = p + len(pre)
			if p > 0 && (isDigitByte(r[p-1]) || r[p-1] == '.') || at >= len(r) || !isDigitByte(r[at]) {
				continue
			}
			e := at
			for e < len(r) && (isDigitByte(r[e]) || isLetterByte(r[e])) {
				e++
			}
			if r[at:e] != build {
				return ci, r[p:e]
			}
		}
	}
	return -1, ""
}
