package verify

import (
	"encoding/json"
	"testing"
)

// TestAbsenceOfSelectedState covers objectAskedFor's reading of a word of
// state: an absence of items in the state the call selected by is false
// when the call returned rows, whatever noun names them, and Spanish "de"
// inside the noun phrase does not end it. A state the call did not select
// by, and a call that returned nothing, keep their old readings.
func TestAbsenceOfSelectedState(t *testing.T) {
	two, zero := 2, 0
	const rows = "ref,opened,note\nR-7,2026-03-02,broken hinge on dock door\nR-9,2026-03-05,leaking valve in bay 2\n"
	for _, tt := range []struct {
		name, lang, request, reply, args, result string
		count                                    *int
		want                                     bool
	}{
		{"es singular state", "es", "¿Hay algo pendiente en el almacén?",
			"No hay ninguna avería abierta en el almacén {{receipt:c1}}.", `{"site":"north","status":"open"}`, rows, &two, true},
		{"es de inside the phrase", "es", "¿Hay algo pendiente en el almacén?",
			"No hay ninguna hoja de reparación abierta {{receipt:c1}}.", `{"site":"north","status":"open"}`, rows, &two, true},
		{"es state not selected", "es", "¿Hay algo pendiente en el almacén?",
			"No hay ninguna avería abierta en el almacén {{receipt:c1}}.", `{"site":"north"}`, rows, &two, false},
		{"es call came back empty", "es", "¿Hay algo pendiente en el almacén?",
			"No hay ninguna avería abierta en el almacén {{receipt:c1}}.", `{"site":"north","status":"open"}`, "[]", &zero, false},
		{"en open state", "en", "Any faults at the depot?",
			"There are no open faults at the depot {{receipt:c1}}.", `{"site":"north","status":"open"}`, rows, &two, true},
	} {
		tc := testCase{ID: "x", Lang: tt.lang, Request: tt.request, Reply: tt.reply, Tools: []string{"repair_log"},
			Calls: []testCall{{ID: "c1", Tool: "repair_log", Args: json.RawMessage(tt.args), Status: "ok", Result: tt.result, Count: tt.count}}}
		reply, rec := build(t, tc)
		got := false
		for _, f := range Check(reply, rec).Findings {
			got = got || f.Type == FalseAbsence
		}
		if got != tt.want {
			t.Errorf("%s: false_absence %v, want %v", tt.name, got, tt.want)
		}
	}
}
