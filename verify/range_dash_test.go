package verify

import (
	"strings"
	"testing"
)

// TestRangeOrEndNearDash: a dash makes a time part of a range only with
// a number on each side of it on the same line.
func TestRangeOrEndNearDash(t *testing.T) {
	for _, tc := range []struct {
		text, time string
		rng        bool
	}{
		{"budget review 09:00-10:00", "10:00", true},
		{"budget review 09:00 – 10:00", "10:00", true},
		{"budget review 9 am – 10:00", "10:00", true},
		{"budget review 10:00 - 11:00", "10:00", true},
		{"revisión de 09:00 a 10:00", "10:00", true},
		{"the review ends at 10:00", "10:00", true},
		{"tomorrow:\n- 10:00 budget review", "10:00", false},
		{"tomorrow:\n  * 10:00 budget review", "10:00", false},
		{"tomorrow: 10:00 – budget review with finance", "10:00", false},
		{"item 3 -\n10:00 budget review", "10:00", false},
		{"tomorrow: 10:00 — **budget review**", "10:00", false},
		{"tomorrow: 10:00 — **11:00** budget review", "10:00", true},
	} {
		c := &check{folded: tc.text}
		i := strings.LastIndex(tc.text, tc.time)
		if got := c.rangeOrEndNear(i, i+len(tc.time)); got != tc.rng {
			t.Errorf("rangeOrEndNear(%q at %q) = %v, want %v", tc.text, tc.time, got, tc.rng)
		}
	}
}
