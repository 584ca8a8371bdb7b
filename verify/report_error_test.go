package verify

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestErrorReport: a report of a checker failure says so in the footer
// and carries no findings; its JSON names the error.
func TestErrorReport(t *testing.T) {
	rep := Report{Trust: TrustUnchecked, Cited: 0, Error: "the checker failed on this reply (boom)"}
	if got, want := rep.Summary(), "Verification: 0 receipts cited; not checked (checker error)."; got != want {
		t.Errorf("Summary() = %q, want %q", got, want)
	}
	if b, _ := json.Marshal(rep); !strings.Contains(string(b), `"error":"the checker failed`) {
		t.Errorf("JSON %s: want the error", b)
	}
}
