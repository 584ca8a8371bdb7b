package verify

import (
	"strings"
)

// Durations a reply works out rather than reads: the gap between two clock
// times it shows ("two 90-minute gaps: 11:30–13:00 and 13:30–15:00", "原定
// 08:30 … 预计 09:45（晚了 1 小时 15 分钟）"), the length of a slot a result
// lists ("14:00 MDT（1.5 小时）" over 14:00-15:30), a result's mm:ss or
// seconds restated as minutes and seconds ("31 分 47 秒" of "31:47"), the
// total of a result's durations ("1 hour 32 minutes" over three runs) and a
// duration divided by a figure of the same line (a pace: 47:30 over 8.4 km
// is "5 min 39 s per km"). The reply's duration is read whole, all its
// parts ("1 h 15 min"), and matched to its own precision, so a misread
// duration, which none of these yields, stays flagged.

// durUnit is a word of a unit of time after a number and its length in
// seconds.
type durUnit struct {
	word string
	secs float64
}

// durUnits: longer words first, so "minutes" is not read as "min" + "utes"
// and "分钟" not as "分". One-letter units must end the word (see durUnitAt).
var durUnits = []durUnit{
	{"hours", 3600}, {"hour", 3600}, {"hrs", 3600}, {"hr", 3600}, {"horas", 3600}, {"hora", 3600},
	{"小时", 3600}, {"小時", 3600}, {"時間", 3600}, {"घंटे", 3600}, {"घंटा", 3600},
	{"minutes", 60}, {"minute", 60}, {"minutos", 60}, {"minuto", 60}, {"mins", 60}, {"min", 60},
	{"分钟", 60}, {"分鐘", 60}, {"分間", 60}, {"分", 60}, {"मिनट", 60},
	{"seconds", 1}, {"second", 1}, {"segundos", 1}, {"segundo", 1}, {"secs", 1}, {"sec", 1},
	{"秒", 1}, {"सेकंड", 1},
	{"h", 3600}, {"s", 1},
}

// durUnitAt returns the unit of time written right after end (past spaces
// and one hyphen: "90-minute"), and where it ends.
func durUnitAt(text string, end int) (durUnit, int, bool) {
	i := end
	for i < len(text) && i < end+3 && (text[i] == ' ' || text[i] == '-') {
		i++
	}
	rest := text[i:min(len(text), i+16)]
	for _, u := range durUnits {
		if !hasPrefix(rest, u.word) {
			continue
		}
		k := len(u.word)
		if k < len(rest) && (isLetterByte(rest[k]) || isDigitByte(rest[k])) && (len(u.word) == 1 || u.word[0] < 0x80) {
			continue // "hotel", "5 miles", "3 minutes" read as "min" + "utes"
		}
		return u, i + k, true
	}
	return durUnit{}, 0, false
}

// replyDuration returns, in seconds, the duration n is a part of (n alone
// with its unit, or the hours, minutes and seconds written together:
// "1 小时 15 分钟", "5 min 39 s"), and how far it may lie from a value
// that yields it: a whole minute either way for whole minutes (a total
// is rounded or cut), half the last decimal of a decimal ("1.5 h").
func (c *check) replyDuration(n *num) (secs, tol float64, ok bool) {
	if len(n.vals) == 0 || n.percent || n.inDate || n.glued {
		return 0, 0, false
	}
	u, uend, ok := durUnitAt(c.folded, n.end)
	if !ok {
		return 0, 0, false
	}
	secs = n.vals[0] * u.secs
	last, lastDec := u.secs, n.dec
	parts := 1
	// Larger parts before: "1 小时" before "15 分钟".
	big := u.secs
	for k := n.index - 1; k >= 0 && k >= n.index-2; k-- {
		p := &c.nums[k]
		pu, pend, ok := durUnitAt(c.folded, p.end)
		next := &c.nums[k+1]
		if !ok || len(p.vals) == 0 || p.dec != 0 || pu.secs <= big || pend > next.start || !joinGap(c.folded[pend:next.start]) {
			break
		}
		secs += p.vals[0] * pu.secs
		big = pu.secs
		parts++
	}
	// Smaller parts after: "5 分" before "39 秒".
	end := uend
	for k := n.index + 1; k < len(c.nums) && k <= n.index+2; k++ {
		q := &c.nums[k]
		if q.start < end || !joinGap(c.folded[end:q.start]) || len(q.vals) == 0 {
			break
		}
		qu, qend, ok := durUnitAt(c.folded, q.end)
		if !ok || qu.secs >= last {
			break
		}
		secs += q.vals[0] * qu.secs
		last, lastDec, end = qu.secs, q.dec, qend
		parts++
	}
	if lastDec > 0 {
		tol = 0.5 * last * pow10(-lastDec)
	} else if last <= 60 {
		tol = last
	} else {
		tol = 0.5 * last
	}
	if parts == 1 && n.dec == 0 && last > 60 {
		// "2 hours" alone is a round figure, not a reading to the half
		// hour: only an exact yield counts.
		tol = 60
	}
	return secs, tol + 1e-6, secs > 0
}

// joinGap reports whether the text between two parts of one duration is
// only spaces, bold marks or a joining word ("1 hour and 32 minutes").
func joinGap(s string) bool {
	s = strings.TrimSpace(replaceAll(s, "**", ""))
	return s == "" || durationJoinWords[s]
}

// durationJoinWords join two parts of one duration. A set, not a switch of
// them (the release binary's size, size20).
var durationJoinWords = wordSet(", and y और 又 零")

// workedDuration reports whether n is part of a duration that the clock
// times written around it, or the durations of one result, yield: see the
// top of this file.
func (c *check) workedDuration(n *num, calls []int) bool {
	v, tol, ok := c.replyDuration(n)
	if !ok {
		return false
	}
	hit := func(x float64) bool { return absFloat(x-v) <= tol }
	// Clock times of the reply on n's line and the three lines before it
	// (a list of slots, a blank line, the remark on the gap), at most 8: a
	// gap or a delay the reply shows beside its times.
	ls, le := c.lineAround(n.start, n.end)
	for k := 0; k < 3 && ls > 0; k++ {
		ls, _ = c.lineAround(ls-1, ls-1)
	}
	var times [8]int
	t := 0
	for j := n.index - 1; j >= 0 && j >= n.index-16 && c.nums[j].start >= ls && t < len(times); j-- {
		if m := c.clockAt(&c.nums[j]); m >= 0 {
			times[t] = m
			t++
		}
	}
	for j := n.index + 1; j < len(c.nums) && j <= n.index+12 && c.nums[j].end <= le && t < len(times); j++ {
		if m := c.clockAt(&c.nums[j]); m >= 0 {
			times[t] = m
			t++
		}
	}
	for a := 0; a < t; a++ {
		for b := a + 1; b < t; b++ {
			d := float64(times[a]-times[b]) * 60
			if hit(absFloat(d)) || hit(86400-absFloat(d)) {
				return true
			}
		}
	}
	// Figures of n's line that may divide a duration: the 8.4 km of a
	// pace. Not clock times, dates or the duration's own parts.
	var divArr [6]float64
	div := divArr[:0]
	for j := max(0, n.index-6); j < len(c.nums) && j <= n.index+6 && len(div) < len(divArr); j++ {
		r := &c.nums[j]
		if j == n.index || r.start < ls || r.end > le || len(r.vals) == 0 || r.inDate || r.glued || r.percent || c.clockAt(r) >= 0 || r.vals[0] <= 1 {
			continue
		}
		if _, _, isDur := durUnitAt(c.folded, r.end); isDur {
			continue
		}
		div = append(div, r.vals[0])
	}
	for _, ci := range calls {
		for _, d := range c.calls[ci].resultDurations() {
			if hit(d) {
				return true
			}
			for _, x := range div {
				if hit(d / x) {
					return true
				}
			}
		}
	}
	return false
}

var (
	durLabels []string
)

// derivedDurationsLists holds the phrases of the word lists declared above (see barList).
var derivedDurationsLists = [...]barList{
	// durLabels name a field that holds a duration written as mm:ss or h:mm:ss
	// ("duration": "31:47", "moving_time"), not a time of day.
	{&durLabels, "dur|elapsed|time|length|took|用时|时长|時間|समय|tiempo|duración"},
}

var _ = splitBars(derivedDurationsLists[:])

// resultDurations returns, in seconds, the durations one result states,
// computed once per call (at most 32): the lengths of its slots (09:00-
// 09:45) and the distances between the times of day of one line,
// its labelled mm:ss and h:mm:ss values, its values in seconds,
// milliseconds or minutes (by the unit after them or ending their field
// name), and the total of its mm:ss durations when it lists several.
func (ci *callInfo) resultDurations() []float64 {
	if ci.dursDone {
		return ci.durs
	}
	ci.dursDone = true
	ci.scanCompactValues()
	var out []float64
	for _, g := range ci.slotGaps {
		if len(out) < 32 {
			out = append(out, float64(g)*60)
		}
	}
	s := ci.folded
	sum, k, read := 0.0, 0, 0
	var lineTimes [6]float64 // the times of day of the current line
	nt, lineEnd := 0, 0
	for i := 0; i < len(ci.nums) && len(out) < 32; i++ {
		r := &ci.nums[i]
		if r.start < read || len(r.vals) == 0 || r.inDate || r.glued || r.percent {
			continue
		}
		if clockAfter(s, r.end) {
			label := s[max(0, r.start-24):r.start]
			if nl := lastIndexByte(label, '\n'); nl >= 0 {
				label = label[nl+1:]
			}
			labelled := containsAny(label, durLabels)
			read = r.end + 3 // its minutes or seconds are read with it
			if !labelled && r.vals[0] < 24 {
				// A time of day: its distance to the earlier times of its
				// line ("triggered 22:14, resolved 22:51") is a duration
				// the line states.
				m := r.vals[0]*60 + float64(int(s[r.end+1]-'0')*10+int(s[r.end+2]-'0'))
				if indexByte(s[lineEnd:r.start], '\n') >= 0 {
					nt = 0
				}
				lineEnd = r.end
				for _, t := range lineTimes[:nt] {
					if d := m - t; d > 0 && len(out) < 32 {
						out = append(out, d*60)
					}
				}
				if nt < len(lineTimes) {
					lineTimes[nt] = m
					nt++
				}
				continue
			}
			a, b := r.vals[0], float64(int(s[r.end+1]-'0')*10+int(s[r.end+2]-'0'))
			d := a*60 + b // mm:ss
			if r.end+6 <= len(s) && s[r.end+3] == ':' && isDigitByte(s[r.end+4]) && isDigitByte(s[r.end+5]) {
				d = a*3600 + b*60 + float64(int(s[r.end+4]-'0')*10+int(s[r.end+5]-'0')) // h:mm:ss
				read = r.end + 6
			} else if labelled && a < 24 {
				out = append(out, a*3600+b*60) // h:mm as well
			}
			out = append(out, d)
			sum += d
			k++
			continue
		}
		if u, ok := unitNamed(s, r.span); ok && u.kind == 't' {
			out = append(out, r.vals[0]*u.size)
		}
	}
	if k >= 2 && len(out) < 32 {
		out = append(out, sum)
	}
	ci.durs = out
	return out
}
