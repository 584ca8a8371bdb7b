package verify

import "testing"

// The whole part of a result's decimal is no copy of it, and a key that
// names a temperature gives its value in degrees: a decimal cut short or
// misrounded, in degrees, is a misrounding.
func TestFact14DecimalHeadAndTemperature(t *testing.T) {
	const rule = "fact/misrounded"
	furnace := countedCall("furnace_read", `{"unit": "F3"}`, `{"unit":"F3","melt_zone_c":1548.7,"feed_kg_h":310.5}`, -1)
	bath := countedCall("bath_sensor", `{"pool": "east"}`, "2031-05-02 09:00 pool_temp=37.6 level_cm=142 status=OK", -1)
	runFact11(t, []fact11Case{
		{"es parte entera", "es", "¿A cuánto está el F3?", []testCall{furnace},
			"El F3 está a 1548 °C en la zona de fusión.", true, rule},
		{"es bien redondeado", "es", "¿A cuánto está el F3?", []testCall{furnace},
			"El F3 está a 1549 °C en la zona de fusión.", false, rule},
		{"en whole part", "en", "How hot is F3?", []testCall{furnace},
			"F3's melt zone is at 1548 °C.", true, rule},
		{"ja 温度キー", "ja", "東プールの水温は？", []testCall{bath},
			"東プールは約38℃です。", false, rule},
		{"ja 温度キー 誤り", "ja", "東プールの水温は？", []testCall{bath},
			"東プールは約37℃です。", true, rule},
		{"zh 温度键", "zh", "东池水温多少？", []testCall{bath},
			"东池水温约37℃。", true, rule},
		{"hi तापमान", "hi", "पूर्वी पूल का तापमान?", []testCall{bath},
			"पूर्वी पूल लगभग 37°C पर है।", true, rule},
	})
	// A plain decimal's whole part, and a dotted date's year or an
	// address's part, which stay held.
	for _, tt := range []struct {
		s, digits string
		en        int
		want      bool
	}{
		{"melt 1548.7 c", "1548", 9, true},
		{"on 2031.05.02 at", "2031", 7, false},
		{"v 10.0.0.1", "10", 4, false},
		{"1548 and", "1548", 4, false},
		{"1548.7", "1548.7", 6, false},
	} {
		if got := decimalAfter(tt.s, tt.en, tt.digits); got != tt.want {
			t.Errorf("decimalAfter(%q, %d, %q) = %v, want %v", tt.s, tt.en, tt.digits, got, tt.want)
		}
	}
}
