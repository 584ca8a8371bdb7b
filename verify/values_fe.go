package verify

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Counts of a part, and quantities that only look like counts. A reply
// states a count of all the items of a result ("4 pods"), of a part of
// them ("2 of the 4 pods are ready", "3台中2台", "the two api pods", "2
// trains before 9"), or a quantity held in the items ("90 orders" on a
// day, "450人" in a plan): only the first is held to the result's count.

// notACount reports count claims that are no count of a result's items,
// whatever the result: a counter that is part of another word, and the
// part of a whole the clause counted just before.
func (c *check) notACount(in *info, cc countClaim) bool {
	// 一通り, 二通り ("all through", "two ways"): 通 followed by り is the
	// noun 通り, not the counter of letters.
	if cc.noun == "通" && strings.HasPrefix(c.folded[cc.end:], "り") {
		return true
	}
	return c.partAfterWhole(in, cc)
}

// partAfterWhole reports "<whole> 中(有) <part>": 3台中2台, 4 个 deployment
// 中有 3 个, 10 件の中で 3 件 — in Chinese and Japanese a count right after
// 中 that follows a larger number of the clause counts a part of it.
func (c *check) partAfterWhole(in *info, cc countClaim) bool {
	before := strings.TrimRight(c.folded[max(in.start, cc.start-12):cc.start], " *")
	for _, s := range []string{"有", "，", "、", ",", "に", "で", "は"} {
		before = strings.TrimSuffix(strings.TrimRight(before, " "), s)
	}
	before = strings.TrimRight(before, " ")
	if !strings.HasSuffix(before, "中") {
		return false
	}
	at := cc.start - (len(c.folded[max(in.start, cc.start-12):cc.start]) - len(before)) // where 中 ends
	for k := in.numLo; k < in.numHi; k++ {
		n := &c.nums[k]
		if n.end > at || n.start < in.start || at-n.end > 48 || len(n.vals) == 0 {
			continue
		}
		if n.vals[0] > float64(cc.n) {
			return true
		}
	}
	// A number word as the whole: 四台中三台.
	for _, h := range in.hits {
		if h.t.kind == kindNumWord && h.end <= at && at-h.end <= 48 && h.t.family > "" {
			if v := atoiFamily(h.t.family); v > cc.n {
				return true
			}
		}
	}
	return false
}

func atoiFamily(f string) int {
	v := 0
	for i := 0; i < len(f); i++ {
		if !isDigitByte(f[i]) {
			return -1
		}
		v = v*10 + int(f[i]-'0')
	}
	return v
}

// feCountOK reports a count that is true of a part of the result the
// clause names: by a word after the noun that names some of its lines
// ("los dos pods de api"), or by a condition on a value the call did
// not apply ("9時前に出発する便は2本", "3 trains before 9").
func (c *check) feCountOK(in *info, cc countClaim, want, targets []int) bool {
	for _, w := range want {
		if cc.n >= w {
			return false // a part is smaller than every count of the whole
		}
	}
	return c.subsetNamedAfter(in, cc, targets) || c.conditionedCount(in, cc)
}

// subsetNamedAfter is subsetCount for a name written after the counted
// noun: "los dos pods de api", "the 2 pods of api", "3 files under src":
// an ASCII word (three letters or more) within a few words after the
// claim that some but not all lines of the result hold, and exactly n.
func (c *check) subsetNamedAfter(in *info, cc countClaim, targets []int) bool {
	rest := c.folded[cc.end:min(in.end, cc.end+32)]
	words := 0
	for len(rest) > 0 && words < 3 {
		i := 0
		for i < len(rest) && !isWordByte(rest[i]) {
			if rest[i] >= 0x80 {
				return false // into other script: the name is no longer near
			}
			i++
		}
		j := i
		for j < len(rest) && isWordByte(rest[j]) {
			j++
		}
		w := rest[i:j]
		rest = rest[j:]
		if w == "" {
			break
		}
		words++
		if words == 1 {
			// The name hangs on a preposition: "pods de api", "files
			// in src", not "results, cheapest day pass first" nor
			// "results for <the query>".
			if !namePreps[w] {
				return false
			}
			continue
		}
		if len(w) < 3 || isDigitByte(w[0]) {
			continue
		}
		for _, ci := range targets {
			if !wordIn(c.calls[ci].folded, w) {
				continue
			}
			m, lines := countLines(c.calls[ci].folded, func(l string) bool { return wordIn(l, w) })
			if m > 0 && m < lines && m == cc.n {
				return true
			}
		}
	}
	return false
}

var namePreps = map[string]bool{"of": true, "from": true, "in": true, "under": true, "with": true, "de": true, "del": true, "en": true, "con": true}

func isWordByte(b byte) bool {
	return 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' || '0' <= b && b <= '9' || b == '_' || b == '-'
}

// conditionAfter follow a number to make it a bound on the items
// counted: 9時前, 10点之前, 50 以上, 5 से पहले. conditionBefore precede it:
// before 9, more than 50, antes de las 9.
var (
	conditionAfter  = []string{"前", "以前", "以降", "以後", "より前", "より後", "まで", "之前", "之后", "以后", "以前", "以上", "以下", "未満", "超", "से पहले", "के बाद", "से पूर्व"}
	conditionBefore = []string{"before ", "after ", "earlier than ", "later than ", "older than ", "newer than ", "more than ", "less than ", "fewer than ", "over ", "under ", "above ", "below ",
		"antes de las ", "antes de la ", "antes de ", "después de las ", "después de ", "más de ", "menos de ", "mayores de ", "menores de ", "超过", "早于", "晚于", "低于", "高于"}
)

// conditionedCount reports a count made under a condition on a value
// that no call applied: "2 trains leave before 9" over a timetable from
// 7:00 counts the trains the reply picked, a part of the result. When
// a call's arguments hold the bound, the tool applied it and its count
// is the count of the condition, so that one still holds.
func (c *check) conditionedCount(in *info, cc countClaim) bool {
	for k := in.numLo; k < in.numHi; k++ {
		n := &c.nums[k]
		if n.start < in.start || n.end > in.end || n.start == cc.start || n.start >= cc.start && n.end <= cc.end || n.glued || n.version {
			continue
		}
		bound := false
		rest := strings.TrimLeft(c.folded[n.end:min(in.end, n.end+16)], " ")
		// Skip a short unit: 時, 点, 時間, h, pm, days.
		for u := 0; u < 2 && !bound; u++ {
			for _, w := range conditionAfter {
				if strings.HasPrefix(rest, w) {
					bound = true
					break
				}
			}
			if bound {
				break
			}
			rest = skipUnit(rest)
		}
		if !bound {
			before := c.folded[max(in.start, n.start-16):n.start]
			for _, w := range conditionBefore {
				if strings.HasSuffix(before, w) {
					bound = true
					break
				}
			}
		}
		if bound && !c.inArgNums(n) {
			return true
		}
	}
	return false
}

// skipUnit drops one unit after a number: a CJK character or an ASCII
// word of up to five letters, and the spaces after it.
func skipUnit(s string) string {
	if s == "" {
		return s
	}
	if s[0] >= 0x80 {
		for i := 1; i < len(s) && i <= 4; i++ {
			if s[i]&0xc0 != 0x80 {
				return strings.TrimLeft(s[i:], " ")
			}
		}
		return ""
	}
	i := 0
	for i < len(s) && i < 6 && isLetterByte(s[i]) {
		i++
	}
	if i == 0 || i == 6 {
		return ""
	}
	return strings.TrimLeft(s[i:], " ")
}

// quantityNoun reports a count noun that this reply uses as the unit of
// a quantity the result holds, not as its items: the noun names a column
// of the result and the number is one of the result's values ("90 orders"
// on a day of a table with an orders column), or at least two other
// numbers carrying the same noun in the reply are values of the result
// above its count ("1,200人 / 450人 / 150人" of a plan breakdown makes
// "600人" a head count, not three rows miscounted).
func (c *check) quantityNoun(in *info, cc countClaim, want, targets []int) bool {
	if cc.num < 0 {
		return false
	}
	hi := 0
	for _, w := range want {
		hi = max(hi, w)
	}
	n := &c.nums[cc.num]
	if len(cc.noun) >= 3 && cc.noun[0] < 0x80 {
		for _, ci := range targets {
			r := c.calls[ci].folded
			head := strings.TrimLeft(r, " \n")
			if i := strings.IndexByte(head, '\n'); i >= 0 {
				head = head[:i]
			} else {
				continue // one line: no header
			}
			if wordIn(head, cc.noun) && c.numIn(*n, targets) {
				return true
			}
		}
	}
	// The same noun on other numbers near it: a window, so that a long
	// reply costs no more per claim.
	lo := sort.Search(len(c.hits), func(k int) bool { return c.hits[k].start >= cc.start-800 })
	seen := 0
	var first float64 = -1
	for k := lo; k < len(c.hits) && c.hits[k].start < cc.end+800; k++ {
		h := c.hits[k]
		if h.t == nil || h.t.kind != kindCount || h.t.text != cc.noun || h.end == cc.end {
			continue
		}
		m := c.numBefore(h.start)
		if m == nil || !isIntNum(m) || m.vals[0] <= float64(hi) || m.vals[0] == first || !c.numIn(*m, targets) {
			continue
		}
		if seen++; seen >= 2 {
			return true
		}
		first = m.vals[0]
	}
	return false
}

// numBefore returns the reply number that ends right before pos (spaces
// apart), or nil.
func (c *check) numBefore(pos int) *num {
	k := sort.Search(len(c.nums), func(k int) bool { return c.nums[k].end > pos })
	if k == 0 {
		return nil
	}
	n := &c.nums[k-1]
	if strings.TrimLeft(c.folded[n.end:pos], " ") != "" {
		return nil
	}
	return n
}

// Dates a result or a call's input writes in a form findDates does not
// read as a date: an ISO date inside a name (app-2026-09-14.log), a day
// and an English month abbreviation joined by hyphens (01-Dec-2026, as
// Indian and British systems print them), and a month/day without a year
// (6/21締切, 12/8 前上线). A reply restating one of them in words
// ("September 14", "1 दिसंबर", "12 月 8 日") restates the result.
var monthAbbrevs = [12]string{"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"}

// writtenDateIn reports whether d is written in one of those forms in the
// result of one of calls, or in the arguments of any call of the turn
// (the content of a note written, the dates asked about).
func (c *check) writtenDateIn(d date, calls []int) bool {
	if d.m < 1 || d.m > 12 || d.d == 0 {
		return false
	}
	for _, ci := range calls {
		if c.calls[ci].ok && c.writtenDate(c.calls[ci].folded, d) {
			return true
		}
	}
	for ci := range c.calls {
		if c.writtenDate(foldCase(c.calls[ci].Args), d) {
			return true
		}
	}
	return false
}

func (c *check) writtenDate(s string, d date) bool {
	var b [8]byte
	// yyyy-mm-dd inside a name: the digits around it are the year.
	b[0], b[1], b[2], b[3] = '-', byte('0'+d.m/10), byte('0'+d.m%10), '-'
	b[4], b[5] = byte('0'+d.d/10), byte('0'+d.d%10)
	if c.isoIn(s, string(b[:6]), d) {
		return true
	}
	// dd-mon-yyyy, d-mon.
	mon := monthAbbrevs[d.m-1]
	for at := 0; ; {
		i := strings.Index(s[at:], "-"+mon)
		if i < 0 {
			break
		}
		p := at + i
		at = p + 4
		if at < len(s) && isLetterByte(s[at]) {
			if t := monthTail(d.m); t == "" || !strings.HasPrefix(s[at:], t) {
				continue // -march is a month, -mart and -maybe are not
			}
		}
		if dayBefore(s, p) != d.d {
			continue
		}
		if d.y == 0 {
			return true
		}
		rest := s[at:]
		if j := strings.IndexByte(rest, '-'); j >= 0 && j <= 6 && j+5 <= len(rest) && allDigits(rest[j+1:j+5]) && atoiDigits(rest[j+1:j+5]) == d.y {
			return true
		}
	}
	// m/d with no year: a slash between one or two digits each side, and
	// no third part (that is a full date, read elsewhere).
	if d.y == 0 || c.yearOfTurn(d.y) {
		n := 0
		if d.m >= 10 {
			b[n] = byte('0' + d.m/10)
			n++
		}
		b[n] = byte('0' + d.m%10)
		n++
		b[n] = '/'
		n++
		key := string(b[:n])
		for at := 0; ; {
			i := strings.Index(s[at:], key)
			if i < 0 {
				break
			}
			p := at + i
			at = p + n
			if p > 0 && (isDigitByte(s[p-1]) || s[p-1] == '/') {
				continue
			}
			e := at
			for e < len(s) && isDigitByte(s[e]) && e-at < 3 {
				e++
			}
			if e == at || e-at > 2 || e < len(s) && (s[e] == '/' || isDigitByte(s[e])) {
				continue
			}
			if atoiDigits(s[at:e]) == d.d {
				return true
			}
		}
	}
	return false
}

// monthTail is the rest of an English month name after its three letters.
func monthTail(m int) string {
	return [12]string{"uary", "ruary", "ch", "il", "", "e", "y", "ust", "tember", "ober", "ember", "ember"}[m-1]
}

// dayBefore returns the one- or two-digit number that ends at p, or -1.
func dayBefore(s string, p int) int {
	i := p
	for i > 0 && isDigitByte(s[i-1]) && p-i < 3 {
		i--
	}
	if i == p || p-i > 2 || i > 0 && isWordByte(s[i-1]) {
		return -1
	}
	return atoiDigits(s[i:p])
}

// yearOfTurn reports whether y is the year of a date in the request or
// a call's result: a month/day written without it is of that year.
func (c *check) yearOfTurn(y int) bool {
	for _, d := range c.reqDates {
		if d.y == y {
			return true
		}
	}
	for ci := range c.calls {
		for _, d := range c.calls[ci].dates {
			if d.y == y {
				return true
			}
		}
	}
	return false
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigitByte(s[i]) {
			return false
		}
	}
	return s != ""
}

// feFactOK reports a number no result holds as written that restates a
// result value in another form: see the rules below.
func (c *check) feFactOK(in *info, n *num, calls []int) bool {
	return c.manThousand(n, calls) || c.cjkClockMinutes(n, calls) || c.majorVersion(n, calls) || c.roundedIn(n, calls) || c.groupSum(in, n, in.targets) || c.httpCodeAside(n)
}

// manThousand reads "15万7千" and "15万7" as 157,000: a single digit after
// 万 with 千 or nothing after it is thousands, as Chinese and Japanese
// say amounts (the reader takes 15万7 for 150,007). The value is held to
// the results as any approximate amount is.
func (c *check) manThousand(n *num, calls []int) bool {
	s := c.folded[n.start:n.end]
	i := strings.Index(s, "万")
	if i <= 0 || len(s)-(i+len("万")) != 1 || !isDigitByte(s[len(s)-1]) {
		return false
	}
	hi := atoiDigits(strings.ReplaceAll(s[:i], ",", ""))
	if !allDigits(strings.ReplaceAll(s[:i], ",", "")) {
		return false
	}
	rest := c.folded[n.end:min(len(c.folded), n.end+4)]
	if rest != "" && isDigitByte(rest[0]) {
		return false
	}
	v := float64(hi*10000 + int(s[len(s)-1]-'0')*1000)
	for _, ci := range calls {
		for _, r := range c.calls[ci].nums {
			for _, x := range r.vals {
				// 157.23 円 a dollar times the 1000 dollars asked.
				for _, f := range [...]float64{1, 1000, 100, 10} {
					if x*f != 0 && abs(v-x*f) <= 0.01*x*f && (f == 1 || c.inRequest(f)) {
						return true
					}
				}
			}
		}
	}
	return false
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// cjkClockMinutes reads "下午 4 点 48 分", "16時48分", "4 बजकर 48 मिनट"
// as the clock time 16:48 a result writes: the minutes of a time said in
// words, held to the result's hh:mm with the hour or the hour + 12.
func (c *check) cjkClockMinutes(n *num, calls []int) bool {
	if len(n.vals) == 0 || n.vals[0] >= 60 || !isInt(n) {
		return false
	}
	after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+8)], " ")
	if !strings.HasPrefix(after, "分") && !strings.HasPrefix(after, "मिनट") {
		return false
	}
	before := strings.TrimRight(c.folded[max(0, n.start-16):n.start], " ")
	unit := ""
	for _, u := range []string{"点", "點", "時", "时", "बजकर"} {
		if strings.HasSuffix(before, u) {
			unit = u
		}
	}
	if unit == "" {
		return false
	}
	h := c.numBefore(len(before) - len(unit) + max(0, n.start-16))
	if h == nil || !isInt(h) || h.vals[0] > 24 {
		return false
	}
	hour, min := int(h.vals[0]), int(n.vals[0])
	var b [5]byte
	for _, hh := range [2]int{hour, hour + 12} {
		if hh > 24 {
			continue
		}
		b[0], b[1], b[2], b[3], b[4] = byte('0'+hh/10), byte('0'+hh%10), ':', byte('0'+min/10), byte('0'+min%10)
		for _, ci := range calls {
			r := c.calls[ci].folded
			if wordIn(r, string(b[:])) || hh < 10 && wordIn(r, string(b[1:])) {
				return true
			}
		}
	}
	return false
}

// majorVersion reports an integer that is the major part of a version a
// result prints ("React 16.8 か 17" of "^16.8.0 || ^17.0.0", "Node 20" of
// "node@20.11.1"), said next to another version or to the name the result
// puts before it.
func (c *check) majorVersion(n *num, calls []int) bool {
	if !isInt(n) || len(n.vals) == 0 || n.vals[0] >= 1000 {
		return false
	}
	d := n.digits
	before := c.folded[max(0, n.start-24):n.start]
	near := false
	// Another version or dotted number just before: "16.8 か 17", "v1.2 or 2".
	for k := n.index - 1; k >= 0 && k >= n.index-2; k-- {
		if m := &c.nums[k]; m.end <= n.start && n.start-m.end <= 24 && (m.version || strings.Contains(m.digits, ".")) {
			near = true
		}
	}
	for _, ci := range calls {
		r := c.calls[ci].folded
		for at := 0; ; {
			i := strings.Index(r[at:], d+".")
			if i < 0 {
				break
			}
			p := at + i
			at = p + len(d) + 1
			if p > 0 && (isDigitByte(r[p-1]) || r[p-1] == '.') || at >= len(r) || !isDigitByte(r[at]) {
				continue
			}
			// A version: major.minor.patch.
			e := at
			for e < len(r) && isDigitByte(r[e]) {
				e++
			}
			if e+1 >= len(r) || r[e] != '.' || !isDigitByte(r[e+1]) {
				continue
			}
			if near {
				return true
			}
			// A name the reply writes just before the number is just
			// before the version in the result: "react@17.0.2" →
			// "React 17", `react@"^16.8.0 || ^17.0.0"` → "react 17".
			seg := r[max(0, p-40):p]
			for i := 0; i < len(before); {
				for i < len(before) && !isLetterByte(before[i]) {
					i++
				}
				j := i
				for j < len(before) && isLetterByte(before[j]) {
					j++
				}
				if j-i >= 3 && (i > 0 || n.start <= 24) && wordIn(seg, before[i:j]) {
					return true
				}
				i = j
			}
		}
	}
	return false
}

// roundedIn reports a round number (two trailing zeros or more) within
// 3% of a result value in the same unit ("swap (100 MB)" of 99 MiB,
// "~400 MB" of 412 from `free -m`): rounding to a round figure is how
// replies restate a value; a miss by a few percent of a round figure is
// not how values are misread.
func (c *check) roundedIn(n *num, calls []int) bool {
	if !isInt(n) || len(n.vals) == 0 || n.vals[0] < 100 || int(n.vals[0])%100 != 0 {
		return false
	}
	nu := sizeUnit(c.folded, n.end)
	v := n.vals[0] * pow(1000, nu)
	for _, ci := range calls {
		imp := impliedUnit(c.calls[ci].Args)
		for _, r := range c.calls[ci].nums {
			if r.glued || len(r.vals) == 0 {
				continue
			}
			ru := sizeUnit(c.calls[ci].folded, r.end)
			if ru == 0 && nu > 0 {
				ru = imp
			}
			x := r.vals[0] * pow(1000, ru)
			if x != 0 && abs(v-x) <= 0.03*abs(x) {
				return true
			}
		}
	}
	return false
}

// groupSum reports a number that is the total of one category of a
// result: the sum of a column over the lines that name a word written
// next to the number ("€236.60 on groceries", "| Comida | 174,20 € |",
// "Lidl: €83.30 (two trips)"), as a reply totals a CSV or a table by
// category. The sum is taken to the precision the reply writes.
func (c *check) groupSum(in *info, n *num, calls []int) bool {
	if len(n.vals) == 0 || n.percent || n.vals[0] == 0 {
		return false
	}
	tol := 0.5 * pow(10, -n.dec)
	if n.dec == 0 {
		tol = 0.5
	}
	lo, hi := max(in.start, n.start-48), min(in.end, n.end+48)
	win := c.folded[lo:hi]
	words := 0
	for i := 0; i < len(win) && words < 8; {
		r, size := utf8.DecodeRuneInString(win[i:])
		if !unicode.IsLetter(r) || isCJK(r) {
			i += size
			continue
		}
		j := i
		for j < len(win) {
			r2, s2 := utf8.DecodeRuneInString(win[j:])
			if !unicode.IsLetter(r2) || isCJK(r2) {
				break
			}
			j += s2
		}
		w := win[i:j]
		i = j
		if len(w) < 3 || lo+i-len(w) == lo && lo > in.start {
			continue // too short, or cut by the window
		}
		words++
		for _, ci := range calls {
			if c.lineSum(ci, w, n.vals[0], tol) {
				return true
			}
		}
	}
	return false
}

// lineSum reports whether the last, second or third last numbers of the
// lines of a result that hold w, two lines or more but not every line
// with numbers, add up to v within tol.
func (c *check) lineSum(ci int, w string, v, tol float64) bool {
	call := &c.calls[ci]
	r := call.folded
	if !wordIn(r, w) {
		return false
	}
	var sums [3]float64
	matched, numbered, k := 0, 0, 0
	for start := 0; start < len(r); {
		end := strings.IndexByte(r[start:], '\n')
		if end < 0 {
			end = len(r)
		} else {
			end += start
		}
		var last [3]float64
		cnt := 0
		for ; k < len(call.nums) && call.nums[k].start < end; k++ {
			m := &call.nums[k]
			if m.start >= start && !m.glued && !m.inDate && len(m.vals) > 0 {
				last[2], last[1], last[0] = last[1], last[0], m.vals[0]
				cnt++
			}
		}
		if cnt > 0 {
			numbered++
			if wordIn(r[start:end], w) {
				matched++
				for j := 0; j < min(cnt, 3); j++ {
					sums[j] += last[j]
				}
			}
		}
		start = end + 1
	}
	if matched < 2 || matched >= numbered {
		return false
	}
	for _, s := range sums {
		if abs(s-v) < tol+1e-9 {
			return true
		}
	}
	return false
}

// httpCodeAside reports an HTTP error status named as a kind of
// response ("anything bigger gets a 413", "devuelve un 404", "a 429
// error") in a turn where no call made a request or printed a status:
// the reply explains what a server would answer, from knowledge of the
// protocol, not a value some result holds. A turn with an HTTP call
// keeps its codes checked.
func (c *check) httpCodeAside(n *num) bool {
	if !isInt(n) || len(n.vals) == 0 || n.vals[0] < 400 || n.vals[0] > 599 || len(n.digits) != 3 {
		return false
	}
	before := c.folded[max(0, n.start-8):n.start]
	after := c.folded[n.end:min(len(c.folded), n.end+10)]
	named := false
	for _, p := range []string{" a ", " an ", "http ", "status ", " un ", " una ", "código "} {
		named = named || strings.HasSuffix(before, p)
	}
	for _, p := range []string{" error", " response", " status", " errors", "エラー", " エラー", " 错误", "错误", " एरर"} {
		named = named || strings.HasPrefix(after, p)
	}
	if !named {
		return false
	}
	for ci := range c.calls {
		call := &c.calls[ci]
		s := strings.ToLower(call.Tool + " " + call.Args)
		if strings.Contains(s, "http") || strings.Contains(s, "curl") || strings.Contains(s, "fetch") || strings.Contains(s, "request") || strings.Contains(s, "api") ||
			strings.Contains(call.folded, "status") || strings.Contains(call.folded, "http/") {
			return false
		}
	}
	return true
}
