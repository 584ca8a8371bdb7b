package verify

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestLargeReplyUnb20: a 1 MB reply over a 1 MB result, each clause
// asking one of the unb20 readings: a place of an undone search, a
// habitual clause with many topic nouns (read once per clause), a
// measure the request holds before a tool-name noun (only the numbers
// near the noun), an act at a clock time a log line holds (the lines
// read once per class), a word of a reported URL's host (only the URLs
// of the clause), and a failed look-up tool named by its record.
func TestLargeReplyUnb20(t *testing.T) {
	var res strings.Builder
	for i := 0; res.Len() < largeReply(); i++ {
		fmt.Fprintf(&res, "2026-01-23 %02d:%02d:00 INFO dryer3 stop lot=H-%d moisture=14.%d\n", i%24, i%60, i, i%10)
	}
	log := testCall{ID: "c1", Tool: "shell", Args: json.RawMessage(`{"cmd":"tail log"}`), Status: "ok", Result: res.String()}
	u := "https://agmarknet.gov.in/PriceAndArrivals/Report.aspx?c=onion"
	failedFetch := testCall{ID: "c2", Tool: "http_fetch", Args: json.RawMessage(`{"url":"` + u + `"}`), Status: "timeout", Result: "error: timed out"}
	failedWeather := testCall{ID: "c2", Tool: "weather_api", Args: json.RawMessage(`{"m":"ghi"}`), Status: "timeout", Result: "error: timed out after 25s"}
	failedDCS := testCall{ID: "c2", Tool: "furnace_dcs", Args: json.RawMessage(`{"tag":"t"}`), Status: "error", Result: "error: connect to port 4840 refused"}
	alarm := testCall{ID: "c2", Tool: "alarm_list", Args: json.RawMessage(`{}`), Status: "error", Result: "error: 500"}
	for _, tc := range []struct {
		name, lang, unit string
		other            testCall
		div              int // a smaller reply: a URL in every clause is slow in older code (source/unfetched), 31 s at 1 MB before this round
	}{
		{"unsearched place", "hi", "मैंने इंटरनेट पर कुछ नहीं खोजा और लॉग भी नहीं देखा। ", failedFetch, 1},
		{"habitual nouns", "hi", strings.Repeat("मौसम तापमान धूप ", 200) + "इसकी एक आम वजह होती है। ", failedWeather, 1},
		{"request measure", "en", strings.Repeat("below your 75 °C alarm, ", 100) + "fine. ", alarm, 1},
		{"logged act", "ja", "3:42に14.9%で停止しました。", failedDCS, 1},
		{"url host", "hi", "Agmarknet के अनुसार (" + u + ") भाव ₹3,900 है। ", failedFetch, 8},
		{"failed lookup restated", "zh", "DCS 接口 4840 端口拒绝连接，我只是调了一下 DCS。", failedDCS, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			reply := strings.Repeat(tc.unit, largeReply()/tc.div/len(tc.unit))
			checkLarge(t, tc.lang, "Check it. Alarm is at 75 °C.", reply, []testCall{log, tc.other}, 20*time.Second)
		})
	}
}
