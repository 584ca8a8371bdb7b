package verify

import (
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"
)

// Keyed table rows: a reply that restates a result as a table ("| 大阪 |
// 5,710 |") puts each value under the key the result gives it on its own
// line (" 大阪 | 5170"). A row whose key names exactly one line of the
// result, whose value is the row's only number, and which the result
// gives another single number, contradicts the result — when another row
// of the same table restates its line exactly, which shows the table
// copies the result's column rather than deriving a new one (shares,
// changes, per-day rates).

// checkKeyedRows reports a table row whose value differs from the value
// the result gives the row's key.
func (c *check) checkKeyedRows(in *info) {
	targets, ok := c.ruleTargets(in)
	if !ok {
		return
	}
	for k := in.numLo; k < in.numHi; k++ {
		n := &c.nums[k]
		if !plainFigureIn(in, n) {
			continue
		}
		key, ok := c.rowKey(n)
		if !ok {
			continue
		}
		for _, ci := range targets {
			call := &c.calls[ci]
			if !call.ok {
				continue
			}
			// The key's value first: found by search, it rules out most
			// rows before the scan of the result for the row's digits.
			v, found := call.keyedValue(key)
			if !found || slices.Contains(n.vals, v) || hasSubstr(call.folded, n.digits) || !c.tableRestates(n, ci) { // any reading: "1.240" is 1240 in Spanish
				continue
			}
			sp := n.span
			if c.alreadyFound(FactMismatch, sp) {
				break
			}
			// Contradiction: the result gives this row's key another value.
			c.addRule("fact/keyed-row", BasisContradiction, c.callFinding(FactMismatch, sp, ci,
				"reply gives "+key+" "+n.digits+", but the result of "+call.Tool+" gives it "+strconv.FormatFloat(v, 'f', -1, 64)))
			break
		}
	}
}

// rowKey returns the first cell of the two-cell table row holding n when
// n is the row's only number and the key holds no digit: "| 大阪 | 5,710 |".
func (c *check) rowKey(n *num) (string, bool) {
	ls, le := c.lineAround(n.start, n.end)
	key, val, ok := keyedRow(c.folded[ls:le])
	val = strings.TrimSpace(val)
	if !ok || strings.ContainsAny(key, "0123456789") || !hasPrefix(val, n.digits) {
		return "", false
	}
	// The value is the number alone, or with a unit word: "8,412", "8,412 個".
	if strings.ContainsAny(val[len(n.digits):], "0123456789") {
		return "", false
	}
	return key, true
}

// keyedRow splits a two-cell table row "| key | value |" into its key and
// value cells, each without the bold, italic and code marks around it
// (the value keeps the spaces outside them). ok is false when the line is
// no such row or its key is empty.
func keyedRow(line string) (key, val string, ok bool) {
	// Most lines are no row: one that does not open with '|' past its
	// blanks is told without trimming its end too, which for a line of
	// CJK text steps back a rune at a time.
	if !hasPrefix(strings.TrimLeftFunc(line, unicode.IsSpace), "|") {
		return "", "", false
	}
	row := strings.TrimSpace(line)
	if !hasPrefix(row, "|") || strings.Count(row, "|") != 3 {
		return "", "", false
	}
	k0, v0 := twoCells(row)
	key = strings.TrimSpace(strings.Trim(strings.TrimSpace(k0), "*_`"))
	return key, strings.Trim(strings.TrimSpace(v0), "*_`"), key != ""
}

// keyedValue returns the one number on the one line of the call's result
// whose first field is key ("大阪 | 5170", "大阪      |  5170", "大阪\t5170"):
// a line holds key as its first field when only spaces, tabs and '|' come
// before it and a space, tab, '|' or the result's end after it. No value
// when no line or several do, or the line's rest is not one number. The
// lines are found by binary search over the call's lines sorted once (see
// keyLines): a scan of the result per key is quadratic over a long table
// reply against a long result.
func (call *callInfo) keyedValue(key string) (float64, bool) {
	res := call.folded
	kl := call.keyLines()
	i := sort.Search(len(kl), func(i int) bool { return res[kl[i].start:kl[i].end] >= key })
	matches, val, ok := 0, 0.0, false
	for ; i < len(kl) && hasPrefix(res[kl[i].start:kl[i].end], key); i++ {
		off, le := kl[i].start+len(key), kl[i].end
		if off < len(res) && res[off] != ' ' && res[off] != '|' && res[off] != '\t' {
			continue // a longer key, or the key alone on its line
		}
		if matches++; matches > 1 {
			return 0, false // the key on two lines
		}
		val, ok = onlyNumber(res[off:le])
	}
	return val, ok
}

// A keyLine is a result line from its first field on: start is the offset
// of its first byte that is no space, tab or '|', end the line's end. It
// is a span, so that both share one instance of the generic sort code.
type keyLine span

// keyLines returns the call's result lines that hold a first field,
// sorted by their text from it, computed once per call.
func (call *callInfo) keyLines() []keyLine {
	if call.keyLinesDone {
		return call.keyLineList
	}
	call.keyLinesDone = true
	res := call.folded
	for ls := 0; ls < len(res); {
		le := ls + indexByte(res[ls:], '\n')
		if le < ls {
			le = len(res)
		}
		st := ls
		for st < le && (res[st] == ' ' || res[st] == '|' || res[st] == '\t') {
			st++
		}
		if st < le {
			call.keyLineList = append(call.keyLineList, keyLine{st, le})
		}
		ls = le + 1
	}
	// sort.Slice, not slices.SortFunc: the generic sort of spans costs the
	// binary 11 kB of its own code, and this and excludes' were its only uses.
	ls := call.keyLineList
	sort.Slice(ls, func(i, j int) bool { return res[ls[i].start:ls[i].end] < res[ls[j].start:ls[j].end] })
	return call.keyLineList
}

// onlyNumber returns the one number of the rest of a result line, after
// its separators: " | 5170", "  5,170 units".
func onlyNumber(s string) (float64, bool) {
	s = strings.TrimLeft(s, " |\t")
	j := 0
	for j < len(s) && (isDigitByte(s[j]) || s[j] == ',' || s[j] == '.') {
		j++
	}
	if j == 0 || strings.IndexFunc(s[j:], func(r rune) bool { return r >= '0' && r <= '9' }) >= 0 {
		return 0, false
	}
	v, err := strconv.ParseFloat(replaceAll(s[:j], ",", ""), 64)
	return v, err == nil
}

// tableRestates reports whether another row of n's table, within a few
// lines of it, holds the value the result gives that row's key.
func (c *check) tableRestates(n *num, ci int) bool {
	ls, le := c.lineAround(n.start, n.end)
	call := &c.calls[ci]
	check := func(lo, hi int) bool {
		key, cell, ok := keyedRow(c.folded[lo:hi])
		if !ok {
			return false
		}
		val, ok := onlyNumber(cell)
		if !ok {
			return false
		}
		v, found := call.keyedValue(key)
		return found && v == val
	}
	// Up to eight rows before and after.
	lo := ls
	for r := 0; r < 8 && lo > 1; r++ {
		p := lastIndexByte(c.folded[:lo-1], '\n') + 1
		if check(p, lo-1) {
			return true
		}
		lo = p
	}
	hi := le
	for r := 0; r < 8 && hi < len(c.folded); r++ {
		e := len(c.folded)
		if j := indexByte(c.folded[hi+1:], '\n'); j >= 0 {
			e = hi + 1 + j
		}
		if check(hi+1, e) {
			return true
		}
		hi = e
	}
	return false
}

// twoCells splits a two-cell table row "| a | b |" into its cells without
// allocating.
func twoCells(row string) (string, string) {
	row = strings.Trim(row, "|")
	i := indexByte(row, '|')
	if i < 0 {
		return row, ""
	}
	return row[:i], row[i+1:]
}
