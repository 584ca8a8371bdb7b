package verify

import (
	"encoding/json"
	"testing"
)

// TestLineLabelCount: a count the result states on a line of its own
// ("Lotes confeccionados: 14") is read from that line, not counted over the
// result's lines; a count the line's value does not bear out is still a
// miscount.
func TestLineLabelCount(t *testing.T) {
	for _, tt := range []struct {
		name, lang, res, reply string
		want                   bool
	}{
		{"es lotes", "es", "# Semana 48\n- Lotes confeccionados: 14\n- Reclamaciones de cliente: 1\n- Destrío medio: 8,4 %\n- Acción: revisar drencher", "Semana 48, en resumen:\n\n- **14 lotes** confeccionados, con un destrío medio del 8,4 % {{receipt:c1}}.", false},
		{"es accent", "es", "# Semana 48\n- Lotes confeccionados: 14\n- Reclamaciones de cliente: 1\n- Destrío medio: 8,4 %\n- Acción: revisar drencher", "Semana 48:\n\n- **1 reclamación**: Edeka encontró podrido en 2 cajas {{receipt:c1}}.", false},
		{"en tickets", "en", "# Weekly\n- Open tickets: 12\n- Closed this week: 30\n- Median age: 4 days\n- Owner: ops", "This week:\n\n- **12 tickets** still open, median age 4 days {{receipt:c1}}.", false},
		{"hi शिकायतें", "hi", "साप्ताहिक\nशिकायतें: 2\nऔसत: 8\nज़िम्मेदार: राम\nटिप्पणी: कुछ नहीं", "इस हफ़्ते 2 शिकायतें आईं {{receipt:c1}}।", false},
		{"es wrong", "es", "# Semana 48\n- Lotes confeccionados: 14\n- Reclamaciones de cliente: 1\n- Destrío medio: 8,4 %\n- Acción: revisar drencher", "Semana 48, en resumen:\n\n- **12 lotes** confeccionados, con un destrío medio del 8,4 % {{receipt:c1}}.", true},
	} {
		n := 5
		tc := testCase{ID: "x", Lang: tt.lang, Request: "Resume el informe.", Reply: tt.reply, Tools: []string{"file_read"},
			Calls: []testCall{{ID: "c1", Tool: "file_read", Args: json.RawMessage(`{"path":"informes/semana48.md"}`), Status: "ok", Count: &n, Result: tt.res}}}
		r, rec := build(t, tc)
		got := false
		for _, f := range Check(r, rec).Findings {
			got = got || f.Type == CountMismatch
			if f.Type == CountMismatch {
				t.Log(tt.name, f.Message)
			}
		}
		if got != tt.want {
			t.Errorf("%s: count_mismatch %v, want %v", tt.name, got, tt.want)
		}
	}
}
