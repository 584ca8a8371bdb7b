package verify

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// countClaim is a number stated as how many items a result holds.
type countClaim struct {
	span
	n      int
	num    int    // index in c.nums, or -1 for a number word
	noun   string // the count noun or classifier
	filter string // a qualifier between number and noun ("pdf", "go"), if any
}

// checkCounts reports item counts that differ from the count of the
// result they concern.
func (c *check) checkCounts(in *info) {
	if len(in.targets) == 0 {
		return
	}
	claims := c.countClaims(in)
	excl := int8(0) // c.excludes(in), asked once: 0 unknown, 1 yes, 2 no
	for _, cc := range claims {
		if c.inRequestCount(float64(cc.n)) || c.requestNumWord(float64(cc.n)) || c.thresholdCount(cc) || c.additiveCount(cc) || c.numberLength(cc) || c.partAfter(claims, cc) || c.anotherOne(cc) || c.notACount(in, cc) {
			continue
		}
		targets := c.countTargets(in, cc)
		want, known := c.countsOf(targets, cc)
		if kindNoun(cc.noun) {
			// "3 kinds of error" counts the groups of a grouped count
			// ("12 db_timeout / 5 upstream_502"), and nothing else: the
			// kinds of the items of a listing are not its count.
			want, known = c.groupCounts(targets)
			if !known {
				continue // kinds of the items listed: nothing to count them by
			}
		}
		if known && !slices.Contains(want, cc.n) && c.quantityNoun(in, cc, want, targets) {
			known = false // a quantity the items hold: see values_fe.go
		}
		if !known {
			// Nothing to count against: the number is a value, which
			// checkFacts reads ("app.py has 2241 lines", "39 件" from
			// a SQL aggregate).
			if cc.num >= 0 {
				delete(c.countUsed, cc.num)
				c.counted[cc.num] = true
			}
			continue
		}
		ok := false
		if excl == 0 {
			excl = 2
			if c.excludes(in) {
				excl = 1
			}
		}
		excluding := excl == 1
		for _, w := range want {
			// "5 expected, 3 there, 2 missing": the gap between the
			// user's number and the result is arithmetic, not a count.
			ok = ok || w == cc.n || c.inRequestCount(float64(w+cc.n)) || w > cc.n && c.inRequestCount(float64(w-cc.n))
			// "8 entries; without __init__.py, 7 migrations".
			ok = ok || excluding && cc.n < w && w-cc.n <= 2
			// "of the 5 commits, 2 are fixes, 2 features and 1 docs":
			// parts that add up to the whole.
			ok = ok || cc.n < w && c.partsOf(claims, w)
		}
		// A count written in the result text itself ("12 matches") is
		// quoted, not miscounted.
		if !ok && cc.filter == "" && (c.resultStatesCount(targets, cc.n) || c.resultHasInt(targets, cc.n)) {
			ok = true
		}
		if !ok && (c.subsetCount(in, targets, cc.span.start, cc.n) || c.fileSubsetCount(in, targets, cc.span.start, cc.n)) {
			// "maria 提交了 2 个": the lines of the result that name a
			// word of the clause are the items it counts.
			ok = true
		}
		if !ok && cc.num >= 0 && c.totalOf(cc, want, targets) {
			// "1,684 orders" over five rows of orders, "1,230 人増えました"
			// over two monthly totals: a sum or difference of the
			// result's values, far above its number of items, is a value
			// the reply computed, not a count of the items.
			ok = true
		}
		if !ok && (c.netCount(cc) || c.sectionCount(cc, targets) || c.offeredAt(in, cc.span) || c.failedArgCount(in, cc)) {
			// Worked out on its line, one section of a sectioned
			// result, or an offered action: see values_cj.go.
			ok = true
		}
		if !ok && (c.wholeOfParts(cc) || c.digitLength(cc)) {
			// The total of a breakdown it goes on to list: see
			// values_ck.go.
			ok = true
		}
		if !ok && c.feCountOK(in, cc, want, targets) {
			// A part the clause names or bounds: see values_fe.go.
			ok = true
		}
		if !ok && c.cgCountOK(in, cc, want, targets) {
			// Parts, changes, excluded rows and distinct files: see
			// values_cg.go.
			ok = true
		}
		if ok {
			continue
		}
		ci := targets[0]
		c.add(c.callFinding(CountMismatch, cc.span, ci,
			"reply says "+strconv.Itoa(cc.n)+" "+cc.noun+", but the result of "+c.calls[ci].Tool+" has "+joinInts(want)))
	}
}

// itemKinds ties count nouns to the calls whose items they can count:
// "3 emails" counts what a mail tool returned, not the lines of a disk
// report cited in the same sentence. A noun is matched by prefix; a call
// fits when its tool name or arguments contain one of the markers.
var itemKinds = []struct{ nouns, markers []string }{
	{[]string{"email", "e-mail", "mail", "correo", "邮件", "郵件", "封", "メール", "通", "ईमेल", "मेल"}, []string{"mail", "inbox"}},
	{[]string{"commit", "コミット", "提交", "कमिट"}, []string{"git log", "commit", "git"}},
	{[]string{"match", "coincidencia", "匹配", "一致", "ヒット", "मैच", "hits"}, []string{"search", "grep", "find", "rg "}},
	{[]string{"meeting", "event", "appointment", "reunion", "reunión", "evento", "cita", "会议", "會議", "日程", "予定", "会議", "イベント", "मीटिंग", "बैठक"}, []string{"calendar", "event", "schedule", "agenda"}},
	{[]string{"row", "fila", "registro", "रो", "पंक्ति"}, []string{"sql", "db", "query", "select"}},
	{[]string{"ticket", "issue", "incidencia", "工单", "チケット", "टिकट"}, []string{"ticket", "issue", "jira"}},
	{[]string{"container", "contenedor", "pod", "容器", "コンテナ", "कंटेनर"}, []string{"docker", "kubectl", "container", "pod"}},
}

// countTargets narrows the calls a count claim is held to: to those whose
// kind of item the noun names, when the clause's targets include one (or,
// when no receipt ties the clause, when exactly one ok call of the turn
// is of that kind); and to the calls that reported a count of their own,
// when some target did, since the lines of a result without one ("df"
// output) are no list of the items counted.
func (c *check) countTargets(in *info, cc countClaim) []int {
	targets := in.targets
	if ci := c.patternCall(in, cc.noun); ci >= 0 && ci < len(callIndex) {
		return callIndex[ci : ci+1] // see values_ck.go
	}
	for _, k := range itemKinds {
		if !hasPrefixAny(cc.noun, k.nouns) {
			continue
		}
		var fit []int
		for _, ci := range targets {
			if c.callHasMarker(ci, k.markers) {
				fit = append(fit, ci)
			}
		}
		if len(fit) == 0 && len(in.cites) == 0 {
			for ci := range c.calls {
				if c.calls[ci].ok && c.callHasMarker(ci, k.markers) {
					fit = append(fit, ci)
				}
			}
			if len(fit) != 1 {
				fit = nil
			}
		}
		if len(fit) > 0 {
			targets = fit
		}
		break
	}
	if len(in.cites) > 1 && len(targets) > 1 && !strings.HasPrefix(cc.noun, "line") && !strings.HasPrefix(cc.noun, "lín") && cc.noun != "行" {
		var counted []int
		for _, ci := range targets {
			if c.calls[ci].Count != nil {
				counted = append(counted, ci)
			}
		}
		if len(counted) > 0 {
			targets = counted
		}
	}
	return targets
}

func (c *check) callHasMarker(ci int, markers []string) bool {
	s := strings.ToLower(c.calls[ci].Tool + " " + c.calls[ci].Args)
	for _, m := range markers {
		if strings.Contains(s, m) {
			return true
		}
	}
	return false
}

func hasPrefixAny(s string, ps []string) bool {
	for _, p := range ps {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// neutralQualifiers stand between a number and its noun without
// narrowing what is counted.
var neutralQualifiers = map[string]bool{"distinct": true, "different": true, "unique": true, "separate": true,
	"total": true, "distintos": true, "distintas": true, "diferentes": true, "únicos": true, "únicas": true}

// kindNouns count the kinds of something rather than its items.
var kindNouns = []string{"kinds", "types", "categories", "tipos", "clases", "categorías", "तरह", "प्रकार", "种", "種", "类", "類", "種類"}

func kindNoun(noun string) bool { return contains(kindNouns, noun) }

// groupCounts returns the number of groups of the targets whose result is
// a grouped count: every non-blank line a label with one number, as
// `uniq -c` or a GROUP BY prints it.
func (c *check) groupCounts(targets []int) ([]int, bool) {
	var out []int
	for _, ci := range targets {
		lines, grouped := 0, true
		for _, l := range strings.Split(c.calls[ci].Result, "\n") {
			l = strings.TrimSpace(l)
			if l == "" {
				continue
			}
			lines++
			f := strings.Fields(l)
			_, e1 := strconv.Atoi(f[0])
			_, e2 := strconv.Atoi(f[len(f)-1])
			if len(f) < 2 || e1 != nil && e2 != nil {
				grouped = false
				break
			}
		}
		if grouped && lines >= 1 {
			out = append(out, lines)
		}
	}
	return out, len(out) > 0
}

// subsetCount reports whether n is the number of lines of a target
// result that contain one ASCII word (at least three letters) written
// just before the count, that some but not all of its lines contain: "maria made 2 of
// them", "priya 提交了 1 个".
func (c *check) subsetCount(in *info, targets []int, at, n int) bool {
	words := 0
	// The word names the subset just before the number: "maria 提交了 2
	// 个", not "2 件で、最新は maria".
	for _, w := range strings.FieldsFunc(c.folded[max(in.start, at-30):at], func(r rune) bool { return r >= 0x80 || !isWordRune(r) }) {
		if len(w) < 3 || isDigitByte(w[0]) {
			continue
		}
		if words++; words > 16 {
			return false
		}
		for _, ci := range targets {
			if !wordIn(c.calls[ci].folded, w) {
				continue // on no line: m would be 0
			}
			m, lines := countLines(c.calls[ci].folded, func(l string) bool { return wordIn(l, w) })
			if m > 0 && m < lines && m == n {
				return true
			}
		}
	}
	return false
}

// totalOf reports whether a count claim is a value computed from the
// result rather than a count of its items: well above every count the
// result has, and a sum, mean or difference of its numbers.
func (c *check) totalOf(cc countClaim, want []int, targets []int) bool {
	hi := 0
	for _, w := range want {
		hi = max(hi, w)
	}
	if cc.n < 10 || cc.n <= 2*hi {
		return false
	}
	n := c.nums[cc.num]
	if n.percent {
		return false
	}
	v := float64(cc.n)
	for _, ci := range targets {
		// Only column totals and differences of two values: the looser
		// arithmetic of derived (with the item count among the terms)
		// would explain a miscount as often as not.
		for _, col := range c.calls[ci].columns() {
			if col.sum == v {
				return true
			}
			// A difference only of a pair (before and after): the gaps
			// between line numbers of a search are no totals.
			if col.n == 2 && math.Abs(col.vals[0]-col.vals[1]) == v {
				return true
			}
		}
	}
	return false
}

// resultStatesCount reports whether a result says "n <word>" itself, as
// in "Found 12 matches" or "total 12".
func (c *check) resultStatesCount(targets []int, n int) bool {
	s := strconv.Itoa(n)
	for _, ci := range targets {
		r := c.calls[ci].folded
		if !strings.Contains(r, s) {
			continue // every phrase below holds the number
		}
		for _, p := range []string{"total " + s, "found " + s, s + " result", s + " match", s + " file", s + " item", s + " entr", s + " line"} {
			if strings.Contains(r, p) {
				return true
			}
		}
	}
	return false
}

func joinInts(v []int) string {
	var b strings.Builder
	for i, x := range v {
		if i > 0 {
			b.WriteString(" or ")
		}
		b.WriteString(strconv.Itoa(x))
	}
	return b.String()
}

// countClaims finds "<number> <count noun>" in a clause: 5 files, 5 个文件,
// 3つのファイル, ५ फ़ाइलें, cinco archivos, up to two qualifier words
// between number and noun in spaced scripts ("3 large PDF files").
func (c *check) countClaims(in *info) []countClaim {
	// The claims live until the next clause's: they reuse one array.
	out := c.scratch.claims[:0]
	defer func() { c.scratch.claims = out }()
	type cand struct {
		span
		n   int
		idx int
	}
	var cands []cand
	for k := in.numLo; k < in.numHi; k++ {
		n := &c.nums[k]
		if n.start < in.start || n.end > in.end || n.glued || n.ordinal || n.version || n.percent || n.inDate || !isIntNum(n) {
			continue
		}
		if c.folded[n.start:n.end] == "一" && determinerBefore(c.folded[max(in.start, n.start-9):n.start]) {
			continue // 最新一次, 这一个, 另一个: which one, not how many
		}
		if clockPart(c.folded, n.span) || n.start >= 2 && c.folded[n.start-1] == ':' && isDigitByte(c.folded[n.start-2]) {
			continue // 14:00 本社ミーティング: a clock time, not "0 本"
		}
		cands = append(cands, cand{n.span, int(n.vals[0]), k})
	}
	for _, h := range in.hits {
		if h.t.kind == kindNumWord {
			if h.t.family == "1" && determinerBefore(c.folded[max(in.start, h.start-9):h.start]) {
				continue // 最新一次, 这一个, 另一个: which one, not how many
			}
			if h.t.family == "1" && strings.HasPrefix(strings.TrimLeft(c.folded[h.end:min(len(c.folded), h.end+12)], " "), "बार") {
				continue // एक बार: "once", "once more"
			}
			v, _ := strconv.Atoi(h.t.family)
			cands = append(cands, cand{h.span, v, -1})
		}
	}
	for _, cd := range cands {
		if c.modalAt(in, cd.span) {
			continue
		}
		if c.appositiveCount(in, cd.span) {
			// "Some tests failed — 7 of them.": the whole, not a part.
			out = append(out, countClaim{span{cd.start, cd.end}, cd.n, cd.idx, "of them", ""})
			if cd.idx >= 0 {
				c.countUsed[cd.idx] = true
			}
			continue
		}
		if c.qualified(in, cd.span) {
			continue
		}
		if cc, ok := c.tableCount(in, cd.span, cd.n, cd.idx); ok {
			out = append(out, cc)
			if cd.idx >= 0 {
				c.countUsed[cd.idx] = true
			}
			continue
		}
		// Find a count noun right after, within two words.
		for _, h := range in.hits {
			if h.t.kind != kindCount || h.start < cd.end {
				continue
			}
			gap := c.folded[cd.end:h.start]
			if len(gap) > 24 {
				break
			}
			// "**8** pods", "_3_ files": emphasis is no word.
			gap = strings.Trim(gap, "*_")
			words := c.dropArgLabels(strings.Fields(gap))
			if !letterWords(words) {
				break
			}
			cjkGap := strings.TrimSpace(gap) == "" || gap == "の" || gap == "つの" || gap == "个" || gap == "個"
			if len(words) > 2 || (len(words) > 0 && !cjkGap && !spacedWords(words)) {
				break
			}
			filter := ""
			if len(words) > 0 && !cjkGap {
				// "3 distinct kinds", "5 different files": words that
				// qualify nothing away.
				ws := words[:0:0]
				for _, w := range words {
					if !neutralQualifiers[w] {
						ws = append(ws, w)
					}
				}
				filter = strings.Join(ws, " ")
			}
			if strings.HasPrefix(c.folded[h.end:], "目") {
				break // 3 行目: the third line
			}
			if notEven(c.folded[h.end:min(len(c.folded), h.end+24)]) {
				break // 一个 TODO 都没有: not even one
			}
			if strings.HasPrefix(strings.TrimSpace(c.folded[h.end:min(in.end, h.end+12)]), "of") {
				break // "3 files of the 10": a part
			}
			out = append(out, countClaim{span{cd.start, h.end}, cd.n, cd.idx, h.t.text, filter})
			if cd.idx >= 0 {
				c.countUsed[cd.idx] = true
			}
			break
		}
	}
	return out
}

// tableCount reads a table row whose label names items and whose value is
// the number alone: "| Open bugs | 11 |", "| Archivos | 4 |". Words before
// the noun qualify it as in "3 open bugs".
func (c *check) tableCount(in *info, sp span, n, idx int) (countClaim, bool) {
	lineStart, lineEnd := c.lineAround(sp.start, sp.end)
	before := strings.TrimRight(c.folded[lineStart:sp.start], " *")
	after := strings.TrimLeft(c.folded[sp.end:lineEnd], " *")
	if !strings.HasSuffix(before, "|") || !strings.HasPrefix(after, "|") || strings.Count(before, "|") != 2 {
		return countClaim{}, false
	}
	label := strings.TrimSpace(strings.Trim(strings.TrimSpace(before[:len(before)-1]), "|"))
	labelStart := lineStart + strings.Index(c.folded[lineStart:sp.start], label)
	for _, h := range c.hits {
		if h.t.kind != kindCount || h.start < labelStart || h.end > labelStart+len(label) || kindNoun(h.t.text) {
			continue
		}
		var ws []string
		for _, w := range strings.Fields(strings.Trim(c.folded[labelStart:h.start], "*_`")) {
			if !neutralQualifiers[w] {
				ws = append(ws, w)
			}
		}
		if len(ws) > 1 {
			return countClaim{}, false
		}
		return countClaim{span{sp.start, sp.end}, n, idx, h.t.text, strings.Join(ws, " ")}, true
	}
	return countClaim{}, false
}

// statusWord reports a qualifier of state ("open", "unresolved") that a
// query applies: when no line of the result names it, every item has it.
func statusWord(w string) bool {
	switch w {
	case "open", "unresolved", "pending", "active", "running", "abiertos", "abiertas", "pendientes", "activos", "activas":
		return true
	}
	return false
}

// exclusionWords say a count leaves some items out: "without __init__.py",
// "除去 …", "を除く", "को छोड़कर".
var exclusionWords = []string{"excluding", "except", "without", "apart from", "not counting", "besides", "sin contar", "excepto",
	"salvo", "除去", "除了", "不算", "不含", "不包括", "を除く", "を除いて", "以外", "को छोड़कर", "के अलावा"}

// excludes reports whether the clause holds one of exclusionWords. The
// words are looked for once in the whole reply, every match kept (those
// that overlap too), and a clause holds a word when a match lies inside
// it: one pass per word instead of one per word and clause.
func (c *check) excludes(in *info) bool {
	if !c.exclDone {
		c.exclDone = true
		out := c.buf.excl[:0]
		for _, w := range exclusionWords {
			if !c.mayHold(w) {
				continue
			}
			for at := 0; ; {
				i := strings.Index(c.folded[at:], w)
				if i < 0 {
					break
				}
				out = append(out, span{at + i, at + i + len(w)})
				at += i + 1
			}
		}
		slices.SortFunc(out, func(a, b span) int { return a.start - b.start })
		c.buf.excl, c.excl = out, out
	}
	k := sort.Search(len(c.excl), func(k int) bool { return c.excl[k].start >= in.start })
	for ; k < len(c.excl) && c.excl[k].start < in.end; k++ {
		if c.excl[k].end <= in.end {
			return true
		}
	}
	return false
}

// partsOf reports whether the clause's count claims below whole add up to
// it: a breakdown of the items, not a miscount.
func (c *check) partsOf(claims []countClaim, whole int) bool {
	sum, parts := 0, 0
	for i, cc := range claims {
		if cc.n < whole && !c.wholeBefore(claims, i) {
			sum += cc.n
			parts++
		}
	}
	return parts >= 2 && sum == whole
}

// determinerBefore reports whether text ends with a word that makes a
// following "one" pick an item rather than count them: 最新一次 (the
// latest one), 这一个, 另一个, 每一个, 上一次.
func determinerBefore(text string) bool {
	for _, d := range []string{"最新", "最近", "最后", "最後", "上", "下", "这", "這", "那", "另", "每", "同", "第", "唯"} {
		if strings.HasSuffix(text, d) {
			return true
		}
	}
	return false
}

// appositiveCount reports whether a number after a dash or colon ends its
// clause with "of them" / "de ellos" / "में से": "Some tests failed — 7
// of them" counts all the items, where "7 of them are PDFs" counts a part.
func (c *check) appositiveCount(in *info, sp span) bool {
	before := strings.TrimRight(c.folded[max(in.start, sp.start-6):sp.start], " ")
	if !strings.HasSuffix(before, "—") && !strings.HasSuffix(before, "–") && !strings.HasSuffix(before, ":") && !strings.HasSuffix(before, " -") {
		return false
	}
	rest := c.folded[sp.end:in.end]
	for _, p := range []string{" of them", " de ellos", " de ellas", " in total", " en total", " total"} {
		if strings.HasPrefix(rest, p) {
			return strings.TrimFunc(rest[len(p):], func(r rune) bool { return !isWordRune(r) }) == ""
		}
	}
	return false
}

func spacedWords(ws []string) bool {
	for _, w := range ws {
		r, _ := utf8.DecodeRuneInString(w)
		if isCJK(r) {
			return false
		}
	}
	return true
}

func isIntNum(n *num) bool {
	return len(n.vals) >= 1 && n.vals[0] == math.Trunc(n.vals[0]) && !strings.ContainsAny(n.digits, ".") && n.vals[0] >= 0 && n.vals[0] < 1e7
}

// qualified reports whether a number is hedged or partial: "about 5",
// "at least 3", "3 of them", "top 5", "其中3个", "うち3件".
func (c *check) qualified(in *info, sp span) bool {
	for _, h := range in.hits {
		switch h.t.kind {
		case kindSubset, kindOrdinal:
			// Before the number, close to it; or "of them" right after.
			if h.end <= sp.start && sp.start-h.end <= 12 {
				return true
			}
			if h.t.kind == kindSubset && h.start >= sp.end && h.start-sp.end <= 14 && c.folded[sp.end:h.start] != "" {
				if strings.HasPrefix(h.t.text, "of") || strings.HasPrefix(h.t.text, "de ") || h.t.text == "うち" || h.t.text == "中的" || strings.HasSuffix(h.t.text, "में से") {
					return true
				}
			}
		}
	}
	// "3 of 10", "3 de 10", "10件中3件".
	rest := c.folded[sp.end:min(in.end, sp.end+8)]
	return strings.HasPrefix(rest, " of ") || strings.HasPrefix(rest, " de ") || strings.HasPrefix(rest, "/")
}

// countsOf returns the counts a claim may truthfully state about the
// target calls: each call's count, their sum, and for a qualified noun
// ("3 PDF files") the number of result lines that mention the qualifier.
// known is false when no target has a count to compare with.
func (c *check) countsOf(targets []int, cc countClaim) ([]int, bool) {
	var out []int
	sum := 0
	known := false
	for _, ci := range targets {
		call := &c.calls[ci]
		var n int
		switch {
		case call.Count != nil:
			n = *call.Count
		case call.lines >= 2 && listLike(call.Result) && !aggregate(call):
			n = call.lines
		default:
			continue
		}
		known = true
		out = append(out, n)
		sum += n
		if call.Count == nil && n > 1 {
			out = append(out, n-1) // a header or summary line
		}
		key := cc.filter
		if key != "" && call.Count != nil && argsFilter(call.Args, key) {
			// "4 unread emails" from a search for is:unread: the call
			// filtered by the qualifier itself, so all the items it
			// counted have it.
			continue
		}
		if key == "" {
			key = subsetKey(cc.noun)
		}
		if key != "" {
			m, _ := countLines(call.folded, func(l string) bool { return lineMatches(l, key) })
			if m == 0 && cc.filter != "" && !statusWord(cc.filter) {
				return nil, false // a qualifier we cannot evaluate
			}
			if m > 0 || cc.filter == "" {
				out = append(out, m)
			}
		}
		// Line-oriented nouns may count lines of a file.
		if strings.HasPrefix(cc.noun, "line") || strings.HasPrefix(cc.noun, "lín") || cc.noun == "行" {
			out = append(out, strings.Count(call.Result, "\n")+1, call.lines)
		}
	}
	if len(targets) > 1 {
		out = append(out, sum)
	}
	return out, known
}

// listLike reports whether a result reads as a list of items, one a line,
// rather than prose or a document whose lines are not items.
// aggregate reports whether a result is a single value in a table, as a
// SQL count or sum prints it: its lines are a header and a value, not
// items.
func aggregate(call *callInfo) bool {
	vals := 0
	for _, n := range call.nums {
		if !n.glued && !n.inDate {
			vals++
		}
	}
	return call.lines <= 5 && vals <= 2 && (strings.Contains(call.folded, "row)") || strings.Contains(call.folded, "rows)") || call.lines <= 3 && vals == 1)
}

func listLike(s string) bool {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	long := 0
	for _, l := range lines {
		if len(l) > 160 {
			long++
		}
	}
	return long*4 < len(lines)
}

func subsetKey(noun string) string {
	switch noun {
	case "pdfs", "pdf files", "pdf":
		return ".pdf"
	case "go files":
		return ".go"
	case "python files":
		return ".py"
	case "markdown files":
		return ".md"
	case "json files":
		return ".json"
	case "csv files":
		return ".csv"
	case "yaml files":
		return ".yaml"
	case "text files":
		return ".txt"
	case "log files":
		return ".log"
	case "directories", "folders", "subdirectories", "subfolders", "carpetas", "directorios", "文件夹", "目录", "フォルダ", "ディレクトリ", "फ़ोल्डर", "फोल्डर", "डायरेक्टरी":
		return "/"
	}
	return ""
}

func lineMatches(l, key string) bool {
	l = strings.TrimSpace(l)
	if l == "" {
		return false
	}
	switch key {
	case "/":
		return strings.HasSuffix(l, "/") || strings.HasPrefix(l, "d") && strings.Contains(l, "rwx") || strings.Contains(l, "<dir>") || strings.Contains(l, "[dir]") || strings.HasPrefix(l, "dir ")
	}
	if strings.HasPrefix(key, ".") {
		return strings.Contains(l, key)
	}
	k := strings.TrimSuffix(strings.TrimSuffix(key, "s"), " file")
	if len(k) < 2 {
		return false
	}
	return strings.Contains(l, k) || strings.Contains(l, "."+k)
}

// checkFacts reports values a clause attributes to a result that the
// result does not hold: numbers, dates, versions and quotations.
func (c *check) checkFacts(in *info) {
	if len(in.targets) == 0 {
		return
	}
	attributed := in.explicit || in.report || in.source || len(in.cites) > 0 || in.single && c.hasUse(in) || in.anchored || in.paraCited ||
		len(in.targets) == 1 && !in.general && (c.topical(in) || c.mentionsResult(in, in.targets[0]) || c.oneCallTurn() && len(in.hedges) == 0)
	if !attributed && !in.single || c.knowledgeAside(in) {
		return
	}
	// A clause marked as general knowledge after its values (values_fb.go)
	// reports nothing; asked only when it would, as the markers are rare.
	mark := len(c.rep.Findings)
	defer func() {
		if len(c.rep.Findings) > mark && c.asideAfter(in) {
			c.rep.Findings = c.rep.Findings[:mark]
		}
	}()
	all := c.okCalls(famAny)
	for k := in.numLo; k < in.numHi; k++ {
		n := &c.nums[k]
		if n.start < in.start || n.end > in.end || c.countUsed[k] || n.glued && !c.valueSpan(n) || n.ordinal || n.inDate || c.inCitation(n.span) || c.inURL(n.span) || c.quoted(n.span) && !c.valueSpan(n) {
			continue
		}
		if n.start >= 2 && c.folded[n.start-1] == ':' && isDigitByte(c.folded[n.start-2]) {
			continue // the minutes of 19:15: its hour carries the check
		}
		// With the turn's only call and nothing else tying the clause to
		// it, a number is held to its result when it is of the kind the
		// result reports: "the disk is 79% full" about df's Use%.
		if !attributed && !(c.sameKind(n, in.targets) && c.topical(in)) {
			continue
		}
		if n.version {
			if !c.textIn(n.digits, all) && !strings.Contains(c.request, n.digits) && !c.modalAt(in, n.span) && !c.suggestionAt(in, n.span) && !c.versionBump(in, n, all) {
				c.add(c.callFinding(FactMismatch, n.span, in.targets[0],
					fmt.Sprintf("version %s is not in the result of %s", n.digits, c.calls[in.targets[0]].Tool)))
			}
			continue
		}
		if len(n.vals) == 0 || c.listMarker(n) || c.qualifiedNum(in, n) {
			continue
		}
		if !c.significant(n) {
			continue
		}
		if clock := clockPart(c.folded, n.span); clock && (c.timeIn(n, all) || c.shiftedTime(n, all) || c.inRequestNum(n) || c.modalAt(in, n.span) || c.timeInArgs(n) || c.tzShifted(n, all) || c.resultZoneShifted(n, all) || c.zoneShifted(n, all)) {
			continue // a clock time is checked whole: 14:50 is not 14:25
		} else if clock {
			c.add(c.callFinding(FactMismatch, n.span, in.targets[0],
				fmt.Sprintf("time %s is not in the result of %s", c.masked[n.start:min(len(c.masked), n.end+3)], c.calls[in.targets[0]].Tool)))
			continue
		}
		if c.numIn(*n, in.targets) || c.numIn(*n, all) || c.inRequestNum(n) || c.inArgNums(n) || !c.labelled(n) && !c.readNotWorked(in, n) && (c.derived(*n, in.targets) || c.writeOnly(in) && c.derived(*n, all)) || c.timeIn(n, all) || c.approxIn(n, all) {
			continue
		}
		if c.generalRange(n, all) || c.generalDuration(n, all) || c.inFailedResult(n) || c.hourIn(n, all) || c.replyDerived(n) || c.shiftedTime(n, all) || c.dayDiff(n, all) || c.scaledMean(n, all) || c.dayOfMonth(n, all) || c.gluedIn(n, all) ||
			c.clockGap(n) || c.workedOut(n) || c.percentOf(n) || c.roundedSum(n) ||
			c.dayMonthIn(n, all) || c.slotLength(n, all) || c.converted(n, all) || c.approxOf(n) || c.cgFactOK(n, all) ||
			c.colAggregate(n, all) || c.yearly(n) || c.totalRow(n) || c.boundedPct(n) || c.shareOfTotal(n) || c.boundNeighbour(n, all) || c.tableColumnSum(in, n) || c.faFactOK(in, n, all) || c.fbFactOK(in, n, all) || c.feFactOK(in, n, all) {
			continue
		}
		c.add(c.callFinding(FactMismatch, n.span, in.targets[0],
			fmt.Sprintf("%s is not in the result of %s", c.masked[n.start:n.end], c.calls[in.targets[0]].Tool)))
	}
	if !attributed {
		return
	}
	for k := sort.Search(len(c.dates), func(k int) bool { return c.dates[k].start >= in.start }); k < len(c.dates) && c.dates[k].start < in.end; k++ {
		d := c.dates[k]
		if d.end > in.end || d.y == 0 && d.d == 0 || c.modalAt(in, d.span) {
			continue
		}
		if c.dateIn(d, all) || dateListed(d, c.reqDates) || c.dateInArgs(d) || c.compactDateIn(d, all) || c.shiftedDate(d, all) || c.durationsNotDate(d) || c.dateInArgText(d) || c.writtenDateIn(d, all) {
			continue
		}
		// The two readings of an ambiguous date share a span: one match is enough.
		dup := false
		for j := max(0, k-2); j < min(len(c.dates), k+3); j++ {
			if e := c.dates[j]; e.span == d.span && e != d && c.dateIn(e, all) {
				dup = true
			}
		}
		if dup || c.alreadyFound(FactMismatch, d.span) {
			continue
		}
		c.add(c.callFinding(FactMismatch, d.span, in.targets[0],
			fmt.Sprintf("date %s is not in the result of %s", c.masked[d.start:d.end], c.calls[in.targets[0]].Tool)))
	}
	c.checkIdents(in, all)
	c.checkLabelledIdents(in, all)
	c.checkCrossCallNames(in, all)
	c.checkHealthVerdict(in)
	c.checkCJKNames(in, all)
	c.checkStatusLists(in, all)
	c.checkStatusValue(in, all)
	for _, q := range c.quotes(in) {
		t := strings.TrimSpace(c.folded[q.start:q.end])
		if c.overlapsCitation(q) || c.modalAt(in, q) || len(t) < 3 || len(t) > 200 || placeholderQuote(t) || c.textIn(t, all) || strings.Contains(c.request, t) || c.inArgs(t) || c.queryWordsInArgs(t) || c.quoteInFailed(normSpace(t)) || c.fileLineRef(t) {
			continue
		}
		c.add(c.callFinding(FactMismatch, q, in.targets[0],
			fmt.Sprintf("quoted text %q is not in the result of %s", c.masked[q.start:q.end], c.calls[in.targets[0]].Tool)))
	}
}

// rangeSeps join the two ends of a range: 100–200, 5 to 10, 3 से 5.
var rangeSeps = []string{"-", "–", "—", "~", "〜", "～", "to", "a", "y", "and", "से", "और", "到", "至", "から", "或"}

// generalRange reports whether n is an end of a range neither of whose
// ends is in the results: "files of 100–200 lines are easier to review"
// is advice, not a value of the result. A range the result backs at one
// end is checked at the other.
func (c *check) generalRange(n *num, calls []int) bool {
	other := func(k int) bool {
		if k < 0 || k >= len(c.nums) {
			return false
		}
		m := &c.nums[k]
		a, b := n.span, m.span
		if a.start > b.start {
			a, b = b, a
		}
		gap := strings.TrimSpace(c.folded[a.end:b.start])
		if b.start-a.end > 8 || !slices.Contains(rangeSeps, gap) {
			return false
		}
		return len(m.vals) > 0 && !c.numIn(*m, calls)
	}
	return other(n.index-1) || other(n.index+1)
}

// durationUnits are the words of a span of time after a number.
var durationUnits = []string{"second", "minute", "hour", "day", "week", "month", "year", "min", "segundo", "minuto", "hora",
	"día", "dia", "semana", "mes", "año", "秒", "分钟", "分間", "分", "小时", "時間", "天", "日間", "周", "週間", "年",
	"सेकंड", "मिनट", "घंटे", "घंटा", "दिन", "हफ़्ते", "साल", "महीने"}

func durationAfter(text string, end int) bool {
	after := strings.TrimLeft(text[end:min(len(text), end+16)], " ")
	for _, u := range durationUnits {
		if strings.HasPrefix(after, u) {
			return true
		}
	}
	return false
}

// generalDuration reports whether n is a span of time while the results
// state none: "the 15-minute load average" names uptime's window from
// general knowledge; "the job took 15 minutes" over a result that times
// the job is checked as usual.
func (c *check) generalDuration(n *num, calls []int) bool {
	if !durationAfter(c.folded, n.end) && !(n.end < len(c.folded) && c.folded[n.end] == '-' && durationAfter(c.folded, n.end+1)) {
		return false
	}
	for _, ci := range calls {
		call := &c.calls[ci]
		for i := range call.nums {
			if r := &call.nums[i]; durationAfter(call.folded, r.end) || sizeAfterIsTime(call.folded, r.end) {
				return false
			}
		}
	}
	return true
}

// sizeAfterIsTime reports whether a result's number is followed by a
// short time unit (12s, 300ms, 5m, 2h, 3d) or is part of a clock time.
func sizeAfterIsTime(text string, end int) bool {
	if end < len(text) && text[end] == ':' {
		return true
	}
	after := text[end:min(len(text), end+3)]
	for _, u := range []string{"ms", "s", "m", "h", "d"} {
		if strings.HasPrefix(after, u) && (len(after) == len(u) || !isLetterByte(after[len(u)])) {
			return true
		}
	}
	return false
}

// unitKind returns the kind of quantity a number is, by what follows it:
// a percentage, a size, a temperature, or "" for a bare number.
func unitKind(text string, n *num) string {
	if n.percent {
		return "%"
	}
	after := strings.TrimLeft(text[n.end:min(len(text), n.end+6)], " ")
	switch {
	case strings.HasPrefix(after, "°"), strings.HasPrefix(after, "℃"), strings.HasPrefix(after, "℉"):
		return "°"
	case sizeUnit(text, n.end) > 0:
		return "size"
	}
	return ""
}

// sameKind reports whether a number is a quantity of a kind some target
// result states: a percentage where a result has percentages, a size
// where it has sizes.
func (c *check) sameKind(n *num, targets []int) bool {
	k := unitKind(c.folded, n)
	if k == "" {
		return false
	}
	for _, ci := range targets {
		for i := range c.calls[ci].nums {
			if unitKind(c.calls[ci].folded, &c.calls[ci].nums[i]) == k {
				return true
			}
		}
	}
	return false
}

// topical reports whether a clause speaks of what its target calls are
// about: it names a family of theirs ("the disk", "the weather") or a
// word of their tool or arguments ("/data" of df -h /data). "ext4
// reserves 5% for root" is general knowledge beside a df call.
func (c *check) topical(in *info) bool {
	for i, u := range in.uses {
		if in.negated[i] {
			continue
		}
		for _, ci := range in.targets {
			if contains(c.calls[ci].families, u.t.family) {
				return true
			}
		}
	}
	s := c.folded[in.start:in.end]
	for _, ci := range in.targets {
		for _, w := range c.calls[ci].words {
			if wordIn(s, w) {
				return true
			}
		}
	}
	return false
}

// labelled reports whether a number follows a label that makes it an
// identifier or setting (a port, a version, a pid), never the sum or
// ratio of other values: port 9091 is not 9090 + 1.
func (c *check) labelled(n *num) bool {
	before := strings.TrimRight(c.folded[max(0, n.start-16):n.start], " :=#")
	i := strings.LastIndexFunc(before, func(r rune) bool { return !isWordRune(r) || isCJK(r) && !isWordRune(r) })
	w := before[i+1:]
	if w == "" {
		return false
	}
	return labelTerm(w) || strings.HasSuffix(w, "id")
}

func (c *check) hasUse(in *info) bool {
	for i := range in.uses {
		if !in.negated[i] {
			return true
		}
	}
	return false
}

func (c *check) alreadyFound(typ string, sp span) bool {
	// A repeat comes from the same clause: only the latest findings can
	// be one, which keeps a reply of many findings linear.
	fs := c.rep.Findings
	for _, f := range fs[max(0, len(fs)-64):] {
		if f.Type == typ && f.Start == sp.start && f.End == sp.end {
			return true
		}
	}
	return false
}

// significant reports whether a number is worth checking as a fact: small
// bare integers are mostly structure ("2 options", "in 3 steps"), so they
// count only with a unit, a currency, a percent sign or decimals.
func (c *check) significant(n *num) bool {
	if k := n.index; k >= 0 && c.counted[k] {
		return true // "10 pending orders": a number of things is a claim at any size
	}
	if n.percent || n.dec > 0 || n.vals[0] > 10 || n.vals[0] != math.Trunc(n.vals[0]) {
		return true
	}
	// The hour of a clock time written with two digits and odd minutes
	// ("09:12") states a time as surely as 19:05 does; "9:12" may be a
	// version or a ratio, and "08:00", "08:30" round times of advice or
	// steps of a series worked out from epoch seconds.
	// A clock time with am/pm ("3:00 PM") is a time whatever its digits.
	if c.meridiemClock(n) {
		return true
	}
	if n.end-n.start == 2 && n.end+3 <= len(c.folded) && c.folded[n.end] == ':' && clockPart(c.folded, n.span) {
		if m := c.folded[n.end+1 : n.end+3]; m != "00" && m != "30" {
			return true
		}
	}
	before := c.folded[max(0, n.start-3):n.start]
	after := c.folded[n.end:min(len(c.folded), n.end+4)]
	return strings.ContainsAny(before, "$€£¥₹") || strings.HasPrefix(after, "°") || strings.HasPrefix(after, " °") ||
		strings.HasPrefix(after, "℃") || strings.HasPrefix(after, "度")
}

func (c *check) listMarker(n *num) bool {
	i := n.start
	for i > 0 && (c.masked[i-1] == ' ' || c.masked[i-1] == '\t' || c.masked[i-1] == '#') {
		i--
	}
	if i > 0 && c.masked[i-1] != '\n' {
		return false
	}
	rest := c.masked[n.end:]
	return strings.HasPrefix(rest, ".") || strings.HasPrefix(rest, ")") || strings.HasPrefix(rest, "、") || strings.HasPrefix(rest, "．")
}

// qualifiedNum reports a number a hedge word qualifies ("about 70").
func (c *check) qualifiedNum(in *info, n *num) bool {
	if c.modalAt(in, n.span) {
		return true
	}
	for _, h := range in.hits {
		if h.t.kind == kindOrdinal && h.end <= n.start && n.start-h.end <= 2 && !labelTerm(h.t.text) {
			return true
		}
	}
	return thresholdAfter(c.folded[n.end:min(len(c.folded), n.end+24)])
}

// valueSpan reports whether a number stands alone in a code span as a
// value with at most a unit or a version prefix: `3000ms`, `^18.3.1`,
// `16.4` — a value the reply reads out, unlike `ls -la | head -50`.
func (c *check) valueSpan(n *num) bool {
	open := strings.LastIndexByte(c.folded[max(0, n.start-24):n.start], '`')
	if open < 0 {
		return false
	}
	open += max(0, n.start-24)
	close := strings.IndexByte(c.folded[n.end:min(len(c.folded), n.end+12)], '`')
	if close < 0 {
		return false
	}
	pre := c.folded[open+1 : n.start]
	post := c.folded[n.end : n.end+close]
	if pre != "" && pre != "^" && pre != "~" && pre != "v" && pre != ">=" {
		// postgres:16.4: a name and a tag; the tag is the value.
		if i := strings.LastIndexByte(pre, ':'); i < 0 || i != len(pre)-1 || strings.ContainsAny(pre, " =") {
			return false
		}
	}
	if len(post) > 3 {
		return false
	}
	for i := 0; i < len(post); i++ {
		if !isLetterByte(post[i]) && post[i] != '%' {
			return false
		}
	}
	return true
}

// thresholds follow a number that is a limit compared against, not a
// value read: "500kB を超えている", "超过 500 MB", "以上".
var thresholds = []string{"を超え", "を上回", "を下回", "以上", "以下", "未満", "超过", "超過", "से ज़्यादा", "से अधिक", "से कम"}

func thresholdAfter(rest string) bool {
	// Skip a unit ("kB", "MB", "ms", "%").
	i := 0
	for i < len(rest) && (rest[i] == ' ' || isLetterByte(rest[i]) || rest[i] == '%') && i < 4 {
		i++
	}
	for _, t := range thresholds {
		if strings.HasPrefix(rest[i:], t) {
			return true
		}
	}
	return false
}

func (c *check) inCitation(s span) bool {
	k := c.citeAfter(s.start)
	return k < len(c.cites) && s.start >= c.cites[k].start && s.end <= c.cites[k].end
}

// citeAfter returns the index of the first citation that ends after pos.
// Citations come from one left-to-right scan and do not overlap, so they
// are sorted by both start and end.
func (c *check) citeAfter(pos int) int {
	return sort.Search(len(c.cites), func(k int) bool { return c.cites[k].end > pos })
}

func (c *check) inURL(s span) bool {
	k := sort.Search(len(c.urls), func(k int) bool { return c.urls[k].end > s.start })
	return k < len(c.urls) && s.start >= c.urls[k].start && s.end <= c.urls[k].end
}

// quoted reports whether s lies in a `code span` or quotation, which are
// checked as text.
func (c *check) quoted(s span) bool {
	// Look back at most 512 bytes: code spans are short, and a bound
	// keeps a reply that is one long line linear.
	from := max(0, s.start-512)
	line := from + strings.LastIndexByte(c.masked[from:s.start], '\n') + 1
	return strings.Count(c.masked[line:s.start], "`")%2 == 1
}

// quotes returns the quoted spans of a clause: "…", “…”, «…», 「…」, 『…』
// and `…`.
// boldNames returns the spans of names the clause gives in bold as the
// agent of what it reports: "by **Priya**", "de **Marta**", "**maria**
// さんによる", "**wei** 写的", "**Amit** ने". A name is one word of Latin
// letters; the result must hold it like any quotation.
func (c *check) boldNames(in *info) []span {
	var out []span
	s := c.masked[in.start:in.end]
	for _, bs := range delimited(s, "**") {
		a, j, off := bs.start, bs.end-bs.start, bs.end+2
		name := s[a : a+j]
		if len(name) < 2 || len(name) > 24 || strings.IndexFunc(name, func(r rune) bool { return !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z') }) >= 0 {
			continue
		}
		before := strings.ToLower(strings.TrimRight(s[:a-2], " "))
		after := strings.TrimLeft(s[off:], " ")
		agent := false
		for _, p := range []string{" by", " de", " por", " from", "由", "是"} {
			agent = agent || strings.HasSuffix(" "+before, p)
		}
		for _, p := range []string{"さん", "氏", "が", "による", "写", "提交", "做", "ने", "'s", "’s"} {
			agent = agent || strings.HasPrefix(after, p)
		}
		if agent {
			out = append(out, span{in.start + a, in.start + a + j})
		}
	}
	return out
}

func (c *check) quotes(in *info) []span {
	var out []span
	s := c.masked[in.start:in.end]
	pairs := [][2]string{{"\"", "\""}, {"“", "”"}, {"«", "»"}, {"「", "」"}, {"『", "』"}}
	for _, p := range pairs {
		off := 0
		for {
			i := strings.Index(s[off:], p[0])
			if i < 0 {
				break
			}
			a := off + i + len(p[0])
			j := strings.Index(s[a:], p[1])
			if j < 0 {
				break
			}
			out = append(out, span{in.start + a, in.start + a + j})
			off = a + j + len(p[1])
		}
	}
	out = append(out, c.boldNames(in)...)
	// A code span holding a value (`port = 5433`, `v1.24.3`) quotes
	// output; one without digits is a name (`main.go`, `go vet`).
	for _, cs := range delimited(s, "`") {
		if q := s[cs.start:cs.end]; strings.ContainsAny(q, "0123456789") && strings.ContainsAny(q, "=:") && !commandLine(q) {
			out = append(out, span{in.start + cs.start, in.start + cs.end})
		}
	}
	return out
}

// numIn reports whether a number's value is written in one of the calls'
// results, exactly, rounded to the precision the reply used, as a
// percentage or fraction, or scaled by thousands (KB, k).
func (c *check) numIn(n num, calls []int) bool {
	// Whether the reply may drop a sign, asked only of a negative value.
	negState := 0 // 0 unknown, 1 yes, 2 no
	negOK := func() bool {
		if negState == 0 {
			negState = 2
			if n.neg || c.negWordNear(&n) {
				negState = 1
			}
		}
		return negState == 1
	}
	for _, ci := range calls {
		for _, r := range c.calls[ci].nums {
			if r.glued && !r.version || clockPart(c.calls[ci].folded, r.span) && !clockPart(c.folded, n.span) {
				continue // 15 minutes is not the hour of 15:10
			}
			if r.inDate && c.countedNum(&n) {
				continue // "14 units on hand" is not the day of 2024-11-14
			}
			if r.neg && !negOK() && !c.calls[ci].debitList() {
				// A dropped minus sign turns a debt into a balance:
				// -342.10 is 342.10 only as "overdrawn by 342.10".
				continue
			}
			// Scale only across units that differ ("1,536 KB" is
			// "1.5 MB"; a fraction is a percentage): a bare 3 is not
			// 3,000 of anything.
			nu, ru := sizeUnit(c.folded, n.end), sizeUnit(c.calls[ci].folded, r.end)
			if ru == 0 && nu > 0 {
				ru = impliedUnit(c.calls[ci].Args) // `free -m` prints MiB bare
			}
			for _, rv := range r.vals {
				for _, v := range n.vals {
					if near(v, n.dec, rv) || n.percent && !r.percent && near(v, n.dec, rv*100) || !n.percent && r.percent && near(v, n.dec, rv/100) {
						return true
					}
					if nu != ru && (near(v, n.dec, rv*pow(1000, ru-nu)) || near(v, n.dec, rv*pow(1024, ru-nu))) {
						return true
					}
				}
			}
		}
		// Glued numbers (sha256, H2O) still count if the reply repeats
		// them inside the same token.
		if n.digits != "" && len(n.digits) >= 3 && digitsIn(c.calls[ci].folded, n.digits, negOK) {
			return true
		}
	}
	return false
}

// negWords say a magnitude is negative or a fall, so that the result's
// -342.10 or -5% may be written without its sign.
var negWords = []string{"-", "−", "minus", "negative", "below zero", "overdrawn", "deficit", "debt", "owe", "down", "fell", "fall",
	"drop", "decrease", "decline", "lost", "loss", "less", "lower", "behind", "negativ", "bajo cero", "bajó", "cayó", "caída", "bajada", "descenso", "retroceso",
	"descen", "disminu", "pérdida", "menos", "负", "零下", "下降", "减少", "下跌", "亏", "欠", "マイナス", "氷点下", "減", "下が", "下落",
	"赤字", "ऋण", "माइनस", "घट", "गिर", "कमी", "नुकसान", "शून्य से नीचे"}

// negWordNear reports whether a word of negativity is close to n.
func (c *check) negWordNear(n *num) bool {
	s := c.folded[max(0, n.start-40):min(len(c.folded), n.end+24)]
	for _, w := range negWords {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// approxMarkers say the number after them is rounded.
var approxMarkers = []string{"about", "around", "roughly", "approximately", "approx.", "~", "≈", "nearly", "almost",
	"aproximadamente", "alrededor de", "cerca de", "unos", "unas", "casi", "约", "約", "大约", "大約", "将近", "およそ",
	"ほぼ", "लगभग", "करीब", "क़रीब"}

// approxIn reports whether a number marked as approximate ("约 1.9 GB",
// "about 11 GB") is within 10% of a result value or of the total of the
// results' sized values, in the same unit.
func (c *check) approxIn(n *num, calls []int) bool {
	before := strings.TrimRight(c.folded[max(0, n.start-16):n.start], " ")
	approx := false
	for _, m := range approxMarkers {
		approx = approx || strings.HasSuffix(before, m)
	}
	if !approx || len(n.vals) == 0 {
		return false
	}
	nu := sizeUnit(c.folded, n.end)
	v := n.vals[0] * pow(1000, nu)
	close := func(x float64) bool { return x != 0 && math.Abs(v-x) <= 0.1*math.Abs(x) }
	total := 0.0
	for _, ci := range calls {
		for _, r := range c.calls[ci].nums {
			if r.glued || len(r.vals) == 0 {
				continue
			}
			ru := sizeUnit(c.calls[ci].folded, r.end)
			x := r.vals[0] * pow(1000, ru)
			if close(x) {
				return true
			}
			if ru > 0 {
				total += x
			}
		}
	}
	return nu > 0 && close(total)
}

// sizeUnit returns the power of the size unit after a number: 1 for
// K/KB/KiB, 2 for M, 3 for G, 4 for T, 0 for none.
func sizeUnit(text string, end int) int {
	rest := text[end:]
	rest = strings.TrimPrefix(rest, " ")
	if rest == "" {
		return 0
	}
	p := strings.IndexByte("kmgt", rest[0]) + 1
	if p == 0 {
		return 0
	}
	rest = rest[1:]
	rest = strings.TrimPrefix(strings.TrimPrefix(rest, "i"), "b")
	if rest != "" && isLetterByte(rest[0]) {
		return 0 // a word: "km", "go", "total"
	}
	return p
}

// suggestionWords make a version a recommendation, not a value read:
// "pinning kubectl 1.29 would be wise", "upgrade to 1.30".
var suggestionWords = []string{"would be", "should", "recommend", "suggest", "upgrade to", "pin", "pinning", "consider",
	"recomiendo", "deberías", "actualizar a", "建议", "推荐", "升级到", "おすすめ", "推奨", "アップグレード", "सुझाव", "अपग्रेड"}

func (c *check) suggestionAt(in *info, sp span) bool {
	s := c.folded[in.start:in.end]
	for _, w := range suggestionWords {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// impliedUnit returns the size unit (1 k, 2 M, 3 G) a command's flags give
// its bare numbers: `free -m`, `df -k`, `du -g`; 0 when none.
func impliedUnit(args string) int {
	a := strings.ToLower(args)
	for _, f := range []struct {
		flag string
		unit int
	}{{" -k", 1}, {" --kilo", 1}, {" --kibi", 1}, {" -m", 2}, {" --mega", 2}, {" --mebi", 2}, {" -g", 3}, {" --giga", 3}, {" --gibi", 3}} {
		if i := strings.Index(a, f.flag); i >= 0 {
			if j := i + len(f.flag); j == len(a) || !isLetterByte(a[j]) {
				return f.unit
			}
		}
	}
	return 0
}

func pow(b float64, e int) float64 { return math.Pow(b, float64(e)) }

// digitsIn reports whether digits occur in s not as part of a longer
// number: 4821 is not in 48213.
func digitsIn(s, digits string, signOK func() bool) bool {
	for i := 0; ; {
		j := strings.Index(s[i:], digits)
		if j < 0 {
			return false
		}
		st, en := i+j, i+j+len(digits)
		negative := st >= 1 && s[st-1] == '-' && (st == 1 || !isWordRune(rune(s[st-2])))
		if (st == 0 || !isDigitByte(s[st-1])) && (en == len(s) || !isDigitByte(s[en])) && !(negative && !signOK()) {
			return true
		}
		i = st + 1
	}
}

// derived reports whether a number can be computed from the calls'
// results: a sum, difference, product, ratio or average of two of their
// numbers, the total or average of all, or a °F/°C conversion.
func (c *check) derived(n num, calls []int) bool {
	var vals []float64
	anyNeg := false
	for _, ci := range calls {
		for _, r := range c.calls[ci].nums {
			// Parts of dates and clock times (2024-10-09, 13:20:00)
			// are no quantities: their sums explain anything.
			if !r.glued && !r.inDate && len(r.vals) > 0 && !clockPart(c.calls[ci].folded, r.span) {
				if r.neg {
					anyNeg = true
					vals = append(vals, -r.vals[0])
				} else {
					vals = append(vals, r.vals[0])
				}
			}
			if len(vals) >= 64 {
				break
			}
		}
		// Item counts add up only to whole numbers: 4.87 + 1 line is
		// no price.
		if n.dec == 0 && !n.percent {
			if cn := c.calls[ci].Count; cn != nil {
				vals = append(vals, float64(*cn))
			}
			vals = append(vals, float64(c.calls[ci].lines))
		}
	}
	// The reply's sign: its own minus, or a word of falling or debt that
	// lets it give the magnitude alone ("down 1,200", "overdrawn by 342").
	unsigned := anyNeg && !n.neg && c.negWordNear(&n)
	ok := func(x float64) bool {
		if unsigned {
			x = math.Abs(x)
		}
		for _, v := range n.vals {
			if n.neg {
				v = -v
			}
			if near(v, n.dec, x) || n.dec == 0 && math.Abs(v-x) < 0.5 {
				return true
			}
		}
		return false
	}
	if n.percent {
		// A result that states percentages (df's Use%) is quoted, not
		// recomputed: 590G of 1000G free is not "59% usage". Its
		// complement is the one sum worth doing: 51% used is 49% free.
		stated := false
		for _, ci := range calls {
			for _, r := range c.calls[ci].nums {
				if r.percent && len(r.vals) > 0 {
					if ok(100-r.vals[0]) && c.freeWordNear(&n) {
						return true
					}
					stated = true
				}
			}
		}
		for _, ci := range calls {
			stated = stated || c.calls[ci].pctFields()
		}
		if stated {
			return false
		}
	}
	after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+5)], " ")
	degrees := strings.HasPrefix(after, "°") || strings.HasPrefix(after, "℃") || strings.HasPrefix(after, "℉") || strings.HasPrefix(after, "度") || strings.HasPrefix(after, "deg")
	// Convert only from a scale the result uses: humidity 18 is no
	// -7.8 °C.
	fahrenheit, celsius := false, false
	if degrees {
		for _, ci := range calls {
			f := c.calls[ci].folded
			fahrenheit = fahrenheit || strings.Contains(f, "°f") || strings.Contains(f, "℉") || strings.Contains(f, "fahrenheit") || strings.Contains(f, "_f")
			celsius = celsius || strings.Contains(f, "°c") || strings.Contains(f, "℃") || strings.Contains(f, "celsius") || strings.Contains(f, "_c")
		}
	}
	// The user's numbers take part too: "250 GB backup" against "172G
	// available" is 78 GB short; $1,200 at 151.37 is ¥181,644.
	nres := len(vals)
	// The result's own count is a value of it: "your 3 open invoices".
	if n.dec == 0 && !n.percent {
		for _, ci := range calls {
			if cn := c.calls[ci].Count; cn != nil && ok(float64(*cn)) {
				return true
			}
		}
	}
	for _, r := range c.reqNums {
		if !r.glued && !r.inDate && len(vals) < 72 {
			vals = append(vals, r.vals...) // every reading: 1.500 € is 1500
		}
	}
	total := 0.0
	for i, a := range vals {
		total += a
		if n.percent {
			// A percentage is a ratio or a change of two values, never
			// their sum: 8G free + 85% is not 93%.
			for _, b := range vals[i+1:] {
				if b != 0 && ok(a/b*100) || a != 0 && (ok(b/a*100) || ok((b-a)/a*100) || ok(math.Abs(b-a)/a*100)) ||
					b != 0 && (ok((a-b)/b*100) || ok(math.Abs(a-b)/b*100)) {
					return true
				}
			}
			continue
		}
		if degrees && (fahrenheit && ok((a-32)*5/9) || celsius && ok(a*9/5+32)) {
			return true
		}
		// Without a % sign the value is no percentage: ratios ×100 and
		// percent changes would explain almost any number.
		for _, b := range vals[i+1:] {
			if ok(a+b) || ok(a-b) || ok(b-a) || ok(a*b) || b != 0 && ok(a/b) || a != 0 && ok(b/a) {
				return true
			}
		}
	}
	if nres > 0 && !n.percent && (ok(total) || ok(total/float64(nres))) {
		return true
	}
	// Sums and means of one JSON field over a list ("high_c" of three
	// days): the mean of two unrelated values is no value of anything.
	for _, ci := range calls {
		for _, g := range c.calls[ci].fieldGroups() {
			if !n.percent && (ok(g.sum) || ok(g.sum/float64(g.n))) {
				return true
			}
		}
	}
	// Totals of one column of a table or list ("1,684 orders" over the
	// orders column of five rows), their means, and each value's share of
	// its column's total ("repo-a holds 70%").
	for _, ci := range calls {
		for _, col := range c.calls[ci].columns() {
			if col.n < 2 {
				continue
			}
			if n.percent {
				for _, a := range col.vals {
					if col.sum != 0 && ok(a/col.sum*100) {
						return true
					}
				}
				continue
			}
			if ok(col.sum) || ok(col.sum/float64(col.n)) {
				return true
			}
		}
	}
	return false
}

// afternoonWords before a clock time put it after noon.
var afternoonWords = []string{"下午", "午後", "晚上", "傍晚", "夜の", "दोपहर", "शाम", "रात", "afternoon", "evening", "tarde", "noche"}

func (c *check) afternoonBefore(n *num) bool {
	before := c.folded[max(0, n.start-16):n.start]
	for _, w := range afternoonWords {
		if strings.Contains(before, w) {
			return true
		}
	}
	return false
}

// hourIn reports whether "11 AM" / "3 pm" names the hour of a clock time
// in a result (11:00, 2024-04-22T11:00:00, 15:30).
func (c *check) hourIn(n *num, calls []int) bool {
	after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+6)], " ")
	pm := strings.HasPrefix(after, "pm") || strings.HasPrefix(after, "p.m")
	if !pm && !strings.HasPrefix(after, "am") && !strings.HasPrefix(after, "a.m") || len(n.vals) == 0 || n.vals[0] > 12 {
		return false
	}
	h := int(n.vals[0]) % 12
	if pm {
		h += 12
	}
	for _, ci := range calls {
		r := c.calls[ci].folded
		for i := 1; i+2 < len(r); i++ {
			if r[i] != ':' || !isDigitByte(r[i+1]) || !isDigitByte(r[i+2]) {
				continue
			}
			j := i
			for j > 0 && isDigitByte(r[j-1]) && i-j < 2 {
				j--
			}
			if v, err := strconv.Atoi(r[j:i]); err == nil && j < i && v == h {
				return true
			}
		}
	}
	return false
}

// computeWords say a clause works a value out rather than reading it.
var computeWords = []string{"total", "sum", "average", "mean", "difference", "left", "remain", "more", "less", "short", "over",
	"under", "up ", "down", "combined", "overall", "per ", "each", "after", "before", "minus", "plus", "than", "≈", "=", "×",
	"gap", "increase", "decrease", "saving", "save", "change", "rise", "fell", "grew", "drop",
	"en total", "media", "promedio", "diferencia", "quedan", "restan", "más", "menos", "por ", "cada",
	"合计", "总共", "共", "平均", "差", "剩", "多", "少", "每", "合計", "平均", "差", "残り", "多い", "少な", "ずつ",
	"कुल", "औसत", "अंतर", "बाकी", "ज़्यादा", "कम", "प्रति"}

// readNotWorked reports whether a number is stated as read from a result
// rather than worked out: the result gives a value followed by the same
// word ("ninety (90) days' notice"), and the clause has no word of
// arithmetic. Such a number must be in the result itself: 60 days is no
// 90 − 30 of two clauses.
func (c *check) readNotWorked(in *info, n *num) bool {
	w := nextWord(c.folded[n.end:min(len(c.folded), n.end+24)])
	if len(w) < 3 || !isLetterByte(w[0]) {
		return false
	}
	s := c.folded[in.start:in.end]
	for _, cw := range computeWords {
		if strings.Contains(s, cw) {
			return false
		}
	}
	for _, ci := range in.targets {
		r := c.calls[ci].folded
		for _, x := range c.calls[ci].nums {
			if x.glued || x.inDate || len(x.vals) == 0 {
				continue
			}
			rest := strings.TrimLeft(strings.TrimPrefix(strings.TrimLeft(r[x.end:min(len(r), x.end+8)], " "), ")"), " ")
			if nextWord(rest) == w {
				return true
			}
		}
	}
	return false
}

// oneCallTurn reports whether the turn made exactly one call and it
// succeeded: what the reply states, it states about that result (its
// general knowledge is marked as such, or hedged).
func (c *check) oneCallTurn() bool {
	return len(c.calls) == 1 && c.calls[0].ok
}

// mentionsResult reports whether a clause names something distinctive of
// a call's result: a token of five or more characters with a digit or a
// capital in the reply ("c83f0d7", "Urbana E200", "CrashLoopBackOff") that
// the result holds as a word. Such a clause reports that result even when
// it cites no receipt.
func (c *check) mentionsResult(in *info, ci int) bool {
	s := c.masked[in.start:in.end]
	r := c.calls[ci].folded
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return !isWordRune(r) && r != '-' && r != '.' }) {
		w = strings.Trim(w, ".-")
		if len(w) < 5 || strings.IndexFunc(w, unicode.IsLetter) < 0 {
			continue
		}
		distinct := strings.IndexFunc(w, unicode.IsDigit) >= 0 || strings.IndexFunc(w[1:], unicode.IsUpper) >= 0
		if distinct && wordIn(r, strings.ToLower(w)) {
			return true
		}
	}
	return false
}

// gluedIn reports whether a number written after a word ("Form 16",
// "Form 26AS") is glued to that word in a result ("Form16_FY2023-24.pdf").
func (c *check) gluedIn(n *num, calls []int) bool {
	before := strings.TrimRight(c.folded[max(0, n.start-16):n.start], " ")
	j := len(before)
	for j > 0 && isLetterByte(before[j-1]) {
		j--
	}
	word := before[j:]
	if len(word) < 2 {
		return false
	}
	tail := ""
	for k := n.end; k < len(c.folded) && k < n.end+4 && isLetterByte(c.folded[k]); k++ {
		tail += string(c.folded[k])
	}
	key := word + c.folded[n.start:n.end] + tail
	for _, ci := range calls {
		if strings.Contains(c.calls[ci].folded, key) {
			return true
		}
	}
	return false
}

// weekdays name days of the week, full and short, in the languages whose
// dates put the day number next to them ("Mon 17", "martes 18").
var weekdays = []string{"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
	"mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun",
	"lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo", "lun", "mar", "mié", "jue", "vie", "sáb", "dom",
	"सोमवार", "मंगलवार", "बुधवार", "गुरुवार", "शुक्रवार", "शनिवार", "रविवार"}

// dayOfMonth reports whether a number next to a weekday is the day of a
// date in the results: "**Mon 17** · 10:00" over 2024-06-17.
func (c *check) dayOfMonth(n *num, calls []int) bool {
	if len(n.vals) == 0 || n.dec != 0 || n.vals[0] < 1 || n.vals[0] > 31 {
		return false
	}
	before := strings.TrimRight(c.folded[max(0, n.start-14):n.start], " ,*_")
	after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+14)], " ,*_")
	near := false
	for _, w := range weekdays {
		near = near || strings.HasSuffix(before, w) && (len(before) == len(w) || !isLetterByte(before[len(before)-len(w)-1])) ||
			strings.HasPrefix(after, w) && (len(after) == len(w) || !isLetterByte(after[len(w)]))
	}
	if !near {
		return false
	}
	day := int(n.vals[0])
	for _, ci := range calls {
		for _, d := range c.calls[ci].dates {
			if d.d == day {
				return true
			}
		}
	}
	for _, d := range c.reqDates {
		if d.d == day {
			return true
		}
	}
	return false
}

// dayUnits follow a number of days.
var dayUnits = []string{"days", "day", "días", "día", "天", "日", "दिन"}

// dayDiff reports whether a number of days is the distance between two
// dates of the results and the request ("today is Dec 2 … the release is on
// Dec 20: 18 days to go"), give or take one for counting both ends.
func (c *check) dayDiff(n *num, calls []int) bool {
	after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+8)], " ")
	unit := false
	for _, u := range dayUnits {
		unit = unit || strings.HasPrefix(after, u)
	}
	if !unit || len(n.vals) == 0 || n.vals[0] > 3660 {
		return false
	}
	var ds []date
	ds = append(ds, c.reqDates...)
	for _, ci := range calls {
		ds = append(ds, c.calls[ci].dates...)
	}
	year := 0
	for _, d := range ds {
		year = max(year, d.y)
	}
	if year == 0 {
		// No date names its year ("today is 10 September", "Oct 21
		// 23:59:59 2025" read without it): the days between two dates
		// of one year are the same in any year, within the day either
		// way allowed below.
		year = 2001
	}
	abs := func(d date) (time.Time, bool) {
		if d.m == 0 || d.d == 0 {
			return time.Time{}, false
		}
		y := d.y
		if y == 0 {
			y = year
		}
		return time.Date(y, time.Month(d.m), d.d, 0, 0, 0, 0, time.UTC), y != 0
	}
	want := int(n.vals[0])
	for i, a := range ds {
		ta, ok := abs(a)
		if !ok {
			continue
		}
		for _, b := range ds[i+1:] {
			tb, ok := abs(b)
			if !ok {
				continue
			}
			days := int(math.Abs(tb.Sub(ta).Hours()) / 24)
			if days == want || days+1 == want || days-1 == want {
				return true
			}
		}
	}
	return false
}

// scaledMean reports whether a duration in milliseconds is the mean or
// total of a result column written in seconds (curl's time_total).
func (c *check) scaledMean(n *num, calls []int) bool {
	after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+6)], " ")
	if !strings.HasPrefix(after, "ms") && !strings.HasPrefix(after, "ミリ秒") && !strings.HasPrefix(after, "毫秒") || len(n.vals) == 0 {
		return false
	}
	for _, ci := range calls {
		for _, col := range c.calls[ci].columns() {
			for _, x := range []float64{col.sum * 1000, col.sum / float64(col.n) * 1000} {
				for _, v := range n.vals {
					if near(v, n.dec, x) || math.Abs(v-x) < 1 {
						return true
					}
				}
			}
		}
	}
	return false
}

// replyDerived reports whether a number of three or more digits is the
// sum, difference, product or ratio of two numbers the reply stated before
// it: a profit after the buy and sell values of a table, a total under a
// column. The inputs are held to the results on their own.
func (c *check) replyDerived(n *num) bool {
	if len(n.vals) == 0 {
		return false
	}
	// Small numbers only from the figures of their own line ("4.2% →
	// 3.5%, down 0.7 points"): across a reply two small numbers add up
	// to almost anything small.
	// A number with a thousands reading ("12.501 €") is small only if
	// every reading is.
	small := math.Abs(n.vals[len(n.vals)-1]) < 100 && math.Abs(n.vals[0]) < 100 && !n.percent
	lineStart, lineEnd := c.lineAround(n.start, n.end)
	var prev []float64
	sameLine := 0 // prev[:sameLine] are on n's line
	for k := n.index - 1; k >= 0 && len(prev) < 24; k-- {
		r := &c.nums[k]
		if small && r.start < lineStart {
			break
		}
		if r.glued || r.inDate || len(r.vals) == 0 || c.inCitation(r.span) {
			continue
		}
		prev = append(prev, r.vals[0])
		// "12.000 €" reads as 12 and as 12000: the thousands reading
		// takes part too, as a Spanish reply means it.
		if len(r.vals) > 1 && r.vals[1] != r.vals[0] && len(prev) < 24 {
			prev = append(prev, r.vals[1])
		}
		if r.start >= lineStart {
			sameLine = len(prev)
		}
	}
	// And the figures later on its line: "429 € a night for the 3 nights".
	var later []float64
	for k := n.index + 1; k < len(c.nums) && k <= n.index+4 && c.nums[k].start < lineEnd; k++ {
		// Only small counts ("for the 3 nights"): a later figure that
		// was itself worked out from this one would vouch for it.
		if r := &c.nums[k]; !r.glued && !r.inDate && len(r.vals) > 0 && r.dec == 0 && r.vals[0] <= 31 {
			later = append(later, r.vals[0])
		}
	}
	// The request's figures (a budget, a head count) are compared with
	// the line's: "€738 … (€38 over)" against "I'm on a €700 budget".
	for i := range c.reqNums {
		if r := &c.reqNums[i]; !r.glued && !r.inDate && !r.percent && len(r.vals) > 0 && len(later) < 8 {
			later = append(later, r.vals[len(r.vals)-1])
		}
	}
	prev = append(append(later, prev[:sameLine]...), prev[sameLine:]...)
	sameLine += len(later)
	for i, a := range prev {
		for j, b := range prev[i+1:] {
			if n.percent {
				// "190G of 300G … about 63%" anywhere; "4.2% → 3.5%,
				// down 0.7 points (a 17% improvement)" within a line.
				line := i+1+j < sameLine
				for _, v := range n.vals {
					if b != 0 && near(v, n.dec, a/b*100) || a != 0 && near(v, n.dec, b/a*100) {
						return true
					}
					if line && (near(v, n.dec, math.Abs(a-b)) || a != 0 && near(v, n.dec, math.Abs(a-b)/a*100) || b != 0 && near(v, n.dec, math.Abs(a-b)/b*100)) {
						return true
					}
				}
				continue
			}
			xs := []float64{a + b, a - b, b - a, a * b}
			if b != 0 {
				xs = append(xs, a/b)
			}
			if a != 0 {
				xs = append(xs, b/a)
			}
			for _, x := range xs {
				for _, v := range n.vals {
					if near(v, n.dec, x) || n.dec == 0 && math.Abs(v-x) < 0.5 {
						return true
					}
				}
			}
		}
	}
	return false
}

// shiftedTime reports whether a clock time in the reply is a result's
// clock time moved by a number of minutes the result or request gives:
// due 18:40, 35 minutes late, arrives about 19:15.
func (c *check) shiftedTime(n *num, calls []int) bool {
	rest := c.folded[n.end:]
	if len(rest) < 3 || rest[0] != ':' || !isDigitByte(rest[1]) || !isDigitByte(rest[2]) || len(n.vals) == 0 {
		return false
	}
	m := int(n.vals[0])*60 + int(rest[1]-'0')*10 + int(rest[2]-'0')
	var times []int
	var shifts []int
	for _, ci := range calls {
		r := c.calls[ci].folded
		for i := 1; i+2 < len(r); i++ {
			if r[i] == ':' && isDigitByte(r[i-1]) && isDigitByte(r[i+1]) && isDigitByte(r[i+2]) {
				j := i
				for j > 0 && isDigitByte(r[j-1]) && i-j < 2 {
					j--
				}
				if h, err := strconv.Atoi(r[j:i]); err == nil {
					times = append(times, h*60+int(r[i+1]-'0')*10+int(r[i+2]-'0'))
				}
			}
		}
		for _, x := range c.calls[ci].nums {
			if !x.glued && !x.inDate && len(x.vals) > 0 && x.vals[0] >= 1 && x.vals[0] <= 600 && x.vals[0] == math.Trunc(x.vals[0]) && !clockPart(r, x.span) {
				shifts = append(shifts, int(x.vals[0]))
			}
		}
	}
	for _, t := range times {
		for _, d := range shifts {
			if m == t+d || m == t-d {
				return true
			}
		}
	}
	return false
}

// inFailedResult reports whether a number is written in the error text
// of a call that did not succeed: "the AQ service returned HTTP 503"
// reports the failure honestly.
func (c *check) inFailedResult(n *num) bool {
	for ci := range c.calls {
		// Digits have no case; "timed out after 120s" gives 120 with
		// its unit glued on.
		if !c.calls[ci].ok && n.digits != "" && (wordIn(c.calls[ci].Result, n.digits) || unitGlued(c.calls[ci].Result, n.digits)) {
			return true
		}
	}
	return false
}

// clockPart reports whether the number at sp in s is part of a clock
// time: followed or preceded by a colon and two digits (13:20, :05).
func clockPart(s string, sp span) bool {
	if sp.end+2 < len(s) && s[sp.end] == ':' && isDigitByte(s[sp.end+1]) && isDigitByte(s[sp.end+2]) {
		return true
	}
	return sp.start >= 1 && s[sp.start-1] == ':' && sp.end-sp.start == 2 && sp.start >= 2 && isDigitByte(s[sp.start-2])
}

// fieldGroups returns, for a JSON result, the numbers of each key that
// occurs at least twice ("high_c" in every day of a forecast), computed
// once; nil for other results.
func (ci *callInfo) fieldGroups() []column {
	if ci.groups != nil || ci.groupsDone {
		return ci.groups
	}
	ci.groupsDone = true
	t := strings.TrimSpace(ci.Result)
	if !strings.HasPrefix(t, "{") && !strings.HasPrefix(t, "[") {
		return nil
	}
	byKey := map[string]*column{}
	var order []string
	for _, r := range ci.nums {
		if r.glued || r.inDate || len(r.vals) == 0 {
			continue
		}
		// The key is the quoted name right before the number: "high_c": 28.
		before := strings.TrimRight(ci.folded[max(0, r.start-40):r.start], " \t")
		if r.neg {
			before = strings.TrimSuffix(before, "-")
		}
		if !strings.HasSuffix(before, ":") {
			continue
		}
		before = strings.TrimRight(strings.TrimSuffix(before, ":"), " ")
		if !strings.HasSuffix(before, `"`) {
			continue
		}
		q := strings.LastIndexByte(before[:len(before)-1], '"')
		if q < 0 {
			continue
		}
		key := before[q+1 : len(before)-1]
		col := byKey[key]
		if col == nil {
			col = &column{}
			byKey[key] = col
			order = append(order, key)
		}
		v := r.vals[0]
		if r.neg {
			v = -v
		}
		if col.n < 64 {
			col.sum += v
			col.n++
			col.vals = append(col.vals, v)
		}
	}
	for _, k := range order {
		if byKey[k].n >= 2 {
			ci.groups = append(ci.groups, *byKey[k])
		}
	}
	return ci.groups
}

// freeWords name the rest of a whole: the free part of a disk whose used
// share a result states.
var freeWords = []string{"free", "available", "left", "remaining", "unused", "libre", "disponible", "restante", "空き", "残り",
	"剩余", "可用", "空闲", "खाली", "बाकी", "बचा", "उपलब्ध"}

// freeWordNear reports whether a free-word is within a few words of n:
// "49% is still free", "quedan libres un 49%", "残り 49%".
func (c *check) freeWordNear(n *num) bool {
	s := c.folded[max(0, n.start-24):min(len(c.folded), n.end+24)]
	for _, w := range freeWords {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// A column is the numbers at one position of each line of a result: the
// second number of every row of a table, say.
type column struct {
	sum  float64
	n    int
	vals []float64
}

// columns returns the result's columns, counted from the start of each
// line and from its end, computed once. At most 16 of each, and 64 values
// a column, so that a long result costs a bounded amount.
func (ci *callInfo) columns() []column {
	if ci.cols != nil {
		return ci.cols
	}
	var fromStart, fromEnd [16]column
	line := make([]float64, 0, 16)
	flush := func() {
		for k, v := range line {
			if k < 16 && fromStart[k].n < 64 {
				fromStart[k].sum += v
				fromStart[k].n++
				fromStart[k].vals = append(fromStart[k].vals, v)
			}
			if e := len(line) - 1 - k; e < 16 && fromEnd[e].n < 64 {
				fromEnd[e].sum += v
				fromEnd[e].n++
				fromEnd[e].vals = append(fromEnd[e].vals, v)
			}
		}
		line = line[:0]
	}
	at := 0
	for _, r := range ci.nums {
		if nl := strings.Count(ci.folded[at:r.start], "\n"); nl > 0 {
			flush()
		}
		at = r.start
		// psql's "(7 rows)" footer counts the rows; it is no cell.
		if strings.HasPrefix(ci.folded[r.end:], " row)") || strings.HasPrefix(ci.folded[r.end:], " rows)") {
			continue
		}
		if !r.glued && !r.inDate && len(r.vals) > 0 {
			line = append(line, r.vals[0])
		}
	}
	flush()
	ci.cols = make([]column, 0, 8)
	for _, set := range [][16]column{fromStart, fromEnd} {
		for _, col := range set {
			if col.n >= 2 {
				ci.cols = append(ci.cols, col)
			}
		}
	}
	return ci.cols
}

func (c *check) inRequest(v float64) bool {
	for _, r := range c.reqNums {
		for _, rv := range r.vals {
			if rv == v {
				return true
			}
		}
	}
	return false
}

// inArgNums reports whether a number is one of the calls' arguments: the
// order id the model asked the API about is not a claim about its output.
func (c *check) inArgNums(n *num) bool {
	if c.countedNum(n) && c.dateOnlyInArgs(n) {
		return false // "14 units" is not the day of a "date": "2024-11-14" argument
	}
	for _, a := range c.argNums {
		for _, av := range a.vals {
			for _, v := range n.vals {
				if av == v {
					return true
				}
			}
		}
	}
	return false
}

// timeIn reports whether n is the hour of a clock time "hh:mm" whose
// minutes some result holds as a time: a time converted to another zone
// keeps its minutes.
func (c *check) timeIn(n *num, calls []int) bool {
	rest := c.folded[n.end:]
	if len(rest) < 3 || rest[0] != ':' || !isDigitByte(rest[1]) || !isDigitByte(rest[2]) || len(n.vals) == 0 {
		return false
	}
	// The hour must match too, as the result writes it ("09:30" or
	// "9:30"), or on the other clock when the reply says am/pm: 13:35 is
	// not 11:35.
	h := int(n.vals[0])
	hours := []int{h}
	if h < 12 && c.afternoonBefore(n) {
		hours = append(hours, h+12) // 下午 2:30, दोपहर 3:00 बजे
	}
	// A time converted to another zone ("09:41 UTC, 18:41 in Tokyo")
	// keeps only its minutes.
	zoned := c.timeZoneNear(n)
	if pm := strings.TrimLeft(rest[3:min(len(rest), 8)], " "); strings.HasPrefix(pm, "pm") || strings.HasPrefix(pm, "p.m") {
		hours = append(hours, (h+12)%24)
	} else if h > 12 {
		hours = append(hours, h-12)
	}
	for _, ci := range calls {
		r := c.calls[ci].folded
		for off := 0; ; {
			i := strings.Index(r[off:], rest[:3])
			if i < 0 {
				break
			}
			at := off + i
			off = at + 1
			j := at
			for j > 0 && isDigitByte(r[j-1]) {
				j--
			}
			if j == at {
				continue
			}
			v, err := strconv.Atoi(r[j:at])
			if err != nil {
				continue
			}
			if zoned {
				return true
			}
			for _, hh := range hours {
				if v == hh {
					return true
				}
			}
		}
	}
	return false
}

// timeZones name a time zone or local time: a reply that converts a
// result's time between zones says which.
var timeZones = []string{"utc", "gmt", "jst", "cet", "cest", "ist", "pst", "pdt", "est", "edt", "bst", "time in", "local time",
	"hora local", "hora de", "horario", "日本時間", "時間では", "现地时间", "当地时间", "北京时间", "時差", "स्थानीय समय", "भारतीय समय", "समय से"}

func (c *check) timeZoneNear(n *num) bool {
	s := c.folded[max(0, n.start-48):min(len(c.folded), n.end+24)]
	for _, z := range timeZones {
		if i := strings.Index(s, z); i >= 0 && (z[0] >= 0x80 || wordIn(s, z)) {
			return true
		}
	}
	return false
}

func isDigitByte(b byte) bool { return '0' <= b && b <= '9' }

// inRequestCount is inRequest for counts: the parts of a date in the
// request ("2025-06-30") are no count the user gave.
func (c *check) inRequestCount(v float64) bool {
	for _, r := range c.reqNums {
		if r.inDate || r.glued || timeSpan(c.request[r.end:]) {
			continue // "since 1 week ago": a span of time, not a count
		}
		for _, rv := range r.vals {
			if rv == v {
				return true
			}
		}
	}
	return false
}

// notEven reports whether the text after a count negates it: "一个 TODO
// 都没有", "1 つもありません", "एक भी नहीं".
func notEven(after string) bool {
	for _, p := range []string{"都没", "也没", "都不", "もない", "もありません", "もなし", "भी नहीं"} {
		if i := strings.Index(after, p); i >= 0 && i <= 16 {
			return true
		}
	}
	// 一通も読んでいません: も after the counter, a negation after it.
	return strings.HasPrefix(after, "も") && (strings.Contains(after, "ません") || strings.Contains(after, "ない"))
}

// timeUnits follow a number that measures time.
var timeUnits = []string{"day", "week", "hour", "minute", "month", "year", "día", "dias", "días", "semana", "hora",
	"minuto", "mes", "año", "天", "周", "週", "日", "小时", "時間", "分", "个月", "か月", "ヶ月", "年", "दिन", "हफ़्त", "हफ्त",
	"घंट", "मिनट", "महीन", "साल"}

// timeSpan reports whether text starts with a unit of time, after spaces.
func timeSpan(text string) bool {
	text = strings.TrimLeft(text, " ")
	for _, u := range timeUnits {
		if strings.HasPrefix(text, u) {
			return true
		}
	}
	return false
}

func (c *check) inRequestNum(n *num) bool {
	for _, v := range n.vals {
		if c.inRequest(v) {
			return true
		}
	}
	return false
}

func (c *check) textIn(t string, calls []int) bool {
	t = normSpace(t)
	for _, ci := range calls {
		if strings.Contains(normSpace(c.calls[ci].folded), t) {
			return true
		}
	}
	return false
}

func (c *check) inArgs(t string) bool {
	for i := range c.calls {
		if strings.Contains(strings.ToLower(c.calls[i].Args), t) {
			return true
		}
	}
	return false
}

func normSpace(s string) string {
	if !strings.ContainsAny(s, "\n\t  ") {
		return s
	}
	return strings.Join(strings.Fields(s), " ")
}

func (c *check) dateIn(d date, calls []int) bool {
	for _, ci := range calls {
		if dateListed(d, c.calls[ci].dates) {
			return true
		}
	}
	return false
}

// commandLine reports whether a code span is a command to run (`kubectl
// rollout undo … --to-revision=14`): a command name and arguments, which
// the reply offers rather than quotes from a result.
func commandLine(q string) bool {
	f := strings.Fields(q)
	if len(f) < 3 || commandName(f[0]) == "" || strings.ContainsAny(f[0], "=:") || strings.HasPrefix(f[1], "=") || strings.HasPrefix(f[1], ":") {
		return false // `port = 9443`, `max_connections: 100`: a setting
	}
	return true
}

// dateInArgs reports whether a date is one the turn's calls asked about
// ("date": "2024-07-20"): repeating it reports the question, not a value.
func (c *check) dateInArgs(d date) bool {
	for ci := range c.calls {
		a := foldCase(c.calls[ci].Args)
		if dateListed(d, findDates(a, scanNumbers(a), monthLexicon.find(a, nil))) {
			return true
		}
	}
	return false
}

func dateListed(d date, in []date) bool {
	for _, e := range in {
		if sameDate(d, e) {
			return true
		}
	}
	return false
}

// checkSources reports URLs cited as sources that no ok call fetched or
// returned.
func (c *check) checkSources(infos []info) {
	for _, u := range c.urls {
		// A URL in code is part of a command to run, not a source.
		if c.inCitation(u) || c.inCode(u.start) || c.quoted(u) {
			continue
		}
		raw := c.masked[u.start:u.end]
		norm := c.normURL(raw)
		if c.fetched[norm] {
			continue
		}
		var in *info
		for k := sort.Search(len(infos), func(k int) bool { return infos[k].end > u.start }); k < len(infos); k++ {
			if u.start >= infos[k].start && u.start < infos[k].end {
				in = &infos[k]
				break
			}
		}
		if in == nil {
			continue
		}
		// A URL given as where a stated fact came from is a source: after
		// a source marker ("according to", "fuente:", "据…", "…によると",
		// "…के अनुसार") or in a parenthesis right after a claim. A URL
		// offered for further reading ("you can check …", "see the docs
		// at …", "más información en …", "详见 …") vouches for nothing
		// the reply states, nor does one in an offer or question ("shall
		// I fetch …?"). Any other URL in an answer is presented as
		// backing it.
		if in.question {
			continue
		}
		if !in.source && !c.parenAfterClaim(in, u) {
			link := u.start >= 2 && c.masked[u.start-2:u.start] == "]("
			if in.further || c.modalAt(in, u) && !link {
				continue
			}
		}
		if c.reqURLs[norm] && !in.source && !c.fetchClaim(in) {
			continue
		}
		// The address of a call that failed, in a paragraph that says it
		// failed, is what could not be read, not a source.
		if (in.fail || in.paraFail) && c.failedURL(norm) {
			continue
		}
		c.add(Finding{Type: UnfetchedSource, Start: u.start, End: u.end,
			Message: fmt.Sprintf("%s is cited as a source, but no successful call fetched or returned it", raw)})
	}
}

// failedURL reports whether a normalised URL is in the arguments of a
// call that did not succeed.
func (c *check) failedURL(norm string) bool {
	for ci := range c.calls {
		if c.calls[ci].ok {
			continue
		}
		a := c.calls[ci].Args
		for _, sp := range findURLs(a) {
			if normURL(a[sp.start:sp.end]) == norm {
				return true
			}
		}
	}
	return false
}

// parenAfterClaim reports whether the URL at u opens, or follows a short
// label inside, a parenthesis that comes right after a claim: "starting
// at 0 (see https://…)", "约 232 万人（出典: https://…）". The label may
// be "see", "ver", "参见", "देखें": in a parenthesis after a claim they
// name where the claim comes from.
func (c *check) parenAfterClaim(in *info, u span) bool {
	lo := max(in.start, u.start-40)
	if line := strings.LastIndexByte(c.masked[lo:u.start], '\n'); line >= 0 {
		lo += line + 1
	}
	p := -1
	for _, open := range []string{"(", "（"} {
		if i := strings.LastIndex(c.masked[lo:u.start], open); i >= 0 && lo+i > p {
			p = lo + i
		}
	}
	if p < 0 || strings.ContainsAny(c.masked[p:u.start], ")）") {
		return false
	}
	// A short label at most between the parenthesis and the URL.
	if len(strings.Fields(c.masked[p+1:u.start])) > 2 {
		return false
	}
	// The claim: words before the parenthesis on its line (looked for
	// within a bounded window: the check stays linear in the reply).
	start := max(0, p-256)
	if line := strings.LastIndexByte(c.masked[start:p], '\n'); line >= 0 {
		start += line + 1
	}
	return strings.IndexFunc(c.masked[start:p], isWordRune) >= 0
}

// fetchClaim reports a clause claiming to have fetched or read a page.
func (c *check) fetchClaim(in *info) bool {
	for i, u := range in.uses {
		if !in.negated[i] && u.t.family == famFetch {
			return true
		}
	}
	return false
}

// lineWindow bounds how far the line-oriented checks look for a line's
// ends: on a reply that is one long line they would otherwise scan it
// from every number, quadratic on a 1 MB reply.
const lineWindow = 1024

// lineAround returns the start and end of the line holding [start,end),
// or of the lineWindow bytes around it on a longer line.
func (c *check) lineAround(start, end int) (int, int) {
	lo := max(0, start-lineWindow)
	ls := lo
	if i := strings.LastIndexByte(c.folded[lo:start], '\n'); i >= 0 {
		ls = lo + i + 1
	}
	hi := min(len(c.folded), end+lineWindow)
	le := hi
	if i := strings.IndexByte(c.folded[end:hi], '\n'); i >= 0 {
		le = end + i
	}
	return ls, le
}

// underSourcesHeading reports whether pos is on a line of a list that
// follows a "Sources:" or "References:" line.
func (c *check) underSourcesHeading(pos int) bool {
	start := strings.LastIndexByte(c.folded[max(0, pos-4096):pos], '\n')
	if start >= 0 {
		start += max(0, pos-4096)
	}
	for steps := 0; start > 0 && steps < 32; steps++ {
		prev := max(0, start-lineWindow)
		if i := strings.LastIndexByte(c.folded[prev:start], '\n'); i >= 0 {
			prev += i + 1
		}
		line := strings.TrimSpace(c.folded[prev:start])
		if line == "" {
			return false
		}
		l := strings.Trim(line, "*#:： ")
		for _, h := range []string{"sources", "source", "references", "fuentes", "fuente", "referencias", "来源", "参考", "参考资料", "出典", "参考文献", "स्रोत", "संदर्भ"} {
			if l == h {
				return true
			}
		}
		if !strings.HasPrefix(line, "-") && !strings.HasPrefix(line, "*") && !(len(line) > 0 && line[0] >= '0' && line[0] <= '9') {
			return false
		}
		start = prev - 1
	}
	return false
}

// labelTerm reports whether an ordinal-list term labels a value that is
// itself a fact (a port, a version), rather than a position.
func labelTerm(t string) bool {
	for _, l := range []string{"port", "version", "versión", "puerto", "पोर्ट", "संस्करण", "端口", "版本", "ポート", "バージョン", "pid"} {
		if strings.Contains(t, l) {
			return true
		}
	}
	return false
}

func letterWords(ws []string) bool {
	for _, w := range ws {
		for _, r := range w {
			if !isWordRune(r) && r != '-' && r != '\'' {
				return false
			}
		}
	}
	return true
}

func (c *check) overlapsCitation(s span) bool {
	k := c.citeAfter(s.start)
	return k < len(c.cites) && c.cites[k].start < s.end
}

// resultHasInt reports whether n is written as a number in a result, as
// when a query returns a count ("count\n-----\n34").
func (c *check) resultHasInt(targets []int, n int) bool {
	for _, ci := range targets {
		if c.calls[ci].Count != nil {
			continue // the tool counted: its count is the one to match
		}
		for _, r := range c.calls[ci].nums {
			if !r.glued && !r.inDate && len(r.vals) > 0 && r.vals[0] == float64(n) {
				return true
			}
		}
	}
	return false
}
