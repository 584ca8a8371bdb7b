package verify

import "testing"

// A CSV row keyed by its first field even when a later field has a space:
// a reply row that names both fields of a result row is about that row.
func TestFpfactCSVRowKey(t *testing.T) {
	lanes := countedCall("sql_query", `{"q": "lanes"}`, "from_name,to_name,transfers,units\nRiverside,Elm Street,12,486\nElm Street,Harbourside,9,330\nNorthgate,Riverside,7,215\n", 3)
	runFact11(t, []fact11Case{
		{"en table row naming both fields", "en", "Busiest lanes?", []testCall{lanes},
			"| Lane | Transfers | Units |\n|---|---|---|\n| Riverside → Elm Street | 12 | 486 |\n| Elm Street → Harbourside | 9 | 330 |", false, ""},
		{"zh 表格行", "zh", "哪条线路最忙？", []testCall{lanes},
			"| 线路 | 次数 | 件数 |\n|---|---|---|\n| Riverside → Elm Street | 12 | 486 |", false, ""},
	})
}

// A clause that states the named row's own value for the field another
// row fills with the same figure has not swapped them: the figure is
// something else of the record.
func TestFpfactOwnFieldStated(t *testing.T) {
	ledger := countedCall("rent_ledger", `{"status": "overdue"}`, "stall months amount\nP-44  5  1790.00\nP-12  4  1642.00\nP-31  3  967.50\n", 3)
	sensors := okCall("shell", `{"cmd": "sensors"}`, "Inlet Temp    24.000  ok\nExhaust Temp  38.000  ok\nCPU1 Temp     61.000  ok\nCPU2 Temp     58.000  ok\n")
	runFact11(t, []fact11Case{
		{"es own months stated, a date's day beside", "es", "¿Quién debe más?", []testCall{ledger},
			"| P-12 | 4 meses | 1.642,00 € | desde el 5 ago |", false, ""},
		{"en exhaust stated, then the CPUs", "en", "How hot is it?", []testCall{sensors},
			"Exhaust is 38 °C and the CPUs are at 61 and 58 °C.", false, ""},
	})
}
