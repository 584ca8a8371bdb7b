package verify

import "testing"

// A speed's unit, a rate key written as a percentage and a table row's
// label tie a reply's misrounding to the result value it reads; a value
// rounded as written, or given in another unit, stays clean.
func TestFact16RoundUnits(t *testing.T) {
	const rule = "fact/misrounded"
	speed := countedCall("sql_query", `{"query": "SELECT lane, avg_kmh, runs FROM laps"}`, "lane,avg_kmh,runs\nL-7,23.7,512\n", 1)
	rate := countedCall("sql_query", `{"query": "SELECT round(avg(ok),1) AS pass_rate FROM tests"}`, " pass_rate\n-----------\n 86.3\n(1 row)", 1)
	gauge := countedCall("sql_query", `{"query": "SELECT item, target, got FROM gauge"}`,
		" item       | target | got\n------------+--------+------\n bore_dia_mm | 40.00  | 39.96\n wall_kg    | 3.10   | 3.08\n(2 rows)", 2)
	runFact11(t, []fact11Case{
		{"es km/h truncado", "es", "¿A qué velocidad va el carril 7?", []testCall{speed},
			"El carril L-7 va a unos 23 km/h de media en 512 vueltas.", true, rule},
		{"es km/h bien", "es", "¿A qué velocidad va el carril 7?", []testCall{speed},
			"El carril L-7 va a unos 24 km/h de media en 512 vueltas.", false, rule},
		{"en rate as percent", "en", "What's the pass rate?", []testCall{rate},
			"The pass rate is about 87%.", true, rule},
		{"en rate rounded", "en", "What's the pass rate?", []testCall{rate},
			"The pass rate is about 86%.", false, rule},
		{"zh 率 as percent", "zh", "通过率是多少？", []testCall{rate},
			"通过率约为87%。", true, rule},
		{"en rate, other unit", "en", "What's the pass rate?", []testCall{rate},
			"That is about 87 minutes of testing.", false, rule},
		{"ja 行ラベル mm", "ja", "ゲージの結果は？", []testCall{gauge},
			"内径は39.9mmでした。", true, rule},
		{"ja 行ラベル 正しい丸め", "ja", "ゲージの結果は？", []testCall{gauge},
			"内径は40.0mmでした。", false, rule},
		{"hi row label, other unit", "hi", "गेज का नतीजा?", []testCall{gauge},
			"दीवार का वज़न 3.0 मिमी है।", false, rule},
	})
	// A row label with a number of its own is a value, not a label.
	for _, tt := range []struct{ f, want string }{
		{" a | b\n---\n bore_dia_mm | 40.00 | 39.96", "bore_dia_mm "},
		{" a | b\n---\n vat (21%) | 17.55", ""},
		{"x,y\nload_kw,7.46", "load_kw"},
	} {
		if got := rowLabel(tt.f, len(tt.f)-2); got != tt.want {
			t.Errorf("rowLabel(%q) = %q, want %q", tt.f, got, tt.want)
		}
	}
}

// A comma after a number's decimal part starts another field: "23.7,512"
// is two values, while "1.234,5" (Spanish) and "1,234.5" stay one.
func TestFact16DecimalThenComma(t *testing.T) {
	for _, tt := range []struct {
		s    string
		want []float64
	}{
		{"L-7,23.7,512", []float64{7, 23.7, 512}},
		{"1.234,5", []float64{1234.5}},
		{"1,234.5", []float64{1234.5}},
		{"0.25,0.5", []float64{0.25, 0.5}},
	} {
		var got []float64
		for _, n := range scanNumbers(tt.s) {
			if len(n.vals) > 0 {
				got = append(got, n.vals[0])
			}
		}
		if len(got) != len(tt.want) {
			t.Errorf("scanNumbers(%q) = %v, want %v", tt.s, got, tt.want)
			continue
		}
		for i := range got {
			if got[i] != tt.want[i] {
				t.Errorf("scanNumbers(%q) = %v, want %v", tt.s, got, tt.want)
			}
		}
	}
}
