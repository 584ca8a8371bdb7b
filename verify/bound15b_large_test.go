package verify

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestLargeReplyBound15b: an all-clear per line of a 1 MB reply over its
// target call's 1 MB result. problemLine read the whole result for each
// all-clear clause.
func TestLargeReplyBound15b(t *testing.T) {
	var clean, late strings.Builder
	for i := 0; clean.Len() < largeReply(); i++ {
		fmt.Fprintf(&clean, "deploy step %d: errors: 0, failed 0\n", i)
	}
	for i := 0; late.Len() < largeReply(); i++ {
		fmt.Fprintf(&late, "deploy step %d done\n", i)
	}
	late.WriteString("deploy step x: fatal error\n")
	lines := strings.Repeat("No errors in the deploy log {{receipt:c1}}.\n", largeReply()/44)
	for _, tt := range []struct{ name, result string }{
		{"zero counts", clean.String()},
		{"error at the end", late.String()},
	} {
		t.Run(tt.name, func(t *testing.T) {
			calls := []testCall{{ID: "c1", Tool: "deploy_log", Args: json.RawMessage(`{}`), Status: "ok", Result: tt.result}}
			checkLarge(t, "en", "How did the deploy go?", lines, calls, 20*time.Second)
		})
	}
	// An all-clear said of an item (itemClear) reads the result against
	// the label searches' budget.
	items := strings.Repeat("step-7 had no errors in the deploy log {{receipt:c1}}.\n", largeReply()/56)
	t.Run("item, error at the end", func(t *testing.T) {
		calls := []testCall{{ID: "c1", Tool: "deploy_log", Args: json.RawMessage(`{}`), Status: "ok", Result: late.String()}}
		checkLarge(t, "en", "How did the deploy go?", items, calls, 20*time.Second)
	})
}
