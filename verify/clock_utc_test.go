package verify

import "testing"

// utcAfter reads the zone written right after a clock time's minutes.
func TestUTCAfter(t *testing.T) {
	for _, tc := range []struct {
		s    string
		i    int
		want bool
	}{
		{"07:45 utc, then", 5, true},
		{"07:45 gmt", 5, true},
		{"2025-03-01t07:45:09z", 16, true},
		{"2025-03-01t07:45:09.120z\n", 16, true},
		{"07:45:09+00:00", 5, true},
		{"07:45 utc+5:30", 5, false},
		{"07:45 utc -3", 5, false},
		{"07:45 ist", 5, false},
		{"07:45 in tokyo", 5, false},
		{"07:45 zone b", 5, false},
		{"07:45", 5, false},
	} {
		if got := utcAfter(tc.s, tc.i); got != tc.want {
			t.Errorf("utcAfter(%q, %d) = %v, want %v", tc.s, tc.i, got, tc.want)
		}
	}
}
