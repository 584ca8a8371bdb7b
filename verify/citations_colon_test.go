package verify

import "testing"

// A receipt on a line ending with a colon labels the table right below
// it: a misread cell is held to that call. A list below it, or a receipt
// beside another on a line of sources, labels nothing.
func TestFact16ColonTable(t *testing.T) {
	const rule = "fact/misrounded"
	pits := countedCall("pit_sensors", `{"site": "N"}`, `[{"pit":"A","depth_m":12.46},{"pit":"B","depth_m":9.8}]`, 2)
	crew := countedCall("crew_roster", `{"site": "N"}`, "crew=4 lead=Okafor", -1)
	table := "| Pit | Depth |\n|---|---|\n| A | 12.4 m |\n| B | 9.8 m |"
	runFactCases(t, []fact11Case{
		{"en colon after receipt", "en", "How deep are the pits?", []testCall{pits, crew},
			"The crew is 4 {{receipt:c2}}. Depths at site N {{receipt:c1}}:\n\n" + table, true, rule},
		{"en first receipt of the reply", "en", "How deep are the pits?", []testCall{pits, crew},
			"Depths at site N {{receipt:c1}}:\n\n" + table + "\n\nThe crew is 4 {{receipt:c2}}.", true, rule},
		{"es receipt after colon", "es", "¿Qué profundidad tienen los pozos?", []testCall{pits, crew},
			"La cuadrilla es de 4 {{receipt:c2}}. Profundidades en N: {{receipt:c1}}\n\n" + table, true, rule},
		{"zh 全角冒号", "zh", "坑有多深？", []testCall{pits, crew},
			"班组4人 {{receipt:c2}}。N 区各坑深度 {{receipt:c1}}：\n\n" + table, true, rule},
		{"en rounded right", "en", "How deep are the pits?", []testCall{pits, crew},
			"The crew is 4 {{receipt:c2}}. Depths at site N {{receipt:c1}}:\n\n| Pit | Depth |\n|---|---|\n| A | 12.5 m |\n| B | 9.8 m |", false, rule},
		{"en no colon", "en", "How deep are the pits?", []testCall{pits, crew},
			"The crew is 4 {{receipt:c2}}. Depths at site N {{receipt:c1}}.\n\n" + table, false, rule},
		{"en sources line", "en", "How deep are the pits?", []testCall{pits, crew},
			"Depths and crew, from {{receipt:c2}} {{receipt:c1}}:\n\n" + table, false, rule},
	}, false)
}
