package verify

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestLargeReplyRev14b is TestLargeReply for four readings a review of
// the fourteenth session found quadratic: a count of a part held to the
// items carrying its state (carriedPart, which read a whole result per
// word of each count's phrase: now on the label searches' budget), a
// paragraph of receipts each before a colon (loneCitations, which marked
// the rest of the paragraph once per receipt: now once per call), and a
// partial denial's last receipt (partialDataCall, a pass over all
// receipts per denial: now a search), and a version of another row
// (versionOfOtherRow, which read the whole result per version of a
// table's rows: now on the label searches' budget). Each must finish in linear time:
// before the fixes the first took 13 s and the second 8 s here, against
// the bounds of 6 s and 4 s (a quarter of the reply under the race
// detector).
func TestLargeReplyRev14b(t *testing.T) {
	var gates strings.Builder
	n := 0
	for ; gates.Len() < largeReply(); n++ {
		fmt.Fprintf(&gates, "N-%06d %s\n", n, map[bool]string{true: "FAULT", false: "OK"}[n%3 == 0])
	}
	var rows strings.Builder
	rows.WriteString("Temps {{receipt:c1}}:\n")
	for i := 0; i < largeReply()/256; i++ {
		rows.WriteString("| a | 5 | {{receipt:c1}}:\n")
	}
	rows.WriteString(strings.Repeat("| b | 6 |\n", largeReply()/10))
	var units strings.Builder
	units.WriteString("pdu-c05-b FAILED still on 4.2.2\npdu-a07-b OK 4.2.3 -> 4.2.4\n")
	for i := 0; units.Len() < largeReply(); i++ {
		fmt.Fprintf(&units, "unit-%d OK 7.%d.1\n", i, i%50)
	}
	for _, tt := range []struct {
		name, lang, request, reply string
		calls                      []testCall
		max                        time.Duration
	}{
		{"counts of a part over a long result", "es", "¿Cuántos torniquetes fallan?",
			strings.Repeat("Hay 2 torniquetes fuera de servicio en la zona norte {{receipt:c1}}.\n", 200),
			[]testCall{{ID: "c1", Tool: "turnstile_status", Args: json.RawMessage(`{}`), Status: "ok", Result: gates.String(), Count: &n}}, 6 * time.Second},
		{"receipts before colons in one paragraph", "en", "x", rows.String(),
			[]testCall{{ID: "c1", Tool: "t", Args: json.RawMessage(`{}`), Status: "ok", Result: "a 5"}}, 4 * time.Second},
		{"partial denials after receipts", "en", "x",
			strings.Repeat("I only read the log {{receipt:c1}}, I didn't check the sensor readings.\n", largeReply()/70),
			[]testCall{{ID: "c1", Tool: "log_read", Args: json.RawMessage(`{}`), Status: "ok", Result: "ok line"},
				{ID: "c2", Tool: "sensor_readings", Args: json.RawMessage(`{}`), Status: "ok", Result: "t 5"}}, 20 * time.Second},
		{"versions in a long table", "en", "x",
			"| Unit | Status | Version |\n|---|---|---|\n" + strings.Repeat("| pdu-c05-b | failed | still on 4.2.3 |\n", largeReply()/40) + "\nSee {{receipt:c1}}.\n",
			[]testCall{{ID: "c1", Tool: "pdu_status", Args: json.RawMessage(`{}`), Status: "ok", Result: units.String()}}, 6 * time.Second},
	} {
		t.Run(tt.name, func(t *testing.T) {
			checkLarge(t, tt.lang, tt.request, tt.reply, tt.calls, tt.max)
		})
	}
}
