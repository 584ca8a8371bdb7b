package verify

import "testing"

// A value with a unit is bound to the one field its result keys in that
// unit ("weight_lb", "engine_hp") and contradicts it when near but other;
// several fields in the unit, a far value, a rounding, and a clause that
// states the field beside it bind or contradict nothing.
func TestUnitKeyMisread(t *testing.T) {
	pet := okCall("pet_profile", `{"pet":"Otis"}`, `{"name":"Otis","breed":"dachshund","age_years":11,"weight_lb":19.8,"owner":"Marion Blake"}`)
	boat := okCall("boat_registry", `{"boat":"MM-1870"}`, `{"reg":"MM-1870","owner":"Dattaram Mayekar","engine_hp":118,"crew":11}`)
	fuel := okCall("fuel_quota", `{"boat":"MM-1870"}`, `{"boat":"MM-1870","quota_l":3000,"drawn_l":1860,"balance_l":1140}`)
	energy := okCall("energy_usage", `{"week":"last"}`, `{"period":"last week","total_kwh":96.5,"cost_eur":27.98}`)
	runTypedCases(t, []typedCase{
		{"en weight misread", "en", "Pull up Otis's profile.", []testCall{pet},
			"Otis is an 11-year-old dachshund, 21.8 lb, owner Marion Blake {{receipt:c1}}.", FactMismatch, true},
		{"en weight right", "en", "Pull up Otis's profile.", []testCall{pet},
			"Otis is an 11-year-old dachshund, 19.8 lb, owner Marion Blake {{receipt:c1}}.", FactMismatch, false},
		{"en weight rounded", "en", "Pull up Otis's profile.", []testCall{pet},
			"Otis is an 11-year-old dachshund, 20 lb, owner Marion Blake {{receipt:c1}}.", FactMismatch, false},
		// Far from the field: a target or a limit in the unit, not a misread.
		{"en weight far", "en", "Pull up Otis's profile.", []testCall{pet},
			"Otis is an 11-year-old dachshund owned by Marion Blake {{receipt:c1}}; keep him under 30 lb.", FactMismatch, false},
		{"hi engine table", "hi", "नाव की जानकारी दो।", []testCall{boat},
			"नाव की जानकारी {{receipt:c1}}:\n\n| | |\n|---|---|\n| मालिक | दत्ताराम मयेकर |\n| इंजन | 104 HP |\n| चालक दल | 11 लोग |", FactMismatch, true},
		{"es engine cv", "es", "Dame los datos del barco.", []testCall{boat},
			"El barco MM-1870 es de Dattaram Mayekar, con motor de 124 CV y 11 tripulantes {{receipt:c1}}.", FactMismatch, true},
		// Three fields in litres: the unit binds none of them.
		{"en litres unbound", "en", "How much diesel is left?", []testCall{fuel},
			"Quota 3000 l, drawn 1860 l, so about 1100 l remain {{receipt:c1}}.", FactMismatch, false},
		// The clause states the field's value beside it: another quantity.
		{"en beside field", "en", "How did this week compare?", []testCall{energy},
			"This week came to 91.2 kWh, down from 96.5 kWh last week {{receipt:c1}}.", FactMismatch, false},
	})
}

// A hedged percentage bound to the one "_pct" field must be that field
// rounded to its precision (or to tens); a share worked out is left alone.
func TestHedgedKeyMisread(t *testing.T) {
	survey := okCall("survey_results", `{"survey":"mess-nov"}`, `{"survey":"mess-nov","responses":312,"satisfied_pct":62.5,"rating_avg":3.4}`)
	runTypedCases(t, []typedCase{
		{"hi hedged off", "hi", "सर्वे का नतीजा क्या रहा?", []testCall{survey},
			"सर्वे में 312 छात्रों ने जवाब दिया {{receipt:c1}}। लगभग 65% छात्र संतुष्ट हैं।", FactMismatch, true},
		{"en hedged off", "en", "How did the survey go?", []testCall{survey},
			"312 students answered and about 66% are satisfied {{receipt:c1}}.", FactMismatch, true},
		{"en hedged rounded", "en", "How did the survey go?", []testCall{survey},
			"312 students answered and about 63% are satisfied {{receipt:c1}}.", FactMismatch, false},
		{"es hedged tens", "es", "¿Qué tal la encuesta?", []testCall{survey},
			"Respondieron 312 estudiantes y cerca del 60% está satisfecho {{receipt:c1}}.", FactMismatch, false},
	})
}
