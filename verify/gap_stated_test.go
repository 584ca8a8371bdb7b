package verify

import (
	"encoding/json"
	"testing"
)

// TestGapStated: a number the clause measures a result's value from, the
// gap between them stated beside it, is the reply's reference (a target,
// a standard week), not a misrounding or a misreading; with a gap that
// does not fit, it is still reported.
func TestGapStated(t *testing.T) {
	for _, tc := range []struct {
		lang, request, tool, result, reply string
		wantHit                            bool
	}{
		{"hi", "क्या CL-2420 को आज दोबारा सुखाया जा सकता है?", "lot_quality", "lot=CL-2420 grade=7mm moisture_pct=11.6 weight_kg=720",
			"CL-2420 (720 kg) की नमी 11.6% है, यानी 11% के लक्ष्य से करीब 0.6 प्रतिशत अंक ज़्यादा। {{receipt:c1}}", false},
		{"hi", "क्या CL-2420 को आज दोबारा सुखाया जा सकता है?", "lot_quality", "lot=CL-2420 grade=7mm moisture_pct=11.6 weight_kg=720",
			"CL-2420 (720 kg) की नमी 11% है, यानी 10% के लक्ष्य से करीब 0.4 प्रतिशत अंक ज़्यादा। {{receipt:c1}}", true},
		{"en", "How much overtime did Priya log last week?", "timesheets", "employee: E-2291 Priya\nMon 2025-06-09  07:00-17:00  break 30m  9.50h\nTue 2025-06-10  07:00-17:30  break 30m  10.00h\nWed 2025-06-11  07:30-16:30  break 30m  8.50h\nThu 2025-06-12  07:00-16:30  break 30m  9.00h\nFri 2025-06-13  07:00-17:00  break 30m  9.50h\nTOTAL 46.50h",
			"Priya logged **46.5 hours** that week, which is **6.5 hours of overtime** over a standard 40-hour week {{receipt:c1}}.", false},
	} {
		c := testCase{ID: "gap-stated", Lang: tc.lang, Request: tc.request, Tools: []string{tc.tool}, Reply: tc.reply}
		c.Calls = append(c.Calls, testCall{ID: "c1", Tool: tc.tool, Args: json.RawMessage(`{}`), Status: "ok", Result: tc.result})
		text, rec := build(t, c)
		hit := false
		for _, f := range Check(text, rec).Findings {
			hit = hit || f.Type == FactMismatch
		}
		if hit != tc.wantHit {
			t.Errorf("%q: fact_mismatch found %v, want %v", tc.reply, hit, tc.wantHit)
		}
	}
}
