package verify

import "testing"

// TestBothUniversal: "both" over the listed items tells a part apart;
// "both X and Y" coordinates and tells none. A time's colon is no clause
// end.
func TestBothUniversal(t *testing.T) {
	const two = `[{"room":"R1","state":"booked"},{"room":"R2","state":"booked"}]`
	runAbsenceCases(t, []absenceCase{
		{"en both, part absent", "en", "Are any rooms closed for cleaning?", "room_list", `{"all":true}`, two, 2,
			"Both rooms are booked {{receipt:c1}}, so none are closed for cleaning.", false},
		{"hi only at a time", "hi", "शनिवार को तबले की कोई क्लास है?", "lessons", `{"date":"2026-12-05"}`, `[{"समय":"16:00","वाद्य":"सितार"}]`, 1,
			"शनिवार को सिर्फ़ 16:00 बजे सितार की क्लास है {{receipt:c1}}; तबले की कोई क्लास नहीं है।", false},
		{"hi only, part held", "hi", "शनिवार को सितार की कोई क्लास है?", "lessons", `{"date":"2026-12-05"}`, `[{"समय":"16:00","वाद्य":"सितार"}]`, 1,
			"शनिवार को सिर्फ़ 16:00 बजे तबले की क्लास है {{receipt:c1}}; सितार की कोई क्लास नहीं है।", true},
	})
}
