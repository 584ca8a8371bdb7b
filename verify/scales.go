package verify

import (
	"math"
	"strings"
)

// Scales of a unit: a reply restates a result's 250 ms as "0.25 s" and
// 1,304Mi as "≈1.27 GiB". Both figures must carry their unit, so that a
// bare number a thousand times another is not taken for it.

// A scaleUnit is a unit word and its size in the base unit of its kind
// (seconds, bytes).
type scaleUnit struct {
	word string
	kind byte // 't' time, 'b' bytes
	size float64
}

// scaleUnits are the units whose scales replies convert between: 250 ms
// is "0.25 s", 1,304Mi "≈1.27 GiB". Longer words first, so "ms" is not
// read as "m". Decimal byte prefixes take the binary size as well (see
// scaleMatch), as tools and people use them both ways.
var scaleUnits = []scaleUnit{
	{"milliseconds", 't', 1e-3}, {"millisecond", 't', 1e-3}, {"seconds", 't', 1}, {"second", 't', 1}, {"segundos", 't', 1},
	{"minutes", 't', 60}, {"minutos", 't', 60}, {"hours", 't', 3600}, {"horas", 't', 3600},
	{"msec", 't', 1e-3}, {"ms", 't', 1e-3}, {"sec", 't', 1}, {"s", 't', 1}, {"min", 't', 60}, {"h", 't', 3600},
	{"秒", 't', 1}, {"毫秒", 't', 1e-3}, {"分钟", 't', 60}, {"सेकंड", 't', 1},
	{"kib", 'b', 1 << 10}, {"mib", 'b', 1 << 20}, {"gib", 'b', 1 << 30}, {"tib", 'b', 1 << 40},
	{"ki", 'b', 1 << 10}, {"mi", 'b', 1 << 20}, {"gi", 'b', 1 << 30}, {"ti", 'b', 1 << 40},
	{"kb", 'b', 1e3}, {"mb", 'b', 1e6}, {"gb", 'b', 1e9}, {"tb", 'b', 1e12},
}

// unitAt returns the scale unit written right after end (past one space),
// ending the word.
func unitAt(text string, end int) (scaleUnit, bool) {
	rest := text[end:min(len(text), end+16)]
	rest = trimPrefix(rest, " ")
	for _, u := range scaleUnits {
		if !hasPrefix(rest, u.word) {
			continue
		}
		if k := len(u.word); k < len(rest) && (isLetterByte(rest[k]) || isDigitByte(rest[k])) {
			continue
		}
		return u, true
	}
	return scaleUnit{}, false
}

// unitNamed returns the scale unit a result value is in: written after
// it ("250ms") or ending the field name before it ("base_delay_ms: 250").
func unitNamed(text string, sp span) (scaleUnit, bool) {
	if u, ok := unitAt(text, sp.end); ok {
		return u, true
	}
	before := strings.TrimRight(text[max(0, sp.start-24):sp.start], " \":=")
	if i := strings.LastIndexAny(before, "_-"); i >= 0 && i < len(before)-1 {
		w := before[i+1:]
		for _, u := range scaleUnits {
			if w == u.word && len(w) >= 2 {
				return u, true
			}
		}
	}
	return scaleUnit{}, false
}

// scaleMatch reports whether n in unit nu is x in unit xu of another
// scale of the same kind, to n's written precision.
func scaleMatch(n *num, nu, xu scaleUnit, x float64) bool {
	if nu.kind != xu.kind || nu.size == xu.size || x == 0 {
		return false
	}
	sizes := [2]float64{xu.size, xu.size}
	if xu.kind == 'b' {
		// "GB" in a tool's output is often GiB: take both.
		switch xu.size {
		case 1e3, 1e6, 1e9, 1e12:
			sizes[1] = math.Pow(1024, roundFloat(math.Log10(xu.size)/3))
		}
	}
	nsizes := [2]float64{nu.size, nu.size}
	if nu.kind == 'b' {
		switch nu.size {
		case 1e3, 1e6, 1e9, 1e12:
			nsizes[1] = math.Pow(1024, roundFloat(math.Log10(nu.size)/3))
		}
	}
	for _, xs := range sizes {
		for _, ns := range nsizes {
			if nearAny(n, x*xs/ns) {
				return true
			}
		}
	}
	return false
}

// scaleRestated reports a figure with a unit that is a result value, or a
// figure the reply wrote before it, in another scale of that unit: "0.25
// s" of base_delay_ms 250, "≈1.27 GiB" after "1,304Mi". Both ends must
// carry their unit, so a bare number that is 1000 times another is not
// taken for it. Looks back at most 8 reply numbers.
func (c *check) scaleRestated(n *num, calls []int) bool {
	if n.percent {
		return false
	}
	nu, ok := unitAt(c.folded, n.end)
	if !ok {
		return false
	}
	for _, ci := range calls {
		ri := &c.calls[ci]
		for i := range ri.nums {
			r := &ri.nums[i]
			if r.glued || r.inDate || len(r.vals) == 0 || r.percent {
				continue
			}
			if xu, ok := unitNamed(ri.folded, r.span); ok && scaleMatch(n, nu, xu, r.vals[0]) {
				return true
			}
		}
	}
	for k := n.index - 1; k >= max(0, n.index-8); k-- {
		// A figure glued to its unit ("1,304Mi") is read with it.
		r := &c.nums[k]
		if r.inDate || len(r.vals) == 0 || r.percent || c.alreadyFound(FactMismatch, r.span) {
			continue
		}
		if xu, ok := unitAt(c.folded, r.end); ok {
			for _, x := range r.vals {
				if scaleMatch(n, nu, xu, x) {
					return true
				}
			}
		}
	}
	return false
}
