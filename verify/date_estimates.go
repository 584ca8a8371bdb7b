package verify

import (
	"strconv"
	"strings"
)

// Dates the reply sets itself rather than reads.
//
//   - An estimated date: a date right after a word of approximation
//     ("roughly Nov 27", "alrededor del 27 de noviembre", "大约11月27日",
//     "लगभग 27 नवंबर") or right before one ("11月27日頃", "27 नवंबर के
//     आसपास") is the reply's own reckoning (a renewal window, a
//     projection). A date read off a result is stated, not hedged.
//   - The period asked about: a month without a day whose year the request
//     or a call's arguments write ("bills_2024.csv", "year": 2024), when the
//     results and arguments date no month of that year or the month lies
//     within those they date ("2024-07-01" to "2024-10-01"): the reply names
//     the span of data ("जनवरी–जून 2024", "julio–septiembre 2024"), not a
//     date of the result. A month outside them ("noviembre 2024" for a
//     result of "2024-10") is checked.

var (
	dateApproxBefore []string
	dateApproxAfter  []string
)

// dateEstimatesLists holds the phrases of the word lists declared above (see barList).
var dateEstimatesLists = [...]barList{
	// A date is an estimate after any of approxMarkers, the words that mark a
	// number as rounded, or after one of dateApproxBefore, the forms of them
	// that stand before a date alone ("hacia el", "alrededor del"); or before
	// one of dateApproxAfter.
	{&dateApproxBefore, "circa|hacia el|alrededor del|aproximadamente el|大概"},
	{&dateApproxAfter, "頃|ごろ|前後|左右|前后|के आसपास|के करीब|के क़रीब"},
}

var _ = splitBars(dateEstimatesLists[:])

// estimatedDate reports whether d is hedged as an estimate (see above).
func (c *check) estimatedDate(d date) bool {
	before := strings.TrimRight(c.folded[max(0, d.start-24):d.start], " *")
	for _, list := range [2][]string{approxMarkers, dateApproxBefore} {
		for _, w := range list {
			if hasSuffix(before, w) && (len(before) == len(w) || !isWordRune(lastRune(before[:len(before)-len(w)])) || !isLetterByte(w[0])) {
				return true
			}
		}
	}
	after := strings.TrimLeft(c.folded[d.end:min(len(c.folded), d.end+24)], " *")
	for _, w := range dateApproxAfter {
		if hasPrefix(after, w) {
			return true
		}
	}
	return false
}

// askedPeriod reports whether d is a month of a year the request or a
// call's arguments name, within the months of that year the results and
// arguments date (see above).
func (c *check) askedPeriod(d date) bool {
	if d.d != 0 || d.y < 1000 || d.m == 0 {
		return false
	}
	var buf [5]byte
	y := string(strconv.AppendInt(buf[:0], int64(d.y), 10))
	if !hasSubstr(c.request, y) && !c.inArgs(y) {
		return false
	}
	lo, hi := 13, 0
	for ci := range c.calls {
		for _, t := range [2]string{c.calls[ci].folded, c.calls[ci].lowerArgs()} {
			lo, hi = yearMonths(t, y, lo, hi)
		}
	}
	return lo > hi || lo <= d.m && d.m <= hi
}

// yearMonths widens lo..hi to the months t dates in year y as "y-mm".
func yearMonths(t, y string, lo, hi int) (int, int) {
	for off := 0; ; {
		i := indexSubstr(t[off:], y)
		if i < 0 {
			return lo, hi
		}
		at := off + i + len(y)
		off = at
		if at+2 < len(t) && (t[at] == '-' || t[at] == '/') && isDigitByte(t[at+1]) && isDigitByte(t[at+2]) {
			if m := int(t[at+1]-'0')*10 + int(t[at+2]-'0'); m >= 1 && m <= 12 {
				lo, hi = min(lo, m), max(hi, m)
			}
		}
	}
}
