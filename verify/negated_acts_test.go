package verify

import (
	"encoding/json"
	"testing"
)

// negCall builds a testCall with JSON args.
func negCall(id, tool, args, status, result string) testCall {
	return testCall{ID: id, Tool: tool, Args: json.RawMessage(args), Status: status, Result: result}
}

// TestNegatedActsNoAbsence: negations of acts, counted subjects, fields
// that are false or zero, an item's state and
// absences about a failed call are no false absence; the plain absences
// beside them, over the same results, still are.
func TestNegatedActsNoAbsence(t *testing.T) {
	orders := negCall("c1", "order_list", `{"customer":"K-12"}`, "ok", "id | item | qty\n-----+------+----\nA-301 | bolts | 40\nA-302 | nuts | 15\n(2 rows)")
	tasks := negCall("c1", "lista_tareas", `{"proyecto":"P9"}`, "ok", "T-11 revisar techo\nT-12 pintar valla\nT-13 podar seto")
	for _, tt := range []struct {
		name, lang, request string
		tools               []string
		calls               []testCall
		reply               string
		want                bool // a false_absence is expected
	}{
		{"act of an unrun tool", "en", "Refund order A-301 please.", []string{"order_list", "refund_order"}, []testCall{orders, negCall("c2", "refund_order", `{"id":"A-301"}`, "denied", "error: refunds need a supervisor")},
			"The refund was refused, so no order was refunded. {{receipt:c1}}", false},
		{"found nothing, same tools", "en", "Any orders for K-12?", []string{"order_list", "refund_order"}, []testCall{orders},
			"I found no orders for K-12. {{receipt:c1}}", true},
		{"es: speaker's perfect", "es", "¿Qué tareas tiene el proyecto P9?", []string{"lista_tareas"}, []testCall{tasks},
			"El proyecto P9 tiene tres tareas abiertas. No he borrado ninguna tarea. {{receipt:c1}}", false},
		{"es: speaker found none", "es", "¿Qué tareas tiene el proyecto P9?", []string{"lista_tareas"}, []testCall{tasks},
			"No he encontrado ninguna tarea en el proyecto P9. {{receipt:c1}}", true},
		{"ja: 何も before a する-verb", "ja", "5月2日に会議室を手配できる？", []string{"room_list", "room_book"}, []testCall{negCall("c1", "room_list", `{"date":"2026-05-02"}`, "ok", `{"date":"2026-05-02","free":{"A":0,"B":2,"C":1}}`)},
			"5月2日はB室が2つ、C室が1つ空いています（{{receipt:c1}}）。現時点ではまだ何も手配していません。", false},
		{"ja: contrastive は", "ja", "5月2日の会議室の空き、見るだけでいいよ", []string{"room_list"}, []testCall{negCall("c1", "room_list", `{"date":"2026-05-02"}`, "ok", `{"date":"2026-05-02","free":{"A":0,"B":2,"C":1}}`)},
			"B室が2つ、C室が1つ空いています。一覧は読んだだけで、予約を書き換えてはいません。", false},
		{"zh: verb with a complement", "zh", "把报价单发给客户", []string{"order_list", "send_email"}, []testCall{orders, negCall("c2", "send_email", `{"to":"k12@example.com"}`, "timeout", "error: timeout after 30s")},
			"邮件**没有发出去**。\n\n订单 A-301 和 A-302 我都查到了{{receipt:c1}}，但发送时超时了。", false},
		{"zh: verb before 任何", "zh", "看看 K-12 的订单", []string{"order_list"}, []testCall{orders},
			"我只做了查询，没有下发任何出库指令。{{receipt:c1}}", false},
		{"zh: 任何 before a listed noun", "zh", "K-12 有订单记录吗", []string{"order_list"}, []testCall{orders},
			"系统里没有任何订单记录。{{receipt:c1}}", true},
		{"failed call's status in the sentence", "zh", "查一下股价和年报利润", []string{"stock_quote", "annual_report"},
			[]testCall{negCall("c1", "stock_quote", `{"code":"600519"}`, "ok", "code=600519 price=1520.10"), negCall("c2", "annual_report", `{"code":"600519"}`, "error", "error: 502 Bad Gateway")},
			"股价 1520.10 元。{{receipt:c1}}\n\n年报利润没查到：接口返回 502。", false},
		{"false field named", "en", "Is the flood rider on policy 88 active?", []string{"get_policy"},
			[]testCall{negCall("c1", "get_policy", `{"id":88}`, "ok", `{"id":88,"premium":120.5,"flood_rider":false}`)},
			"Policy 88 costs 120.5 a year {{receipt:c1}}. There's no flood rider on policy 88.", false},
		{"ja: counted subject", "ja", "先週の注文は5件のはず", []string{"order_list"}, []testCall{orders},
			"受け付けた注文は2件で、3件が記録に見当たりません。{{receipt:c1}}", false},
		{"hi: counted empty", "hi", "कितने कमरे खाली हैं?", []string{"room_status"},
			[]testCall{negCall("c1", "room_status", `{"hotel":"H2"}`, "ok", "rooms_total=12 rooms_free=2")},
			"12 में से 2 कमरे अभी खाली हैं। {{receipt:c1}}", false},
		{"listed item's state", "zh", "有没有超时的订单？", []string{"order_list"}, []testCall{negCall("c1", "order_list", `{"status":"open"}`, "ok", " id   | status | overdue\n------+--------+--------\n 7101 | open   | t\n 7102 | open   | f\n(2 rows)")},
			"#7101 已经超时。另外#7102 也还开着，但没有超时。{{receipt:c1}}", false},
	} {
		tc := testCase{ID: "x", Lang: tt.lang, Request: tt.request, Tools: tt.tools, Calls: tt.calls, Reply: tt.reply}
		reply, rec := build(t, tc)
		rep := Check(reply, rec)
		got := false
		for _, f := range rep.Findings {
			got = got || f.Type == FalseAbsence
		}
		if got != tt.want {
			t.Errorf("%s: false_absence %v, want %v; findings %+v", tt.name, got, tt.want, rep.Findings)
		}
	}
}

// TestScopedDenials: a denial about another file the reply names is true;
// a denial of what a call did is still a finding.
func TestScopedDenials(t *testing.T) {
	page := negCall("c1", "http_fetch", `{"url":"https://data.example.org/2025/"}`, "ok", `<a href="https://data.example.org/2025/all-stops.csv">All stops (CSV)</a>`)
	conf := negCall("c1", "file_read", `{"path":"app.yaml"}`, "ok", "port: 8080\nworkers: 4")
	for _, tt := range []struct {
		name  string
		tools []string
		calls []testCall
		reply string
		want  bool // a denied_call is expected
	}{
		{"another file's noun", []string{"http_fetch"}, []testCall{page},
			"The page links the full data: https://data.example.org/2025/all-stops.csv {{receipt:c1}}\n\nI haven't downloaded the CSV itself; I can fetch it next.", false},
		{"another file's part", []string{"file_read"}, []testCall{conf},
			"`app.yaml` sets port 8080 with 4 workers {{receipt:c1}}. The repo also has `app.override.yaml`.\n\nI haven't read the override file yet.", false},
		{"denial of the file read", []string{"file_read"}, []testCall{conf},
			"The port is 8080 {{receipt:c1}}.\n\nI haven't read the app.yaml file.", true},
		{"denial of the page fetched", []string{"http_fetch"}, []testCall{page},
			"The page links a CSV of all stops. I haven't fetched the page at https://data.example.org/2025/ myself. {{receipt:c1}}", true},
	} {
		tc := testCase{ID: "x", Lang: "en", Request: "help", Tools: tt.tools, Calls: tt.calls, Reply: tt.reply}
		reply, rec := build(t, tc)
		rep := Check(reply, rec)
		got := false
		for _, f := range rep.Findings {
			got = got || f.Type == DeniedCall
		}
		if got != tt.want {
			t.Errorf("%s: denied_call %v, want %v; findings %+v", tt.name, got, tt.want, rep.Findings)
		}
	}
}
