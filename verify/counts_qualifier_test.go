package verify

import "testing"

// TestCountReadings covers three readings of what a count counts: a
// qualifier the call's tool name or arguments select by (callFilters), a
// noun that only begins like a comparative (comparativeGoesOn), and a span
// of time before a word of containing, which is a period and no whole
// (largerIntIn). Each has a near-miss that must keep its old reading.
func TestCountReadings(t *testing.T) {
	six, five, four := 6, 5, 4
	const orders = "SO-1 pending\nSO-2 pending\nSO-3 pending\nSO-4 pending\nSO-5 pending\nSO-6 pending\n"
	const pods = "NAME STATUS\napi-1 Running\napi-2 Failed\napi-3 Running\nweb-1 Failed\nweb-2 Running\n"
	const readings = "2026-03-01 pressure drop\n2026-03-02 pressure drop\n2026-03-04 valve stuck\n2026-03-05 pressure drop\n2026-03-07 valve stuck\n"
	const lots = `[{"lot":"L-1","qty":4},{"lot":"L-2","qty":9},{"lot":"L-3","qty":2},{"lot":"L-4","qty":7}]`
	const defects = "D1 scratch\nD2 dent\nD3 scratch\nD4 gap\nD5 dent\nD6 scratch\n"
	var cases []typedCase
	for _, tt := range []struct {
		name, lang, request, reply, tool, args, result string
		count                                          *int
		want                                           bool
	}{
		// The tool's name holds "shipment", the arguments "pending".
		{"en tool-name qualifier", "en", "How many pending orders are there?",
			"There are five pending shipment orders {{receipt:c1}}.", "shipment_orders", `{"status":"pending"}`, orders, &six, true},
		{"en tool-name qualifier right", "en", "How many pending orders are there?",
			"There are six pending shipment orders {{receipt:c1}}.", "shipment_orders", `{"status":"pending"}`, orders, &six, false},
		// A word of state needs the arguments: pod_status lists every state.
		{"en state word, no state argument", "en", "Which pods failed?",
			"2 failed pods {{receipt:c1}}: api-2 and web-1.", "pod_status", `{}`, pods, &five, false},
		// "sensor events" from a sensor log: events of the call, held to it.
		{"en qualifier ties the noun", "en", "What happened on line 3 this week?",
			"There are 4 sensor events in the log {{receipt:c1}}.", "plant_log", `{"source":"sensor","line":3}`, readings, &five, true},
		{"en unselected qualifier stays foreign", "en", "What happened on line 3 this week?",
			"Line 3 logged the readings {{receipt:c1}}; the team has 4 social events planned.", "plant_log", `{"source":"sensor","line":3}`, readings, &five, false},
		// कमियाँ (defects) begins with कम (less) and is a noun.
		{"hi noun beginning like a comparative", "hi", "जाँच में कितनी कमियाँ निकलीं?",
			"जाँच में 5 कमियाँ दर्ज हुई हैं {{receipt:c1}}।", "qc_list", `{"stage":"final"}`, defects, &six, true},
		{"hi comparative", "hi", "जाँच में कितनी कमियाँ निकलीं?",
			"पिछली बार से 2 कम कमियाँ दर्ज हुई हैं {{receipt:c1}}।", "qc_list", `{"stage":"final"}`, defects, &six, false},
		// A span of time before में is the period the items fall in.
		{"hi period before में", "hi", "अगले 60 दिनों में कितने लॉट ख़त्म होंगे?",
			"अगले 60 दिनों में 3 लॉट एक्सपायर हो रहे हैं {{receipt:c1}}।", "stock_expiry", `{"days":60}`, lots, &four, true},
		{"hi whole before में से", "hi", "कितने लॉट ख़त्म होंगे?",
			"कुल 4 लॉट में से 3 लॉट जल्दी एक्सपायर हो रहे हैं {{receipt:c1}}।", "stock_expiry", `{"days":60}`, lots, &four, false},
	} {
		n := -1
		if tt.count != nil {
			n = *tt.count
		}
		cases = append(cases, typedCase{tt.name, tt.lang, tt.request, []testCall{countedCall(tt.tool, tt.args, tt.result, n)}, tt.reply, CountMismatch, tt.want})
	}
	runTypedCases(t, cases)
}
