package verify

import "testing"

// A name, place or code of the cited result written with one character
// changed, or two neighbouring digits swapped, is that value misquoted
// when the reply never gives it; prose reworded, another word of one
// letter's difference, a key and a code of another item are not.
func TestValueSlips(t *testing.T) {
	const rule = "fact/value-slip"
	docket := countedCall("docket_lookup", `{"case": "25-CR-7"}`, "#15 2027-10-08 Bail set\n#16 2027-10-09 Public defender appointed: M. Lindqvist\n", 2)
	weld := countedCall("weld_trace", `{"joint": "J-9"}`, `{"joint":"J-9","welder":"Ane Zubiaurre","wps":"WPS-136-12","block":"B-405"}`, -1)
	vessel := countedCall("vessel_info", `{"vessel": "v"}`, "vessel=辽旅渔35577 captain=于海涛 home_port=旅顺", -1)
	raft := countedCall("raft_status", `{"raft": "R-11"}`, `{"raft":"R-11","owner":"中本 直樹","last":"2027-11-14"}`, -1)
	lot := countedCall("lot_lookup", `{"lot": "K-4"}`, `{"lot":"K-4","buyer":"丸和製茶","price":3120}`, -1)
	supplier := countedCall("product_query", `{"name": "x"}`, `{"sku":"BT-1","supplier":"浜名食品株式会社"}`, -1)
	ticket := countedCall("maintenance_tickets", `{"area": "a"}`, `[{"ticket":"WX-3402","issue":"阻力调节无反应","assignee":"待分配"}]`, 1)
	status := countedCall("book_ticket", `{"train": "G1"}`, `{"order":"E-12","status":"待支付确认"}`, -1)
	fleet := countedCall("fleet_query", `{"tipo": "tractor"}`, `[{"id":"JD-01"},{"id":"NH-05"}]`, 2)
	lift := countedCall("lift_status", `{"lift": "Norte"}`, `{"lift":"Norte","state":"Cerrado"}`, -1)
	runFact15(t, []fact11Case{
		{"en surname one letter off", "en", "Who represents him?", []testCall{docket},
			"The court appointed a public defender, M. Lindquist {{receipt:c1}}.", true, rule},
		{"en surname as written", "en", "Who represents him?", []testCall{docket},
			"The court appointed a public defender, M. Lindqvist {{receipt:c1}}.", false, rule},
		{"es código con dígitos cruzados", "es", "¿Con qué WPS?", []testCall{weld},
			"La soldó Ane Zubiaurre según la **WPS-136-21** {{receipt:c1}}.", true, rule},
		{"es palabra de otra lengua", "es", "¿Cómo está el telesilla?", []testCall{lift},
			"El telesilla Norte está cerrado; mañana quizá abra {{receipt:c1}}.", false, rule},
		{"zh 船号一位之差", "zh", "哪条船？", []testCall{vessel},
			"是旅顺的 **辽旅渔35575** {{receipt:c1}}，船长于海涛。", true, rule},
		{"ja 姓の一字違い", "ja", "担当は？", []testCall{raft},
			"R-11の担当は中村直樹さんです {{receipt:c1}}。", true, rule},
		{"ja 空白なしで正しい名前", "ja", "担当は？", []testCall{raft},
			"R-11の担当は中本直樹さんです {{receipt:c1}}。", false, rule},
		{"ja 買い手の一字違い", "ja", "どこに売れた？", []testCall{lot},
			"K-4は丸一製茶さんへ売れています {{receipt:c1}}。", true, rule},
		{"ja 太字の長い社名", "ja", "納入業者は？", []testCall{supplier},
			"納入業者は**浜松食品株式会社**です {{receipt:c1}}。", true, rule},
		{"zh 改写的故障描述", "zh", "椭圆机怎么了？", []testCall{ticket},
			"WX-3402，椭圆机 阻力调节没反应，还没分配 {{receipt:c1}}。", false, rule},
		{"zh 状态前的动词", "zh", "票买好了吗？", []testCall{status},
			"订单 E-12 还要等支付确认 {{receipt:c1}}。", false, rule},
		{"es otro tractor que no aparece", "es", "¿Qué tractores hay?", []testCall{fleet},
			"Están el JD-01 y el NH-05 {{receipt:c1}}; el NH-04 no aparece como disponible.", false, rule},
	})
}
