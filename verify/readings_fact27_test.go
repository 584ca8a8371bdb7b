package verify

import "testing"

// A clock time written beside a date (fact27) is bound to the time the
// clause's targets give on that date ("start": "2025-09-17T10:50"): another
// time is a misread though it is no one-digit slip. A date the results
// write with two times, the right time, and the speaker's own offer report
// nothing.
func TestFact27DateBoundClock(t *testing.T) {
	appt := okCall("get_appointments", `{"patient":"Haddad, Lina"}`, `{"appointment_id":"A-779101","provider":"Dr. Osei","start":"2025-09-17T10:50","minutes":60,"note":"rescheduled from 2025-09-10 08:15"}`)
	berth := okCall("berth_schedule", `{"berth":"D5"}`, "vessel: ONE HARMONY 045E\neta: 2025-06-13T06:30+09:00\netd: 2025-06-14T02:00+09:00\n")
	boat := okCall("logistica_cosecha", `{"jaula":"J10"}`, "wellboat=Río Cisnes I | jaula=J10 | llegada=2025-08-19 07:00 | destino=planta Chonchi")
	ship := okCall("loading_progress", `{"vessel":"GLOVIS COURAGE"}`, "vessel=GLOVIS COURAGE loaded=2210 etd=2024-12-05 20:00")
	train := okCall("train_status", `{"train":"12951"}`, `{"train":"12951","dep":"2025-02-11 16:55","arr":"2025-02-12 08:35"}`)
	day := okCall("alert_log", `{"unit":"N"}`, "2024-12-03 01:52 N-09 breathing circuit\n2024-12-03 03:30 N-02 pump blocked\n")
	runFact11(t, []fact11Case{
		{"en a time on the result's date another time", "en", "What time is the crown fit?", []testCall{appt},
			"It's now Wednesday 17 September at 10:15 with Dr. Osei.", true, "fact/date-time"},
		{"en the time right", "en", "What time is the crown fit?", []testCall{appt},
			"It's now Wednesday 17 September at 10:50 with Dr. Osei.", false, ""},
		{"en the time before its date", "en", "What time is the crown fit?", []testCall{appt},
			"Dr. Osei sees her at 10:15 on 17 September.", true, "fact/date-time"},
		{"en the speaker's offer of another time", "en", "Can it be earlier?", []testCall{appt},
			"I can ask Dr. Osei whether 17 September at 10:15 would work for her.", false, ""},
		{"ja a scheduled time on the result's date", "ja", "着岸予定は？", []testCall{berth},
			"- **着岸予定**: 6月13日 7:30\n- **離岸予定**: 6月14日 2:00", true, "fact/date-time"},
		{"ja the scheduled times right", "ja", "着岸予定は？", []testCall{berth},
			"- **着岸予定**: 6月13日 6:30\n- **離岸予定**: 6月14日 2:00", false, ""},
		{"es a time on the result's date", "es", "¿Cuándo llega el wellboat?", []testCall{boat},
			"El Río Cisnes I llega el 19 de agosto a las 08:00 a la J10.", true, "fact/date-time"},
		{"es the time right", "es", "¿Cuándo llega el wellboat?", []testCall{boat},
			"El Río Cisnes I llega el 19 de agosto a las 07:00 a la J10.", false, ""},
		{"zh a time on the result's date", "zh", "几点开船？", []testCall{ship},
			"GLOVIS COURAGE 已装 2,210 辆，12月5日 22:30 开船。", true, ""},
		{"zh the time right", "zh", "几点开船？", []testCall{ship},
			"GLOVIS COURAGE 已装 2,210 辆，12月5日 20:00 开船。", false, ""},
		{"hi a time on the result's date", "hi", "ट्रेन कब पहुँचेगी?", []testCall{train},
			"12951 11 फ़रवरी को 16:55 पर चली और 12 फ़रवरी को 10:05 पर पहुँचेगी।", true, ""},
		{"hi the times right", "hi", "ट्रेन कब पहुँचेगी?", []testCall{train},
			"12951 11 फ़रवरी को 16:55 पर चली और 12 फ़रवरी को 08:35 पर पहुँचेगी।", false, ""},
		{"en a date the result writes with two times binds none", "en", "What came in overnight?", []testCall{day},
			"On 3 December at 02:40 the N-09 circuit alarm was handled.", false, "fact/date-time"},
	})
}

// A record nested under a heading ("price:" over indented min, max and
// modal, beside top-level fields) is one record for checkRowValues
// (fact27): a clause restating two of its fields and giving the third
// another value contradicts it. Lines indented under a line that holds a
// value, or keys written twice, are no one record.
func TestFact27NestedRecord(t *testing.T) {
	nested := okCall("mandi_price", `{"market":"Azadpur"}`, "market: Azadpur (Delhi)\narrivals_tonnes: 412\nprice:\n  min: 1800\n  max: 3200\n  modal: 2600\nunit: per box\n")
	object := okCall("ticket_info", `{"pedido":"TM-1"}`, "{\n  \"zona\": \"Platea B\",\n  \"entradas\": 2,\n  \"horario\": {\n    \"apertura\": \"19:30\",\n    \"inicio\": \"21:00\"\n  }\n}")
	listed := okCall("list_lots", `{"bay":"A"}`, "- lot: 7\n  qty: 5\n  min: 1800\n- lot: 8\n  qty: 7\n  min: 2100\n")
	runFactCases(t, []fact11Case{
		{"hi a nested record's max misread beside its min and modal", "hi", "आज आज़ादपुर में भाव क्या है?", []testCall{nested},
			"आज़ादपुर: न्यूनतम ₹1,800, अधिकतम ₹3,300, मॉडल ₹2,600 प्रति पेटी {{receipt:c1}}", true, "fact/row-value"},
		{"hi the nested record restated right", "hi", "आज आज़ादपुर में भाव क्या है?", []testCall{nested},
			"आज़ादपुर: न्यूनतम ₹1,800, अधिकतम ₹3,200, मॉडल ₹2,600 प्रति पेटी {{receipt:c1}}", false, ""},
		{"es a JSON object nested under its key, its time misread", "es", "¿A qué hora empieza?", []testCall{object},
			"Tienes 2 entradas en Platea B: abren a las **19:30** y empieza a las **20:30**. {{receipt:c1}}", true, "fact/row-value"},
		{"en lines under a line with a value are no one record", "en", "What is in bay A?", []testCall{listed},
			"Lot 7 holds 5 at a minimum of 2100. {{receipt:c1}}", false, "fact/row-value"},
	}, false)
}
