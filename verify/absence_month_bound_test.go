package verify

import "testing"

// TestMonthBoundGloss: an absence of a counted field ("no cancellations")
// scoped to one month, beside calls asked for different months, is held to
// the record of the call asked for that month, in the clause or in a table
// column's header; another month's count does not contradict it, its own
// does.
func TestMonthBoundGloss(t *testing.T) {
	two := func(oct int) []testCall {
		o := `{"month":"2024-10","windows":12,"cancelled":0}`
		if oct > 0 {
			o = `{"month":"2024-10","windows":12,"cancelled":2}`
		}
		return []testCall{okCall("maint_summary", `{"month":"2024-11"}`, `{"month":"2024-11","windows":14,"cancelled":1}`),
			okCall("maint_summary", `{"month":"2024-10"}`, o)}
	}
	const table = "| 项目 | 11月 | 10月 |\n|---|---|---|\n| 窗口数 | 14 | 12 |\n| 取消 | 1 个 | 无 |\n\n{{receipt:c1}} {{receipt:c2}}"
	cases := []typedCase{
		{"zh October none", "zh", "这个月和上个月比呢？", two(0),
			"11月有 1 个窗口被取消了 {{receipt:c1}}，10月则没有取消的 {{receipt:c2}}。", "false_absence", false},
		{"zh October had two", "zh", "这个月和上个月比呢？", two(2),
			"11月有 1 个窗口被取消了 {{receipt:c1}}，10月则没有取消的 {{receipt:c2}}。", "false_absence", true},
		{"zh table column", "zh", "这个月和上个月比呢？", two(0), table, "false_absence", false},
		{"zh table column, October had two", "zh", "这个月和上个月比呢？", two(2), table, "false_absence", true},
	}
	runTypedCases(t, cases)
}
