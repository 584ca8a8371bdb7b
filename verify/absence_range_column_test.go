package verify

import "testing"

// TestRangeColumn: an absence of values outside a range the clause states
// is held to the column whose values lie in the range, not to the other
// columns of the table (a grade, a moisture beside the weights); a value
// of that column outside the range still makes it false.
func TestRangeColumn(t *testing.T) {
	const bales = "bale_id,time,weight_kg,moisture_pct,grade\nXJ3-001,08:12,226.8,7.1,31\nXJ3-002,09:05,228.4,7.3,31\nXJ3-003,10:21,225.9,6.9,21\n"
	const heavy = "bale_id,time,weight_kg,moisture_pct,grade\nXJ3-001,08:12,226.8,7.1,31\nXJ3-002,09:05,238.4,7.3,31\nXJ3-003,10:21,225.9,6.9,21\n"
	const args = `{"line":3}`
	runAbsenceCases(t, []absenceCase{
		{"zh in range", "zh", "有没有超出标准的（227±5 kg）？", "bale_query", args, bales, 3,
			"一共 3 包 {{receipt:c1}}。按 222–232 kg 的范围，没有超出的。", false},
		{"zh one outside", "zh", "有没有超出标准的（227±5 kg）？", "bale_query", args, heavy, 3,
			"一共 3 包 {{receipt:c1}}。按 222–232 kg 的范围，没有超出的。", true},
	})
}
