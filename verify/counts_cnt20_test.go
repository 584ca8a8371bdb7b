package verify

import "testing"

// TestCountsCnt20 covers the count readings of the seventeenth session's
// cnt20 round: each binds a number to the call, rows or field it counts
// before deciding it, or finds that it counts nothing a call listed.
func TestCountsCnt20(t *testing.T) {
	// Misses: the count is bound to the call's items.
	cancelled := countedCall("order_log", `{"date":"2026-03-02","status":"cancelled"}`, "ORD-7712 | 10:02 | ₹420 | CANCELLED\nORD-7730 | 12:40 | ₹180 | CANCELLED\nORD-7741 | 15:05 | ₹960 | CANCELLED\n", 3)
	racks := countedCall("rack_list", `{"warehouse":"3号仓库","state":"empty"}`, "R-101\nR-104\nR-117\nR-120\n", 4)
	numbered := countedCall("complaint_log", `{"store":"S07","date":"2026-01-20"}`, "#1 11:05 箸が足りない\n#2 12:30 料理が冷めていた\n#3 13:10 会計の間違い\n#4 19:40 待ち時間が長い\n", -1)
	rooms := countedCall("room_list", `{"date":"2026-02-10","building":"東館"}`, "東館 1-101 定員60 (割当 58)\n東館 1-102 定員60 (割当 60)\n東館 2-201 定員90 (割当 77)\n東館 2-204 定員40 (割当 31)\n", -1)
	lots := countedCall("stock_query", `{"warehouse":"第1倉庫","variety":"コシヒカリ"}`, "lot,kg\nK-101,900\nK-104,1200\nK-109,600\nK-112,900\nK-120,300\n", 5)
	boardings := countedCall("ridership_query", `{"route":"東ルート","metric":"avg_daily_boardings"}`, "stop,avg_daily_boardings\n駅前,180\n病院前,95\n市役所,60\n", 3)
	refunds := countedCall("refund_query", `{"date":"2026-05-10"}`, "order_id,amount\nW-0113,32\nW-0157,48\nW-0190,27\nW-0222,55\n", 4)
	expired := countedCall("inventory_query", `{"zone":"A","expired":true}`, "SKU  批次  数量\nA-11  B2401-02  40箱\nA-17  B2402-11  25箱\nA-23  B2403-07  60箱\n", 3)
	pending := countedCall("pedidos_consultar", `{"estado":"pendiente"}`, "P-301 | 4 cajas\nP-305 | 2 cajas\nP-309 | 7 cajas\nP-312 | 1 caja\n", 4)
	offerings := countedCall("valuables_register", `{"month":"2026-03"}`, "entry  item     metal   weight_g\nV-01   chain    gold    12.4\nV-02   crown    silver  340\nV-03   coin     gold    10.0\nV-04   diya     silver  220\n", 4)
	enrolments := countedCall("altas", `{"desde":"2026-03-01"}`, `[{"nombre":"Lucía Ortega"},{"nombre":"Amparo Luna"},{"nombre":"Candela Romero"}]`, 3)
	runTypedCases(t, []typedCase{
		// वस्तुएँ and matrículas count the items as "items" does.
		{"hi plain noun for items, miscount", "hi", "इस महीने कितना चढ़ावा आया?", []testCall{offerings}, "मार्च में सोने-चाँदी की **5 वस्तुएँ** चढ़ीं: {{receipt:c1}}\n\n- **सोना:** कुल 22.4 ग्राम (चेन और एक सिक्का)\n- **चाँदी:** कुल 560 ग्राम (मुकुट और दीया)", CountMismatch, true},
		{"hi plain noun for items, right", "hi", "इस महीने कितना चढ़ावा आया?", []testCall{offerings}, "मार्च में सोने-चाँदी की **4 वस्तुएँ** चढ़ीं: {{receipt:c1}}\n\n- **सोना:** कुल 22.4 ग्राम (चेन और एक सिक्का)\n- **चाँदी:** कुल 560 ग्राम (मुकुट और दीया)", CountMismatch, false},
		{"es enrolments, miscount", "es", "¿Cuántas alumnas nuevas se han matriculado en marzo?", []testCall{enrolments}, "En marzo llevamos cuatro matrículas nuevas {{receipt:c1}}.", CountMismatch, true},
		{"es enrolments, right", "es", "¿Cuántas alumnas nuevas se han matriculado en marzo?", []testCall{enrolments}, "En marzo llevamos tres matrículas nuevas {{receipt:c1}}.", CountMismatch, false},
		// दो after a noun at a clause's end is "give", not 2.
		{"hi दो as give, miscount", "hi", "आज कितने ऑर्डर कैंसिल हुए? लिस्ट दो, ग्राहकों को बताना है।", []testCall{cancelled}, "आज 2 ऑर्डर कैंसिल हुए:\n\n1. ORD-7712 — ₹420\n2. ORD-7730 — ₹180 {{receipt:c1}}", CountMismatch, true},
		{"hi दो as give, right", "hi", "आज कितने ऑर्डर कैंसिल हुए? लिस्ट दो, ग्राहकों को बताना है।", []testCall{cancelled}, "आज 3 ऑर्डर कैंसिल हुए {{receipt:c1}}।", CountMismatch, false},
		// "3 号仓库" names the warehouse: no 3 the user counted.
		{"zh designation in request, miscount", "zh", "3 号仓库现在有哪些空货架？", []testCall{racks}, "3 号仓库目前有 3 个空货架 {{receipt:c1}}。", CountMismatch, true},
		{"zh designation in request, right", "zh", "3 号仓库现在有哪些空货架？", []testCall{racks}, "3 号仓库目前有 4 个空货架 {{receipt:c1}}。", CountMismatch, false},
		// "#1 … #4": four numbered items, no header and no comment.
		{"ja numbered lines, miscount", "ja", "昨日、S07店でクレームって何件あった？", []testCall{numbered}, "昨日のクレームは**3件**でした {{receipt:c1}}。", CountMismatch, true},
		{"ja numbered lines, right", "ja", "昨日、S07店でクレームって何件あった？", []testCall{numbered}, "昨日のクレームは**4件**でした {{receipt:c1}}。", CountMismatch, false},
		// Lines that open with one word: no header; 教室 heads 試験教室;
		// "1-101" is a room's code, not a count.
		{"ja rows alike, head noun, miscount", "ja", "2月10日、東館の試験教室っていくつ使う？", []testCall{rooms}, "2月10日の東館は**3教室**を使います {{receipt:c1}}。", CountMismatch, true},
		{"ja rows alike, head noun, right", "ja", "2月10日、東館の試験教室っていくつ使う？", []testCall{rooms}, "2月10日の東館は**4教室**を使います {{receipt:c1}}。", CountMismatch, false},
		// ロット数: the number of lots asked for.
		{"ja noun before 数, miscount", "ja", "第1倉庫にあるコシヒカリ、ロット数と合計重量は？", []testCall{lots}, "第1倉庫のコシヒカリは**6ロット、合計3,900kg**です {{receipt:c1}}。", CountMismatch, true},
		{"ja noun before 数, right", "ja", "第1倉庫にあるコシヒカリ、ロット数と合計重量は？", []testCall{lots}, "第1倉庫のコシヒカリは**5ロット、合計3,900kg**です {{receipt:c1}}。", CountMismatch, false},
		// 1日平均乗車数: 日 counts the 1, no noun asked for.
		{"ja counter after a digit is no noun", "ja", "東ルートのバス停別の1日平均乗車数を出して。", []testCall{boardings}, "東ルートの1日平均乗車数です {{receipt:c1}}。駅前が180人で最多です。", CountMismatch, false},
		// 哪些外卖单: the reply counts by 单.
		{"zh which-noun, miscount", "zh", "今天有哪些外卖单被退款了？", []testCall{refunds}, "今天共退款 3 单，合计 162 元 {{receipt:c1}}。", CountMismatch, true},
		{"zh which-noun, right", "zh", "今天有哪些外卖单被退款了？", []testCall{refunds}, "今天共退款 4 单，合计 162 元 {{receipt:c1}}。", CountMismatch, false},
		// 这 N 个批次 in a clause of advice still says how many there are.
		{"zh demonstrative under advice, miscount", "zh", "列出 A 区所有在库的过期批次。", []testCall{expired}, "A 区过期批次有 B2401-02、B2402-11、B2403-07 {{receipt:c1}}。\n\n这 4 个批次建议今天就移到待处理区。", CountMismatch, true},
		{"zh demonstrative under advice, right", "zh", "列出 A 区所有在库的过期批次。", []testCall{expired}, "A 区过期批次有 B2401-02、B2402-11、B2403-07 {{receipt:c1}}。\n\n这 3 个批次建议今天就移到待处理区。", CountMismatch, false},
		// A heading's "(N)" over a table of the call's rows.
		{"es heading over table, miscount", "es", "¿Qué pedidos están pendientes?", []testCall{pending}, "## Pedidos pendientes (5)\n\n{{receipt:c1}}\n\n| Pedido | Cajas |\n|---|---|\n| P-301 | 4 |\n| P-305 | 2 |\n| P-309 | 7 |\n| P-312 | 1 |\n", CountMismatch, true},
		{"es heading over table, right", "es", "¿Qué pedidos están pendientes?", []testCall{pending}, "## Pedidos pendientes (4)\n\n{{receipt:c1}}\n\n| Pedido | Cajas |\n|---|---|\n| P-301 | 4 |\n| P-305 | 2 |\n| P-309 | 7 |\n| P-312 | 1 |\n", CountMismatch, false},
	})
}

// TestCountsCnt20Bound covers numbers the cnt20 round binds to something
// other than the call's items, or reads as counting nothing it listed.
func TestCountsCnt20Bound(t *testing.T) {
	cups := countedCall("sales_summary", `{"month":"2026-06","top":3}`, "杨枝甘露 28,410 杯\n芋泥波波 24,960 杯\n多肉葡萄 19,870 杯\n", 3)
	day1 := okCall("shell", `{"cmd":"grep -c error app-04-08.log"}`, "1284\n")
	day2 := okCall("shell", `{"cmd":"grep -c error app-04-09.log"}`, "3911\n")
	deploys := okCall("deploy_history", `{"service":"api","limit":1}`, "version  deployed_at  notes\nv4.18.2  2026-04-08T23:10  retry on 502 disabled\n")
	recalls := countedCall("recall_match", `{"from":"2026-06-08","to":"2026-06-12"}`, `{"recalls_checked":3,"matched_in_stock":[]}`, 0)
	depot := okCall("fuel_records_query", `{"depot":"2号车场"}`, "depot=2号车场 车辆数=35 总里程=198,450 km")
	old := countedCall("vehicle_list", `{"depot":"2号车场","age_over_years":8}`, "川A-21003\n川A-21007\n川A-21011\n川A-21015\n川A-21018\n川A-21022\n川A-21026\n川A-21030\n川A-21034\n川A-21039\n川A-21041\n川A-21045\n", 12)
	stock := countedCall("store_inventory", `{"item":"卤牛肉"}`, "store,item,stock_kg\n宝安中心店,卤牛肉,18.5\n西乡店,卤牛肉,9.0\n沙井店,卤牛肉,12.2\n", 3)
	billing := countedCall("facturacion", `{"mes":"2026-11"}`, "tratamiento,n,importe_eur\nImplantología,14,16800\nOrtodoncia invisible,9,11250\nEndodoncia,22,5940\nLimpieza,118,7080\nEmpastes,64,4480\nBlanqueamiento,11,2750\n", 6)
	refs := countedCall("inventario", `{"marca":"BLX"}`, "referencia,unidades\nBLX 3.75x10,6\nBLX 4.0x10,4\nBLX 4.5x8,2\n", 3)
	rejects := countedCall("gate_log", `{"result":"reject"}`, "time,card,reason\n17:42:10,IC-77120,EXPIRED\n17:42:31,IC-77120,EXPIRED\n18:05:55,IC-80311,NO_ENTRY_RECORD\n18:06:20,IC-80311,NO_ENTRY_RECORD\n", 4)
	runTypedCases(t, []typedCase{
		// 杯 is the unit the drinks' sales are given in.
		{"zh unit of the result's figures", "zh", "帮我想想下个月的促销方案。", []testCall{cups}, "会员活动：集满 8 杯送 1 杯 {{receipt:c1}}。", CountMismatch, false},
		// The gap between two calls' single values.
		{"hi gap of two calls' values", "hi", "कल के डिप्लॉय के बाद एरर बढ़े हैं क्या?", []testCall{day1, day2, deploys}, "## हाँ, एरर बढ़े हैं\n\n| दिन | एरर पंक्तियाँ |\n|---|---|\n| 8 अप्रैल | 1,284 |\n| 9 अप्रैल | 3,911 |\n\n{{receipt:c1}} {{receipt:c2}}\n\nयानी 2,627 एरर ज़्यादा — मोटे तौर पर तीन गुना।\n\n## कारण\nv4.18.2 में retry बंद हुआ {{receipt:c3}}।", CountMismatch, false},
		// 召回 names recalls_checked, whose value is 3.
		{"zh glossed field, right", "zh", "查一下这周有没有药品召回涉及我们的库存。", []testCall{recalls}, "本周共有 3 条召回通知，和库存比对后没有匹配的批号 {{receipt:c1}}。", CountMismatch, false},
		{"zh glossed field, miscount", "zh", "查一下这周有没有药品召回涉及我们的库存。", []testCall{recalls}, "本周共有 5 条召回通知，和库存比对后没有匹配的批号 {{receipt:c1}}。", CountMismatch, true},
		// 车辆数=35 of another call counts the vehicles.
		{"zh count field of another call, right", "zh", "2 号车场为什么油耗高？", []testCall{depot, old}, "2号车场车龄超过 8 年的车有 12 辆，占它 35 辆车的 34.3% {{receipt:c2}}。", CountMismatch, false},
		{"zh count field of another call, miscount", "zh", "2 号车场为什么油耗高？", []testCall{depot, old}, "2号车场车龄超过 8 年的车有 12 辆，占它 38 辆车的 31.6% {{receipt:c2}}。", CountMismatch, true},
		// 两店: the two stores the clause names.
		{"zh definite count of named rows", "zh", "三家店的卤牛肉够不够？", []testCall{stock}, "宝安中心店富余 4.5 kg，两店离得近，建议从宝安中心店调 3 kg 到西乡店 {{receipt:c1}}。", CountMismatch, false},
		// "Implantes" names the row Implantología: 14 + 9.
		{"es rows named by their stem", "es", "Resúmeme la facturación de noviembre.", []testCall{billing}, "Implantes y ortodoncia invisible suman la mitad de lo facturado con solo 23 tratamientos {{receipt:c1}}.", CountMismatch, false},
		// The list under "en tres referencias" is the three's.
		{"es list of the nearer count", "es", "¿Nos queda stock de BLX?", []testCall{refs}, "Quedan 12 unidades en tres referencias {{receipt:c1}}:\n\n| Referencia | Unidades |\n|---|---|\n| BLX 3.75x10 | 6 |\n| BLX 4.0x10 | 4 |\n| BLX 4.5x8 | 2 |\n", CountMismatch, false},
		// 2件とも points back to the 2 cards counted before.
		{"ja definite count of a group counted before", "ja", "出口ゲートが開かない原因を調べて。", []testCall{rejects}, "拒否は4回で、2枚のカードがそれぞれ2回ずつはじかれています {{receipt:c1}}。\n\n- 2件ともゲートの故障ではありません。", CountMismatch, false},
	})
}
