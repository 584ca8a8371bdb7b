package verify

import "sort"

// headingFailSection reports an absence in a heading ("## 没查到的部分",
// "## Not found", "## नहीं मिला") whose section, up to the next heading,
// reports a call's failure ("报关单查询超时了", "el servicio devolvió 502")
// in a turn where a call failed: the heading names the section, and what
// was not found is what the failed call was to fetch, not what the ok
// calls the heading would default to. A heading over a section that
// reports no failure stays a claim. At most 16 clauses of the section are
// read.
func (c *check) headingFailSection(in *info) bool {
	if !c.anyFailed() || !c.heading(in) {
		return false
	}
	infos := c.buf.infos
	end := in.end
	if i := indexByte(c.masked[in.absence.end:], '\n'); i >= 0 {
		end = in.absence.end + i
	}
	k := sort.Search(len(infos), func(k int) bool { return infos[k].start >= end })
	for n := 0; k < len(infos) && n < 16; k, n = k+1, n+1 {
		o := &infos[k]
		if o.start > end+600 || c.heading(o) {
			break
		}
		if o.fail {
			return true
		}
	}
	return false
}
