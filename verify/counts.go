package verify

// Count claims: a number stated as how many items a result holds ("4
// pods", "3 件"), held to the count of the result's items. A reply also
// states counts of a part of them ("2 of the 4 pods are ready", "3台中2台",
// "the two api pods", "2 trains before 9"), or a quantity held in the
// items ("90 orders" on a day, "450人" in a plan): only the first is held
// to the result's count, and the rules here tell them apart.

import (
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
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
	if c.demoOnly {
		c.checkCountClaims(in) // counts that point back alone: see counts_demonstrative.go
		return
	}
	c.checkKeyedRows(in)     // a table row's value against its key's line: see table_keyed.go
	c.checkTotalRowCount(in) // a table total row against its rows and the count: see counts_total_row.go

	c.checkTransposed(in) // a result value with two digits swapped: see values_transposed.go

	c.checkEchoedCount(in)    // the user's number handed back as the listing's count: see counts_echoed.go
	c.checkArgCountRows(in)   // "| FIXME | 4 |" against the FIXME call's count: see counts_arg_rows.go
	c.checkCitedCountRows(in) // "| Fee Receipt | 3 | <receipt> |" under a count header: see table_count_column.go
	c.checkCountClaims(in)
	c.checkExtCounts(in)    // a file extension as the noun: see counts_ext.go
	c.checkListedCounts(in) // a count without a count noun that its own list contradicts: see counts_listed.go
}

// checkCountClaims holds the clause's count claims to the counts of the
// results they concern.
func (c *check) checkCountClaims(in *info) {
	if len(in.targets) == 0 {
		return
	}
	claims := c.countClaims(in)
	if c.demoOnly {
		kept := claims[:0]
		for _, cc := range claims {
			if c.pointsBack(in, cc.span) {
				kept = append(kept, cc)
			}
		}
		claims = kept
	}
	excl := int8(0) // c.excludes(in), asked once: 0 unknown, 1 yes, 2 no
	for _, cc := range claims {
		if c.countedBefore(in, cc) {
			continue // a definite count of a group counted before: see counts_named_rows.go
		}
		c.noteCount(cc)
		if c.inRequestCount(float64(cc.n)) || c.requestNumWord(float64(cc.n)) || c.thresholdCount(cc) || c.additiveCount(cc) || c.numberLength(cc) || c.partAfter(claims, cc) || c.anotherOne(cc) || c.notACount(in, cc) || c.notItemCount(cc) || c.occurrenceStated(cc, in.targets) || c.classifiedFiles(cc, in.targets) || c.notCountOfItems(cc) {
			continue
		}
		if c.checkPastLine(in, cc) {
			continue // a part scoped by a line, counted: see checkPastLine
		}
		targets := c.countTargets(in, cc)
		want, known := c.countsInto(c.scratch.want[:0], targets, cc)
		if want != nil {
			c.scratch.want = want[:0]
		}
		if c.enumeratedCount(cc, targets, want, known) {
			continue // a count of the items it lists: see enumeratedCount
		}
		if kindNoun(cc.noun) && !c.clasesItems(cc) {
			// "3 kinds of error" counts the groups of a grouped count
			// ("12 db_timeout / 5 upstream_502"), and nothing else: the
			// kinds of the items of a listing are not its count.
			want, known = c.groupCounts(targets)
			if !known {
				want, known = c.turnGroupCount(targets)
			}
			if !known {
				continue // kinds of the items listed: nothing to count them by
			}
		}
		if known && !slices.Contains(want, cc.n) && (c.quantityNoun(in, cc, want, targets) || c.measuredIn(cc, want, targets) || c.occurrenceValue(in, cc, want, targets) || c.farValue(cc, want, targets) || c.foreignKind(cc) || c.itemQuantity(cc, targets) || c.markedQuantity(cc, targets) || c.rowFieldCount(in, cc, targets) || c.distinctCount(cc, want, targets) || c.recordListCount(cc, targets)) {
			known = false // a quantity the items hold, or things no call listed: see quantityNoun, occurrenceValue, farValue, foreignKind
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
		c.noteStatedTotal(cc, want, targets)
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
			ok = ok || w == cc.n || c.requestGap(float64(w+cc.n)) || w-cc.n >= 2 && c.requestGap(float64(w-cc.n))
			// "8 entries; without __init__.py, 7 migrations".
			ok = ok || excluding && cc.n < w && w-cc.n <= 2
			// "of the 5 commits, 2 are fixes, 2 features and 1 docs":
			// parts that add up to the whole.
			ok = ok || cc.n < w && c.partsOf(claims, w)
		}
		ok = ok || c.partsOnLines(cc, want) // a breakdown over rows or bullets: see counts_parts_lines.go
		ok = ok || c.rangeCount(cc, want)   // "8–10 हलवाई" holding the count: see counts_range.go
		// A count written in the result text itself ("12 matches") is
		// quoted, not miscounted.
		if !ok && cc.filter == "" && (c.resultStatesCount(targets, cc.n) || c.resultIntAt(targets, cc.n, !aboveAll(cc.n, want))) {
			ok = true
		}
		if !ok && (c.glossCountField(in, cc) || c.countKeyField(cc) || c.lineLabelCount(cc, targets)) {
			ok = true // a field the clause names in its language: see counts_gloss_field.go
		}
		whole := !ok && c.wholeCount(cc) // "all 4 nodes": no part; see counts_all.go
		if !ok && !whole && (c.subsetCount(in, targets, cc.span.start, cc.n) || c.recordSubsetCount(in, targets, cc.span.start, cc.n) || c.fileSubsetCount(in, targets, cc.span.start, cc.n)) {
			// "maria 提交了 2 个": the lines of the result that name a
			// word of the clause are the items it counts.
			ok = true
		}
		if !ok && c.rowsSumCount(cc, targets) {
			// The units some named rows hold, added up: see counts_rows_sum.go.
			ok = true
		}
		if !ok && c.remainderCount(cc, targets) {
			// Capacity less what is taken: see counts_remainder.go.
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
			// result, an offered action, or the count of a failed
			// call's arguments.
			ok = true
		}
		if !ok && (c.wholeOfParts(cc, claims, targets) || c.digitLength(cc) || c.partsOfValue(cc) || c.distinctAfterTotal(cc, targets)) {
			// The total of a breakdown it goes on to list, the number of
			// digits of a code, a share of a value a result holds, or the
			// distinct values of a field after the rows were counted.
			ok = true
		}
		if !ok && !whole && (c.namedPartCount(in, cc, want, targets) || c.namedRowsCount(in, cc, targets) || c.partOfBefore(in, cc, want)) {
			// A part the clause names or bounds.
			ok = true
		}
		if !ok && !whole && c.countExplained(in, cc, want, targets) {
			// Parts, changes, excluded rows and distinct files.
			ok = true
		}
		if ok || c.partWordCount(cc, want) || c.partCount(cc, want) || c.namedBeforeCount(cc) || c.postStatusCount(cc, targets) || c.partOfStatedTotal(cc, want, targets) || c.comparativeCount(cc) || c.comparativeFirst(cc) || c.scopedCount(in, cc, want, targets) {
			continue
		}
		if c.closedCount(cc, targets) {
			continue // the receipt closing the claim is of a call that counted as many: see counts_miscited.go
		}
		if c.miscitedCount(in, cc, targets) {
			continue // another call's count under this receipt: see counts_miscited.go
		}
		if len(want) > 0 && cc.n >= 10 && cc.n > 5*max(slices.Max(want), 1) && c.countBasis(targets) == BasisContradiction {
			// A miscount is off by a few items: ten or more and over
			// five times the count the tool gave its items counts other
			// things or is a value ("21120 次" of requests over 5 status
			// lines, "1,420 orders" over 4 status rows). Without the
			// tool's count the checker's own count of lines is a poor
			// measure (test output, a diff stat, a config file), and a
			// wrong sum of their numbers stays a miscount. As a value it
			// is the value rules' to read ("server.go 有 1938 行" beside a
			// listing of 8 files, of `wc -l`'s 1922).
			if cc.num >= 0 {
				delete(c.countUsed, cc.num)
				c.counted[cc.num] = true
			}
			continue
		}
		if c.carriedPart(cc, want, targets) {
			continue // as many items carry the phrase's state or label: see counts_carried_part.go
		}
		if c.knowledgeAside(in) || c.asideAfter(in) {
			// A clause marked as the assistant's own knowledge or a rule of
			// thumb ("一个8寸抹茶戚风的抹茶粉用量一般在10到15克左右（这是常见
			// 配方的经验值）") counts nothing a call returned, as it states no
			// value of one (see checkFacts). Asked last: the markers are
			// found once per reply, and most claims never get here.
			continue
		}
		ci := targets[0]
		// A contradiction when a call counted its own items, else unsupported
		// (see countBasis).
		c.addRule("count/total", c.countBasis(targets), c.callFinding(CountMismatch, cc.span, ci,
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
		return callIndex[ci : ci+1] // see callIndex
	}
	for _, k := range itemKinds {
		if !hasPrefixAny(cc.noun, k.nouns) {
			continue
		}
		// fit reuses a scratch buffer: the targets are read only until
		// the next claim (see checkCounts).
		fit := c.scratch.fit[:0]
		for _, ci := range targets {
			if c.callHasMarker(ci, k.markers) {
				fit = append(fit, ci)
			}
		}
		c.scratch.fit = fit
		if len(fit) == 0 && len(in.cites) == 0 {
			for ci := range c.calls {
				if c.calls[ci].ok && c.callHasMarker(ci, k.markers) {
					fit = append(fit, ci)
				}
			}
			c.scratch.fit = fit
			if len(fit) != 1 {
				fit = nil
			}
		}
		if len(fit) > 0 {
			targets = fit
		}
		break
	}
	if len(in.cites) > 1 && len(targets) > 1 && !hasPrefix(cc.noun, "line") && !hasPrefix(cc.noun, "lín") && cc.noun != "行" {
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
	s := c.calls[ci].lowerToolArgs()
	for _, m := range markers {
		if hasSubstr(s, m) {
			return true
		}
	}
	return false
}

//go:noinline
func hasPrefixAny(s string, ps []string) bool {
	for _, p := range ps {
		if headIs(s, p) {
			return true
		}
	}
	return false
}

// neutralQualifiers stand between a number and its noun without
// narrowing what is counted.
var neutralQualifiers = wordSet("distinct different unique separate total distintos distintas diferentes únicos únicas")

var (
	kindNouns             []string
	exclusionWords        []string
	determinerBeforeList1 []string
	appositiveCountList1  []string
	wholeAfter            []string
	partWords             []string
	fileNounList1         []string
	wishWords             []string
	countFlags            []string
	digitLengthList1      []string
	additiveWords         []string
	subsetMarkers         []string
	digitWords            []string
	numberLengthList1     []string
	anotherWords          []string
	partAfterWholeList1   []string
	conditionAfter        []string
	conditionBefore       []string
	notEvenList1          []string
	timeUnits             []string
)

// countsLists holds the phrases of the word lists declared above (see barList).
var countsLists = [...]barList{
	// kindNouns count the kinds of something rather than its items.
	{&kindNouns, "kinds|types|categories|tipos|clases|categorías|तरह|प्रकार|种|種|类|類|種類"},
	// exclusionWords say a count leaves some items out: "without __init__.py",
	// "除去 …", "を除く", "को छोड़कर"; also the attributive and connective forms
	// of Japanese 除く and the common verbs of other languages ("api-3
	// を除いた4台", "去掉 api-3 后的 4 台", "leaving out the outlier, 4
	// servers").
	{&exclusionWords, "excluding|except|without|apart from|not counting|besides|sin contar|excepto|salvo|除去|除了|不算|不含|不包括|を除く|を除いて|以外|को छोड़कर|के अलावा|を除いた|を除き|を除けば|を抜いた|を外した|去掉|去除|刨去|刨除|排除|leaving out|other than|dejando fuera|quitando|aparte de|के सिवा|को हटाकर|को छोड़ कर"},
	// The lists of determinerBefore, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&determinerBeforeList1, "最新|最近|最后|最後|上|下|这|這|那|另|每|同|第|唯"},
	// The lists of appositiveCount, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&appositiveCountList1, " of them| de ellos| de ellas| in total| en total| total"},
	// wholeAfter are the subset markers after which a number is the whole.
	{&wholeAfter, "of the|out of|de los|de las"},
	// partWords, written right before a number, make it pick some of the
	// items already named rather than count them all: "these two", "the
	// first two", "the other 4", "其余 4 个", "前两个", "残りの3件", "बाकी 4".
	{&partWords, "these|those|the first|the last|the top|the other|the remaining|remaining|other|the rest|estos|estas|esos|esas|los primeros|las primeras|los otros|las otras|los demás|las demás|los restantes|las restantes|其余|其他|剩下|剩下的|剩余|前|后|後|这|這|那|另外|この|その|最初の|残りの|残り|他の|ほかの|上位|あと|ये|इन|जिन|वे|उन|बाकी|बाक़ी|शेष|पहले|बाकी के|बाक़ी के"},
	// The lists of fileNoun, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&fileNounList1, "file|archivo|fichero|文件|ファイル|फ़ाइल|फाइल"},
	// wishWords open a condition on the user's wish ("if you want, I'll draft
	// an email"): what follows the comma is an offer of the assistant, not a
	// statement about a result, unlike an epistemic condition ("if I read
	// this right, 3 failed") whose main clause is asserted.
	{&wishWords, "if you want|if you'd like|if you like|if needed|if you need|si quieres|si lo deseas|si deseas|" +
		"si prefieres|si necesitas|si te parece|需要的话|如果需要|如果你需要|要不要|よければ|たければ|必要なら|必要であれば|चाहें तो|चाहें"},
	// countFlags ask a tool for a number of items: "tail -n 50", "--tail=50",
	// "LIMIT 20", "head -20", "per_page": 30.
	{&countFlags, "-n|--lines|--tail|--max-count|-m|limit|head|tail|top|per_page|page_size|max_results|max|count|size|last"},
	// The lists of digitLength, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&digitLengthList1, "）|)|，|。|,|、|；"},
	// additiveWords right after a counted noun say the items are more of
	// something already told, not the whole of a result: "Economic Times का एक
	// लेख भी दिखा" (an article too), "un artículo también", "one article too".
	{&additiveWords, "भी|también|too|as well|也|も"},
	// subsetMarkers open a part of what was just counted: "共 10 份，其中保密协议
	// 2 份", "5 tickets, of which 2 are open", "12 archivos, de los cuales 3".
	{&subsetMarkers, "其中|当中|のうち|うち|of which|among them|of them|de los cuales|de las cuales|de ellos|de ellas|जिनमें|इनमें"},
	// digitWords name a string of digits whose length "N 位" gives.
	{&digitWords, "号|码|数字|位数|编号"},
	// The lists of numberLength, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&numberLengthList1, "）|)|，|。|,|、|；|;|\n"},
	// anotherWords before "one" pick one more item rather than count them:
	// "もう1つの記事は 404 で開けませんでした", "另外一篇", "la otra".
	{&anotherWords, "もう|另外|另|其他|其余|another|other|otro|otra|दूसरा|दूसरी"},
	// The lists of partAfterWhole, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&partAfterWholeList1, "有|，|、|,|に|で|は"},
	// conditionAfter follow a number to make it a bound on the items
	// counted: 9時前, 10点之前, 50 以上, 5 से पहले. conditionBefore precede it:
	// before 9, more than 50, antes de las 9.
	{&conditionAfter, "前|以前|以降|以後|より前|より後|まで|之前|之后|以后|以前|以上|以下|未満|超|से पहले|के बाद|से पूर्व"},
	{&conditionBefore, "before |after |earlier than |later than |older than |newer than |more than |less than |fewer than |over |under |above |below |" +
		"antes de las |antes de la |antes de |después de las |después de |más de |menos de |mayores de |menores de |超过|早于|晚于|低于|高于"},
	// The lists of notEven, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&notEvenList1, "都没|也没|都不|もない|もありません|もなし|भी नहीं"},
	// timeUnits follow a number that measures time.
	{&timeUnits, "day|week|hour|minute|month|year|día|dias|días|semana|hora|" +
		"minuto|mes|año|天|周|週|日|小时|時間|分|个月|か月|ヶ月|年|दिन|हफ़्त|हफ्त|" +
		"घंट|मिनट|महीन|साल"},
}

var _ = splitBars(countsLists[:])

//go:noinline
func kindNoun(noun string) bool { return contains(kindNouns, noun) }

// groupCounts returns the number of groups of the targets whose result is
// a grouped count: every non-blank line a label with one number, as
// `uniq -c` or a GROUP BY prints it.
func (c *check) groupCounts(targets []int) ([]int, bool) {
	var out []int
	for _, ci := range targets {
		lines, grouped := 0, true
		// Line by line, first and last field, without a slice of either:
		// it runs for every claim of kinds and every call of the turn.
		for rest := c.calls[ci].Result; rest != "" && grouped; {
			var l string
			l, rest, _ = cutAt(rest, "\n")
			l = strings.TrimSpace(l)
			if l == "" {
				continue
			}
			lines++
			i, j := strings.IndexAny(l, " \t"), strings.LastIndexAny(l, " \t")
			if i < 0 {
				grouped = false
				break
			}
			_, e1 := strconv.Atoi(l[:i])
			_, e2 := strconv.Atoi(l[j+1:])
			grouped = e1 == nil || e2 == nil
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
			if col.n == 2 && absFloat(col.vals[0]-col.vals[1]) == v {
				return true
			}
		}
		// So is the pair of two calls of one value each ("1284" and
		// "3911", error lines of two days): "2,627 एरर ज़्यादा" is their gap.
		if a, ok := c.singleValue(ci); ok {
			for _, cj := range targets {
				if b, ok := c.singleValue(cj); ok && cj != ci && (a-b == v || a+b == v) {
					return true
				}
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
		if !c.substrInCall(ci, s) {
			continue // every phrase below holds the number
		}
		for _, p := range []string{"total " + s, "found " + s, s + " result", s + " match", s + " file", s + " item", s + " entr", s + " line"} {
			if c.substrInCall(ci, p) {
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
	// Most clauses have a few candidates: an array on the stack spares
	// a heap slice per clause.
	var candBuf [8]cand
	cands := candBuf[:0]
	for k := in.numLo; k < in.numHi; k++ {
		n := &c.nums[k]
		if n.start < in.start || n.end > in.end || n.glued || n.ordinal || n.version || n.percent || n.inDate || !isIntNum(n) {
			continue
		}
		if c.folded[n.start:n.end] == "一" && determinerBefore(c.folded[max(in.start, n.start-9):n.start]) || repeatBefore(c.folded[max(in.start, n.start-9):n.start]) {
			continue // 最新一次, 这一个, 另一个: which one, not how many
		}
		if clockPart(c.folded, n.span) || n.start >= 2 && c.folded[n.start-1] == ':' && isDigitByte(c.folded[n.start-2]) {
			continue // 14:00 本社ミーティング: a clock time, not "0 本"
		}
		if designation(c.folded[n.end:min(in.end, n.end+8)]) || zeroPadded(c.folded, n.span) {
			continue // 5号房, 3番線, 005 店: which one, not how many (see counts_designation.go)
		}
		if n.cjk && c.numeralInResultName(n.span) {
			continue // 六本木: a name a result writes (see counts_numeral_name.go)
		}
		if measureAfter(c.folded, n.end) {
			continue // "あと12kg足りません": a mass, length or volume, not "12 足" (see counts_measure.go)
		}
		cands = append(cands, cand{n.span, int(n.vals[0]), k})
	}
	for _, h := range in.hits {
		if h.t.kind == kindNumWord {
			if h.t.family == "1" && determinerBefore(c.folded[max(in.start, h.start-9):h.start]) || repeatBefore(c.folded[max(in.start, h.start-9):h.start]) {
				continue // 最新一次, 这一个, 另一个: which one, not how many; 再查一次: see counts_repeat.go
			}
			if h.t.family == "1" && hasPrefix(strings.TrimLeft(c.folded[h.end:min(len(c.folded), h.end+12)], " "), "बार") {
				continue // एक बार: "once", "once more"
			}
			if isCJK(firstRune(h.t.text)) && c.numeralInResultName(h.span) {
				continue // 六本木: a name a result writes (see counts_numeral_name.go)
			}
			if esArticleAfterPrep(c.folded[max(in.start, h.start-8):h.start], h.t.text) {
				continue // "quieren ir a una universidad": see counts_es_article.go
			}
			v, _ := strconv.Atoi(h.t.family)
			cands = append(cands, cand{h.span, v, -1})
		}
	}
	for _, cd := range cands {
		if c.modalAt(in, cd.span) && !(c.demoOnly && c.pointsBack(in, cd.span)) {
			continue // a count that points back is asserted: see counts_demonstrative.go
		}
		if c.appositiveCount(in, cd.span) {
			// "Some tests failed — 7 of them.": the whole, not a part.
			out = c.claimCount(out, countClaim{span{cd.start, cd.end}, cd.n, cd.idx, "of them", ""})
			continue
		}
		if c.qualified(in, cd.span) {
			continue
		}
		if cc, ok := c.tableCount(in, cd.span, cd.n, cd.idx); ok {
			out = c.claimCount(out, cc)
			continue
		}
		// Find a count noun right after, within two words.
		claimed := len(out)
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
			if !letterWords(words) && !dotExtWord(words) { // "3 .gz files": see counts_dot_ext.go
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
			if hasPrefix(c.folded[h.end:], "目") {
				break // 3 行目: the third line
			}
			if hasPrefix(c.folded[h.end:], "半") {
				break // 一个半小时: one and a half (hours), no count of items
			}
			if notEven(c.folded[h.end:min(len(c.folded), h.end+24)]) {
				break // 一个 TODO 都没有: not even one
			}
			if hasPrefix(strings.TrimSpace(c.folded[h.end:min(in.end, h.end+12)]), "of") {
				break // "3 files of the 10": a part
			}
			out = c.claimCount(out, countClaim{span{cd.start, h.end}, cd.n, cd.idx, h.t.text, filter})
			break
		}
		if len(out) > claimed {
			continue
		}
		if noun, ok := c.countedNounAt(in, cd.span); ok {
			out = c.claimCount(out, countClaim{cd.span, cd.n, cd.idx, noun, ""}) // the noun the user asked to count: see counts_request_noun.go
		} else if noun, ok := c.requestItemNounAt(in, cd.span, cd.n); ok {
			out = c.claimCount(out, countClaim{cd.span, cd.n, cd.idx, noun, ""}) // the items the user asked for: see counts_request_items.go
		} else if noun, filter, ok := c.statedTotalNounAt(in, cd.span, cd.n); ok {
			out = c.claimCount(out, countClaim{cd.span, cd.n, cd.idx, noun, filter}) // a total in bold or after "in total": see counts_stated_total.go
		} else if noun, ok := c.copulaCountAt(in, cd.span); ok {
			out = c.claimCount(out, countClaim{cd.span, cd.n, cd.idx, noun, ""}) // "los PRs abiertos son 4": see counts_label_value.go
		} else if noun, ok := c.labelCountAt(in, cd.span, cd.n, cd.idx); ok {
			out = c.claimCount(out, countClaim{cd.span, cd.n, cd.idx, noun, ""}) // a label's value: "Matches: 12", "Pending (4)": see counts_label_value.go
		} else if noun, ok := c.toolNounAt(in, cd.span); ok {
			out = c.claimCount(out, countClaim{cd.span, cd.n, cd.idx, noun, ""}) // "12 lane bookings" over lane_bookings_list: see counts_tool_noun.go
		} else if noun, ok := c.glossNounAt(in, cd.span, cd.idx); ok {
			out = c.claimCount(out, countClaim{cd.span, cd.n, cd.idx, noun, ""}) // "6ロット" over forge_lot_query: see counts_gloss_noun.go
		} else if noun, ok := c.fieldNounAt(in, cd.span, cd.n); ok {
			out = c.claimCount(out, countClaim{cd.span, cd.n, cd.idx, noun, ""}) // "9 donors" over one donor_id a row: see counts_field_distinct.go
		}
	}
	return out
}

// claimCount appends cc to out and marks its number as used by a count,
// so that the value rules leave it alone. Not inlined: its append of a
// claim is written at eight call sites (binary budget; claims are few).
//
//go:noinline
func (c *check) claimCount(out []countClaim, cc countClaim) []countClaim {
	if cc.num >= 0 {
		c.countUsed[cc.num] = true
	}
	return append(out, cc)
}

// tableCount reads a table row whose label names items and whose value is
// the number alone: "| Open bugs | 11 |", "| Archivos | 4 |". Words before
// the noun qualify it as in "3 open bugs".
func (c *check) tableCount(in *info, sp span, n, idx int) (countClaim, bool) {
	lineStart, lineEnd := c.lineAround(sp.start, sp.end)
	before := strings.TrimRight(c.folded[lineStart:sp.start], " *")
	after := strings.TrimLeft(c.folded[sp.end:lineEnd], " *")
	if !hasSuffix(before, "|") || !hasPrefix(after, "|") || strings.Count(before, "|") != 2 {
		return countClaim{}, false
	}
	label := strings.TrimSpace(strings.Trim(strings.TrimSpace(before[:len(before)-1]), "|"))
	labelStart := lineStart + strings.Index(c.folded[lineStart:sp.start], label)
	for _, h := range c.hits {
		if h.t.kind != kindCount || h.t.family == famClassifier || h.start < labelStart || h.end > labelStart+len(label) || kindNoun(h.t.text) {
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
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func statusWord(w string) bool { return openStateWords[w] }

// openStateWords are the open states; Spanish adjectives agree in number, so
// the singulars are there too. A set, not a switch of its words: the
// switch was some 600 bytes of code (the release binary's size, size20).
var openStateWords = wordSet("open unresolved pending active running abiertos abiertas pendientes activos activas " +
	"abierto abierta pendiente activo activa खुले खुली खुला ओपन लंबित सक्रिय")

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
		sort.Slice(out, func(i, j int) bool { return out[i].start < out[j].start }) // see keyLines
		c.buf.excl, c.excl = out, out
	}
	k := spansFrom(c.excl, in.start)
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
		if cc.n < whole && !c.wholeBefore(claims, i) && !c.pairOpener(cc) {
			sum += cc.n
			parts++
		}
	}
	return parts >= 2 && sum == whole
}

// determinerBefore reports whether text ends with a word that makes a
// following "one" pick an item rather than count them: 最新一次 (the
// latest one), 这一个, 另一个, 每一个, 上一次.
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func determinerBefore(text string) bool {
	for _, d := range determinerBeforeList1 {
		if hasSuffix(text, d) {
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
	if !tailIs(before, "—") && !tailIs(before, "–") && !tailIs(before, ":") && !tailIs(before, " -") {
		return false
	}
	rest := c.folded[sp.end:in.end]
	for _, p := range appositiveCountList1 {
		if headIs(rest, p) {
			return strings.TrimFunc(rest[len(p):], func(r rune) bool { return !isWordRune(r) }) == ""
		}
	}
	return false
}

func spacedWords(ws []string) bool {
	for _, w := range ws {
		r, _ := decodeRuneAt(w)
		if isCJK(r) {
			return false
		}
	}
	return true
}

func isIntNum(n *num) bool {
	return len(n.vals) >= 1 && n.vals[0] == math.Trunc(n.vals[0]) && strings.IndexByte(n.digits, '.') < 0 && n.vals[0] >= 0 && n.vals[0] < 1e7
}

// qualified reports whether a number is hedged or partial: "about 5",
// "at least 3", "3 of them", "top 5", "其中3个", "うち3件".
func (c *check) qualified(in *info, sp span) bool {
	for _, h := range in.hits {
		switch h.t.kind {
		case kindSubset, kindOrdinal:
			// Before the number, close to it; or "of them" right after.
			if h.end <= sp.start && sp.start-h.end <= 12 && !c.boundOfNumberBefore(in, h) && !c.hedgeInWord(&h, sp) { // hedgeInWord: see counts_hedge_word.go
				// "Of the 10 open tickets, …", "3 out of 8 tickets", "de
				// los 7 tickets": the number right after is the whole
				// the part is taken from, a count of all the items —
				// when the call counted them (test output's lines are
				// no tests). Written in digits: a number word there
				// ("two of the four late buses") takes up a part the
				// reply has already counted.
				return !(sp.start-h.end <= 1 && isDigitByte(c.folded[sp.start]) && slices.Contains(wholeAfter, h.t.text) && c.countBasis(in.targets) == BasisContradiction)
			}
			if h.t.kind == kindSubset && h.start >= sp.end && h.start-sp.end <= 14 && c.folded[sp.end:h.start] != "" {
				if hasPrefix(h.t.text, "of") || hasPrefix(h.t.text, "de ") || h.t.text == "うち" || h.t.text == "中的" || hasSuffix(h.t.text, "में से") {
					return true
				}
			}
		}
	}
	// "3 of 10", "3 de 10", "10件中3件".
	rest := c.folded[sp.end:min(in.end, sp.end+8)]
	return hasPrefix(rest, " of ") || hasPrefix(rest, " de ") || hasPrefix(rest, "/")
}

// countsOf returns the counts a claim may truthfully state about the
// target calls: each call's count, their sum, and for a qualified noun
// ("3 PDF files") the number of result lines that mention the qualifier.
// known is false when no target has a count to compare with.
func (c *check) countsOf(targets []int, cc countClaim) ([]int, bool) {
	return c.countsInto(nil, targets, cc)
}

// countsInto is countsOf appending to out: checkCounts passes a scratch
// buffer, read only until its next claim, to spare a slice per claim.
func (c *check) countsInto(out []int, targets []int, cc countClaim) ([]int, bool) {
	sum := 0
	known := false
	for _, ci := range targets {
		call := &c.calls[ci]
		var n int
		switch {
		case call.Count != nil:
			n = *call.Count
		case call.listItems():
			n = call.listN
			if k := call.listComments; k > 0 {
				// "3 nodes" over a header, three rows and a comment
				// ("# cordoned nodes are hidden"): notes on the rows.
				out = append(out, n-k, n-k-1)
			}
		default:
			continue
		}
		known = true
		out = append(out, n)
		sum += n
		if call.Count == nil && n > 1 && !c.firstLineIsRow(ci) {
			out = append(out, n-1) // a header or summary line
		}
		key := cc.filter
		if key != "" && call.Count != nil && callFilters(call, key, false) {
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
				if call.Count != nil && c.requestFilters(cc.filter) {
					continue // the request's own qualifier: see requestFilters
				}
				return nil, false // a qualifier we cannot evaluate
			}
			if m > 0 || cc.filter == "" {
				out = append(out, m)
			}
		}
		// Line-oriented nouns may count lines of a file.
		if hasPrefix(cc.noun, "line") || hasPrefix(cc.noun, "lín") || cc.noun == "行" {
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
	return call.lines <= 5 && vals <= 2 && (hasSubstr(call.folded, "row)") || hasSubstr(call.folded, "rows)") || call.lines <= 3 && vals == 1)
}

func listLike(s string) bool {
	// The lines of strings.Split(…, "\n"), counted in place: this is
	// asked of results on every check, and the list of lines was only
	// counted.
	t := strings.TrimSpace(s)
	lines, long := 0, 0
	for {
		i := indexByte(t, '\n')
		l := t
		if i >= 0 {
			l = t[:i]
		}
		lines++
		if len(l) > 160 {
			long++
		}
		if i < 0 {
			break
		}
		t = t[i+1:]
	}
	return long*4 < lines
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
		return hasSuffix(l, "/") || hasPrefix(l, "d") && hasSubstr(l, "rwx") || hasSubstr(l, "<dir>") || hasSubstr(l, "[dir]") || hasPrefix(l, "dir ")
	}
	if hasPrefix(key, ".") {
		return hasSubstr(l, key)
	}
	k := trimSuffix(trimSuffix(key, "s"), " file")
	if len(k) < 2 {
		return false
	}
	return hasSubstr(l, k) || hasSubstr(l, "."+k)
}

// requestGap reports whether v is a count the user gave, for the gap
// between it and a result ("5 expected, 3 there, 2 missing"): not a
// number with a unit of measure written onto it ("超过 1G 的文件", "5km"),
// which is a size the user bounded the call by, not a number of items.
func (c *check) requestGap(v float64) bool {
	if !c.inRequestCount(v) {
		return false
	}
	for _, r := range c.reqNums {
		if len(r.vals) > 0 && r.vals[0] == v && !(r.end < len(c.request) && isLetterByte(c.request[r.end])) {
			return true
		}
	}
	return false
}

// inRequestCount is inRequest for counts: the parts of a date in the
// request ("2025-06-30") are no count the user gave.
func (c *check) inRequestCount(v float64) bool {
	for _, r := range c.reqNums {
		// A version ("API v2") names a thing, and an amount of money
		// ("budget ₹4,000", whose 4,000 also reads 4) a sum: neither is
		// a number of items the user gave.
		// A clock time ("the 13:00 show") is when, not how many.
		// Nor is a measure ("de más de 12 m", "700kg"): a size the user
		// bounds the items by (see metricAt).
		if r.inDate || r.glued || r.version || !slices.Contains(r.vals, v) || c.requestDayNum(&r) || moneyAt(c.request, r.start, r.end) || slashPair(c.request, r.start, r.end) || hyphenPair(c.request, r.start, r.end) || clockPart(c.request, r.span) || c.requestDesignation(r.span) || requestMeasure(c.request, r.end) {
			continue // 周四 is Thursday: see counts_request_weekday.go
		}
		// Looked at only for a number of the value: it is called for
		// every count claim, and most request numbers differ.
		if !timeSpan(c.request[r.end:]) {
			return true // not "since 1 week ago": a span of time, not a count
		}
	}
	return false
}

// resultHasInt reports whether n is written as a number in a result, as
// when a query returns a count ("count\n-----\n34"), or in the one record
// a call returned.
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func (c *check) resultHasInt(targets []int, n int) bool {
	return c.resultIntAt(targets, n, true)
}

// resultIntAt is resultHasInt, with the hours and minutes of clock times
// read as numbers only when clocks is set. A count above every count of
// the listing is no part of it, and the hour of a row's "10:15" does not
// write it in the result ("ネット注文が10件" over nine timed orders).
func (c *check) resultIntAt(targets []int, n int, clocks bool) bool {
	for _, ci := range targets {
		if k := c.calls[ci].Count; k != nil && *k != 1 {
			continue // the tool counted: its count is the one to match
		}
		// A count of 1 is one record ("{"waiting":12,"agents_free":3}"):
		// a number of its fields is that field's value ("3名", "待ち呼は
		// 12件"), as there is no list in it to count.
		if c.calls[ci].firstInts(clocks)[float64(n)] {
			return true
		}
	}
	return false
}

// firstInts returns the first readings of the result's numbers that are
// neither glued, in a date, an item's number ("#4 18:05 …", "第3") nor a
// part of a code of digits ("本館 3-301", a room), as a set, made once per
// call: resultHasInt asks per count.
func (ci *callInfo) firstInts(clocks bool) map[float64]bool {
	k := 0
	if !clocks {
		k = 1
	}
	if !ci.firstIntsDone[k] {
		ci.firstIntsDone[k] = true
		for _, r := range ci.nums {
			// "#4 18:05 …" numbers an item ("第3", "#3"): no count.
			// Nor is a part of a code of digits ("本館 3-301", a room),
			// nor, unless clocks, a part of a clock time.
			if !r.glued && !r.inDate && !r.ordinal && len(r.vals) > 0 && !hyphenCode(ci.folded, r.span) && (clocks || !clockPart(ci.folded, r.span)) {
				if ci.firstIntSet[k] == nil {
					ci.firstIntSet[k] = map[float64]bool{}
				}
				ci.firstIntSet[k][r.vals[0]] = true
			}
		}
	}
	return ci.firstIntSet[k]
}

// partBefore reports whether the word right before a count picks a part,
// or the count is itself the part an exclusion leaves out: the marker
// right after it (Japanese and Hindi postpositions: "8日かかった1件を除いて",
// "1 को छोड़कर") or a few words before it ("除了 1 个", "except the 1
// late order").
func (c *check) partBefore(in *info, cc countClaim) bool {
	sp := cc.span
	before := strings.TrimRight(c.folded[max(in.start, sp.start-24):sp.start], " *_")
	if c.excludes(in) && (containsAny(c.folded[max(in.start, sp.start-16):sp.start], exclusionWords) || hasPrefixAny(strings.TrimLeft(c.folded[cc.end:min(in.end, cc.end+24)], " *"), exclusionWords)) {
		return true
	}
	for _, w := range partWords {
		if !hasSuffix(before, w) {
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
	return hasSuffix(before, "+") || hasSuffix(before, "−") || hasSuffix(before, "net ") || hasSuffix(before, "neto ")
}

// fileNoun reports nouns that count files.
func fileNoun(noun string) bool {
	return hasPrefixAny(noun, fileNounList1)
}

// distinctFiles returns the number of distinct paths of a result printed
// as grep prints matches, "path:line:text", one match a line, or 0: the
// files a search found are fewer than its matches.
func distinctFiles(res string) int {
	seen := map[string]bool{}
	for l, rest := cutLine(res); l != ""; l, rest = cutLine(rest) {
		l = trimSuffix(l, "\n")
		if strings.TrimSpace(l) == "" || hasPrefix(l, "[receipt") {
			continue
		}
		i := indexByte(l, ':')
		if i <= 0 || i+1 >= len(l) || !isDigitByte(l[i+1]) || hasAnyRune(l[:i], " \t") {
			return 0
		}
		seen[l[:i]] = true
		if len(seen) > 256 {
			return 0
		}
	}
	return len(seen)
}

// listItems reports whether a call without a count has a list for a
// result, and sets listN to its lines less its rules and listComments to
// its comment lines; worked out once per call, as it is asked per count.
func (ci *callInfo) listItems() bool {
	if ci.listDone {
		return ci.listOK
	}
	ci.listDone = true
	if ci.lines < 2 || !listLike(ci.Result) || aggregate(ci) {
		return false
	}
	// The rules of a table ("------+-----", "|---|") are no
	// items: "8 packages" over pip's header, rule and 8 rows.
	rules, _ := countLines(ci.Result, func(l string) bool { return strings.Trim(l, " \t\r-=+|:") == "" })
	ci.listOK, ci.listN, ci.listComments = true, ci.lines-rules, commentLines(ci.Result)
	return true
}

// callFiles is distinctFiles of the call's result, once per call.
func (ci *callInfo) callFiles() int {
	if !ci.filesDone {
		ci.filesDone, ci.filesN = true, distinctFiles(ci.Result)
	}
	return ci.filesN
}

// nounLinesOf is nounLines, remembered per call and noun: it is asked
// per count claim and reads every line of the result.
func (ci *callInfo) nounLinesOf(noun string) int {
	if m, ok := ci.nounLineMemo[noun]; ok {
		return m
	}
	m := nounLines(ci, noun)
	if ci.nounLineMemo == nil {
		ci.nounLineMemo = map[string]int{}
	}
	ci.nounLineMemo[noun] = m
	return m
}

// nounLines returns the number of a result's lines that name the count
// noun itself, when some but not all do: "the two P2s" over a ticket list
// that marks priority [P2], "both CVEs" over release notes that list two.
func nounLines(call *callInfo, noun string) int {
	key := trimSuffix(noun, "s")
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
		if !hasSuffix(before, "—") && !hasSuffix(before, "–") && !hasSuffix(before, ":") && !hasSuffix(before, "-") {
			continue
		}
		after := strings.TrimLeft(c.folded[r.end:min(cc.start, r.end+6)], " *")
		if !hasPrefix(after, ",") && !hasPrefix(after, ";") && !hasPrefix(after, "，") && !hasPrefix(after, "、") {
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

// countExplained reports whether a count claim that matches no count of its
// targets is still no miscount by the rules above.
func (c *check) countExplained(in *info, cc countClaim, want, targets []int) bool {
	hi := 0
	for _, w := range want {
		hi = max(hi, w)
	}
	if cc.n < hi && (c.partBefore(in, cc)) {
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
		if fileNoun(cc.noun) && call.callFiles() == cc.n {
			return true
		}
		if cc.filter == "" && call.nounLinesOf(cc.noun) == cc.n {
			return true
		}
	}
	return false
}

// classifiedFiles reports whether a count written with a CJK classifier
// and a word for files after it ("分布在 3 个文件里", "3つのファイル") is the
// number of distinct files of a grep-style result, as countExplained
// accepts "3 files" written with the noun itself.
func (c *check) classifiedFiles(cc countClaim, targets []int) bool {
	after := strings.TrimLeft(c.folded[cc.end:min(len(c.folded), cc.end+16)], " の")
	if !fileNoun(after) {
		return false
	}
	for _, ci := range targets {
		if c.calls[ci].callFiles() == cc.n {
			return true
		}
	}
	return false
}

// offeredAt reports whether sp follows, in its clause, a wish condition.
func (c *check) offeredAt(in *info, sp span) bool {
	for _, h := range in.hedges {
		if h.end > sp.start {
			continue
		}
		t := c.folded[h.start:h.end]
		for _, w := range wishWords {
			if hasSubstr(t, w) {
				return true
			}
		}
	}
	return false
}

// netCount reports whether a count claim of ten or more is the sum or
// difference of two figures the reply wrote just before it on its line:
// "+221 / −45，净增 176 行" shows its working, and its terms are checked
// as values in their own right. Small counts are left to partsOf, where a
// coincidence is likely.
func (c *check) netCount(cc countClaim) bool {
	if cc.num < 0 || cc.n < 10 {
		return false
	}
	n := &c.nums[cc.num]
	ls, _ := c.lineAround(n.start, n.end)
	v := float64(cc.n)
	lo := cc.num - 1
	for lo >= 0 && lo >= cc.num-6 && c.nums[lo].start >= ls {
		lo--
	}
	for a := lo + 1; a < cc.num; a++ {
		x := &c.nums[a]
		if len(x.vals) == 0 || x.inDate || x.percent || x.glued {
			continue
		}
		for b := a + 1; b < cc.num; b++ {
			y := &c.nums[b]
			if len(y.vals) == 0 || y.inDate || y.percent || y.glued {
				continue
			}
			p, q := x.vals[0], y.vals[0]
			if p+q == v || p-q == v || q-p == v {
				return true
			}
		}
	}
	return false
}

// sectionCounts returns the number of list items under each heading of a
// sectioned result ("## Breaking changes" with two bullets, "Features:"
// with three): "有两个" about breaking changes counts one section, not the
// whole page. Only results with two or more sections have any.
func (ci *callInfo) sectionCounts() []int {
	if ci.sectionsDone {
		return ci.sectionList
	}
	ci.sectionsDone = true
	var secs []int
	open, k := false, 0
	r := ci.Result
	for len(r) > 0 {
		i := indexByte(r, '\n')
		line := r
		if i >= 0 {
			line, r = r[:i], r[i+1:]
		} else {
			r = ""
		}
		t := strings.TrimSpace(line)
		switch {
		case t == "":
		case hasPrefix(t, "#") || hasSuffix(t, ":") && len(t) < 80 && !bulletLine(t):
			if open && k > 0 {
				secs = append(secs, k)
			}
			open, k = true, 0
		case bulletLine(t):
			if open {
				k++
			}
		default:
			if open && k > 0 {
				secs = append(secs, k)
			}
			open, k = false, 0
		}
	}
	if open && k > 0 {
		secs = append(secs, k)
	}
	if len(secs) < 2 {
		secs = nil
	}
	ci.sectionList = secs
	return secs
}

// bulletLine reports whether a trimmed line is a list item: "- x", "* x",
// "• x", "1. x".
func bulletLine(t string) bool {
	if hasPrefix(t, "- ") || hasPrefix(t, "* ") || hasPrefix(t, "• ") {
		return true
	}
	i := 0
	for i < len(t) && i < 3 && isDigitByte(t[i]) {
		i++
	}
	return i > 0 && i+1 < len(t) && (t[i] == '.' || t[i] == ')') && t[i+1] == ' '
}

// sectionCount reports whether the count is that of one section of a
// sectioned target result.
func (c *check) sectionCount(cc countClaim, targets []int) bool {
	for _, ci := range targets {
		for _, k := range c.calls[ci].sectionCounts() {
			if k == cc.n {
				return true
			}
		}
	}
	return false
}

// failedArgCount reports whether a count is one a call that did not
// succeed asked for in its arguments ("tail -n 50" denied or failing;
// "我本来想再看看 slow.log 的最后 50 行"): the reply tells what it tried,
// and a call that returned nothing has no items to miscount. The clause
// must name the failed call's object (its file, host or query word).
func (c *check) failedArgCount(in *info, cc countClaim) bool {
	for ci := range c.calls {
		call := &c.calls[ci]
		if call.ok {
			continue
		}
		named := false
		for _, w := range call.failedArgAnchors() {
			named = named || len(w) >= 3 && hasSubstr(c.folded[in.start:in.end], w)
		}
		if !named {
			continue
		}
		if slices.Contains(call.flaggedCounts(), cc.n) {
			return true
		}
	}
	return false
}

// failedArgAnchors is anchorTokens of a failed call's arguments (an ok
// call has its own, see addCall), once per call: failedArgCount asks
// per count claim.
func (ci *callInfo) failedArgAnchors() []string {
	if !ci.failAnchorsDone {
		ci.failAnchorsDone, ci.failAnchors = true, anchorTokens(ci.Args)
	}
	return ci.failAnchors
}

// flaggedCounts returns the numbers the call's arguments ask for as a
// count (see countFlagBefore), each run of digits read to nine digits and
// standing apart from letters; read once per call.
func (ci *callInfo) flaggedCounts() []int {
	if ci.flagCountsDone {
		return ci.flagCounts
	}
	ci.flagCountsDone = true
	a := ci.Args
	for i := 0; i < len(a); {
		if !isDigitByte(a[i]) {
			i++
			continue
		}
		j, v := i, 0
		for j < len(a) && isDigitByte(a[j]) && j-i < 9 {
			v = v*10 + int(a[j]-'0')
			j++
		}
		if (i == 0 || !isLetterByte(a[i-1])) && (j >= len(a) || !isLetterByte(a[j])) && countFlagBefore(a[:i]) {
			ci.flagCounts = append(ci.flagCounts, v)
		}
		for j < len(a) && isDigitByte(a[j]) {
			j++
		}
		i = j
	}
	return ci.flagCounts
}

// countFlagBefore reports whether the argument text a ends, past spaces,
// '=', ':', quotes and a dash, with a flag or word asking for a count.
func countFlagBefore(a string) bool {
	a = strings.TrimRight(a, " =:\"'-")
	// Only a's end can hold a flag: lowering all of it for each number of
	// a long argument text made reading it quadratic. The end is cut at a
	// rune's start, long enough that lowered (a rune lowers to at least
	// one byte) it still holds the longest flag and the byte before it.
	if k := len(a) - 4*(maxCountFlag+4); k > 0 {
		for k < len(a) && !utf8.RuneStart(a[k]) {
			k++
		}
		a = a[k:]
	}
	a = strings.ToLower(a)
	for _, f := range countFlags {
		if hasSuffix(a, f) && (len(a) == len(f) || !isLetterByte(a[len(a)-len(f)-1]) || f[0] == '-') {
			return true
		}
	}
	return false
}

// maxCountFlag is the length of the longest of countFlags.
const maxCountFlag = len("max_results")

// wholeOfParts reports whether a count claim is the total of a breakdown
// the reply writes right after it ("50 tests collected: 48 passed, 2
// skipped", "9 个（6 个失败、3 个跳过）"): the reply shows its working.
// The breakdown must open with a colon, dash or parenthesis just after the
// claim and the parts lie on its line, so the scan is bounded. A sum
// written out ("pool_size 25 + overflow 50") is working, whose inputs the
// value rules check; a listed breakdown vouches for its total only when
// each part is checked or backed (see partsBacked): bare numbers the reply
// made up add up to a made-up total.
func (c *check) wholeOfParts(cc countClaim, claims []countClaim, targets []int) bool {
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
		if parts >= 2 && sum == cc.n && !c.partFollows(j, cc.num+5, le) {
			// A sum written out is working the value rules check.
			return hasSubstr(c.folded[c.nums[cc.num+1].start:r.end], "+") || c.partsBacked(cc.num+1, j, claims, targets)
		}
		if sum > cc.n {
			return false
		}
	}
	return false
}

// partsBacked reports whether each part c.nums[lo..hi] of a breakdown is
// checked or backed: a count claim of its own ("6 个失败", "1 张 .HEIC")
// is held to the result by these rules; a bare number is backed when a
// target result writes it ("48 passed" in pytest's summary).
func (c *check) partsBacked(lo, hi int, claims []countClaim, targets []int) bool {
	for k := lo; k <= hi; k++ {
		if !slices.ContainsFunc(claims, func(p countClaim) bool { return p.num == k }) && !c.resultHasInt(targets, int(c.nums[k].vals[0])) {
			return false
		}
	}
	return true
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
	stem := trimSuffix(noun, "s")
	if len(stem) < 4 {
		return -1
	}
	named := func(ci int) bool { return c.argsFold(ci, stem) }
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
			m, lines := countLines(c.calls[ci].folded, func(l string) bool { return hasSubstr(l, w) })
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
	if !hasSuffix(before, "的") {
		return false
	}
	after := strings.TrimLeft(c.folded[cc.end:min(len(c.folded), cc.end+8)], " ")
	if hasPrefix(after, "的") {
		return true
	}
	for _, p := range digitLengthList1 {
		if hasPrefix(after, p) {
			return true
		}
	}
	return after == ""
}

// thresholdCount reports whether a count claim is followed by a word of
// bound ("500 台以上 9.5 折", "100 件未満", "10 से अधिक"): the number is a
// limit the clause compares against, not how many items a result holds.
//
// A bound word followed by a number of its own bounds that number, in a
// phrase that qualifies the noun: "找到 3 个超过 1G 的文件" (3 files over
// 1G) counts the files the call selected, as "3 files over 1G" does.
func (c *check) thresholdCount(cc countClaim) bool {
	rest := c.folded[cc.end:min(len(c.folded), cc.end+24)]
	if !thresholdAfter(rest) {
		return false
	}
	// 超过/超過: 超 and one more character, then the bound's number.
	if i := strings.Index(rest, "超"); i >= 0 && i <= 4 && len(rest) > i+6 {
		r := strings.TrimLeft(rest[i+6:], " ")
		return r == "" || !isDigitByte(r[0])
	}
	return true
}

// additiveCount reports whether a count claim's noun is followed by an
// additive word.
func (c *check) additiveCount(cc countClaim) bool {
	rest := strings.TrimLeft(c.folded[cc.end:min(len(c.folded), cc.end+16)], " *")
	for _, w := range additiveWords {
		if headIs(rest, w) && (w != "too" || len(rest) == 3 || !isLetterByte(rest[3])) {
			return true
		}
	}
	return false
}

// wholeBefore reports whether claims[i] is followed, before a later claim
// of the clause, by a subset marker: it is the whole the later claims
// break down, not one of the parts that add up to a result's count.
func (c *check) wholeBefore(claims []countClaim, i int) bool {
	if i+1 >= len(claims) || claims[i+1].start <= claims[i].end {
		return false
	}
	// Claims come in reading order by kind, not overall (a label's value
	// is appended after the clause's plain counts): the gap runs to the
	// latest claim after this one.
	hi := claims[i].end
	for _, cc := range claims[i+1:] {
		hi = max(hi, cc.start)
	}
	gap := c.folded[claims[i].end:hi]
	if len(gap) > 400 {
		gap = gap[:400]
	}
	for _, m := range subsetMarkers {
		if hasSubstr(gap, m) {
			return true
		}
	}
	return false
}

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
	closed := after == "" || hasPrefix(after, "的")
	for _, p := range numberLengthList1 {
		closed = closed || hasPrefix(after, p)
	}
	if !closed {
		return false
	}
	if hasPrefix(after, "的长度") || hasPrefix(after, "的号码") || hasPrefix(after, "的数字") {
		return true // "11 位的长度校验": a length by its own words
	}
	before := c.folded[max(0, n.start-30):n.start]
	if hasSubstr(before, "有") {
		return false
	}
	for _, w := range digitWords {
		if hasSubstr(before, w) {
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
			if hasSubstr(gap, m) {
				return true
			}
		}
	}
	return false
}

// anotherOne reports whether a count of one follows a word of "another".
func (c *check) anotherOne(cc countClaim) bool {
	if cc.n != 1 {
		return false
	}
	before := strings.TrimRight(c.folded[max(0, cc.start-12):cc.start], " ")
	for _, w := range anotherWords {
		if hasSuffix(before, w) && (w[0] >= 0x80 || len(before) == len(w) || !isLetterByte(before[len(before)-len(w)-1])) {
			return true
		}
	}
	return false
}

// notACount reports count claims that are no count of a result's items,
// whatever the result: a counter that is part of another word, and the
// part of a whole the clause counted just before.
func (c *check) notACount(in *info, cc countClaim) bool {
	// 一通り, 二通り ("all through", "two ways"): 通 followed by り is the
	// noun 通り, not the counter of letters.
	if cc.noun == "通" && hasPrefix(c.folded[cc.end:], "り") {
		return true
	}
	// A number in a table row's third or later cell is a field of the
	// item the row restates ("| ミナト引越便 | 79,200円 | 2tロング | 2名 |"),
	// not a count of the result's items; a count row labels its first
	// cell ("| Open bugs | 11 |", see tableCount).
	if ls, _ := c.lineAround(cc.start, cc.end); hasPrefix(strings.TrimLeft(c.folded[ls:cc.start], " \t"), "|") && strings.Count(c.folded[ls:cc.start], "|") >= 3 {
		return true
	}
	return c.partAfterWhole(in, cc)
}

// partAfterWhole reports "<whole> 中(有) <part>": 3台中2台, 4 个 deployment
// 中有 3 个, 10 件の中で 3 件 — in Chinese and Japanese a count right after
// 中 that follows a larger number of the clause counts a part of it.
func (c *check) partAfterWhole(in *info, cc countClaim) bool {
	before := strings.TrimRight(c.folded[max(in.start, cc.start-12):cc.start], " *")
	for _, s := range partAfterWholeList1 {
		before = strings.TrimSuffix(strings.TrimRight(before, " "), s)
	}
	before = strings.TrimRight(before, " ")
	if !hasSuffix(before, "中") {
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

// namedPartCount reports a count that is true of a part of the result the
// clause names: by a word after the noun that names some of its lines
// ("los dos pods de api"), or by a condition on a value the call did
// not apply ("9時前に出発する便は2本", "3 trains before 9").
func (c *check) namedPartCount(in *info, cc countClaim, want, targets []int) bool {
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

var namePreps = wordSet("of from in under with de del en con")

// isWordByte reports whether b is an ASCII letter or digit, '_' or '-'. It
// reads a table: the five range tests took some 65 bytes of code at each
// of its inlined calls (the release binary's size, size20).
func isWordByte(b byte) bool { return wordBytes[b] }

var wordBytes = func() (t [256]bool) {
	for b := range 256 {
		t[b] = 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' || '0' <= b && b <= '9' || b == '_' || b == '-'
	}
	return t
}()

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
				if hasPrefix(rest, w) {
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
				if hasSuffix(before, w) {
					bound = true
					break
				}
			}
		}
		if bound && !c.inArgNums(n) && !c.boundInArgMinutes(n) && !c.boundInArgHour(n) {
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
	lo := hitsFrom(c.hits, cc.start-800)
	seen := 0
	var first float64 = -1
	if n.vals[0] > float64(hi) && c.numIn(*n, targets) {
		// "| 12/2 | 7人 |" and "| 12/7 | 8人 |" over six days: the
		// claim's own number is one of the values above the count.
		seen, first = 1, n.vals[0]
	}
	// "11个公共停车场" beside "2400个车位": 个 counts anything, and is the
	// same noun only with the same Han character after it (see
	// generalClassifier); a Han character is three bytes.
	head := ""
	if cc.noun == "个" && cc.end+3 <= len(c.folded) && hanLead(c.folded[cc.end]) {
		head = c.folded[cc.end : cc.end+3]
	}
	for k := lo; k < len(c.hits) && c.hits[k].start < cc.end+800; k++ {
		h := c.hits[k]
		if h.t == nil || h.t.kind != kindCount || h.t.text != cc.noun || h.end == cc.end {
			continue
		}
		if head != "" && !hasPrefix(c.folded[h.end:], head) {
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
	k := numsEndingAfter(c.nums, pos)
	if k == 0 {
		return nil
	}
	n := &c.nums[k-1]
	if strings.TrimLeft(c.folded[n.end:pos], " ") != "" {
		return nil
	}
	return n
}

// notEven reports whether the text after a count negates it: "一个 TODO
// 都没有", "1 つもありません", "एक भी नहीं".
func notEven(after string) bool {
	if isASCII(after) {
		return false // every marker is CJK or Devanagari: most counts are told by one look at the bytes
	}
	for _, p := range notEvenList1 {
		if i := strings.Index(after, p); i >= 0 && i <= 16 {
			return true
		}
	}
	// 一通も読んでいません: も after the counter, a negation after it.
	return hasPrefix(after, "も") && (hasSubstr(after, "ません") || hasSubstr(after, "ない"))
}

// timeSpan reports whether text starts with a unit of time, after spaces.
func timeSpan(text string) bool {
	text = strings.TrimLeft(text, " ")
	for _, u := range timeUnits {
		if hasPrefix(text, u) {
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

// A count scoped by a line drawn through values — "3 of the 12 racks draw
// over 80%", "2 lotes por debajo de 11,5 °Brix", "超过 40 分钟的有 2 单",
// "80% से ऊपर 4 ट्रांसफ़ॉर्मर", "90日を超えるものが5件" — counts a part of the
// result: the items whose value lies past the line. That part can be
// counted rather than guessed, with the line read as the absence check
// reads it (clauseLine, past): the claim is held to the number of items
// past the line, whether or not the call applied the line itself (then
// every item is past it, and the part is the whole). An item whose value
// cannot be read, or is written in another unit, leaves the claim to the
// other readings.

// checkPastLine holds a count the clause scopes by a line to the items of
// its one target past the line, and reports whether it did: the count
// agrees, or is reported. It leaves the count alone when the clause draws
// no line apart from the count itself, when some item has no one readable
// value of the line's magnitude and unit, or when the rows read are not as
// many as the call counted. A count of the whole result ("of the 12 racks,
// 3 draw over 80%") is left to the count of the whole, and a count in a
// clause that states an absence ("没有一个站超过 16 mm", "not one reading
// over 40") to the absence check, which reads the same line.
func (c *check) checkPastLine(in *info, cc countClaim) bool {
	n, above, inclusive := c.clauseLine(in)
	// "more than 5 pods" bounds the count: it draws no line through values;
	// nor does a share written in words ("三分之二以上").
	if n == nil || n.cjk || n.start >= cc.start && n.start < cc.end {
		return false
	}
	targets := c.countTargets(in, cc)
	if len(targets) != 1 || c.calls[targets[0]].Count == nil {
		return false
	}
	line := n.vals[0]
	if n.neg {
		line = -line
	}
	unit := lineUnitAt(c.folded[n.end:min(in.end, n.end+12)])
	// A symbol (%, °c, ℃) is written on each value the line is drawn
	// through; a bare number may be a share the reply worked out.
	symbol := unit != "" && !isLetterByte(unit[0])
	ci := targets[0]
	s := c.calls[ci].folded
	ix := c.rowValues(ci)
	c.initLabelBudget()
	if c.labelScan += len(ix.vals); c.labelScan > c.labelBudget {
		return false
	}
	items, count := 0, 0
	for _, r := range ix.rows {
		side := 0 // 1 past the line, 2 short of it, 3 both
		for k := r.lo; k < r.hi; k++ {
			v := &ix.vals[k]
			x := v.v
			if v.neg {
				x = -x
			}
			if v.clock || absFloat(x) < absFloat(line)/10 || absFloat(x) > absFloat(line)*10 {
				continue
			}
			end := int(v.at)
			for end < len(s) && (isDigitByte(s[end]) || s[end] == '.' || s[end] == ',') {
				end++
			}
			// An identifier, or a value in another unit, is none of the
			// values the line is drawn through.
			if u := lineUnitAt(s[end:min(len(s), end+12)]); u != unit && (u != "" || symbol) || idKey(s[max(0, int(v.at)-12):v.at]) {
				continue
			}
			if past(x, line, above, inclusive) {
				side |= 1
			} else {
				side |= 2
			}
		}
		if side == 3 {
			return false // two readings of one item
		}
		if side > 0 {
			items++
			count += side & 1
		}
	}
	// Every item of the result read: as many rows as it counts.
	if all := *c.calls[ci].Count; items != all || cc.n != count && (in.absence != nil || cc.n == all) {
		return items == all && in.absence != nil && count == 0
	}
	if cc.n != count {
		c.addRule("count/past-line", BasisContradiction, c.callFinding(CountMismatch, cc.span, ci, "not the items past the line"))
	}
	return true
}
