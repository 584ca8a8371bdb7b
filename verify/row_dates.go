package verify

import (
	"fmt"
	"strconv"
	"strings"
)

// Dates of one item given to another. A result that lists items, each on
// its line or as one object of a JSON array, gives each its own date (a
// book's due date, an invoice's due date, a shipment's event). A clause
// that names exactly one item by a word only that item's text holds ("Lessons
// in Chemistry", 『火山のしくみ』), and gives a day that the result holds
// only as another item's date, while the named item has one day of its
// own that the clause does not write, gives the named item the other
// item's date: a contradiction whatever the words around it. The reading
// asks only which words and days stand in which item, so it holds in every
// language whose reply keeps the item's name as the result writes it.
//
// Left alone: a clause that names the other item too (a comparison), that
// writes the named item's own day as well, or whose day the request or the
// arguments hold; an item with several days (a trip, a range).

// maxRowDateSegs bounds the items read: a longer result is a log, whose
// lines share their words.
const maxRowDateSegs = 48

// checkRowDates reports a clause date that is another item's (see above).
func (c *check) checkRowDates(in *info) {
	if len(in.targets) == 0 || in.modal {
		return
	}
	// c.dates is sorted by start: the clause's days start from the first
	// at or after its start, and none starting past its end ends in it.
	lo := -1
	for k := datesFrom(c.dates, in.start); k < len(c.dates) && c.dates[k].start <= in.end; k++ {
		if d := &c.dates[k]; d.end <= in.end && d.m > 0 && d.d > 0 {
			lo = k
			break
		}
	}
	if lo < 0 {
		return
	}
	// One day in the clause: a clause of several days lists items or a
	// range of them ("12–14 June"), each day with its own item.
	if lo+1 < len(c.dates) && c.dates[lo+1].end <= in.end && c.dates[lo+1].span != c.dates[lo].span {
		return
	}
	d := c.dates[lo]
	if rangeEndAt(c.folded, d.start) {
		return
	}
	clause := c.folded[in.start:in.end]
	for _, ci := range in.targets {
		// The day's own guards after the item test: reading the arguments'
		// dates is done once per turn, and only a candidate needs it.
		if own := c.rowDateOf(ci, clause, d); own >= 0 && !dateListed(d, c.reqDates) && !c.dateInArgs(d) && !c.alreadyFound(FactMismatch, d.span) {
			call := &c.calls[ci]
			o := call.dates[own]
			c.addRule("fact/row-date", BasisContradiction, c.callFinding(FactMismatch, d.span, ci,
				"date "+c.masked[d.start:d.end]+" is another item's in the result of "+call.Tool+", which gives the item the clause names "+call.folded[o.start:o.end]))
			return
		}
	}
}

// rowDateOf returns the index in call ci's dates of the one day of the
// item the clause names, when the result holds day d only in other items;
// -1 when not.
func (c *check) rowDateOf(ci int, clause string, d date) int {
	call := &c.calls[ci]
	if !call.ok || len(call.dates) < 2 {
		return -1
	}
	res := call.folded
	var buf [maxRowDateSegs]span
	segs := buf[:itemSegments(res, &buf)]
	// For each item: its day (month*32+day) and the index of its date;
	// several marks an item of several days, held those that hold d.
	var day [maxRowDateSegs]int16
	var at [maxRowDateSegs]int16
	var several, held uint64
	for k, rd := range call.dates {
		i := 0
		for i < len(segs) && segs[i].end <= rd.start {
			i++
		}
		if i == len(segs) || rd.start < segs[i].start || rd.m == 0 || rd.d == 0 {
			continue
		}
		key := int16(rd.m*32 + rd.d)
		if rd.m == d.m && rd.d == d.d {
			held |= 1 << i
		}
		if day[i] == 0 {
			day[i], at[i] = key, int16(k)
		} else if day[i] != key {
			several |= 1 << i
		}
	}
	named := -1
	for i, s := range segs {
		if held == 0 || !namesItem(clause, res[s.start:s.end], res) {
			continue
		}
		if held&(1<<i) != 0 || named >= 0 {
			return -1 // the item that holds the day is named, or two items are
		}
		named = i
	}
	// The named item's one day: not d, as d is held only by other items,
	// and not written, as the clause writes one day.
	if named < 0 || day[named] == 0 || several&(1<<named) != 0 || writesMonthDay(res[segs[named].start:segs[named].end], d) {
		return -1
	}
	return int(at[named])
}

// writesMonthDay reports whether an item's text writes the month and day
// of d without a year, which the date scan does not read as a date: "(补传
// 06-11)", "re-run of 6/11", "6月11日分". The item holds that day too.
func writesMonthDay(seg string, d date) bool {
	if d.m <= 0 || d.d <= 0 {
		return false
	}
	m, dd := strconv.Itoa(d.m), strconv.Itoa(d.d)
	m2, d2 := fmt.Sprintf("%02d", d.m), fmt.Sprintf("%02d", d.d)
	for _, f := range [...]string{m2 + "-" + d2, m + "/" + dd, m2 + "/" + d2, m + "月" + dd + "日"} {
		for off := 0; ; {
			i := indexSubstr(seg[off:], f)
			if i < 0 {
				break
			}
			at := off + i
			off = at + 1
			end := at + len(f)
			if (at == 0 || !isDigitByte(seg[at-1]) && seg[at-1] != '-' && seg[at-1] != '/') && (end == len(seg) || !isDigitByte(seg[end]) && seg[end] != '-' && seg[end] != '/') {
				return true
			}
		}
	}
	return false
}

// itemSegments splits a result into its items, stored in out: its lines,
// and the objects of a JSON array written on one line ("},{"). Blank lines
// are skipped. It returns how many; none when there are more than out
// holds. (An array, not a slice: the items stay on the caller's stack.)
func itemSegments(res string, out *[maxRowDateSegs]span) int {
	n, start := 0, 0
	for i := 0; i <= len(res); i++ {
		end := i == len(res) || res[i] == '\n'
		obj := !end && res[i] == '}' && i+1 < len(res) && res[i+1] == ','
		if !end && !obj {
			continue
		}
		if strings.TrimLeft(res[start:i], " \t\r") != "" {
			if n == len(out) {
				return 0
			}
			out[n] = span{start, i}
			n++
		}
		start = i + 1
	}
	return n
}

// rangeEndAt reports whether the text before offset at ends with a number
// and a range separator: the day at "12–14 June" ends a range.
//
//go:noinline
func rangeEndAt(text string, at int) bool {
	before := strings.TrimRight(text[max(0, at-16):at], " ")
	for _, sep := range rangeSeps {
		if !tailIs(before, sep) {
			continue
		}
		if b := strings.TrimRight(before[:len(before)-len(sep)], " "); b != "" && isDigitByte(b[len(b)-1]) {
			return true
		}
	}
	return false
}

// namesItem reports whether clause holds a word of an item's text (a run of
// four letters or more, starting a word of the clause, or of two characters or more
// of a script without spaces: six bytes) that the result res holds once:
// the clause names that item alone.
func namesItem(clause, text, res string) bool {
	for i := 0; i < len(text); {
		if !isLetterByte(text[i]) && text[i] < 0x80 {
			i++
			continue
		}
		j := i
		for j < len(text) && (isLetterByte(text[j]) || text[j] >= 0x80) {
			j++
		}
		w := text[i:j]
		i = j
		// A word in letters starts a word of the clause, with at most an
		// ending after it ("neutered" of "neuter"): "torn" of "torn
		// upholstery" is not named by "tornillo".
		if len(w) >= 4 && (w[0] < 0x80 || len(w) >= 6) && hasSubstr(clause, w) && (w[0] >= 0x80 || stemIn(clause, w)) && strings.Count(res, w) == 1 {
			return true
		}
	}
	return false
}

// stemIn reports whether w starts a word of s that goes on for at most
// three letters more: an inflection ("neutered", "tickets"), not another
// word that starts with the same letters ("tornillo" of "torn").
func stemIn(s, w string) bool {
	for i := 0; ; {
		j := indexSubstr(s[i:], w)
		if j < 0 {
			return false
		}
		st, en := i+j, i+j+len(w)
		e := en
		for e < len(s) && isLetterByte(s[e]) {
			e++
		}
		if (st == 0 || !isLetterByte(s[st-1])) && e-en <= 3 {
			return true
		}
		i = st + 1
	}
}
