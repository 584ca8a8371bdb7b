package verify

import "strings"

// Metric quantities a reply restates in another prefix of the unit: a
// result's distance_m 16880 is "16,9 km", and its four runs' 38,570 m in
// all are "38,6 km". Both ends must name the unit (the reply after the
// figure, the result after it or ending its field name), so a bare number
// a thousand times another is not taken for it.

// metricUnit is a unit of length, mass or volume and its size in the base
// unit of its kind.
type metricUnit struct {
	word string
	kind byte // 'l' length, 'w' mass, 'v' volume
	size float64
}

// metricUnits: longer words first. One- and two-letter units must end the
// word (see metricAt).
var metricUnits = []metricUnit{
	{"kilómetros", 'l', 1000}, {"kilometros", 'l', 1000}, {"kilometres", 'l', 1000}, {"kilometers", 'l', 1000}, {"kilometre", 'l', 1000}, {"kilometer", 'l', 1000},
	{"公里", 'l', 1000}, {"किमी", 'l', 1000}, {"किलोमीटर", 'l', 1000}, {"キロメートル", 'l', 1000}, {"km", 'l', 1000},
	{"metros", 'l', 1}, {"metres", 'l', 1}, {"meters", 'l', 1}, {"मीटर", 'l', 1}, {"メートル", 'l', 1}, {"米", 'l', 1}, {"m", 'l', 1},
	{"kilogramos", 'w', 1000}, {"kilograms", 'w', 1000}, {"公斤", 'w', 1000}, {"千克", 'w', 1000}, {"किलो", 'w', 1000}, {"kg", 'w', 1000},
	{"gramos", 'w', 1}, {"grams", 'w', 1}, {"克", 'w', 1}, {"ग्राम", 'w', 1}, {"g", 'w', 1},
	{"litros", 'v', 1000}, {"litres", 'v', 1000}, {"liters", 'v', 1000}, {"升", 'v', 1000}, {"लीटर", 'v', 1000}, {"ml", 'v', 1}, {"l", 'v', 1000},
}

// metricFirstBytes holds the first byte of every word of metricUnits
// (TestMetricFirstBytes keeps it so).
const metricFirstBytes = "kmgl\xe0\xe3\xe5\xe7"

// metricAt returns the metric unit written right after end (past one
// space), ending the word.
func metricAt(text string, end int) (metricUnit, bool) {
	rest := strings.TrimPrefix(text[end:min(len(text), end+24)], " ")
	// Most numbers stand before no unit: a first byte no unit word starts
	// with answers before the list is walked.
	if rest == "" || strings.IndexByte(metricFirstBytes, rest[0]) < 0 {
		return metricUnit{}, false
	}
	for _, u := range metricUnits {
		if !headIs(rest, u.word) {
			continue
		}
		if k := len(u.word); k < len(rest) && (isLetterByte(rest[k]) || isDigitByte(rest[k])) {
			continue
		}
		return u, true
	}
	return metricUnit{}, false
}

// metricNamed returns the metric unit of a result value: after it, or
// ending its field name ("distance_m": 6230, "weight_kg": 2.5).
func metricNamed(text string, sp span) (metricUnit, bool) {
	if u, ok := metricAt(text, sp.end); ok {
		return u, true
	}
	before := strings.TrimRight(text[max(0, sp.start-24):sp.start], " \":=")
	i := strings.LastIndexAny(before, "_-")
	if i < 0 || i == len(before)-1 {
		return metricUnit{}, false
	}
	w := before[i+1:]
	for _, u := range metricUnits {
		if w == u.word && len(w) <= 2 {
			return u, true
		}
	}
	return metricUnit{}, false
}

// metricRestated reports whether n, with a metric unit, is a result value
// of the same kind in another prefix, or the total of all of one result's
// values of that kind and unit (a column of distances), to n's precision.
func (c *check) metricRestated(n *num, calls []int) bool {
	if n.percent {
		return false
	}
	nu, ok := metricAt(c.folded, n.end)
	if !ok {
		return false
	}
	for _, ci := range calls {
		call := &c.calls[ci]
		sum, k := 0.0, 0
		var unit metricUnit
		for i := range call.nums {
			r := &call.nums[i]
			if r.glued || r.inDate || r.percent || len(r.vals) == 0 {
				continue
			}
			u, ok := metricNamed(call.folded, r.span)
			if !ok || u.kind != nu.kind {
				continue
			}
			if u.size != nu.size && nearAny(n, r.vals[0]*u.size/nu.size) {
				return true
			}
			if k == 0 || u == unit {
				unit = u
				sum += r.vals[0]
				k++
			}
		}
		if k >= 2 && nearAny(n, sum*unit.size/nu.size) {
			return true
		}
	}
	return false
}
