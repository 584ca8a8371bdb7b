package verify

import (
	"encoding/json"
	"slices"
	"testing"
)

// TestReviewTwelfth: the bugs a review of the checker found, each with the
// reading it broke and a near miss on the other side.
func TestReviewTwelfth(t *testing.T) {
	halls := func(state string) testCall {
		return ninthCall("hall_booking", `{"date": "2026-03-14"}`, "Hall A: "+state+"\nHall B: "+state+"\nHall C: "+state, 3)
	}
	inbox := ninthCall("mail_list", `{"folder": "inbox"}`, "From: asha@example.in Subject: Invoice 114\nFrom: ravi@example.in Subject: Visit on Monday", 2)
	runNinth(t, []ninthCase{
		// A change verb negated in the next sentence says nothing of the
		// absence before it; in its own clause it does.
		{"hi change verb in the next sentence", "hi", "इनबॉक्स में क्या है?", inbox, true, "इनबॉक्स खाली है। मैंने मेल डिलीट नहीं की।", FalseAbsence, true, ""},
		{"hi change verb in the clause", "hi", "क्या तुमने कुछ बदला?", inbox, true, "कोई मेल डिलीट नहीं हुई।", FalseAbsence, false, ""},
		// खाली as "free" restates a result that marks its items available;
		// "unavailable" is no such mark.
		{"hi free over available", "hi", "शनिवार को कौन-से हॉल खाली हैं?", halls("available"), true, "शनिवार को तीनों हॉल खाली हैं।", FalseAbsence, false, ""},
		{"hi free over unavailable", "hi", "शनिवार को कौन-से हॉल खाली हैं?", halls("unavailable"), true, "शनिवार को तीनों हॉल खाली हैं।", FalseAbsence, true, ""},
	})
}

// reviewCase is a turn of several calls; want says whether a finding of
// typ is reported.
type reviewCase struct {
	name, lang, request string
	calls               []testCall
	reply               string
	typ                 string
	want                bool
}

func runReview(t *testing.T, cases []reviewCase) {
	t.Helper()
	for _, tt := range cases {
		tc := testCase{ID: "x", Lang: tt.lang, Request: tt.request, Calls: tt.calls, Reply: tt.reply}
		for _, c := range tt.calls {
			tc.Tools = append(tc.Tools, c.Tool)
		}
		reply, rec := build(t, tc)
		rep := Check(reply, rec)
		if got := slices.ContainsFunc(rep.Findings, func(f Finding) bool { return f.Type == tt.typ }); got != tt.want {
			t.Errorf("%s: %s found %v, want %v; findings %+v", tt.name, tt.typ, got, tt.want, rep.Findings)
		}
	}
}

func reviewCall(id, tool, args, status, result string) testCall {
	return testCall{ID: id, Tool: tool, Args: json.RawMessage(args), Status: status, Result: result}
}

// TestReviewTwelfthTurns: the review's bugs that need a turn of several
// calls.
func TestReviewTwelfthTurns(t *testing.T) {
	orders := reviewCall("c1", "order_lookup", `{"customer": "Globex"}`, "ok", "OR-2025-0548 Globex 3 units\nOR-2025-0551 Globex 1 unit")
	stock := func(args string) testCall {
		return reviewCall("c2", "stock_check", args, "ok", "OR-2025-0548 on_hand: 0\nOR-2025-0548 backorder: 12")
	}
	const noStock = "OR-2025-0548 has no stock and no backorder was found. {{receipt:c2}}"
	runReview(t, []reviewCase{
		// An item named in a list of items the call was given is a row of
		// its result; one given alone is the call's subject, whatever
		// other list the arguments hold.
		{"item given in a list", "en", "Stock for Globex orders?", []testCall{orders, stock(`{"orders": ["OR-2025-0548", "OR-2025-0551"]}`)}, noStock, FalseAbsence, false},
		{"item given alone", "en", "Stock for Globex orders?", []testCall{orders, stock(`{"order": "OR-2025-0548"}`)}, noStock, FalseAbsence, true},
		{"item given alone beside a list", "en", "Stock for Globex orders?", []testCall{orders, stock(`{"order": "OR-2025-0548", "fields": ["on_hand"]}`)}, noStock, FalseAbsence, true},
	})
}
