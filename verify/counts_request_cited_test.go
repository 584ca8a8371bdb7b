package verify

import "testing"

// TestListingCallCited covers a count of the request's noun in a turn of
// several calls: the one listing the clause cites is the one it counts,
// unless the clause cites two or names another call's argument.
func TestListingCallCited(t *testing.T) {
	kennels := countedCall("kennel_search", `{"shelter":"north"}`, "K-1 free\nK-4 free\nK-7 free", 3)
	weather := okCall("weather", `{"city":"Leeds"}`, `{"temp_c":9}`)
	vets := countedCall("vet_rota", `{"week":"2026-W02"}`, "Dr Okafor\nDr Lind", 2)
	runTypedCases(t, []typedCase{
		{"en cited listing miscounted", "en", "Which kennels are free at the north shelter?",
			[]testCall{kennels, weather},
			"There are 4 kennels free {{receipt:c1}}, and it is 9 °C outside {{receipt:c2}}.", CountMismatch, true},
		{"en cited listing counted right", "en", "Which kennels are free at the north shelter?",
			[]testCall{kennels, weather},
			"There are 3 kennels free {{receipt:c1}}, and it is 9 °C outside {{receipt:c2}}.", CountMismatch, false},
		{"en two listings cited", "en", "Which kennels are free, and who is on the vet rota?",
			[]testCall{kennels, vets},
			"There are 4 kennels free {{receipt:c1}} {{receipt:c2}}.", CountMismatch, false},
		{"es cited listing miscounted", "es", "¿Cuántas perreras quedan libres?",
			[]testCall{countedCall("kennel_search", `{"refugio":"norte"}`, "P-1\nP-4\nP-7", 3), okCall("weather", `{"city":"Lugo"}`, `{"temp_c":9}`)},
			"Quedan 2 perreras libres {{receipt:c1}} y hace 9 °C {{receipt:c2}}.", CountMismatch, true},
		{"hi cited listing miscounted", "hi", "कितने कमरे खाली हैं?",
			[]testCall{countedCall("room_search", `{"hostel":"b"}`, "R-1\nR-4\nR-7", 3), okCall("weather", `{"city":"Pune"}`, `{"temp_c":29}`)},
			"5 कमरे खाली हैं {{receipt:c1}}, और बाहर 29 °C है {{receipt:c2}}।", CountMismatch, true},
		// The clause names the other call's file: its count may be of
		// that file's lines, whatever the receipt.
		{"en other call's argument named", "en", "What is in conf/, and which settings does conf/app.ini need?",
			[]testCall{countedCall("list_dir", `{"path":"conf"}`, "app.ini\nlog.ini", 2), okCall("file_read", `{"path":"conf/app.ini"}`, "host=\nport=\nuser=")},
			"By app.ini these 3 settings are needed {{receipt:c1}}.", CountMismatch, false},
	})
}
