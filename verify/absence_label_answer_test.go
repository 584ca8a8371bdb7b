package verify

import "testing"

// TestLabelAnswer: "none" alone after a label's colon answers the label;
// a "no" that opens a sentence after a colon does not; 请假 (take leave) is
// no "please".
func TestLabelAnswer(t *testing.T) {
	const one = `[{"ref":"T-4","estado":"pendiente"}]`
	runAbsenceCases(t, []absenceCase{
		{"es label ninguna", "es", "¿Hay tareas pendientes?", "task_list", `{"estado":"pendiente"}`, one, 1,
			"Resumen {{receipt:c1}}:\n- Tareas pendientes: ninguna.\n- Próxima revisión: lunes.", true},
		{"es label ninguna, empty", "es", "¿Hay tareas pendientes?", "task_list", `{"estado":"pendiente"}`, `[]`, 0,
			"Resumen {{receipt:c1}}:\n- Tareas pendientes: ninguna.", false},
		{"es colon then sentence", "es", "¿Hay tareas pendientes?", "task_list", `{"estado":"pendiente"}`, one, 1,
			"Nota {{receipt:c1}}: no, la tarea T-4 sigue pendiente.", false},
		{"ja label nashi", "ja", "点検の予約は入っていますか？", "bookings", `{"type":"inspection"}`, `[{"日時":"12-09 10:00","種別":"点検"}]`, 1,
			"確認しました{{receipt:c1}}。\n- 点検：予約なし\n- 修理：別途確認", true},
		{"zh qingjia", "zh", "这周有员工请假吗？", "leave_list", `{"week":"W49"}`, `[{"员工":"周雷","日期":"12-03"}]`, 1,
			"这周没有员工请假{{receipt:c1}}。", true},
	})
}
