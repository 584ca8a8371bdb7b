package verify

import (
	"math"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// fbFactOK gathers the computed-value readings of values_fb.go: a figure
// the reply worked out from the result (a row total of its own table, a
// weighted mean, a price times the user's quantity times a rate, a line
// count less its header) is not a misread value.
func (c *check) fbFactOK(in *info, n *num, calls []int) bool {
	return len(n.vals) > 0 && c.requestNumWord(n.vals[0]) || c.totalColumn(n) || c.weightedMean(n, calls) || c.headerLess(n, calls) || c.milliCores(n, calls) || c.columnShare(n, calls) || c.threeFactor(n, calls)
}

// totalColumn reports whether n sits in a markdown table column whose
// header names a total ("| Proveedor | Enero | Febrero | **Total** |") and
// is the sum of the figures left of it on its row: the reply's own row
// sum, whose terms are checked cell by cell. At most 64 lines up are read
// to find the header.
func (c *check) totalColumn(n *num) bool {
	if len(n.vals) == 0 || n.percent {
		return false
	}
	ls, le := c.lineAround(n.start, n.end)
	if !strings.HasPrefix(strings.TrimSpace(c.folded[ls:le]), "|") {
		return false
	}
	cell := strings.Count(c.folded[ls:n.start], "|")
	if cell < 3 {
		return false // a label and at least two terms before it
	}
	// The header is the table's first line.
	hs, he := ls, le
	for step := 0; step < 64 && hs > 0; step++ {
		s, e := c.lineAround(hs-1, hs-1)
		if !strings.HasPrefix(strings.TrimSpace(c.folded[s:e]), "|") {
			break
		}
		hs, he = s, e
	}
	if hs == ls {
		return false
	}
	header := c.folded[hs:he]
	// The header's cell of n's column.
	at := 0
	for k := 0; k < cell; k++ {
		i := strings.IndexByte(header[at:], '|')
		if i < 0 {
			return false
		}
		at += i + 1
	}
	end := strings.IndexByte(header[at:], '|')
	if end < 0 {
		end = len(header) - at
	}
	head := header[at : at+end]
	tot := false
	for _, w := range totalWords {
		tot = tot || strings.Contains(head, w)
	}
	if !tot {
		return false
	}
	sum, terms := 0.0, 0
	for k := n.index - 1; k >= 0 && c.nums[k].start >= ls; k-- {
		r := &c.nums[k]
		if r.glued || r.inDate || r.percent || len(r.vals) == 0 || strings.Count(c.folded[ls:r.start], "|") < 2 {
			continue // the row's label cell ("Q1 2025") is no term
		}
		sum += r.vals[len(r.vals)-1]
		terms++
	}
	return terms >= 2 && (nearAny(n, sum) || math.Abs(n.vals[len(n.vals)-1]-sum) < 0.005)
}

// weightedMean reports whether n, called an average just before it, is
// the mean of one column of a result weighted by another column of the
// same rows: "media de 4,15" over a GROUP BY of scores and their counts,
// "全体平均は 7.4" over per-segment means and their sizes.
func (c *check) weightedMean(n *num, calls []int) bool {
	if len(n.vals) == 0 || n.percent || n.dec == 0 {
		return false
	}
	before := c.folded[max(0, n.start-40):n.start]
	mean := false
	for _, w := range meanWords {
		mean = mean || strings.Contains(before, w)
	}
	if !mean {
		return false
	}
	for _, ci := range calls {
		cols := c.calls[ci].columns()
		for i := range cols {
			for j := range cols {
				a, w := &cols[i], &cols[j]
				if i == j || a.n != w.n || w.sum <= 0 {
					continue
				}
				s := 0.0
				for k := range a.vals {
					s += a.vals[k] * w.vals[k]
				}
				if nearAny(n, s/w.sum) {
					return true
				}
			}
		}
	}
	return false
}

// headerWords name a file's or table's header line.
var headerWords = []string{"header", "cabecera", "encabezado", "表头", "标题行", "表頭", "ヘッダ", "見出し行", "हेडर"}

// headerLess reports whether a whole number is one less than a count or
// value of the results while the reply names a header line near it: "1.842
// líneas; si la primera es la cabecera, son 1.841 clientes".
func (c *check) headerLess(n *num, calls []int) bool {
	if len(n.vals) == 0 || n.percent || n.vals[len(n.vals)-1] != math.Trunc(n.vals[len(n.vals)-1]) {
		return false
	}
	w := c.folded[max(0, n.start-120):min(len(c.folded), n.end+60)]
	said := false
	for _, h := range headerWords {
		said = said || strings.Contains(w, h)
	}
	if !said {
		return false
	}
	for _, ci := range calls {
		for j := range c.calls[ci].nums {
			if r := &c.calls[ci].nums[j]; !r.glued && !r.inDate && len(r.vals) > 0 && r.dec == 0 && nearAny(n, r.vals[0]-1) {
				return true
			}
		}
		if nearAny(n, float64(c.calls[ci].lines-1)) {
			return true
		}
	}
	return false
}

// resultFactors fills c.factorVals once with up to 64 values of the ok results
// and the discount rates of results and request, sorted.
func (c *check) resultFactors() []float64 {
	if c.factorsDone {
		return c.factorVals[:c.factorN]
	}
	c.factorsDone = true
	out := c.factorVals[:0]
	for ci := range c.calls {
		if !c.calls[ci].ok {
			continue
		}
		for j := range c.calls[ci].nums {
			r := &c.calls[ci].nums[j]
			if len(out) < 64 && !r.glued && !r.inDate && len(r.vals) > 0 && r.vals[0] != 0 {
				out = append(out, r.vals[0])
			}
		}
		if strings.Contains(c.calls[ci].folded, "折") && len(out) <= 64 {
			var buf [4]float64
			out = append(out, discountRates(c.calls[ci].folded, buf[:0])...)
		}
	}
	if strings.Contains(c.request, "折") && len(out) <= 68 {
		var buf [4]float64
		out = append(out, discountRates(c.request, buf[:0])...)
	}
	sort.Float64s(out)
	c.factorN = len(out)
	return out
}

// threeFactor reports whether n, a figure of four or more digits, is a
// result value times a quantity the user gave times another result value
// or a discount rate: 20 shares the user holds × $224.23 × 153.40 yen a
// dollar, 500 units × 1,380 元 × 9.5 折. The third factor is found by
// binary search in the sorted values, so the cost is the request's
// numbers times the results' values.
func (c *check) threeFactor(n *num, calls []int) bool {
	if len(n.vals) == 0 || n.percent || slices.Max(n.vals) < 1000 || len(c.reqNums) == 0 {
		return false
	}
	vs := c.resultFactors()
	if len(vs) < 2 {
		return false
	}
	for i := range c.reqNums {
		q := &c.reqNums[i]
		if q.glued || q.inDate || q.percent || len(q.vals) == 0 || q.vals[0] < 2 || q.dec != 0 {
			continue
		}
		for _, a := range vs {
			for _, v := range n.vals {
				b := v / (q.vals[0] * a)
				k := sort.SearchFloat64s(vs, b*0.999)
				for ; k < len(vs) && vs[k] <= b*1.001; k++ {
					x := q.vals[0] * a * vs[k]
					if near(v, n.dec, x) || n.dec == 0 && math.Abs(v-x) < 0.5 {
						return true
					}
				}
			}
		}
	}
	return false
}

// versionBump reports whether a version the reply gives is the next
// release after a version of the results: one part raised by one and the
// parts after it reset to zero (v2.3.1 → v2.4.0, 2.3.1 → 3.0.0, 1.4.2 →
// 1.4.3). Proposing the next version number by SemVer is the reply's own
// reasoning about the result, not a value it misread, when the clause
// says so (nextVersionWords): "the latest release is 23.0.0" over 22.x is
// a misread.
func (c *check) versionBump(in *info, n *num, calls []int) bool {
	clause := c.folded[in.start:in.end]
	next := false
	for _, w := range nextVersionWords {
		next = next || strings.Contains(clause, w)
	}
	if !next {
		return false
	}
	var want [4]int
	k := versionParts(n.digits, &want)
	if k < 2 {
		return false
	}
	for _, ci := range calls {
		for j := range c.calls[ci].nums {
			r := &c.calls[ci].nums[j]
			if !r.version {
				continue
			}
			var have [4]int
			if versionParts(r.digits, &have) != k {
				continue
			}
			for p := 0; p < k; p++ {
				ok := want[p] == have[p]+1
				for q := 0; q < p && ok; q++ {
					ok = want[q] == have[q]
				}
				for q := p + 1; q < k && ok; q++ {
					ok = want[q] == 0
				}
				if ok {
					return true
				}
			}
		}
	}
	return false
}

// nextVersionWords say a version is the one to release next, not one the
// result states: "según SemVer tocaría v2.4.0", "the next release would be".
var nextVersionWords = []string{"semver", "next version", "next release", "bump to", "siguiente versión", "próxima versión", "tocaría",
	"下一个版本", "下个版本", "次のバージョン", "अगला संस्करण", "अगला वर्ज़न"}

// versionParts reads up to four dot-separated numbers of a version.
func versionParts(s string, out *[4]int) int {
	s = strings.TrimPrefix(s, "v")
	k, v, digits := 0, 0, 0
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == '.' {
			if digits == 0 || k == 4 {
				return 0
			}
			out[k] = v
			k, v, digits = k+1, 0, 0
			continue
		}
		if !isDigitByte(s[i]) {
			return 0
		}
		v = v*10 + int(s[i]-'0')
		digits++
	}
	return k
}

// quoteInFailed reports whether quoted text is in the output of a call
// that did not succeed: the reply quoting an error message ("no such
// tracking number", `--max-warnings=0` from a failed lint run) reports
// the failure truly; no receipt backs it, but it is no misread value.
func (c *check) quoteInFailed(t string) bool {
	for ci := range c.calls {
		if !c.calls[ci].ok && len(c.calls[ci].Result) >= len(t) && containsFold(normSpace(c.calls[ci].Result), t) {
			return true
		}
	}
	return false
}

// trailingAsideMarkers mark a value as general knowledge the reply vouches for
// itself, written after the value in the same sentence: "(en torno al
// 23,75 %, dato general que conviene confirmar)", "(general figure, worth
// confirming)". Before the value, knowledgeAside already reads them.
var trailingAsideMarkers = []string{"dato general", "conocimiento general", "general knowledge", "general figure", "worth confirming",
	"一般常识", "常识", "仅供参考", "一般論", "一般的な目安", "要確認", "सामान्य जानकारी"}

// asideAfter reports whether the clause, or its sentence within 200 bytes
// after it, marks what it said as general knowledge. The markers' offsets
// are found once per reply; each clause costs a binary search and at most
// 200 bytes of its sentence.
func (c *check) asideAfter(in *info) bool {
	if !c.trailingAsidesDone {
		c.trailingAsidesDone = true
		for _, m := range trailingAsideMarkers {
			for at := 0; ; {
				i := strings.Index(c.folded[at:], m)
				if i < 0 {
					break
				}
				c.trailingAsides = append(c.trailingAsides, at+i)
				at += i + len(m)
			}
		}
		sort.Ints(c.trailingAsides)
	}
	if len(c.trailingAsides) == 0 {
		return false
	}
	k := sort.SearchInts(c.trailingAsides, in.start)
	if k == len(c.trailingAsides) {
		return false
	}
	m := c.trailingAsides[k]
	if m < in.end {
		return true
	}
	if m > in.end+200 {
		return false
	}
	gap := c.folded[in.end:m]
	for i := 0; i < len(gap); i++ {
		if gap[i] == '\n' || gap[i] == '.' && i+1 < len(gap) && gap[i+1] == ' ' {
			return false
		}
	}
	return !strings.Contains(gap, "。")
}

// minuteUnits after a run of slashed numbers make it a list of durations,
// not a date: load average "1/5/15 分钟", "1/5/15 min".
var minuteUnits = []string{"min", "分钟", "分鐘", "分間", "分", "मिनट"}

// durationsNotDate reports whether the date d is followed by a unit of
// minutes.
func (c *check) durationsNotDate(d date) bool {
	rest := c.folded[d.end:min(len(c.folded), d.end+12)]
	rest = strings.TrimLeft(strings.TrimPrefix(strings.TrimLeft(rest, " "), "**"), " ")
	for _, u := range minuteUnits {
		if strings.HasPrefix(rest, u) {
			return true
		}
	}
	return false
}

// dateInArgText reports whether a date appears as an ISO date in a call's
// arguments, or, for a month of a year, as "2024-10" in its arguments or
// an ok result, where a path, a period field or a file name carries it
// ("/var/log/openvpn/2025-05-20.log", {"period":"2024-10"}): the reply
// names the day or month the call asked about.
func (c *check) dateInArgText(d date) bool {
	if d.m == 0 || d.d == 0 && d.y == 0 {
		return false
	}
	var b [8]byte
	var key string
	if d.d != 0 {
		b[0], b[1], b[2], b[3] = '-', byte('0'+d.m/10), byte('0'+d.m%10), '-'
		b[4], b[5] = byte('0'+d.d/10), byte('0'+d.d%10)
		key = string(b[:6])
	} else {
		y := d.y
		b[0], b[1], b[2], b[3] = byte('0'+y/1000%10), byte('0'+y/100%10), byte('0'+y/10%10), byte('0'+y%10)
		b[4], b[5], b[6] = '-', byte('0'+d.m/10), byte('0'+d.m%10)
		key = string(b[:7])
	}
	for ci := range c.calls {
		if c.isoIn(c.calls[ci].Args, key, d) || d.d == 0 && c.calls[ci].ok && c.isoIn(c.calls[ci].folded, key, d) {
			return true
		}
	}
	return false
}

// isoIn reports whether key (a "-mm-dd" or "yyyy-mm" part of an ISO date)
// is in s as a whole ISO date of d's year, day or month.
func (c *check) isoIn(s, key string, d date) bool {
	for at := 0; ; {
		i := strings.Index(s[at:], key)
		if i < 0 {
			return false
		}
		p := at + i
		at = p + len(key)
		if at < len(s) && isDigitByte(s[at]) || p > 0 && isDigitByte(s[p-1]) && d.d == 0 {
			continue
		}
		if d.d == 0 {
			if at+2 < len(s) && s[at] == '-' && isDigitByte(s[at+1]) {
				continue // 2024-10-05 is a day, not the month
			}
			return true
		}
		if p >= 4 && isDigitByte(s[p-1]) && isDigitByte(s[p-4]) && (d.y == 0 || atoiDigits(s[p-4:p]) == d.y) {
			return true
		}
	}
}

// thresholdCount reports whether a count claim is followed by a word of
// bound ("500 台以上 9.5 折", "100 件未満", "10 से अधिक"): the number is a
// limit the clause compares against, not how many items a result holds.
func (c *check) thresholdCount(cc countClaim) bool {
	return thresholdAfter(c.folded[cc.end:min(len(c.folded), cc.end+24)])
}

// additiveWords right after a counted noun say the items are more of
// something already told, not the whole of a result: "Economic Times का एक
// लेख भी दिखा" (an article too), "un artículo también", "one article too".
var additiveWords = []string{"भी", "también", "too", "as well", "也", "も"}

// additiveCount reports whether a count claim's noun is followed by an
// additive word.
func (c *check) additiveCount(cc countClaim) bool {
	rest := strings.TrimLeft(c.folded[cc.end:min(len(c.folded), cc.end+16)], " *")
	for _, w := range additiveWords {
		if strings.HasPrefix(rest, w) && (w != "too" || len(rest) == 3 || !isLetterByte(rest[3])) {
			return true
		}
	}
	return false
}

// subsetMarkers open a part of what was just counted: "共 10 份，其中保密协议
// 2 份", "5 tickets, of which 2 are open", "12 archivos, de los cuales 3".
var subsetMarkers = []string{"其中", "当中", "のうち", "うち", "of which", "among them", "of them", "de los cuales", "de las cuales", "de ellos", "de ellas", "जिनमें", "इनमें"}

// wholeBefore reports whether claims[i] is followed, before a later claim
// of the clause, by a subset marker: it is the whole the later claims
// break down, not one of the parts that add up to a result's count.
func (c *check) wholeBefore(claims []countClaim, i int) bool {
	if i+1 >= len(claims) || claims[i+1].start <= claims[i].end {
		return false
	}
	gap := c.folded[claims[i].end:claims[len(claims)-1].start]
	if len(gap) > 400 {
		gap = gap[:400]
	}
	for _, m := range subsetMarkers {
		if strings.Contains(gap, m) {
			return true
		}
	}
	return false
}

// digitWords name a string of digits whose length "N 位" gives.
var digitWords = []string{"号", "码", "数字", "位数", "编号"}

// numberLength reports whether a Chinese "N 位" closed by punctuation or
// 的 follows, within 30 bytes, a word for a number or code: "香港手机号 8
// 位、澳门 8 位", "验证码 6 位的", or names the length after it ("11 位的长度"): the length of the number in digits, not a
// count of people (who take a noun after 位 or 有 before it).
func (c *check) numberLength(cc countClaim) bool {
	if cc.noun != "位" || cc.num < 0 {
		return false
	}
	n := &c.nums[cc.num]
	after := strings.TrimLeft(c.folded[cc.end:min(len(c.folded), cc.end+12)], " ")
	closed := after == "" || strings.HasPrefix(after, "的")
	for _, p := range []string{"）", ")", "，", "。", ",", "、", "；", ";", "\n"} {
		closed = closed || strings.HasPrefix(after, p)
	}
	if !closed {
		return false
	}
	if strings.HasPrefix(after, "的长度") || strings.HasPrefix(after, "的号码") || strings.HasPrefix(after, "的数字") {
		return true // "11 位的长度校验": a length by its own words
	}
	before := c.folded[max(0, n.start-30):n.start]
	if strings.Contains(before, "有") {
		return false
	}
	for _, w := range digitWords {
		if strings.Contains(before, w) {
			return true
		}
	}
	return false
}

// partAfter reports whether a count claim follows an earlier claim of the
// clause with a subset marker between them ("共有 12 份合同，其中保密协议 2
// 份"): a part of that whole, checked through the whole.
func (c *check) partAfter(claims []countClaim, cc countClaim) bool {
	for _, w := range claims {
		if w.end > cc.start || w.n <= cc.n {
			continue
		}
		gap := c.folded[w.end:cc.start]
		if len(gap) > 400 {
			continue
		}
		for _, m := range subsetMarkers {
			if strings.Contains(gap, m) {
				return true
			}
		}
	}
	return false
}

// zoneNames are time zones by abbreviation or name, with their offsets
// from UTC in minutes (summer abbreviations carry their own offset).
var zoneNames = []struct {
	name string
	off  int
}{
	{"utc", 0}, {"gmt", 0}, {"cest", 120}, {"cet", 60}, {"bst", 60}, {"eest", 180}, {"eet", 120},
	{"est", -300}, {"edt", -240}, {"cdt", -300}, {"mst", -420}, {"mdt", -360}, {"pst", -480}, {"pdt", -420},
	{"jst", 540}, {"kst", 540}, {"ist", 330}, {"sgt", 480}, {"hkt", 480}, {"aest", 600}, {"aedt", 660},
	{"北京时间", 480}, {"北京時間", 480}, {"日本時間", 540}, {"日本时间", 540}, {"东京时间", 540}, {"भारतीय समय", 330},
}

// zoneShifts returns, once per check, the differences between the UTC
// offsets of the time zones the reply, request, arguments and ok results
// name (by abbreviation, by name, or as "+08:00" after a clock time): a
// meeting at 08:00 CEST is at 14:00 北京时间.
func (c *check) zoneShifts() []int {
	if c.zoneShiftsDone {
		return c.zoneShiftMins[:c.zoneShiftN]
	}
	c.zoneShiftsDone = true
	var offs [8]int
	k := 0
	add := func(o int) {
		for _, x := range offs[:k] {
			if x == o {
				return
			}
		}
		if k < len(offs) {
			offs[k] = o
			k++
		}
	}
	scan := func(s string) {
		for _, z := range zoneNames {
			for at := 0; k < len(offs); {
				i := strings.Index(s[at:], z.name)
				if i < 0 {
					break
				}
				p := at + i
				at = p + len(z.name)
				if (p == 0 || !isLetterByte(s[p-1])) && (at == len(s) || !isLetterByte(s[at])) {
					add(z.off)
					break
				}
			}
		}
		// "15:00:00+08:00": after seconds only, since "09:30-10:00" is a
		// range of clock times.
		for i := 6; i+6 <= len(s) && k < len(offs); i++ {
			if (s[i] == '+' || s[i] == '-') && s[i-3] == ':' && s[i-6] == ':' && isDigitByte(s[i-1]) && isDigitByte(s[i-2]) &&
				isDigitByte(s[i+1]) && isDigitByte(s[i+2]) && s[i+3] == ':' && isDigitByte(s[i+4]) && isDigitByte(s[i+5]) {
				o := (int(s[i+1]-'0')*10+int(s[i+2]-'0'))*60 + int(s[i+4]-'0')*10 + int(s[i+5]-'0')
				if s[i] == '-' {
					o = -o
				}
				add(o)
			}
		}
	}
	scan(c.folded)
	scan(c.request)
	for ci := range c.calls {
		scan(strings.ToLower(c.calls[ci].Args))
		if c.calls[ci].ok {
			scan(c.calls[ci].folded)
		}
	}
	n := 0
	for i := 0; i < k; i++ {
		for j := i + 1; j < k && n < len(c.zoneShiftMins); j++ {
			if d := offs[i] - offs[j]; d != 0 {
				c.zoneShiftMins[n] = d
				n++
			}
		}
	}
	c.zoneShiftN = n
	return c.zoneShiftMins[:n]
}

// zoneShifted reports whether the clock time n is a clock time of the
// results moved by the difference of two time zones the turn names: a
// free slot "08:00-09:30 CEST" given as "北京 14:00–15:30".
func (c *check) zoneShifted(n *num, calls []int) bool {
	rest := c.folded[n.end:]
	if len(rest) < 3 || rest[0] != ':' || !isDigitByte(rest[1]) || !isDigitByte(rest[2]) || len(n.vals) == 0 {
		return false
	}
	shifts := c.zoneShifts()
	if len(shifts) == 0 {
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
			for _, d := range shifts {
				if ((t+d)%1440+1440)%1440 == m || ((t-d)%1440+1440)%1440 == m {
					return true
				}
			}
		}
	}
	return false
}

// coreWords name CPU cores after a figure: "2.48 核", "2.5 cores".
var coreWords = []string{"核", "core", "vcpu", "cpu", "núcleo", "コア", "कोर"}

// milliCores reports whether n, followed by a word for CPU cores, is the
// total of a result's column of millicores given in cores: kubectl top
// writes 412m, 398m, … and "合计约 2.48 核" is their sum over 1000. The
// result must speak of CPU (its "CPU(cores)" header).
func (c *check) milliCores(n *num, calls []int) bool {
	if len(n.vals) == 0 || n.percent || n.dec == 0 {
		return false
	}
	after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+12)], " *")
	core := false
	for _, w := range coreWords {
		core = core || strings.HasPrefix(after, w)
	}
	if !core {
		return false
	}
	for _, ci := range calls {
		if !strings.Contains(c.calls[ci].folded, "cpu") {
			continue
		}
		for _, col := range c.calls[ci].columns() {
			if col.n >= 2 && col.sum >= 1000 && nearAny(n, col.sum/1000) {
				return true
			}
		}
	}
	return false
}

// columnShare reports whether the percentage n is the total of one
// result column over a value of the results: "上位3カテゴリで10月売上の約 82%"
// is three category sums of one query over the month's total of another.
// The value is found by binary search in the sorted result values.
func (c *check) columnShare(n *num, calls []int) bool {
	if !n.percent || len(n.vals) == 0 || n.vals[0] <= 0 || n.vals[0] > 100 {
		return false
	}
	vs := c.resultFactors()
	if len(vs) == 0 {
		return false
	}
	for _, ci := range calls {
		for _, col := range c.calls[ci].columns() {
			if col.n < 2 || col.sum <= 0 {
				continue
			}
			for _, p := range n.vals {
				// col.sum / v * 100 == p  ⇔  v == col.sum*100/p
				b := col.sum * 100 / p
				for k := sort.SearchFloat64s(vs, b*0.99); k < len(vs) && vs[k] <= b*1.01; k++ {
					x := col.sum / vs[k] * 100
					if near(p, n.dec, x) || n.dec == 0 && math.Abs(p-x) < 0.5 {
						return true
					}
				}
			}
		}
	}
	return false
}

// reqNumWords are the number words one to ten a request may count with,
// per language: "las tres tareas que te dije", "my three tasks".
var reqNumWords = [11][]string{
	1:  {"one", "uno", "una", "एक"},
	2:  {"two", "dos", "दो", "两个", "二つ", "2つ"},
	3:  {"three", "tres", "तीन", "三个", "三件", "三つ", "3つ"},
	4:  {"four", "cuatro", "चार", "四个", "四件", "四つ"},
	5:  {"five", "cinco", "पांच", "पाँच", "五个", "五件", "五つ"},
	6:  {"six", "seis", "छह", "六个", "六つ"},
	7:  {"seven", "siete", "सात", "七个", "七つ"},
	8:  {"eight", "ocho", "आठ", "八个", "八つ"},
	9:  {"nine", "nueve", "नौ", "九个", "九つ"},
	10: {"ten", "diez", "दस", "十个", "十件"},
}

// requestNumWord reports whether the whole number v, from two to ten, is
// one the request gives in words: repeating the user's own count ("crea
// TODO.md con tus 3 tareas" after "las tres tareas que te dije") is not a
// value of a result. One is left out: "una", "एक" are articles too.
func (c *check) requestNumWord(v float64) bool {
	if v < 2 || v > 10 || v != math.Trunc(v) {
		return false
	}
	for _, w := range reqNumWords[int(v)] {
		for at := 0; ; {
			i := strings.Index(c.request[at:], w)
			if i < 0 {
				break
			}
			p := at + i
			at = p + len(w)
			before, _ := utf8.DecodeLastRuneInString(c.request[:p])
			after, _ := utf8.DecodeRuneInString(c.request[at:])
			first, _ := utf8.DecodeRuneInString(w)
			if isCJK(first) || !wordPart(before) && (!wordPart(after) || isCJK(after)) {
				return true // not "दोनों" (both), "someone", "unas"
			}
		}
	}
	return false
}

// wordPart reports whether r continues a word: a letter or a combining
// mark (the vowel signs of Devanagari).
func wordPart(r rune) bool {
	return r != utf8.RuneError && (unicode.IsLetter(r) || unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Mc, r))
}

// summaryClause reports whether the clause's numbers of two or more
// digits come from three or more lines of the result, each from one line only: "214 tests en 31
// suites, todos pasan (18,4 s)" sums up the Tests, Test Suites and Time
// lines of a test run, and is no slip from one row to another. At most 8
// numbers are read.
func (c *check) summaryClause(in *info, lines []string) bool {
	var at [3]int
	k, read := 0, 0
	for j := in.numLo; j < in.numHi && k < len(at) && read < 8; j++ {
		n := &c.nums[j]
		if n.start < in.start || n.end > in.end || n.glued || n.inDate || len(n.vals) == 0 || len(n.digits) < 2 {
			continue
		}
		read++
		// The one line the number is on; a number on several lines (a
		// shared date part, a small count) tells nothing.
		line := -1
		for _, form := range numberForms(n) {
			for i, l := range lines {
				if wordIn(l, form) {
					if line >= 0 && line != i {
						line = -2
						break
					}
					line = i
				}
			}
			if line != -1 {
				break
			}
		}
		if line < 0 {
			continue
		}
		seen := false
		for _, x := range at[:k] {
			seen = seen || x == line
		}
		if !seen {
			at[k] = line
			k++
		}
	}
	return k >= 3
}

// fileLineRef reports whether a quoted `path:line` (or `path:line:col`)
// is a reference the reply composed from a call's output, failed or not,
// that names the path and, on a line of its own, the line number as
// linters and compilers print it ("/src/cart/discounts.ts" then "57:9
// error …"): a file:line reference, not a quotation.
func (c *check) fileLineRef(t string) bool {
	i := strings.IndexByte(t, ':')
	if i < 3 || i+1 >= len(t) || strings.ContainsAny(t, " \n") {
		return false
	}
	path, num := t[:i], t[i+1:]
	if j := strings.IndexByte(num, ':'); j >= 0 {
		num = num[:j]
	}
	if num == "" || len(num) > 6 || strings.IndexFunc(num, func(r rune) bool { return r < '0' || r > '9' }) >= 0 || !strings.Contains(path, ".") {
		return false
	}
	for ci := range c.calls {
		res := c.calls[ci].Result
		if !containsFold(res, path) {
			continue
		}
		for at := 0; ; {
			k := strings.Index(res[at:], num)
			if k < 0 {
				break
			}
			p := at + k
			at = p + len(num)
			// The number opens a line ("  57:9 error") or follows a colon
			// ("discounts.ts:57").
			ls := strings.LastIndexByte(res[:p], '\n') + 1
			if (strings.TrimSpace(res[ls:p]) == "" || p > 0 && res[p-1] == ':') && at < len(res) && (res[at] == ':' || res[at] == ' ') {
				return true
			}
		}
	}
	return false
}

// anotherWords before "one" pick one more item rather than count them:
// "もう1つの記事は 404 で開けませんでした", "另外一篇", "la otra".
var anotherWords = []string{"もう", "另外", "另", "其他", "其余", "another", "other", "otro", "otra", "दूसरा", "दूसरी"}

// anotherOne reports whether a count of one follows a word of "another".
func (c *check) anotherOne(cc countClaim) bool {
	if cc.n != 1 {
		return false
	}
	before := strings.TrimRight(c.folded[max(0, cc.start-12):cc.start], " ")
	for _, w := range anotherWords {
		if strings.HasSuffix(before, w) && (w[0] >= 0x80 || len(before) == len(w) || !isLetterByte(before[len(before)-len(w)-1])) {
			return true
		}
	}
	return false
}
