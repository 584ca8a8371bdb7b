package verify

import "testing"

// A value in a unit is bound, when several rows of a result's table hold
// the column keyed in that unit, to the row the clause names right before
// it (by a cell, or by the month of a "YYYY-MM" cell), and contradicts that
// row's field when near but other; two labels before it, or none, bind
// nothing.
func TestUnitKeyRowMisread(t *testing.T) {
	mill := okCall("sql_query", `{"query":"SELECT month, raw_kg, yield_pct, lots FROM milling"}`,
		"month|raw_kg|yield_pct|lots\n2026-10|42800|68.2|31\n2026-11|47350|68.9|34")
	fleet := okCall("sql_query", `{"query":"SELECT unit, engine_hp FROM fleet"}`,
		"unit|engine_hp\nNH-04|140\nNH-05|90")
	qc := okCall("qc_results", `{"month":"2026-11"}`, `{"month":"2026-11","lots_tested":34,"pass":33,"fail":1}`)
	mill2 := []testCall{mill, qc}
	cases := []typedCase{
		{"ja month row misread", "ja", "11月の実績をまとめて。", mill2,
			"原料は47,350kgでした {{receipt:c1}}。\n\n11月の歩留まりは **68.6%** で、10月（68.2%）からわずかに改善しました。", FactMismatch, true},
		{"ja month row right", "ja", "11月の実績をまとめて。", mill2,
			"原料は47,350kgでした {{receipt:c1}}。\n\n11月の歩留まりは **68.9%** で、10月（68.2%）からわずかに改善しました。", FactMismatch, false},
		{"en month row misread", "en", "Summarise November.", mill2,
			"Raw intake was 47,350 kg {{receipt:c1}}.\n\nIn November the yield was 68.6%, up from 68.2% in October.", FactMismatch, true},
		// Both months before the value, no value between them: no row.
		{"ja two months unbound", "ja", "10月と11月の実績をまとめて。", mill2,
			"原料は47,350kgでした {{receipt:c1}}。\n\n10月と11月の歩留まりは **68.6%** 前後でした。", FactMismatch, false},
		{"en code row misread", "en", "Engine power of the two tractors?", []testCall{fleet},
			"From the fleet table {{receipt:c1}}: NH-04 has a 148 hp engine; NH-05 has 90 hp.", FactMismatch, true},
		{"en code row right", "en", "Engine power of the two tractors?", []testCall{fleet},
			"From the fleet table {{receipt:c1}}: NH-04 has a 140 hp engine; NH-05 has 90 hp.", FactMismatch, false},
	}
	// The rule itself: with one call, fact/value may report the value too.
	for _, tt := range cases {
		rep := checkCalls(t, tt.lang, tt.request, tt.reply, tt.calls)
		if got := hasFinding(rep, tt.typ, "fact/unit-key"); got != tt.want {
			t.Errorf("%s: fact/unit-key reported %v, want %v; findings %+v", tt.name, got, tt.want, rep.Findings)
		}
	}
	runTypedCases(t, cases[:4]) // two calls, no receipt on the clause: no other rule reads it
}
