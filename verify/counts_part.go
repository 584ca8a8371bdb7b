package verify

// Counts of a part and numbers that count no items at all. A reply that
// reads a listing states the size of a part of it as often as its total,
// and the grammar says which: the part is introduced by the whole it is
// taken from ("of the 3 courses, two …", "6 条事件里有 3 条", "5 commits
// में दो"), by a subset marker earlier in its sentence ("其中 2 次是…，1 次
// …"), by parts that add up to a whole stated before them ("8 个节点：3 个…，
// 另外 5 个…"), or by an enumeration of its members right before it
// ("AとBの2つ"). Other numbers with a count noun are no counts of the
// result: a rate or an average ("1人あたり", "10 veces al mes de media",
// "3 a day"), and the objects the request itself named as the scope of a
// search ("I only searched that one directory", "He buscado en los 4
// documentos"). A wrong total is written with none of these frames
// ("found 3 files", "there are 5 issues"), so the count checks still hold it.

import (
	"strings"
	"unicode/utf8"
)

// partCount reports whether cc, smaller than every count of its result,
// counts a part of it by one of the frames above.
func (c *check) partCount(cc countClaim, want []int) bool {
	if len(want) == 0 || cc.n >= minListed(want) {
		return false
	}
	lo, hi := c.sentenceBounds(cc.span, 160, 160)
	return c.markerOpensPart(lo, cc) || c.enumeratedBefore(lo, cc) || c.enumeratedInParens(hi, cc) || c.wholeFramesPart(lo, cc) || c.partsOfStated(lo, hi, cc)
}

// enumeratedInParens: the members named in parentheses right after the
// noun, as many as the count says, and the sentence going on to say what
// holds of them: "2 issues (#229, #215) have no assignee", "dos tickets
// (A-1, A-7) siguen abiertos". The predicate after the list restricts the
// noun; a list that ends its sentence ("I found 2 issues (#1, #2).") is
// the reply's whole answer and is held to the result as before.
func (c *check) enumeratedInParens(hi int, cc countClaim) bool {
	if cc.n < 2 || hi <= cc.end {
		return false
	}
	rest := c.folded[cc.end:hi]
	if i := indexSubstr(rest, cc.noun); cc.noun != "" && i >= 0 && i <= 2 {
		rest = rest[i+len(cc.noun):]
	}
	rest = strings.TrimLeft(rest, " *")
	open := "("
	if !hasPrefix(rest, open) {
		if open = "（"; !hasPrefix(rest, open) {
			return false
		}
	}
	end := strings.IndexAny(rest, ")）")
	if end < 0 || end > 160 {
		return false
	}
	list := rest[len(open):end]
	items := strings.Count(list, ",") + strings.Count(list, "、") + strings.Count(list, " and ") + strings.Count(list, " y ") + 1
	if items != cc.n {
		return false
	}
	after := strings.TrimLeft(rest[end:], ")） *")
	r, _ := decodeRuneAt(after)
	return isWordRune(r)
}

var (
	containWords          []string
	wholePreps            []string
	enumeratedBeforeList1 []string
	zhListEnds            []string
	perUnitAfter          []string
	perUnitBefore         []string
	perUnitBeforeZh       []string
	scopeSearchVerbs      []string
	scopeSearchAfter      []string
	timeNumList1          []string
)

// countsPartLists holds the phrases of the word lists declared above (see barList).
var countsPartLists = [...]barList{
	// containWords stand between a whole and a part taken from it, right
	// before the part: "6 条事件里有 3 条", "4 个 deployment 中 3 个", "5 commits
	// में दो", "10件のうち3件".
	{&containWords, "里有|里|裡有|裡|中有|中|の中で|の中|のうち|うち|में से|में"},
	// wholePreps open a whole before its part in spaced scripts: "of the 3
	// courses you're considering, two …", "de los 5 tickets, 2 …", "out of 8".
	{&wholePreps, "of the |of these |of those |of your |out of |among the |de los |de las |de tus |entre los |entre las "},
	// The lists of enumeratedBefore, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&enumeratedBeforeList1, "は|。|: |：|が|を"},
	// zhListEnds end the clause before a Chinese list of members.
	{&zhListEnds, "，|。|：|:|；|,"},
	// perUnitAfter follow a number to make it a rate or an average: "1人あたり",
	// "3 a day", "10 veces al mes de media", "每人 2 个" is read by perUnitBefore.
	{&perUnitAfter, "あたり|当たり|につき|ずつ|per |a day|a week|a month|a year|each|on average|al mes|al día|" +
		"a la semana|al año|por mes|por día|por semana|de media|en promedio|por persona|平均|प्रति|औसतन"},
	// perUnitBefore open an average or a rate: "an average of 10", "平均 3 件",
	// "每天 2 次", "औसतन 4"; and the rest of a list the reply gave in part:
	// "#201、#203，另外还有 3 个", "#201、#203、ほか3件" count the items not
	// named, as "and 3 more" does (which has no counter to make it a claim).
	{&perUnitBefore, "average of|averages|promedio de|media de|平均|每|औसतन|प्रति|" +
		"另外还有|还有另外|另外|另有|其余|其他|ほか|他に|その他|他"},
	// perUnitBeforeZh are the Chinese "every day", "every person" … written
	// right before the number.
	{&perUnitBeforeZh, "每天|每周|每月|每人|每次"},
	{&scopeSearchVerbs, "searched|search|looked in|looked through|scanned|grepped|buscado|busqué|buscar|revisado|revisé"},
	{&scopeSearchAfter, "中搜索|里搜索|中查找|里查找|を検索|を調べ|में खोज"},
	// The lists of timeNum, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&timeNumList1, "時|点|時間|h |am|pm|分|秒|बजे|o'clock"},
}

var _ = splitBars(countsPartLists[:])

// wholeFramesPart: a larger number framed as the whole the count is
// taken from, in the count's sentence.
func (c *check) wholeFramesPart(lo int, cc countClaim) bool {
	before := strings.TrimRight(c.folded[max(lo, cc.start-16):cc.start], " *，,、:：")
	for _, w := range containWords {
		if !hasSuffix(before, w) {
			continue
		}
		at := cc.start - (len(c.folded[max(lo, cc.start-16):cc.start]) - len(before)) - len(w)
		if c.largerIntIn(max(lo, at-48), at, cc.n, w == "में से" || hasSuffix(w, "うち"), cc.noun) {
			return true
		}
		break
	}
	// The numbers of the window, a few, and the words right before each.
	// A receipt cited between the whole and the part is not read: "De
	// los 4 préstamos del almacén <receipt>, dos necesitan …" is as near
	// as without it.
	wlo := max(lo, cc.start-90-c.citedBytes(cc.start-160, cc.start))
	for k := numsFrom(c.nums, wlo); k < len(c.nums) && c.nums[k].end <= cc.start; k++ {
		x := &c.nums[k]
		if !isIntNum(x) || int(x.vals[0]) <= cc.n {
			continue
		}
		// Emphasis marks are layout: "De los **6 pods**, **5** …".
		pre := strings.TrimRight(c.folded[max(wlo, x.start-14):x.start], "*_")
		for _, p := range wholePreps {
			if hasSuffix(pre, p) && (len(pre) == len(p) || !isLetterByte(pre[len(pre)-len(p)-1])) {
				return true
			}
		}
	}
	return false
}

// largerIntIn reports an integer of the reply in [lo, hi) above n that is
// no year (a year before "में" or "中" is a time, not a whole), nor a span
// of time when the part counts other things: "अगले 90 दिनों में 3 बैच",
// "过去30天中有2次", "90日のうち3件" name the period the items fall in, not
// a whole of 90 they are taken from ("30天中有3天" still is one). Unless
// bare, a number right before hi, with no counter or noun between, is no
// whole either: a whole counts something ("5 commits में", "6 个 pod 中"),
// while a number written straight before "में" or "中" labels the noun
// before it ("चैंबर 6 में तीन बैच", "B区6中有3个" — in chamber 6, three
// batches). Hindi "5 में से 3" and Japanese "10のうち3" take a bare whole.
func (c *check) largerIntIn(lo, hi, n int, bare bool, noun string) bool {
	for k := numsFrom(c.nums, lo); k < len(c.nums) && c.nums[k].end <= hi; k++ {
		x := &c.nums[k]
		if x.glued || x.inDate || x.percent || !isIntNum(x) || timeSpan(c.folded[x.end:min(len(c.folded), x.end+16)]) && !timeSpan(noun) || codeNumber(c.folded, x.start) || timeNum(c.folded, x.span) {
			continue
		}
		v := int(x.vals[0])
		if v > n && !(v >= 1900 && v <= 2100) && (bare || strings.Trim(c.folded[x.end:hi], " *_") != "") {
			return true
		}
	}
	return false
}

// markerOpensPart: a subset marker ("其中", "of which", "de ellas",
// "のうち", "जिनमें") earlier in the sentence opens a breakdown, and every
// count after it in the sentence is one of its parts.
func (c *check) markerOpensPart(lo int, cc countClaim) bool {
	return containsAny(c.folded[max(lo, cc.start-80):cc.start], subsetMarkers)
}

// partsOfStated: the count and the integers after a larger number W of
// its sentence add up to W: "8 个节点都不满足：3 个内存不足，另外 5 个…" —
// a breakdown of W, which is held on its own.
func (c *check) partsOfStated(lo, hi int, cc countClaim) bool {
	if cc.num < 0 {
		return false
	}
	k0 := numsFrom(c.nums, lo)
	for w := k0; w < len(c.nums) && w < cc.num; w++ {
		x := &c.nums[w]
		if x.glued || x.inDate || x.percent || !isIntNum(x) || int(x.vals[0]) <= cc.n || timeNum(c.folded, x.span) {
			continue // "9時前に…2本…7:30": an hour is no whole
		}
		whole, sum, seen := int(x.vals[0]), 0, false
		for k := w + 1; k < len(c.nums) && c.nums[k].end <= hi && sum < whole; k++ {
			y := &c.nums[k]
			if y.glued || y.inDate || y.percent || !isIntNum(y) || timeNum(c.folded, y.span) {
				continue
			}
			sum += int(y.vals[0])
			seen = seen || k == cc.num
		}
		if seen && sum == whole {
			return true
		}
	}
	return false
}

// enumeratedBefore: the members named right before the count, joined by
// と or 、 and closed by の, as many as it says: "小児科と耳鼻咽喉科の2つ",
// "11:00 の 76.3℃ と 14:00 の 78.4℃ の 2回". The list starts after the
// topic or the previous sentence.
func (c *check) enumeratedBefore(lo int, cc countClaim) bool {
	if cc.n < 2 {
		return false
	}
	seg := strings.TrimRight(c.folded[max(lo, cc.start-200):cc.start], " *")
	if !hasSuffix(seg, "の") {
		return zhNamedBefore(seg, cc.n)
	}
	seg = trimSuffix(seg, "の")
	// An ASCII colon ends the topic only with a space after it: "11:00" is a time.
	for _, b := range enumeratedBeforeList1 {
		if i := strings.LastIndex(seg, b); i >= 0 {
			seg = seg[i+len(b):]
		}
	}
	and := strings.Count(seg, "と")
	return and > 0 && and+strings.Count(seg, "、")+1 == cc.n
}

// namedBeforeCount: a count right after the members it names, as many
// as it says ("小児科と耳鼻咽喉科の2つ", "李娜和陈静两位"), counts those
// members, whatever the call the sentence cites counted.
func (c *check) namedBeforeCount(cc countClaim) bool {
	lo, _ := c.sentenceBounds(cc.span, 200, 0)
	return c.enumeratedBefore(lo, cc)
}

// zhNamedBefore: the Chinese members named right before the count,
// joined by 和, 与, 及 or 、, as many as it says: "只有李娜和陈静两位",
// "A、B和C这三个". The list runs from the clause's last comma or colon.
func zhNamedBefore(seg string, n int) bool {
	seg = trimSuffix(trimSuffix(seg, "这"), "這")
	if r, _ := utf8.DecodeLastRuneInString(seg); !isCJK(r) || hasKana(seg) {
		return false
	}
	for _, b := range zhListEnds {
		if i := strings.LastIndex(seg, b); i >= 0 {
			seg = seg[i+len(b):]
		}
	}
	and := strings.Count(seg, "和") + strings.Count(seg, "与") + strings.Count(seg, "與") + strings.Count(seg, "及")
	return and == 1 && and+strings.Count(seg, "、")+1 == n
}

// notCountOfItems reports numbers with a count noun that count none of the
// result's items: a rate or an average, and the request's own objects
// named as the scope of a search.
func (c *check) notCountOfItems(cc countClaim) bool {
	end := cc.end
	after := strings.TrimLeft(c.folded[end:min(len(c.folded), end+40)], " *")
	if cc.noun != "" && hasPrefix(after, cc.noun) {
		after = strings.TrimLeft(after[len(cc.noun):], " *")
	}
	// At most one word (the noun's plural ending, "visitas") before the marker.
	sp := strings.IndexByte(after, ' ')
	// Only the markers the reply may hold (heldWords): most hold none.
	for _, m := range c.heldWords(perUnitAfter) {
		if hasPrefix(after, m) {
			return true
		}
		if sp > 0 && sp < 14 && hasPrefix(after[sp+1:], m) {
			return true
		}
	}
	before := strings.TrimRight(c.folded[max(0, cc.start-14):cc.start], " *")
	if hasSuffixAny(before, c.heldWords(perUnitBefore)) || hasSuffixAny(before, c.heldWords(perUnitBeforeZh)) {
		return true
	}
	return c.searchScope(cc, after)
}

// scopeSearchVerbs, written right before the count with only articles and
// prepositions between, make it the scope of the search ("searched that
// one directory", "buscado en los 4 documentos"): the objects the request
// named, not what the search found. scopeSearchAfter do the same after the
// noun in languages that put the verb last ("在 3 个目录中搜索", "2つのフォルダ
// を検索", "3 फ़ोल्डर में खोजा").
var (
	scopeSearchFill = wordSet("in through across only that those these the all your en los las todos todas esos esas estos estas tus sus solo")
)

func (c *check) searchScope(cc countClaim, after string) bool {
	// A marker or verb the reply holds nowhere (heldWords: most replies
	// write none) is not searched for again at every count.
	for _, m := range c.heldWords(scopeSearchAfter) {
		if i := strings.Index(after, m); i >= 0 && i <= 18 {
			return true
		}
	}
	before := c.folded[max(0, cc.start-40):cc.start]
	for _, v := range c.heldWords(scopeSearchVerbs) {
		i := strings.LastIndex(before, v)
		if i < 0 || i > 0 && isLetterByte(before[i-1]) {
			continue
		}
		rest := before[i+len(v):]
		if rest != "" && isLetterByte(rest[0]) {
			continue // "searches", "searching": another form than the act
		}
		fill := true
		for rest != "" && fill {
			rest = strings.TrimLeft(rest, " ")
			j := strings.IndexByte(rest, ' ')
			if j < 0 {
				j = len(rest)
			}
			fill = rest[:j] == "" || scopeSearchFill[rest[:j]]
			rest = rest[j:]
		}
		if fill {
			return true
		}
	}
	return false
}

// postStatusCount reports a count whose noun is followed by a status
// adjective, the order of Spanish and of English predicates ("2 multas
// pendientes", "3 tickets abiertos", "2 pods running"), that is the number
// of result lines carrying that status: the count of a part the adjective
// names, as countsOf reads a status written before the noun ("2 open
// issues"). A count that matches neither the lines with the status nor
// the whole stays a miscount.
func (c *check) postStatusCount(cc countClaim, targets []int) bool {
	rest := strings.TrimLeft(c.folded[cc.end:min(len(c.folded), cc.end+48)], " *")
	if cc.noun != "" && hasPrefix(rest, cc.noun) {
		rest = rest[len(cc.noun):]
	} else if i := indexByte(rest, ' '); i > 0 && i < 20 {
		rest = rest[i:] // the noun's plural as written ("multas" for "multa")
	}
	rest = strings.TrimLeft(rest, " *")
	j := 0
	for j < len(rest) && isLetterByte(rest[j]) {
		j++
	}
	w := rest[:j]
	if !statusWord(w) {
		return false
	}
	stem := trimSuffix(trimSuffix(w, "s"), "e")
	if len(stem) < 4 {
		stem = w
	}
	for _, ci := range targets {
		m, _ := countLines(c.calls[ci].folded, func(l string) bool { return hasSubstr(l, stem) })
		if m == cc.n {
			return true
		}
	}
	return false
}

// itemQuantity reports a number with a count noun that is a quantity one
// item of the result holds, not a count of its items: the noun names a
// numeric field of the result ("3 plazas libres" of `"plazas_libres": 3`,
// "8 plazas" in total of two of them). Such a number is a value, which the
// fact checks hold; a field that holds the items is a list, not a number.
func (c *check) itemQuantity(cc countClaim, targets []int) bool {
	if cc.num < 0 {
		return false
	}
	if len(cc.noun) >= 4 && cc.noun[0] < 0x80 {
		for _, ci := range targets {
			if numericField(c.calls[ci].folded, cc.noun) {
				return true
			}
		}
	}
	return false
}

// numericField reports a JSON key of text that starts with noun and holds
// a number: `"plazas_libres": 3` for "plazas". A key holding a list is the
// list of the items, whose count the noun may well state.
func numericField(text, noun string) bool {
	key := `"` + noun
	for at := 0; at < len(text); {
		i := indexSubstr(text[at:], key)
		if i < 0 {
			return false
		}
		at += i + len(key)
		j := indexByte(text[at:], '"')
		if j < 0 || j > 24 {
			continue
		}
		rest := strings.TrimLeft(text[at+j+1:], " ")
		if hasPrefix(rest, ":") {
			rest = strings.TrimLeft(rest[1:], " ")
			if rest != "" && isDigitByte(rest[0]) {
				return true
			}
		}
	}
	return false
}

// timeNum reports a number that is part of a clock time or an hour
// ("7:30", "9時", "9点", "9 h"): a time, never a whole or a part of one.
func timeNum(text string, sp span) bool {
	if clockPart(text, sp) || sp.start > 0 && text[sp.start-1] == ':' || sp.end < len(text) && text[sp.end] == ':' {
		return true
	}
	rest := strings.TrimLeft(text[sp.end:], " ")
	return hasPrefixAny(rest, timeNumList1)
}

// citedBytes returns how many bytes of [lo, hi) the reply's receipts take.
func (c *check) citedBytes(lo, hi int) int {
	n := 0
	for _, ct := range c.cites {
		if ct.start >= lo && ct.end <= hi {
			n += ct.end - ct.start
		}
	}
	return n
}

// codeNumber reports a number written onto a code by a hyphen ("SH-25",
// "R-22", "B-1187"): it names the bus, route or lot, as a designation
// does, and is no whole a count is taken from ("SH-25 ट्रिप में 6 लोग"
// counts the trip's passengers, not 6 of 25).
func codeNumber(text string, start int) bool {
	return start >= 2 && text[start-1] == '-' && isLetterByte(text[start-2])
}
