package verify

import (
	"strings"
	"unicode/utf8"
)

// Rules of engineer CG: counts that are not the number of a result's
// items, though they sit before a count noun.

// partWords, written right before a number, make it pick some of the
// items already named rather than count them all: "these two", "the
// first two", "the other 4", "其余 4 个", "前两个", "残りの3件", "बाकी 4".
var partWords = []string{
	"these", "those", "the first", "the last", "the top", "the other", "the remaining", "remaining", "other", "the rest",
	"estos", "estas", "esos", "esas", "los primeros", "las primeras", "los otros", "las otras", "los demás", "las demás", "los restantes", "las restantes",
	"其余", "其他", "剩下", "剩下的", "剩余", "前", "后", "後", "这", "這", "那", "另外",
	"この", "その", "最初の", "残りの", "残り", "他の", "上位", "あと",
	"ये", "इन", "वे", "उन", "बाकी", "बाक़ी", "शेष", "पहले", "बाकी के", "बाक़ी के",
}

// partBefore reports whether the word right before a count picks a part.
func (c *check) partBefore(in *info, sp span) bool {
	before := strings.TrimRight(c.folded[max(in.start, sp.start-24):sp.start], " *_")
	for _, w := range partWords {
		if !strings.HasSuffix(before, w) {
			continue
		}
		st := len(before) - len(w)
		if st == 0 {
			return true
		}
		// A whole word: "other" not in "another" (which adds one more).
		r, _ := utf8.DecodeLastRuneInString(before[:st])
		if w[0] >= 0x80 || !isWordRune(r) {
			return true
		}
	}
	return false
}

// signedCount reports a count written with a sign or as "net": "+42/−7",
// "net +35 lines" state a change in the number of lines, not how many
// lines the result lists.
func (c *check) signedCount(cc countClaim) bool {
	if cc.num >= 0 && c.nums[cc.num].neg {
		return true
	}
	before := strings.TrimRight(c.folded[max(0, cc.start-8):cc.start], "*_")
	return strings.HasSuffix(before, "+") || strings.HasSuffix(before, "−") || strings.HasSuffix(before, "net ") || strings.HasSuffix(before, "neto ")
}

// fileNoun reports nouns that count files.
func fileNoun(noun string) bool {
	return hasPrefixAny(noun, []string{"file", "archivo", "fichero", "文件", "ファイル", "फ़ाइल", "फाइल"})
}

// distinctFiles returns the number of distinct paths of a result printed
// as grep prints matches, "path:line:text", one match a line, or 0: the
// files a search found are fewer than its matches.
func distinctFiles(res string) int {
	seen := map[string]bool{}
	for len(res) > 0 {
		l := res
		if i := strings.IndexByte(res, '\n'); i >= 0 {
			l, res = res[:i], res[i+1:]
		} else {
			res = ""
		}
		if strings.TrimSpace(l) == "" || strings.HasPrefix(l, "[receipt") {
			continue
		}
		i := strings.IndexByte(l, ':')
		if i <= 0 || i+1 >= len(l) || !isDigitByte(l[i+1]) || strings.ContainsAny(l[:i], " \t") {
			return 0
		}
		seen[l[:i]] = true
		if len(seen) > 256 {
			return 0
		}
	}
	return len(seen)
}

// nounLines returns the number of a result's lines that name the count
// noun itself, when some but not all do: "the two P2s" over a ticket list
// that marks priority [P2], "both CVEs" over release notes that list two.
func nounLines(call *callInfo, noun string) int {
	key := strings.TrimSuffix(noun, "s")
	if len(key) < 2 || key[0] >= 0x80 {
		return 0
	}
	m, lines := 0, 0
	res := call.folded
	for len(res) > 0 {
		l := res
		if i := strings.IndexByte(res, '\n'); i >= 0 {
			l, res = res[:i], res[i+1:]
		} else {
			res = ""
		}
		if strings.TrimSpace(l) == "" {
			continue
		}
		lines++
		if wordIn(l, key) || wordIn(l, noun) {
			m++
		}
	}
	if m == lines {
		return 0
	}
	return m
}

// lessOneValue reports a count that excludes one row of a result's
// column: "without dependabot, 72 commits" over a shortlog that totals 83
// with dependabot's 11.
func (c *check) lessOneValue(targets []int, n int) bool {
	v := float64(n)
	for _, ci := range targets {
		for _, col := range c.calls[ci].columns() {
			for _, x := range col.vals {
				if col.n >= 2 && col.sum-x == v {
					return true
				}
			}
		}
	}
	return false
}

// breakdownEnd reports a count that ends a breakdown on its line whose
// parts add up to a count of the result: "1 June — 3, 2 June — 4, 3 June
// — 3 files" over ten files. Only plain integers after a dash or colon
// and before a comma are parts, so the day numbers of the dates are not
// summed.
func (c *check) breakdownEnd(cc countClaim, want []int) bool {
	if cc.num < 0 {
		return false
	}
	ls, _ := c.lineAround(cc.start, cc.end)
	sum, parts := cc.n, 1
	for j := cc.num - 1; j >= 0 && j >= cc.num-16 && c.nums[j].start >= ls; j-- {
		r := &c.nums[j]
		if r.glued || r.percent || len(r.vals) == 0 || !isIntNum(r) {
			continue
		}
		before := strings.TrimRight(c.folded[max(ls, r.start-4):r.start], " *")
		if !strings.HasSuffix(before, "—") && !strings.HasSuffix(before, "–") && !strings.HasSuffix(before, ":") && !strings.HasSuffix(before, "-") {
			continue
		}
		after := strings.TrimLeft(c.folded[r.end:min(cc.start, r.end+6)], " *")
		if !strings.HasPrefix(after, ",") && !strings.HasPrefix(after, ";") && !strings.HasPrefix(after, "，") && !strings.HasPrefix(after, "、") {
			continue // "1 June — 3": the 1 names a day, not a part
		}
		sum += int(r.vals[0])
		parts++
	}
	if parts < 3 {
		return false
	}
	for _, w := range want {
		if w == sum {
			return true
		}
	}
	return false
}

// cgCountOK reports whether a count claim that matches no count of its
// targets is still no miscount by the rules above.
func (c *check) cgCountOK(in *info, cc countClaim, want, targets []int) bool {
	hi := 0
	for _, w := range want {
		hi = max(hi, w)
	}
	if cc.n < hi && c.partBefore(in, cc.span) {
		return true
	}
	if c.signedCount(cc) {
		return true
	}
	if c.excludes(in) && c.lessOneValue(targets, cc.n) {
		return true
	}
	if c.breakdownEnd(cc, want) {
		return true
	}
	for _, ci := range targets {
		call := &c.calls[ci]
		if fileNoun(cc.noun) && distinctFiles(call.Result) == cc.n {
			return true
		}
		if cc.filter == "" && nounLines(call, cc.noun) == cc.n {
			return true
		}
	}
	return false
}
