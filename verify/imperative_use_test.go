package verify

import (
	"encoding/json"
	"testing"
)

// TestImperativeUse: a sentence opening on a bare verb of looking tells the
// reader what to do and claims no call; the same verb with a subject or in
// the past, with no such call run, is still an unbacked claim.
func TestImperativeUse(t *testing.T) {
	for _, tt := range []struct {
		name, lang, reply string
		want              bool
	}{
		{"en open it", "en", "The form is `forms/permit_A2.pdf` {{receipt:c1}}. Open it from the portal and sign page 2 first.", false},
		{"en I opened, held", "en", "The form is `forms/permit_A2.pdf` {{receipt:c1}}. I opened it and page 2 is unsigned.", true},
		{"zh 打开后先", "zh", "表格在 `forms/permit_A2.pdf` {{receipt:c1}}。打开后先签第 2 页。", false},
		{"zh 我打开了, held", "zh", "表格在 `forms/permit_A2.pdf` {{receipt:c1}}。我打开了，第 2 页没有签名。", true},
	} {
		rp, _ := json.Marshal(tt.reply)
		src := `{"id": "x", "lang": "` + tt.lang + `", "request": "Where is the permit form?", "tools": ["search_files", "file_read"], "calls": [{"id": "c1", "tool": "search_files", "args": {"query": "permit form"}, "status": "ok", "count": 1, "result": "forms/permit_A2.pdf"}], "reply": ` + string(rp) + `}`
		got := false
		for _, f := range checkJSON(t, src).Findings {
			got = got || f.Type == UnbackedToolClaim
		}
		if got != tt.want {
			t.Errorf("%s: unbacked = %v, want %v", tt.name, got, tt.want)
		}
	}
}
