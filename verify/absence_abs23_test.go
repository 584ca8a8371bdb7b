package verify

import "testing"

// TestAbsenceFailedSentence: an absence in a sentence that states a
// failure, or in the sentence after one on the same line, with no receipt
// in or closing it, is about the call that failed; an absence that a
// receipt of an ok call closes, or that stands before the failure on a
// line of its own, is still held to that ok call's result.
func TestAbsenceFailedSentence(t *testing.T) {
	moves := okCall("dock_movements", `{"muelle":7}`, `{"muelle":7,"salidas":36,"por_cliente":{"Inditex":14,"BSH":12}}`)
	timeout := failedCall("dock_incidents", `{"muelle":7}`, "timeout", "error: timeout after 30s: incidents-api.plaza.internal")
	lab := countedCall("lab_results", `{"origin":"掛川"}`, "lot,catechin_pct\nKW-01,15.2\nKW-03,13.8", 2)
	denied := failedCall("lab_order", `{"lot":"KW-03"}`, "denied", "error: policy: lab_order requires 品質管理課 approval")
	cases := []typedCase{
		{"es nothing back, the call timed out", "es", "¿Cuántos palés salieron por el muelle 7?", []testCall{moves, timeout},
			"Salieron 36 palés {{receipt:c1}}.\n\nIntenté mirar las incidencias del muelle, pero esa consulta agotó el tiempo y no devolvió nada.", "false_absence", false},
		{"es nothing back, before the timeout on its own line", "es", "¿Cuántos palés salieron por el muelle 7?", []testCall{moves, timeout},
			"El muelle 7 no devolvió nada.\nLa consulta de incidencias agotó el tiempo.", "false_absence", true},
		{"ja not placed, the sentence before was refused", "ja", "14%に届かないロットがあれば再検査を依頼して。", []testCall{lab, denied},
			"KW-03は13.8%です {{receipt:c1}}。\n\nKW-03の再検査依頼を出そうとしましたが、ポリシーで拒否されました。依頼はまだ出ていません。", "false_absence", false},
	}
	runTypedCases(t, cases)
}

// TestAbsenceKeyHeadColumn: a CSV column named by its key's first word
// ("遅延" and "delays" over delay_min) whose every row is 0 bears the
// absence out; one row with a delay leaves it a finding.
func TestAbsenceKeyHeadColumn(t *testing.T) {
	zeros := countedCall("truck_tracker", `{"slot":"AM"}`, "truck_id,status,delay_min\nT-101,departed,0\nT-108,loading,0\nT-114,waiting,0", 3)
	late := countedCall("truck_tracker", `{"slot":"AM"}`, "truck_id,status,delay_min\nT-101,departed,0\nT-108,loading,25\nT-114,waiting,0", 3)
	cases := []typedCase{
		{"ja 遅延 over delay_min zeros", "ja", "午前便、まだ出てないトラックある？", []testCall{zeros},
			"まだ出ていないのはT-108とT-114です。遅延が記録されている車両はありません。{{receipt:c1}}", "false_absence", false},
		{"ja 遅延 over a delay", "ja", "午前便、まだ出てないトラックある？", []testCall{late},
			"まだ出ていないのはT-108とT-114です。遅延が記録されている車両はありません。{{receipt:c1}}", "false_absence", true},
		{"en delays over delay_min zeros", "en", "Which morning trucks haven't left?", []testCall{zeros},
			"T-108 and T-114 haven't left yet. There are no delays on any truck. {{receipt:c1}}", "false_absence", false},
	}
	runTypedCases(t, cases)
}

// TestAbsenceListedDigitCode: a code of digits ("2-05") the call was given
// in a list, whose other members its rows name, has no row of its own:
// "2-05: no diet order yet" is what the result says of it. A row of that
// code leaves the clause held to the result.
func TestAbsenceListedDigitCode(t *testing.T) {
	two := countedCall("diet_orders", `{"beds":["2-01","2-05","2-09"]}`, "bed   diet     entered\n2-01  Regular  13:12\n2-09  Soft     14:40", 2)
	three := countedCall("diet_orders", `{"beds":["2-01","2-05","2-09"]}`, "bed   diet     entered\n2-01  Regular  13:12\n2-05  NPO      14:01\n2-09  Soft     14:40", 3)
	const reply = "- **2-01:** Regular, entered at 13:12\n- **2-09:** Soft, entered at 14:40\n- **2-05:** no diet order yet\n\n{{receipt:c1}}"
	cases := []typedCase{
		{"en 2-05 has no row", "en", "Do beds 2-01, 2-05 and 2-09 have diet orders in?", []testCall{two}, reply, "false_absence", false},
		{"en 2-05 has a row", "en", "Do beds 2-01, 2-05 and 2-09 have diet orders in?", []testCall{three}, reply, "false_absence", true},
	}
	runTypedCases(t, cases)
}

// TestAbsenceArgValuePlural: an argument value the clause writes in the
// plural ("abiertas" of {"estado": "abierta"}) binds the absence to the
// call that selected those items, and its row makes the absence false.
func TestAbsenceArgValuePlural(t *testing.T) {
	status := countedCall("maintenance_status", `{"ascensores":["Artilleria","El Peral"]}`, "ascensor,estado\nArtillería,operativo\nEl Peral,operativo", 2)
	open := countedCall("work_orders", `{"estado":"abierta"}`, "OT-4410 | El Peral | sustituir zapata de freno | prioridad media | abierta 2025-03-10", 1)
	none := countedCall("work_orders", `{"estado":"abierta"}`, "[]", 0)
	const reply = "Los dos ascensores están operativos {{receipt:c1}}.\n\n- No hay órdenes de trabajo abiertas {{receipt:c2}}."
	cases := []typedCase{
		{"es abiertas, one open order", "es", "Resumen del mantenimiento de los ascensores.", []testCall{status, open}, reply, "false_absence", true},
		{"es abiertas, none open", "es", "Resumen del mantenimiento de los ascensores.", []testCall{status, none}, reply, "false_absence", false},
	}
	runTypedCases(t, cases)
}
