package verify

import "strings"

// A result's clock time given, unconverted, as another zone's. A result
// that writes its times with their zone ("06:42:00Z", "18:00:00-05:00")
// says which instant each is. A reply that names a zone beside a time
// ("9:15 a.m. ET", "北京时间 11:20", "18:00 (CET)") gives that instant in
// the named zone. When the reply's hh:mm is a result time's own hh:mm,
// written in another zone than the one the reply names, and no result
// time converted to the named zone is that hh:mm, the reply has copied
// the clock and only renamed the zone: the instant it gives is another
// one, a contradiction in any language.
//
// Left alone: a time whose part of the clause names two zones ("09:15
// UTC (4:15 ET)"), a result time written without its zone (its zone is
// unknown), and a time some result time converts to.

// zonedClock is a clock time of a result: its minutes and its UTC offset
// in minutes, or noZone when the result writes none.
type zonedClock struct{ t, off int16 }

const noZone = -9999

// zonedClocks returns the hh:mm times of call ci's result with their
// zones, computed once per call.
func (c *check) zonedClocks(ci int) []zonedClock {
	call := &c.calls[ci]
	if call.zclocksDone {
		return call.zclocks
	}
	call.zclocksDone = true
	r := call.folded
	for i := 1; i+2 < len(r) && len(call.zclocks) < 256; i++ {
		th, tm, ok := clockAtColon(r, i)
		if !ok {
			continue
		}
		j := i + 3
		for j < len(r) && j < i+12 && (isDigitByte(r[j]) || r[j] == ':' || r[j] == '.') {
			j++
		}
		off := noZone
		// An offset only after seconds: "09:00-09:30" is a range.
		switch {
		case j < len(r) && r[j] == 'z':
			off = 0
		case j > i+3 && j+5 < len(r) && (r[j] == '+' || r[j] == '-') && isDigitByte(r[j+1]) && isDigitByte(r[j+2]) && r[j+3] == ':' && isDigitByte(r[j+4]) && isDigitByte(r[j+5]):
			off = (int(r[j+1]-'0')*10+int(r[j+2]-'0'))*60 + int(r[j+4]-'0')*10 + int(r[j+5]-'0')
			if r[j] == '-' {
				off = -off
			}
		}
		call.zclocks = append(call.zclocks, zonedClock{int16(th*60 + tm), int16(off)})
		i = j - 1
	}
	return call.zclocks
}

// checkUnconvertedZoneTime reports a reply time that is a result's clock
// time given as another zone's (see above).
func (c *check) checkUnconvertedZoneTime(in *info) {
	if len(in.targets) == 0 || in.modal || in.numHi <= in.numLo {
		return
	}
	s := c.folded
	for k := in.numLo; k < in.numHi; k++ {
		n := &c.nums[k]
		if n.start < in.start || n.end > in.end {
			continue
		}
		m, end, ok := replyClock(s, n)
		if !ok {
			continue
		}
		after := strings.TrimLeft(s[end:min(len(s), end+6)], " ")
		if m < 720 && (strings.HasPrefix(after, "pm") || strings.HasPrefix(after, "p.m")) {
			m += 720
		} else if m >= 720 && m < 780 && (strings.HasPrefix(after, "am") || strings.HasPrefix(after, "a.m")) {
			m -= 720
		}
		// The zone written for the time: "Z" or "UTC" right after it, else
		// the nearer of the first zone named after it and the last before
		// it, in its part of the clause ("UTC 03:00（北京时间 11:00）").
		zone, named := [2]int{}, utcAfter(s, end)
		if !named {
			za, da, oka := zoneIn(s[end:min(c.zoneReach(in, k, 1), end+32)], false)
			zb, db, okb := zoneIn(s[max(c.zoneReach(in, k, -1), n.start-48):n.start], true)
			zone, named = za, oka
			if okb && (!oka || db < da) {
				zone, named = zb, true
			}
		}
		if !named {
			continue
		}
		cand := false
		for _, ci := range in.targets {
			for _, zc := range c.zonedClocks(ci) {
				t := int(zc.t)
				if zc.off == noZone {
					if t == m {
						cand = false
						goto next // the same clock in a time of unknown zone
					}
					continue
				}
				for _, d := range zone {
					if ((t-int(zc.off)+d)%1440+1440)%1440 == m {
						goto next // converted right
					}
				}
				cand = cand || t == m
			}
		}
		if sp := (span{n.start, end}); cand && !c.alreadyFound(FactMismatch, sp) {
			c.addRule("fact/zone-unconverted", BasisContradiction, c.callFinding(FactMismatch, sp, in.targets[0],
				"time "+c.masked[sp.start:sp.end]+" is the clock of a time the result of "+c.calls[in.targets[0]].Tool+" gives in another zone, not converted to the zone the reply names"))
		}
	next:
	}
}

// zoneIn returns the offsets of the zone text names first (or last), and
// its distance from text's start (or end): by
// abbreviation or name as a word (no letter of a Latin script beside it:
// "est" is no zone in "está"), "UTC+1" as +60.
func zoneIn(text string, last bool) ([2]int, int, bool) {
	best, at, atEnd := [2]int{}, -1, 0
	see := func(name string, offs [2]int) {
		for p := 0; ; {
			i := strings.Index(text[p:], name)
			if i < 0 {
				return
			}
			i += p
			e := i + len(name)
			p = i + 1
			if name[0] < 0x80 && (latinBefore(text, i) || e < len(text) && (isLetterByte(text[e]) || isDigitByte(text[e]) || text[e] >= 0xc3 && text[e] <= 0xc5)) {
				continue
			}
			if at >= 0 && (i > at) != last {
				if last {
					continue
				}
				return
			}
			best, at, atEnd = offs, i, e
			if offs[0] == 0 && e+1 < len(text) && (text[e] == '+' || text[e] == '-') && isDigitByte(text[e+1]) {
				h := int(text[e+1] - '0')
				if e+2 < len(text) && isDigitByte(text[e+2]) {
					h = h*10 + int(text[e+2]-'0')
				}
				if text[e] == '-' {
					h = -h
				}
				best = [2]int{h * 60, h * 60}
			}
			if !last {
				return
			}
		}
	}
	for _, z := range zoneNames {
		see(z.name, [2]int{z.off, z.off})
	}
	for _, z := range replyZones {
		see(z.name, z.offs)
	}
	if last {
		return best, len(text) - atEnd, at >= 0
	}
	return best, at, at >= 0
}

// latinBefore reports whether a letter or digit of the Latin script
// (ASCII, or the Latin-1 and Extended-A blocks: á, ñ, ō) ends text[:i].
func latinBefore(text string, i int) bool {
	if i == 0 {
		return false
	}
	b := text[i-1]
	return isLetterByte(b) || isDigitByte(b) || i >= 2 && b >= 0x80 && b < 0xc0 && text[i-2] >= 0xc3 && text[i-2] <= 0xc5
}
