package verify

import (
	"strings"
)

// Rules of assignment CJ: values and counts a clean reply derives from a
// result in ways the general checks did not read (a time restated in a
// stated UTC offset, a net count worked out on the line, a count of one
// section of a sectioned result, a count in an offered action).

// wishWords open a condition on the user's wish ("if you want, I'll draft
// an email"): what follows the comma is an offer of the assistant, not a
// statement about a result, unlike an epistemic condition ("if I read
// this right, 3 failed") whose main clause is asserted.
var wishWords = []string{"if you want", "if you'd like", "if you like", "if needed", "if you need", "si quieres", "si lo deseas", "si deseas",
	"si prefieres", "si necesitas", "si te parece", "需要的话", "如果需要", "如果你需要", "要不要", "よければ", "必要なら", "必要であれば", "चाहें तो", "चाहें"}

// offeredAt reports whether sp follows, in its clause, a wish condition.
func (c *check) offeredAt(in *info, sp span) bool {
	for _, h := range in.hedges {
		if h.end > sp.start {
			continue
		}
		t := c.folded[h.start:h.end]
		for _, w := range wishWords {
			if strings.Contains(t, w) {
				return true
			}
		}
	}
	return false
}

// netCount reports whether a count claim of ten or more is the sum or
// difference of two figures the reply wrote just before it on its line:
// "+221 / −45，净增 176 行" shows its working, and its terms are checked
// as values in their own right. Small counts are left to partsOf, where a
// coincidence is likely.
func (c *check) netCount(cc countClaim) bool {
	if cc.num < 0 || cc.n < 10 {
		return false
	}
	n := &c.nums[cc.num]
	ls, _ := c.lineAround(n.start, n.end)
	v := float64(cc.n)
	lo := cc.num - 1
	for lo >= 0 && lo >= cc.num-6 && c.nums[lo].start >= ls {
		lo--
	}
	for a := lo + 1; a < cc.num; a++ {
		x := &c.nums[a]
		if len(x.vals) == 0 || x.inDate || x.percent || x.glued {
			continue
		}
		for b := a + 1; b < cc.num; b++ {
			y := &c.nums[b]
			if len(y.vals) == 0 || y.inDate || y.percent || y.glued {
				continue
			}
			p, q := x.vals[0], y.vals[0]
			if p+q == v || p-q == v || q-p == v {
				return true
			}
		}
	}
	return false
}

// sectionCounts returns the number of list items under each heading of a
// sectioned result ("## Breaking changes" with two bullets, "Features:"
// with three): "有两个" about breaking changes counts one section, not the
// whole page. Only results with two or more sections have any.
func (ci *callInfo) sectionCounts() []int {
	if ci.cjSecDone {
		return ci.cjSecs
	}
	ci.cjSecDone = true
	var secs []int
	open, k := false, 0
	r := ci.Result
	for len(r) > 0 {
		i := strings.IndexByte(r, '\n')
		line := r
		if i >= 0 {
			line, r = r[:i], r[i+1:]
		} else {
			r = ""
		}
		t := strings.TrimSpace(line)
		switch {
		case t == "":
		case strings.HasPrefix(t, "#") || strings.HasSuffix(t, ":") && len(t) < 80 && !bulletLine(t):
			if open && k > 0 {
				secs = append(secs, k)
			}
			open, k = true, 0
		case bulletLine(t):
			if open {
				k++
			}
		default:
			if open && k > 0 {
				secs = append(secs, k)
			}
			open, k = false, 0
		}
	}
	if open && k > 0 {
		secs = append(secs, k)
	}
	if len(secs) < 2 {
		secs = nil
	}
	ci.cjSecs = secs
	return secs
}

// bulletLine reports whether a trimmed line is a list item: "- x", "* x",
// "• x", "1. x".
func bulletLine(t string) bool {
	if strings.HasPrefix(t, "- ") || strings.HasPrefix(t, "* ") || strings.HasPrefix(t, "• ") {
		return true
	}
	i := 0
	for i < len(t) && i < 3 && isDigitByte(t[i]) {
		i++
	}
	return i > 0 && i+1 < len(t) && (t[i] == '.' || t[i] == ')') && t[i+1] == ' '
}

// sectionCount reports whether the count is that of one section of a
// sectioned target result.
func (c *check) sectionCount(cc countClaim, targets []int) bool {
	for _, ci := range targets {
		for _, k := range c.calls[ci].sectionCounts() {
			if k == cc.n {
				return true
			}
		}
	}
	return false
}

// tzOffsets returns, in minutes, the UTC offsets the reply or the request
// states ("UTC−6", "GMT+5:30", "UTC +9"): a reply that names one restates
// the result's times in it ("15:00 UTC → 09:00 CDMX"). Computed once.
func (c *check) tzOffsets() []int {
	if c.cjOffDone {
		return c.cjOffs
	}
	c.cjOffDone = true
	var offs []int
	for _, s := range [2]string{c.folded, c.request} {
		for i := 0; i < len(s) && len(offs) < 8; {
			j := strings.Index(s[i:], "utc")
			g := strings.Index(s[i:], "gmt")
			if j < 0 || g >= 0 && g < j {
				j = g
			}
			if j < 0 {
				break
			}
			p := i + j + 3
			i = p
			for p < len(s) && s[p] == ' ' {
				p++
			}
			sign := 0
			switch {
			case strings.HasPrefix(s[p:], "+"):
				sign, p = 1, p+1
			case strings.HasPrefix(s[p:], "-"):
				sign, p = -1, p+1
			case strings.HasPrefix(s[p:], "−"), strings.HasPrefix(s[p:], "–"), strings.HasPrefix(s[p:], "＋"):
				sign = -1
				if strings.HasPrefix(s[p:], "＋") {
					sign = 1
				}
				p += 3
			}
			if sign == 0 {
				continue
			}
			h, q := 0, p
			for q < len(s) && q < p+2 && isDigitByte(s[q]) {
				h = h*10 + int(s[q]-'0')
				q++
			}
			if q == p || h > 14 {
				continue
			}
			m := h * 60
			if q+2 < len(s) && s[q] == ':' && isDigitByte(s[q+1]) && isDigitByte(s[q+2]) {
				m += int(s[q+1]-'0')*10 + int(s[q+2]-'0')
			}
			offs = append(offs, sign*m)
		}
	}
	c.cjOffs = offs
	return offs
}

// tzShifted reports whether the clock time n is a time of the results
// moved by a UTC offset the reply or request states, either way (a UTC
// result shown in local time, or a local one in UTC).
func (c *check) tzShifted(n *num, calls []int) bool {
	rest := c.folded[n.end:]
	if len(rest) < 3 || rest[0] != ':' || !isDigitByte(rest[1]) || !isDigitByte(rest[2]) || len(n.vals) == 0 {
		return false
	}
	offs := c.tzOffsets()
	if len(offs) == 0 {
		return false
	}
	m := int(n.vals[0])*60 + int(rest[1]-'0')*10 + int(rest[2]-'0')
	for _, ci := range calls {
		r := c.calls[ci].folded
		for i := 1; i+2 < len(r); i++ {
			if r[i] != ':' || !isDigitByte(r[i-1]) || !isDigitByte(r[i+1]) || !isDigitByte(r[i+2]) {
				continue
			}
			h := int(r[i-1] - '0')
			if i >= 2 && isDigitByte(r[i-2]) {
				h += 10 * int(r[i-2]-'0')
			}
			t := h*60 + int(r[i+1]-'0')*10 + int(r[i+2]-'0')
			for _, o := range offs {
				for _, x := range [2]int{t + o, t - o} {
					if (x+1440)%1440 == m {
						return true
					}
				}
			}
		}
	}
	return false
}
