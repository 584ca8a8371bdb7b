package verify

// partFollows reports whether the breakdown a count opens goes on past the
// part at nums[j], a Chinese or Japanese number word: another number word
// on the line, within the parts wholeOfParts reads (up to index last,
// before le). Digits are not read so: "48 passed, 2 skipped … about 3
// seconds" goes on to other figures, while number words in a row are the
// items of one list. "6 个文件：两张…、
// 两版…、两个…，外加一个…" lists 2+2+2+1 = 7: the first three parts add up to
// the claim, but the list is not done, and its whole is 7, not 6.
func (c *check) partFollows(j, last, le int) bool {
	k := j + 1
	if k >= len(c.nums) || k > last || c.nums[k].start >= le {
		return false
	}
	r := &c.nums[k]
	return !r.glued && !r.percent && !r.inDate && len(r.vals) > 0 && isIntNum(r) && r.cjk && c.nums[j].cjk
}
