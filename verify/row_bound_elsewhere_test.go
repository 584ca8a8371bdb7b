package verify

import "testing"

func TestOneRecordWithID(t *testing.T) {
	for _, tc := range []struct {
		result string
		want   bool
	}{
		{`{"inspection_id": "INS-61140", "permit": "BLD-2026-02877"}`, true},
		{`{"id":"CL-77","scheduled":true}`, true},
		{`[{"inspection_id": "INS-61152"}]`, false},
		{"Z1-Z6 cycle 13:00 (pending)\nthreshold_low_vwc=25.0", false},
		{`{"vessel":"ONE Harmony","berth":"NQ-3"}`, false},
		{`{"paid":true}`, false},
	} {
		if got := oneRecordWithID(tc.result); got != tc.want {
			t.Errorf("oneRecordWithID(%q) = %v, want %v", tc.result, got, tc.want)
		}
	}
}
