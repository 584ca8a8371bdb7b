package verify

import "testing"

// TestGluedDigitsReceipt: a receipt written straight before a word of a
// language without spaces that opens with digits is the receipt; a forged
// one in the same place stays forged, and so does one followed by Latin
// text or by digits and a space.
func TestGluedDigitsReceipt(t *testing.T) {
	visits := ninthCall("visit_log", `{"member": "M-20"}`, "date,kind\n2025-03-01,lunch\n2025-03-04,lunch", 2)
	runNinth(t, []ninthCase{
		{"zh digits of the next word", "zh", "他三月来了几次？", visits, false, "他三月来了2次{{receipt:c1}}3月4日那次也是午餐。", ForgedReceipt, false, ""},
		{"ja digits of the next word", "ja", "3月は何回来ましたか？", visits, false, "3月は2回です{{receipt:c1}}4日も昼食でした。", ForgedReceipt, false, ""},
		{"zh forged, digits glued", "zh", "他三月来了几次？", visits, false, "他三月来了2次{{forged}}3月4日那次也是午餐。", ForgedReceipt, true, ""},
		{"en digits then a space", "en", "How many visits in March?", visits, false, "Two visits {{receipt:c1}}12 in March.", ForgedReceipt, true, ""},
		{"zh letters glued", "zh", "他三月来了几次？", visits, false, "他三月来了2次{{receipt:c1}}ab月。", ForgedReceipt, true, ""},
	})
}

// TestEmbeddedQuestionAbsence: what a result does not hold can be the
// answer to a question ("whether", かどうか, 是否, या नहीं); that is no
// claim that the result came back empty. An absence of items beside the
// same rows still is.
func TestEmbeddedQuestionAbsence(t *testing.T) {
	scans := ninthCall("scan_log", `{"line": "3"}`, "time,box,weight,defects\n08:00,A1,12.1,0\n08:05,A2,11.9,2\n08:10,A3,12.0,1", 3)
	runNinth(t, []ninthCase{
		{"ja かどうかまでは", "ja", "3番ラインの計量記録は？", scans, true, "不良3個がいずれも同じ箱のものかどうかまではログに出ていないので、必要なら確認してください。", FalseAbsence, false, ""},
		{"ja items absent, no question", "ja", "3番ラインの計量記録は？", scans, true, "計量記録は見つかりませんでした。", FalseAbsence, true, ""},
		{"es si + clause", "es", "¿Registros de pesaje de la línea 3?", scans, true, "En el registro no hay nada que indique si se pesaron dos veces.", FalseAbsence, false, ""},
		{"es items absent", "es", "¿Registros de pesaje de la línea 3?", scans, true, "En el registro no hay nada de la línea 3.", FalseAbsence, true, ""},
		{"es conditional si", "es", "¿Registros de pesaje de la línea 3?", scans, true, "En el registro no hay nada, si miras la línea 3.", FalseAbsence, true, ""},
		{"zh 是否", "zh", "3号线的称重记录？", scans, true, "三箱都称过了。是否同一个人操作，记录里没有写。", FalseAbsence, false, ""},
		{"hi या नहीं", "hi", "लाइन 3 का वज़न रिकॉर्ड?", scans, true, "तीनों डिब्बे तौले गए। एक ही कर्मचारी था या नहीं, यह रिकॉर्ड में नहीं है।", FalseAbsence, false, ""},
		{"hi word ending in या", "hi", "लाइन 3 का वज़न रिकॉर्ड?", scans, true, "लाइन 3 का कोई बकाया नहीं मिला।", FalseAbsence, true, ""},
	})
}
