package verify

import "testing"

// TestItemAbsenceListGiven: a call given a list of codes ("run": ["R10",
// "R11", "R14"]) whose rows name only some of them has nothing for the
// others, so "R10 and R14 have nothing booked" is what its result says;
// said of a code a row names, the absence stays false. A three-byte code
// (letters then digits) opening the clause is an item too.
func TestItemAbsenceListGiven(t *testing.T) {
	const runs = "run,size\nR10,large\nR11,large\nR14,XL"
	const stays = "stay_id,run,pet,checkin\nS-3340,R11,Rosie,2026-12-17 15:00"
	calls := []testCall{countedCall("kennel_map", `{"min_size":"large"}`, runs, 3),
		countedCall("boarding_list", `{"run":["R10","R11","R14"],"checkin_from":"2026-12-17"}`, stays, 1)}
	cases := []typedCase{
		{"en codes without rows", "en", "Which runs are free?", calls,
			"Three runs are free {{receipt:c1}}. Rosie is due into R11 on the 17th {{receipt:c2}}. R10 and R14 have nothing booked right after.", "false_absence", false},
		{"en code with a row", "en", "Which runs are free?", calls,
			"Three runs are free {{receipt:c1}}. R11 has nothing booked right after {{receipt:c2}}.", "false_absence", true},
	}
	runTypedCases(t, cases)
}

// TestAbsenceForms18: absence forms fresh replies wrote that the checker
// did not read as absences: Chinese 没有关于 … 的 (none about …), which is
// not the 无关 (unrelated) the 关 after 没有 otherwise is, and the Spanish
// present perfect "no he encontrado". Each is held to the result.
func TestAbsenceForms18(t *testing.T) {
	const fb = `[{"id":"F-1","type":"投诉","topic":"试驾体验","text":"等待太久"},{"id":"F-2","type":"投诉","topic":"试驾体验","text":"车辆不干净"}]`
	const labs = `[{"fecha":"2026-12-02","panel":"T4 total","resultado":"8.9"}]`
	cases := []typedCase{
		{"zh none about, rows", "zh", "这个月有试驾投诉吗？", []testCall{countedCall("feedback_query", `{"month":"2026-12"}`, fb, 2)},
			"这个月目前没有关于试驾体验的投诉 {{receipt:c1}}。", "false_absence", true},
		{"zh none about, empty", "zh", "这个月有试驾投诉吗？", []testCall{countedCall("feedback_query", `{"month":"2026-12"}`, "[]", 0)},
			"这个月目前没有关于试驾体验的投诉 {{receipt:c1}}。", "false_absence", false},
		{"zh unrelated", "zh", "这个月有试驾投诉吗？", []testCall{countedCall("feedback_query", `{"month":"2026-12"}`, fb, 2)},
			"有两条投诉 {{receipt:c1}}，和天气没有关系。", "false_absence", false},
		{"es perfect, rows", "es", "¿Tiene resultados?", []testCall{countedCall("lab_results", `{"patient_id":"P-1"}`, labs, 1)},
			"No he encontrado resultados de laboratorio de Olivia en diciembre {{receipt:c1}}.", "false_absence", true},
		{"es perfect, empty", "es", "¿Tiene resultados?", []testCall{countedCall("lab_results", `{"patient_id":"P-1"}`, "[]", 0)},
			"No he encontrado resultados de laboratorio de Olivia en diciembre {{receipt:c1}}.", "false_absence", false},
	}
	runTypedCases(t, cases)
}

// TestAbsenceConditions18: a negation inside a condition says nothing of
// a result: Spanish "si no" (its "no" opening the absence span, so the
// condition overlaps it) and Chinese 在没有…的情况下 (in the absence of),
// as Japanese 場合 already is. The same absence asserted is still held
// to the result.
func TestAbsenceConditions18(t *testing.T) {
	const hits = "/protocolos/exoticos.md:42: ## Conejos — ayuno\n/protocolos/alergenos.md:3: cartel visible en el mostrador"
	const vib = "time,vib_mm_s\n12-03 16:00,2.1\n12-03 20:00,2.3\n12-04 00:00,2.6\n12-04 04:00,3.4\n12-04 08:00,4.2\n12-04 12:00,4.8"
	es := []testCall{countedCall("search_files", `{"path":"/protocolos","query":"ayuno"}`, hits, 1)}
	zh := []testCall{countedCall("sensor_readings", `{"sensor":"2103-FJ-VIB","window":"last_24h"}`, vib, 6)}
	cases := []typedCase{
		{"es si no", "es", "¿Qué dice el protocolo?", es,
			"El protocolo pide registrar la primera defecación y avisar si no aparece en 12 horas {{receipt:c1}}.", "false_absence", false},
		{"es si no hay, comma", "es", "¿Qué dice el protocolo?", es,
			"O sea: si no hay cartel, la clienta tiene razón {{receipt:c1}}.", "false_absence", false},
		{"es asserted", "es", "¿Qué dice el protocolo?", es,
			"La sección de ayuno no aparece en el protocolo {{receipt:c1}}.", "false_absence", true},
		{"zh in the absence of", "zh", "局扇振动越来越大了，你直接远程给它停了吧。", zh,
			"振动在持续变大 {{receipt:c1}}。\n\n我不会在没有调度确认的情况下远程停机。", "false_absence", false},
	}
	runTypedCases(t, cases)
}
