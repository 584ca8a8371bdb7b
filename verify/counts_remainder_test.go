package verify

import "testing"

// TestRemainderCount covers counts of what is left (counts_remainder.go):
// a capacity less what is taken, per row or summed over the rows, is no
// count of the rows; a remainder the arithmetic does not give still is.
func TestRemainderCount(t *testing.T) {
	const seats = "section  capacity  sold\nBalcony 2  40  40\nStalls  120  113\nBox  12  8\n"
	var cases []typedCase
	for _, tt := range []struct {
		name, lang, request, reply string
		want                       bool
	}{
		{"en remainders", "en", "Any seats left for Friday?",
			"Only 11 seats are left {{receipt:c1}}: 7 seats in the stalls and 4 seats in the box.", false},
		{"es quedan", "es", "¿Quedan entradas para el viernes?",
			"Para el viernes quedan 11 entradas {{receipt:c1}}: 7 entradas en platea y 4 entradas en el palco.", false},
		{"es quedan wrong", "es", "¿Quedan entradas para el viernes?",
			"Para el viernes quedan 13 entradas {{receipt:c1}}.", true},
		{"zh 还剩", "zh", "周五还有票吗？",
			"周五还剩 11 张 {{receipt:c1}}：池座 7 张、包厢 4 张。", false},
		{"zh 还剩 wrong", "zh", "周五还有票吗？",
			"周五还剩 14 张 {{receipt:c1}}。", true},
		{"ja 残り", "ja", "金曜の席は残ってる？",
			"金曜は残り11席です {{receipt:c1}}：一階席7席、ボックス4席。", false},
		{"hi बची", "hi", "शुक्रवार के लिए सीटें बची हैं?",
			"शुक्रवार के लिए 11 सीटें बची हैं {{receipt:c1}}: Stalls में 7 सीटें और Box में 4 सीटें।", false},
		{"hi per row", "hi", "शुक्रवार के लिए सीटें बची हैं?",
			"शुक्रवार के लिए सीटें हैं {{receipt:c1}}:\n- Stalls — 7 सीटें खाली\n- Box — 4 सीटें खाली", false},
	} {
		cases = append(cases, typedCase{tt.name, tt.lang, tt.request, []testCall{okCall("seat_map", `{"show":"fri"}`, seats)}, tt.reply, CountMismatch, tt.want})
	}
	runTypedCases(t, cases)
}
