package verify

import (
	"encoding/json"
	"testing"
)

// TestValueOfUnfetchedSource: a value the sentence gives from a URL no call
// fetched is that page's, not the fetched result's: the URL is reported
// unfetched and the value is no fact_mismatch. The same value with the
// fetched page's URL, or with no URL, is still held to the result.
func TestValueOfUnfetchedSource(t *testing.T) {
	const res = "Booking policy. Weekdays: max 4 hours per user per day. Overnight: up to 14 hours."
	for _, tt := range []struct {
		name, lang, reply string
		fact, unf         bool
	}{
		{"en paren", "en", "Weekdays allow 4 hours {{receipt:c1}}. Late cancellation is billed at 24% (https://nmr.example.edu/policies/cancellation).", false, true},
		{"en according", "en", "Weekdays allow 4 hours {{receipt:c1}}. The late fee is $24, according to https://nmr.example.edu/fees.", false, true},
		{"es según", "es", "Entre semana son 4 horas {{receipt:c1}}. La cancelación tardía cuesta 24 € según https://nmr.example.edu/tarifas.", false, true},
		{"zh 括号", "zh", "工作日最多 4 小时 {{receipt:c1}}。迟取消收费 24 元（https://nmr.example.edu/fees）。", false, true},
		{"ja 括弧", "ja", "平日は4時間までです {{receipt:c1}}。直前キャンセルは24ドルです（https://nmr.example.edu/fees）。", false, true},
		{"hi अनुसार", "hi", "सप्ताह के दिनों में 4 घंटे {{receipt:c1}}। देर से रद्द करने का शुल्क 24 डॉलर है (https://nmr.example.edu/fees)।", false, true},
		{"fetched page", "en", "Weekdays allow 24 hours per user per day (https://nmr.example.edu/policies/booking) {{receipt:c1}}.", true, false},
	} {
		tc := testCase{ID: "x", Lang: tt.lang, Request: "What is the booking policy?", Reply: tt.reply, Tools: []string{"http_fetch"},
			Calls: []testCall{{ID: "c1", Tool: "http_fetch", Args: json.RawMessage(`{"url":"https://nmr.example.edu/policies/booking"}`), Status: "ok", Result: res}}}
		r, rec := build(t, tc)
		fact, unf := false, false
		for _, f := range Check(r, rec).Findings {
			fact = fact || f.Type == FactMismatch
			unf = unf || f.Type == UnfetchedSource
		}
		if fact != tt.fact || unf != tt.unf {
			t.Errorf("%s: fact_mismatch %v unfetched_source %v, want %v %v", tt.name, fact, unf, tt.fact, tt.unf)
		}
	}
}
