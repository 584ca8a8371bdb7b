package verify

import (
	"sort"
	"strconv"
)

// reportsCallError reports whether the sentence of a clause states the
// HTTP status a failed call returned ("新闻页面返回了 HTTP 503", "規程ページは
// `HTTP 401 Unauthorized` で取得できませんでした", "the page returned a
// 403"): the reply reports the call's failure, in every language by the
// same number, and claims no result of it. The number must be an error
// status (400-599) that the failed call's own error text writes.
func (c *check) reportsCallError(in *info) bool {
	lo, hi := c.sentenceBounds(span{in.start, in.end}, 160, 160)
	for k := sort.Search(len(c.nums), func(k int) bool { return c.nums[k].start >= lo }); k < len(c.nums) && c.nums[k].end <= hi; k++ {
		n := &c.nums[k]
		if !isIntNum(n) || n.vals[0] < 400 || n.vals[0] > 599 {
			continue
		}
		s := strconv.Itoa(int(n.vals[0]))
		for ci := range c.calls {
			if !c.calls[ci].ok && wordIn(c.calls[ci].Result, s) {
				return true
			}
		}
	}
	return false
}
