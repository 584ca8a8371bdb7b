package verify

import (
	"fmt"
	"strings"
)

// Own-zone times: a time zone named next to a time usually marks a
// conversion, and a converted time is compared by its minutes only. When
// the zone the reply names is the zone the result itself gives its times
// in ("15:30 hora de Madrid" over "16:30 (Europe/Madrid)"), nothing was
// converted: the time is the result's own and must be one of its times.

var (
	ianaAreas []string
)

// clockZoneLists holds the phrases of the word lists declared above (see barList).
var clockZoneLists = [...]barList{
	// ianaAreas start the IANA names of time zones results write.
	{&ianaAreas, "europe/|america/|asia/|africa/|australia/|pacific/|atlantic/"},
}

var _ = splitBars(clockZoneLists[:])

// ownZone returns the city of the one IANA time zone the result names
// ("madrid" of Europe/Madrid), computed once; "" when it names none or
// several.
func (ci *callInfo) ownZone() string {
	if ci.zoneDone {
		return ci.zone
	}
	ci.zoneDone = true
	r := ci.folded
	for _, a := range ianaAreas {
		for at := 0; ; {
			j := strings.Index(r[at:], a)
			if j < 0 {
				break
			}
			p := at + j + len(a)
			at = p
			e := p
			for e < len(r) && (isLetterByte(r[e]) || r[e] == '_') {
				e++
			}
			if e-p < 3 {
				continue
			}
			city := strings.ReplaceAll(r[p:e], "_", " ")
			if ci.zone != "" && ci.zone != city {
				ci.zone = ""
				return ""
			}
			ci.zone = city
		}
	}
	return ci.zone
}

// checkOwnZoneTime reports a clock time the reply gives in the result's
// own zone, by naming that zone's city in the time's part of the clause,
// when the result holds no such time. Contradiction: the result gives its
// items' times in that zone, and this is none of them. A part of the
// clause that names another zone's city too, or a bound or an estimate
// by the time, is left alone.
func (c *check) checkOwnZoneTime(in *info) {
	if len(in.targets) == 0 || in.modal || in.numHi <= in.numLo {
		return
	}
	ci, city := -1, ""
	for _, t := range in.targets {
		if z := c.calls[t].ownZone(); z != "" {
			if ci >= 0 && z != city {
				return
			}
			ci, city = t, z
		}
	}
	if ci < 0 || !c.mayHold(city) {
		return
	}
	for k := in.numLo; k < in.numHi; k++ {
		n := &c.nums[k]
		m := c.clockAt(n)
		if m < 0 || n.inDate {
			continue
		}
		seg := c.segmentAround(in, n.start, n.end+3)
		if !wordIn(seg, city) || !wordIn(c.folded[c.zoneReach(in, k, -1):c.zoneReach(in, k, 1)], city) || c.boundNear(n.start, n.end+3) {
			continue
		}
		other := false
		for _, z := range zoneNames {
			other = other || wordIn(seg, z.name)
		}
		if other {
			continue
		}
		t := c.folded[n.start : n.end+3]
		if len(t) == 4 {
			t = "0" + t
		}
		// The result may write it on the twelve-hour clock: 3:30 pm.
		t12 := fmt.Sprintf("%d:%02d", (m/60+11)%12+1, m%60)
		if hasSubstr(c.calls[ci].folded, t) || hasSubstr(c.calls[ci].folded, t12) {
			continue
		}
		sp := span{n.start, n.end + 3}
		if c.alreadyFound(FactMismatch, sp) {
			continue
		}
		c.addRule("fact/own-zone-time", BasisContradiction, c.callFinding(FactMismatch, sp, ci,
			c.masked[sp.start:sp.end]+" is none of the times the result of "+c.calls[ci].Tool+" gives in its own zone, "+city))
	}
}

// zoneReach returns where the text around the clock time nums[k] ends
// toward dir (-1 before it, 1 after it): at the clause's edge or at the
// next clock time. A zone names the times it stands among with no other
// time between: in "9:00–9:45 am New York time … set for 14:00 Berlin
// time" Berlin is 14:00's zone, not 9:45's.
func (c *check) zoneReach(in *info, k, dir int) int {
	for j := k + dir; j >= in.numLo && j < in.numHi; j += dir {
		if c.clockAt(&c.nums[j]) >= 0 {
			if dir < 0 {
				return max(c.nums[j].end, in.start)
			}
			return min(max(c.nums[j].start, c.nums[k].end), in.end)
		}
	}
	if dir < 0 {
		return in.start
	}
	return in.end
}
