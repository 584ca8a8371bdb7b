package verify

import "testing"

// A result whose key names a unit of time ("avg_trial_days") states a
// length of time: a reply's length of time is held to it, not taken for
// general knowledge, unless it is that value in another unit.
func TestDurationKeyed(t *testing.T) {
	trials := countedCall("trial_stats", `{"quarter": "Q3"}`, `{"quarter":"Q3","jury_trials":23,"avg_trial_days":3.4}`, -1)
	queue := countedCall("queue_stats", `{"desk": "B"}`, `{"desk":"B","served":140,"avg_wait_min":12}`, -1)
	health := countedCall("http_fetch", `{"url": "https://checkout.example.com/healthz"}`, `{"status":"UP","uptime_s":86412}`, -1)
	runFact15(t, []fact11Case{
		{"en average length misread", "en", "How long do jury trials last?", []testCall{trials},
			"There were 23 jury trials, averaging 4.3 days {{receipt:c1}}.", true, "fact/value"},
		{"en average length as given", "en", "How long do jury trials last?", []testCall{trials},
			"There were 23 jury trials, averaging 3.4 days {{receipt:c1}}.", false, ""},
		{"es espera mal leída", "es", "¿Cuánto se espera en el mostrador B?", []testCall{queue},
			"En el mostrador B se atendió a 140 personas, con una espera media de 21 minutos {{receipt:c1}}.", true, "fact/value"},
		{"es espera en horas", "es", "¿Cuánto se espera en el mostrador B?", []testCall{queue},
			"En el mostrador B se atendió a 140 personas, con una espera media de 0,2 horas {{receipt:c1}}.", false, ""},
		{"hi औसत अवधि गलत", "hi", "जूरी ट्रायल कितने दिन चलते हैं?", []testCall{trials},
			"23 जूरी ट्रायल हुए, औसतन 4.3 दिन {{receipt:c1}}।", true, "fact/value"},
		{"zh 秒换成小时", "zh", "健康检查接口怎么样？", []testCall{health},
			"整体状态 UP，已运行约 24 小时 {{receipt:c1}}。", false, ""},
	})
}
