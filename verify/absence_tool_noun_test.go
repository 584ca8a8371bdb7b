package verify

import "testing"

// TestToolNounAbsence: an absence whose noun is the tool's own name in
// words ("no open deferral requests" after deferral_requests) or one word
// of it ("no reservations" after reservations_for_vehicle) is bound to that
// call's items: a row makes it false, an empty result bears it out, and a
// denial of calling the tool by its identifier stays a denial.
func TestToolNounAbsence(t *testing.T) {
	const row = "juror_no,name,requested_on,reason\nJ-5127,Dana Whitcombe,2026-05-02,scheduled surgery"
	const res = "RA-559120  2026-05-12 07:30 -> 2026-05-12 19:00  Oakfield Florists"
	const args = `{"plate":"RV20 TTT","from":"2026-05-09","to":"2026-05-15"}`
	runAbsenceCases(t, []absenceCase{
		{"en the name's words, a row", "en", "Is anyone asking to defer?", "deferral_requests", `{"state":"open"}`, row, 1,
			"There are no open deferral requests {{receipt:c1}}.", true},
		{"en the name's words, none", "en", "Is anyone asking to defer?", "deferral_requests", `{"state":"open"}`, "", 0,
			"There are no open deferral requests {{receipt:c1}}.", false},
		{"en two-word name, a row", "en", "Anything about the wolves?", "keeper_notes", `{"animal":"wolf"}`, "2025-06-01 Luna limping on left foreleg", 1,
			"There are no keeper notes on the wolves {{receipt:c1}}.", true},
		{"en denial by identifier", "en", "Is anyone asking to defer?", "deferral_requests", `{"state":"open"}`, row, 1,
			"I did not call deferral_requests {{receipt:c1}}.", false},
		{"en one word of the name, a row", "en", "Is the van free this week?", "reservations_for_vehicle", args, res, 1,
			"It has no reservations this week {{receipt:c1}}.", true},
		{"en one word of the name, none", "en", "Is the van free this week?", "reservations_for_vehicle", args, "", 0,
			"It has no reservations this week {{receipt:c1}}.", false},
		{"es one word of the name, a row", "es", "¿La furgoneta está libre esta semana?", "reservas_vehiculo", args, res, 1,
			"No tiene ninguna reserva esta semana {{receipt:c1}}.", true},
	})
}
