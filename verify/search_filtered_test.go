package verify

import (
	"encoding/json"
	"testing"
)

// TestSearchFiltered: "the search results" after a query that filters its
// rows names what it returned, where a verb of searching other things stays
// a claim; after a query that filters nothing, with no
// search tool run, it is still a claim of a search that did not happen.
func TestSearchFiltered(t *testing.T) {
	const noun = "Two kits match {{receipt:c1}}: K-1 and K-2. I didn't find any others in the search results."
	for _, tt := range []struct {
		name, args, reply string
		want              bool
	}{
		{"sql where", `{"sql": "SELECT id, name FROM kits WHERE name ILIKE '%drill%'"}`, noun, false},
		{"filter arg", `{"table": "kits", "filter": {"name": "drill"}}`, noun, false},
		{"no filter, held", `{"sql": "SELECT id, name FROM kits"}`, noun, true},
		{"verb of searching, held", `{"sql": "SELECT id, name FROM kits WHERE name ILIKE '%drill%'"}`, "Two kits match {{receipt:c1}}: K-1 and K-2. I also searched the workshop files and found no manuals.", true},
	} {
		rp, _ := json.Marshal(tt.reply)
		src := `{"id": "x", "lang": "en", "request": "Which drill kits do we have?", "tools": ["db_query", "search_files"], "calls": [{"id": "c1", "tool": "db_query", "args": ` + tt.args + `, "status": "ok", "count": 2, "result": "K-1 drill kit\nK-2 drill kit"}], "reply": ` + string(rp) + `}`
		got := false
		for _, f := range checkJSON(t, src).Findings {
			got = got || f.Type == UnbackedToolClaim
		}
		if got != tt.want {
			t.Errorf("%s: unbacked = %v, want %v", tt.name, got, tt.want)
		}
	}
}
