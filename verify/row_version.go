package verify

import ()

// Another row's version. A reply table row keyed by one result record
// ("| pdu-c05-b | ❌ failed | still on 4.2.3 |" over "pdu-c05-b FAILED …
// still on 4.2.2") holds its version to that record: a version the record
// does not write, while it writes one of its own, is the version of
// another row of the result (pdu-a07-b's "4.2.3 -> 4.2.4"), whatever the
// result holds elsewhere. The row's key cell ties the version to the item
// and the record (its line or JSON object, see keyedRecord) bounds the
// item in the result, so the reading is the same in every language.
//
// Left alone: a version tied by the word before it to the line that holds
// it ("target 4.2.4"), a record that writes no version, and a version the
// record's result does not write (another call's).

// versionOfOtherRow reports whether version n, held by a result, stands
// in a reply table row whose key names one record that writes another
// version and not n.
func (c *check) versionOfOtherRow(in *info, n *num) bool {
	key := c.rowLabel(n.span)
	if len(key) < 3 || len(key) > 40 || hasAnyRune(key, "|\n ") {
		return false
	}
	ci, lo, hi, ks, ke := c.keyedRecord(key, c.okCalls(famAny))
	if ci < 0 {
		return false
	}
	// tiedToLineWord reads the whole result, and the rows of one key share
	// keyedRecord's memo, which reads nothing: each version read here
	// counts the result against the label searches' budget (see
	// labelsValue), so a table of thousands of such rows over a long
	// result stays linear; past it no finding is made.
	if !c.spend(len(c.calls[ci].folded)) {
		return false
	}
	// A version the record's own result does not write anywhere is no
	// other row's: another call gave it ("below the minimum supported
	// 4.0.0" of a release feed beside the fleet's list).
	if c.tiedToLineWord(in, n, ci) || standsIn(c.calls[ci].folded[lo:hi], n.digits) || !standsIn(c.calls[ci].folded, n.digits) {
		return false
	}
	// The key whole, not a part of a longer name ("react" of
	// "@tanstack/react-query").
	if f := c.calls[ci].folded; ke < len(f) && f[ke] == '-' || hasRune("-/@", rune(f[max(ks, 1)-1])) && ks > 0 {
		return false
	}
	nums := c.calls[ci].nums
	for k := numsFrom(nums, lo); k < len(nums) && nums[k].start < hi; k++ {
		if m := &nums[k]; m.version && m.end <= hi {
			c.addFact(in, "fact/row-version", BasisContradiction, c.callFinding(FactMismatch, n.span, ci,
				"version "+n.digits+" is another row's, not "+key+"'s"))
			return true
		}
	}
	return false
}
