package verify

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestLargeReplyRev15: an all-clear said of an item (itemClear) read the
// whole result per all-clear, with no budget: thousands of them over a
// 1 MB result took 51 s here, against 6 s at the base. It now counts
// against the label searches' budget.
func TestLargeReplyRev15(t *testing.T) {
	var events strings.Builder
	events.WriteString("Warning BackOff pod/shop-api-77f back-off restarting failed container\n")
	for i := 0; events.Len() < largeReply(); i++ {
		fmt.Fprintf(&events, "Normal Started pod/shop-w%d-5c9 Started container w\n", i)
	}
	events.WriteString("Normal Started pod/shop-cart-5c9 Started container cart\n")
	for _, tt := range []struct {
		name, lang, request, reply string
		calls                      []testCall
		max                        time.Duration
	}{
		{"all-clears of an item over a long result", "en", "Anything wrong in the shop namespace?",
			strings.Repeat("`shop-cart-5c9` started normally, all clear {{receipt:c1}}.\n", largeReply()/60),
			[]testCall{{ID: "c1", Tool: "kubectl", Args: json.RawMessage(`{"args":"get events"}`), Status: "ok", Result: events.String()}}, 20 * time.Second},
	} {
		t.Run(tt.name, func(t *testing.T) {
			checkLarge(t, tt.lang, tt.request, tt.reply, tt.calls, tt.max)
		})
	}
}
