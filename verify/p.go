package verify

import (
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Gates on rule paths whose findings were wrong about as often as right
// over the development corpus (see Finding.Rule): each asks for the
// feature of the text that separated the right findings from the wrong.

// snippetsOnly reports whether every call in targets is a web search: a
// search whose result points at pages (it returns URLs). A search result
// is a list of excerpts, each a line or two cut from a page, so a value
// the reply gives about the topic was most often read on the page behind
// an excerpt, or known: that the excerpts lack it contradicts nothing.
// Whether the reply cites a page it never fetched is unfetched_source's
// question, not this one's. Searches over the user's own data (mail,
// files, tickets) return the items themselves and are held to them.
func (c *check) snippetsOnly(targets []int) bool {
	if len(targets) == 0 {
		return false
	}
	for _, ci := range targets {
		call := &c.calls[ci]
		if !contains(call.families, famSearch) || len(call.URLs) == 0 && !strings.Contains(call.folded, "://") {
			return false
		}
	}
	return true
}

// quietFact reports whether an unsupported fact finding at sp in the
// clause in should be left out: see snippetsOnly. Kept are a value that
// contradicts what an excerpt states under the same label (a
// contradiction basis), and a value of a clause that reads the excerpts
// themselves: one that reports what the search found ("the search found
// a note by …") or states another value an excerpt holds ("2000 元 a
// month, so 26,000 元 a year" beside "2000 yuan per month").
func (c *check) quietFact(in *info, basis string, sp span, numeric bool) bool {
	if basis != BasisUnsupported || !c.snippetsOnly(in.targets) {
		return false
	}
	for i, u := range in.uses {
		if u.t.kind == kindUse && u.t.family == famSearch && !in.negated[i] {
			return false
		}
	}
	if !numeric {
		return true // a name or a quotation: no working to follow
	}
	// Only a value just before and linked to it ("每月 2000 元，一年就是
	// 24,000 元"): a value worked out from an excerpt's value stands
	// beside it; values read elsewhere merely sit next to one another.
	lo := max(in.start, sp.start-32)
	k := sort.Search(len(c.nums), func(k int) bool { return c.nums[k].end > lo })
	for ; k < len(c.nums) && c.nums[k].start < sp.start; k++ {
		n := &c.nums[k]
		if n.glued || len(n.digits) < 2 || n.start < sp.end && sp.start < n.end || !containsAny(c.folded[n.end:sp.start], derivedFrom) {
			continue
		}
		for _, ci := range in.targets {
			if c.resultHoldsNum(ci, n) {
				return false
			}
		}
	}
	return true
}

// derivedFrom link a value to one it is worked out from: "2000 元 a
// month, so 24,000 元 a year".
var derivedFrom = []string{"就是", "即", "so ", "that's", "that is", "which is", "i.e.", "=", "→", "es decir", "o sea", "serían", "son ",
	"つまり", "なので", "यानी", "मतलब", "यानि"}

// resultHoldsNum reports whether the result of call ci states a number equal
// to a reading of n.
func (c *check) resultHoldsNum(ci int, n *num) bool {
	for i := range c.calls[ci].nums {
		for _, v := range c.calls[ci].nums[i].vals {
			if slices.Contains(n.vals, v) {
				return true
			}
		}
	}
	return false
}

// bareClassifiers are the measure words of Chinese and Japanese that say
// only "items of some kind": with a number word and nothing more
// ("两个", "一张", "三つ") they count whatever the sentence is about.
var bareClassifiers = []string{"个", "個", "つ", "项", "項", "件", "条", "條", "张", "張", "次", "回", "本", "台", "位", "份", "种", "名", "人", "枚", "通", "点"}

// articleWords are number words that are also the indefinite article
// ("un job de cron", "एक लेख"): "one" only when framed as a total.
var articleWords = []string{"un", "una", "uno", "एक"}

// totalFrames mark a count as the whole or as all there is: "only two",
// "solo un", "只有两个", "一共三个", "केवल एक", "2つだけ". Without one, a
// number word that is lower than the result's count names some of its
// items ("有两个最近重启过", "一个 Excel 表格") or is an article.
var (
	totalBefore = []string{"only", "just", "in total", "total of", "in all", "solo", "sólo", "solamente", "únicamente", "en total",
		"un total de", "你有", "您有", "只有", "只剩", "共有", "一共有", "总共有", "仅有", "仅", "只", "一共", "总共", "共", "合计", "总计", "全部", "全部で", "合計", "計",
		"सिर्फ़", "सिर्फ", "केवल", "कुल", "बस"}
	totalAfter = []string{"だけ", "のみ", "しか", "in total", "in all", "en total", "total", "कुल"}
)

// partWordCount reports whether cc, a count written as a number word
// lower than every count of its result, names some of the items or is an
// article rather than the number of them: the number is a word with a
// bare classifier ("两个", "一张") or an article-like "un"/"एक", and no
// total or "only" frames it. A stated total is written with the words
// that say so, or with digits; a count word a notch below the result's
// count with neither is how replies single out part of what they list.
func (c *check) partWordCount(cc countClaim, want []int) bool {
	if len(want) == 0 || cc.n >= slices.Min(want) {
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
		if i := strings.IndexByte(w, ' '); i >= 0 {
			w = w[:i]
		}
		if !contains(articleWords, w) {
			return false
		}
	}
	// A count that opens the reply and stands alone answers the request
	// ("有，四个：", "Sí, una."): it gives the number asked for.
	if cc.start <= 16 {
		r, _ := utf8.DecodeRuneInString(strings.TrimLeft(c.folded[cc.end:], " *"))
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
	return !hasPrefixAny(after, totalAfter)
}

// addFact reports a fact finding of the clause in unless quietFact
// leaves it out.
func (c *check) addFact(in *info, rule, basis string, f Finding) {
	sp := span{f.Start, f.End}
	if c.quietFact(in, basis, sp, rule != "fact/name" && rule != "fact/quote") || rule == "fact/quote" && c.termQuote(sp) || rule == "fact/date" && c.periodBound(in, sp) || rule == "fact/value" && c.periodStart(in, sp) {
		return
	}
	c.addRule(rule, basis, f)
}

// termQuote reports whether the quotation at sp, in quotation marks, is
// no quotation of output: it lies inside a code span (`{"status":"UP"}`
// quotes JSON keys, and the code span is checked whole), or it is a term
// of one or two words with no digit — a category ("poor", "良"), a scare
// quote ("卡住"), a translated label ("libres"), a page's title in a list
// of sources. Replies put such words in quotation marks to mark them as
// words; quoted output that can be checked as text is longer or holds a
// value. A code span (`port = 5433`) or a bold name is not in quotation
// marks and is not affected.
func (c *check) termQuote(sp span) bool {
	if sp.start == 0 || sp.end >= len(c.masked) {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(c.masked[:sp.start])
	if !strings.ContainsRune("\"“«「『", r) {
		return false
	}
	if c.quoted(sp) {
		return true
	}
	t := strings.TrimSpace(c.masked[sp.start:sp.end])
	if strings.ContainsAny(t, "0123456789") {
		return false
	}
	if strings.Count(t, " ") > 1 {
		return false
	}
	first, _ := utf8.DecodeRuneInString(t)
	return !isCJK(first) || utf8.RuneCountInString(t) <= 6
}

// Range separators: symbols join either end to the other ("8–14 April",
// "(April 2023 – March 2024)"); words only lead to the later end ("del 14
// al 20 de octubre", "अप्रैल से अगस्त 2024 तक", "3月1日から5日", "1日至7日").
var (
	rangeSymbols = []string{"–", "-", "~", "〜", "～"}
	rangeWords   = []string{" al", " a", "से", "至", "到", "から"}
)

// periodBound reports whether the date at sp is an end of a range the
// reply gives as a period: "last week (14 to 20 October)", "FY 2023-24
// (April 2023 – March 2024)". Such a range names the window the reply
// speaks of — worked out from today, the request or a fiscal year, and
// often what a query was bounded by — not a value read from a result.
// A date given alone, or after "until"/"from" ("valid until 13 November"),
// is still checked.
func (c *check) periodBound(in *info, sp span) bool {
	lo := max(in.start, sp.start-16)
	before := strings.TrimRight(c.folded[lo:sp.start], " ")
	for _, seps := range [][]string{rangeSymbols, rangeWords} {
		for _, sep := range seps {
			// The earlier end must be there: a number or a date ending
			// right before the separator; "支持到 2026 年 4 月" is "until".
			if rest, ok := strings.CutSuffix(before, sep); ok && c.valueEndsAt(lo+len(strings.TrimRight(rest, " "))) {
				return true
			}
		}
	}
	after := strings.TrimLeft(c.folded[sp.end:min(in.end, sp.end+16)], " ")
	for _, sep := range rangeSymbols {
		if rest, ok := strings.CutPrefix(after, sep); ok {
			r, _ := utf8.DecodeRuneInString(strings.TrimLeft(rest, " "))
			if unicode.IsLetter(r) || unicode.IsDigit(r) {
				return true
			}
		}
	}
	// A word leads to the later end only when a number follows: "14
	// अक्टूबर से 20 अक्टूबर" is a range, "1 जुलाई से inoperative" a start.
	for _, sep := range rangeWords {
		if rest, ok := strings.CutPrefix(after, strings.TrimSpace(sep)); ok {
			r, _ := utf8.DecodeRuneInString(strings.TrimLeft(rest, " "))
			if unicode.IsDigit(r) {
				return true
			}
		}
	}
	return false
}

// periodStart reports whether the number at sp opens a period whose later
// end is a date of the reply ("del 14 al 20 de octubre", "8–14 April"):
// the day that starts the window, see periodBound.
func (c *check) periodStart(in *info, sp span) bool {
	k := sort.Search(len(c.dates), func(k int) bool { return c.dates[k].start >= sp.end })
	if k == len(c.dates) || c.dates[k].start-sp.end > 8 {
		return false
	}
	return c.periodBound(in, c.dates[k].span)
}

// valueEndsAt reports whether a digit or a date of the reply ends at pos.
func (c *check) valueEndsAt(pos int) bool {
	if r, _ := utf8.DecodeLastRuneInString(c.folded[:pos]); unicode.IsDigit(r) {
		return true
	}
	k := sort.Search(len(c.dates), func(k int) bool { return c.dates[k].end >= pos })
	return k < len(c.dates) && c.dates[k].end == pos
}

// addAbsence reports a false_absence finding about call ci unless the
// absence is said of one item of the result, not of the result: see
// itemRow.
func (c *check) addAbsence(ci int, rule, basis string, f Finding) {
	if c.itemRow(f.Start, ci) {
		return
	}
	c.addRule(rule, basis, f)
}

// itemRow reports whether pos lies in a later cell of a table row whose
// first cell names something the result of call ci holds: "| edge-iad |
// no result |", "| कोलकाता | — | डेटा नहीं मिला |". The row is about that
// item, one of several the result holds, and "nothing" there says the
// item lacks a value, not that the call found nothing.
func (c *check) itemRow(pos, ci int) bool {
	lo := max(0, pos-240)
	ls := strings.LastIndexByte(c.folded[lo:pos], '\n')
	if ls < 0 && lo > 0 {
		return false // a line too long to be a row
	}
	ls += lo + 1
	line := strings.TrimLeft(c.folded[ls:pos], " \t>")
	if !strings.HasPrefix(line, "|") {
		return false
	}
	end := strings.IndexByte(line[1:], '|')
	if end < 0 {
		return false // pos is in the first cell
	}
	key := strings.Trim(line[1:1+end], " \t*`_")
	return utf8.RuneCountInString(key) >= 2 && strings.Contains(c.calls[ci].folded, key)
}
