package verify

import "testing"

// TestHeadingFailSection: a heading that says something was not found
// names its section; when the section reports a call's failure, the
// absence is the failed call's, not the ok call's above it.
func TestHeadingFailSection(t *testing.T) {
	sched := countedCall("inspection_schedule", `{"containers":["TGHU3390127","OOLU1457730"]}`,
		"container    | inspection_at\nTGHU3390127  | 2025-11-19 09:00\nOOLU1457730  | (未排期)\n", 2)
	decl := failedCall("declaration_lookup", `{"container":"OOLU1457730"}`, "timeout", "error: timeout after 30s")
	okDecl := okCall("declaration_lookup", `{"container":"OOLU1457730"}`, "报关单号: 3104")
	sections := "## 查验排期\nTGHU3390127 在 11 月 19 日 9:00 查验 {{receipt:c1}}。\n\n## 没查到的部分\n我想看一下报关单，但报关单查询超时了（30 秒），没有拿到结果。"
	plain := "## 查验排期\nTGHU3390127 在 11 月 19 日 9:00 查验 {{receipt:c1}}。\n\n## 没查到的部分\nOOLU1457730 还没排期。"
	stock := countedCall("stock_levels", `{"site":"north"}`, "sku,qty\nA-1,4\nA-2,9\n", 2)
	price := failedCall("price_feed", `{"site":"north"}`, "error", "error: upstream service error: 502")
	en := "## Stock\nA-1 has 4 and A-2 has 9 {{receipt:c1}}.\n\n## Nothing found\nThe price feed failed with a 502, so I have no prices."
	runTypedCases(t, []typedCase{
		{"zh heading over a timeout", "zh", "查验都排在什么时候", []testCall{sched, decl}, sections, FalseAbsence, false},
		{"zh heading, no call failed", "zh", "查验都排在什么时候", []testCall{sched, okDecl}, plain, FalseAbsence, true},
		{"en heading over a 502", "en", "Stock and prices for north?", []testCall{stock, price}, en, FalseAbsence, false},
	})
}
