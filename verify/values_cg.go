package verify

import (
	"math"
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
	m, lines := countLines(call.folded, func(l string) bool { return wordIn(l, key) || wordIn(l, noun) })
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

// cgFactOK reports whether a number no result holds is still one the
// reply read or worked out from them, by the rules below. It is reached
// only for numbers every other rule failed to explain.
func (c *check) cgFactOK(n *num, calls []int) bool {
	if len(n.vals) == 0 {
		return false
	}
	return c.discounted(n, calls) || c.unitInIdent(n, calls) || c.crossCallTotal(n, calls) || c.statusSum(n, calls)
}

// nearAny reports whether a reply number reads as x, to its own precision
// or, for a whole number, rounded.
func nearAny(n *num, x float64) bool {
	for _, v := range n.vals {
		if near(v, n.dec, x) || n.dec == 0 && math.Abs(v-x) < 0.5 {
			return true
		}
	}
	return false
}

// cnDigits are the Chinese numerals of a discount rate.
var cnDigits = map[rune]int{'一': 1, '二': 2, '两': 2, '三': 3, '四': 4, '五': 5, '六': 6, '七': 7, '八': 8, '九': 9}

// discountRates returns the rates of Chinese discounts in text: 九折 is
// 90% of the price, 八五折 85%, 8.5折 85%, at most 4.
func discountRates(text string, out []float64) []float64 {
	for i := 0; len(out) < 4; {
		j := strings.Index(text[i:], "折")
		if j < 0 {
			break
		}
		at := i + j
		i = at + len("折")
		// Up to two digits before 折, Chinese or ASCII ("8.5").
		var ds []int
		k := at
		if k > 0 && text[k-1] == ' ' {
			k-- // "9.5 折" as written with a space
		}
		for len(ds) < 2 && k > 0 {
			r, size := utf8.DecodeLastRuneInString(text[:k])
			if d, ok := cnDigits[r]; ok {
				ds = append([]int{d}, ds...)
			} else if r >= '1' && r <= '9' {
				ds = append([]int{int(r - '0')}, ds...)
			} else if r == '.' && len(ds) == 1 {
				// 8.5折
			} else {
				break
			}
			k -= size
		}
		switch len(ds) {
		case 1:
			out = append(out, float64(ds[0])/10)
		case 2:
			out = append(out, float64(ds[0]*10+ds[1])/100)
		}
	}
	return out
}

// discounted reports a price a Chinese discount of the results or the
// request gives: 298 元 at 九折 is 268.2.
func (c *check) discounted(n *num, calls []int) bool {
	if !strings.Contains(c.folded, "折") {
		return false
	}
	var buf [8]float64
	rates := discountRates(c.request, buf[:0])
	for _, ci := range calls {
		rates = discountRates(c.calls[ci].folded, rates)
	}
	for _, rate := range rates {
		for _, ci := range calls {
			for _, r := range c.calls[ci].nums {
				if !r.glued && !r.inDate && len(r.vals) > 0 && nearAny(n, r.vals[0]*rate) {
					return true
				}
			}
		}
	}
	return false
}

// unitInIdent reports a span of time the results name inside an
// identifier: "24 小时涨了 2.14%" reads change_24h_pct, "past 7 days"
// reads a field last_7d.
func (c *check) unitInIdent(n *num, calls []int) bool {
	if n.dec != 0 || n.neg {
		return false
	}
	// "a 30-day supply" hyphenates the unit.
	after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+12)], " -")
	unit := ""
	switch {
	case hasPrefixAny(after, []string{"hour", "hora", "小时", "小時", "時間", "घंटे", "घंटा", "h "}):
		unit = "h"
	case hasPrefixAny(after, []string{"day", "día", "dia", "天", "日間", "दिन"}):
		unit = "d"
	default:
		return false
	}
	key := c.folded[n.start:n.end] + unit
	for _, ci := range calls {
		f := c.calls[ci].folded
		for i := 0; ; {
			j := strings.Index(f[i:], key)
			if j < 0 {
				break
			}
			st, en := i+j, i+j+len(key)
			i = st + 1
			// The unit may be spelt out in the key: copay_30day.
			if (st == 0 || !isDigitByte(f[st-1]) && f[st-1] != '.') && (en == len(f) || !isLetterByte(f[en]) || unitRest(f[en:], unit)) {
				return true
			}
		}
	}
	return false
}

// crossCallTotal reports a total, or a share of it, over calls that each
// returned one value: three `wc -l | tail -1` of 18432, 9876 and 2104 add
// up to 30,412, of which .tsx is about 32%.
func (c *check) crossCallTotal(n *num, calls []int) bool {
	var vals [16]float64
	k := 0
	total := 0.0
	for _, ci := range calls {
		one, v := 0, 0.0
		for _, r := range c.calls[ci].nums {
			if r.glued || r.inDate || len(r.vals) == 0 || clockPart(c.calls[ci].folded, r.span) {
				continue
			}
			one++
			v = r.vals[0]
		}
		if one == 1 && k < len(vals) {
			vals[k] = v
			k++
			total += v
		}
	}
	if k < 2 || total == 0 {
		return false
	}
	if !n.percent {
		return nearAny(n, total)
	}
	for _, v := range vals[:k] {
		if nearAny(n, v/total*100) {
			return true
		}
	}
	return false
}

// statusWords follow the counts of a test run's summary.
var statusWords = []string{"passing", "passed", "pending", "failing", "failed", "skipped", "todo", "errors", "error"}

// statusSum reports the total of a test run's summary: "45 passing, 12
// pending, 3 failing" is 60 tests.
func (c *check) statusSum(n *num, calls []int) bool {
	if n.dec != 0 || n.percent {
		return false
	}
	for _, ci := range calls {
		f := c.calls[ci].folded
		sum, terms := 0.0, 0
		for _, r := range c.calls[ci].nums {
			if r.glued || r.inDate || len(r.vals) == 0 || terms >= 8 {
				continue
			}
			after := strings.TrimLeft(f[r.end:min(len(f), r.end+10)], " ")
			if hasPrefixAny(after, statusWords) {
				sum += r.vals[0]
				terms++
			}
		}
		if terms >= 2 && nearAny(n, sum) {
			return true
		}
	}
	return false
}

// dropArgLabels removes from the words between a number and its count
// noun the labels joined by a slash whose every part a call's arguments
// name: "22 open P1/P2 bugs" over a query for priority in (P1, P2)
// counts the query's bugs, and the label narrows nothing the call did not.
func (c *check) dropArgLabels(words []string) []string {
	has := false
	for _, w := range words {
		has = has || strings.IndexByte(w, '/') > 0
	}
	if !has {
		return words
	}
	out := words[:0:0]
	for _, w := range words {
		if strings.IndexByte(w, '/') > 0 && c.argLabel(w) {
			continue
		}
		out = append(out, w)
	}
	return out
}

func (c *check) argLabel(w string) bool {
	for _, part := range strings.Split(w, "/") {
		if part == "" || !letterWords([]string{part}) {
			return false
		}
		found := false
		for i := range c.calls {
			found = found || c.calls[i].ok && wordIn(strings.ToLower(c.calls[i].Args), part)
		}
		if !found {
			return false
		}
	}
	return true
}

// queryWordsInArgs reports a quotation that restates a call's query with
// its own separators: "顺丰 退回 / 退件" for the query 顺丰 退回 OR 退件.
// Every word of it, apart from slashes, bars and or/and, must be in one
// call's arguments. Only reached for a quotation no result holds.
func (c *check) queryWordsInArgs(t string) bool {
	ws := strings.FieldsFunc(t, func(r rune) bool { return r == ' ' || r == '/' || r == '|' || r == '、' || r == ',' })
	if len(ws) < 2 {
		return false
	}
	for i := range c.calls {
		args := strings.ToLower(c.calls[i].Args)
		all := true
		for _, w := range ws {
			if w == "or" || w == "and" || w == "o" || w == "y" || w == "或" {
				continue
			}
			all = all && strings.Contains(args, w)
		}
		if all {
			return true
		}
	}
	return false
}
