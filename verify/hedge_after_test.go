package verify

import "testing"

// A hedge after a value (前後, 左右, के आसपास) says it is rounded, as one
// before it does: a value with one digit changed from the result's, at
// the reply's own precision, is a misread, not a rounding.
func TestHedgeAfterEdit(t *testing.T) {
	sea := countedCall("sea_conditions", `{"area": "kerama"}`, `{"area":"kerama","wave_m":1.5,"water_temp_c":25.8,"visibility_m":"20-25"}`, -1)
	runFact15(t, []fact11Case{
		{"ja 前後の一桁違い", "ja", "水温は？", []testCall{sea},
			"水温26.8℃前後、波1.5mの見込みです {{receipt:c1}}。", true, "fact/value"},
		{"ja 前後で結果どおり", "ja", "水温は？", []testCall{sea},
			"水温25.8℃前後、波1.5mの見込みです {{receipt:c1}}。", false, ""},
		{"ja 前後で丸めた値", "ja", "水温は？", []testCall{sea},
			"水温26℃前後、波1.5mの見込みです {{receipt:c1}}。", false, ""},
		{"zh 左右的一位之差", "zh", "水温多少？", []testCall{sea},
			"水温 26.8 度左右，浪高 1.5 米 {{receipt:c1}}。", true, "fact/value"},
	})
}

// The same in Spanish and Hindi, whose hedges may follow the value; a
// hedged percentage is most often worked out, and is left alone.
func TestHedgeAfterEditEsHi(t *testing.T) {
	sea := countedCall("sea_conditions", `{"area": "kerama"}`, `{"area":"kerama","wave_m":1.5,"water_temp_c":25.8,"visibility_m":"20-25"}`, -1)
	frp := countedCall("http_fetch", `{"url": "https://dfpd.example.gov.in/frp"}`, "FRP: Rs 355 per quintal linked to a basic recovery of 10.25%\n", -1)
	runFact15(t, []fact11Case{
		{"es más o menos, un dígito", "es", "¿Qué temperatura tiene el agua?", []testCall{sea},
			"El agua está a 26,8 °C más o menos, con olas de 1,5 m {{receipt:c1}}.", true, "fact/value"},
		{"hi के आसपास, एक अंक", "hi", "पानी का तापमान?", []testCall{sea},
			"पानी 26.8 °C के आसपास है, लहरें 1.5 मीटर {{receipt:c1}}।", true, "fact/value"},
		{"hi प्रतिशत के आसपास", "hi", "FRP कितना है?", []testCall{frp},
			"FRP ₹355 प्रति क्विंटल है, 10.25% की मूल रिकवरी पर {{receipt:c1}}। हमारी रिकवरी 10.5% के आसपास है।", false, ""},
	})
}
