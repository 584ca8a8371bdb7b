package verify

import (
	"sort"
	"strings"
)

// Counts of a part, and quantities that only look like counts. A reply
// states a count of all the items of a result ("4 pods"), of a part of
// them ("2 of the 4 pods are ready", "3台中2台", "the two api pods", "2
// trains before 9"), or a quantity held in the items ("90 orders" on a
// day, "450人" in a plan): only the first is held to the result's count.

// feNotCount reports count claims that are no count of a result's items,
// whatever the result: a counter that is part of another word, and the
// part of a whole the clause counted just before.
func (c *check) feNotCount(in *info, cc countClaim) bool {
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
