package verify

import (
	"encoding/json"
	"testing"
)

// TestAbsenceInOneRecord covers absences beside a lookup's one record
// (absence_one_record.go): a part or property of the record found is what
// is absent; the record itself denied, or a search's one hit denied, is
// still a false absence.
func TestAbsenceInOneRecord(t *testing.T) {
	const member = `{"member":"M-5521","plan":"gold","visits_this_month":6,"unpaid_fees":[],"frozen":false}`
	const card = "Card: 4410 88\nHolder: R. Iyer\nStatus: active\nBlocked: no\n"
	const hit = "From: Lakeside Clinic <billing@lakeside.example>\nDate: Mon, 3 Mar 2025 09:12:00\nSubject: Your invoice"
	for _, tt := range []struct {
		name, lang, request, tool, args, result, reply string
		want                                           bool
	}{
		{"en nothing owed", "en", "Does M-5521 owe anything?", "member_lookup", `{"id":"M-5521"}`, member,
			"M-5521 is on the gold plan and no fee is outstanding {{receipt:c1}}.", false},
		{"en nothing at all", "en", "Does M-5521 owe anything?", "member_lookup", `{"id":"M-5521"}`, member,
			"Nothing came back for M-5521 {{receipt:c1}}.", true},
		{"es ninguna cuota", "es", "¿El socio M-5521 debe algo?", "member_lookup", `{"id":"M-5521"}`, member,
			"El socio M-5521 está en el plan oro y no tiene ninguna cuota pendiente {{receipt:c1}}.", false},
		{"zh 没有欠费", "zh", "会员 M-5521 现在什么情况？", "member_lookup", `{"id":"M-5521"}`, member,
			"会员 M-5521 是金卡，本月来了 6 次，没有任何欠费记录 {{receipt:c1}}。", false},
		{"hi कोई बकाया", "hi", "क्या M-5521 का कुछ बकाया है?", "member_lookup", `{"id":"M-5521"}`, member,
			"M-5521 gold plan पर हैं और उनकी कोई फ़ीस बकाया नहीं है {{receipt:c1}}।", false},
		{"ja 未払い", "ja", "M-5521 に未払いはある？", "member_lookup", `{"id":"M-5521"}`, member,
			"M-5521 はゴールドプランで、未払いの会費はありません {{receipt:c1}}。", false},
		{"en key-value record", "en", "Is card 4410 88 blocked?", "card_status", `{"card":"4410 88"}`, card,
			"The card is active and there is no block on it {{receipt:c1}}.", false},
		{"en a search's one hit denied", "en", "Did the clinic send the invoice?", "email_search", `{"query":"from:lakeside invoice"}`, hit,
			"I checked your inbox and there is nothing from Lakeside Clinic {{receipt:c1}}.", true},
		{"en the record itself denied", "en", "Where is order A-17?", "get_order", `{"id":"A-17"}`, `{"id":"A-17","state":"shipped","total":40}`,
			"There is no order A-17 in the system {{receipt:c1}}.", true},
		{"zh the record itself denied", "zh", "订单 A-17 到哪了？", "get_order", `{"id":"A-17"}`, `{"id":"A-17","state":"shipped","total":40}`,
			"系统里没有订单 A-17 {{receipt:c1}}，请确认单号。", true},
		{"es the record itself denied", "es", "¿Dónde está el pedido A-17?", "get_order", `{"id":"A-17"}`, `{"id":"A-17","state":"shipped","total":40}`,
			"No hay ningún pedido A-17 en el sistema {{receipt:c1}}.", true},
		{"zh what was asked for denied", "zh", "会员 M-5521 有欠费吗？", "member_lookup", `{"id":"M-5521"}`, `{"member":"M-5521","arrears":120}`,
			"会员 M-5521 没有欠费 {{receipt:c1}}。", true},
		{"es the absent field in the record", "es", "¿Cómo quedó la orden OR-9?", "orden_get", `{"orden":"OR-9"}`, `{"orden":"OR-9","extras":"pastillas de freno 40 €","total":240}`,
			"La orden OR-9 se cerró en 240 € y no hubo extras {{receipt:c1}}.", true},
		{"hi what was asked for denied", "hi", "क्या ऑर्डर A-17 का ट्रैकिंग नंबर आया?", "get_order", `{"id":"A-17"}`, `{"id":"A-17","state":"shipped","tracking":"1Z999AA1"}`,
			"ऑर्डर A-17 भेज दिया गया है, पर अभी कोई ट्रैकिंग नंबर नहीं है {{receipt:c1}}।", true},
		{"en a list wrapped in a record", "en", "Any unpaid fees on M-5521?", "member_lookup", `{"id":"M-5521"}`,
			`{"member":"M-5521","unpaid_fees":[{"month":"2025-02","amount":40}]}`,
			"There are no unpaid fees on M-5521 {{receipt:c1}}.", true},
	} {
		tc := testCase{ID: "x", Lang: tt.lang, Request: tt.request, Reply: tt.reply, Tools: []string{tt.tool},
			Calls: []testCall{{ID: "c1", Tool: tt.tool, Args: json.RawMessage(tt.args), Status: "ok", Result: tt.result}}}
		reply, rec := build(t, tc)
		got := false
		for _, f := range Check(reply, rec).Findings {
			got = got || f.Type == FalseAbsence
		}
		if got != tt.want {
			t.Errorf("%s: false_absence %v, want %v %+v", tt.name, got, tt.want, Check(reply, rec).Findings)
		}
	}
}
