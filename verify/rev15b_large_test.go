package verify

import (
	"encoding/json"
	"strings"
	"testing"
	"time"
)

// TestLargeReplyRev15b: the glossary's field reads (fieldValue, glossField)
// and the item absence (itemAbsent) read whole results per absence, or
// per part of a field's name, with no budget; the long result here is
// another call's, which the base's absence readings do not read.
func TestLargeReplyRev15b(t *testing.T) {
	big := strings.Repeat(`{"id":"Tamayo","note":"ok"},`, largeReply()/28)
	for _, tt := range []struct {
		name, lang, request, reply string
		calls                      []testCall
	}{
		{"one field name of many parts", "en", "Any failures?",
			"No failures in the sync {{receipt:c1}}.",
			[]testCall{{ID: "c1", Tool: "sync_log", Args: json.RawMessage(`{}`), Status: "ok", Result: strings.Repeat("failed_", largeReply()/7) + ": 0"}}},
		{"glossary absences over another call's long result", "en", "Any failures?",
			strings.Repeat("No failures in the sync {{receipt:c2}}.\n", largeReply()/40),
			[]testCall{{ID: "c1", Tool: "people", Args: json.RawMessage(`{}`), Status: "ok", Result: "[" + big + "{}]"},
				{ID: "c2", Tool: "sync_log", Args: json.RawMessage(`{}`), Status: "ok", Result: `{"failed":0}`}}},
		{"item absences over another call's long result", "es", "¿Qué hay?",
			strings.Repeat("Para Soriano no encontré nada en el calendario {{receipt:c2}}.\n", largeReply()/60),
			[]testCall{{ID: "c1", Tool: "people", Args: json.RawMessage(`{}`), Status: "ok", Result: "[" + big + "{}]"},
				{ID: "c2", Tool: "calendar_list", Args: json.RawMessage(`{}`), Status: "ok", Result: `[{"title":"x"}]`}}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			checkLarge(t, tt.lang, tt.request, tt.reply, tt.calls, 20*time.Second)
		})
	}
}
