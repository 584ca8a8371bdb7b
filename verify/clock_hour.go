package verify

import (
	"strings"
	"unicode/utf8"
)

// Bare hours: a clock time written as an hour alone ("3 pm", "下午 3 点",
// "दोपहर 3 बजे", "午後3時") says the minutes are zero. Held against a
// time the result gives with its minutes, only the hour was compared
// before, so 15:30 passed as "3 pm". Here the hour is held to the one line
// of the result the clause names, and must be one of that line's times.

// bareHourWords follow a number that is an hour on the clock. pm marks the
// ones that put it after noon.
var bareHourWords = []struct {
	w  string
	pm bool
}{
	{"pm", true}, {"p.m", true}, {"am", false}, {"a.m", false},
	{"点钟", false}, {"点", false}, {"點", false}, {"時", false}, {"बजे", false},
	{"de la tarde", true}, {"de la noche", true}, {"de la mañana", false},
}

var (
	hourBounds         []string
	minutesFollowList1 []string
	segmentAroundList1 []string
	segmentAroundList2 []string
)

// clockHourLists holds the phrases of the word lists declared above (see barList).
var clockHourLists = [...]barList{
	// hourBounds before an hour make it a bound or an estimate, not the time of
	// an item: "after 3 pm", "hacia las 3", "3 点以后" (checked after).
	{&hourBounds, "after|before|until|till|by|around|about|from|since|después|antes|hasta|desde|hacia|sobre|eso de|partir de|大约|约|大概|左右|以后|以後|之后|之前|以前|前|后|ごろ|頃|まで|から|以降|लगभग|करीब|तक|से|के बाद|से पहले|पहले|बाद"},
	// The lists of minutesFollow, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&minutesFollowList1, "半|一刻|三刻|間|钟头"},
	// The lists of segmentAround, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&segmentAroundList1, ",|;|，|；|。|、|\n"},
	{&segmentAroundList2, ",|;|，|；|。|、|\n"},
}

var _ = splitBars(clockHourLists[:])

// checkBareHour reports an hour written without minutes that is none of the
// times of the result line the clause names: the line of a calendar or a
// timetable is one item, and its start and end are the item's times.
// Contradiction: same item, another time. A clause that names a time zone
// converts; one with a bound or an estimate word by the hour gives no
// time of the item; a clause naming no line, or several, is left alone.
func (c *check) checkBareHour(in *info) {
	if len(in.targets) == 0 || in.modal || in.numHi <= in.numLo {
		return
	}
	s := c.folded
	for k := in.numLo; k < in.numHi; k++ {
		n := &c.nums[k]
		if n.glued || n.inDate || n.version || n.percent || n.ordinal || len(n.vals) == 0 {
			continue
		}
		v := n.vals[0]
		if v != float64(int(v)) || v < 1 || v > 23 || n.end-n.start > 2 {
			continue
		}
		j := n.end
		for j < len(s) && j < n.end+3 && (s[j] == ' ' || s[j] == '*') {
			j++
		}
		end := -1
		for _, bw := range bareHourWords {
			if headIs(s[j:], bw.w) {
				end = j + len(bw.w)
				break
			}
		}
		if end < 0 || end < len(s) && isLetterByte(s[end-1]) && isLetterByte(s[end]) {
			continue
		}
		if c.minutesFollow(end) || c.boundNear(n.start, end) || c.timeZoneNear(n) {
			continue
		}
		if c.textIn(s[n.start:end], in.targets) {
			continue // the result writes the hour so itself
		}
		// The item named right before the hour, after the clause's last
		// value, binds it when a part lists two ("A (21時〜5時) と B
		// (20時〜4時)"); else the item its part names.
		seg := c.segmentAround(in, n.start, end)
		ci, line := -1, ""
		if lo, segLo := c.prevValueEnd(in, n), c.segmentStart(in, n.start); lo >= 0 {
			// The window lies inside the hour's part of the clause.
			ci, line = c.namedTimeLine(in, c.folded[max(lo, segLo):n.start])
		}
		if ci < 0 {
			ci, line = c.namedTimeLine(in, seg)
		}
		if ci < 0 || hourOnLine(line, int(v)%12) {
			continue
		}
		sp := span{n.start, end}
		if c.alreadyFound(FactMismatch, sp) {
			continue
		}
		c.addRule("fact/bare-hour", BasisContradiction, c.callFinding(FactMismatch, sp, ci,
			c.masked[sp.start:sp.end]+" is none of the times the result of "+c.calls[ci].Tool+" gives on the line the reply names"))
	}
}

// prevValueEnd returns where the text naming n's item starts: after the
// clause's number before n (and its hour word or unit), or the clause's
// start; -1 when that leaves no text.
func (c *check) prevValueEnd(in *info, n *num) int {
	lo := in.start
	for k := n.index - 1; k >= in.numLo && k >= 0; k-- {
		if m := &c.nums[k]; m.end <= n.start && m.start >= in.start {
			lo = m.end
			break
		}
	}
	if lo >= n.start {
		return -1
	}
	return lo
}

// minutesFollow reports whether minutes follow the hour word ending at end
// ("3点30分", "3点半", "3 बजकर", "3時15分"): the time is then not bare.
func (c *check) minutesFollow(end int) bool {
	rest := strings.TrimLeft(c.folded[end:min(len(c.folded), end+12)], " ")
	if rest == "" {
		return false
	}
	if rest[0] >= '0' && rest[0] <= '9' {
		return true
	}
	for _, w := range minutesFollowList1 {
		if hasPrefix(rest, w) {
			return true
		}
	}
	return false
}

// boundNear reports whether a bound or estimate word stands within a few
// bytes before the hour or right after its hour word.
func (c *check) boundNear(start, end int) bool {
	before := c.folded[max(0, start-24):start]
	after := strings.TrimLeft(c.folded[end:min(len(c.folded), end+16)], " ")
	// Hindi writes "साढ़े 3 बजे" for 3:30, "सवा 3" for 3:15, "पौने 3" for 2:45.
	for _, w := range []string{"साढ़े", "सवा", "पौने"} {
		if hasSubstr(before, w) {
			return true
		}
	}
	for _, w := range c.heldWords(hourBounds) {
		if w[0] < utf8.RuneSelf {
			if wordIn(before, w) {
				return true
			}
			continue
		}
		if hasSubstr(before, w) || hasPrefix(after, w) {
			return true
		}
	}
	return false
}

// segmentAround returns the part of the clause around a..b up to the
// nearest comma, semicolon or full stop on either side: a clause may list
// two items with their times ("9 点到 12 点是规划会，下午 2 点到 2 点半和 HR
// 沟通"), and an hour is the time of the item named in its own part.
func (c *check) segmentAround(in *info, a, b int) string {
	s := c.folded[in.start:in.end]
	lo := c.segmentStart(in, a) - in.start
	a, b = a-in.start, b-in.start
	hi := len(s)
	for _, p := range segmentAroundList2 {
		if i := indexSubstr(s[b:], p); i >= 0 && b+i < hi {
			hi = b + i
		}
	}
	return s[lo:hi]
}

// segmentStart returns where the part of the clause holding a starts:
// after the nearest comma, semicolon or full stop before it.
func (c *check) segmentStart(in *info, a int) int {
	s := c.folded[in.start:a]
	lo := 0
	for _, p := range segmentAroundList1 {
		if i := strings.LastIndex(s, p); i >= 0 && i+len(p) > lo {
			lo = i + len(p)
		}
	}
	return in.start + lo
}

// namedTimeLine returns the one line of the clause's target results that
// holds a clock time and whose name the text s (a part of the clause)
// writes: a Latin word of five letters or more, or a run of three CJK
// characters or more, found in no other timed line. A line over 200 bytes
// is not one item.
func (c *check) namedTimeLine(in *info, s string) (int, string) {
	fc, fl := -1, ""
	for _, t := range in.targets {
		ci := &c.calls[t]
		lines := ci.resultLines()
		if len(lines) > 200 {
			continue
		}
		// The timed lines of a call, found once: this is asked for
		// every clock time of the reply.
		if !ci.timedDone {
			ci.timedDone = true
			for k, l := range lines {
				if len(l) <= 200 && hasClock(l) {
					ci.timed[k>>6] |= 1 << (k & 63)
				}
			}
		}
		for k, l := range lines {
			if ci.timed[k>>6]&(1<<(k&63)) == 0 || !lineNamedIn(l, s, lines) {
				continue
			}
			if fc >= 0 && fl != l {
				return -1, ""
			}
			fc, fl = t, l
		}
	}
	return fc, fl
}

// hasClock reports whether l holds an hh:mm time, as hhmmAt reads one.
func hasClock(l string) bool {
	at, _, _ := nextClock(l, 1)
	return at < len(l)
}

// lineNamedIn reports whether s writes a name of line l (see
// namedTimeLine): a word of l that tells it from the other timed lines of
// its result, not a function word ("about", "después") nor a word every
// such line has ("meeting" in a list of meetings, "会议室"), which names
// none of them.
func lineNamedIn(l, s string, lines []string) bool {
	for run, at := nextLetterRun(l, 0); run.word != ""; run, at = nextLetterRun(l, at) {
		w, n, cjk := run.word, run.runes, run.cjk
		if (cjk && n >= 3 && hasSubstr(s, w) || !cjk && len(w) >= 5 && wordIn(s, w)) &&
			!lineStopWords[w] && !everyTimedLineHas(lines, l, w, cjk) {
			return true
		}
		// A Chinese or Japanese name written with a space between family
		// and given name ("藤井 誠") names the line as a run of three.
		if cjk && n < 3 && at < len(l) && l[at] == ' ' {
			if next, end := nextLetterRun(l, at); next.cjk && end == at+1+len(next.word) && n+next.runes >= 3 {
				if full := l[at-len(w) : end]; hasSubstr(s, full) && !everyTimedLineHas(lines, l, full, true) {
					return true
				}
			}
		}
	}
	return false
}

// hourOnLine reports whether l gives a time h:00 on the twelve-hour clock
// (h in 0..11): the result's 15:00 and 3:00 pm are both 3 o'clock.
func hourOnLine(l string, h int) bool {
	for i, hh, m := nextClock(l, 1); i < len(l); i, hh, m = nextClock(l, i+1) {
		if m == 0 && hh%12 == h {
			return true
		}
	}
	return false
}
