package verify

import (
	"strings"
)

// Clock times a reply works out or sets itself rather than reads from a
// result: a result's time moved by a slot length, the bounds of the day the
// reply assumes, and a time the reply already gave.

// derivedClock reports a clock time the reply works out or sets rather
// than reads: moved by a stated slot length (slotShift), an end of the day
// the reply sets itself as a frame (dayFrame), or a time the reply gave
// before without a finding (clockEarlier).
func (c *check) derivedClock(n *num, calls []int) bool {
	return c.slotShift(n, calls) || c.dayFrame(n) || c.clockEarlier(n)
}

// slotShift reports a clock time that is a result's clock time moved by a
// duration the request or the reply states: asked for a 90-minute slot in
// a gap from 14:30 to 16:30, "14:30〜16:00 or 15:00〜16:30" are the
// gap's ends moved by the slot's length. shiftedTime moves by the
// results' own numbers; a length the user asks for is written with its
// unit, which this reads. At most 16 reply numbers back are read.
func (c *check) slotShift(n *num, calls []int) bool {
	m, ok := c.clockMinutes(n)
	if !ok {
		return false
	}
	var durs [24]int
	k := 0
	for i := range c.reqNums {
		if d := statedMinutes(c.request, &c.reqNums[i]); d > 0 && k < len(durs) {
			durs[k] = d
			k++
		}
	}
	for j := n.index - 1; j >= max(0, n.index-16) && k < len(durs); j-- {
		if d := statedMinutes(c.folded, &c.nums[j]); d > 0 {
			durs[k] = d
			k++
		}
	}
	if k == 0 {
		return false
	}
	for _, ci := range calls {
		r := c.calls[ci].folded
		for i := range c.calls[ci].nums {
			x := &c.calls[ci].nums[i]
			t, ok := numClock(r, x)
			if !ok {
				continue
			}
			for _, d := range durs[:k] {
				if m == t+d || m == t-d {
					return true
				}
			}
		}
	}
	return false
}

var (
	frameWords []string
)

// clockDerivedLists holds the phrases of the word lists declared above (see barList).
var clockDerivedLists = [...]barList{
	// frameWords name the working day a reply measures free time against:
	// "inside a 9:00–18:00 day", "jornada de 9:00 a 18:00", "定時", "工作时间".
	{&frameWords, " day| workday|working day|working hours|business hours|office hours|jornada|horario laboral|" +
		"勤務時間|業務時間|営業時間|定時|工作时间|上班时间|办公时间|कार्य समय|ऑफिस टाइम|दफ़्तर"},
}

var _ = splitBars(clockDerivedLists[:])

// dayFrame reports a clock time the reply states as a bound of the day it
// assumes ("gaps of at least 90 minutes inside a 9:00–18:00 day"): the
// reply's stipulation, which a reader sees as one, not a value of the
// calendar. The frame word must follow the range at once or lead it, so
// "03:00 every day" is still a value.
func (c *check) dayFrame(n *num) bool {
	rest := c.folded[min(len(c.folded), n.end+3):min(len(c.folded), n.end+48)]
	// The start of a range: skip its separator and end ("–18:00").
	for _, sep := range [...]string{"–", "-", "—", "〜", "~", "～", " to ", " a ", "から"} {
		if r, ok := cutPrefix(rest, sep); ok {
			r = strings.TrimLeft(r, " ")
			i := 0
			for i < len(r) && i < 2 && isDigitByte(r[i]) {
				i++
			}
			if i > 0 && i+3 <= len(r) && r[i] == ':' && isDigitByte(r[i+1]) && isDigitByte(r[i+2]) {
				rest = r[i+3:]
			}
			break
		}
	}
	rest = strings.TrimLeft(replaceAll(rest, "**", ""), " ")
	// Or the frame word just before the range: "una jornada de 9:00 a
	// 18:00", "working hours 9:00–18:00", "勤務時間は9:00〜18:00".
	before := c.folded[max(0, n.start-40):n.start]
	for _, w := range frameWords {
		if hasPrefix(rest, strings.TrimLeft(w, " ")) {
			return true
		}
		// " day" leads no frame: "every day at 03:00" is a value.
		if i := strings.LastIndex(before, w); w != " day" && i >= 0 && len(before)-(i+len(w)) <= 20 && !hasAnyRune(before[i+len(w):], ".,;\n。，") {
			return true
		}
	}
	return false
}

// clockEarlier reports a clock time the reply wrote before that drew no
// finding: "the 17:00–18:00 gap" after "a 9:00–18:00 day" repeats the
// reply's own time, which the first mention's check settled. Looks back
// at most 64 numbers.
func (c *check) clockEarlier(n *num) bool {
	t := c.folded[n.start:min(len(c.folded), n.end+3)]
	for k := n.index - 1; k >= max(0, n.index-64); k-- {
		x := &c.nums[k]
		if x.end+3 > len(c.folded) || c.folded[x.start:x.end+3] != t || c.alreadyFound(FactMismatch, x.span) {
			continue
		}
		return true
	}
	return false
}
