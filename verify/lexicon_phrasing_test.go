package verify

import "testing"

// TestQingjiaNoPlease: 请 inside 请假 (take leave) asks the reader for
// nothing, so the clause is no hedge and its absence is read; 请 alone
// before a verb is "please" and makes no claim.
func TestQingjiaNoPlease(t *testing.T) {
	runAbsenceCases(t, []absenceCase{
		{"zh qingjia", "zh", "这周有员工请假吗？", "leave_list", `{"week":"W49"}`, `[{"员工":"周雷","日期":"12-03"}]`, 1,
			"这周没有员工请假{{receipt:c1}}。", true},
		{"zh please", "zh", "这周有员工请假吗？", "leave_list", `{"week":"W49"}`, `[{"员工":"周雷","日期":"12-03"}]`, 1,
			"请确认这周没有员工请假{{receipt:c1}}。", false},
	})
}
