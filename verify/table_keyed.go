package verify

import (
	"slices"
	"strconv"
	"strings"
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
			if !call.ok || strings.Contains(call.folded, n.digits) {
				continue
			}
			v, found := keyedValue(call.folded, key)
			if !found || slices.Contains(n.vals, v) || !c.tableRestates(n, ci) { // any reading: "1.240" is 1240 in Spanish
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
	line := strings.TrimSpace(c.folded[ls:le])
	if !strings.HasPrefix(line, "|") || strings.Count(line, "|") != 3 {
		return "", false
	}
	k0, v0 := twoCells(line)
	key := strings.TrimSpace(strings.Trim(strings.TrimSpace(k0), "*_`"))
	val := strings.TrimSpace(strings.Trim(strings.TrimSpace(v0), "*_`"))
	if key == "" || strings.IndexFunc(key, func(r rune) bool { return r >= '0' && r <= '9' }) >= 0 || !strings.HasPrefix(val, n.digits) {
		return "", false
	}
	// The value is the number alone, or with a unit word: "8,412", "8,412 個".
	if rest := strings.TrimSpace(val[len(n.digits):]); strings.IndexFunc(rest, func(r rune) bool { return r >= '0' && r <= '9' }) >= 0 {
		return "", false
	}
	return key, true
}

// keyedValue returns the one number on the one line of res whose first
// field is key ("大阪 | 5170", "大阪      |  5170", "大阪\t5170").
func keyedValue(res, key string) (float64, bool) {
	var val float64
	found := false
	// ls, the start of the line holding the current occurrence, moves
	// forward only: looking back from each occurrence to its line's start
	// would be quadratic on a long one-line result.
	ls := 0
	for off := 0; off < len(res); {
		i := strings.Index(res[off:], key)
		if i < 0 {
			break
		}
		at := off + i
		if j := strings.LastIndexByte(res[off:at], '\n'); j >= 0 {
			ls = off + j + 1
		}
		off = at + len(key)
		if strings.Trim(res[ls:at], " |\t") != "" {
			continue // not the line's first field
		}
		if off < len(res) && res[off] != ' ' && res[off] != '|' && res[off] != '\t' {
			continue // a longer key
		}
		le := len(res)
		if j := strings.IndexByte(res[off:], '\n'); j >= 0 {
			le = off + j
		}
		v, ok := onlyNumber(res[off:le])
		if !ok || found {
			return 0, false // no single value, or the key on two lines
		}
		val, found = v, true
		off = le
	}
	return val, found
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
	v, err := strconv.ParseFloat(strings.ReplaceAll(s[:j], ",", ""), 64)
	return v, err == nil
}

// tableRestates reports whether another row of n's table, within a few
// lines of it, holds the value the result gives that row's key.
func (c *check) tableRestates(n *num, ci int) bool {
	ls, le := c.lineAround(n.start, n.end)
	res := c.calls[ci].folded
	check := func(lo, hi int) bool {
		row := strings.TrimSpace(c.folded[lo:hi])
		if !strings.HasPrefix(row, "|") || strings.Count(row, "|") != 3 {
			return false
		}
		k0, v0 := twoCells(row)
		key := strings.TrimSpace(strings.Trim(strings.TrimSpace(k0), "*_`"))
		val, ok := onlyNumber(strings.Trim(strings.TrimSpace(v0), "*_`"))
		if key == "" || !ok {
			return false
		}
		v, found := keyedValue(res, key)
		return found && v == val
	}
	// Up to eight rows before and after.
	lo := ls
	for r := 0; r < 8 && lo > 1; r++ {
		p := strings.LastIndexByte(c.folded[:lo-1], '\n') + 1
		if check(p, lo-1) {
			return true
		}
		lo = p
	}
	hi := le
	for r := 0; r < 8 && hi < len(c.folded); r++ {
		e := len(c.folded)
		if j := strings.IndexByte(c.folded[hi+1:], '\n'); j >= 0 {
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
	i := strings.IndexByte(row, '|')
	if i < 0 {
		return row, ""
	}
	return row[:i], row[i+1:]
}
