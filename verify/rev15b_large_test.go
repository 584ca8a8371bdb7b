package verify

import (
	"encoding/json"
	"strings"
	"testing"
	"time"
)

// TestLargeReplyRev15b: the glossary's field reads (glossField,
// fieldValue) and the item absence (itemAbsent) read whole results per
// absence, or per name of a field, with no budget.
func TestLargeReplyRev15b(t *testing.T) {
	for _, tt := range []struct {
		name, lang, request, reply string
		calls                      []testCall
	}{
		{"one field name of many parts", "en", "Any failures?",
			"No failures in the sync {{receipt:c1}}.",
			[]testCall{{ID: "c1", Tool: "sync_log", Args: json.RawMessage(`{}`), Status: "ok", Result: strings.Repeat("failed_", largeReply()/7) + ": 0"}}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			tools := []string{}
			for _, c := range tt.calls {
				tools = append(tools, c.Tool)
			}
			reply, rec := build(t, testCase{ID: "x", Lang: tt.lang, Request: tt.request, Reply: tt.reply, Tools: tools, Calls: tt.calls})
			st := time.Now()
			rep := Check(reply, rec)
			if d := time.Since(st); rep.Error != "" || d > 20*time.Second {
				t.Fatalf("error %q, took %v", rep.Error, d)
			}
			t.Logf("took %v", time.Since(st))
		})
	}
}
