package verify

import (
	"slices"
	"strings"
)

// Scoped counts: a count is a claim about a result's total only when
// nothing in its sentence scopes it to a part of the items. The rules
// here read three ordinary ways replies single out a part:
//
//   - a ranking word before the number ("the two heaviest items", "top
//     3", "सबसे भारी दो", "最大的两个", "上位3件"): a selection, whose size
//     is the reply's choice, not the result's count;
//   - a whole stated earlier in the sentence and a subset marker after it
//     ("メール3通のうち、未読は2通", "of the 8 files, 3 are PDFs", "8
//     archivos en total, pero solo 3 PDF"), also across a clause break;
//   - a month after the noun ("3 PDF de marzo", "2 invoices from March")
//     when the call did not itself select that month.
//
// Each is bounded by a short window around the claim.

var (
	rankWords               []string
	rankSuffixes            []string
	dayParts                []string
	argsDayParts            []string
	partOfEarlierWholeList1 []string
)

// countScopeLists holds the phrases of the word lists declared above (see barList).
var countScopeLists = [...]barList{
	// rankWords select ranked items; written right before the number (or
	// between it and the noun) they make it the size of a selection.
	{&rankWords, "top|first|last|latest|newest|oldest|largest|biggest|heaviest|smallest|highest|lowest|" +
		"most|least|primeros|primeras|últimos|últimas|más|सबसे|शीर्ष|आखिरी|अंतिम"},
	// rankSuffixes are Chinese and Japanese ranking words that must stand
	// right before the number ("前 3 个", "最大的两个", "上位3件"): written
	// loosely, "前" and "最" sit inside other words (目前, 最近).
	{&rankSuffixes, "前|最新的|最大的|最多的|最早的|最重的|最高的|最低的|最贵的|上位|下位|直近の|最新の|最大の|最も多い|トップ"},
	// dayParts name a part of a day: "in the afternoon you have 3 meetings",
	// "午後は予定が3つ", "下午有 2 个会". A count so scoped is of that part of
	// a day's listing, unless the call itself asked for a window of time.
	{&dayParts, "morning|afternoon|evening|tonight|por la mañana|por la tarde|por la noche|en la mañana|en la tarde|" +
		"en la noche|午前|午後|夕方|上午|下午|晚上|早上|सुबह|दोपहर|शाम"},
	// argsDayParts are the words a call's arguments select a part of the day
	// by, in the English of most APIs.
	{&argsDayParts, "am|pm|morning|afternoon|evening|night"},
	// The lists of partOfEarlierWhole, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&partOfEarlierWholeList1, "but only|only|pero solo|pero sólo|solo|sólo|但只有|只有|だけ|のみ|सिर्फ|केवल"},
}

var _ = splitBars(countScopeLists[:])

// monthPreps join a month to a counted noun after it: "3 PDF de marzo".
var monthPreps = wordSet("de del from in of en for dated के की")

// scopedCount reports whether cc counts a part of the result its
// sentence singles out (see the comment at the top of this file).
func (c *check) scopedCount(in *info, cc countClaim, want, targets []int) bool {
	for _, w := range want {
		if cc.n >= w {
			return false // a part is smaller than every count of the whole
		}
	}
	lo, _ := c.sentenceBounds(cc.span, 160, 0)
	return c.rankedCount(lo, cc) || c.partOfEarlierWhole(lo, cc, targets) || c.monthScoped(in, cc, targets) || c.dayPartScoped(lo, cc, targets)
}

// dayPartScoped: a day part in the sentence, before the count, over a
// call whose arguments hold no clock time or day part, that the request
// did not ask for of a call that selected a part of the day: "下周二上午一共
// 多少个预约？" answered "上午一共8个预约" over {"session": "am"} counts what
// the call was made to fetch, in whatever language its arguments spell
// the window. (Asked of the request alone, "木曜の午後は空いてる？" over
// a whole day's calendar would make "午後は予定が3つ" the day's count.)
func (c *check) dayPartScoped(lo int, cc countClaim, targets []int) bool {
	before := c.folded[max(lo, cc.start-90):cc.start]
	part := ""
	for _, w := range dayParts {
		if hasSubstr(before, w) {
			part = w
			break
		}
	}
	if part == "" {
		return false
	}
	if c.partHoldsAllRows(part, targets) {
		return false // every row is in the part: see count_scope_hours.go
	}
	asked := containsWord(c.request, part)
	for _, ci := range targets {
		a := c.calls[ci].lowerArgs()
		if hasSubstr(a, part) || hasClock(a) || asked && argsDayPart(a) {
			return false // the call asked for a window: its count is the part's
		}
	}
	return true
}

// argsDayPart reports whether lower-case call arguments name a part of
// the day as a word ("session": "am", "shift": "morning").
func argsDayPart(a string) bool {
	for _, w := range argsDayParts {
		if wordIn(a, w) {
			return true
		}
	}
	return false
}

// rankedCount: a ranking word in the few words before the number.
func (c *check) rankedCount(lo int, cc countClaim) bool {
	// About 28 characters, not bytes: a Devanagari letter is three bytes,
	// and "सबसे कमज़ोर दो" puts the adjective between the word and the number.
	st := max(lo, cc.start-28)
	if c.folded[st] >= 0x80 {
		st = max(lo, cc.start-84)
		for st < cc.start && c.folded[st]&0xC0 == 0x80 {
			st++ // start on a whole character
		}
	}
	before := c.folded[st:cc.start]
	if t := strings.TrimRight(before, " *"); t != "" && hasSuffixAny(t, rankSuffixes) {
		return true
	}
	for _, w := range rankWords {
		i := strings.LastIndex(before, w)
		if i < 0 {
			continue
		}
		// A whole word in spaced scripts: "most" not in "almost".
		if w[0] < 0x80 && (i > 0 && isLetterByte(before[i-1]) || i+len(w) < len(before) && isLetterByte(before[i+len(w)])) {
			continue
		}
		return true
	}
	return false
}

// partOfEarlierWhole: a larger count the reply stated for the same call
// earlier in the sentence, followed by a subset marker or a restriction
// ("pero solo", "but only") before cc: cc breaks that whole down.
func (c *check) partOfEarlierWhole(lo int, cc countClaim, targets []int) bool {
	for _, t := range c.totals[:c.nTotals] {
		if t.start < lo || t.start >= cc.start || t.n <= cc.n || !slices.Contains(targets, t.call) {
			continue
		}
		gap := c.folded[t.start:cc.start]
		if containsAny(gap, subsetMarkers) {
			return true
		}
		if t.noun != cc.noun && containsAny(gap, partOfEarlierWholeList1) {
			return true
		}
	}
	// The whole as a number right before a subset marker: "3通のうち、
	// 未読は2通", "of the 5 tickets, 2 …" — the marker may close the
	// clause the count claim is not in.
	gap := c.folded[max(lo, cc.start-60):cc.start]
	for _, m := range subsetMarkers {
		i := strings.LastIndex(gap, m)
		if i < 0 {
			continue
		}
		if n, ok := lastInt(gap[max(0, i-16):i]); ok && n > cc.n {
			return true
		}
	}
	return false
}

// lastInt returns the last run of ASCII digits in s.
func lastInt(s string) (int, bool) {
	end := -1
	for i := len(s) - 1; i >= 0; i-- {
		if isDigitByte(s[i]) {
			end = i + 1
			break
		}
	}
	if end < 0 {
		return 0, false
	}
	v, start := 0, end
	for start > 0 && isDigitByte(s[start-1]) && end-start < 9 {
		start--
	}
	for i := start; i < end; i++ {
		v = v*10 + int(s[i]-'0')
	}
	return v, true
}

// monthScoped: a month named right after the noun, through a preposition,
// that the call's arguments did not select.
func (c *check) monthScoped(in *info, cc countClaim, targets []int) bool {
	for _, h := range in.hits {
		if h.t.kind != kindMonth || h.start < cc.end {
			continue
		}
		if h.start-cc.end > 14 {
			break
		}
		ws := strings.Fields(c.folded[cc.end:h.start])
		if len(ws) != 1 || !monthPreps[ws[0]] {
			return false
		}
		for _, ci := range targets {
			if argsHaveMonth(c.calls[ci].lowerArgs(), h.t.text, h.t.family) {
				return false // the call selected the month: its count is the month's
			}
		}
		return true
	}
	return false
}

// argsHaveMonth reports a month in a call's arguments, lowered (see
// lowerArgs), by name or as the month of an ISO date ("2024-03-").
func argsHaveMonth(a, name, family string) bool {
	if hasSubstr(a, name) {
		return true
	}
	m := family
	if len(m) == 1 {
		m = "0" + m
	}
	return hasSubstr(a, "-"+m+"-") || hasSubstr(a, "/"+m+"/")
}
