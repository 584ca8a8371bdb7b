package verify

import "testing"

// TestGluedDigitsReceipt: a receipt written straight before a word of a
// language without spaces that opens with digits is the receipt; a forged
// one in the same place stays forged, and so does one followed by Latin
// text or by digits and a space.
func TestGluedDigitsReceipt(t *testing.T) {
	visits := countedCall("visit_log", `{"member": "M-20"}`, "date,kind\n2025-03-01,lunch\n2025-03-04,lunch", 2)
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
	scans := countedCall("scan_log", `{"line": "3"}`, "time,box,weight,defects\n08:00,A1,12.1,0\n08:05,A2,11.9,2\n08:10,A3,12.0,1", 3)
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

// TestPotentialNegativeFailure: the Japanese and Chinese potential
// negatives of opening and reading (開けませんでした, 打不开) report a
// failed attempt, so a link handed back after them for the user to open
// is no source; 見られませんでした ("was not seen") is no failure, and a
// link for further reading after it is still held to the record.
func TestPotentialNegativeFailure(t *testing.T) {
	fetch := testCall{ID: "c1", Tool: "http_fetch", Args: []byte(`{"url": "https://rules.example.org/2027/guide.pdf"}`), Status: "error", Result: "error: HTTP 404 Not Found"}
	cal := countedCall("calendar_list", `{"from": "2027-02-01"}`, "2027-02-14 08:00 Winter meet", 1)
	cal.ID = "c2"
	for _, tt := range []struct {
		name, lang, reply string
		want              bool
	}{
		{"ja 開けませんでした", "ja", "要項のPDFは404で開けませんでした。お手数ですが https://rules.example.org/2027/guide.pdf をご自身で開いてみてください。", false},
		{"ja 読み込めなかった", "ja", "要項のページが読み込めなかったので、https://rules.example.org/2027/guide.pdf をご自身で開いてみてください。", false},
		{"ja 見られませんでした", "ja", "大きな異常は見られませんでした。詳しくは https://rules.example.org/2027/guide.pdf をご覧ください。", true},
	} {
		tc := testCase{ID: "x", Lang: tt.lang, Request: "?", Tools: []string{"http_fetch", "calendar_list"}, Calls: []testCall{fetch, cal}, Reply: tt.reply + " {{receipt:c2}}"}
		reply, rec := build(t, tc)
		got := false
		for _, f := range Check(reply, rec).Findings {
			got = got || f.Type == UnfetchedSource
		}
		if got != tt.want {
			t.Errorf("%s: unfetched_source %v, want %v", tt.name, got, tt.want)
		}
	}
}
