package verify

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestLargeReplyBound15: an absence per line of a 1 MB reply over its
// target call's 1 MB result. The absence check's readings of a result
// that depend on the result alone (headerOnly, the lines of a result that
// say none, its empty JSON fields and its rows ending in 0 or nothing)
// were each computed per clause, reading the whole result each time:
// over 2 min for the log lines before, about 1 s each now (the words they
// leave per clause count against the label searches' budget).
func TestLargeReplyBound15(t *testing.T) {
	var logLines, nulls, zeros strings.Builder
	for i := 0; logLines.Len() < largeReply(); i++ {
		fmt.Fprintf(&logLines, "worker-%d nada: calendario soriano\n", i)
	}
	nulls.WriteString("[")
	for i := 0; nulls.Len() < largeReply(); i++ {
		fmt.Fprintf(&nulls, `{"id":%d,"errors":3,"owner":null},`, i)
	}
	nulls.WriteString(`{}]`)
	for i := 0; zeros.Len() < largeReply(); i++ {
		fmt.Fprintf(&zeros, "item-%d | errors | 0\n", i)
	}
	header := strings.Repeat("Errors Retried Worker ", largeReply()/22) + "x"
	lines := strings.Repeat("Para Soriano no encontré nada en el calendario {{receipt:c1}}.\n", largeReply()/60)
	for _, tt := range []struct{ name, result string }{
		{"one header line", header},
		{"log lines", logLines.String()},
		{"null fields", nulls.String()},
		{"rows ending in 0", zeros.String()},
	} {
		t.Run(tt.name, func(t *testing.T) {
			calls := []testCall{{ID: "c1", Tool: "deploy_log", Args: json.RawMessage(`{}`), Status: "ok", Result: tt.result}}
			checkLarge(t, "es", "¿Qué hay?", lines, calls, 20*time.Second)
		})
	}
}
