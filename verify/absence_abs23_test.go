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
