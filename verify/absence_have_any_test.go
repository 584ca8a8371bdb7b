package verify

import (
	"encoding/json"
	"testing"
)

// TestHaveAnyAbsence covers haveAnyTerms: an organisation's "we don't have
// any" and a thing's "doesn't have any" say what a listing holds, and are
// false over a result that lists such items; the assistant's own "I don't
// have any" and a true absence are not.
func TestHaveAnyAbsence(t *testing.T) {
	two, zero := 2, 0
	const spares = "part,bin,qty\nfan belt 40mm,B-12,3\nfan belt 40mm,B-19,1\n"
	for _, tt := range []struct {
		name, request, reply, result string
		count                        *int
		want                         bool
	}{
		{"we don't have any", "Any spare fan belts in the store?",
			"Sorry, we don't have any fan belts in the store right now {{receipt:c1}}.", spares, &two, true},
		{"doesn't have any", "Any spare fan belts in the store?",
			"The store doesn't have any fan belts at the moment {{receipt:c1}}.", spares, &two, true},
		{"true absence", "Any spare fan belts in the store?",
			"We don't have any fan belts in the store right now {{receipt:c1}}.", "[]", &zero, false},
		{"the assistant's own I", "Any spare fan belts in the store?",
			"There are fan belts in bins B-12 and B-19 {{receipt:c1}}; I don't have any details on their supplier.", spares, &two, false},
	} {
		tc := testCase{ID: "x", Lang: "en", Request: tt.request, Reply: tt.reply, Tools: []string{"stores_stock"},
			Calls: []testCall{{ID: "c1", Tool: "stores_stock", Args: json.RawMessage(`{"part":"fan belt"}`), Status: "ok", Result: tt.result, Count: tt.count}}}
		reply, rec := build(t, tc)
		got := false
		for _, f := range Check(reply, rec).Findings {
			got = got || f.Type == FalseAbsence
		}
		if got != tt.want {
			t.Errorf("%s: false_absence %v, want %v", tt.name, got, tt.want)
		}
	}
}
