package verify

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestLargeReplyRev17: a half-megabyte reply of clauses over results or
// arguments that rules read once per clause, number or count. Before the
// seventeenth session's review, at 128 KB (CPU time, 2 cores, loaded):
// one key and a name restated over a second call's long result 14.5 s
// (citedAgain read every passage of the receipt per clause; cross-call
// names every result per token), a long-lined table of 200 rows 10 s
// (rowsOfColumn split every line per number), rows alike and numbers on
// every line 9.5 s (sameField per line per number), Chinese counts over a
// long list of names 7.9 s (distinctCount read every line's names per
// count), arguments of many distinct words 4.3 s (each word compared with
// all before it, and each clause with all of them), distinct numbers
// near a long result's 5.3 s (misread and misround compared every value),
// a failing long table 1.5 s (markFail walked the paragraph per failing
// clause). The work grew with the square of the size: sixteen times those
// figures for the size here.
func TestLargeReplyRev17(t *testing.T) {
	ok := func(id, tool, args, res string) testCall {
		return testCall{ID: id, Tool: tool, Args: json.RawMessage(args), Status: "ok", Result: res}
	}
	lines := func(n int, f func(i int) string) string {
		var b strings.Builder
		for i := 0; b.Len() < n; i++ {
			b.WriteString(f(i))
		}
		return b.String()
	}
	size := largeReply() / 2
	longRows := func(row func(i int) string, last string) string {
		var b strings.Builder
		for i := 0; i < 199; i++ {
			b.WriteString(row(i) + strings.Repeat("w ", size/400) + "\n")
		}
		return b.String() + last
	}
	for _, tc := range []struct {
		name, lang, request string
		unit                func(i int) string
		calls               []testCall
	}{
		{"one key and name over another call's long result", "en", "Who owns it?",
			func(int) string { return "INFRA-772 is assigned to Sara Lindqvist {{receipt:c1}}. " },
			[]testCall{ok("c1", "jira_get", `{}`, "INFRA-772 assignee Tom Berg\n"),
				ok("c2", "jira_search", `{}`, lines(size, func(i int) string { return fmt.Sprintf("zz%d assignee Sara Lindqvist\n", i) }))}},
		{"distinct keys over another call's long result", "en", "Who owns them?",
			func(i int) string {
				return fmt.Sprintf("INFRA-%d is assigned to Sara Lindqvist {{receipt:c1}}. ", i%5000+1000)
			},
			[]testCall{ok("c1", "jira_get", `{}`, "INFRA-772 assignee Tom Berg\n"),
				ok("c2", "jira_search", `{}`, lines(size, func(i int) string { return fmt.Sprintf("INFRA-%d assignee Sara Lindqvist\n", 900000+i) }))}},
		{"a row's figures over long rows", "en", "What does Z900 have?",
			func(i int) string { return fmt.Sprintf("Z900 has 5000 and AB-%d {{receipt:c1}}\n", i) },
			[]testCall{ok("c1", "db_query", `{}`, longRows(func(i int) string { return fmt.Sprintf("AB-%d CF-1 5000 ", i) }, "Z900 777 b\n"))}},
		{"rows alike with numbers on every line", "en", "What does Z900 have?",
			func(int) string {
				return "Z900 CF-1 CF-2 CF-3 CF-4 CF-5 CF-6 CF-7 CF-8 5000 5001 5002 5003 5004 5005 {{receipt:c1}}\n"
			},
			[]testCall{ok("c1", "db_query", `{}`, func() string {
				var b strings.Builder
				for i := 0; i < 199; i++ {
					fmt.Fprintf(&b, "CF-%d CF-%d 5000 5001 5002 5003 5004 5005 a%d\n", i%8+1, (i+1)%8+1, i)
				}
				return b.String() + "Z900 777 b\n"
			}())}},
		{"counts over a long list of names", "zh", "有多少订单？",
			func(i int) string {
				return fmt.Sprintf("共有%d个订单，张伟负责上海-%d，没有发现错误{{receipt:c1}}。", i%70, i)
			},
			[]testCall{ok("c1", "orders", `{}`, lines(size, func(i int) string { return fmt.Sprintf("上海-%d 张伟 待处理 %d\n", i, i%13) }))}},
		{"counts over a long list", "es", "¿Cuántos pedidos hay?",
			func(i int) string {
				return fmt.Sprintf("Hay %d pedidos pendientes de María López en Madrid-%d, no encontré errores {{receipt:c1}}. ", i%70, i)
			},
			[]testCall{ok("c1", "pedidos", `{}`, lines(size, func(i int) string { return fmt.Sprintf("Madrid-%d María López pendiente %d\n", i, i%13) }))}},
		{"arguments of many distinct words", "en", "Find flights delayed over 2 hours",
			func(i int) string {
				return fmt.Sprintf("%d flights were delayed over %d hours, and I set it to %d.5. ", i%50+3, i%40+1, i%90)
			},
			[]testCall{ok("c1", "delay_query", `{"note":"`+lines(size, func(i int) string { return fmt.Sprintf("word%dx min_%d %d.%d, ", i, i, 3000+i, i%9) })+`","min_delay_min":120}`, "4 flights"),
				{ID: "c2", Tool: "set_value", Args: json.RawMessage(`{"v":"` + lines(size/4, func(i int) string { return fmt.Sprintf("v %d.%d, ", i, i%9) }) + `","x":8.5}`), Status: "error", Result: "denied"}}},
		{"distinct numbers near a long result's", "en", "x",
			func(i int) string {
				return fmt.Sprintf("Sensor s-%d read %d.%d C at 10:%02d on 2026-03-%02d, down %d%% {{receipt:c1}}. ", i, 1000+i, i%10, i%60, i%28+1, i%90)
			},
			[]testCall{ok("c1", "sensors", `{}`, lines(size, func(i int) string {
				return fmt.Sprintf("s-%d %d.%d C 10:%02d 2026-03-%02d %d%%\n", i, 2000+i, i%10, i%60, i%28+1, i%80)
			}))}},
		{"two calls of distinct codes and names", "en", "x",
			func(i int) string {
				return fmt.Sprintf("Ticket t%dx for Ana Lopez has 7%d points {{receipt:c1}} and user u%dq is Bo Chan {{receipt:c2}}. ", i, i%10, i)
			},
			[]testCall{ok("c1", "tickets", `{}`, lines(size/2, func(i int) string { return fmt.Sprintf("t%dx Ana Lopez %d\n", i, i%77) })),
				ok("c2", "users", `{}`, lines(size/2, func(i int) string { return fmt.Sprintf("u%dq Bo Chan %d\n", i, i%77) }))}},
		{"a failing table of one paragraph", "en", "x",
			func(int) string { return "| pdu-c05-b | failed | still on 4.2.3 |\n" },
			[]testCall{ok("c1", "pdu_status", `{}`, "pdu-c05-b FAILED still on 4.2.2\n")}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			reply := lines(size, tc.unit)
			checkLarge(t, tc.lang, tc.request, reply, tc.calls, 20*time.Second)
		})
	}
}
