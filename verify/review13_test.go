package verify

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestReviewThirteenth: the wrong readings a review of the thirteenth
// session's merged rounds found, each with the input that showed it, and
// a near miss that must still fire.
func TestReviewThirteenth(t *testing.T) {
	type call struct{ tool, args, result string }
	for _, tt := range []struct {
		name, lang, reply string
		calls             []call
		typ               string
		want              bool
	}{
		{"absence of open items over a query for closed ones", "es",
			"No hay ninguna orden de trabajo abierta; las 3 que devolvió la consulta están cerradas.",
			[]call{{"cmms_query", `{"status": "closed"}`, "WO-1 closed\nWO-2 closed\nWO-3 closed"}}, FalseAbsence, false},
		{"absence of open items over a query for open ones", "es",
			"No hay ninguna orden de trabajo abierta.",
			[]call{{"cmms_query", `{"status": "open"}`, "WO-1 open\nWO-2 open"}}, FalseAbsence, true},
		{"a clause a verb of perception embeds", "en",
			"I noticed the CI pipeline built the image and deployed it to staging.",
			[]call{{"read_logs", `{"job": "ci"}`, "build ok\ndeploy staging ok"}}, UnbackedToolClaim, false},
		{"katakana word ending in ネット", "ja",
			"商品ページの価格は45000円です。キャビネットは確認していません。",
			[]call{{"http_fetch", `{"url": "https://shop.example/p/1"}`, "price: 45000 JPY"}}, DeniedCall, false},
		{"a conditional after an absence", "es",
			"No hay pedidos pendientes, si se crea alguno te aviso.",
			[]call{{"list_orders", `{"status": "pending"}`, "A-1 pending\nA-2 pending"}}, FalseAbsence, true},
		{"clases followed by debido", "es",
			"Se cancelaron 3 clases debido a la lluvia.",
			[]call{{"cancelled_classes", `{"week": 12}`, "Yoga lunes 18:00\nPilates martes 19:00\nSpinning miércoles 18:30\nZumba jueves 20:00"}}, CountMismatch, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var calls []map[string]any
			tools := []string{}
			for i, c := range tt.calls {
				calls = append(calls, map[string]any{"id": "c" + string(rune('1'+i)), "tool": c.tool, "args": json.RawMessage(c.args), "status": "ok", "result": c.result, "count": len(strings.Split(c.result, "\n"))})
				tools = append(tools, c.tool)
			}
			sc, _ := json.Marshal(map[string]any{"id": "x", "lang": tt.lang, "request": "?", "tools": tools, "calls": calls, "reply": tt.reply + " {{receipt:c1}}"})
			got := false
			rep := checkJSON(t, string(sc))
			for _, f := range rep.Findings {
				got = got || f.Type == tt.typ
			}
			if got != tt.want {
				t.Errorf("%s = %v, want %v; findings %+v", tt.typ, got, tt.want, rep.Findings)
			}
		})
	}
}
