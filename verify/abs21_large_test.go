package verify

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestLargeReplyAbs21: the readings of the abs21 round over a 1 MB reply
// and a 1 MB result, each a clause per line that reaches them: a vat's
// alarms over a long leveled log (lineLevels once per call, levelVerdict
// and its item codes on the label budget), an item's zero over long rows
// (namedItemZero on the budget), a range over a result of many numbers
// (rangeVerdict on the budget), a second absence after a receipt per line
// (checkLaterPart), a failed call's long arguments restated per clause
// (restatesFailedCall on the budget), and 请 before a result's term per line
// (recordTermHedge on the budget).
func TestLargeReplyAbs21(t *testing.T) {
	var log, rows, vals strings.Builder
	for i := 0; log.Len() < largeReply(); i++ {
		fmt.Fprintf(&log, "2025-06-13 08:%02d:00 INFO V%d 自检通过\n", i%60, i)
	}
	log.WriteString("2025-06-13 09:00:00 WARN V4 液位低\n")
	for i := 0; rows.Len() < largeReply(); i++ {
		fmt.Fprintf(&rows, "SE-P401 | van JM-%d: %d | warehouse: 3\n", i, i%2)
	}
	for i := 0; vals.Len() < largeReply(); i++ {
		fmt.Fprintf(&vals, "t%d: %d.%d\n", i, 2+i%7, i%10)
	}
	cases := []struct {
		name, lang, request, reply string
		calls                      []testCall
	}{
		{"zh vat alarms over a log", "zh", "今天有哪些染缸报警？", strings.Repeat("**V4**：报警复位，无新报警 {{receipt:c1}}。\n", largeReply()/64),
			[]testCall{{ID: "c1", Tool: "alarm_list", Args: json.RawMessage(`{}`), Status: "ok", Result: log.String()}}},
		{"en an item's zero", "en", "Do we have a spare?", strings.Repeat("The van is out (none in van JM-2) {{receipt:c1}}.\n", largeReply()/52),
			[]testCall{{ID: "c1", Tool: "stock_check", Args: json.RawMessage(`{}`), Status: "ok", Result: rows.String()}}},
		{"zh a range", "zh", "有没有超标？", strings.Repeat("都在 2–8 ℃ 范围内，没有超标 {{receipt:c1}}。\n", largeReply()/48),
			[]testCall{{ID: "c1", Tool: "cold_chain_temp", Args: json.RawMessage(`{}`), Status: "ok", Result: vals.String()}}},
		{"hi a later part", "hi", "किन ग्राहकों का पैसा अभी बाक़ी है?", strings.Repeat("कोई बकाया नहीं है {{receipt:c1}}, और किसी ग्राहक का पैसा बाक़ी नहीं है {{receipt:c2}}।\n", largeReply()/160),
			[]testCall{{ID: "c1", Tool: "payment_log", Args: json.RawMessage(`{"days":30}`), Status: "ok", Result: "[]"},
				{ID: "c2", Tool: "payment_log", Args: json.RawMessage(`{}`), Status: "ok", Result: vals.String()}}},
		{"zh 请 before a result's term", "zh", "这周有没有学生请假？", strings.Repeat("这周没有人请事假 {{receipt:c1}}。\n", largeReply()/40),
			[]testCall{{ID: "c1", Tool: "attendance_query", Args: json.RawMessage(`{}`), Status: "ok", Result: log.String() + "赵雨桐 病假\n"}}},
	}
	var args strings.Builder
	args.WriteString(`{"query":"`)
	for i := 0; args.Len() < largeReply(); i++ {
		fmt.Fprintf(&args, "UPDATE T SET X = %d; ", i%10)
	}
	args.WriteString(`"}`)
	cases = append(cases, struct {
		name, lang, request, reply string
		calls                      []testCall
	}{"hi a failed call's long arguments", "hi", "UPDATE चला दीजिए।", strings.Repeat("UPDATE नहीं चल पाई। डेटा में कोई बदलाव नहीं हुआ है।\n", largeReply()/128),
		[]testCall{{ID: "c1", Tool: "sql_query", Args: json.RawMessage(`{"query":"SELECT 1"}`), Status: "ok", Result: vals.String()},
			{ID: "c2", Tool: "sql_query", Args: json.RawMessage(args.String()), Status: "blocked", Result: "error: blocked: writes need a CAB ticket 50000"}}})
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			checkLarge(t, tc.lang, tc.request, tc.reply, tc.calls, 20*time.Second)
		})
	}
}
