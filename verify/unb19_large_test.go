package verify

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestLargeReplyUnb19: a 1 MB reply over a 1 MB result, each of its
// clauses taking one of unb19's readings: a failed fetch's URL cited
// again and again (the unfetched URLs are read once per failed call, and
// looked up by position), source clauses with a fetched URL and a
// receipt (sourceBound reads only the clause's URLs), an act whose word
// names result fields (actFields, once per word), a lone act beside a
// made record (recordIDs, once per call), a tool named beside a forged
// receipt (the citations by position), a tool's name phrase the result
// lacks (dataPhrase, within its budget), an offered tool's verb with another
// subject in every clause (checkToolVerbs reads each occurrence once), and a run
// verb before a statement's keyword (statementHeads, once per call).
func TestLargeReplyUnb19(t *testing.T) {
	var res strings.Builder
	for i := 0; res.Len() < largeReply(); i++ {
		fmt.Fprintf(&res, "row %d enviado: 2025-12-0%d 10:%02d maintenance ticket T-%d\n", i, i%9+1, i%60, i)
	}
	u := "https://www.kegs.example.co.uk/products/30l-keg"
	ok := testCall{ID: "c1", Tool: "http_fetch", Args: json.RawMessage(`{"url":"https://www.port.example.uy/tarifas"}`), Status: "ok", Result: res.String(),
		URLs: []string{"https://www.port.example.uy/tarifas"}}
	failedFetch := testCall{ID: "c2", Tool: "http_fetch", Args: json.RawMessage(`{"url":"` + u + `"}`), Status: "timeout", Result: "error: timed out"}
	failedSMS := testCall{ID: "c2", Tool: "enviar_sms", Args: json.RawMessage(`{"paciente":"x"}`), Status: "error", Result: "error: 503"}
	dispatch := testCall{ID: "c2", Tool: "truck_dispatch", Args: json.RawMessage(`{"truck":"T-01"}`), Status: "ok", Result: `{"dispatch_id":"TD-0392","truck":"T-01"}`}
	failedCare := testCall{ID: "c2", Tool: "care_plan", Args: json.RawMessage(`{"room":"211"}`), Status: "error", Result: "error: 500"}
	failedTicket := testCall{ID: "c2", Tool: "maintenance_ticket", Args: json.RawMessage(`{"line":"2"}`), Status: "error", Result: "error: 500"}
	failedCheckin := testCall{ID: "c2", Tool: "keg_checkin", Args: json.RawMessage(`{"keg":"K-1"}`), Status: "error", Result: "error: 500"}
	sel := testCall{ID: "c2", Tool: "sql_query", Args: json.RawMessage(`{"query":"SELECT a FROM b"}`), Status: "ok", Result: "a\n1"}
	small := ok
	small.Result = "enviado: 2025-12-03 10:00"
	for _, tc := range []struct {
		name, unit string
		other      testCall
		small      bool // the ok call's result kept short: a reply naming an id in every clause is held by checkIdents to every result, per clause (older code)
	}{
		{"failed url", "- **30L:** £72.00 each (" + u + "). ", failedFetch, false},
		{"source clause", "Según el tarifario de la terminal (https://www.port.example.uy/tarifas) {{receipt:c1}}, son 10 USD. ", failedFetch, false},
		{"act recorded", "Ya tenía un SMS enviado a las 11:59. ", failedSMS, false},
		{"made record", "Booked. T-01 leaves as TD-0392. ", dispatch, true},
		{"bad receipt", "- care_plan {{forged}}\n" + strings.Repeat("The plan was not read today. ", 20) + "\n", failedCare, false},
		{"tool phrase", "The maintenance ticket raised again today. ", failedTicket, false},
		{"tool verb", "The crew checked it in. ", failedCheckin, false},
		{"statement run", "पहले चलाई गई SELECT से ये हैं। ", sel, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			reply := strings.Repeat(tc.unit, largeReply()/len(tc.unit))
			first := ok
			if tc.small {
				first = small
			}
			checkLarge(t, "en", "Check it.", reply, []testCall{first, tc.other}, 20*time.Second)
		})
	}
}
