package verify

import (
	"encoding/json"
	"testing"
)

// TestHeadedTableTotal: after a word of totalling, a number that is the sum
// of one column of a table with a word header is that sum, not a count of
// its rows; a number that is neither stays a count_mismatch, and a listing
// whose first line carries digits is no table.
func TestHeadedTableTotal(t *testing.T) {
	const table = "sku | part | qty | state\nKB-11 | 书架隔板 | 4 | 已切割\nKB-12 | 抽屉面板 | 5 | 待打磨\n(2 rows)"
	for _, tt := range []struct {
		name, lang, reply string
		want              bool
	}{
		{"zh 合计 sum", "zh", "有 2 个部件 {{receipt:c1}}：隔板 4 块、面板 5 块，合计 9 件。", false},
		{"zh 合计 wrong", "zh", "有 2 个部件 {{receipt:c1}}：隔板和面板，合计 7 件。", true},
		{"ja 合計 sum", "ja", "部品は2種類です {{receipt:c1}}。数量は合計9点です。", false},
		{"hi कुल sum", "hi", "2 पुर्ज़े हैं {{receipt:c1}}: 4 शेल्फ़ और 5 पैनल, कुल 9 नग।", false},
	} {
		rb, _ := json.Marshal(table)
		rp, _ := json.Marshal(tt.reply)
		src := `{"id": "x", "lang": "` + tt.lang + `", "request": "parts?", "tools": ["db_query"], "calls": [{"id": "c1", "tool": "db_query", "args": {"q": "parts"}, "status": "ok", "count": 2, "result": ` + string(rb) + `}], "reply": ` + string(rp) + `}`
		got := false
		for _, f := range checkJSON(t, src).Findings {
			got = got || f.Type == CountMismatch
		}
		if got != tt.want {
			t.Errorf("%s: count_mismatch = %v, want %v", tt.name, got, tt.want)
		}
	}
	if headedTable("2026-05-02 | Keeper: A | fed") || !headedTable("order | item | qty") || headedTable("one line of prose") {
		t.Error("headedTable: a dated listing is no table; a word header is one")
	}
}
