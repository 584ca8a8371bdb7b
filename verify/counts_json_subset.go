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
// objects of one of targets, and by fewer than all of them. Each result is
// read once, its objects tried against every word.
func (c *check) recordSubsetCount(in *info, targets []int, at, n int) bool {
	var buf [16]string // 30 bytes hold at most 8 words of 3 letters
	words := buf[:0]
	for rest := c.folded[max(in.start, at-30):at]; ; {
		w := firstField(rest)
		if w == "" {
			break
		}
		rest = rest[strings.Index(rest, w)+len(w):]
		if w = strings.Trim(w, ".,;:()*_`'\""); len(w) >= 3 {
			words = append(words, w)
		}
	}
	if len(words) == 0 {
		return false
	}
	var mbuf [16]int
	for _, ci := range targets {
		r := c.calls[ci].folded
		if r == "" || r[0] != '{' && r[0] != '[' {
			continue
		}
		m := mbuf[:0]
		for range words {
			m = append(m, 0)
		}
		all, open := 0, -1
		for i := 0; i < len(r); i++ {
			switch r[i] {
			case '{':
				open = i
			case '}':
				if open >= 0 { // an object that holds none
					all++
					for k, w := range words {
						if wordIn(r[open:i], w) {
							m[k]++
						}
					}
				}
				open = -1
			}
		}
		for k := range words {
			if m[k] == n && m[k] < all {
				return true
			}
		}
	}
	return false
}
