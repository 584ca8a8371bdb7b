package verify

import "testing"

// TestCountsCnt18 covers the count readings of the sixteenth session's
// cnt18 round: a clock time in the request is no number the user gave
// (counts.go inRequestCount); distinct names do not explain a count of the
// items the user asked for (distinctCount); a table's total row adds the
// whole-number reading of "+1,105" (counts_total_row.go); 一个半 is one and
// a half; a noun naming a field counts its distinct values, or the items
// when each holds its own and the number is above them
// (counts_field_distinct.go); a bare count after a heading opens the reply
// (counts_request_noun.go).
func TestCountsCnt18(t *testing.T) {
	seats := countedCall("seat_map_query", `{"zone":"box","state":"free"}`, "PA-3\nPB-6\nPC-1\nPC-2\nPD-4\nPE-5\nPF-2\n", 7)
	certs := countedCall("welder_certs", `{"expires_before":"2027-01-31"}`, "welder,stamp,process,expires\nJon Etxeberria,S-090,135,2026-12-19\nMikel Arana,S-133,136,2027-01-08\nAne Bilbao,S-151,141,2027-01-15\nJon Etxeberria,S-090,136,2027-01-27\n", 4)
	sold := countedCall("sql_query", `{"query":"SELECT game_date, SUM(sold) FROM presale GROUP BY game_date"}`, "game_date|sold\n2026-03-27|18940\n2026-03-28|15007\n2026-03-29|13688\n", 3)
	tickets := countedCall("ticket_search", `{"level":2}`, `[{"id":"INC-1","cliente":"30118822","sla":"breached"},{"id":"INC-2","cliente":"41200931","sla":"on_track"},{"id":"INC-3","cliente":"39977410","sla":"breached"},{"id":"INC-4","cliente":"40555102","sla":"on_track"},{"id":"INC-5","cliente":"30118822","sla":"at_risk"},{"id":"INC-6","cliente":"42010087","sla":"breached"}]`, 6)
	deferrals := countedCall("sql_query", `{"query":"SELECT drive_id, donor_id, reason FROM deferrals"}`, "drive_id|donor_id|reason\nLIB-1|DN-104|low_hb\nLIB-1|DN-220|travel\nUNI-2|DN-308|low_hb\nUNI-2|DN-309|medication\nUNI-2|DN-310|low_hb\nCOR-3|DN-182|low_bp\nCOR-3|DN-183|low_hb\nCOR-3|DN-184|medication\n", 8)
	bookings := countedCall("booking_query", `{"trip":"CMA-02"}`, "booking_id,cabin,guest,tickets\nEX-1,2114,G. Farrell,2\nEX-2,5530,N. Adeyemi,1\nEX-3,7402,W. Chen,3\n", 3)
	slots := countedCall("crm_query", `{"type":"test_drive"}`, "time,customer\n09:30,Zhang\n11:00,Wang\n13:30,Zhao\n15:30,Sun\n", 4)
	complaints := countedCall("complaint_log", `{"issue":"windrow"}`, "time,street,zone\n07:12,Alder Cres,North\n07:40,Birch Ave,North\n08:05,Alder Cres,North\n09:33,Cedar Rd,East\n10:18,Dunmore St,East\n12:51,Elm Ct,Uni\n", 6)
	drives := countedCall("calendar_list", `{"calendar":"drive-staffing"}`, `[{"date":"2026-12-05","drive":"Eastside Library","needed":2,"assigned":2},{"date":"2026-12-06","drive":"Maple Grove","needed":3,"assigned":2},{"date":"2026-12-10","drive":"Harlow Campus","needed":2,"assigned":1},{"date":"2026-12-13","drive":"Westfield Church","needed":2,"assigned":2},{"date":"2026-12-17","drive":"City Hall","needed":4,"assigned":0}]`, 5)
	classes := countedCall("calendar_list", `{"calendar":"training"}`, `[{"date":"2026-12-18","title":"复训第3期","seats_left":4},{"date":"2027-01-22","title":"复训第4期","seats_left":10}]`, 2)
	diffTable := "| Game | Last year | This year | Diff |\n|---|---|---|---|\n| 1 | 18,940 | 20,571 | +1,631 |\n| 2 | 15,007 | 16,362 | +1,355 |\n| 3 | 13,688 | 14,793 | +1,105 |\n| Total | 47,635 | 51,726 | +4,091 |\n"
	runTypedCases(t, []typedCase{
		// A clock time the request names is no count of the user's.
		{"es clock request, miscount", "es", "¿Cuántas butacas de palco quedan para el domingo a las 13:00?", []testCall{seats}, "Quedan 6 butacas de palco libres para el domingo a las 13:00 {{receipt:c1}}.", CountMismatch, true},
		{"es clock request, right", "es", "¿Cuántas butacas de palco quedan para el domingo a las 13:00?", []testCall{seats}, "Quedan 7 butacas de palco libres para el domingo a las 13:00 {{receipt:c1}}.", CountMismatch, false},
		{"en clock request, miscount", "en", "How many box seats are free for the 13:00 show?", []testCall{seats}, "There are 6 box seats free for the 13:00 show {{receipt:c1}}.", CountMismatch, true},
		// Distinct names explain a count of people, not of the items asked for.
		{"es items asked, miscount", "es", "¿Qué homologaciones caducan antes de final de enero?", []testCall{certs}, "La consulta devuelve 3 homologaciones que caducan antes de final de enero {{receipt:c1}}.", CountMismatch, true},
		{"es items asked, right", "es", "¿Qué homologaciones caducan antes de final de enero?", []testCall{certs}, "La consulta devuelve 4 homologaciones que caducan antes de final de enero {{receipt:c1}}.", CountMismatch, false},
		// A total row of signed thousands adds 1631 + 1355 + 1105, not 1 + 1 + 1.
		{"ja total row of differences", "ja", "昨季と比べてどう？", []testCall{sold}, "昨季との比較 {{receipt:c1}}\n\n" + diffTable, CountMismatch, false},
		// 一个半小时 is a time span.
		{"zh one and a half", "zh", "周末的试驾预约汇总一下", []testCall{slots}, "周末一共 4 组预约 {{receipt:c1}}。时间上来得及，但只有一个半小时余量 {{receipt:c1}}。", CountMismatch, false},
		{"zh one, miscount", "zh", "周末的试驾预约汇总一下", []testCall{slots}, "周末一共 5 组预约 {{receipt:c1}}。", CountMismatch, true},
		// A number under a field's name below the items is left to the
		// count rule: it may be the reply's count of the items (see the
		// docs, cnt18).
		{"es fewer field values than items", "es", "Revisa los tickets escalados hoy.", []testCall{tickets}, "Hoy se han escalado 6 tickets {{receipt:c1}}. Son 4 clientes distintos.", CountMismatch, true},
		{"en distinct drives", "en", "Pull this week's deferrals and group them by reason.", []testCall{deferrals}, "8 donors were deferred across three drives {{receipt:c1}}.", CountMismatch, false},
		// ... and the items, one value each, when the number is above them.
		{"en field noun over the items", "en", "Pull this week's deferrals and group them by reason.", []testCall{deferrals}, "9 donors were deferred across three drives {{receipt:c1}}.", CountMismatch, true},
		{"en field noun, a part", "en", "Pull this week's deferrals and group them by reason.", []testCall{deferrals}, "8 donors were deferred {{receipt:c1}}; 4 donors had low haemoglobin.", CountMismatch, false},
		{"en field noun, a sum of a column", "en", "Which bookings are affected?", []testCall{bookings}, "That's 6 guests across 3 bookings {{receipt:c1}}.", CountMismatch, false},
		// What is short of what is needed is one row's difference, as what is left.
		{"en short of what is needed", "en", "Which drives are still short a phlebotomist?", []testCall{drives}, "There are 5 drives on the calendar {{receipt:c1}}.\n1. **Maple Grove**: 2 of 3 phlebotomists assigned (1 short)", CountMismatch, false},
		{"en short, no row's gap", "en", "Which drives are still short a phlebotomist?", []testCall{drives}, "There are 5 drives on the calendar {{receipt:c1}}.\n1. **Maple Grove**: 2 of 3 phlebotomists assigned (3 short)", CountMismatch, true},
		// A field of what is left holds the remainder itself.
		{"zh left in a field", "zh", "有没有近期的复训班可以报？", []testCall{classes}, "培训日历里有两期复训 {{receipt:c1}}：12月18日 第3期，还剩 4 个名额。", CountMismatch, false},
		// A bare count opening the reply under its heading.
		{"en bare count after a heading", "en", "How many windrow complaints came in today?", []testCall{complaints}, "### Windrow complaints today\n\nSeven so far {{receipt:c1}}.", CountMismatch, true},
		{"en bare count after a heading, right", "en", "How many windrow complaints came in today?", []testCall{complaints}, "### Windrow complaints today\n\nSix so far {{receipt:c1}}.", CountMismatch, false},
	})
}
