package verify

import "testing"

// A hedged value that keeps the shape of the one result value near it,
// rounded to the reply's precision, misreads it; a coarser rounding, a
// worked-out estimate, and a value near two result values are left to the
// tolerance.
func TestHedgedMisread(t *testing.T) {
	boiler := okCall("sensor_read", `{"unit":"B-2"}`, `{"unit":"B-2","steam_temp_c":612.7,"read_at":"2026-03-02T09:14:00"}`)
	flow := okCall("flow_query", `{"line":"L4"}`, `{"line":"L4","flow_lpm":2871.3,"target_lpm":2800,"min_lpm":2600}`)
	grades := okCall("sql_query", `{"query":"SELECT section, avg_score FROM results"}`,
		"section | avg_score\n--------+----------\nA       |     71.8\nB       |     70.2\nC       |     83.1\n(3 rows)")
	runTypedCases(t, []typedCase{
		// One digit changed at the reply's precision: 612.7 is 613.
		{"en digit changed", "en", "How hot is the steam on B-2?", []testCall{boiler},
			"The steam on B-2 is at about 618 °C right now {{receipt:c1}}.", FactMismatch, true},
		{"en rounded right", "en", "How hot is the steam on B-2?", []testCall{boiler},
			"The steam on B-2 is at about 613 °C right now {{receipt:c1}}.", FactMismatch, false},
		// Rounded to tens or fives: a coarser rounding, not a misread.
		{"en rounded to tens", "en", "How hot is the steam on B-2?", []testCall{boiler},
			"The steam on B-2 is at about 610 °C right now {{receipt:c1}}.", FactMismatch, false},
		// Two neighbours swapped: 2871.3 is 2871.
		{"es swapped", "es", "¿Qué caudal lleva la línea L4?", []testCall{flow},
			"La línea L4 lleva unos 2817 l/min, por encima del objetivo de 2800 {{receipt:c1}}.", FactMismatch, true},
		{"zh swapped", "zh", "L4 线现在流量多少？", []testCall{flow},
			"L4 线流量约 2817 l/min，高于目标 2800 {{receipt:c1}}。", FactMismatch, true},
		{"hi digit changed", "hi", "B-2 की भाप का तापमान बताओ।", []testCall{boiler},
			"B-2 की भाप अभी लगभग 617 °C पर है {{receipt:c1}}।", FactMismatch, true},
		// Near two result values at once (71.8 and 70.2 round to 72 and
		// 70, each one digit from 71): a mean or a middle, left to the tolerance.
		{"ja near two values", "ja", "各セクションの平均点は？", []testCall{grades},
			"A と B の平均は約71点で、C は 83.1 点でした {{receipt:c1}}。", FactMismatch, false},
		{"ja one value", "ja", "C セクションの平均点は？", []testCall{grades},
			"C セクションの平均点は約84点です {{receipt:c1}}。", FactMismatch, true},
	})
}
