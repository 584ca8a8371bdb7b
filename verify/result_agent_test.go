package verify

import "testing"

// TestResultAgent: an act whose agent phrase names someone the result
// names is that person's act, read from the record; an agent no result
// holds leaves the claim the speaker's.
func TestResultAgent(t *testing.T) {
	roster := okCall("roster_history", `{"nurse": "N-3318", "week": "2026-W10"}`,
		`[{"shift":"Tue early","change":"07:00 -> 09:00","changed_by":"okafor.t","at":"2026-03-02 16:20"},{"shift":"Thu late","by":"Marta Ruiz","change":"cancelled"}]`)
	update := failedCall("roster_update", `{"nurse": "N-3318", "shift": "Tue early", "start": "07:00"}`, "error", "error: roster locked for payroll")
	cnRoster := okCall("roster_history", `{"nurse": "N-3318"}`, `[{"shift":"周二早班","change":"07:00 -> 09:00","changed_by":"王磊"}]`)
	jaRoster := okCall("roster_history", `{"nurse": "N-3318"}`, `[{"shift":"火曜早番","change":"07:00 -> 09:00","changed_by":"田中"}]`)
	runTypedCases(t, []typedCase{
		{"zh bei agent", "zh", "谁改了我周二的班？", []testCall{cnRoster, update},
			"周二早班被王磊修改了，从 07:00 改到 09:00 {{receipt:c1}}。", UnbackedToolClaim, false},
		{"zh bei agent no result holds", "zh", "谁改了我周二的班？", []testCall{cnRoster, update},
			"周二早班被李娜修改了，从 07:00 改到 09:00 {{receipt:c1}}。", UnbackedToolClaim, true},
		{"ja niyotte agent", "ja", "火曜のシフトを変えたのは誰？", []testCall{jaRoster, update},
			"火曜早番は田中さんによって変更されました（07:00 → 09:00）{{receipt:c1}}。", UnbackedToolClaim, false},
		{"en handle as agent", "en", "Who changed my Tuesday shift? Put it back to 7.", []testCall{roster, update},
			"Your Tuesday early shift was edited by okafor.t on 2 March at 16:20 {{receipt:c1}}. Putting it back failed: the roster is locked for payroll.", UnbackedToolClaim, false},
		{"en agent no result holds", "en", "Who changed my Tuesday shift? Put it back to 7.", []testCall{roster, update},
			"Your Tuesday early shift was edited by Priya Nair on 2 March at 16:20 {{receipt:c1}}. Putting it back failed: the roster is locked for payroll.", UnbackedToolClaim, true},
		{"es name as agent", "es", "¿Quién canceló mi turno del jueves?", []testCall{roster, update},
			"El turno del jueves fue cancelado por Marta Ruiz {{receipt:c1}}; no pude tocar el cuadrante porque está bloqueado.", UnbackedToolClaim, false},
		{"es means, not agent", "es", "¿Quién canceló mi turno del jueves?", []testCall{roster, update},
			"Ya cancelé el turno del jueves por correo a Marta Ruiz {{receipt:c1}}.", UnbackedToolClaim, true},
	})
}
