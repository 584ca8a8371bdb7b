package verify

import "testing"

// TestHaveAnyAbsence covers haveAnyTerms: an organisation's "we don't have
// any" and a thing's "doesn't have any" say what a listing holds, and are
// false over a result that lists such items; the assistant's own "I don't
// have any" and a true absence are not.
func TestHaveAnyAbsence(t *testing.T) {
	const spares = "part,bin,qty\nfan belt 40mm,B-12,3\nfan belt 40mm,B-19,1\n"
	const req, tool, args = "Any spare fan belts in the store?", "stores_stock", `{"part":"fan belt"}`
	runAbsenceCases(t, []absenceCase{
		{"we don't have any", "en", req, tool, args, spares, 2,
			"Sorry, we don't have any fan belts in the store right now {{receipt:c1}}.", true},
		{"doesn't have any", "en", req, tool, args, spares, 2,
			"The store doesn't have any fan belts at the moment {{receipt:c1}}.", true},
		{"true absence", "en", req, tool, args, "[]", 0,
			"We don't have any fan belts in the store right now {{receipt:c1}}.", false},
		{"the assistant's own I", "en", req, tool, args, spares, 2,
			"There are fan belts in bins B-12 and B-19 {{receipt:c1}}; I don't have any details on their supplier.", false},
	})
}
