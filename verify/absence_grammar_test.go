package verify

import (
	"encoding/json"
	"testing"
)

// TestGrammarReadings covers the readings of the tenth session's
// absence and act round: each case says whether the finding type is
// reported, with a clean twin where the reading must stay quiet.
func TestGrammarReadings(t *testing.T) {
	type call struct{ tool, args, status, result string }
	for _, tt := range []struct {
		name, lang, request string
		calls               []call
		reply, typ          string
		want                bool
	}{
		// A judgement after the clause's comma judges another thing.
		{"zh judgement in the next part", "zh", "构建日志里有 deprecated 警告吗？",
			[]call{{"search_files", `{"pattern":"deprecated","path":"ci/build.log"}`, "ok", "ci/build.log:12: warning: deprecated API\nci/build.log:40: warning: deprecated flag"}},
			"构建日志里**没有** deprecated 警告 {{receipt:c1}}，依赖版本都比较新。", FalseAbsence, true},
		// A weekday in brackets restates the date: no quantity.
		{"zh bracketed weekday", "zh", "1 月 10 日有会吗？",
			[]call{{"calendar", `{"date":"2025-01-10"}`, "ok", "09:00 站会\n14:00 评审"}},
			"1 月 10 日（周五）没有任何会议 {{receipt:c1}}。", FalseAbsence, true},
		// Openings a booking call lists are its items, not room.
		{"ja no openings over a slots call", "ja", "5月に予約できる？",
			[]call{{"clinic_slots", `{"clinic":"A","month":"2025-05"}`, "ok", "2025-05-03 10:00\n2025-05-09 15:30"}},
			"5月の予約は空きがありません{{receipt:c1}}。", FalseAbsence, true},
		{"ja no room on a disk", "ja", "ディスクは大丈夫？",
			[]call{{"shell", `{"cmd":"df -h /"}`, "ok", "/dev/sda1  50G  49G  1G  98% /"}},
			"ディスクに空きがありません{{receipt:c1}}。", FalseAbsence, false},
		// Hindi किसी (भी), कोई before a postposition.
		{"hi oblique none", "hi", "आज किसी की छुट्टी है?",
			[]call{{"db_query", `{"sql":"SELECT name FROM staff WHERE leave='sick'"}`, "ok", `[{"name":"Ravi"}]`}},
			"आज किसी भी कर्मचारी की छुट्टी दर्ज नहीं है {{receipt:c1}}।", FalseAbsence, true},
		{"hi oblique over a privative", "hi", "सबकी entry पूरी है?",
			[]call{{"db_query", `{"sql":"SELECT name, amount FROM entries"}`, "ok", `[{"name":"Ravi","amount":120}]`}},
			"किसी भी entry में amount missing नहीं है {{receipt:c1}}।", FalseAbsence, false},
		{"hi some other", "hi", "रिचार्ज कहाँ से हुआ?",
			[]call{{"email_search", `{"query":"recharge"}`, "ok", "Recharge of Rs 299 received"}},
			"बाकी रिचार्ज शायद किसी और ऐप से हुए होंगे जिनकी रसीद मेल में नहीं आई {{receipt:c1}}।", FalseAbsence, false},
		// An object the call asked for by its tool name or an argument.
		{"en head noun in the tool name", "en", "Any fines on plate AB12?",
			[]call{{"fines_lookup", `{"plate":"AB12"}`, "ok", `[{"id":"F-88","amount":60,"state":"due"}]`}},
			"You're fine: there are no outstanding fines on AB12 {{receipt:c1}}.", FalseAbsence, true},
		{"es accents folded", "es", "¿Tiene alguna sanción? ¿Puede jugar el sábado?",
			[]call{{"sanciones_consulta", `{"licencia":"L-1234"}`, "ok", `[{"id":"S-3","partidos":1}]`}},
			"Sí: no tiene ninguna sanción pendiente {{receipt:c1}}.", FalseAbsence, true},
		{"en subset of a selected column", "en", "Did Ana work any weekend?",
			[]call{{"db_query", `{"sql":"SELECT work_date, shifts FROM roster WHERE name='Ana'"}`, "ok", "2025-03-03 | 1\n2025-03-04 | 1"}},
			"No weekend shifts were worked {{receipt:c1}}.", FalseAbsence, false},
		// A verb of recording says what the record holds.
		{"en recorded", "en", "How has the patient been?",
			[]call{{"visit_history", `{"patient":"P1"}`, "ok", "2025-03-02 follow-up visit, BP 130/85"}},
			"No visits are logged for March {{receipt:c1}}.", FalseAbsence, true},
		// Agentless Chinese and Japanese acts the request asked for.
		{"zh requested act no call did", "zh", "帮我把 nginx 重启一下",
			[]call{{"shell", `{"cmd":"systemctl status nginx"}`, "ok", "active (running)"}},
			"nginx 已经重启好了，状态正常 {{receipt:c1}}。", UnbackedToolClaim, true},
		{"zh act the user asked about", "zh", "帮我看看谁回复了",
			[]call{{"email_search", `{"query":"Re: 报价"}`, "ok", "From: 张三 Re: 报价"}},
			"张三已回复 {{receipt:c1}}。", UnbackedToolClaim, false},
		{"ja favour form after a failed call", "ja", "予約をキャンセルしておいて",
			[]call{{"reservation_cancel", `{"id":"R-1"}`, "error", "upstream error"}},
			"予約をキャンセルしておきました。", UnbackedToolClaim, true},
		{"ja plain past with its object", "ja", "古いログを消して",
			[]call{{"shell", `{"cmd":"du -sh /var/log"}`, "ok", "4.0G /var/log"}},
			"古いログを削除したので、空き容量が増えました {{receipt:c1}}。", UnbackedToolClaim, true},
		// A failed act's outcome, said as a state.
		{"en went through", "en", "Enroll me in CHEM 101.",
			[]call{{"registrar_enroll", `{"course":"CHEM 101"}`, "timeout", ""}},
			"Good news: the enrollment went through.", UnbackedToolClaim, true},
	} {
		tc := testCase{ID: "x", Lang: tt.lang, Request: tt.request, Reply: tt.reply}
		for i, cl := range tt.calls {
			id := "c" + string(rune('1'+i))
			tc.Tools = append(tc.Tools, cl.tool)
			tc.Calls = append(tc.Calls, testCall{ID: id, Tool: cl.tool, Args: json.RawMessage(cl.args), Status: cl.status, Result: cl.result})
		}
		reply, rec := build(t, tc)
		rep := Check(reply, rec)
		got := false
		for _, f := range rep.Findings {
			got = got || f.Type == tt.typ
		}
		if got != tt.want {
			t.Errorf("%s: %s reported %v, want %v; findings %+v", tt.name, tt.typ, got, tt.want, rep.Findings)
		}
	}
}
