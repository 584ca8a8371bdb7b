package verify

import (
	"fmt"
	"testing"
)

// den18Case is one reply over calls, and whether a finding of typ (of
// rule, when not empty) is wanted.
type den18Case struct {
	name, lang string
	calls      []testCall
	reply      string
	typ, rule  string
	want       bool
}

func runDen18(t *testing.T, cases []den18Case) {
	t.Helper()
	for _, tt := range cases {
		rep := checkCalls(t, tt.lang, "?", tt.reply, tt.calls)
		if got := hasFinding(rep, tt.typ, tt.rule); got != tt.want {
			t.Errorf("%s: %s %s found %v, want %v; findings %+v", tt.name, tt.typ, tt.rule, got, tt.want, rep.Findings)
		}
	}
}

// TestDen18ClosingReceipt: a count is vouched for by the receipt that
// closes it. Two receipts on one line, the count between them: the one
// after it is of the call that counted as many, and the count is neither
// a miscount of the first call nor a misattributed citation.
func TestDen18ClosingReceipt(t *testing.T) {
	orders := countedCall("work_orders_search", `{"turbine": "T-02", "text": "yaw brake"}`, "[]", 0)
	log := countedCall("technician_log_search", `{"turbine": "T-02"}`, "2026-11-12  J. Mwangi  filter replaced\n2026-11-26  S. Ortiz  inspection", 2)
	calls := []testCall{orders, log}
	closed := "I can't find it either. There's no work order for T-02 mentioning the yaw brake {{receipt:c1}}, and the technician log for T-02 since 1 Nov has just %s entries — J. Mwangi replacing the air filter on 12 Nov, and S. Ortiz's visual inspection on 26 Nov %s. Neither mentions the yaw brake."
	runDen18(t, []den18Case{
		{"closed by the log's receipt", "en", calls, fmt.Sprintf(closed, "two", "{{receipt:c2}}"), ForgedReceipt, "", false},
		{"closed by the log's receipt, no count", "en", calls, fmt.Sprintf(closed, "two", "{{receipt:c2}}"), CountMismatch, "", false},
		// Closed by no receipt: the count beside the work orders' receipt
		// stays a misattributed citation.
		{"no closing receipt", "en", calls, fmt.Sprintf(closed, "two", ""), ForgedReceipt, "receipt/miscited", true},
		// Closed by the log's receipt, but the log counted two, not three.
		{"closed, wrong count", "en", calls, fmt.Sprintf(closed, "three", "{{receipt:c2}}"), CountMismatch, "", true},
	})
}

// TestDen18TableCells: a table after a receipt on a line ending with a
// colon reports the cited call when its cells hold that call's own items
// (names), whatever column it joins from another call.
func TestDen18TableCells(t *testing.T) {
	roster := countedCall("roster_query", `{"date": "2026-12-06"}`, `[{"name": "陈晓燕", "platform": 1}, {"name": "刘洋", "platform": 1}, {"name": "赵磊", "platform": 2}, {"name": "吴昊", "platform": 3}]`, 4)
	sched := countedCall("platform_schedule", `{"date": "2026-12-06"}`, `[{"platform": 1, "trains": 23}, {"platform": 2, "trains": 19}, {"platform": 3, "trains": 21}]`, 3)
	calls := []testCall{roster, sched}
	table := "\n\n| 站台 | 人员 | 列车 |\n|---|---|---|\n| 1站台 | 陈晓燕、刘洋 | 23 趟 |\n| 2站台 | 赵磊 | 19 趟 |\n| 3站台 | 吴昊 | 21 趟 |\n\n结论：3站台人手不够。"
	bare := "\n\n| 站台 | 列车 |\n|---|---|\n| 1站台 | 23 趟 |\n| 2站台 | 19 趟 |\n| 3站台 | 21 趟 |\n\n结论：1站台最忙。"
	runDen18(t, []den18Case{
		{"names of the cited roster", "zh", calls, "早班一共排了 4 名客运员 {{receipt:c1}}，按站台分布如下：" + table, ForgedReceipt, "receipt/misattributed", false},
		{"only the schedule's figures", "zh", calls, "早班一共排了 4 名客运员 {{receipt:c1}}，各站台车次如下：" + bare, ForgedReceipt, "receipt/misattributed", true},
	})
}

// TestDen18WebScope: a denial scoped to the web (or to an external
// source) is true when no call reached the web, though a search of the
// user's own files or a query of their database ran.
func TestDen18WebScope(t *testing.T) {
	files := countedCall("search_files", `{"path": "/protocolos", "query": "ayuno"}`, "/protocolos/anestesia/v3.md:42: ## Conejos — ayuno", 1)
	web := countedCall("web_search", `{"query": "ayuno conejos"}`, "Ayuno en conejos — 1-2 horas", 1)
	fetch := okCall("http_fetch", `{"url": "https://example.org/ayuno"}`, "Ayuno: 1-2 horas")
	fuel := countedCall("sql_query", `{"query": "SELECT unidad, SUM(litros) FROM consumo GROUP BY unidad"}`, "unidad,litros\nJD-01,1342\nJD-02,1460", 2)
	runDen18(t, []den18Case{
		{"web denied, files searched", "es", []testCall{files}, "Retirar la comida 1-2 horas antes. No he buscado nada en internet, como pediste: todo sale del documento de protocolos.", DeniedCall, "", false},
		{"web denied, web searched", "es", []testCall{web}, "Retirar la comida 1-2 horas antes. No he buscado nada en internet, como pediste.", DeniedCall, "", true},
		{"web denied, page fetched", "es", []testCall{files, fetch}, "Retirar la comida 1-2 horas antes. No he buscado nada en internet, como pediste.", DeniedCall, "", true},
		{"files denied, files searched", "es", []testCall{files}, "Retirar la comida 1-2 horas antes. No he buscado nada en tus carpetas.", DeniedCall, "", true},
		{"external source, db queried", "es", []testCall{fuel}, "El JD-02 gasta más. Puede ser el filtro de aire; es una suposición general. No consulté ninguna fuente externa para esto.", DeniedCall, "", false},
		{"external source, page fetched", "es", []testCall{fuel, fetch}, "El JD-02 gasta más. Puede ser el filtro de aire. No consulté ninguna fuente externa para esto.", DeniedCall, "", true},
		{"any source, db queried", "es", []testCall{fuel}, "El JD-02 gasta más. No consulté ninguna fuente para esto.", DeniedCall, "", true},
	})
}
