package verify

import (
	"testing"
)

// absenceCase is one reply over one call, and whether a false_absence
// must be reported.
type absenceCase struct {
	name, lang, request, tool, args, result string
	count                                   int
	reply                                   string
	want                                    bool
}

// runAbsenceCases checks each case's false_absence against its want.
func runAbsenceCases(t *testing.T, cases []absenceCase) {
	t.Helper()
	for _, tt := range cases {
		rep := checkCalls(t, tt.lang, tt.request, tt.reply, []testCall{countedCall(tt.tool, tt.args, tt.result, tt.count)})
		if got := hasFinding(rep, FalseAbsence, ""); got != tt.want {
			t.Errorf("%s: false_absence %v, want %v", tt.name, got, tt.want)
		}
	}
}

// TestHedgedExistential: a perception verb whose complement is an
// existential clause softens a claim that none exists; a perception verb
// with an adjective stays a judgement. Hindi बाक़ी before नहीं is "left,
// outstanding", not "the rest of".
func TestHedgedExistential(t *testing.T) {
	const one = `[{"ref":"R-7","state":"waiting"}]`
	runAbsenceCases(t, []absenceCase{
		{"en it seems there aren't", "en", "Any parcels waiting?", "parcel_query", `{"state":"waiting"}`, one, 1,
			"I checked {{receipt:c1}}. It seems there aren't any parcels waiting at the moment.", true},
		{"en looks like there's nothing", "en", "Any parcels waiting?", "parcel_query", `{"state":"waiting"}`, one, 1,
			"It looks like there's nothing waiting for you {{receipt:c1}}.", true},
		{"en looks plus adjective", "en", "How is the parcel queue?", "parcel_query", `{"state":"waiting"}`, one, 1,
			"Nothing about the queue looks unusual {{receipt:c1}}.", false},
		{"zh hedge with a time adverb", "zh", "有等待的包裹吗？", "parcel_query", `{"state":"waiting"}`, one, 1,
			"查了一下{{receipt:c1}}，好像暂时没有等待的包裹。", true},
		{"hi hedge with ki", "hi", "कोई पार्सल इंतज़ार में है?", "parcel_query", `{"state":"waiting"}`, one, 1,
			"मैंने देखा {{receipt:c1}}। ऐसा लगता है कि कोई पार्सल बाक़ी नहीं है।", true},
		{"hi the rest of", "hi", "पार्सल कब आएगा?", "parcel_query", `{"state":"waiting"}`, one, 1,
			"R-7 इंतज़ार में है {{receipt:c1}}; बाक़ी दिन में कोई डिलीवरी नहीं है।", false},
	})
}
