package verify

import (
	"encoding/json"
	"testing"
)

// TestOneRecordFieldCount: a call that returned one record (count 1) has
// no list to count, so a counted number that is one of its fields'
// values is that value; a number none of its fields holds is still held
// to the count, and a call that counted a list keeps its count.
func TestOneRecordFieldCount(t *testing.T) {
	const rec = `{"open_orders":7,"couriers_free":3,"late_pct":4.5}`
	const list = `[{"order":"A-1","courier":3},{"order":"A-2","courier":5}]`
	one, two := 1, 2
	for _, tt := range []struct {
		name, lang, res, reply string
		count                  *int
		want                   bool
	}{
		{"ja 名 field", "ja", rec, "配送状況です {{receipt:c1}}。\n\n| 項目 | 値 |\n|---|---|\n| 未処理の注文 | 7件 |\n| 空き配達員 | 3名 |", &one, false},
		{"ja は…件です field", "ja", rec, "未処理の注文は7件です {{receipt:c1}}。", &one, false},
		{"zh 名 field", "zh", rec, "空闲骑手有3名 {{receipt:c1}}。", &one, false},
		{"es field", "es", rec, "Hay 7 pedidos abiertos {{receipt:c1}}.", &one, false},
		{"ja no such field", "ja", rec, "未処理の注文は9件です {{receipt:c1}}。", &one, true},
		{"ja listed call keeps its count", "ja", list, "注文は3件です {{receipt:c1}}。", &two, true},
	} {
		tc := testCase{ID: "x", Lang: tt.lang, Request: "今の状況は？", Reply: tt.reply, Tools: []string{"dispatch_stats"},
			Calls: []testCall{{ID: "c1", Tool: "dispatch_stats", Args: json.RawMessage(`{"hub":"north"}`), Status: "ok", Result: tt.res, Count: tt.count}}}
		reply, r := build(t, tc)
		got := false
		for _, f := range Check(reply, r).Findings {
			got = got || f.Type == CountMismatch
		}
		if got != tt.want {
			t.Errorf("%s: count_mismatch %v, want %v", tt.name, got, tt.want)
		}
	}
}
