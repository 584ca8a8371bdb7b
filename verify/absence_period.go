package verify

import (
	"strconv"
	"strings"
)

var (
	afterWords       []string
	afterWordsBefore []string
	monthScopeBefore []string
	cjkMonthScope    []string
)

// absencePeriodLists holds the phrases of the word lists declared above (see barList).
var absencePeriodLists = [...]barList{
	// afterWords follow a month to scope a claim to the time after it: "जून
	// के बाद", "6月以降", "六月之后"; English and Spanish put theirs before:
	// "after June", "después de junio".
	{&afterWords, "के बाद|以降|以後|之后|以后"},
	{&afterWordsBefore, "after |since |después de |desde "},
	{&monthScopeBefore, " in | for | during | en | para | durante |in |for |en |para "},
	{&cjkMonthScope, "は|には|中|内|の分|份|里|暂|还|都|也|目前|没"},
}

var _ = splitBars(absencePeriodLists[:])

// laterPeriodEmpty reports an absence scoped to the months after a named
// month ("जून के बाद एक भी statement mail नहीं दिखा", "nothing since
// June") over results whose dates all fall in or before that month: the
// result is not empty, but none of it lies in the period the claim is
// about, so the claim is true. Results with no dates are left to the
// other rules.
func (c *check) laterPeriodEmpty(in *info, targets []int) bool {
	a := in.absence
	month := 0
	for _, h := range c.buf.months {
		if h.start < in.start || h.end > a.start {
			continue
		}
		rest, before := c.folded[h.end:a.start], c.folded[max(in.start, h.start-12):h.start]
		if hasPrefixAny(strings.TrimLeft(rest, " "), afterWords) || hasSuffixAny(before, afterWordsBefore) {
			month, _ = strconv.Atoi(h.t.family)
		}
	}
	if month == 0 {
		return false
	}
	for _, ci := range targets {
		last := latestMonth(c.calls[ci].folded)
		if last == 0 || last > month {
			return false
		}
	}
	return true
}

// latestMonth returns the month of the latest ISO date (YYYY-MM-DD,
// YYYY/MM/DD) in s, or 0 if it holds none.
func latestMonth(s string) int {
	best := 0 // year*100 + month
	for i := 0; i+10 <= len(s); i++ {
		if ym := isoMonthAt(s, i); ym > best {
			best = ym
		}
	}
	return best % 100
}

// isoMonthAt returns year*100 + month of the ISO date (YYYY-MM-DD,
// YYYY/MM/DD) that starts at s[i] after no digit, or 0 if none does or
// its month is not 1 to 12.
func isoMonthAt(s string, i int) int {
	if i+10 > len(s) || !isDigitByte(s[i]) || i > 0 && isDigitByte(s[i-1]) {
		return 0
	}
	d := s[i : i+10]
	if !isDigitByte(d[1]) || !isDigitByte(d[2]) || !isDigitByte(d[3]) || d[4] != d[7] || d[4] != '-' && d[4] != '/' ||
		!isDigitByte(d[5]) || !isDigitByte(d[6]) || !isDigitByte(d[8]) || !isDigitByte(d[9]) {
		return 0
	}
	m := int(d[5]-'0')*10 + int(d[6]-'0')
	if m < 1 || m > 12 {
		return 0
	}
	y := int(d[0]-'0')*1000 + int(d[1]-'0')*100 + int(d[2]-'0')*10 + int(d[3]-'0')
	return y*100 + m
}

// anchorAfter are the words that scope an absence to the time after the
// item the reply has just reported: "इसके बाद कोई नया रिलीज़ नहीं आया",
// "その後の新しいリリースはありません", "それ以降の記録はありません",
// "此后没有…", "después de eso no hubo…", "nothing since then".
var anchorAfter = splitBar("इसके बाद|उसके बाद|その後|それ以降|此后|那之后|después de eso|desde entonces|after that|since then")

// anchoredWindowEmpty reports an absence scoped by anchorAfter to the time
// after the latest date the reply wrote before it, when no target's result
// holds a later date: the result is not empty, but nothing in it lies in
// the window the claim is about. A later dated item contradicts the claim
// and is left to the finding; a reply with no date before the anchor
// leaves the window unresolved, and the claim to the other rules.
//
// The anchor scopes the absence only where a time adverbial of it stands:
// before it in its clause ("after that, no errors", "此后没有"), or closing
// the clause after it ("no new release since then", "nada después de
// eso"). One that opens a later part of the clause ("no errors, and after
// that I restarted it", "没有错误，此后我重启了") times another act.
func (c *check) anchoredWindowEmpty(in *info, targets []int) bool {
	a := in.absence
	if !containsAny(c.folded[in.start:a.start], anchorAfter) && !anchorCloses(c.folded[a.end:in.end]) {
		return false
	}
	var last date
	for _, d := range c.dates {
		if d.end <= a.start && d.m > 0 && dateAfter(d, last) {
			last = d
		}
	}
	if last.m == 0 {
		return false
	}
	for _, ci := range targets {
		for _, d := range c.calls[ci].dates {
			if dateAfter(d, last) {
				return false
			}
		}
	}
	return true
}

// anchorCloses reports whether an anchorAfter word ends s, past closing
// punctuation.
func anchorCloses(s string) bool {
	return hasSuffixAny(strings.TrimRight(s, " .!。！*_)）"), anchorAfter)
}

// dateAfter reports whether d falls after e; a date without its year is
// compared by month and day.
//
// It stays a call for the release binary's size (size20).
//
//go:noinline
func dateAfter(d, e date) bool {
	if d.y > 0 && e.y > 0 && d.y != e.y {
		return d.y > e.y
	}
	return d.m*32+d.d > e.m*32+e.d
}

// monthScopeEmpty reports an absence scoped to one named month ("nothing
// is booked for July", "para julio no hay nada programado", "7月の分はまだ
// 入っていません", "7月暂时还没有安排", "जुलाई के लिए कुछ तय नहीं") over
// results whose dated items all fall in other months: the result holds
// items, but none in the month the claim is about. The month must be the
// clause's time scope, marked as one ("in", "for", "en", "para", "में",
// "के लिए", 7月は, 7月の分): a month that qualifies a noun ("March
// statement", "मार्च का स्टेटमेंट") names what an item is about, not when
// it is dated, and a range ("मई से जुलाई", "from September") is no one
// month. One item dated in that month leaves the claim to the finding;
// results with no dates leave it to the other rules.
func (c *check) monthScopeEmpty(in *info, targets []int) bool {
	a := in.absence
	month, n := 0, 0
	for _, h := range c.buf.months {
		if h.start < in.start || h.end > in.end {
			continue
		}
		n++
		rest, before := strings.TrimLeft(c.folded[h.end:min(in.end, h.end+16)], " "), c.folded[max(in.start, h.start-10):h.start]
		if hasSuffixAny(before, monthScopeBefore) || hasPrefixAny(rest, monthScopeAfter) {
			month, _ = strconv.Atoi(h.t.family)
		}
	}
	if n == 0 {
		month = cjkMonth(c.folded[in.start:a.start])
	}
	if month == 0 || n > 1 {
		return false
	}
	dated := false
	for _, ci := range targets {
		ms := resultMonths(c.calls[ci].folded)
		if ms&(1<<month) != 0 {
			return false
		}
		dated = dated || ms != 0
	}
	return dated
}

// monthScopeBefore and monthScopeAfter mark a month as a clause's time
// scope: English and Spanish put the preposition before it, Hindi its
// postposition after.
var (
	monthScopeAfter = []string{"में", "के लिए", "के दौरान"}
)

// cjkMonth returns the month of a Chinese or Japanese "N月" in s (7月,
// 12月) marked as the clause's time scope (7月は, 7月の分, 7月暂时), or 0.
// "7月20日" names a day, "7月的账单" a bill.
func cjkMonth(s string) int {
	for i := 0; ; {
		j := indexSubstr(s[i:], "月")
		if j < 0 {
			return 0
		}
		at := i + j
		i = at + len("月")
		k := at
		for k > 0 && at-k < 2 && isDigitByte(s[k-1]) {
			k--
		}
		if k == at || k > 0 && isDigitByte(s[k-1]) || !hasPrefixAny(strings.TrimLeft(s[i:], " "), cjkMonthScope) {
			continue
		}
		if m, _ := strconv.Atoi(s[k:at]); m >= 1 && m <= 12 {
			return m
		}
	}
}

// resultMonths returns the months (bit m for month m) of the ISO dates
// (YYYY-MM-DD, YYYY/MM/DD) in s.
func resultMonths(s string) int {
	ms := 0
	for i := 0; i+10 <= len(s); i++ {
		if ym := isoMonthAt(s, i); ym != 0 {
			ms |= 1 << (ym % 100)
		}
	}
	return ms
}

// sinceWords open the date an absence runs from: "no orders since 1
// August", "ningún pedido desde el 1 de agosto".
var sinceWords = splitBar("since|desde|以来|以降|से अब तक")

// lastFieldSince reports whether an absence of things since a date ("Still
// active, but no orders since 1 August") is borne out by a result's field
// that dates the last such thing ({"last_order": "2025-08-01"}): the last
// order falls on or before that date, so none came after it. The field
// binds the clause to the call that holds it, whichever receipt the reply
// cites; a last one after the date leaves the claim to the other readings.
func (c *check) lastFieldSince(in *info) bool {
	a := in.absence
	rest := c.folded[a.end:in.end]
	k := -1
	for _, s := range sinceWords {
		if i := indexSubstr(rest, s); i >= 0 && (k < 0 || i < k) {
			k = i
		}
	}
	w := nextWord(rest)
	if k < 0 || len(w) < 4 {
		return false
	}
	w = trimSuffix(w, "s")
	var since date
	for _, d := range c.dates {
		if d.start >= a.end+k && d.end <= in.end && d.m > 0 {
			since = d
			break
		}
	}
	if since.m == 0 {
		return false
	}
	for ci := range c.calls {
		call := &c.calls[ci]
		if !call.ok {
			continue
		}
		if !c.spend(3 * len(call.folded)) {
			return false
		}
		for _, key := range [...]string{"last_" + w, "latest_" + w, "last " + w} {
			i := indexSubstr(call.folded, key)
			if i < 0 {
				continue
			}
			for _, d := range call.dates {
				if d.start >= i+len(key) && d.start <= i+len(key)+16 {
					return !dateAfter(d, since)
				}
			}
		}
	}
	return false
}
