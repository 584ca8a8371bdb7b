package verify

import (
	"strings"
	"testing"
)

// TestTotalHelpers: keyBefore reads the key of a "key: value" or JSON
// value; sumTail finds a run of line values adding up to a total, but not
// one that numbers its lines (1, 2, 3 …).
func TestTotalHelpers(t *testing.T) {
	for _, tt := range []struct{ s, want string }{
		{`{"qty": 4}`, "qty"},
		{"free_cells: 7", "free_cells"},
		{"प्रश्न: 20", "प्रश्न"},
		{"total 7", ""},
		{": 7", ""},
	} {
		if got := keyBefore(tt.s, strings.IndexAny(tt.s, "0123456789")); got != tt.want {
			t.Errorf("keyBefore(%q) = %q, want %q", tt.s, got, tt.want)
		}
	}
	for _, tt := range []struct {
		run  []float64
		want float64
		ok   bool
	}{
		{[]float64{90, 25, 25, 25}, 75, true},   // the last three lines
		{[]float64{25, 25, 25}, 50, true},       // the last two
		{[]float64{25, 25, 25}, 25, false},      // one line is no sum
		{[]float64{1, 2, 3, 4}, 10, false},      // numbered lines
		{[]float64{90, 25, 25, 25}, 165, true},  // the whole run
		{[]float64{90, 25, 25, 25}, 115, false}, // not a run that ends last
	} {
		if got := sumTail(tt.run, tt.want); got != tt.ok {
			t.Errorf("sumTail(%v, %v) = %v, want %v", tt.run, tt.want, got, tt.ok)
		}
	}
}
