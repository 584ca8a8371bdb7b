package verify

import (
	"math"
	"strings"
)

// Rules of assignment CK: values and counts a clean reply writes that are
// no claim about a result (a template with an ellipsis, a count that is
// the total of the parts it goes on to list, a count of the matches of a
// search whose pattern names the noun).

// placeholderQuote reports whether quoted text is a form rather than a
// quotation: a single short token ending in an ellipsis ("@sha256:...",
// "v1.…", "ERR_…") stands for any value of that shape, so it names what
// a result lacks or should have, not a line it holds.
func placeholderQuote(t string) bool {
	stem, ok := strings.CutSuffix(t, "...")
	if !ok {
		stem, ok = strings.CutSuffix(t, "…")
	}
	if !ok || len(stem) > 16 || strings.ContainsAny(stem, " \t") {
		return false
	}
	return true
}

// wholeOfParts reports whether a count claim is the total of a breakdown
// the reply writes right after it ("50 tests collected: 48 passed, 2
// skipped", "9 个（6 个失败、3 个跳过）"): the reply shows its working,
// and each part is checked in its own right. The breakdown must open with
// a colon, dash or parenthesis just after the claim and the parts lie on
// its line, so the scan is bounded.
func (c *check) wholeOfParts(cc countClaim) bool {
	if cc.num < 0 || cc.n < 2 {
		return false
	}
	_, le := c.lineAround(cc.start, cc.end)
	rest := strings.TrimLeft(c.folded[cc.end:min(le, cc.end+40)], " *")
	// A participle between the noun and the colon ("collected", "run",
	// "encontrados") is allowed: skip one word.
	if i := strings.IndexAny(rest, ":：(（—–"); i < 0 || i > 16 || strings.Count(rest[:i], " ") > 1 {
		return false
	}
	sum, parts := 0, 0
	for j := cc.num + 1; j < len(c.nums) && j <= cc.num+5 && c.nums[j].start < le; j++ {
		r := &c.nums[j]
		if r.glued || r.percent || r.inDate || len(r.vals) == 0 || !isIntNum(r) {
			break
		}
		sum += int(r.vals[0])
		parts++
		if parts >= 2 && sum == cc.n {
			return true
		}
		if sum > cc.n {
			return false
		}
	}
	return false
}

// patternCall returns the one ok call of the turn whose arguments name the
// count noun ("errors" over a search for "ERROR", "TODOs" over a grep for
// TODO), or -1: the reply counts that call's matches, even when a word of
// its clause (a file name) ties it to another call. Only for clauses no
// receipt ties, and only when the clause's targets hold no such call.
func (c *check) patternCall(in *info, noun string) int {
	if len(in.cites) > 0 {
		return -1
	}
	stem := strings.TrimSuffix(noun, "s")
	if len(stem) < 4 {
		return -1
	}
	named := func(ci int) bool { return containsFold(c.calls[ci].Args, stem) }
	for _, ci := range in.targets {
		if named(ci) {
			return -1
		}
	}
	hit := -1
	for ci := range c.calls {
		if c.calls[ci].ok && named(ci) {
			if hit >= 0 {
				return -1
			}
			hit = ci
		}
	}
	return hit
}

// weekdayNum reports whether a Chinese numeral is one character after a
// weekday word (周, 週, 星期, 礼拜/禮拜): 周四 names Thursday, not the
// number four, so it is on no line of a result as a value.
func (c *check) weekdayNum(n *num) bool {
	if n.end-n.start != 3 || n.start < 3 {
		return false
	}
	switch c.folded[n.start-3 : n.start] {
	case "周", "週", "期", "拜":
		return true
	}
	return false
}

// fileSubsetCount reports whether n is the number of lines of a target
// result that contain a file name written just before the count
// ("worker.log — 6 errors" over grep output across several logs): the
// whole name keys the subset, where its parts ("worker", "log") also
// match lines of other files.
func (c *check) fileSubsetCount(in *info, targets []int, at, n int) bool {
	win := c.folded[max(in.start, at-40):at]
	tok := func(b byte) bool { return b < 0x80 && (isWordRune(rune(b)) || b == '-' || b == '/') }
	for d := 0; d < len(win); d++ {
		if win[d] != '.' || d == 0 || d+1 >= len(win) || !tok(win[d-1]) || !isLetterByte(win[d+1]) {
			continue
		}
		a, b := d, d+1
		for a > 0 && tok(win[a-1]) {
			a--
		}
		for b < len(win) && tok(win[b]) {
			b++
		}
		w := strings.Trim(win[a:b], "-/")
		for _, ci := range targets {
			m, lines := countLines(c.calls[ci].folded, func(l string) bool { return strings.Contains(l, w) })
			if m > 0 && m < lines && m == n {
				return true
			}
		}
	}
	return false
}

// digitLength reports whether a Chinese "N 位" is a length in digits or
// characters ("AKIA 开头的 20 位）", "16 位的"): 位 counts people only
// with a noun after it or as the object of 有 (有 3 位), while "…的 N 位"
// closed by punctuation describes the shape of a string.
func (c *check) digitLength(cc countClaim) bool {
	if cc.noun != "位" || cc.num < 0 {
		return false
	}
	n := &c.nums[cc.num]
	before := strings.TrimRight(c.folded[max(0, n.start-8):n.start], " ")
	if !strings.HasSuffix(before, "的") {
		return false
	}
	after := strings.TrimLeft(c.folded[cc.end:min(len(c.folded), cc.end+8)], " ")
	if strings.HasPrefix(after, "的") {
		return true
	}
	for _, p := range []string{"）", ")", "，", "。", ",", "、", "；"} {
		if strings.HasPrefix(after, p) {
			return true
		}
	}
	return after == ""
}

// containsFold reports whether s contains sub (lower-case ASCII) in any
// letter case, without allocating.
func containsFold(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if strings.EqualFold(s[i:i+len(sub)], sub) {
			return true
		}
	}
	return false
}

// callIndex holds 0..63 so that a one-call target list is a read-only
// sub-slice rather than an allocation per count claim.
var callIndex = func() (a [64]int) {
	for i := range a {
		a[i] = i
	}
	return
}()

// writeOnly reports whether every target of the clause is a write call.
// What a reply writes to a file it worked out from what it read: a clause
// tied to the write (by its receipt) states figures derived from the
// turn's reads ("436,000 for the quarter" over a CSV, with the summary's
// receipt), and the write's own result ("wrote 172 bytes") holds none.
func (c *check) writeOnly(in *info) bool {
	for _, ci := range in.targets {
		if !contains(c.calls[ci].families, famWrite) {
			return false
		}
	}
	return len(in.targets) > 0
}

// boundNeighbour reports whether an integer is the nearest whole value
// inside a strict bound a result states: "<21" admits 20 as its highest
// major version ("Node 20 will work"), ">5" admits 6. Only whole bounds
// (not "<21.3"); each result is scanned once (strictBounds).
func (c *check) boundNeighbour(n *num, calls []int) bool {
	if n.dec != 0 || len(n.vals) == 0 || n.vals[0] < 1 || n.vals[0] > 999 {
		return false
	}
	v := int(n.vals[0])
	for _, ci := range calls {
		for _, b := range c.calls[ci].strictBounds() {
			if b == v {
				return true
			}
		}
	}
	return false
}

// strictBounds returns the whole values just inside the strict bounds of
// a result ("<21" gives 20, ">5" gives 6), computed once per call.
func (ci *callInfo) strictBounds() []int {
	if ci.boundsDone {
		return ci.boundList
	}
	ci.boundsDone = true
	res := ci.folded
	for i := 0; i < len(res); i++ {
		op := res[i]
		if op != '<' && op != '>' {
			continue
		}
		j := i + 1
		if j < len(res) && res[j] == '=' {
			continue // <=21 admits 21 itself, which numIn reads
		}
		for j < len(res) && res[j] == ' ' {
			j++
		}
		k := j
		for k < len(res) && k-j < 4 && isDigitByte(res[k]) {
			k++
		}
		if k == j || k < len(res) && (isDigitByte(res[k]) || res[k] == '.' && k+1 < len(res) && isDigitByte(res[k+1])) {
			continue
		}
		b := atoiDigits(res[j:k])
		if op == '<' {
			b--
		} else {
			b++
		}
		ci.boundList = append(ci.boundList, b)
	}
	return ci.boundList
}

// sumWords say a figure adds up several: "all four together", "in total".
var sumWords = []string{"together", "in total", "combined", "in all", "altogether", "overall", "en total", "en conjunto", "juntos", "juntas",
	"合计", "总共", "一共", "加起来", "合計", "全体で", "合わせて", "कुल", "मिलाकर"}

// tableColumnSum reports whether a figure of three or more digits that the
// reply, after a markdown table of its own, calls a total ("All four
// regions together did 436,000") is the sum of one column of that table:
// the reply's own addition, whose terms are checked cell by cell. The
// table must end within 600 bytes before the figure and at most 64 of its
// numbers are read.
func (c *check) tableColumnSum(in *info, n *num) bool {
	if len(n.vals) == 0 || n.vals[0] < 100 || n.index < 1 {
		return false
	}
	clause := c.folded[in.start:n.start]
	said := false
	for _, w := range sumWords {
		if strings.Contains(clause, w) {
			said = true
			break
		}
	}
	if !said {
		return false
	}
	var sums [16]float64
	var terms [16]int
	inTable, seen := false, 0
	for k := n.index - 1; k >= 0 && seen < 64 && n.start-c.nums[k].end < 600+seen*40; k-- {
		r := &c.nums[k]
		rs, re := c.lineAround(r.start, r.end)
		if !strings.HasPrefix(strings.TrimSpace(c.folded[rs:re]), "|") {
			if inTable {
				break // the table ends above
			}
			continue
		}
		inTable = true
		seen++
		if r.glued || r.inDate || r.percent || len(r.vals) == 0 {
			continue
		}
		cell := strings.Count(c.folded[rs:r.start], "|")
		if cell < len(sums) {
			sums[cell] += r.vals[len(r.vals)-1]
			terms[cell]++
		}
	}
	for i := range sums {
		if terms[i] < 2 {
			continue
		}
		for _, v := range n.vals {
			if near(v, n.dec, sums[i]) || math.Abs(v-sums[i]) < 0.005 {
				return true
			}
		}
	}
	return false
}
