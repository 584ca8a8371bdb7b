package verify

import (
	"strconv"
	"strings"
)

// monthOtherCall reports whether the clause names one month, and call ci
// was asked for another while some other ok call was asked for that one:
// "10月则没有取消的" beside two monthly summaries, {"month":"2024-11"} with
// one cancellation and {"month":"2024-10"} with none, is about October's
// record, and November's count does not contradict it. The month is read
// from the clause ("October", "octubre", "अक्टूबर", "10月") or, for a
// table cell, from its column's header ("| 取消 | 1 个 | 无 |" under "| 项目
// | 11月 | 10月 |"). A clause part that names no month, or two, binds no
// call by month.
func (c *check) monthOtherCall(in *info, ci int) bool {
	m := c.clauseMonth(in)
	if m == 0 {
		return false
	}
	if argMonths(c.calls[ci].lowerArgs())&(1<<m) != 0 || argMonths(c.calls[ci].lowerArgs()) == 0 {
		return false
	}
	for cj := range c.calls {
		if cj != ci && c.calls[cj].ok && argMonths(c.calls[cj].lowerArgs())&(1<<m) != 0 {
			return true
		}
	}
	return false
}

// clauseMonth returns the one month the clause (or the header of the
// table column its absence lies in) names, or 0.
func (c *check) clauseMonth(in *info) int {
	// The absence's own part of the clause: "11月有 1 个窗口被取消了，10月则
	// 没有取消的" scopes its 没有 to October.
	lo, hi := in.start, in.end
	for _, sep := range monthPartSeps {
		if i := strings.LastIndex(c.folded[lo:in.absence.start], sep); i >= 0 {
			lo += i + len(sep)
		}
	}
	if h0, h1, ok := c.cellHeader(in.absence.start); ok {
		lo, hi = h0, h1
	}
	m := 0
	for _, h := range c.buf.months {
		if h.start >= lo && h.end <= hi {
			v, _ := strconv.Atoi(h.t.family)
			if m != 0 && v != m {
				return 0
			}
			m = v
		}
	}
	s := c.folded[lo:hi]
	for i := 0; ; {
		j := strings.Index(s[i:], "月")
		if j < 0 {
			break
		}
		at := i + j
		i = at + len("月")
		k := at
		for k > 0 && at-k < 2 && isDigitByte(s[k-1]) {
			k--
		}
		if k == at || k > 0 && isDigitByte(s[k-1]) || i < len(s) && isDigitByte(s[i]) {
			continue // no number, or a day (10月5日)
		}
		if v, _ := strconv.Atoi(s[k:at]); v >= 1 && v <= 12 {
			if m != 0 && v != m {
				return 0
			}
			m = v
		}
	}
	return m
}

// cellHeader returns the span of the header cell of the markdown table
// column that pos lies in, when pos lies in a later cell of a table row
// below a header; ok is false otherwise. The table is read back at most
// 32 rows.
func (c *check) cellHeader(pos int) (lo, hi int, ok bool) {
	cells, ls, ok := c.rowBefore(pos)
	if !ok {
		return 0, 0, false
	}
	col := strings.Count(cells, "|")
	if col == 0 {
		return 0, 0, false
	}
	hdr := -1
	for n := 0; n < 32 && ls > 0; n++ {
		ps := strings.LastIndexByte(c.folded[:ls-1], '\n') + 1
		if l := strings.TrimSpace(c.folded[ps : ls-1]); l == "" || l[0] != '|' {
			break
		}
		hdr, ls = ps, ps
	}
	if hdr < 0 {
		return 0, 0, false
	}
	off := hdr + strings.IndexByte(c.folded[hdr:], '|') + 1
	for k := 0; k <= col; k++ {
		e := strings.IndexAny(c.folded[off:], "|\n")
		if e < 0 || c.folded[off+e] == '\n' {
			return 0, 0, false
		}
		if k == col {
			return off, off + e, true
		}
		off += e + 1
	}
	return 0, 0, false
}

// monthPartSeps end a part of a clause.
var monthPartSeps = []string{"，", ", ", "；", "; ", "、"}

// argMonths returns the months (bit m for month m) of the ISO dates and
// year-months ("2024-10", "2024-10-05") in a call's arguments.
func argMonths(args string) uint16 {
	var ms uint16
	for i := 0; i+7 <= len(args); i++ {
		if i > 0 && isDigitByte(args[i-1]) || !isDigitByte(args[i]) || !isDigitByte(args[i+1]) || !isDigitByte(args[i+2]) || !isDigitByte(args[i+3]) ||
			args[i+4] != '-' || !isDigitByte(args[i+5]) || !isDigitByte(args[i+6]) || i+7 < len(args) && isDigitByte(args[i+7]) {
			continue
		}
		if m := int(args[i+5]-'0')*10 + int(args[i+6]-'0'); m >= 1 && m <= 12 {
			ms |= 1 << m
		}
	}
	return ms
}
