package verify

import (
	"math"
	"sort"
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
	if ci.sectionsDone {
		return ci.sectionList
	}
	ci.sectionsDone = true
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
	ci.sectionList = secs
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
	if c.tzOffsDone {
		return c.tzOffs
	}
	c.tzOffsDone = true
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
	c.tzOffs = offs
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

// meanWords say a figure is an average: "CPU 平均使用率是 65%".
var meanWords = []string{"average", "mean", "avg", "promedio", "media", "平均", "均值", "औसत"}

// colAggregate reports whether n is the mean of a result column, when the
// reply calls it an average just before it, or the total of a column of
// sizes restated in a larger size unit ("6 logs … unos 244 MB" over six
// byte counts): figures the reply worked out from the result's own
// column, not values it misread.
func (c *check) colAggregate(n *num, calls []int) bool {
	if len(n.vals) == 0 {
		return false
	}
	ls, _ := c.lineAround(n.start, n.end)
	before := c.folded[max(ls, n.start-40):n.start]
	mean := false
	for _, w := range meanWords {
		mean = mean || strings.Contains(before, w)
	}
	unit := sizeUnit(c.folded, n.end)
	if unit > 0 && !byteUnit(c.folded[n.end:min(len(c.folded), n.end+5)]) {
		unit = 0 // "$822.6k" is thousands of dollars, not kilobytes
	}
	if !mean && unit == 0 {
		return false
	}
	hit := func(x float64, loose bool) bool {
		for _, v := range n.vals {
			if near(v, n.dec, x) || n.dec == 0 && math.Abs(v-x) < 0.5 || loose && x > 0 && math.Abs(v-x) <= 0.01*x {
				return true
			}
		}
		return false
	}
	for _, ci := range calls {
		for _, col := range c.calls[ci].columns() {
			if col.n < 2 {
				continue
			}
			if mean && hit(col.sum/float64(col.n), false) {
				return true
			}
			if unit > 0 {
				for _, base := range [2]float64{1000, 1024} {
					if d := math.Pow(base, float64(unit)); col.sum >= d && hit(col.sum/d, true) {
						return true
					}
				}
			}
		}
	}
	return false
}

// yearWords mark a figure as yearly: "一年就是 24,000 元", "al año".
var yearWords = []string{"a year", "per year", "/year", "annual", "yearly", "al año", "anual", "por año", "一年", "每年", "年间", "全年", "年間", "1年", "सालाना", "प्रति वर्ष", "साल"}

// yearly reports whether n, marked as yearly, is twelve times a monthly or
// fifty-two times a weekly figure the reply gave just before it on its
// line or sentence: "每月 2000 元，一年就是 24,000 元".
func (c *check) yearly(n *num) bool {
	if len(n.vals) == 0 || n.percent {
		return false
	}
	w := c.folded[max(0, n.start-16):min(len(c.folded), n.end+16)]
	yr := false
	for _, y := range yearWords {
		yr = yr || strings.Contains(w, y)
	}
	if !yr {
		return false
	}
	for k := n.index - 1; k >= 0 && k >= n.index-6 && n.start-c.nums[k].end < 200; k-- {
		r := &c.nums[k]
		if r.glued || r.inDate || r.percent || len(r.vals) == 0 {
			continue
		}
		for _, f := range [2]float64{12, 52} {
			for _, v := range n.vals {
				if near(v, n.dec, r.vals[len(r.vals)-1]*f) {
					return true
				}
			}
		}
	}
	return false
}

// totalRow reports whether n sits in a markdown table row labelled as a
// total ("| **合计** | **157,530.50** |", "| Total | 26 |") and is the sum
// of the figures in its column above: the reply's own column sum, whose
// terms are checked one by one.
func (c *check) totalRow(n *num) bool {
	if len(n.vals) == 0 {
		return false
	}
	ls, le := c.lineAround(n.start, n.end)
	row := c.folded[ls:le]
	if !strings.HasPrefix(strings.TrimSpace(row), "|") {
		return false
	}
	label := row
	if i := strings.IndexByte(row[1:], '|'); i >= 0 {
		label = row[:i+1]
	}
	tot := false
	for _, w := range []string{"total", "suma", "合计", "总计", "合計", "总和", "कुल", "योग"} {
		tot = tot || strings.Contains(label, w)
	}
	if !tot {
		return false
	}
	cell := strings.Count(c.folded[ls:n.start], "|")
	sum, terms := 0.0, 0
	end := ls
	for k := n.index - 1; k >= 0 && terms < 64; k-- {
		r := &c.nums[k]
		if r.end > end {
			continue // another number of n's row or of a row already read
		}
		rs, re := c.lineAround(r.start, r.end)
		line := c.folded[rs:re]
		if !strings.HasPrefix(strings.TrimSpace(line), "|") {
			break // the table ends above
		}
		if strings.Count(c.folded[rs:r.start], "|") == cell && !r.glued && !r.inDate && len(r.vals) > 0 {
			sum += r.vals[len(r.vals)-1]
			terms++
			end = rs // one figure a row
		}
	}
	if terms < 2 {
		return false
	}
	for _, v := range n.vals {
		if near(v, n.dec, sum) || math.Abs(v-sum) < 0.005 {
			return true
		}
	}
	return false
}

// byteUnit reports whether text opens with a unit of bytes: "mb", " gib".
func byteUnit(t string) bool {
	t = strings.TrimPrefix(t, " ")
	if t == "" || strings.IndexByte("kmgt", t[0]) < 0 {
		return false
	}
	t = strings.TrimPrefix(t[1:], "i")
	return strings.HasPrefix(t, "b")
}

// Bounds before or after a percentage: "algo más del 60 %", "over 60%",
// "不到一半", "60%以上", "almost 40%".
var (
	pctAbove      = []string{"more than", "over", "above", "más del", "más de", "mas del", "superior al", "超过", "多于", "高于", "से अधिक", "से ज़्यादा", "से ज्यादा"}
	pctAboveAfter = []string{"以上", "超", "से अधिक", "से ज़्यादा", "से ज्यादा"}
	pctBelow      = []string{"less than", "under", "almost", "nearly", "just below", "menos del", "menos de", "casi", "不到", "低于", "接近", "近", "से कम", "लगभग"}
	pctBelowAfter = []string{"未満", "弱", "近く", "से कम"}
)

// boundedPct reports whether a percentage given as a bound ("más del
// 60 %") bounds, within five points, a ratio of two figures the reply gave
// before it: "23 commits de personas, con Marta (14) haciendo algo más
// del 60 %". A bound is not a reading, so it is not held to equality.
func (c *check) boundedPct(n *num) bool {
	if !n.percent || len(n.vals) == 0 {
		return false
	}
	before := strings.TrimRight(strings.ReplaceAll(c.folded[max(0, n.start-16):n.start], "**", ""), " ")
	after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+16)], " %％")
	dir := 0
	for _, w := range pctAbove {
		if wordSuffix(before, w) {
			dir = 1
		}
	}
	for _, w := range pctAboveAfter {
		if strings.HasPrefix(after, w) {
			dir = 1
		}
	}
	for _, w := range pctBelow {
		if wordSuffix(before, w) {
			dir = -1
		}
	}
	for _, w := range pctBelowAfter {
		if strings.HasPrefix(after, w) {
			dir = -1
		}
	}
	if dir == 0 {
		return false
	}
	v := n.vals[0]
	var prev [12]float64
	k := 0
	for j := n.index - 1; j >= 0 && k < len(prev) && n.start-c.nums[j].end < 600; j-- {
		if r := &c.nums[j]; !r.glued && !r.inDate && !r.percent && len(r.vals) > 0 && r.vals[0] > 0 {
			prev[k] = r.vals[0]
			k++
		}
	}
	for a := 0; a < k; a++ {
		for b := 0; b < k; b++ {
			if prev[a] >= prev[b] {
				continue
			}
			p := prev[a] / prev[b] * 100
			if dir > 0 && p >= v && p < v+5 || dir < 0 && p <= v && p > v-5 {
				return true
			}
		}
	}
	return false
}

// wordSuffix reports whether s ends with w as a whole word: "turnover"
// does not end with the word "over".
func wordSuffix(s, w string) bool {
	if !strings.HasSuffix(s, w) {
		return false
	}
	i := len(s) - len(w)
	return i == 0 || !isLetterByte(w[0]) || !isLetterByte(s[i-1])
}

// asideMarkers say that what follows is the assistant's own knowledge, not
// a tool's result: "no lo he comprobado con ninguna herramienta, te lo digo
// de memoria", "ツールで確認したわけではなく私の知識ベースの話ですが". Values
// in such an aside are not read from a result, so they are not held to one.
var asideMarkers = []string{"from memory", "from my own knowledge", "from my knowledge", "not something i checked", "haven't verified this", "not verified with",
	"digo de memoria", "hablo de memoria", "cito de memoria", "no lo he comprobado", "no lo he verificado", "por lo que sé",
	"凭记忆", "根据已知", "我的知识", "不在上面的搜索结果", "不是工具查到的",
	"知識ベース", "私の知識", "記憶では", "ツールで確認したわけでは", "ツールでは確認していません",
	"मेरी जानकारी के अनुसार", "याद से", "टूल से जाँचा नहीं"}

// knowledgeAside reports whether the clause is in a paragraph that
// announces, before or in the clause, that it speaks from the assistant's
// own knowledge. The marker offsets are found once per reply.
func (c *check) knowledgeAside(in *info) bool {
	if !c.asidesDone {
		c.asidesDone = true
		for _, m := range asideMarkers {
			for at := 0; c.mayHold(m); {
				i := strings.Index(c.folded[at:], m)
				if i < 0 {
					break
				}
				c.asides = append(c.asides, at+i)
				at += i + len(m)
			}
		}
		sort.Ints(c.asides)
	}
	if len(c.asides) == 0 {
		return false
	}
	// The last marker before the clause's end, within 600 bytes and with
	// no blank line between it and the clause.
	k := sort.SearchInts(c.asides, in.end) - 1
	if k < 0 {
		return false
	}
	m := c.asides[k]
	if in.start-m > 600 {
		return false
	}
	return m >= in.start || !strings.Contains(c.folded[m:in.start], "\n\n")
}

// failedArgCount reports whether a count is one a call that did not
// succeed asked for in its arguments ("tail -n 50" denied or failing;
// "我本来想再看看 slow.log 的最后 50 行"): the reply tells what it tried,
// and a call that returned nothing has no items to miscount. The clause
// must name the failed call's object (its file, host or query word).
func (c *check) failedArgCount(in *info, cc countClaim) bool {
	for ci := range c.calls {
		call := &c.calls[ci]
		if call.ok {
			continue
		}
		named := false
		for _, w := range anchorTokens(call.Args) { // only failed calls: ok ones have theirs cached
			named = named || len(w) >= 3 && strings.Contains(c.folded[in.start:in.end], w)
		}
		if !named {
			continue
		}
		a := call.Args
		for i := 0; i < len(a); {
			if !isDigitByte(a[i]) {
				i++
				continue
			}
			j, v := i, 0
			for j < len(a) && isDigitByte(a[j]) && j-i < 9 {
				v = v*10 + int(a[j]-'0')
				j++
			}
			if v == cc.n && (i == 0 || !isLetterByte(a[i-1])) && (j >= len(a) || !isLetterByte(a[j])) && countFlagBefore(a[:i]) {
				return true
			}
			for j < len(a) && isDigitByte(a[j]) {
				j++
			}
			i = j
		}
	}
	return false
}

// countFlags ask a tool for a number of items: "tail -n 50", "--tail=50",
// "LIMIT 20", "head -20", "per_page": 30.
var countFlags = []string{"-n", "--lines", "--tail", "--max-count", "-m", "limit", "head", "tail", "top", "per_page", "page_size", "max_results", "max", "count", "size", "last"}

// countFlagBefore reports whether the argument text a ends, past spaces,
// '=', ':', quotes and a dash, with a flag or word asking for a count.
func countFlagBefore(a string) bool {
	a = strings.ToLower(strings.TrimRight(a, " =:\"'-"))
	for _, f := range countFlags {
		if strings.HasSuffix(a, f) && (len(a) == len(f) || !isLetterByte(a[len(a)-len(f)-1]) || f[0] == '-') {
			return true
		}
	}
	return false
}

// nameSquashed reports whether a company or person name of two or more
// words is written in a result as one lower-case word, as in a mail
// domain or handle: "Bright Logistics" in sunny@brightlogistics.com.
func (c *check) nameSquashed(name string, calls []int) bool {
	var b strings.Builder
	for _, r := range strings.ToLower(name) {
		if r != ' ' {
			b.WriteRune(r)
		}
	}
	s := b.String()
	if len(s) < 8 || len(s) == len(name) {
		return false
	}
	for _, ci := range calls {
		if strings.Contains(c.calls[ci].folded, s) {
			return true
		}
	}
	return false
}

// totalWords label a table's total row.
var totalWords = []string{"total", "suma", "合计", "总计", "合計", "总和", "कुल", "योग"}

// totalLabel reports whether a table row's first cell names a total.
func totalLabel(row string) bool {
	label := row
	if i := strings.IndexByte(row[min(1, len(row)):], '|'); i >= 0 {
		label = row[:i+1]
	}
	for _, w := range totalWords {
		if strings.Contains(label, w) {
			return true
		}
	}
	return false
}

// shareOfTotal reports whether a percentage in a markdown table row is
// the row's figure over the table's total row ("| Rent | 18,000 | 62.8% |"
// with "| **कुल** | **28,640** |"): a share column the reply computed.
// Only the table's own lines are read, up to 64 of them each way.
func (c *check) shareOfTotal(n *num) bool {
	if !n.percent || len(n.vals) == 0 {
		return false
	}
	ls, le := c.lineAround(n.start, n.end)
	if !strings.HasPrefix(strings.TrimSpace(c.folded[ls:le]), "|") {
		return false
	}
	var xs [4]float64
	k := 0
	for j := n.index - 1; j >= 0 && c.nums[j].start >= ls && k < len(xs); j-- {
		if r := &c.nums[j]; !r.percent && !r.glued && !r.inDate && len(r.vals) > 0 {
			xs[k] = r.vals[len(r.vals)-1]
			k++
		}
	}
	if k == 0 {
		return false
	}
	// Find the total row: walk the table's lines down, then up.
	tot := -1
	for dir := 1; dir >= -1 && tot < 0; dir -= 2 {
		s, e := ls, le
		for step := 0; step < 64; step++ {
			if dir > 0 {
				if e+1 >= len(c.folded) {
					break
				}
				s, e = c.lineAround(e+1, e+1)
			} else {
				if s == 0 {
					break
				}
				s, e = c.lineAround(s-1, s-1)
			}
			row := strings.TrimSpace(c.folded[s:e])
			if !strings.HasPrefix(row, "|") {
				break
			}
			if totalLabel(row) {
				tot = s
				break
			}
		}
	}
	if tot < 0 {
		return false
	}
	_, te := c.lineAround(tot, tot)
	for j := sort.Search(len(c.nums), func(j int) bool { return c.nums[j].start >= tot }); j < len(c.nums) && c.nums[j].start < te; j++ {
		r := &c.nums[j]
		if r.percent || r.glued || r.inDate || len(r.vals) == 0 {
			continue
		}
		t := r.vals[len(r.vals)-1]
		if t == 0 {
			continue
		}
		for _, x := range xs[:k] {
			for _, v := range n.vals {
				if near(v, n.dec, x/t*100) {
					return true
				}
			}
		}
	}
	return false
}
