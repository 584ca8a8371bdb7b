package verify

import "testing"

// A gap in percentage points is the difference of two percentages: the
// results' (with or without the sign, "rate_pct": 8.2), the user's target,
// or one the reply worked out before it on its line. A gap that is none of
// these and misreads a result's value stays a slip.
func TestFpfactPointsGap(t *testing.T) {
	rates := countedCall("deposit_rates", `{"bank": "north"}`, "plan,rate_pct\nSilver,6.4\nGold,7.9\nBasic,3.5\n", 3)
	guide := okCall("http_fetch", `{"url": "https://example.org/guide"}`, "Keep the relative humidity at 70% or below.")
	room := okCall("sensor_query", `{"room": "B"}`, `{"room":"B","rel_humidity_pct":74.8}`)
	days := countedCall("trips_query", `{"week": 48}`, "day,trips,on_time\nmon,40,37\ntue,40,35\n", 2)
	runFact11(t, []fact11Case{
		{"hi gap of two rates, hyphenated unit", "hi", "सबसे अच्छी योजना कौन सी है?", []testCall{rates},
			"Gold की दर 7.9% है।\n- Silver (6.4%) से यह 1.5 प्रतिशत-अंक ज़्यादा है।", false, ""},
		{"hi gap misread from a rate", "hi", "सबसे अच्छी योजना कौन सी है?", []testCall{rates},
			"Gold की दर 7.9% है।\n- Silver (6.4%) से यह 3.4 प्रतिशत-अंक ज़्यादा है।", true, ""},
		{"en gap of two rates", "en", "Which plan pays best?", []testCall{rates},
			"Gold pays 7.9%, which is 4.4 percentage points above Basic.", false, ""},
		{"ja gap to a guideline of another call", "ja", "B室の湿度は目安と比べてどう？", []testCall{guide, room},
			"B室の湿度は74.8%で、目安の70%を4.8ポイント上回っています。", false, ""},
		{"ja gap misread", "ja", "B室の湿度は目安と比べてどう？", []testCall{guide, room},
			"B室の湿度は74.8%で、目安の70%を7.8ポイント上回っています。", true, ""},
		{"es gap to the user's target", "es", "¿Cumplimos la puntualidad? El objetivo es un 92 %.", []testCall{days},
			"72 de 80 viajes en hora: 90 %, 2 puntos por debajo del objetivo del 92 %.", false, ""},
		{"zh gap to the user's target", "zh", "准点率达标吗？目标是 92%。", []testCall{days},
			"80 趟里 72 趟准点，准点率 90%，比目标低 2 个百分点。", false, ""},
	})
}

// TestFpfactLaterOperand holds the slip a later figure of the sentence
// does not excuse: the later-operand reading was taken back (derived.go).
func TestFpfactLaterOperand(t *testing.T) {
	scale := countedCall("scale_log", `{"date": "2026-03-02"}`, "bale,weight_kg,age_h\nB-7,441,39\nB-8,512,14\n", 2)
	spec := countedCall("spec_query", `{"material": "OCC"}`, "material,min_kg,max_kg\nOCC,470,560\n", 1)
	runFact11(t, []fact11Case{
		{"en misread gap", "en", "Any bales out of spec?", []testCall{scale, spec},
			"B-7 weighed 441 kg, 49 kg under the 470 kg minimum.", true, ""},
	})
}
