package verify

import "testing"

// TestFilterNumberNoWhole covers the numbers that bound or name what a
// call returned and are no number of its items: a temperature in the
// request (requestMeasure: "warmer than 5 °C" is no count the user gave,
// so three rows less two is no gap), and a code's number or a clock time
// before a count (largerIntIn: "SH-25 ट्रिप में", "9 बजे" name the trip,
// they are no whole the count is a part of). The count is then held to
// the call's rows.
func TestFilterNumberNoWhole(t *testing.T) {
	lines := `[{"line":3,"temp_c":5.6},{"line":7,"temp_c":5.2},{"line":8,"temp_c":5.1}]`
	manifest := "INF-20931 Priya Kulkarni\nTCS-44102 Aditya Deshmukh\nWPR-77310 Sneha Patil\nINF-21877 Rohan Joshi\nCOG-56021 Farhan Shaikh\nTCS-45590 Meera Iyer\nWPR-77452 Kunal Bhosale\n"
	var cases []typedCase
	for _, tt := range []struct {
		name, lang, request, reply, result string
		count                              int
		want                               bool
	}{
		{"en degrees under", "en", "Which lines are pouring warmer than 5 °C right now?", "Two lines are over 5 °C: line 3 at 5.6 °C and line 7 at 5.2 °C {{receipt:c1}}.", lines, 3, true},
		{"en degrees sign glued", "en", "Which lines are warmer than 5°C?", "Two lines are over 5°C: line 3 and line 7 {{receipt:c1}}.", lines, 3, true},
		{"en degrees right", "en", "Which lines are pouring warmer than 5 °C right now?", "Three lines are over 5 °C: line 3, line 7 and line 8 {{receipt:c1}}.", lines, 3, false},
		{"en gap of a count", "en", "I expected 5 lines to be warm; which are?", "Two lines are over 5 °C: line 3 and line 7 {{receipt:c1}}.", lines, 3, false},
		{"hi code and clock no whole", "hi", "SH-25 की रात 9 बजे वाली ट्रिप में कौन-कौन बुक है?", "रात 9 बजे की SH-25 ट्रिप में 6 लोग बुक हैं, जिनमें प्रिया कुलकर्णी शामिल हैं {{receipt:c1}}।", manifest, 7, true},
		{"hi code and clock right", "hi", "SH-25 की रात 9 बजे वाली ट्रिप में कौन-कौन बुक है?", "रात 9 बजे की SH-25 ट्रिप में 7 लोग बुक हैं, जिनमें प्रिया कुलकर्णी शामिल हैं {{receipt:c1}}।", manifest, 7, false},
		{"hi whole before part", "hi", "कौन-कौन बुक है?", "कुल 7 लोगों में 6 लोग पुणे से हैं {{receipt:c1}}।", manifest, 7, false},
	} {
		cases = append(cases, typedCase{tt.name, tt.lang, tt.request, []testCall{countedCall("records", `{"q":"x"}`, tt.result, tt.count)}, tt.reply, CountMismatch, tt.want})
	}
	// A numeral inside a name the call's arguments write ("北仑三期") is the
	// call's filter, not a number the user gave.
	holds := "container,hold,reason\nMSKU7720154,H12,查验待定\nTGHU3390127,H12,查验待定\nMSCU8812045,H03,税费未缴\nBMOU5521908,H07,单证不符\n"
	req := "北仑三期现在有多少柜子被海关扣着？"
	cases = append(cases,
		typedCase{"zh numeral in arg name", "zh", req, []testCall{countedCall("customs_hold_list", `{"terminal":"北仑三期"}`, holds, 4)}, "北仑三期目前有 3 个柜子被扣 {{receipt:c1}}。", CountMismatch, true},
		typedCase{"zh numeral in arg name right", "zh", req, []testCall{countedCall("customs_hold_list", `{"terminal":"北仑三期"}`, holds, 4)}, "北仑三期目前有 4 个柜子被扣 {{receipt:c1}}。", CountMismatch, false},
		typedCase{"zh numeral not in args", "zh", req, []testCall{countedCall("customs_hold_list", `{"terminal":"BL-P3"}`, holds, 4)}, "北仑三期目前有 3 个柜子被扣 {{receipt:c1}}。", CountMismatch, false})
	// A numeral of a name ("安吉3", "滚装2号") is no quantity of its row to add
	// up with another row's: "一共 5 条船" over six rows is held to them.
	ships := "12-02 TRANSFUTURE 7 | 滚装1号\n12-03 中远盛世 | 滚装2号\n12-05 HÖEGH TARGET | 滚装2号\n12-05 GLOVIS COURAGE | 滚装1号\n12-05 安吉3 | 滚装2号\n12-07 MORNING CHRISTINA | 滚装1号\n"
	sched := countedCall("vessel_schedule", `{"terminal":"TJ-RoRo"}`, ships, 6)
	cases = append(cases,
		typedCase{"zh name numerals no sum", "zh", "这周滚装码头一共要接几条船？", []testCall{sched}, "这周滚装码头一共 5 条船，12 月 5 日最忙，一天三条（HÖEGH TARGET、GLOVIS COURAGE、安吉3）{{receipt:c1}}。", CountMismatch, true},
		typedCase{"zh name numerals right", "zh", "这周滚装码头一共要接几条船？", []testCall{sched}, "这周滚装码头一共 6 条船，12 月 5 日最忙，一天三条（HÖEGH TARGET、GLOVIS COURAGE、安吉3）{{receipt:c1}}。", CountMismatch, false})
	runTypedCases(t, cases)
}
