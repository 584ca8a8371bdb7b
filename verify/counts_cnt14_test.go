package verify

import (
	"testing"
)

// TestCnt14Readings covers the count and absence readings of round cnt14:
// each case says whether the finding type is reported, with a twin that
// must stay as it was.
func TestCnt14Readings(t *testing.T) {
	runTypedCases(t, []typedCase{
		// A qualifier the request itself used is the query's scope.
		{"en request qualifier", "en", "Any overdue invoices for Brightwell?",
			[]testCall{countedCall("invoice_search", `{"customer":"Brightwell","due_before":"2025-06-01"}`, `[{"id":"INV-7"},{"id":"INV-9"},{"id":"INV-12"},{"id":"INV-15"}]`, 4)},
			"Brightwell has 3 overdue invoices {{receipt:c1}}.", CountMismatch, true},
		{"en qualifier the request lacks", "en", "Show Brightwell's invoices.",
			[]testCall{countedCall("invoice_search", `{"customer":"Brightwell"}`, `[{"id":"INV-7"},{"id":"INV-9"},{"id":"INV-12"},{"id":"INV-15"}]`, 4)},
			"Brightwell has 3 overdue invoices {{receipt:c1}}.", CountMismatch, false},
		{"es request qualifier", "es", "¿Qué pedidos urgentes quedan hoy?",
			[]testCall{countedCall("order_list", `{"priority":"high"}`, `[{"id":"P-1"},{"id":"P-4"},{"id":"P-6"}]`, 3)},
			"Quedan 2 pedidos urgentes {{receipt:c1}}.", CountMismatch, true},
		// Spanish "clases" counts lessons unless "de" names what is classified.
		{"es clases as lessons", "es", "¿Qué clases hay el lunes?",
			[]testCall{countedCall("timetable", `{"day":"monday"}`, "09:00 Yoga\n11:00 Pilates\n18:00 Zumba", 3)},
			"El lunes hay 4 clases {{receipt:c1}}.", CountMismatch, true},
		{"es clases de as kinds", "es", "¿Qué errores hubo?",
			[]testCall{countedCall("log_search", `{"level":"error"}`, "db_timeout\ndb_timeout\ndisk_full", 3)},
			"Hubo 2 clases de error {{receipt:c1}}.", CountMismatch, false},
		// A day part the request asked for, over a call that selected it.
		{"zh day part asked and selected", "zh", "明天下午有几个会？",
			[]testCall{countedCall("calendar_list", `{"date":"2025-05-06","period":"pm"}`, "13:00 周会\n15:00 面试\n16:30 评审", 3)},
			"明天下午一共2个会 {{receipt:c1}}。", CountMismatch, true},
		{"ja day part asked, whole day listed", "ja", "明日の午後は空いてる？",
			[]testCall{countedCall("calendar_list", `{"date":"2025-05-06"}`, "09:00 朝会\n13:00 面談\n15:00 レビュー", 3)},
			"明日の午後は予定が2つあります{{receipt:c1}}。", CountMismatch, false},
		// A number written straight before में labels its noun.
		{"hi labelled noun before में", "hi", "गोदाम 9 में कितने ट्रक आए?",
			[]testCall{countedCall("truck_log", `{"warehouse":9}`, `[{"truck":"T-1"},{"truck":"T-2"},{"truck":"T-3"},{"truck":"T-4"}]`, 4)},
			"गोदाम 9 में तीन ट्रक आए {{receipt:c1}}।", CountMismatch, true},
		{"hi whole before में से", "hi", "कितने ट्रक देर से आए?",
			[]testCall{countedCall("truck_log", `{"warehouse":9}`, `[{"truck":"T-1"},{"truck":"T-2"},{"truck":"T-3"},{"truck":"T-4"}]`, 4)},
			"4 में से तीन ट्रक देर से आए {{receipt:c1}}।", CountMismatch, false},
		// 个 counts what the noun after it names.
		{"zh 个 with another noun", "zh", "有哪些仓库？",
			[]testCall{countedCall("warehouse_list", `{}`, `[{"name":"东仓","slots":900},{"name":"西仓","slots":650},{"name":"南仓","slots":420},{"name":"北仓","slots":300}]`, 4)},
			"一共3个仓库 {{receipt:c1}}，东仓900个货位，西仓650个货位。", CountMismatch, true},
		{"zh 个 with the same noun", "zh", "各仓库有多少货位？",
			[]testCall{countedCall("warehouse_list", `{}`, `[{"name":"东仓","slots":900},{"name":"西仓","slots":650},{"name":"南仓","slots":420},{"name":"北仓","slots":300}]`, 4)},
			"东仓有420个货位 {{receipt:c1}}，西仓650个货位，北仓900个货位。", CountMismatch, false},
		// Chinese 位 before a noun counts people; Japanese 位 is a rank.
		{"zh 位 counter of people", "zh", "今天谁请假了？",
			[]testCall{countedCall("leave_list", `{"date":"2025-05-06"}`, "王芳\n李强\n赵敏", 3)},
			"今天有2位同事请假 {{receipt:c1}}。", CountMismatch, true},
		{"ja 位 rank", "ja", "売上ランキングは？",
			[]testCall{countedCall("sales_rank", `{}`, "1 東店\n2 西店\n3 南店", 3)},
			"東店が2位以内に入りました{{receipt:c1}}。", CountMismatch, false},
		// An instance noun stands for what the call looked for.
		{"es ningún caso", "es", "¿Hay pacientes con dos citas el mismo día?",
			[]testCall{countedCall("sql_query", `{"query":"SELECT patient_id FROM visits GROUP BY patient_id, day HAVING COUNT(*) > 1"}`, "patient_id\nP-0031", 1)},
			"No encontré ningún caso {{receipt:c1}}.", FalseAbsence, true},
		{"en no cases of a thing", "en", "Check the log for timeouts.",
			[]testCall{countedCall("log_read", `{"path":"app.log"}`, "10:00 start\n10:05 request ok\n10:06 request ok", 3)},
			"I found no cases of timeout in the log {{receipt:c1}}.", FalseAbsence, false},
		// Spanish un/una after a preposition is an article.
		{"es article after a preposition", "es", "Lista los socios que piden cambiar a otras sedes.",
			[]testCall{countedCall("member_list", `{"wants_move":true}`, "Ana\nLuis\nMarta", 3)},
			"Hay 2 socios que quieren mudarse a una sede nueva {{receipt:c1}}.", CountMismatch, true},
		{"es una still counts after a verb", "es", "¿Qué facturas faltan?",
			[]testCall{countedCall("invoice_list", `{"state":"missing"}`, "F-1\nF-2\nF-3", 3)},
			"Falta una factura {{receipt:c1}}.", CountMismatch, true},
		// Japanese いくつ and 何<counter> name the word the answer counts by.
		{"ja noun as its own counter after いくつ", "ja", "在庫のパレットっていくつある？",
			[]testCall{countedCall("stock_query", `{"status":"in_stock"}`, "P-01\nP-02\nP-03\nP-04", 4)},
			"在庫は3パレットです{{receipt:c1}}。", CountMismatch, true},
		{"ja 何 and its counter", "ja", "今日の返品は何品目？",
			[]testCall{countedCall("returns_query", `{"date":"today"}`, "牛乳\nパン\n卵", 3)},
			"今日の返品は2品目です{{receipt:c1}}。", CountMismatch, true},
		{"ja 何 of a measure", "ja", "今日の返品は何時に来る？",
			[]testCall{countedCall("returns_query", `{"date":"today"}`, "牛乳\nパン\n卵", 3)},
			"2品目の牛乳は15時に届きます{{receipt:c1}}。", CountMismatch, false},
	})
}

func TestEsArticleAfterPrep(t *testing.T) {
	for _, tt := range []struct {
		before, w string
		want      bool
	}{
		{"ir a ", "una", true},
		{"está en ", "un", true},
		{"encontré ", "una", false},
		{"ir a ", "uno", false},
		{"casa ", "una", false},
	} {
		if got := esArticleAfterPrep(tt.before, tt.w); got != tt.want {
			t.Errorf("esArticleAfterPrep(%q, %q) = %v, want %v", tt.before, tt.w, got, tt.want)
		}
	}
}
