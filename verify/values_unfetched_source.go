package verify

// A value the reply gives in the sentence of a URL it cites and no call
// fetched is the value of that page ("Tidal Wave charges $24.99 (https://…)",
// "la tarifa es de 20 $, según https://…", "中位数约 12 分钟（https://…）"):
// the source it names is not the result of the call that did run, so the
// value is not held to that result. That nothing backs it is the
// unfetched_source finding's, on the URL.

// unfetchedSourceOf reports whether the URL nearest the value at sp within
// its sentence (the first after it, else the last before it) is one that no
// ok call fetched or returned, outside code and citations.
func (c *check) unfetchedSourceOf(sp span) bool {
	if c.unfetched == 0 {
		c.unfetched = 1
		for _, u := range c.urls {
			if !c.fetched[c.normURL(c.masked[u.start:u.end])] {
				c.unfetched = 2
				break
			}
		}
	}
	if c.unfetched == 1 {
		return false
	}
	lo, hi := c.sentenceBounds(sp, 300, 400)
	k := spansFrom(c.urls, sp.end)
	var u span
	switch {
	case k < len(c.urls) && c.urls[k].start < hi:
		u = c.urls[k]
	case k > 0 && c.urls[k-1].end <= sp.start && c.urls[k-1].start >= lo:
		u = c.urls[k-1]
	default:
		return false
	}
	if c.inCitation(u) || c.inCode(u.start) || c.quoted(u) {
		return false
	}
	norm := c.normURL(c.masked[u.start:u.end])
	return !c.fetched[norm] && !c.reqURLs[norm]
}
