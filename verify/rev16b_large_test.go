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
	setTank := testCall{ID: "c2", Tool: "set_temp", Args: json.RawMessage(`{"tank":"jacket-77","temp":8.5}`), Status: "error", Result: "denied"}
	setTemp := testCall{ID: "c2", Tool: "set_temp", Args: json.RawMessage(`{"temp":8.5}`), Status: "error", Result: "denied"}
	ticket := testCall{ID: "c2", Tool: "ticket_create", Args: json.RawMessage(`{}`), Status: "error", Result: "denied"}
	for _, tc := range []struct {
		name, request, unit string
		failed              testCall
	}{
		{"failed args number", "Set the jacket to 8.5", "Done, the jacket is set to 8.5 now. ", setTank},
		{"failed args number not done", "Set the jacket to 8.5", "the value 8.5 8.5 8.5 8.5 8.5 8.5 8.5 8.5 8.5 8.5. ", setTemp},
		{"failed args short clauses", "Set the jacket to 8.5", "Done: 8.5. ", setTemp},
		{"failed args string", "Move jacket-77", "I've moved jacket-77 to 3 and 4. ", setTank},
		{"uncalled act", "Open a ticket", "I've opened a ticket for 3 of them. ", ticket},
	} {
		t.Run(tc.name, func(t *testing.T) {
			reply := strings.Repeat(tc.unit, largeReply()/len(tc.unit))
			checkLarge(t, "en", tc.request, reply, []testCall{look, tc.failed}, 20*time.Second)
		})
	}
}

// TestLargeReplyRev16bRowElsewhere: clauses naming a key with another
// row's value, which a second, 1 MB result gives that key at its end
// (otherCallGivesKey read the other results for each number: 32 s; the
// rest, 15 s, is checkCrossCallNames reading each result per clause for
// the key, older than this round and left).
func TestLargeReplyRev16bRowElsewhere(t *testing.T) {
	var res strings.Builder
	for i := 0; res.Len() < largeReply(); i++ {
		fmt.Fprintf(&res, "zz zz zz zz q%d\n", i)
	}
	res.WriteString("Z900 777\n")
	calls := []testCall{
		{ID: "c1", Tool: "db_query", Args: json.RawMessage(`{}`), Status: "ok", Result: "Z900 5\nA100 777\n"},
		{ID: "c2", Tool: "stock_query", Args: json.RawMessage(`{}`), Status: "ok", Result: res.String()},
	}
	unit := "Z900 has 777 {{receipt:c1}}. "
	reply := strings.Repeat(unit, largeReply()/len(unit))
	checkLarge(t, "en", "What does Z900 have?", reply, calls, 20*time.Second)
}
