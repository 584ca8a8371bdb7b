package verify

import "testing"

// TestToolConceptAsked: a tool named for the concept the absent word names
// ("no clashes" about booking_conflicts) asked for those items, so a row
// of its result makes the absence false; an empty result bears it out.
func TestToolConceptAsked(t *testing.T) {
	const row = `[{"booking_id":"BK-71880","user":"amari.b","start":"16:00","end":"18:00"}]`
	const args = `{"equipment_id":"2P-BRUKER","start":"2025-03-20T14:00","end":"2025-03-20T17:00"}`
	runAbsenceCases(t, []absenceCase{
		{"en clashes, a row", "en", "Can I move my session to Thursday? Any clashes?", "booking_conflicts", args, row, 1,
			"I checked Thursday 20 March for the same three hours and there are no clashes {{receipt:c1}}.", true},
		{"en clashes, none", "en", "Can I move my session to Thursday? Any clashes?", "booking_conflicts", args, "[]", 0,
			"I checked Thursday 20 March for the same three hours and there are no clashes {{receipt:c1}}.", false},
	})
}
