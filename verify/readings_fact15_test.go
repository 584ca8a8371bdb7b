package verify

import "testing"

// runFact15 is runFact11 with the receipts where the reply places them
// ({{receipt:c1}} in its text), not appended.
func runFact15(t *testing.T, cases []fact11Case) {
	t.Helper()
	runFactCases(t, cases, false)
}

// A receipt on a line of its own labels the block above it, or the
// section it opens.
func TestFact15LoneReceipt(t *testing.T) {
	fleet := countedCall("fleet_status", `{"depot": "north"}`, `{"depot":"north","vans":12,"seats_free":184,"next_service":"2027-02-11"}`, -1)
	rota := countedCall("rota_query", `{"week": 7}`, "Amal 06:00-14:00\nBea 14:00-22:00\n", 2)
	runFact15(t, []fact11Case{
		{"en section opened by a receipt", "en", "How is the north depot and who is on?", []testCall{fleet, rota},
			"## North depot\n\n{{receipt:c1}}\n\n| Item | Value |\n|---|---|\n| Free seats | 148 |\n\n## Rota\n\n{{receipt:c2}}\n\nAmal has the early shift.", true, ""},
		{"en section opened by a receipt, right value", "en", "How is the north depot and who is on?", []testCall{fleet, rota},
			"## North depot\n\n{{receipt:c1}}\n\n| Item | Value |\n|---|---|\n| Free seats | 184 |\n\n## Rota\n\n{{receipt:c2}}\n\nAmal has the early shift.", false, ""},
		{"es bloque encima del recibo", "es", "¿Cómo está el depósito norte?", []testCall{fleet, rota},
			"Depósito norte:\n\n| Dato | Valor |\n|---|---|\n| Plazas libres | 148 |\n\n{{receipt:c1}}\n\nAmal entra a las 06:00 {{receipt:c2}}.", true, ""},
		{"ja 受領証の上の表", "ja", "北デポの状況は？", []testCall{fleet, rota},
			"| 項目 | 値 |\n|---|---|\n| 空席 | 148 |\n\n{{receipt:c1}}\n\n早番はAmalさんです {{receipt:c2}}。", true, ""},
	})
}

// A date one day from a result's date is a slip of it, as the
// neighbouring month or year is; a date further off is untraced.
func TestFact15NeighbouringDay(t *testing.T) {
	exam := countedCall("exam_booking", `{"candidate": "K-77"}`, `{"candidate":"K-77","date":"2027-03-09","room":"B2"}`, -1)
	runFact15(t, []fact11Case{
		{"es día siguiente", "es", "¿Cuándo es mi examen?", []testCall{exam}, "Tu examen es el 10 de marzo en la sala B2 {{receipt:c1}}.", true, "fact/date"},
		{"zh 前一天", "zh", "考试是哪天？", []testCall{exam}, "考试在3月8日，B2 教室 {{receipt:c1}}。", true, "fact/date"},
		{"en the day itself", "en", "When is my exam?", []testCall{exam}, "Your exam is on 9 March in room B2 {{receipt:c1}}.", false, ""},
		{"en a week on is untraced", "en", "When is my exam?", []testCall{exam}, "Your exam is on 16 March in room B2 {{receipt:c1}}.", false, ""},
	})
}

// Only a length of time moves a clock time: 07:48 less a route number is
// no reading of 07:21.
func TestFact15ShiftByMinutesOnly(t *testing.T) {
	bus := countedCall("route_lookup", `{"stop": "Elm St"}`, `{"route":"27","pickup":"07:12","arrival":"07:48"}`, -1)
	late := countedCall("route_lookup", `{"stop": "Elm St"}`, `{"route":"27","pickup":"07:12","delay_min":9}`, -1)
	runFact15(t, []fact11Case{
		{"en swapped minutes", "en", "When is pickup?", []testCall{bus}, "Pickup is at 7:21 AM on route 27 {{receipt:c1}}.", true, "fact/time"},
		{"en moved by its delay", "en", "When is pickup?", []testCall{late}, "Pickup is now about 7:21 AM on route 27 {{receipt:c1}}.", false, ""},
	})
}

// A whole number is not held by a decimal's integer part (a truncation
// misrounds it), and a negative value rounds as its magnitude does.
func TestFact15Truncation(t *testing.T) {
	w := countedCall("scale_log", `{"animal": "R-4"}`, "animal,date,weight_kg\nR-4,2027-01-05,152.6\n", 1)
	f := countedCall("freezer_read", `{"unit": "F2"}`, `{"unit":"F2","temp_c":-71.6}`, -1)
	runFact15(t, []fact11Case{
		{"ja 切り捨て", "ja", "R-4の体重は？", []testCall{w}, "R-4は約152kgです {{receipt:c1}}。", true, "fact/misrounded"},
		{"ja 四捨五入", "ja", "R-4の体重は？", []testCall{w}, "R-4は約153kgです {{receipt:c1}}。", false, ""},
		{"en negative misrounded", "en", "How cold is F2?", []testCall{f}, "F2 is at about -71 °C {{receipt:c1}}.", true, "fact/misrounded"},
		{"es negativo bien redondeado", "es", "¿Qué temperatura tiene F2?", []testCall{f}, "F2 está a unos -72 °C {{receipt:c1}}.", false, ""},
	})
}

// A code may join its letters with a hyphen (WT-12) or end in a letter
// (NX548A); its digits transposed are still a misquote.
func TestFact15CodeShapes(t *testing.T) {
	v := countedCall("booking_lookup", `{"ref": "Q1"}`, `{"ref":"Q1","vessel":"Aurora","voyage":"NX548A"}`, -1)
	u := countedCall("work_orders", `{"site": "ridge"}`, "inspect blades WT-01~WT-12, lead Ana\n", 1)
	runFact15(t, []fact11Case{
		{"es viaje transpuesto", "es", "¿Qué viaje es?", []testCall{v}, "Va en el Aurora, viaje NX584A {{receipt:c1}}.", true, "fact/ident-digits"},
		{"es viaje correcto", "es", "¿Qué viaje es?", []testCall{v}, "Va en el Aurora, viaje NX548A {{receipt:c1}}.", false, ""},
		{"en another suffix is another code", "en", "Which voyage?", []testCall{v}, "It sails as voyage NX584B on the Aurora {{receipt:c1}}.", false, "fact/ident-digits"},
		{"zh 连字符编号颠倒", "zh", "巡检哪些风机？", []testCall{u}, "这次巡检 WT-01 到 WT-21，由 Ana 带队 {{receipt:c1}}。", true, "fact/ident-digits"},
		{"zh 连字符编号正确", "zh", "巡检哪些风机？", []testCall{u}, "这次巡检 WT-01 到 WT-12，由 Ana 带队 {{receipt:c1}}。", false, ""},
	})
}

// A bold word before a colon labels a field; a bold name still is one.
func TestFact15BoldLabel(t *testing.T) {
	b := countedCall("table_book", `{"party": 4}`, `{"booking":"BK-31","table":"大厅 4 人桌","host":"赵立群"}`, -1)
	runFact15(t, []fact11Case{
		{"zh 粗体标签", "zh", "订好了吗？", []testCall{b}, "- **人数**：4 人，大厅 4 人桌\n\n{{receipt:c1}}", false, "fact/cjk-name"},
		{"zh 粗体名字", "zh", "谁接待？", []testCall{b}, "接待人是**赵立军** {{receipt:c1}}。", true, "fact/cjk-name"},
	})
}
