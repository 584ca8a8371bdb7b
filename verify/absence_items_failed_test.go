package verify

import "testing"

// TestItemsFailed: a past failure verb whose subject is the quantified
// noun says no item failed, an absence a result with failures refutes;
// over results with no failure it claims nothing. Also the contracted
// "isn't a single", "looking at" as inspection, and Spanish negative
// concord.
func TestItemsFailed(t *testing.T) {
	const failed = `[{"batch":"B-1","check":"fail"},{"batch":"B-2","check":"pass"}]`
	const passed = `[{"batch":"B-1","check":"pass"},{"batch":"B-2","check":"pass"}]`
	runAbsenceCases(t, []absenceCase{
		{"en no batch failed", "en", "Did any batch fail the check?", "batch_checks", `{"all":true}`, failed, 2,
			"No batch failed the check {{receipt:c1}}.", true},
		{"en no batch failed over passes", "en", "Did any batch fail the check?", "batch_checks", `{"all":true}`, passed, 2,
			"No batch failed the check {{receipt:c1}}.", false},
		{"en isn't a single, looking at", "en", "Did any batch fail the check?", "batch_checks", `{"all":true}`, failed, 2,
			"Looking at the check results {{receipt:c1}}, there isn't a single batch that failed.", true},
		{"en looks plus adjective stays a judgement", "en", "How did the batches do?", "batch_checks", `{"all":true}`, passed, 2,
			"Nothing looks odd in the batches {{receipt:c1}}.", false},
		{"es ninguna ha fallado", "es", "¿Ha fallado algún lote?", "batch_checks", `{"all":true}`, `[{"lote":"B-1","control":"fallo"}]`, 1,
			"He revisado los controles {{receipt:c1}} y ningún lote ha fallado.", true},
		{"es negative concord", "es", "¿Tiene la línea 2 lotes de trigo en espera?", "batch_list", `{"linea":2}`, `[{"id":"B-7","cereal":"trigo"}]`, 1,
			"La línea 2 no tiene ningún lote de trigo en espera {{receipt:c1}}.", true},
		{"es negative concord, kind not held", "es", "¿Tiene la línea 2 lotes de avena?", "batch_list", `{"linea":2}`, `[{"id":"B-7","cereal":"trigo"}]`, 1,
			"La línea 2 no tiene ningún lote de avena {{receipt:c1}}; solo trigo.", false},
	})
}

// TestBothUniversal: "both" over the listed items tells a part apart;
// "both X and Y" coordinates and tells none. A time's colon is no clause
// end.
func TestBothUniversal(t *testing.T) {
	const two = `[{"room":"R1","state":"booked"},{"room":"R2","state":"booked"}]`
	runAbsenceCases(t, []absenceCase{
		{"en both, part absent", "en", "Are any rooms closed for cleaning?", "room_list", `{"all":true}`, two, 2,
			"Both rooms are booked {{receipt:c1}}, so none are closed for cleaning.", false},
		{"hi only at a time", "hi", "शनिवार को तबले की कोई क्लास है?", "lessons", `{"date":"2026-12-05"}`, `[{"समय":"16:00","वाद्य":"सितार"}]`, 1,
			"शनिवार को सिर्फ़ 16:00 बजे सितार की क्लास है {{receipt:c1}}; तबले की कोई क्लास नहीं है।", false},
		{"hi only, part held", "hi", "शनिवार को सितार की कोई क्लास है?", "lessons", `{"date":"2026-12-05"}`, `[{"समय":"16:00","वाद्य":"सितार"}]`, 1,
			"शनिवार को सिर्फ़ 16:00 बजे तबले की क्लास है {{receipt:c1}}; सितार की कोई क्लास नहीं है।", true},
	})
}
