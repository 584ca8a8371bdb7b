package verify

import "strings"

// faClockAfter reports whether the number ending at end is the hour of a
// clock time: a colon and two digits follow it (09:12).
func faClockAfter(text string, end int) bool {
	return end+2 < len(text) && text[end] == ':' && isDigitByte(text[end+1]) && isDigitByte(text[end+2])
}

// faUnitGlued reports whether digits stand in s as a number with a short
// time unit glued on (120s, 300ms, 5m, 2h): an error message's
// "timed out after 120s" states the 120 seconds a reply repeats.
func faUnitGlued(s, digits string) bool {
	for i := 0; ; {
		j := strings.Index(s[i:], digits)
		if j < 0 {
			return false
		}
		st, en := i+j, i+j+len(digits)
		i = st + 1
		if (st == 0 || !isDigitByte(s[st-1]) && !isLetterByte(s[st-1]) && s[st-1] != '.') && en < len(s) && sizeAfterIsTime(s, en) && s[en] != ':' {
			return true
		}
	}
}

// faUnitRest reports whether rest, right after "<n><unit letter>" in a
// key, completes the unit's word: the "ay" of 30day, the "our" of 24hour,
// followed by a non-letter.
func faUnitRest(rest, unit string) bool {
	var tails []string
	switch unit {
	case "d":
		tails = []string{"ay", "ays"}
	case "h":
		tails = []string{"r", "rs", "our", "ours"}
	}
	for _, t := range tails {
		if strings.HasPrefix(rest, t) && (len(rest) == len(t) || !isLetterByte(rest[len(t)])) {
			return true
		}
	}
	return false
}

// faZone is a time zone a text names and its UTC offsets in minutes
// (standard and summer time where they differ).
type faZone struct {
	name string
	offs [2]int
}

// faReplyZones are the zone abbreviations and names a reply writes after
// a clock time ("10:05 AM PDT", "11:00 PM Pacific", "5 PM ET").
var faReplyZones = []faZone{
	{"utc", [2]int{0, 0}}, {"gmt", [2]int{0, 0}},
	{"pdt", [2]int{-420, -420}}, {"pst", [2]int{-480, -480}}, {"pt", [2]int{-480, -420}}, {"pacific", [2]int{-480, -420}},
	{"mdt", [2]int{-360, -360}}, {"mst", [2]int{-420, -420}}, {"mt", [2]int{-420, -360}}, {"mountain", [2]int{-420, -360}},
	{"cdt", [2]int{-300, -300}}, {"cst", [2]int{-360, -360}}, {"ct", [2]int{-360, -300}}, {"central", [2]int{-360, -300}},
	{"edt", [2]int{-240, -240}}, {"est", [2]int{-300, -300}}, {"et", [2]int{-300, -240}}, {"eastern", [2]int{-300, -240}},
	{"hst", [2]int{-600, -600}}, {"hawaii", [2]int{-600, -600}}, {"akst", [2]int{-540, -540}}, {"akdt", [2]int{-480, -480}},
	{"bst", [2]int{60, 60}}, {"cet", [2]int{60, 60}}, {"cest", [2]int{120, 120}}, {"jst", [2]int{540, 540}},
	{"aest", [2]int{600, 600}}, {"aedt", [2]int{660, 660}},
}

// faResultZones are IANA zone names a result gives its local times in.
var faResultZones = []faZone{
	{"america/los_angeles", [2]int{-480, -420}}, {"america/denver", [2]int{-420, -360}}, {"america/phoenix", [2]int{-420, -420}},
	{"america/chicago", [2]int{-360, -300}}, {"america/new_york", [2]int{-300, -240}}, {"pacific/honolulu", [2]int{-600, -600}},
	{"america/anchorage", [2]int{-540, -480}}, {"europe/london", [2]int{0, 60}}, {"europe/paris", [2]int{60, 120}},
	{"europe/berlin", [2]int{60, 120}}, {"europe/madrid", [2]int{60, 120}}, {"asia/tokyo", [2]int{540, 540}},
	{"asia/shanghai", [2]int{480, 480}}, {"asia/kolkata", [2]int{330, 330}}, {"australia/sydney", [2]int{600, 660}},
}

// faSrcOffsets returns the UTC offsets the results' times are written
// in: 0 for "Z", "UTC" or "GMT"; "+09:00"/"-07:00" after a clock time;
// an IANA zone a result names. Computed once.
func (c *check) faSrcOffsets() []int {
	if c.faSrcDone {
		return c.faSrc
	}
	c.faSrcDone = true
	var offs []int
	add := func(o int) {
		if len(offs) < 12 && !slicesContains(offs, o) {
			offs = append(offs, o)
		}
	}
	for ci := range c.calls {
		if !c.calls[ci].ok {
			continue
		}
		r := c.calls[ci].folded
		if wordIn(r, "utc") || wordIn(r, "gmt") {
			add(0)
		}
		for _, z := range faResultZones {
			if strings.Contains(r, z.name) {
				add(z.offs[0])
				add(z.offs[1])
			}
		}
		// hh:mm[:ss][.fff] then Z or ±hh:mm.
		for i := 2; i+2 < len(r); i++ {
			if r[i] != ':' || !isDigitByte(r[i-1]) || !isDigitByte(r[i+1]) || !isDigitByte(r[i+2]) {
				continue
			}
			j := i + 3
			for j < len(r) && (isDigitByte(r[j]) || r[j] == ':' || r[j] == '.') && j < i+12 {
				j++
			}
			if j < len(r) && r[j] == 'z' {
				add(0)
			} else if j+5 < len(r) && (r[j] == '+' || r[j] == '-') && isDigitByte(r[j+1]) && isDigitByte(r[j+2]) && r[j+3] == ':' && isDigitByte(r[j+4]) && isDigitByte(r[j+5]) {
				o := (int(r[j+1]-'0')*10+int(r[j+2]-'0'))*60 + int(r[j+4]-'0')*10 + int(r[j+5]-'0')
				if r[j] == '-' {
					o = -o
				}
				add(o)
			}
			i = j
		}
	}
	c.faSrc = offs
	return offs
}

func slicesContains(s []int, v int) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

// faZoneShifted reports whether the clock time n restates a result's
// time in a zone the reply names right after it: "estimated 17:05Z"
// shown as "10:05 AM … (PDT)", a store's 21:00 in Pacific/Honolulu as
// "11:00 PM Pacific". The target zone must be written within the few
// words after the time; the source zone must be one the results give.
func (c *check) faZoneShifted(n *num, calls []int) bool {
	rest := c.folded[n.end:]
	if len(rest) < 3 || rest[0] != ':' || !isDigitByte(rest[1]) || !isDigitByte(rest[2]) || len(n.vals) == 0 {
		return false
	}
	h := int(n.vals[0])
	after := strings.TrimLeft(rest[3:min(len(rest), 6)], " ")
	switch {
	case strings.HasPrefix(after, "pm") || strings.HasPrefix(after, "p.m"):
		if h < 12 {
			h += 12
		}
	case strings.HasPrefix(after, "am") || strings.HasPrefix(after, "a.m"):
		if h == 12 {
			h = 0
		}
	}
	m := h*60 + int(rest[1]-'0')*10 + int(rest[2]-'0')
	win := c.folded[n.end:min(len(c.folded), n.end+40)]
	var dst []int
	for _, z := range faReplyZones {
		if wordIn(win, z.name) {
			dst = append(dst, z.offs[0], z.offs[1])
		}
	}
	if len(dst) == 0 {
		return false
	}
	src := c.faSrcOffsets()
	if len(src) == 0 {
		return false
	}
	for _, ci := range calls {
		r := c.calls[ci].folded
		for i := 1; i+2 < len(r); i++ {
			if r[i] != ':' || !isDigitByte(r[i-1]) || !isDigitByte(r[i+1]) || !isDigitByte(r[i+2]) || i >= 3 && r[i-3] == ':' {
				continue
			}
			th := int(r[i-1] - '0')
			if i >= 2 && isDigitByte(r[i-2]) {
				th += 10 * int(r[i-2]-'0')
			}
			t := th*60 + int(r[i+1]-'0')*10 + int(r[i+2]-'0')
			for _, s := range src {
				for _, d := range dst {
					if ((t-s+d)%1440+1440)%1440 == m {
						return true
					}
				}
			}
		}
	}
	return false
}

// faTimeUnits are the English words of a span of time that can follow a
// series of numbers written with slashes ("1/5/15 min").
var faTimeUnits = []string{"minutes", "minute", "mins", "min", "seconds", "second", "secs", "sec", "hours", "hour", "hrs", "hr", "ms", "s", "m", "h"}

// faTimeUnitAfter reports whether an English unit of time follows the
// number ending at end, after at most one space or hyphen.
func faTimeUnitAfter(text string, end int) bool {
	if end < len(text) && (text[end] == ' ' || text[end] == '-') {
		end++
	}
	rest := text[end:min(len(text), end+8)]
	for _, u := range faTimeUnits {
		if strings.HasPrefix(rest, u) && (len(rest) == len(u) || !isLetterByte(rest[len(u)])) {
			return true
		}
	}
	return false
}
