package verify

import (
	"strings"
	"unicode/utf8"
)

// Counts bounded by an hour the call was given (cnt21). "今晚 6 点以后…的夜航
// 一共 5 班" over ferry_schedule {"after": "18:00"}: 以后 after a point in
// time bounds the items by it, and does not say "later" of what the reply
// will do ("以后我会…", a hedge), so the count is read (timeBoundHedges);
// and the bound, six in the evening, is the call's own 18:00, so the
// count is of all its rows, not a part the reply picked
// (boundInArgHour). Other readings of the clause (its absences: "17:00 以后
// 也是空的") keep the hedge.

// timeBoundHedges returns the clause's hedges without 以后/之后 written
// after a point in time, when those were all that hedged it.
func (c *check) timeBoundHedges(in *info) ([]span, bool) {
	if in.modal || in.question || len(in.hedges) == 0 {
		return nil, false
	}
	timeBound := func(h span) bool {
		w := c.folded[h.start:h.end]
		return (w == "以后" || w == "之后") && zhAfterTimePoint(c.folded, h.start)
	}
	dropped := false
	for _, h := range in.hedges {
		dropped = dropped || timeBound(h)
	}
	if !dropped {
		return nil, false // most hedged clauses: nothing built
	}
	var hs []span // rare: the hedges other than the bounds in time
	for _, h := range in.hedges {
		if !timeBound(h) {
			hs = append(hs, h)
		}
	}
	if c.hedgedBy(in, hs) {
		return nil, false // another hedge still covers the clause
	}
	return hs, true
}

// zhAfterTimePoint reports whether the text before start ends with a
// clock time or an hour, day or date ("6 点", "六点半", "18:00", "3 号").
func zhAfterTimePoint(t string, start int) bool {
	before := strings.TrimRight(t[max(0, start-24):start], " ")
	if n := len(before); n >= 3 && isDigitByte(before[n-1]) && isDigitByte(before[n-2]) && before[n-3] == ':' {
		return true // 18:00 以后
	}
	for _, w := range zhTimePoints {
		if !hasSuffix(before, w) {
			continue
		}
		r, _ := utf8.DecodeLastRuneInString(strings.TrimRight(before[:len(before)-len(w)], " "))
		return r < 0x80 && isDigitByte(byte(r)) || hasRune("一二两三四五六七八九十", r)
	}
	return false
}

var zhTimePoints = []string{"点钟", "点半", "點鐘", "点", "點", "时", "時", "号", "號", "日"}

// boundInArgHour reports whether n, an hour ("6 点", "6 pm", "18時") bounding
// a count, is the clock time a call of the turn was given: its hour, or
// that hour on the afternoon clock, opens an "hh:mm" in the arguments.
func (c *check) boundInArgHour(n *num) bool {
	if len(n.vals) == 0 || n.vals[0] < 0 || n.vals[0] > 24 || n.vals[0] != float64(int(n.vals[0])) {
		return false
	}
	rest := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+12)], " ")
	if !hasPrefixAny(rest, argHourUnits) {
		return false
	}
	h := int(n.vals[0])
	for ci := range c.calls {
		a := c.calls[ci].lowerArgs()
		for i := 2; i < len(a); i++ {
			if a[i] != ':' || !isDigitByte(a[i-1]) || !isDigitByte(a[i-2]) || i >= 3 && isDigitByte(a[i-3]) {
				continue
			}
			if v := int(a[i-2]-'0')*10 + int(a[i-1]-'0'); v == h || v == h+12 {
				return true // "18:00" for 6 点, on the afternoon clock
			}
		}
	}
	return false
}

var argHourUnits = []string{"点", "點", "时", "時", "pm", "p.m.", "am", "a.m.", "o'clock", "बजे", "h "}
