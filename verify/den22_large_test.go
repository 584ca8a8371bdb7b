package verify

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestLargeReplyDen22: the glossary binding of denied objects
// (denial_name_gloss.go) over a long reply of denials and long results of
// many calls stays bounded: glossHeld reads each call's head once per
// concept, not once per clause.
func TestLargeReplyDen22(t *testing.T) {
	var res strings.Builder
	for i := 0; res.Len() < largeReply(); i++ {
		fmt.Fprintf(&res, "row%d tickets %d billing %d\n", i, i, i*3)
	}
	calls := make([]testCall, 0, 40)
	for k := 0; k < 40; k++ {
		calls = append(calls, testCall{ID: fmt.Sprintf("c%d", k+1), Tool: fmt.Sprintf("store_%d_lookup", k),
			Args: json.RawMessage(`{"q":"x"}`), Status: "ok", Result: res.String()})
	}
	es := strings.Repeat("No entré a la base de facturación ni al historial de pagos. ", largeReply()/64)
	t.Run("es gloss denials", func(t *testing.T) {
		// About 7 s of CPU alone on the 2-core dev VM (40 results of 1 MB
		// read for their numbers, 16,000 denials; 12 s until each denial
		// stopped walking the whole reply for file names, see
		// otherFileWords): the bound is against a quadratic walk
		// (minutes), not a timing.
		checkLarge(t, "es", "¿Cuánto se facturó?", es, calls, 60*time.Second)
	})
}

// TestNameGlossFits: glossHeld keeps one bit per concept in two uint64s.
func TestNameGlossFits(t *testing.T) {
	if len(nameGloss) > 128 {
		t.Fatalf("nameGloss has %d concepts; glossHeld's cache holds 128", len(nameGloss))
	}
}
