package verify

import (
	"encoding/json"
	"testing"
)

// TestWholeBeforeReceipt: a whole stated before a receipt frames the part
// counted after it ("De los 4 préstamos del almacén <receipt>, dos
// necesitan …"), as it does without the receipt; a count with no whole
// before it is still held to the result.
func TestWholeBeforeReceipt(t *testing.T) {
	const res = `[{"item":"codex","rh_max":45},{"item":"panel","rh_max":55},{"item":"sword","rh_max":40},{"item":"fan","rh_max":50}]`
	four := 4
	for _, tt := range []struct {
		name, lang, reply string
		want              bool
	}{
		{"es whole, receipt, part", "es", "De los 4 préstamos guardados en el almacén {{receipt:c1}}, dos necesitan humedad baja: el códice y la espada.", false},
		{"es whole without receipt", "es", "De los 4 préstamos guardados en el almacén, dos necesitan humedad baja {{receipt:c1}}.", false},
		{"es no whole", "es", "En el almacén hay dos préstamos {{receipt:c1}}: el códice y la espada.", true},
		{"en whole, receipt, part", "en", "Of the 4 loans stored in the vault {{receipt:c1}}, 2 loans need low humidity: the codex and the sword.", false},
	} {
		tc := testCase{ID: "x", Lang: tt.lang, Request: "¿Qué préstamos necesitan poca humedad?", Reply: tt.reply, Tools: []string{"loans_db"},
			Calls: []testCall{{ID: "c1", Tool: "loans_db", Args: json.RawMessage(`{"location":"vault"}`), Status: "ok", Result: res, Count: &four}}}
		r, rec := build(t, tc)
		got := false
		for _, f := range Check(r, rec).Findings {
			got = got || f.Type == CountMismatch
		}
		if got != tt.want {
			t.Errorf("%s: count_mismatch %v, want %v", tt.name, got, tt.want)
		}
	}
}
