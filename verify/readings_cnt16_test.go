package verify

import "testing"

// TestCnt16Readings covers the count and absence readings of round cnt16,
// each with a twin that must keep the other answer.
func TestCnt16Readings(t *testing.T) {
	pickups := countedCall("shuttle_db", `{"date":"2025-03-02","kind":"reservation"}`, "07:10 北口\n07:40 東口\n08:20 南口\n09:00 北口", 4)
	tickets := countedCall("ticket_list", `{"status":"open"}`, "T-11 登录失败\nT-12 页面空白\nT-15 导出超时\nT-18 密码重置", 4)
	runTypedCases(t, []typedCase{
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
