package verify

import "testing"

// TestZeroObject: an act whose object is "nothing" was not done; "nothing
// but X" is X, done.
func TestZeroObject(t *testing.T) {
	failed := []testCall{failedCall("sms_send", `{"to": "+15550142", "text": "Your order is ready"}`, "error", "error: 503 carrier unavailable")}
	runTypedCases(t, []typedCase{
		{"sent nothing", "en", "Text the customer that the order is ready.", failed,
			"The carrier returned a 503, so I've sent nothing yet. Want me to retry in a few minutes?", UnbackedToolClaim, false},
		{"sent nothing but", "en", "Text the customer that the order is ready.", failed,
			"I've sent nothing but the ready notice to the customer.", UnbackedToolClaim, true},
		{"sent the notice", "en", "Text the customer that the order is ready.", failed,
			"I've sent the ready notice to the customer.", UnbackedToolClaim, true},
	})
}
