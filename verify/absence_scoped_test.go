package verify

import (
	"encoding/json"
	"testing"
)

// TestLabelledRowAbsence: an absence in a table row about an item the
// result does not name is held as unsupported; the same row citing the
// call's receipt stays a contradiction of that call.
func TestLabelledRowAbsence(t *testing.T) {
	const calls = `"tools": ["weather"], "calls": [{"id": "c1", "tool": "weather", "args": {"city": "Delhi"}, "status": "ok", "result": "{\"city\":\"Delhi\",\"temp_c\":33,\"condition\":\"Haze\"}"}]`
	for _, tt := range []struct {
		name, reply, basis string
	}{
		{"row of another item", `| शहर | तापमान | हाल |\n|---|---|---|\n| दिल्ली | 33°C | धुंध {{receipt:c1}} |\n| कोलकाता | — | डेटा नहीं मिला |`, BasisUnsupported},
		{"row citing the call", `| शहर | नतीजा |\n|---|---|\n| दिल्ली | डेटा नहीं मिला {{receipt:c1}} |`, BasisContradiction},
	} {
		var tc testCase
		if err := json.Unmarshal([]byte(`{"id": "x", "lang": "en", "request": "weather?", `+calls+`, "reply": "`+tt.reply+`"}`), &tc); err != nil {
			t.Fatal(err)
		}
		reply, rec := build(t, tc)
		rep := Check(reply, rec)
		found := ""
		for _, f := range rep.Findings {
			if f.Type == FalseAbsence {
				found = f.Basis
			}
		}
		if found != tt.basis {
			t.Errorf("%s: false_absence basis %q, want %q; findings %+v", tt.name, found, tt.basis, rep.Findings)
		}
	}
}
