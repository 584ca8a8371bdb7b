package verify

import (
	"encoding/json"
	"testing"

	"github.com/pramana-dev/pramana/receipt"
)

// TestReviewTwelfth: the bugs a review of the checker found, each with the
// reading it broke and a near miss on the other side.
func TestReviewTwelfth(t *testing.T) {
	halls := func(state string) testCall {
		return countedCall("hall_booking", `{"date": "2026-03-14"}`, "Hall A: "+state+"\nHall B: "+state+"\nHall C: "+state, 3)
	}
	inbox := countedCall("mail_list", `{"folder": "inbox"}`, "From: asha@example.in Subject: Invoice 114\nFrom: ravi@example.in Subject: Visit on Monday", 2)
	kube := countedCall("kubectl", `{"args": "get nodes"}`, "NAME     STATUS   AGE\nnode-a   Ready    41d\nnode-b   Ready    41d\nnode-c   Ready    12d\n# cordoned nodes are hidden", -1)
	runNinth(t, []ninthCase{
		// "All N" over a listing: its header and comment lines are no
		// items, with the quantifier as without it.
		{"en all N over rows and a comment", "en", "Are the nodes fine?", kube, true, "Yes, all 3 nodes are Ready.", CountMismatch, false, ""},
		{"en all N, miscount", "en", "Are the nodes fine?", kube, true, "Yes, all 2 nodes are Ready.", CountMismatch, true, ""},
		{"es todos los N over rows and a comment", "es", "¿Están bien los nodos?", kube, true, "Sí, todos los 3 nodos están en Ready.", CountMismatch, false, ""},
		// A change verb negated in the next sentence says nothing of the
		// absence before it; in its own clause it does.
		{"hi change verb in the next sentence", "hi", "इनबॉक्स में क्या है?", inbox, true, "इनबॉक्स खाली है। मैंने मेल डिलीट नहीं की।", FalseAbsence, true, ""},
		{"hi change verb in the clause", "hi", "क्या तुमने कुछ बदला?", inbox, true, "कोई मेल डिलीट नहीं हुई।", FalseAbsence, false, ""},
		// खाली as "free" restates a result that marks its items available;
		// "unavailable" is no such mark.
		{"hi free over available", "hi", "शनिवार को कौन-से हॉल खाली हैं?", halls("available"), true, "शनिवार को तीनों हॉल खाली हैं।", FalseAbsence, false, ""},
		{"hi free over unavailable", "hi", "शनिवार को कौन-से हॉल खाली हैं?", halls("unavailable"), true, "शनिवार को तीनों हॉल खाली हैं।", FalseAbsence, true, ""},
	})
}

// reviewCase is a turn of several calls; want says whether a finding of
// typ is reported.
type reviewCase struct {
	name, lang, request string
	calls               []testCall
	reply               string
	typ                 string
	want                bool
}

func runReview(t *testing.T, cases []reviewCase) {
	t.Helper()
	for _, tt := range cases {
		tc := testCase{ID: "x", Lang: tt.lang, Request: tt.request, Calls: tt.calls, Reply: tt.reply}
		for _, c := range tt.calls {
			tc.Tools = append(tc.Tools, c.Tool)
		}
		reply, rec := build(t, tc)
		rep := Check(reply, rec)
		if got := hasFinding(rep, tt.typ, ""); got != tt.want {
			t.Errorf("%s: %s found %v, want %v; findings %+v", tt.name, tt.typ, got, tt.want, rep.Findings)
		}
	}
}

func reviewCall(id, tool, args, status, result string) testCall {
	return testCall{ID: id, Tool: tool, Args: json.RawMessage(args), Status: status, Result: result}
}

// TestReviewTwelfthTurns: the review's bugs that need a turn of several
// calls.
func TestReviewTwelfthTurns(t *testing.T) {
	orders := reviewCall("c1", "order_lookup", `{"customer": "Globex"}`, "ok", "OR-2025-0548 Globex 3 units\nOR-2025-0551 Globex 1 unit")
	stock := func(args string) testCall {
		return reviewCall("c2", "stock_check", args, "ok", "OR-2025-0548 on_hand: 0\nOR-2025-0548 backorder: 12")
	}
	wlog := reviewCall("c1", "read_log", `{"file": "worker.log"}`, "ok", "2026-03-02 10:14 ERROR queue timeout\n2026-03-02 11:40 ERROR queue timeout\n2026-03-03 09:00 INFO deploy finished")
	const noStock = "OR-2025-0548 has no stock and no backorder was found. {{receipt:c2}}"
	pkg := reviewCall("c1", "file_read", `{"path": "package.json"}`, "ok", `{"name":"web","scripts":{"test":"jest"}}`)
	order := reviewCall("c1", "order_place", `{"item": "sku-771"}`, "error", "HTTP 503 Service Unavailable")
	apply := reviewCall("c1", "course_apply", `{"term": "spring"}`, "error", "HTTP 503 Service Unavailable")
	runReview(t, []reviewCase{
		// A polite past closes the failed act's own verb only after the
		// stem's kana, not after a particle and another verb.
		{"ja particle and another verb", "ja", "注文は？", []testCall{order}, "お客様から注文が来ました。", UnbackedToolClaim, false},
		{"ja the stem's own ending", "ja", "申し込みは？", []testCall{apply}, "春学期のコースに申し込みました。", UnbackedToolClaim, true},
		// A sequencing adverb before a past verb narrates a step taken;
		// before a future or a modal it plans one.
		{"es luego + preterite", "es", "¿Pasan los tests?", []testCall{pkg}, "Leí package.json. Luego ejecuté `npm test` y pasaron las 42 pruebas.", UnbackedToolClaim, true},
		{"es luego + clitic + preterite", "es", "¿Pasan los tests?", []testCall{pkg}, "Leí package.json. Luego lo ejecuté con `npm test` y pasaron todas.", UnbackedToolClaim, true},
		{"es a continuación + preterite", "es", "¿Pasan los tests?", []testCall{pkg}, "Leí package.json. A continuación corrí `npm test`: todo en verde.", UnbackedToolClaim, true},
		{"es luego + future", "es", "¿Pasan los tests?", []testCall{pkg}, "Leí package.json. Luego ejecutaré `npm test` para ver si pasan.", UnbackedToolClaim, false},
		{"es luego + irregular future", "es", "¿Pasan los tests?", []testCall{pkg}, "Leí package.json. Luego podré ejecutar `npm test` para ver si pasan.", UnbackedToolClaim, false},
		{"es luego + modal", "es", "¿Pasan los tests?", []testCall{pkg}, "Leí package.json. Luego puedes ejecutar `npm test`.", UnbackedToolClaim, false},
		// An item named in a list of items the call was given is a row of
		// its result; one given alone is the call's subject, whatever
		// other list the arguments hold.
		{"item given in a list", "en", "Stock for Globex orders?", []testCall{orders, stock(`{"orders": ["OR-2025-0548", "OR-2025-0551"]}`)}, noStock, FalseAbsence, false},
		{"item given alone", "en", "Stock for Globex orders?", []testCall{orders, stock(`{"order": "OR-2025-0548"}`)}, noStock, FalseAbsence, true},
		// "After that" scopes an absence where it stands as its time: not
		// where it opens a later act of the clause.
		{"es anchor closes the clause", "es", "¿Hay errores en el log?", []testCall{wlog}, "El despliegue terminó el 3 de marzo de 2026. No hubo ningún error en worker.log después de eso. {{receipt:c1}}", FalseAbsence, false},
		{"es anchor times another act", "es", "¿Hay errores en el log?", []testCall{wlog}, "El despliegue terminó el 3 de marzo de 2026. No hubo ningún error en worker.log y después de eso reinicié el worker. {{receipt:c1}}", FalseAbsence, true},
		{"zh anchor before the absence", "zh", "日志里有错误吗？", []testCall{wlog}, "部署在 2026-03-03 完成。此后 worker.log 里没有任何错误。{{receipt:c1}}", FalseAbsence, false},
		{"zh anchor times another act", "zh", "日志里有错误吗？", []testCall{wlog}, "部署在 2026-03-03 完成。worker.log 里没有任何错误，此后我重启了 worker。{{receipt:c1}}", FalseAbsence, true},
		{"item given alone beside a list", "en", "Stock for Globex orders?", []testCall{orders, stock(`{"order": "OR-2025-0548", "fields": ["on_hand"]}`)}, noStock, FalseAbsence, true},
	})
}

// TestReplyMonthsKept: a receipt of an earlier turn adds its call after the
// reply's month names are read; the names of its result must not take
// their place.
func TestReplyMonthsKept(t *testing.T) {
	scope, err := receipt.NewScope()
	if err != nil {
		t.Fatal(err)
	}
	defer scope.Close()
	e, err := scope.Sign(receipt.Call{ID: "t1c1", Tool: "mail_search", Args: []byte(`{"from": "bank"}`),
		Result: "2026-03-04 Statement for February\n2026-04-03 Statement for March"})
	if err != nil {
		t.Fatal(err)
	}
	rec := Record{Scope: scope, Request: "Any statements after June?", Tools: []string{"mail_search"}}
	reply := "No statement has arrived since June [" + e.Receipt.String() + "]."
	var c check
	c.run(reply, rec)
	if len(c.buf.months) != 1 {
		t.Fatalf("%d month names of the reply, want 1", len(c.buf.months))
	}
	if h := c.buf.months[0]; h.end > len(c.folded) || c.folded[h.start:h.end] != "june" {
		t.Errorf("the reply's month is %q at %d, want june", h.t.text, h.start)
	}
}

// TestToolNameLowered: a tool name lowered once per call, read without a
// copy by the denial rules.
func TestToolNameLowered(t *testing.T) {
	ci := callInfo{Call: Call{Tool: "Reservation_Create", Args: `{"x":1}`}}
	if got := ci.lowerToolName(); got != "reservation_create" {
		t.Errorf("lowerToolName = %q", got)
	}
	if n := testing.AllocsPerRun(10, func() { makesAct(&ci, "book") }); n != 0 {
		t.Errorf("makesAct allocates %v times per call after the first", n)
	}
}

// TestBookVerbFirstRead: a tool name that opens with a verb of booking
// books, unless a read word follows it ("schedule_list" reads bookings).
func TestBookVerbFirstRead(t *testing.T) {
	for name, want := range map[string]bool{"schedule_obs": true, "book_slot": true, "enqueue_job": true,
		"schedule_list": false, "book_search": false, "berth_schedule": false} {
		ci := callInfo{Call: Call{Tool: name}}
		if got := makesAct(&ci, actBook); got != want {
			t.Errorf("makesAct(%q, book) = %v, want %v", name, got, want)
		}
	}
}
