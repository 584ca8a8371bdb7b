package verify

import "testing"

// A quotation cut short with an ellipsis holds when its start is a
// result's text; a misread digit before the ellipsis is still a finding.
func TestTruncatedQuote(t *testing.T) {
	manifest := okCall("registry_manifest", `{"image": "shop/api:latest"}`, `{"tag":"latest","digest":"sha256:4c1e7a90b2d35f8e61c0a9d47e2b3c58f6e1d0a9"}`)
	runFact11(t, []fact11Case{
		{"en digest cut with an ellipsis", "en", "Which digest is latest?", []testCall{manifest},
			"`latest` resolves to `sha256:4c1e7a90b2d3…`.", false, ""},
		{"en digest misread before the ellipsis", "en", "Which digest is latest?", []testCall{manifest},
			"`latest` resolves to `sha256:4c1e7a90b2d8…`.", true, ""},
		{"es three dots", "es", "¿Qué digest tiene latest?", []testCall{manifest},
			"`latest` apunta a «sha256:4c1e7a90b2d3...».", false, ""},
		{"zh 省略号", "zh", "latest 是哪个 digest？", []testCall{manifest},
			"`latest` 指向「sha256:4c1e7a90b2d3…」。", false, ""},
		{"hi कटा हुआ digest", "hi", "latest का digest क्या है?", []testCall{manifest},
			"`latest` का digest `sha256:4c1e7a90b2d3…` है।", false, ""},
		{"ja 打ち間違い", "ja", "latest のダイジェストは？", []testCall{manifest},
			"`latest` は「sha256:4c1e7a90b2e3…」です。", true, ""},
	})
}
