package verify

import "testing"

// TestRev15bUpdatedCount: a result that opens "Updated: 3" counts the
// records its call updated, an act, not a record's updated-at date.
func TestRev15bUpdatedCount(t *testing.T) {
	upd := okCall("ferry_timetable", `{"route": "R2", "sailing": "first", "depart": "07:15"}`, "Updated: 1")
	runTypedCases(t, []typedCase{
		{"en a count of updated records backs the act", "en", "Move R2's first sailing to 7:15.", []testCall{upd},
			"I changed R2's first sailing to 07:15 {{receipt:c1}}.", UnbackedToolClaim, false},
	})
}
