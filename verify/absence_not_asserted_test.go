package verify

import "testing"

// TestNotAsserted: an absence word that closes a yes-no question ("做了没有",
// "ないか確認"), or a "nothing" that is the subject of a verb of indicating
// ("nothing suggests…"), or a check the reply advises ("convendría
// confirmar que ningún…"), says nothing of what a result held; the same
// words as a plain existential stay claims.
func TestNotAsserted(t *testing.T) {
	const wake = `[{"room":"A1-5","wake":"07:30","guest":"刘子墨"},{"room":"B2-1","wake":"07:30","guest":"张悦"}]`
	const splits = `[{"split":"30K","time":"2:28:31"},{"split":"35K","time":"2:53:09"}]`
	const fardos = `[{"fardo":"F-01","kg":193},{"fardo":"F-02","kg":251}]`
	const temps = `[{"time":"10:02","oil_c":172},{"time":"10:40","oil_c":168}]`
	runAbsenceCases(t, []absenceCase{
		{"zh 做了没有", "zh", "今早有叫醒服务吗？", "wakeup_list", `{"date":"today"}`, wake, 2,
			"今早 7:30 要叫醒刘子墨和张悦 {{receipt:c1}}，确认一下做了没有。", false},
		{"zh 没有 an existential", "zh", "今早有叫醒服务吗？", "wakeup_list", `{"date":"today"}`, wake, 2,
			"今早没有叫醒服务 {{receipt:c1}}。", true},
		{"en nothing suggests", "en", "Was her 35K split cut short?", "chip_splits", `{"bib":5512}`, splits, 2,
			"The 30K and 35K splits are close {{receipt:c1}}; nothing suggests the 35K split was cut short.", false},
		{"en nothing at 35K", "en", "Was her 35K split cut short?", "chip_splits", `{"bib":5512}`, splits, 2,
			"There is no 35K split recorded for her {{receipt:c1}}.", true},
		{"es confirmar que ningún", "es", "¿Cuánto pesan los fardos?", "fardos_lote", `{"lote":"A"}`, fardos, 2,
			"Hay 2 fardos {{receipt:c1}}; convendría confirmar que ningún fardo quede fuera del rango.", false},
		{"ja ないか確認", "ja", "フライヤーの油温は？", "haccp_log", `{"fryer":"k0218"}`, temps, 2,
			"油温の記録は2件です {{receipt:c1}}。油温が下がっていなかったか、フライヤーの記録も見ておくと安心です。", false},
	})
}
