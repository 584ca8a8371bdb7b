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

// TestDen18DenialForms: forms of a denied act the lexicon lacked — the
// Japanese "照会せず" glued to its noun, the Chinese "没有去查实时…", and
// the English act named by its noun ("I haven't made any booking") —
// each false after the call that did it, and true when only another
// call ran.
func TestDen18DenialForms(t *testing.T) {
	sql := okCall("sql_query", `{"db": "visitors", "query": "SELECT AVG(visitors) FROM daily_gate"}`, "avg\n3184.6")
	cal := okCall("calendar_list", `{"calendar": "temple"}`, "2026-12-06 10:00 tea ceremony")
	metar := okCall("weather_metar", `{"station": "ZSHC"}`, "METAR ZSHC 040600Z 34008MPS 1500 BR OVC004 08/07 Q1025")
	flow := okCall("flow_control", `{"airport": "ZSHC"}`, `[{"direction": "北京方向", "measure": "MIT 20NM"}]`)
	book := okCall("booking_create", `{"course": "north", "time": "08:20", "players": 2}`, `{"booking_id": "B-55611", "status": "confirmed"}`)
	sheet := okCall("tee_sheet_query", `{"course": "north", "date": "2026-12-06"}`, `{"08:20": "free", "08:30": "free"}`)
	runDen18(t, []den18Case{
		{"ja せず after the query", "ja", []testCall{sql}, "今回はデータベースを照会せず、一般的な傾向としてお答えします。", DeniedCall, "", true},
		{"ja せず, no query ran", "ja", []testCall{cal}, "今回はデータベースを照会せず、一般的な傾向としてお答えします。", DeniedCall, "", false},
		{"zh 去查实时 after metar", "zh", []testCall{metar, flow}, "北京方向有流控。天气这块我没有去查实时气象数据，要的话我可以再查一下。", DeniedCall, "", true},
		{"zh 去查实时, no weather call", "zh", []testCall{flow}, "北京方向有流控。天气这块我没有去查实时气象数据，要的话我可以再查一下。", DeniedCall, "", false},
		{"en made a booking after booking_create", "en", []testCall{book}, "Not yet — I haven't made any booking. Shall I book 08:20 on Sunday for you and Jim now?", DeniedCall, "", true},
		{"en made a booking after a read", "en", []testCall{sheet}, "Not yet — I haven't made any booking. 08:20 is free; shall I book it for you and Jim now?", DeniedCall, "", false},
		{"es hecho la reserva after booking_create", "es", []testCall{book}, "Todavía no he hecho nada: no he hecho ninguna reserva. ¿Reservo las 08:20?", DeniedCall, "", true},
	})
}

// TestDen18WeatherObject: weather, a forecast or a METAR named as the
// object of a denied look-up binds it to a weather tool; a live look-up
// of weather after calls that read no weather names no call.
func TestDen18WeatherObject(t *testing.T) {
	taf := okCall("taf", `{"station": "KSFO"}`, "TAF KSFO 031720Z 0318/0424 29012KT P6SM FEW010 FM040900 VRB04KT 3SM BR OVC006")
	flow := okCall("flow_control", `{"airport": "ZSHC"}`, `[{"direction": "北京方向", "measure": "MIT 20NM"}]`)
	gate := okCall("gate_status", `{"airport": "ZSHC"}`, `{"open": 12}`)
	runDen18(t, []den18Case{
		{"forecast data after taf", "en", []testCall{taf}, "Mist is likely early. I haven't pulled any forecast data for this, so treat it as the usual pattern.", DeniedCall, "", true},
		{"forecast data after a flow query", "en", []testCall{flow}, "Beijing flights are metered. I haven't pulled any forecast data for this, so treat it as the usual pattern.", DeniedCall, "", false},
		{"live weather after data tools", "zh", []testCall{flow, gate}, "北京方向有流控。我没有查实时天气，要的话我可以再查一下。", DeniedCall, "", false},
		{"live look-up, no object, data tools", "zh", []testCall{flow, gate}, "北京方向有流控。这个数字并没有实时查询，是我估计的。", DeniedCall, "", true},
	})
}

// TestDen18DomainTool: a denial of "tools" glued to a domain noun
// ("天気ツールは使っていません") denies that kind of tool only: true when
// no call of the domain ran, whatever other calls did, and its domain
// word claims no use of such a tool.
func TestDen18DomainTool(t *testing.T) {
	sql := okCall("sql_query", `{"db": "visitors", "query": "SELECT w.condition, COUNT(*) FROM daily_gate g JOIN daily_weather_log w USING(day)"}`, "condition|days\nclear|19\nrain|7")
	wx := okCall("weather", `{"city": "Kyoto"}`, `{"condition": "rain"}`)
	const reply = "天気ツールは使っていません。寺の記録データベースだけで集計しました。"
	runDen18(t, []den18Case{
		{"weather tool denied, db queried", "ja", []testCall{sql}, reply, DeniedCall, "", false},
		{"weather tool denied, no weather claim", "ja", []testCall{sql}, reply, UnbackedToolClaim, "", false},
		{"weather tool denied, weather ran", "ja", []testCall{sql, wx}, reply, DeniedCall, "", true},
		{"all tools denied, db queried", "ja", []testCall{sql}, "ツールは使っていません。寺の記録データベースだけで集計しました。", DeniedCall, "", true},
		{"en weather tool, db queried", "en", []testCall{sql}, "I didn't use any weather tool; this is from the temple's own records.", DeniedCall, "", false},
	})
}
