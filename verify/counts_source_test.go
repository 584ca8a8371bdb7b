package verify

import "testing"

// The smaller of two counts joined by a preposition of origin or a
// genitive counts the groups the items come from, which no count of the
// listing gives; a count of kinds, a whole before its part and the items'
// own count are still held to it.
func TestCountOfSources(t *testing.T) {
	crates := ninthCall("intake_log", `{"date": "2026-06-02"}`,
		"crate,farm,kg\nK-1,Alder,220\nK-2,Alder,180\nK-3,Birch,205\nK-4,Cedar,199\nK-5,Cedar,240\n", 5)
	runNinth(t, []ninthCase{
		{"en crates from farms", "en", "What came in today, and from which farms?", crates, true,
			"Today we took in 5 crates from 3 farms.", CountMismatch, false, ""},
		{"es cajas de fincas", "es", "¿Qué entró hoy y de qué fincas?", crates, true,
			"Hoy entraron 5 cajas de 3 fincas.", CountMismatch, false, ""},
		{"zh farms' crates", "zh", "今天进了哪些货？来自哪些农场？", crates, true,
			"今天收到3个农场的5箱货。", CountMismatch, false, ""},
		{"ja farms' crates", "ja", "今日の入荷はどの農場から？", crates, true,
			"今日は3つの農場から5箱入りました。", CountMismatch, false, ""},
		{"hi farms' crates", "hi", "आज कितनी पेटियाँ आईं और किन खेतों से?", crates, true,
			"आज 3 खेतों से 5 पेटियाँ आईं।", CountMismatch, false, ""},
		{"en wrong count of crates still", "en", "How many crates came in today, and from which farms?", crates, true,
			"Today we took in 6 crates from 3 farms.", CountMismatch, true, ""},
		{"zh wrong count of lots still", "zh", "今天进了哪些货？来自哪些农场？", crates, true,
			"今天收到3个农场的6批货。", CountMismatch, true, ""},
	})
}
