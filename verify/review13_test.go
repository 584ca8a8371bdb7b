package verify

import (
	"testing"
)

// TestReviewThirteenth: the wrong readings a review of the thirteenth
// session's merged rounds found, each with the input that showed it, and
// a near miss that must still fire.
func TestReviewThirteenth(t *testing.T) {
	var cases []typedCase
	for _, tt := range []struct {
		name, lang, reply string
		calls             []testCall
		typ               string
		want              bool
	}{
		{"absence of open items over a query for closed ones", "es",
			"No hay ninguna orden de trabajo abierta; las 3 que devolvió la consulta están cerradas.",
			[]testCall{countedCall("cmms_query", `{"status": "closed"}`, "WO-1 closed\nWO-2 closed\nWO-3 closed", 3)}, FalseAbsence, false},
		{"absence of open items over a query for open ones", "es",
			"No hay ninguna orden de trabajo abierta.",
			[]testCall{countedCall("cmms_query", `{"status": "open"}`, "WO-1 open\nWO-2 open", 2)}, FalseAbsence, true},
		{"a clause a verb of perception embeds", "en",
			"I noticed the CI pipeline built the image and deployed it to staging.",
			[]testCall{countedCall("read_logs", `{"job": "ci"}`, "build ok\ndeploy staging ok", 2)}, UnbackedToolClaim, false},
		{"katakana word ending in ネット", "ja",
			"商品ページの価格は45000円です。キャビネットは確認していません。",
			[]testCall{countedCall("http_fetch", `{"url": "https://shop.example/p/1"}`, "price: 45000 JPY", 1)}, DeniedCall, false},
		{"a conditional after an absence", "es",
			"No hay pedidos pendientes, si se crea alguno te aviso.",
			[]testCall{countedCall("list_orders", `{"status": "pending"}`, "A-1 pending\nA-2 pending", 2)}, FalseAbsence, true},
		{"clases followed by debido", "es",
			"Se cancelaron 3 clases debido a la lluvia.",
			[]testCall{countedCall("cancelled_classes", `{"week": 12}`, "Yoga lunes 18:00\nPilates martes 19:00\nSpinning miércoles 18:30\nZumba jueves 20:00", 4)}, CountMismatch, true},
	} {
		// The review's inputs had no request, and cited the first call.
		cases = append(cases, typedCase{tt.name, tt.lang, "?", tt.calls, tt.reply + " {{receipt:c1}}", tt.typ, tt.want})
	}
	runTypedCases(t, cases)
}
