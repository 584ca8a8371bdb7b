package verify

// restatesFailure reports whether the sentence around sp states the
// error a failed call of family f returned (see restatesCallError).
func (c *check) restatesFailure(sp span, f string) bool {
	for i := range c.calls {
		if c.failedOf(i, f) && c.restatesCallError(sp, i) {
			return true
		}
	}
	return false
}

// restatesCallError reports whether the sentence around sp states an
// HTTP status of the failed call ci's result ("新闻页面返回了 HTTP 503",
// "規程ページは HTTP 401 で取得できませんでした", "the page answered 403"). Such
// a sentence reports the failure honestly; its tool noun ("页面", "page")
// names the call that failed, not a result the reply claims from it.
func (c *check) restatesCallError(sp span, ci int) bool {
	lo, hi := c.sentenceBounds(sp, 240, 240)
	return c.statesCallError(lo, hi, ci) || c.statesCallWait(lo, hi, ci) // see failure_wait_restated.go
}

// statesCallError reports whether the reply's text [lo, hi) holds an HTTP
// status (4xx, 5xx) of the failed call ci's result.
func (c *check) statesCallError(lo, hi, ci int) bool {
	r := c.calls[ci].Result
	if len(r) > 4<<10 {
		r = r[:4<<10] // an error's status is at its start
	}
	for j := 0; j+3 <= len(r); j++ {
		code := r[j : j+3]
		if code[0] != '4' && code[0] != '5' || !isDigitByte(code[1]) || !isDigitByte(code[2]) ||
			j > 0 && isDigitByte(r[j-1]) || j+3 < len(r) && isDigitByte(r[j+3]) {
			continue
		}
		if digitsIn(c.folded[lo:hi], code, anySign) {
			return true
		}
	}
	return false
}
