package verify

import "testing"

// A time written to the second whose hours and minutes a result gives,
// with seconds one digit off.
func TestFact14SecondsSlip(t *testing.T) {
	const rule = "fact/time"
	laps := countedCall("lap_times", `{"heat": 2}`, "pos,rider,time\n1,K. Aalto,1:52:47\n2,R. Brandt,1:53:05\n3,S. Costa,1:55:31", 3)
	runFact11(t, []fact11Case{
		{"en 74 is no second", "en", "Who won heat 2?", []testCall{laps},
			"K. Aalto won heat 2 in 1:52:74.", false, rule},
		{"en seconds changed", "en", "Who won heat 2?", []testCall{laps},
			"K. Aalto won heat 2 in 1:52:41, ahead of R. Brandt.", true, rule},
		{"en exact", "en", "Who won heat 2?", []testCall{laps},
			"K. Aalto won heat 2 in 1:52:47, ahead of R. Brandt.", false, rule},
		{"en minutes only", "en", "Who won heat 2?", []testCall{laps},
			"K. Aalto won heat 2 in about 1:52, ahead of R. Brandt.", false, rule},
		{"es segundos", "es", "¿Quién ganó la serie 2?", []testCall{laps},
			"S. Costa terminó tercero con 1:55:13.", true, rule},
		{"zh 秒数", "zh", "第二组谁赢了？", []testCall{laps},
			"第二组 R. Brandt 用时 1:53:50。", true, rule},
		{"ja 秒の誤り", "ja", "2組目の1位は？", []testCall{laps},
			"1位は K. Aalto で、タイムは 1:52:42 です。", true, rule},
		{"hi सेकंड", "hi", "हीट 2 किसने जीती?", []testCall{laps},
			"हीट 2 K. Aalto ने 1:52:48 में जीती।", true, rule},
		// Seconds far from every result's: another time, not a slip.
		{"en other seconds", "en", "Who won heat 2?", []testCall{laps},
			"K. Aalto won heat 2 in 1:52:13.", false, rule},
	})
}
