package verify

import "testing"

// TestDenialBeforeShi: 实 after 查 or 核 makes 查实, 核实 ("not verified", a
// caveat), but after another verb it opens the verb's object: "没有调用实时
// 接口" denies a call.
func TestDenialBeforeShi(t *testing.T) {
	quote := func() []testCall { return []testCall{okCall("stock_quote", `{"ticker":"600519"}`, `{"price":182.5}`)} }
	runTypedCases(t, []typedCase{
		{"zh 调用 then 实时", "zh", "现在股价多少？", quote(), "价格是 182.5 元。我没有调用实时接口。", DeniedCall, true},
		{"zh 查实 is a caveat", "zh", "现在股价多少？", quote(), "价格是 182.5 元。这个价格我没有查实。", DeniedCall, false},
		{"zh 核实 is a caveat", "zh", "现在股价多少？", quote(), "价格是 182.5 元。我没有核实这个价格。", DeniedCall, false},
	})
}
