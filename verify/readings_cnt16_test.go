package verify

import "testing"

// TestCnt16Readings covers the count and absence readings of round cnt16,
// each with a twin that must keep the other answer.
func TestCnt16Readings(t *testing.T) {
	pickups := countedCall("shuttle_db", `{"date":"2025-03-02","kind":"reservation"}`, "07:10 北口\n07:40 東口\n08:20 南口\n09:00 北口", 4)
	tickets := countedCall("ticket_list", `{"status":"open"}`, "T-11 登录失败\nT-12 页面空白\nT-15 导出超时\nT-18 密码重置", 4)
	dairy := countedCall("deliveries_query", `{"supplier":"Hill Farm","date":"2025-03-02"}`, "butter 82% | 25 kg\ncream 35% | 20 L\nwhole milk | 60 L", 3)
	lacteos := countedCall("entregas_query", `{"proveedor":"Granja Sur"}`, "mantequilla | 25 kg\nnata | 20 L\nleche entera | 60 L", 3)
	plots := countedCall("file_read", `{"path":"plans/replant.csv"}`, "plot,area\nA-1,1.2\nA-2,0.6\nB-1,2.5\nB-4,0.8\nC-2,1.5", 5)
	days := countedCall("sql_query", `{"sql":"SELECT day FROM harvest GROUP BY day HAVING SUM(kg) > 300"}`, "day\n2025-04-01\n2025-04-02\n2025-04-05", 3)
	trips := countedCall("trip_schedule", `{"date":"2025-03-02","status":"pending"}`, "trip,ward,litres\nT-14,7,10000\nT-17,8,8000", 2)
	paid := countedCall("payment_status", `{"account":"A-77"}`, `{"due":9000,"payments":[{"amount":4000},{"amount":5000}],"balance":0}`, 2)
	lanes := countedCall("lane_bookings_list", `{"holder":"Otters SC","from":"2025-03-03","to":"2025-03-09"}`, "LB-1,2025-03-03,lane 4\nLB-2,2025-03-04,lane 2\nLB-3,2025-03-06,lane 1\nLB-4,2025-03-08,lane 3", 4)
	deposits := countedCall("orders_db", `{"estado_pago":"senal_pendiente","desde":"2025-03-08"}`, "E-31 | Ana Gil | tarta | señal 10 €\nE-35 | Club Remo | bocadillos | señal 30 €", 2)
	depositsEn := countedCall("orders_db", `{"payment":"deposit_pending"}`, "O-31 | Ana Gil | cake\nO-35 | Rowing club | sandwiches", 2)
	runTypedCases(t, []typedCase{
		// A with-phrase that narrows the absent noun to what the call asked for.
		{"es ningún … con la señal pendiente", "es", "¿Hay encargos con la señal pendiente?", []testCall{deposits},
			"No hay ningún encargo con la señal pendiente {{receipt:c1}}.", FalseAbsence, true},
		{"es ningún … con otra cosa", "es", "¿Hay encargos con la señal pendiente?", []testCall{deposits},
			"No hay ningún encargo con alergias anotadas {{receipt:c1}}.", FalseAbsence, false},
		{"en no … with a deposit pending", "en", "Any orders with the deposit still pending?", []testCall{depositsEn},
			"There are no orders with a deposit pending {{receipt:c1}}.", FalseAbsence, true},
		// A number right before the tool's own plural content words counts its items.
		{"en the tool's own noun, miscounted", "en", "What has Otters SC booked next week?", []testCall{lanes},
			"They have **5 lane bookings** next week {{receipt:c1}}.", CountMismatch, true},
		{"en the tool's own noun, counted right", "en", "What has Otters SC booked next week?", []testCall{lanes},
			"They have **4 lane bookings** next week {{receipt:c1}}.", CountMismatch, false},
		{"en a qualifier before the tool's noun", "en", "What has Otters SC booked next week?", []testCall{lanes},
			"They have 2 early lane bookings next week {{receipt:c1}}.", CountMismatch, false},
		// Hindi कोई … बाकी नहीं: no item pending, a state of the listed items.
		{"hi no trip pending", "hi", "आज के सभी फेरे पूरे हो गए?", []testCall{trips},
			"आज का कोई फेरा बाकी नहीं है {{receipt:c1}}।", FalseAbsence, true},
		{"hi nothing left of an amount", "hi", "हिसाब साफ़ हुआ?", []testCall{paid},
			"हाँ, अब कुछ भी बाकी नहीं है {{receipt:c1}}।", FalseAbsence, false},
		// Chinese 几 and 多少 name the classifier the answer counts by.
		{"zh 几 and a classifier", "zh", "要补种的地一共几块？", []testCall{plots},
			"一共要补种 **4 块**地 {{receipt:c1}}。", CountMismatch, true},
		{"zh 几 and a classifier, counted right", "zh", "要补种的地一共几块？", []testCall{plots},
			"一共要补种 **5 块**地 {{receipt:c1}}。", CountMismatch, false},
		{"zh 多少 and a classifier", "zh", "计划里有多少块地要补种？", []testCall{plots},
			"有 4 块 {{receipt:c1}}。", CountMismatch, true},
		{"zh 几 of a measure", "zh", "超过 300 公斤的有几天？", []testCall{days},
			"超过 300 公斤的一共有 4 天 {{receipt:c1}}。", CountMismatch, false},
		// An amount in a unit opens one item of a list, not that many.
		{"en measured items under a wrong count", "en", "What did Hill Farm deliver today?", []testCall{dairy},
			"Hill Farm dropped off 4 deliveries: 25 kg of butter, 20 L of cream and 60 L of whole milk {{receipt:c1}}.", CountMismatch, true},
		{"en measured items under the right count", "en", "What did Hill Farm deliver today?", []testCall{dairy},
			"Hill Farm dropped off 3 deliveries: 25 kg of butter, 20 L of cream and 60 L of whole milk {{receipt:c1}}.", CountMismatch, false},
		{"es measured items under a wrong count", "es", "¿Qué ha traído Granja Sur?", []testCall{lacteos},
			"Granja Sur ha entregado 4 partidas: 25 kg de mantequilla, 20 L de nata y 60 L de leche entera {{receipt:c1}}.", CountMismatch, true},
		{"es measured items under the right count", "es", "¿Qué ha traído Granja Sur?", []testCall{lacteos},
			"Granja Sur ha entregado 3 partidas: 25 kg de mantequilla, 20 L de nata y 60 L de leche entera {{receipt:c1}}.", CountMismatch, false},
		// A one-character hedge inside a word hedges nothing.
		{"ja 約 inside 予約", "ja", "明日の予約は何件？", []testCall{pickups},
			"明日の送迎の予約は3件です{{receipt:c1}}。", CountMismatch, true},
		{"ja 約 before its numeral", "ja", "明日の予約は何件？", []testCall{pickups},
			"明日の送迎は約3件です{{receipt:c1}}。", CountMismatch, false},
		{"zh 近 inside 最近", "zh", "现在有几个没处理的工单？", []testCall{tickets},
			"最近一共 3 个工单没处理 {{receipt:c1}}。", CountMismatch, true},
		{"zh 约 inside 预约, before another word", "zh", "明天有几个预约？", []testCall{tickets},
			"明天的预约一共 3 个 {{receipt:c1}}。", CountMismatch, true},
		{"zh 约有 before its numeral", "zh", "现在有几个没处理的工单？", []testCall{tickets},
			"现在约有 3 个工单没处理 {{receipt:c1}}。", CountMismatch, false},
		// Results write Spanish severities without accents.
		{"es crítica over an unaccented value", "es", "¿Hay averías críticas abiertas?",
			[]testCall{countedCall("averias_db", `{"estado":"abierta"}`, "AV-301 | bomba 2 | prioridad=critica\nAV-305 | válvula | prioridad=baja", 2)},
			"No hay ninguna avería crítica {{receipt:c1}}.", FalseAbsence, true},
		{"es crítica over no severity of that kind", "es", "¿Hay averías críticas abiertas?",
			[]testCall{countedCall("averias_db", `{"estado":"abierta"}`, "AV-301 | bomba 2 | prioridad=media\nAV-305 | válvula | prioridad=baja", 2)},
			"No hay ninguna avería crítica {{receipt:c1}}.", FalseAbsence, false},
		// A connective of consequence opens a statement with its own judgement.
		{"hi perception after तो", "hi", "इस हफ़्ते कोई बुकिंग है?",
			[]testCall{countedCall("booking_list", `{"week":"current"}`, `[{"guest":"R. Iyer","room":"204"}]`, 1)},
			"इस हफ़्ते कोई बुकिंग दर्ज नहीं है {{receipt:c1}}, तो कमरे बदलने की ज़रूरत नहीं लगती।", FalseAbsence, true},
		{"hi perception of the absence itself", "hi", "इस हफ़्ते कोई बुकिंग है?",
			[]testCall{countedCall("booking_list", `{"week":"current"}`, `[{"guest":"R. Iyer","room":"204"}]`, 1)},
			"इस हफ़्ते कोई बुकिंग दर्ज नहीं लगती {{receipt:c1}}।", FalseAbsence, false},
		{"en perception after so", "en", "Any bookings this week?",
			[]testCall{countedCall("booking_list", `{"week":"current"}`, `[{"guest":"R. Iyer","room":"204"}]`, 1)},
			"There are no bookings this week {{receipt:c1}}, so a room change doesn't seem needed.", FalseAbsence, true},
		{"en perception of the absence itself", "en", "Any bookings this week?",
			[]testCall{countedCall("booking_list", `{"week":"current"}`, `[{"guest":"R. Iyer","room":"204"}]`, 1)},
			"No bookings seem to be on file this week {{receipt:c1}}, so no room change.", FalseAbsence, false},
	})
}
