package verify

// A result that writes a word after its figures ("杨枝甘露 28,410 杯", "芋泥波波
// 24,960 杯") measures its items in that word: the rows are drinks, and 杯
// (cups) is how much of each was sold. A number of the same word in the
// reply ("集满 8 杯送 1 杯") is then a quantity, for the value rules to read,
// not a count of the rows.

// unitOf is a word a result writes after two or more of its figures, and
// the largest of them.
type unitOf struct {
	word string
	max  float64
}

// resultUnits returns the words call ci's result writes after two or
// more of its figures (at most 8 words, from its first 256 figures);
// worked out once per call.
func (c *check) resultUnits(ci int) []unitOf {
	call := &c.calls[ci]
	if call.unitsDone {
		return call.units
	}
	call.unitsDone = true
	var seen [8]unitOf
	var times [8]int
	n := 0
	s := call.folded
	for k, r := range call.nums {
		if k >= 256 {
			break
		}
		if r.glued || r.inDate || len(r.vals) == 0 {
			continue
		}
		w := figureWord(s[r.end:min(len(s), r.end+24)])
		if w == "" {
			continue
		}
		j := 0
		for j < n && seen[j].word != w {
			j++
		}
		if j == n {
			if n == len(seen) {
				continue
			}
			seen[n] = unitOf{w, 0}
			n++
		}
		times[j]++
		seen[j].max = max(seen[j].max, r.vals[0])
	}
	for j := 0; j < n; j++ {
		if times[j] >= 2 {
			call.units = append(call.units, seen[j])
		}
	}
	return call.units
}

// figureWord returns the word right after a figure (one space apart at
// most): one Han or kana character, or a run of letters.
func figureWord(after string) string {
	after = trimPrefix(after, " ")
	if after == "" {
		return ""
	}
	if r := firstRune(after); isCJK(r) {
		return string(r)
	}
	return leadingWord(after)
}

// measuredIn reports whether a target of the claim writes its noun after
// two or more figures, one of them above every count the claim is held to
// (see above): the noun is the unit the items are measured in.
func (c *check) measuredIn(cc countClaim, want, targets []int) bool {
	hi := 0
	for _, w := range want {
		hi = max(hi, w)
	}
	for _, ci := range targets {
		for _, u := range c.resultUnits(ci) {
			if u.word == cc.noun && u.max > float64(hi) {
				return true
			}
		}
	}
	return false
}
