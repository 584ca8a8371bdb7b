package verify

import (
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Which stated numbers are claims about a result's total. A reply that
// reads a listing states three kinds of number with a count noun: the
// number of items the listing holds (held to the result's count), the
// number of some of them ("3 are High", "4 还没开始"), and a quantity one
// item holds ("restarted 14 times", "2,841件" in a slow_reqs cell). Only
// the first can contradict the count; the rules here recognise the other
// two by the structure of the reply and the result, not by phrasing.

// partOfStatedTotal reports whether a count smaller than the result's
// count is a part of it because the reply states the result's count
// itself in another count claim: "7 个未完成 … 进行中（3 个）… 还没开始（4
// 个）", "कुल 6 टिकट … 3 टिकट To Do में". A reply that has already given
// the right total and then names a smaller number is breaking that total
// down (by status, priority, owner), and the part's filter is one the
// result's items carry, which no count check can hold it to. A number
// larger than the stated total cannot be a part, so it stays a
// contradiction; and a reply whose only total is wrong is still caught by
// that total. The part must count with the same noun or classifier as
// the total: "4 occurrences in 2 files" and "4 处 TODO，分布在 2 个文件"
// count another kind of thing, the files the matches fall in, which the
// count checks hold on their own.
func (c *check) partOfStatedTotal(cc countClaim, want, targets []int) bool {
	for _, t := range c.totals[:c.nTotals] {
		if t.n > cc.n && t.noun == cc.noun && t.start < cc.start && slices.Contains(want, t.n) && slices.Contains(targets, t.call) {
			return true
		}
	}
	return false
}

// statedTotal is a count claim that matched the count of a result.
type statedTotal struct {
	start, n, call int
	noun           string
}

// noteStatedTotal records cc when it states the count of one of targets,
// for partOfStatedTotal; the first few per reply are enough, since a
// reply states a total before its breakdown.
func (c *check) noteStatedTotal(cc countClaim, want, targets []int) {
	if c.nTotals == len(c.totals) || !slices.Contains(want, cc.n) {
		return
	}
	c.totals[c.nTotals] = statedTotal{cc.start, cc.n, targets[0], cc.noun}
	c.nTotals++
}

// occurrenceValue reports whether a count of occurrences ("14 次", "20回",
// "restarted 14 times") is a number the result writes as a value of one
// of its items, such as a RESTARTS cell "14 (3m12s ago)". Occurrence
// counters count events, and the events a listing records are values of
// its rows, not its rows: a pod list of 6 with a pod restarted 14 times
// says nothing wrong about 6. The number stays a value that the fact
// checks hold. When the result does not write it ("6 次提交" over a log
// of 3 commits), the counter counts the items and the count check holds
// it as before, unless it is lower than the listing's count and repeats an
// action rather than answering how many times (below). A result that writes occurrences with the counter itself
// ("乗換0回 / 乗換1回") is read by occurrenceStated alone: there the
// counter marks which of its numbers are occurrences, and a bare number
// elsewhere in it ("[ルート2]") is no occurrence count.
func (c *check) occurrenceValue(in *info, cc countClaim, want, targets []int) bool {
	if !slices.Contains(occurrenceCounters, cc.noun) {
		return false
	}
	for _, ci := range targets {
		if counterWritten(c.calls[ci].folded, cc.noun) {
			return false
		}
	}
	if c.writtenValue(targets, cc.n) {
		return true
	}
	// A number of times lower than the listing's count repeats an action
	// ("调度失败了 7 次", "1回だけ遅いラン", "2回続けて下がった", "(3 बार)"):
	// how often something happened among the rows, not their number. It
	// counts the items when the user asked how many times, a search
	// counted a pattern's occurrences, or the counter classifies the noun
	// after it ("6 次提交", "3回の実行"; 回 before Han is Japanese as
	// often as not, "2回続けて", and classifies only through の).
	after := strings.TrimLeft(c.folded[cc.end:min(len(c.folded), cc.end+12)], "*_ ")
	r := firstRune(after)
	classifies := hasPrefix(after, "の") || cc.noun == "次" && r >= 0x4e00 && r <= 0x9fff && r != '了' && r != '的'
	asked := hasAny(c.request, timesQuestions)
	if len(want) > 0 && cc.n < slices.Min(want) && !asked && !c.occurrenceCountAt(in, cc.span) && !classifies {
		return true
	}
	if (asked || classifies) && c.countedTarget(targets) {
		// Asked how many times, or counting the noun after it ("6次…清洗记录"),
		// over a listing that counted its rows: the rows are the events, and
		// a value of some other result is no excuse.
		return false
	}
	// The clause's targets follow its receipts and nouns, which for an
	// occurrence count often point at the wrong call (the logs of the pod
	// rather than the listing with its RESTARTS column): the value, or
	// the total of a column ("合計20回"), may be in any result of the turn.
	v := float64(cc.n)
	for ci := range c.calls {
		call := &c.calls[ci]
		if !call.ok || counterWritten(call.folded, cc.noun) {
			continue
		}
		for _, r := range call.nums {
			if !r.glued && !r.inDate && len(r.vals) > 0 && r.vals[0] == v {
				return true
			}
		}
		for _, col := range call.columns() {
			if col.n > 1 && col.sum == v {
				return true
			}
		}
	}
	return false
}

// counterWritten reports whether text writes a number followed by the
// counter, with at most one space between them ("1回", "14 times").
func counterWritten(text, counter string) bool {
	for at := 0; at < len(text); {
		i := indexSubstr(text[at:], counter)
		if i < 0 {
			return false
		}
		i += at
		at = i + len(counter)
		j := i
		if j > 0 && text[j-1] == ' ' {
			j--
		}
		if j > 0 && isDigitByte(text[j-1]) {
			return true
		}
	}
	return false
}

// farValue reports whether a count is a value a row of the result holds
// rather than a miscount of its rows: the result writes the number as a
// standalone value (a cell: "GET /v1/search | 2841", not the hour of a
// clock time) and it is more than three times the largest count of the
// result. A miscount is off by a few items; a number several times the
// listing's size that the listing itself prints is quoted from it
// ("2,841件" of 3 endpoint rows, "24人待ち" of 5 departments), and the
// fact checks hold it as a value. Within three times the size, a value
// that happens to equal the count is no excuse: "9 departments" over 4
// rows stays a miscount even when one row waits 9 minutes.
func (c *check) farValue(cc countClaim, want, targets []int) bool {
	top := 0
	for _, w := range want {
		top = max(top, w)
	}
	if cc.n <= 3*max(top, 1) {
		return false
	}
	return c.writtenValue(targets, cc.n)
}

// writtenValue reports whether n is written as a standalone number in
// the result of one of targets: not part of an identifier or a date.
// Unlike resultHasInt it also reads results that carry their own count,
// since its callers have already established the number is no row count.
func (c *check) writtenValue(targets []int, n int) bool {
	for _, ci := range targets {
		for _, r := range c.calls[ci].nums {
			if !r.glued && !r.inDate && len(r.vals) > 0 && r.vals[0] == float64(n) && !clockPart(c.calls[ci].folded, r.span) {
				return true
			}
		}
	}
	return false
}

// foreignKind reports whether a count's noun names a kind of item (emails,
// commits, meetings, tickets, pods: see itemKinds) that no successful call
// of the turn lists. "7 commits" beside a calendar result, "2 通" beside a
// directory listing: the number counts things the turn's results do not
// hold, so it contradicts none of their counts; whether the reply could
// know it at all is the business of the unbacked and fact checks, which
// still read it. A noun of no known kind ("items", "个") says nothing
// about the call and is held as before. Nor is a noun a call's tool name
// or arguments hold ("12 incidencias" over bici_incidencias): the tool's
// own word for its items is their kind, whatever the kind lists say of
// it; nor is one the result's header line names ("TICKET TABLE ITEMS"
// over a kitchen display's rows: its rows are tickets); nor one whose
// qualifier the call selected by ("11 alarm events" over a query of
// alarm_log: the compound names the call's items, see callFilters). (The request's
// word is not enough: a user asks for commits and a
// calendar, and only the calendar call runs.)
func (c *check) foreignKind(cc countClaim) bool {
	for _, k := range itemKinds {
		if !hasPrefixAny(cc.noun, k.nouns) {
			continue
		}
		stem := cc.noun[:max(len(cc.noun)-2, min(len(cc.noun), 4))] // "tickets" → "ticke", "incidencias" → "incidenci"
		for ci := range c.calls {
			if c.calls[ci].ok && (c.callHasMarker(ci, k.markers) || hasSubstr(c.calls[ci].lowerToolArgs(), stem) || headerNames(c.calls[ci].folded, stem) || cc.filter != "" && callFilters(&c.calls[ci], cc.filter, true)) {
				return false
			}
		}
		return true
	}
	return false
}

var (
	occurrenceCounters []string
	abstractAfter      []string
	bareClassifiers    []string
	articleWords       []string
	totalBefore        []string
	totalAfter         []string
	predicateAfter     []string
	existentialMore    []string
)

// countsSubsetLists holds the phrases of the word lists declared above (see barList).
var countsSubsetLists = [...]barList{
	// occurrenceCounters count how often something happened ("restarted 14
	// times", "再起動14回", "乗換1回"), not items: the result states such a
	// number as a value of one of its items (a RESTARTS column, a route's
	// transfers), so it is held to the result's values, never to its number
	// of items.
	{&occurrenceCounters, "回|次|遍|度目|बार|times|time|veces|vez"},
	// abstractAfter are nouns that, after a CJK classifier, make the count
	// one of topics or points the reply organises itself by ("主要是两件事",
	// "三个方面"), not of a result's items.
	{&abstractAfter, "事|方面|要点|ポイント|こと"},
	// bareClassifiers are the measure words of Chinese and Japanese that say
	// only "items of some kind": with a number word and nothing more
	// ("两个", "一张", "三つ") they count whatever the sentence is about.
	{&bareClassifiers, "个|個|つ|项|項|件|条|條|张|張|次|回|本|台|位|份|种|名|人|枚|通|点"},
	// articleWords are number words that are also the indefinite article
	// ("un job de cron", "एक लेख"): "one" only when framed as a total.
	{&articleWords, "un|una|uno|एक"},
	// totalFrames mark a count as the whole or as all there is: "only two",
	// "solo un", "只有两个", "一共三个", "केवल एक", "2つだけ". Without one, a
	// number word that is lower than the result's count names some of its
	// items ("有两个最近重启过", "一个 Excel 表格") or is an article.
	{&totalBefore, "only|just|in total|total of|in all|solo|sólo|solamente|únicamente|en total|" +
		"un total de|你有|您有|只有|只剩|共有|一共有|总共有|仅有|仅|只|一共|总共|共|合计|总计|全部|全部で|合計|計|" +
		"सिर्फ़|सिर्फ|केवल|कुल|बस|" +
		// A verb of finding: what a search brought back, all of it (see
		// counts_found_verb.go): "我搜到两条相关内容".
		"搜到|找到|查到|搜出|检索到"},
	{&totalAfter, "だけ|のみ|しか|in total|in all|en total|total|कुल"},
	// predicateAfter ends a Japanese topic-comment sentence whose comment
	// is the count: "サーバーは五台です", "チケットは十一件あります" say
	// how many of the topic there are, all of them.
	{&predicateAfter, "です|あります|います|でした|ありました|いました"},
	// existentialMore before 有 make the count an addition, not the whole.
	{&existentialMore, "还有|還有|另有|也有|又有|没有|沒有"},
}

var _ = splitBars(countsSubsetLists[:])

// occurrenceStated reports whether a count of occurrences is one the
// result states with the same counter ("乗換1回" of a route): a value of one
// of its items, quoted, not a miscount of its items.
func (c *check) occurrenceStated(cc countClaim, targets []int) bool {
	if !slices.Contains(occurrenceCounters, cc.noun) {
		return false
	}
	var buf [24]byte
	d := strconv.AppendInt(buf[:0], int64(cc.n), 10)
	for _, ci := range targets {
		r := c.calls[ci].folded
		for at := 0; at < len(r); {
			i := strings.Index(r[at:], string(d))
			if i < 0 {
				break
			}
			i += at
			at = i + len(d)
			if i > 0 && isDigitByte(r[i-1]) {
				continue
			}
			if hasPrefix(strings.TrimLeft(r[at:], " "), cc.noun) {
				return true
			}
		}
	}
	return false
}

// notItemCount reports a count claim that counts no result items by its
// grammar: a question word before it ("想了解哪一条", "どの1件"), a
// number joined to 件 by の ("404の件" is "the 404 matter", not 404
// items), a classifier for topics ("两件事"), or one before a span of time
// ("9个12小时": periods of it).
func (c *check) notItemCount(cc countClaim) bool {
	before := c.folded[max(0, cc.start-6):cc.start]
	if hasSuffix(before, "哪") || hasSuffix(before, "どの") || hasSuffix(before, "どの ") {
		return true
	}
	s := c.folded[cc.start:cc.end]
	if hasSubstr(s, "の件") {
		return true
	}
	after := c.folded[cc.end:min(len(c.folded), cc.end+12)]
	if hasSuffixAny(strings.TrimRight(c.folded[max(0, cc.start-12):cc.start], " *"), totalWordsBefore) {
		return false // "一共 4 件事": a total counts items, whatever the classifier
	}
	for _, w := range abstractAfter {
		if hasPrefix(after, w) {
			return true
		}
	}
	// A classifier before a span of time counts periods of it, a quotient:
	// "108小时是9个12小时" (nine twelve-hour periods), "3つの2週間".
	if a := strings.TrimLeft(strings.TrimPrefix(after, "の"), " "); a != "" && isDigitByte(a[0]) {
		i := 0
		for i < len(a) && (isDigitByte(a[i]) || a[i] == '.') {
			i++
		}
		if prefixPhrase(strings.TrimLeft(a[i:], " "), spanTimeUnits) {
			return true
		}
	}
	return false
}

// spanTimeUnits are spans of time a CJK count may count periods of.
const spanTimeUnits = "小时|小時|分钟|分鐘|天|周|星期|个月|時間|日間|週間|か月|ヶ月"

// partWordCount reports whether cc, a count written as a number word
// lower than every count of its result, names some of the items or is an
// article rather than the number of them: the number is a word with a
// bare classifier ("两个", "一张") or an article-like "un"/"एक", and no
// total or "only" frames it. A stated total is written with the words
// that say so, or with digits; a count word a notch below the result's
// count with neither is how replies single out part of what they list. A
// precision gate: count findings on such words were wrong about as often
// as right over the development corpus.
func (c *check) partWordCount(cc countClaim, want []int) bool {
	if len(want) == 0 || cc.n >= minListed(want) {
		return false
	}
	word := strings.TrimSpace(c.folded[cc.start:cc.end])
	if strings.IndexAny(word, "0123456789") >= 0 {
		return false // digits: a count as such
	}
	if !contains(bareClassifiers, cc.noun) && !hasPrefixAny(word, articleWords) {
		return false
	}
	if !contains(bareClassifiers, cc.noun) {
		// An article is a word of its own: "una" is not "unas".
		w := word
		if i := indexByte(w, ' '); i >= 0 {
			w = w[:i]
		}
		if !contains(articleWords, w) {
			return false
		}
	}
	// A count that opens the reply and stands alone answers the request
	// ("有，四个：", "Sí, una."): it gives the number asked for.
	if cc.start <= 16 {
		r, _ := decodeRuneAt(strings.TrimLeft(c.folded[cc.end:], " *"))
		if r == utf8.RuneError || unicode.IsPunct(r) {
			return false
		}
	}
	lo := max(0, cc.start-24)
	// The frame may stand a verb away: "solo queda una", "只剩下一张".
	if containsAny(c.folded[lo:cc.start], totalBefore) {
		return false
	}
	after := strings.TrimLeft(c.folded[cc.end:min(len(c.folded), cc.end+24)], " *")
	if hasSuffix(strings.TrimRight(c.folded[lo:cc.start], " "), "は") && hasPrefixAny(after, predicateAfter) {
		return false
	}
	if c.existentialComment(lo, cc, after) {
		return false
	}
	return !hasPrefixAny(after, totalAfter)
}

// headerNames reports whether the first line of result r, when it is a
// header (no digit in it), holds stem as the start of a word.
func headerNames(r, stem string) bool {
	r = strings.TrimLeft(r, " \n")
	h := r[:max(0, indexByte(r, '\n'))]
	i := indexSubstr(h, stem)
	return i >= 0 && (i == 0 || !isLetterByte(h[i-1])) && !hasAnyRune(h, "0123456789")
}

// existentialComment reports a Chinese count that is the comment of its
// topic: "正在展出的特展有两个：", "空房还有吗？有三间。" — 有 right before
// the number word and nothing of the clause after its classifier (a
// punctuation mark, a colon opening the list, the end). Like the Japanese
// "サーバーは五台です" it says how many of the topic there are, all of
// them. Not "有两个最近重启过" (the count is the subject of what follows,
// some of the items), nor 还有/另有/也有 (more of them, besides others).
func (c *check) existentialComment(lo int, cc countClaim, after string) bool {
	before := strings.TrimRight(c.folded[lo:cc.start], " *")
	if !hasSuffix(before, "有") || hasSuffixAny(before, existentialMore) {
		return false
	}
	r, _ := decodeRuneAt(after)
	return after == "" || r == '\n' || unicode.IsPunct(r)
}

// countedTarget reports whether one of targets gave a count of its items.
func (c *check) countedTarget(targets []int) bool {
	for _, ci := range targets {
		if c.calls[ci].Count != nil {
			return true
		}
	}
	return false
}
