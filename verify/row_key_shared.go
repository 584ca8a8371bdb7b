package verify

// rangeEnd reports whether nums[k], glued by the scanner to what stands
// before it, is the upper bound of a range written "8.0-8.5" in a result:
// a hyphen right after a number that is itself a value (not an id's
// digits, not a date's). The bound is a value of the row as much as the
// lower one; an id ("HN-2601", "A2022-1187") has a glued number or a
// letter before its hyphen and stays out.
func rangeEnd(text string, nums []num, k int) bool {
	if k == 0 {
		return false
	}
	n, p := &nums[k], &nums[k-1]
	return n.start >= 1 && text[n.start-1] == '-' && p.end == n.start-1 && !p.glued && !p.inDate && !p.version
}
