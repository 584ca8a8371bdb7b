package verify

import (
	"encoding/json"
	"slices"
	"testing"
)

// negCall builds a testCall with JSON args.
func negCall(id, tool, args, status, result string) testCall {
	return testCall{ID: id, Tool: tool, Args: json.RawMessage(args), Status: status, Result: result}
}

// TestNegatedActsNoAbsence: negations of acts, counted subjects, fields
// that are false or zero, the result's own "none", "a N with no X" of the
// reply's own thing, an item's state and absences about a failed call
// (its status or a name only it was given) are no false absence; the plain absences
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
		{"hi: the result's own none", "hi", "संग्रहालय का टिकट कितने का है?", []string{"http_fetch"},
			[]testCall{negCall("c1", "http_fetch", `{"url":"https://museum.example.in/visit"}`, "ok", "<p>प्रवेश शुल्क: कोई शुल्क नहीं</p><p>समय: सुबह 10 बजे से</p>")},
			"संग्रहालय में प्रवेश का कोई शुल्क नहीं है, और यह सुबह 10 बजे खुलता है। {{receipt:c1}}", false},
		{"en: the result's own none", "en", "Is there a late fee?", []string{"http_fetch"},
			[]testCall{negCall("c1", "http_fetch", `{"url":"https://library.example.org/rules"}`, "ok", "Loans: 21 days. Late returns: no late fee, but holds are paused.")},
			"Loans run 21 days and there is no late fee; holds are paused instead. {{receipt:c1}}", false},
		{"'with no' after the reply's own noun", "en", "What changed in 3.2.1?", []string{"get_release"},
			[]testCall{negCall("c1", "get_release", `{"tag":"3.2.1"}`, "ok", `{"tag":"3.2.1","notes":"fix crash when saving empty drafts"}`)},
			"3.2.1 fixes a crash when saving empty drafts {{receipt:c1}}. It is a one-fix patch with no API changes.", false},
		{"'with no' after a noun the result lists", "en", "How did the builds go?", []string{"ci_runs"},
			[]testCall{negCall("c1", "ci_runs", `{"repo":"web"}`, "ok", "build 881: passed, 2 warnings\nbuild 882: passed, 5 warnings")},
			"Both builds passed {{receipt:c1}}; the latest is a build with no warnings.", true},
		{"name only the failed call was given", "hi", "TCS और INFY का भाव बताओ", []string{"stock_quote"},
			[]testCall{negCall("c1", "stock_quote", `{"symbol":"TCS.NS"}`, "ok", "TCS.NS last=3902.5"), negCall("c2", "stock_quote", `{"symbol":"INFY.NS"}`, "error", "error: upstream timeout")},
			"TCS का भाव 3902.5 है। {{receipt:c1}}\n\nINFY.NS का भाव नहीं मिला, दोबारा कोशिश करूँगा।", false},
		{"name the ok call was given", "hi", "TCS और INFY का भाव बताओ", []string{"stock_quote"},
			[]testCall{negCall("c1", "stock_quote", `{"symbol":"TCS.NS"}`, "ok", "TCS.NS last=3902.5"), negCall("c2", "stock_quote", `{"symbol":"INFY.NS"}`, "error", "error: upstream timeout")},
			"INFY का भाव नहीं आया। {{receipt:c1}}\n\nTCS.NS का भाव नहीं मिला।", true},
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
		if got := slices.Contains(foundTypes(rep), FalseAbsence); got != tt.want {
			t.Errorf("%s: false_absence %v, want %v; findings %+v", tt.name, got, tt.want, rep.Findings)
		}
	}
}

// TestScopedDenials: denials about another file the reply names, an open
// question, a search entry no call opened, a change a read-only command
// did not make, or a verb after a Japanese compound the tool noun only
// modifies are true; a denial of what a call did is still a finding.
func TestScopedDenials(t *testing.T) {
	page := negCall("c1", "http_fetch", `{"url":"https://data.example.org/2025/"}`, "ok", `<a href="https://data.example.org/2025/all-stops.csv">All stops (CSV)</a>`)
	conf := negCall("c1", "file_read", `{"path":"app.yaml"}`, "ok", "port: 8080\nworkers: 4")
	search := negCall("c1", "search_web", `{"query":"garden hose pressure"}`, "ok", "1. Hose Pressure Basics\n   https://hoses.example.com/basics\n2. Municipal Waterworks Handbook\n   https://water.example.org/handbook")
	search.URLs = []string{"https://hoses.example.com/basics", "https://water.example.org/handbook"}
	hoseFetch := negCall("c2", "http_fetch", `{"url":"https://hoses.example.com/basics"}`, "ok", "Most garden hoses run at 40 to 60 psi.")
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
		{"open question (ja)", []string{"file_read", "shell"}, []testCall{conf},
			"設定ではワーカーが4つです{{receipt:c1}}。バックアップが最新かどうかは、まだ確認していません。", false},
		{"open question (en)", []string{"file_read", "shell"}, []testCall{conf},
			"The config runs 4 workers {{receipt:c1}}. I haven't checked whether the staging mirror is current.", false},
		{"es: 'casi' holds no 'si'", []string{"file_read"}, []testCall{conf},
			"La configuración tiene 4 workers. No he leído casi nada del archivo.", true},
		{"question about what was read", []string{"file_read"}, []testCall{conf},
			"The config runs 4 workers {{receipt:c1}}. I haven't checked whether app.yaml sets a port.", true},
		{"read-only command", []string{"shell"}, []testCall{negCall("c1", "shell", `{"cmd":"jq '[.[].qty] | add' stock.json"}`, "ok", "118")},
			"There are 118 units in stock {{receipt:c1}}. That jq query only read the file; I made no changes.", false},
		{"read-only program writing a file", []string{"shell"}, []testCall{negCall("c1", "shell", `{"cmd":"jq 'del(.old)' stock.json > stock.new.json"}`, "ok", "")},
			"Done {{receipt:c1}}. I made no changes.", true},
		{"search entry not opened", []string{"search_web", "http_fetch"}, []testCall{search, hoseFetch},
			"A hose runs at 40 to 60 psi. {{receipt:c2}} The search also turned up a municipal waterworks handbook, which I didn't open.", false},
		{"search entry opened", []string{"search_web", "http_fetch"}, []testCall{search, hoseFetch},
			"The search listed Hose Pressure Basics; I didn't open it, but a hose runs at 40 to 60 psi. {{receipt:c2}}", true},
		{"ja: tool noun modifying a compound", []string{"search_web", "http_fetch"}, []testCall{search, hoseFetch},
			"ホースの水圧は40〜60 psiです。{{receipt:c2}} 古い資料は検索範囲に入れていません。", false},
		{"ja: the tool's act denied", []string{"search_web", "http_fetch"}, []testCall{search, hoseFetch},
			"ホースの水圧は40〜60 psiです。{{receipt:c2}} ウェブ検索はしていません。", true},
		{"denial of the page fetched", []string{"http_fetch"}, []testCall{page},
			"The page links a CSV of all stops. I haven't fetched the page at https://data.example.org/2025/ myself. {{receipt:c1}}", true},
	} {
		tc := testCase{ID: "x", Lang: "en", Request: "help", Tools: tt.tools, Calls: tt.calls, Reply: tt.reply}
		reply, rec := build(t, tc)
		rep := Check(reply, rec)
		if got := slices.Contains(foundTypes(rep), DeniedCall); got != tt.want {
			t.Errorf("%s: denied_call %v, want %v; findings %+v", tt.name, got, tt.want, rep.Findings)
		}
	}
}
