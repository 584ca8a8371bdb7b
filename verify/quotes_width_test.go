package verify

import (
	"encoding/json"
	"testing"
)

// TestWidthQuote: a quotation in full-width punctuation of a result written
// with ASCII marks is the result's text; a quotation whose words differ is
// still not.
func TestWidthQuote(t *testing.T) {
	for _, tt := range []struct {
		name, reply string
		want        bool
	}{
		{"zh comma", "备注写的是“易碎，轻放 (玻璃)”{{receipt:c1}}。", false},
		{"ja colon paren", "備考は「易碎：轻放（玻璃）」です {{receipt:c1}}。", false},
		{"zh other words, held", "备注写的是“易碎，重放 (玻璃)”{{receipt:c1}}。", true},
	} {
		rp, _ := json.Marshal(tt.reply)
		res := "box 14 | note: 易碎, 轻放 (玻璃)"
		if tt.name == "ja colon paren" {
			res = "box 14 | note: 易碎: 轻放 (玻璃)"
		}
		rb, _ := json.Marshal(res)
		src := `{"id": "x", "lang": "zh", "request": "14号箱备注？", "tools": ["get_box"], "calls": [{"id": "c1", "tool": "get_box", "args": {"box": 14}, "status": "ok", "result": ` + string(rb) + `}], "reply": ` + string(rp) + `}`
		// A quotation no result holds is untraced (values.go): the
		// width reading decides whether it is recorded at all.
		got := false
		rep := checkJSON(t, src)
		for _, f := range append(rep.Findings, rep.Untraced...) {
			got = got || f.Type == FactMismatch
		}
		if got != tt.want {
			t.Errorf("%s: fact_mismatch or untraced = %v, want %v", tt.name, got, tt.want)
		}
	}
}

// TestQuoteDigitsAnyScript: a quotation with a number is a finding in
// every script's digits (a quotation of words only is untraced): ９０９０
// states a value as 9090 does.
func TestQuoteDigitsAnyScript(t *testing.T) {
	for _, tt := range []struct {
		lang, reply string
		want        bool
	}{
		{"ja", "設定は「ポート９０９０」です {{receipt:c1}}。", true},
		{"zh", "配置写的是“端口：９０９０”{{receipt:c1}}。", true},
		{"en", "The file sets \"port nine thousand\" {{receipt:c1}}.", false},
	} {
		rp, _ := json.Marshal(tt.reply)
		src := `{"id": "x", "lang": "` + tt.lang + `", "request": "port?", "tools": ["file_read"], "calls": [{"id": "c1", "tool": "file_read", "args": {"path": "app.toml"}, "status": "ok", "result": "[server]\nport = 8080"}], "reply": ` + string(rp) + `}`
		got := false
		for _, f := range checkJSON(t, src).Findings {
			got = got || f.Type == FactMismatch
		}
		if got != tt.want {
			t.Errorf("%s %q: fact_mismatch = %v, want %v", tt.lang, tt.reply, got, tt.want)
		}
	}
}
