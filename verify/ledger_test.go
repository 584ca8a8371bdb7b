package verify

import (
	"testing"

	"github.com/pramana-dev/pramana/receipt"
)

// TestEarlierTurnReceipt checks a reply that cites a receipt from an
// earlier turn of the same scope (a daemon conversation), whose call is
// in the scope's ledger but not in this turn's record: the call backs what
// it backs in its own turn — the URL it fetched as a source, the values
// and dates of its result — and the reply is held to its result.
func TestEarlierTurnReceipt(t *testing.T) {
	scope, err := receipt.NewScope()
	if err != nil {
		t.Fatal(err)
	}
	defer scope.Close()
	const url = "https://status.example.com/incidents/481"
	e, err := scope.Sign(receipt.Call{ID: "t1c1", Tool: "http_fetch", Args: []byte(`{"url":"` + url + `"}`),
		Result: "Incident 481: API latency degraded. Started 2026-11-28 14:05 UTC, resolved 2026-11-28 15:40 UTC. 412 requests failed."})
	if err != nil {
		t.Fatal(err)
	}
	// This turn ran nothing; the reply leans on the earlier fetch.
	rec := Record{Scope: scope, Request: "When was that incident resolved again?", Tools: []string{"http_fetch"}}
	for _, tc := range []struct {
		name  string
		reply string
		want  []string
	}{
		{"backed", "Per " + url + ", incident 481 was resolved on 28 November 2026 at 15:40 UTC, after 412 failed requests [" + e.Receipt.String() + "].", nil},
		{"wrong value", "Per " + url + ", incident 481 was resolved at 15:40 UTC, after 618 failed requests [" + e.Receipt.String() + "].", []string{FactMismatch}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rep := Check(tc.reply, rec)
			var got []string
			for _, f := range rep.Findings {
				got = append(got, f.Type)
			}
			if len(got) != len(tc.want) || (len(got) > 0 && got[0] != tc.want[0]) {
				t.Errorf("findings %v, want %v: %+v", got, tc.want, rep.Findings)
			}
			if rep.Valid != 1 {
				t.Errorf("%d valid receipts, want 1", rep.Valid)
			}
		})
	}
}
