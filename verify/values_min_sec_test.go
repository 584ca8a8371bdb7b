package verify

import (
	"encoding/json"
	"testing"
)

// TestMinSecValue: minutes and seconds read together are a result's
// seconds (742 s as "12 min 22 s"); a pair that does not add up to it
// is still not the result's value.
func TestMinSecValue(t *testing.T) {
	const res = `{"queue":"returns","longest_wait_s":742,"waiting":9}`
	for _, tt := range []struct {
		name, lang, reply string
		want              bool
	}{
		{"en min s", "en", "The longest wait is 12 min 22 s {{receipt:c1}}.", false},
		{"en words", "en", "The longest wait is 12 minutes and 22 seconds {{receipt:c1}}.", false},
		{"es minutos y segundos", "es", "La espera más larga es de 12 minutos y 22 segundos {{receipt:c1}}.", false},
		{"zh 分秒", "zh", "最长等待12分22秒 {{receipt:c1}}。", false},
		{"hi मिनट सेकंड", "hi", "सबसे लंबी प्रतीक्षा 12 मिनट 22 सेकंड है {{receipt:c1}}।", false},
		{"en wrong seconds", "en", "The longest wait is 12 min 48 s {{receipt:c1}}.", true},
	} {
		tc := testCase{ID: "x", Lang: tt.lang, Request: "How long is the wait?", Reply: tt.reply, Tools: []string{"queue_stats"},
			Calls: []testCall{{ID: "c1", Tool: "queue_stats", Args: json.RawMessage(`{"queue":"returns"}`), Status: "ok", Result: res}}}
		r, rec := build(t, tc)
		got := false
		for _, f := range Check(r, rec).Findings {
			got = got || f.Type == FactMismatch
		}
		if got != tt.want {
			t.Errorf("%s: fact_mismatch %v, want %v", tt.name, got, tt.want)
		}
	}
}
