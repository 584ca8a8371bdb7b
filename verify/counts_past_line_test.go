package verify

import "testing"

// A count scoped by a line through values is held to the items past the
// line: right when as many items lie past it, a miscount when they do not
// (see counts_past_line.go).
func TestPastLineCount(t *testing.T) {
	kilns := countedCall("server_temps", `{"site":"north"}`, "host,peak\nalpha, 912\nbravo, 1046\ncharlie, 987\ndelta, 1103\necho, 955\n", 5)
	tanks := countedCall("order_fill", `{"farm":"b"}`, "order | fill_pct\nT1 | 91%\nT2 | 64%\nT3 | 88%\nT4 | 72%\n(4 rows)\n", 4)
	waits := countedCall("queue_stats", `{"day":"2025-03-02"}`, `[{"ticket":"Q-118","wait_min":12},{"ticket":"Q-131","wait_min":27},{"ticket":"Q-142","wait_min":31},{"ticket":"Q-150","wait_min":9}]`, 4)
	loads := countedCall("feeder_read", `{"feeder":"f3"}`, "unit,capacity,peak\nU1,100,87\nU2,60,71\nU3,40,19\n", 3)
	cups := countedCall("pos_sales", `{"item":"tea"}`, "size,cups\n小杯,150\n大杯,113\n超大杯,27\n", 3)
	calm := countedCall("gauge_query", `{"basin":"east","threshold":20}`, "[]", 0)
	runTypedCases(t, []typedCase{
		{"en over, right", "en", "", []testCall{kilns}, "Two servers peaked above 1000, K2 and K4 {{receipt:c1}}.", "count_mismatch", false},
		{"en over, wrong", "en", "", []testCall{kilns}, "Three servers peaked above 1000 {{receipt:c1}}.", "count_mismatch", true},
		{"en at least takes the line in", "en", "", []testCall{kilns}, "Three servers peaked at 987 or more {{receipt:c1}}.", "count_mismatch", false},
		{"en strict leaves the line out", "en", "", []testCall{kilns}, "Three servers peaked above 987 {{receipt:c1}}.", "count_mismatch", true},
		{"en whole count beside the part", "en", "", []testCall{kilns}, "Of the 5 servers, two peaked above 1000 {{receipt:c1}}.", "count_mismatch", false},
		{"es por debajo, right", "es", "", []testCall{tanks}, "Hay 2 pedidos por debajo de 80% {{receipt:c1}}.", "count_mismatch", false},
		{"es por debajo, wrong", "es", "", []testCall{tanks}, "Hay 3 pedidos por debajo de 80% {{receipt:c1}}.", "count_mismatch", true},
		{"zh 超过, right", "zh", "", []testCall{waits}, "等待超过 20 分钟的有 2 个 {{receipt:c1}}。", "count_mismatch", false},
		{"zh 超过, wrong", "zh", "", []testCall{waits}, "等待超过 20 分钟的有 3 个 {{receipt:c1}}。", "count_mismatch", true},
		{"ja 以上, right", "ja", "", []testCall{waits}, "待ち時間が27分以上のものは2件です {{receipt:c1}}。", "count_mismatch", false},
		{"ja 以上, wrong", "ja", "", []testCall{waits}, "待ち時間が27分以上のものは1件です {{receipt:c1}}。", "count_mismatch", true},
		{"es o más takes the line in", "es", "", []testCall{waits}, "Hay 2 pedidos de 27 min o más {{receipt:c1}}.", "count_mismatch", false},
		{"es o más, wrong", "es", "", []testCall{waits}, "Hay 3 pedidos de 27 min o más {{receipt:c1}}.", "count_mismatch", true},
		// 、 is no unit: the 超 of a name after it draws no line.
		{"zh 超 after a pause", "zh", "", []testCall{cups}, "三种杯型合计 290 杯：小杯 150、大杯 113、超大杯 27 {{receipt:c1}}。", "count_mismatch", false},
		{"zh not one", "zh", "", []testCall{calm}, "没有一个站的雨量超过 20 mm {{receipt:c1}}。", "count_mismatch", false},
	})
	// A share the reply worked out (peak over capacity) is written on no
	// value of the result: the line's unit is not the values', and the
	// count is left to the other readings.
	rep := checkCalls(t, "hi", "", "80% से ऊपर दो आइटम हैं {{receipt:c1}}।", []testCall{loads})
	if hasFinding(rep, "count_mismatch", "count/past-line") {
		t.Errorf("a line in %% held to values without one: %+v", rep.Findings)
	}
	rep = checkCalls(t, "en", "", "Three servers peaked above 1000 {{receipt:c1}}.", []testCall{kilns})
	if !hasFinding(rep, "count_mismatch", "count/past-line") {
		t.Errorf("a miscount past the line not reported as one: %+v", rep.Findings)
	}
}
