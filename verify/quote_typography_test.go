package verify

import (
	"encoding/json"
	"testing"
)

// TestTypographicQuote covers quotations that differ from the result
// only in CJK–Latin spacing or are cut short by an ellipsis
// (quote_typography.go); a changed word or digit is still no quotation.
func TestTypographicQuote(t *testing.T) {
	for _, tt := range []struct {
		name, lang, result, reply string
		want                      bool
	}{
		{"ja unspaced digit", "ja", "## 会員規約\n第3条 年会費は 1年ごとに更新する。", "規約には「年会費は1年ごとに更新する」とあります {{receipt:c1}}。", false},
		{"ja changed digit", "ja", "## 会員規約\n第3条 年会費は 1年ごとに更新する。", "規約には「年会費は2年ごとに更新する」とあります {{receipt:c1}}。", true},
		{"zh unspaced Latin", "zh", "更新说明：本版本支持 Python 3.12 和 Linux ARM64。", "说明里写的是“支持Python 3.12”{{receipt:c1}}。", false},
		{"en ellipsis", "en", `{"digest":"sha256:7c2e90aa41f8d3b6e5a1c0f9d2b4e6a8c1f3d5e7a9b0c2d4e6f8a0b2c4d6e8f0"}`, "The image digest is `sha256:7c2e90aa41f8…` {{receipt:c1}}.", false},
		{"en ellipsis over other text", "en", `{"digest":"sha256:7c2e90aa41f8d3b6e5a1c0f9d2b4e6a8c1f3d5e7a9b0c2d4e6f8a0b2c4d6e8f0"}`, "The image digest is `sha256:99ab01cd23ef…` {{receipt:c1}}.", true},
	} {
		tc := testCase{ID: "x", Lang: tt.lang, Request: "?", Reply: tt.reply, Tools: []string{"file_read"},
			Calls: []testCall{{ID: "c1", Tool: "file_read", Args: json.RawMessage(`{"path":"doc.md"}`), Status: "ok", Result: tt.result}}}
		reply, rec := build(t, tc)
		got := false
		for _, f := range Check(reply, rec).Findings {
			got = got || f.Type == FactMismatch
		}
		if got != tt.want {
			t.Errorf("%s: fact_mismatch %v, want %v %+v", tt.name, got, tt.want, Check(reply, rec).Findings)
		}
	}
}
