package verify

import "testing"

// TestAbsenceOfSelectedState covers objectAskedFor's reading of a word of
// state: an absence of items in the state the call selected by is false
// when the call returned rows, whatever noun names them, and Spanish "de"
// inside the noun phrase does not end it. A state the call did not select
// by, and a call that returned nothing, keep their old readings.
func TestAbsenceOfSelectedState(t *testing.T) {
	const rows = "ref,opened,note\nR-7,2026-03-02,broken hinge on dock door\nR-9,2026-03-05,leaking valve in bay 2\n"
	const esReq, enReq, tool = "¿Hay algo pendiente en el almacén?", "Any faults at the depot?", "repair_log"
	const open, site = `{"site":"north","status":"open"}`, `{"site":"north"}`
	runAbsenceCases(t, []absenceCase{
		{"es singular state", "es", esReq, tool, open, rows, 2,
			"No hay ninguna avería abierta en el almacén {{receipt:c1}}.", true},
		{"es de inside the phrase", "es", esReq, tool, open, rows, 2,
			"No hay ninguna hoja de reparación abierta {{receipt:c1}}.", true},
		{"es state not selected", "es", esReq, tool, site, rows, 2,
			"No hay ninguna avería abierta en el almacén {{receipt:c1}}.", false},
		{"es call came back empty", "es", esReq, tool, open, "[]", 0,
			"No hay ninguna avería abierta en el almacén {{receipt:c1}}.", false},
		{"en open state", "en", enReq, tool, open, rows, 2,
			"There are no open faults at the depot {{receipt:c1}}.", true},
	})
}
