package verify

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestLargeReplyRev16b: a 1 MB reply over a 1 MB result whose clauses
// each restate a failed call's argument as done (unbacked/failed-args:
// each clause asked every finding so far whether one covered it, and each
// number of the value scanned every number of the ok results), or name the
// record of an acting tool never run (unbacked/uncalled-act).
func TestLargeReplyRev16b(t *testing.T) {
	var res strings.Builder
	for i := 0; res.Len() < largeReply(); i++ {
		fmt.Fprintf(&res, "row %d temp %d\n", i+10, i%7+2)
	}
	look := testCall{ID: "c1", Tool: "db_query", Args: json.RawMessage(`{"q":"temps"}`), Status: "ok", Result: res.String()}
	t.Run("failed args number", func(t *testing.T) {
		set := testCall{ID: "c2", Tool: "set_temp", Args: json.RawMessage(`{"tank":"jacket-77","temp":8.5}`), Status: "error", Result: "denied"}
		unit := "Done, the jacket is set to 8.5 now. "
		reply := strings.Repeat(unit, largeReply()/len(unit))
		checkLarge(t, "en", "Set the jacket to 8.5", reply, []testCall{look, set}, 20*time.Second)
	})
	t.Run("failed args number not done", func(t *testing.T) {
		set := testCall{ID: "c2", Tool: "set_temp", Args: json.RawMessage(`{"temp":8.5}`), Status: "error", Result: "denied"}
		unit := "the value 8.5 8.5 8.5 8.5 8.5 8.5 8.5 8.5 8.5 8.5. "
		reply := strings.Repeat(unit, largeReply()/len(unit))
		checkLarge(t, "en", "Set the jacket to 8.5", reply, []testCall{look, set}, 20*time.Second)
	})
	t.Run("failed args short clauses", func(t *testing.T) {
		set := testCall{ID: "c2", Tool: "set_temp", Args: json.RawMessage(`{"temp":8.5}`), Status: "error", Result: "denied"}
		unit := "Done: 8.5. "
		reply := strings.Repeat(unit, largeReply()/len(unit))
		checkLarge(t, "en", "Set the jacket to 8.5", reply, []testCall{look, set}, 20*time.Second)
	})
	t.Run("failed args string", func(t *testing.T) {
		set := testCall{ID: "c2", Tool: "set_temp", Args: json.RawMessage(`{"tank":"jacket-77","temp":8.5}`), Status: "error", Result: "denied"}
		unit := "I've moved jacket-77 to 3 and 4. "
		reply := strings.Repeat(unit, largeReply()/len(unit))
		checkLarge(t, "en", "Move jacket-77", reply, []testCall{look, set}, 20*time.Second)
	})
	t.Run("uncalled act", func(t *testing.T) {
		unit := "I've opened a ticket for 3 of them. "
		reply := strings.Repeat(unit, largeReply()/len(unit))
		calls := []testCall{look, {ID: "c2", Tool: "ticket_create", Args: json.RawMessage(`{}`), Status: "error", Result: "denied"}}
		checkLarge(t, "en", "Open a ticket", reply, calls, 20*time.Second)
	})
}
