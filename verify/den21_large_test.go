package verify

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestLargeReplyDen21: the den21 readings on a 1 MB reply of hedged
// deny-all remarks over a 1 MB result of numbers. quotedResultCall reads
// the reply's first numbers against each result once per check, not per
// remark.
func TestLargeReplyDen21(t *testing.T) {
	var res strings.Builder
	for i := 0; res.Len() < largeReply(); i++ {
		fmt.Fprintf(&res, "t%d: %d.%d\n", i, 10+i%80, i%10)
	}
	ja := strings.Repeat("一般的な知識でお答えします（ツールは使っていません）。いまは97.5℃と96.5℃です。心配なら確認してください。\n", largeReply()/160)
	t.Run("ja quoted values", func(t *testing.T) {
		calls := []testCall{{ID: "c1", Tool: "fridge_status", Args: json.RawMessage(`{"unit":"f2"}`), Status: "ok", Result: res.String()}}
		checkLarge(t, "ja", "温度は？", ja, calls, 20*time.Second)
	})
}
