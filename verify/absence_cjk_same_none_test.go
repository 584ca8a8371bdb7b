package verify

import "testing"

// TestCJKSameNone: a Japanese or Chinese absence whose noun an ok call's
// result itself marks as none (通行止めなし, 故障：无) repeats that result
// and is clean, whichever call the clause was bound to; a result that
// also holds the noun without the mark bears nothing out.
func TestCJKSameNone(t *testing.T) {
	const snow = `{"base_cm":85,"summit_cm":142,"courses_open":11}`
	const road = "【冬季道路情報】\n国道292号: 冬期閉鎖中\n上信越道 信州中野IC〜豊田飯山IC: 通行止めなし"
	const roadMixed = "【冬季道路情報】\n国道292号: 通行止め（雪崩）\n上信越道 信州中野IC〜豊田飯山IC: 通行止めなし"
	ja := func(page string) []testCall {
		return []testCall{countedCall("snow_report", `{"resort":"ryugamine"}`, snow, 3), okCall("http_fetch", `{"url":"https://example.jp/road"}`, page)}
	}
	const pumps = `[{"pump":"P-1","status":"running"},{"pump":"P-2","status":"running"}]`
	const zhLog = "P-1 故障：无\nP-2 故障：无"
	const zhMixed = "P-1 故障：无\nP-2 故障：电机过热"
	zh := func(log string) []testCall {
		return []testCall{countedCall("pump_list", `{"site":"A"}`, pumps, 2), okCall("fault_log", `{"site":"A"}`, log)}
	}
	cases := []typedCase{
		{"ja page says none", "ja", "道路情報は？", ja(road),
			"積雪は85cmです {{receipt:c1}}。上信越道は通行止めはありません {{receipt:c2}}。", "false_absence", false},
		{"ja page holds one", "ja", "道路情報は？", ja(roadMixed),
			"積雪は85cmです {{receipt:c1}}。上信越道は通行止めはありません {{receipt:c2}}。", "false_absence", true},
		{"zh log says none", "zh", "泵有故障吗？", zh(zhLog),
			"两台泵状态正常 {{receipt:c1}}，没有故障 {{receipt:c1}}。", "false_absence", false},
		{"zh log holds one", "zh", "泵有故障吗？", zh(zhMixed),
			"两台泵状态正常 {{receipt:c1}}，没有故障 {{receipt:c1}}。", "false_absence", true},
	}
	runTypedCases(t, cases)
}
