package verify

import (
	"math"
	"strings"
)

// Durations a reply writes as hours and minutes or as a number with a unit
// of time ("6 h 15 min", "90-minute", "1時間半"): worked out between times
// or stated by the user, so their parts are no value of one result row.

var (
	hourWords []string
)

// durationsLists holds the phrases of the word lists declared above (see barList).
var durationsLists = [...]barList{
	// hourWords name hours in a duration written as hours and minutes.
	{&hourWords, "h|hr|hrs|hour|hours|horas|hora|घंटे|घंटा|小时|小時|時間"},
}

var _ = splitBars(durationsLists[:])

// compoundMinutes reports whether n is the minutes of a duration written
// as hours and minutes ("15 घंटे 40 मिनट", "15 h 40 min", "15小时40分钟"):
// such a duration is worked out between two times, so its minutes are no
// value of any one row (checkFacts holds the duration to the results).
func (c *check) compoundMinutes(n *num) bool {
	if n.index <= 0 || !durationAfter(c.folded, n.end) {
		return false
	}
	p := &c.nums[n.index-1]
	if p.end > n.start || n.start-p.end > 16 {
		return false
	}
	gap := strings.Trim(c.folded[p.end:n.start], " ")
	for _, w := range hourWords {
		if gap == w {
			return true
		}
	}
	return false
}

// rangesTotal reports the minutes of a duration written as hours and
// minutes ("6 h 15 min", "6小时15分钟") that is the total length of the
// time ranges a result lists (09:30-10:00, 15:00-16:30, ...): how long a
// day's or a week's meetings take is the sum of their slots. Only the
// whole list is summed, so a misread total stays flagged.
func (c *check) rangesTotal(n *num, calls []int) bool {
	if n.dec != 0 || !c.compoundMinutes(n) {
		return false
	}
	p := &c.nums[n.index-1]
	if len(p.vals) == 0 {
		return false
	}
	total := int(roundFloat(p.vals[0]*60 + n.vals[0]))
	for _, ci := range calls {
		if m, k := rangeMinutes(c.calls[ci].folded, c.calls[ci].nums); k >= 2 && m == total {
			return true
		}
	}
	return false
}

// rangeMinutes returns the summed length in minutes of the clock ranges
// "hh:mm-hh:mm" among a result's numbers, and how many there are.
func rangeMinutes(s string, nums []num) (total, k int) {
	// clock is declared apart from its value so that it stays one
	// function, not a copy inlined at each call (binary size).
	var clock func(r *num) int
	clock = func(r *num) int {
		if m, ok := numClock(s, r); ok {
			return m
		}
		return -1
	}
	for i := 0; i+2 < len(nums); i++ {
		a := clock(&nums[i])
		if a < 0 {
			continue
		}
		// nums[i+1] is a's minutes; nums[i+2] the hour of the end.
		b := clock(&nums[i+2])
		if b < 0 || nums[i+2].start < nums[i].end+3 {
			continue
		}
		gap := strings.TrimSpace(s[nums[i].end+3 : nums[i+2].start])
		if gap != "-" && gap != "–" && gap != "—" {
			continue
		}
		if b < a {
			b += 24 * 60
		}
		total += b - a
		k++
		i += 3
	}
	return total, k
}

// slotUnits are the hour and minute words of a stated duration, with its
// size in minutes.
var slotUnits = []struct {
	word string
	mins int
}{
	{"hour", 60}, {"hora", 60}, {"hr", 60}, {"h ", 60}, {"時間", 60}, {"小时", 60}, {"小時", 60}, {"घंटे", 60}, {"घंटा", 60},
	{"minute", 1}, {"minuto", 1}, {"min", 1}, {"分钟", 1}, {"分間", 1}, {"分", 1}, {"मिनट", 1},
}

// statedMinutes returns the duration in minutes a number states with the
// unit after it ("90-minute", "1時間半", "1.5 h", "45 मिनट"), or 0.
func statedMinutes(text string, r *num) int {
	if len(r.vals) == 0 || r.inDate || r.percent || clockPart(text, r.span) {
		return 0
	}
	rest := strings.TrimLeft(text[r.end:min(len(text), r.end+16)], " -")
	for _, u := range slotUnits {
		if !hasPrefix(rest, u.word) {
			continue
		}
		m := r.vals[0] * float64(u.mins)
		if u.mins == 60 && hasPrefix(rest[len(u.word):], "半") {
			m += 30 // 1時間半, 一个半小时 is written 一个半 (not handled)
		}
		if m >= 5 && m <= 12*60 && m == math.Trunc(m) {
			return int(m)
		}
	}
	return 0
}
