package verify

import "testing"

// TestQuantifiedNounAbsence covers the noun a negative quantifier counts
// out (a Hindi noun after कोई, a label before a bare quantifier), the
// Spanish pronoun before an adverb of time, and 别 inside a Chinese word.
func TestQuantifiedNounAbsence(t *testing.T) {
	tanks := countedCall("sql_query", `{"query":"SELECT id FROM vessels WHERE site='dock 4' AND inspected IS NULL"}`, "T-31\nT-36", 2)
	alarms := countedCall("alarm_log", `{"site":"dock 4"}`, "02:10 HIGH_PRESSURE P-2", 1)
	events := countedCall("event_log", `{"site":"dock 4","level":"high"}`, "02:10 HIGH_PRESSURE P-2", 1)
	runTypedCases(t, []typedCase{
		{"hi noun of the request after कोई भी", "hi", "डॉक 4 का कोई टैंक बिना जाँच के तो नहीं?",
			[]testCall{tanks},
			"मैंने सूची देखी — इनमें से कोई भी टैंक हमारे यहाँ नहीं है {{receipt:c1}}।", FalseAbsence, true},
		{"hi short Latin noun of the request after कोई", "hi", "डॉक 4 पर कोई VAS कटौती हुई?",
			[]testCall{countedCall("account_statement", `{"site":"dock 4"}`, "VAS: Games Zone -19.00", 1)},
			"कोई VAS कटौती नहीं हुई {{receipt:c1}}।", FalseAbsence, true},
		{"hi speaker's word after कोई", "hi", "डॉक 4 का कोई टैंक बिना जाँच के तो नहीं?",
			[]testCall{tanks},
			"मैंने सूची देखी — इनमें से कोई भी बात हमारे यहाँ नहीं है {{receipt:c1}}।", FalseAbsence, false},
		{"en plural label, singular request", "en", "Was there any alarm at dock 4 overnight?",
			[]testCall{events},
			"**Alarms:** none {{receipt:c1}}.", FalseAbsence, true},
		{"hi bounded label", "hi", "डॉक 4 पर 3 बजे के बाद कोई अलार्म?",
			[]testCall{alarms},
			"**3 बजे के बाद:** कोई नहीं {{receipt:c1}}।", FalseAbsence, false},
		{"es pronoun before an adverb of time", "es", "¿Hubo alguna alarma en el muelle 4?",
			[]testCall{alarms},
			"**Alarmas:** ninguna todavía {{receipt:c1}}.", FalseAbsence, true},
		{"es pronoun with an empty result", "es", "¿Hubo alguna alarma en el muelle 4?",
			[]testCall{countedCall("alarm_log", `{"site":"muelle 4"}`, "", 0)},
			"**Alarmas:** ninguna todavía {{receipt:c1}}.", FalseAbsence, false},
		{"zh 别 inside 类别", "zh", "仓库有没有温度报警？",
			[]testCall{alarms},
			"按类别查了一遍，没有查到温度报警{{receipt:c1}}。", FalseAbsence, true},
		{"zh prohibitive 别 still negates", "zh", "仓库有没有温度报警？",
			[]testCall{alarms},
			"你先别查了，没有查到温度报警的话我再看{{receipt:c1}}。", FalseAbsence, false},
	})
}
