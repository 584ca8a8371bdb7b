package verify

import "testing"

// TestAbsenceActReadings covers negations that say what the speaker or a
// thing did rather than that a result was empty, each beside a twin of
// the same shape that does claim an empty result and must stay a finding.
func TestAbsenceActReadings(t *testing.T) {
	orders := countedCall("order_list", `{"status":"pending"}`, "O-11 | mesa 4 | pendiente\nO-12 | mesa 9 | pendiente", 2)
	const ask = "Necesito los pedidos pendientes para mandar recordatorios."
	runTypedCases(t, []typedCase{
		// Spanish first-person preterite: the quantifier is the object of
		// the speaker's own act.
		{"es preterite act", "es", ask, []testCall{orders},
			"Hay 2 pedidos pendientes {{receipt:c1}}.\n\nAún no mandé ningún recordatorio. ¿Los envío?", FalseAbsence, false},
		{"es preterite plural with clitic", "es", ask, []testCall{orders},
			"Hay 2 pedidos pendientes {{receipt:c1}}.\n\nTodavía no les enviamos ningún recordatorio.", FalseAbsence, false},
		{"es preterite of finding stays a claim", "es", "¿Qué pedidos siguen pendientes?", []testCall{orders},
			"No encontré ningún pedido pendiente {{receipt:c1}}.", FalseAbsence, true},
		{"es existential stays a claim", "es", "¿Qué pedidos siguen pendientes?", []testCall{orders},
			"No hay ningún pedido pendiente {{receipt:c1}}.", FalseAbsence, true},
		// vaciar after a clitic is a verb, not the adjective "empty".
		{"es verb vaciarse", "es", "¿Por qué la estación 7 queda sin bicis?",
			[]testCall{countedCall("station_log", `{"station":7}`, "07:00 salidas 40\n08:00 salidas 35", 2)},
			"Salen 75 bicis cada mañana {{receipt:c1}}: la estación se vacía por pura demanda.", FalseAbsence, false},
		{"es adjective vacía stays a claim", "es", "¿Qué bicis hay en la estación 7?",
			[]testCall{countedCall("station_list", `{"station":7}`, "B-101 | ok\nB-102 | ok", 2)},
			"La estación 7 está vacía {{receipt:c1}}.", FalseAbsence, true},
		// "no algo": a contrast, not a quantified noun.
		{"es no algo contrast", "es", "¿Qué pedidos siguen pendientes?", []testCall{orders},
			"Hay 2 pedidos pendientes {{receipt:c1}}. Es una suposición mía, no algo que diga el registro de pedidos.", FalseAbsence, false},
		// Markdown emphasis between the speaker and the negation.
		{"zh emphasised first person", "zh", "哪些订单还没付款？先别发短信。",
			[]testCall{countedCall("order_list", `{"paid":false}`, "A-1 | 王 | 未付\nA-2 | 李 | 未付", 2)},
			"有2笔订单未付款 {{receipt:c1}}。按你说的，我**没有发短信**。", FalseAbsence, false},
		{"zh emphasised absence stays a claim", "zh", "哪些订单还没付款？",
			[]testCall{countedCall("order_list", `{"paid":false}`, "A-1 | 王 | 未付\nA-2 | 李 | 未付", 2)},
			"结果里**没有**未付款的订单 {{receipt:c1}}。", FalseAbsence, true},
	})
}
