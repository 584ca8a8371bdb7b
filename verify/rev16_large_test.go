package verify

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestLargeReplyRev16: a reply of a million heading lines with a count
// in each (requestNounAt read the headings from the reply's start for
// each number: minutes; openingEnd reads them once), and a 128 KB reply
// naming one line of a 200-line result by its key beside tokens on every
// line and one on all the other lines, with a number those lines hold
// (checkLineMix's boundToo looked at every line, per token, for each
// line it was asked of: 99 s; the tokens that bind lines are now found
// once per clause).
func TestLargeReplyRev16(t *testing.T) {
	t.Run("headings", func(t *testing.T) {
		reply := strings.Repeat("# 3 x\n", largeReply()/6)
		calls := []testCall{{ID: "c1", Tool: "list_dir", Args: json.RawMessage(`{}`), Status: "ok", Result: "a.txt\nb.txt\n"}}
		checkLarge(t, "en", "How many files are there?", reply, calls, 20*time.Second)
	})
	t.Run("line mix shared token", func(t *testing.T) {
		var lines strings.Builder
		every := "AB-1 AB-2 AB-3 AB-4 AB-5 AB-6 AB-7" // on every line: no line's key
		for i := 0; i < 199; i++ {
			fmt.Fprintf(&lines, "%s CF-1 5000 a%d\n", every, i)
		}
		lines.WriteString(every + " Z900 777 b\n")
		unit := "Z900 " + every + " CF-1 5000 5000 5000 5000 5000 5000 {{receipt:c1}}\n"
		reply := strings.Repeat(unit, largeReply()/8/len(unit))
		calls := []testCall{{ID: "c1", Tool: "db_query", Args: json.RawMessage(`{}`), Status: "ok", Result: lines.String()}}
		checkLarge(t, "en", "What does Z900 have?", reply, calls, 20*time.Second)
	})
}
