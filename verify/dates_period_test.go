package verify

import (
	"encoding/json"
	"testing"
)

// TestPeriodStartPastClause: a value right before a date that opens the
// next sentence is no start of a period, and asking must not read past
// the value's clause (it once sliced beyond it and panicked).
func TestPeriodStartPastClause(t *testing.T) {
	for _, reply := range []string{
		"The total is 412. 14 Oct 2024 was quiet. {{receipt:c1}}",
		"El total es 412. 14 de octubre de 2024 fue tranquilo. {{receipt:c1}}",
		"合计 412。2024年10月14日很平静。{{receipt:c1}}",
	} {
		tc := testCase{ID: "period", Lang: "en", Request: "What is the total?", Tools: []string{"db_query"}, Reply: reply}
		tc.Calls = append(tc.Calls, testCall{ID: "c1", Tool: "db_query", Args: json.RawMessage(`{"sql":"select total from t"}`), Status: "ok", Result: "total: 410"})
		text, rec := build(t, tc)
		rep := Check(text, rec) // must not panic
		if got := foundTypes(rep); len(got) != 1 || got[0] != FactMismatch {
			t.Errorf("%q: findings %v, want one fact_mismatch (412 for 410)", reply, got)
		}
	}
}
