package verify

import (
	"math"
	"strings"
)

// A difference of temperatures converts without the offset: a 16 °C gap
// is a 28.8 °F gap, not 60.8 °F. A reply that gives a difference in both
// scales ("12°C (i.e. 21.6°F) apart", "16 °C gap — roughly 29 °F warmer")
// restates its own figure; the °C difference is held to the results on
// its own.

var (
	diffWords      []string
	celsiusMarks   []string
	tempDeltaList1 []string
)

// temperatureDeltasLists holds the phrases of the word lists declared above (see barList).
var temperatureDeltasLists = [...]barList{
	// diffWords say two temperatures are compared.
	{&diffWords, "gap|difference|apart|warmer|colder|cooler|hotter|diferencia|más cálido|más frío|" +
		"差|温差|暖か|寒|फ़र्क|फर्क|अंतर|ज़्यादा गर्म|ठंडा"},
	// celsiusMarks follow a temperature in °C.
	{&celsiusMarks, "°c|℃|celsius|摄氏"},
	// The lists of tempDelta, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&tempDeltaList1, "°f|℉|f |fahrenheit|华氏"},
}

var _ = splitBars(temperatureDeltasLists[:])

// tempDelta reports whether n, in °F (or °C), is 1.8 times (or 1/1.8 of)
// a temperature in the other scale the reply gave within the six numbers
// before it on its line, with a word of difference nearby.
func (c *check) tempDelta(n *num) bool {
	if len(n.vals) == 0 || n.index == 0 {
		return false
	}
	after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+16)], " ")
	var factor float64
	var from []string
	switch {
	case hasPrefixAny(after, tempDeltaList1):
		factor, from = 1.8, celsiusMarks
	case hasPrefixAny(after, celsiusMarks):
		factor, from = 1/1.8, []string{"°f", "℉", "fahrenheit", "华氏"}
	default:
		return false
	}
	if !c.wordNear(n, 64, 32, diffWords) {
		return false
	}
	ls, _ := c.lineAround(n.start, n.end)
	for j := n.index - 1; j >= 0 && j >= n.index-6 && c.nums[j].start >= ls; j-- {
		r := &c.nums[j]
		if r.inDate || len(r.vals) == 0 {
			continue
		}
		ra := strings.TrimLeft(c.folded[r.end:min(len(c.folded), r.end+16)], " ")
		if !hasPrefixAny(ra, from) {
			continue
		}
		y := r.vals[0] * factor
		tol := 0.5*math.Pow(10, -float64(n.dec)) + 0.02*y
		for _, v := range n.vals {
			if absFloat(v-y) <= tol {
				return true
			}
		}
	}
	return false
}
