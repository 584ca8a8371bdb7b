package verify

import (
	"strings"
)

// Windows of time: an absence scoped to a window of the day ("nothing
// between 1pm and 3pm", "12 点到 2 点之间是空的") is true when no timed
// entry of an ok result overlaps the window. Windows are read within one
// clause, so the cost stays linear in the reply.

// freeWindow reports whether the clause scopes its absence to a window
// of time ("1:30 से 4 बजे तक कुछ नहीं है", "12 点到 2 点之间是空的",
// "nothing between 1pm and 3pm") that no timed entry of an ok result
// overlaps: a day with meetings is still free in that window, so the
// absence is true. Read as a 12-hour clock, a window may be either half of
// the day; it must be free in both readings.
func (c *check) freeWindow(in *info) bool {
	s := c.folded[in.start:in.end]
	var prev windowClock
	have := false
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' || i > 0 && (s[i-1] >= '0' && s[i-1] <= '9' || s[i-1] == ':' || s[i-1] == '.') {
			continue
		}
		t, ok := readWindowClock(s, i)
		if !ok {
			continue
		}
		if have && (prev.unit || t.unit) && windowRangeLink(s[prev.end:t.start]) {
			lo, hi := prev.min, t.min
			if hi <= lo {
				hi += 12 * 60
			}
			if hi <= lo || hi-lo > 12*60 {
				return false
			}
			busy := c.busyBetween(lo, hi)
			if lo < 12*60 && hi <= 12*60 && !prev.pm && !t.pm {
				busy = busy || c.busyBetween(lo+12*60, hi+12*60)
			}
			return !busy
		}
		prev, have = t, true
		i = t.end - 1
	}
	return false
}

// windowClock is a clock time read from a reply or a result, in minutes after
// midnight; unit says it was marked as a time (":MM", 点, 時, बजे, am/pm).
type windowClock struct {
	min, start, end int
	unit, pm        bool
}

// readWindowClock reads a clock time at s[i:], a digit not preceded by one.
func readWindowClock(s string, i int) (windowClock, bool) {
	j := i
	for j < len(s) && j-i < 3 && s[j] >= '0' && s[j] <= '9' {
		j++
	}
	if j == i || j-i > 2 || j < len(s) && s[j] >= '0' && s[j] <= '9' {
		return windowClock{}, false
	}
	h := int(s[i] - '0')
	if j-i == 2 {
		h = h*10 + int(s[i+1]-'0')
	}
	if h > 24 {
		return windowClock{}, false
	}
	t := windowClock{min: h * 60, start: i, end: j}
	if _, _, m, ok := hhmmAt(s, j); ok && m < 60 {
		t.min += m
		t.end, t.unit = j+3, true
	}
	rest := strings.TrimLeft(s[t.end:], " ")
	switch {
	case hasPrefix(rest, "pm") || hasPrefix(rest, "p.m."):
		t.unit, t.pm = true, true
	case hasPrefix(rest, "am") || hasPrefix(rest, "a.m.") || hasPrefix(rest, "点") ||
		hasPrefix(rest, "點") || hasPrefix(rest, "時") || hasPrefix(rest, "बजे") || hasPrefix(rest, "h "):
		t.unit = true
	}
	if t.pm && h < 12 {
		t.min += 12 * 60
	}
	return t, true
}

var (
	windowRangeLinks     []string
	windowRangeLinkList1 []string
)

// absenceWindowLists holds the phrases of the word lists declared above (see barList).
var absenceWindowLists = [...]barList{
	// windowRangeLinks join the two ends of a time range, once spaces, units and
	// articles are cut away: "1:30 से 4 बजे", "12 点到 2 点", "from 1pm to
	// 3pm", "de 13:00 a 14:00", "10時から12時まで", "14:00–15:00".
	{&windowRangeLinks, "से|到|至|to|and|a|y|-|–|〜|~|から|a las|y las|hasta|hasta las"},
	// The lists of windowRangeLink, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&windowRangeLinkList1, "pm|am|p.m.|a.m.|点|點|時|बजे|h"},
}

var _ = splitBars(absenceWindowLists[:])

// windowRangeLink reports whether s, the text between two times, joins them
// as a range.
func windowRangeLink(s string) bool {
	s = strings.TrimSpace(s)
	for _, u := range windowRangeLinkList1 {
		if hasPrefix(s, u) {
			s = strings.TrimSpace(s[len(u):])
			break
		}
	}
	s = trimSuffix(strings.TrimSpace(trimSuffix(s, "las")), " ")
	return len(s) <= 12 && contains(windowRangeLinks, strings.TrimSpace(s))
}

// busyBetween reports whether an ok call's result holds a timed entry within
// (lo, hi): a range "HH:MM-HH:MM" overlapping it, or a single time inside
// it. A result with no clock time at all says nothing of the window, so
// it counts as busy.
func (c *check) busyBetween(lo, hi int) bool {
	timed := false
	for ci := range c.calls {
		call := &c.calls[ci]
		if !call.ok {
			continue
		}
		r := call.folded
		for i := 0; i < len(r); i++ {
			if r[i] < '0' || r[i] > '9' || i > 0 && (r[i-1] >= '0' && r[i-1] <= '9' || r[i-1] == ':') {
				continue
			}
			t, ok := readWindowClock(r, i)
			if !ok || t.end-t.start < 4 {
				continue // only "HH:MM" in results: bare numbers are counts
			}
			timed = true
			e := t.min
			if k := t.end; k+1 < len(r) && (r[k] == '-' || r[k] == '~') {
				if u, ok := readWindowClock(r, k+1); ok && u.end-u.start >= 4 {
					e, i = u.min, u.end-1
				}
			} else {
				i = t.end - 1
			}
			if e > t.min && t.min < hi && e > lo || e == t.min && t.min > lo && t.min < hi {
				return true
			}
		}
	}
	return !timed
}
