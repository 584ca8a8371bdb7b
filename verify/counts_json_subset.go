package verify

import "strings"

// Subsets of JSON records: "Patron 31107 has two items out" over a result
// {"requests":[{"id":…,"patron":"31107",…},…]} counts the records that
// hold 31107. subsetCount reads a subset off the lines of a result, and a
// JSON result is often one line, so its items are its innermost objects
// instead: a word before the count, held by exactly n of them (and not by
// all), names the subset it counts.

// recordSubsetCount reports whether a word (or an identifier of digits)
// just before the count at `at` is held by exactly n of the innermost JSON
// objects of one of targets, and by fewer than all of them.
func (c *check) recordSubsetCount(in *info, targets []int, at, n int) bool {
	for _, w := range strings.Fields(c.folded[max(in.start, at-30):at]) {
		w = strings.Trim(w, ".,;:()*_`'\"")
		if len(w) < 3 {
			continue
		}
		for _, ci := range targets {
			r := c.calls[ci].folded
			if r == "" || r[0] != '{' && r[0] != '[' {
				continue
			}
			m, all := itemsCarrying(r, w, "")
			if m == n && m < all {
				return true
			}
		}
	}
	return false
}
