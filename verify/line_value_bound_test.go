package verify

import (
	"slices"
	"testing"
)

func TestLineValsCSV(t *testing.T) {
	for _, tc := range []struct {
		line string
		want []float64
	}{
		// Commas between fields, not thousands: 141 and 577 stay apart.
		{"n-11,2035,141,577,861,7.6", []float64{2035, 141, 577, 861, 7.6}},
		{" e-2230 | chen wei | 2418.60 | 1877.35", []float64{2418.60, 1877.35}},
	} {
		if got := lineVals(tc.line); !slices.Equal(got, tc.want) {
			t.Errorf("lineVals(%q) = %v, want %v", tc.line, got, tc.want)
		}
	}
}

func TestLineColumn(t *testing.T) {
	for _, tc := range []struct {
		line, w string
		want    int
	}{
		{" 2025-06-05 09:00:00 | ok     |  645", "645", 2},
		{"cm-7,vendela,140", "140", 2},
		{"2114 g. farrell", "2114", 0},
		{"rs 850 per trip", "85", -1},
		{"src/a.py:118:    # todo", "118", -1},
	} {
		if got := lineColumn(tc.line, tc.w); got != tc.want {
			t.Errorf("lineColumn(%q, %q) = %d, want %d", tc.line, tc.w, got, tc.want)
		}
	}
}

func TestFieldLabel(t *testing.T) {
	for _, tc := range []struct{ line, want string }{
		{"licence no: lx/2023/0917", "licence no"},
		{"holder: harbour fish traders", "holder"},
		{"2026-12-03 07:12 arrived bristol hub", ""},
		{"a91f3c2 priya nair | fix: null currency", ""},
	} {
		if got := fieldLabel(tc.line); got != tc.want {
			t.Errorf("fieldLabel(%q) = %q, want %q", tc.line, got, tc.want)
		}
	}
}
