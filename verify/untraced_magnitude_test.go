package verify

import "testing"

// A number written with a magnitude word misreads a result's value at the
// scale it writes; its rounding is the value itself.
func TestFact14MagnitudeMisread(t *testing.T) {
	const rule = "fact/value"
	sales := countedCall("sales_total", `{"title": "Harbor Lights"}`, "total,printings\n47000,6", -1)
	runFact11(t, []fact11Case{
		{"ja 万 misread", "ja", "『Harbor Lights』の累計は？", []testCall{sales},
			"6刷まで出ていて、累計4.8万部です。", true, rule},
		{"ja 万 right", "ja", "『Harbor Lights』の累計は？", []testCall{sales},
			"6刷まで出ていて、累計4.7万部です。", false, rule},
		{"zh 万 misread", "zh", "《Harbor Lights》累计多少册？", []testCall{sales},
			"共印了6次，累计4.6万册。", true, rule},
		{"hi lakh right", "hi", "कुल बिक्री?", []testCall{countedCall("sales_total", `{}`, "total\n452000", -1)},
			"कुल बिक्री 4.5 लाख प्रतियाँ रही।", false, rule},
		{"en million misread", "en", "Total downloads?", []testCall{countedCall("downloads", `{}`, "total\n1240000", -1)},
			"Total downloads stand at 1.3 million.", true, rule},
	})
	for _, tt := range []struct {
		reply, result string
		want          int
	}{
		{"3.3万", "32000", 1},
		{"51.5万", "514890", 0},
		{"3.3万", "33", -1},
		{"12万", "120000", 0},
		{"12万", "130000", 1},
		{"2.5 लाख", "150000", -1},
		{"4.81万", "41800", 1},
		{"4.71万", "41800", -1},
	} {
		n, r := scanNumbers(tt.reply)[0], scanNumbers(tt.result)[0]
		if got := scaledEdit(&n, &r); got != tt.want {
			t.Errorf("scaledEdit(%s, %s) = %d, want %d", tt.reply, tt.result, got, tt.want)
		}
	}
}
