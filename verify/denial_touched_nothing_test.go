package verify

import "testing"

// TestTouchedNothingRecordName: a tool named for a record ("dock_schedule",
// "schedule_list") only reads it, and "I haven't changed anything" stays
// true; a tool whose name opens with the verb ("schedule_visit") booked.
func TestTouchedNothingRecordName(t *testing.T) {
	rows := `[{"dock":"D3","slot":"07:30","carrier":"Brennan Freight"},{"dock":"D4","slot":"09:00","carrier":"Oakline"}]`
	reply := "Dock D3 takes Brennan Freight at 07:30 and D4 takes Oakline at 09:00 {{receipt:c1}}. Want me to swap them? I haven't changed anything yet."
	runTypedCases(t, []typedCase{
		{"noun then schedule", "en", "Who's on the docks tomorrow?",
			[]testCall{okCall("dock_schedule", `{"site": "north", "date": "2026-03-02"}`, rows)}, reply, DeniedCall, false},
		{"schedule then a read word", "en", "Who's on the docks tomorrow?",
			[]testCall{okCall("schedule_list", `{"site": "north", "date": "2026-03-02"}`, rows)}, reply, DeniedCall, false},
		{"schedule opening the name", "en", "Who's on the docks tomorrow?",
			[]testCall{okCall("schedule_visit", `{"dock": "D3", "slot": "07:30", "carrier": "Brennan Freight"}`, `{"status":"confirmed","visit":"V-5512"}`)}, reply, DeniedCall, true},
		{"a record tool told to book", "en", "Who's on the docks tomorrow?",
			[]testCall{okCall("dock_schedule", `{"site": "north", "action": "book", "slot": "07:30"}`, `{"status":"confirmed"}`)}, reply, DeniedCall, true},
	})
}
