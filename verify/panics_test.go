package verify

import (
	"encoding/json"
	"testing"
)

// TestNoCheckerError replays replies that once made a rule panic (which
// Check recovers into an unchecked report), each against the call it was
// checked with.
func TestNoCheckerError(t *testing.T) {
	for _, tc := range []struct {
		name, reply, result string
	}{
		// absentNumber read vals[0] of a version after "ningún".
		{"none-before-version", "No aparece ningún 1.2.3 en el registro {{receipt:c1}}.", "logs/app.log:12: upgraded to 1.2.4\nlogs/app.log:40: running 1.2.4"},
		// checkTransposed read vals[0] of a number cut mid-group.
		{"cut-number", "Revenue was $1,240,5 {{receipt:c1}}", "region | revenue\nNA | 1,240,500"},
		// deniesUnopenedLink stepped past a line ending in a cut "http".
		{"cut-link", "{{receipt:c1}} I didn't open the release notes: http", "logs/app.log:12: upgraded to 1.2.4"},
	} {
		c := testCase{ID: tc.name, Lang: "en", Request: "check the log", Tools: []string{"search_files"}, Reply: tc.reply}
		c.Calls = append(c.Calls, testCall{ID: "c1", Tool: "search_files", Args: json.RawMessage(`{"pattern":"1.2"}`), Status: "ok", Result: tc.result})
		text, rec := build(t, c)
		if rep := Check(text, rec); rep.Error != "" {
			t.Errorf("%s: %s", tc.name, rep.Error)
		}
	}
}
