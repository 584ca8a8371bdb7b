package verify

import "testing"

// TestNullFieldLine: a result of "key: value" lines that writes a field as
// "key: null" holds that field empty, as {"key":null} does: a clause that
// names the field empty restates it; a field with a value stays a claim.
func TestNullFieldLine(t *testing.T) {
	const pagos = "animales_esquilados: 1240\nanticipo_pagado_ars: 800000\nsaldo_registrado_ars: null\n"
	const paid = "animales_esquilados: 1240\nanticipo_pagado_ars: 800000\nsaldo_registrado_ars: 998000\n"
	const args = `{"comparsa":"Ñancupil"}`
	runAbsenceCases(t, []absenceCase{
		{"es saldo null", "es", "¿Cuánto les debemos?", "comparsa_pagos", args, pagos, 1,
			"Quedan $ 998.000 por pagar {{receipt:c1}}. En el sistema el saldo todavía figura vacío, conviene cargarlo.", false},
		{"es saldo set", "es", "¿Cuánto les debemos?", "comparsa_pagos", args, paid, 1,
			"Quedan $ 998.000 por pagar {{receipt:c1}}. En el sistema el saldo todavía figura vacío, conviene cargarlo.", true},
		{"en balance null", "en", "What do we still owe them?", "vendor_ledger", `{"vendor":"acme"}`, "invoiced_usd: 5200\nbalance_due: null\n", 1,
			"They invoiced $5,200 {{receipt:c1}}. The balance field is empty in the system, so enter it.", false},
	})
}
