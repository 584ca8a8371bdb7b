package verify

import "testing"

// TestNullFieldKeyless: a result in plain text that holds `":null` with no
// key quoted before it is read like any other text, not a crash that
// leaves the reply unchecked.
func TestNullFieldKeyless(t *testing.T) {
	src := `{"id": "x", "lang": "en", "request": "Any open tickets?", "tools": ["helpdesk_query"], "calls": [{"id": "c1", "tool": "helpdesk_query", "args": {"state": "open"}, "status": "ok", "count": 2, "result": "owner\":null\nT-1 open printer jam\nT-2 open broken chair"}], "reply": "The helpdesk query found no open tickets {{receipt:c1}}."}`
	rep := checkJSON(t, src)
	got := false
	for _, f := range rep.Findings {
		got = got || f.Type == FalseAbsence
	}
	if !got {
		t.Errorf("false_absence not reported; findings %+v", rep.Findings)
	}
}
