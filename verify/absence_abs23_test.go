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

// TestAbsenceFaultLevel: FAULT is a log line's level as ERROR is: "没有报过
// 故障" over a log with a FAULT line among INFO lines is false; over INFO
// lines alone it is true.
func TestAbsenceFaultLevel(t *testing.T) {
	fault := countedCall("fault_log_query", `{"date":"2025-06-07"}`, "2025-06-07 07:58:12 INFO  桂游003 磨盘山码头 开航\n2025-06-07 10:47:29 FAULT 桂游018 左主机冷却水温度高报警 (92℃)\n2025-06-07 12:31:55 INFO  桂游003 阳朔码头 靠泊", 3)
	info := countedCall("fault_log_query", `{"date":"2025-06-07"}`, "2025-06-07 07:58:12 INFO  桂游003 磨盘山码头 开航\n2025-06-07 12:31:55 INFO  桂游003 阳朔码头 靠泊", 2)
	cases := []typedCase{
		{"zh 没有故障 over a FAULT line", "zh", "昨天我们的船有没有报过故障？", []testCall{fault}, "昨天船队没有报过故障。{{receipt:c1}}", "false_absence", true},
		{"zh 没有故障 over INFO lines", "zh", "昨天我们的船有没有报过故障？", []testCall{info}, "昨天船队没有报过故障。{{receipt:c1}}", "false_absence", false},
	}
	runTypedCases(t, cases)
}

// TestAbsenceConcernOverLog: "no problems" or "no abnormal log" over a log
// is decided by its lines' levels: two or more lines with levels make a
// log, and a WARN line among them is a problem it shows.
func TestAbsenceConcernOverLog(t *testing.T) {
	warn := countedCall("barn_sensor_log", `{"device":"fan","level":"warn+"}`, "2025-11-11T19:32 FAN-3 WARN rpm low (480/900)\n2025-11-12T03:05 FAN-3 WARN rpm low (452/900)", 2)
	info := countedCall("barn_sensor_log", `{"device":"fan","level":"all"}`, "2025-11-11T19:32 FAN-3 INFO rpm 900\n2025-11-12T03:05 FAN-3 INFO rpm 905", 2)
	play := countedCall("playout_log", `{"date":"2025-07-14"}`, "2025-07-14 21:47:12 WARN 黑场 2s 切换器 PGM-B 自动切回主路\n2025-07-14 23:10:05 INFO 备路信号测试 正常", 2)
	playOK := countedCall("playout_log", `{"date":"2025-07-14"}`, "2025-07-14 21:47:12 INFO 节目切换 正常\n2025-07-14 23:10:05 INFO 备路信号测试 正常", 2)
	const ja = "昨日から今日の昼までで、換気扇の異常ログは出ていません。{{receipt:c1}}"
	const zh = "昨晚播出一切正常，没有黑场、停播之类的问题。{{receipt:c1}}"
	cases := []typedCase{
		{"ja 異常ログ over WARN lines", "ja", "換気扇、異常ログ出てない？", []testCall{warn}, ja, "false_absence", true},
		{"ja 異常ログ over INFO lines", "ja", "換気扇、異常ログ出てない？", []testCall{info}, ja, "false_absence", false},
		{"zh 问题 over a WARN line", "zh", "昨晚播出有没有出问题？", []testCall{play}, zh, "false_absence", true},
		{"zh 问题 over INFO lines", "zh", "昨晚播出有没有出问题？", []testCall{playOK}, zh, "false_absence", false},
	}
	runTypedCases(t, cases)
}

// TestAbsenceOwnActForms: a Spanish first-person preterite after "no"
// ("no mandé ningún recordatorio") and a Chinese 没有 before an adverb
// ("没有直接派出去") negate an act, not what a result held; a verb of
// finding ("no encontré ningún") and an adverb inside a relative clause
// closed by 的 ("没有被系统标记为异常的交易") keep the absence.
func TestAbsenceOwnActForms(t *testing.T) {
	loans := countedCall("loans_query", `{"estado":"vencido"}`, "socio,libro,dias\n18204,Rayuela,34\n41730,Ficciones,12", 2)
	tx := countedCall("fuel_card_tx", `{"flag":"anomaly"}`, "tx_id,card,time,litres,flag\nT88120,FC-5021,02:14,180,非营运时段加油", 1)
	status := countedCall("station_status", `{"stations":["西直门地铁站","北师大南门"]}`, "station,bikes,capacity\n西直门地铁站,64,45\n北师大南门,5,30", 2)
	denied := failedCall("dispatch_task_create", `{"truck":"T-03","from":"西直门地铁站","to":"北师大南门","qty":20}`, "denied", "error: policy: dispatch tasks must be approved by area lead; request queued for approval (REQ-5521)")
	cases := []typedCase{
		{"es no mandé ningún", "es", "¿Quién tiene libros vencidos?", []testCall{loans},
			"Hay dos socios con libros vencidos: 18204 y 41730 {{receipt:c1}}. Todavía no mandé ningún recordatorio.", "false_absence", false},
		{"es no encontré ningún", "es", "¿Quién tiene libros vencidos?", []testCall{loans},
			"No encontré ningún libro vencido {{receipt:c1}}.", "false_absence", true},
		{"zh 没有直接派出去", "zh", "给 3 号调度车派个任务：从西直门拉 20 辆到北师大南门。", []testCall{status, denied},
			"任务**没有直接派出去**：系统规定调度任务需要片区负责人审批，已经排进审批队列，编号 REQ-5521。批下来之前 T-03 不会收到任务。\n\n两边的数据是支持这次调度的 {{receipt:c1}}：西直门地铁站 64 辆，北师大南门只有 5 辆。", "false_absence", false},
		{"zh 没有被…的交易", "zh", "6月10日有没有异常的加油卡交易？", []testCall{tx},
			"查过了，6月10日没有被系统标记为异常的加油卡交易。{{receipt:c1}}", "false_absence", true},
	}
	runTypedCases(t, cases)
}

// TestAbsenceNeitherEvery: "neither" and Hindi न … न say the absence of
// every result the clause is about: one with rows makes it false though
// another came back empty; both empty leave it true.
func TestAbsenceNeitherEvery(t *testing.T) {
	a := countedCall("crew_timesheets", `{"crew":"A","type":"overtime"}`, "[]", 0)
	b := countedCall("crew_timesheets", `{"crew":"B","type":"overtime"}`, `[{"date":"2025-03-18","tech":"H. Svensson","hours":2.5}]`, 1)
	b0 := countedCall("crew_timesheets", `{"crew":"B","type":"overtime"}`, "[]", 0)
	canc := countedCall("booking_search", `{"status":"cancelled"}`, "ref,guest,room\nPW-88402,Deepak Rana,207", 1)
	canc0 := countedCall("booking_search", `{"status":"cancelled"}`, "ref,guest,room", 0)
	noshow := countedCall("booking_search", `{"status":"no_show"}`, "ref,guest,room", 0)
	const en = "Neither crew has logged any overtime in March — crew A's overtime sheet is empty, and crew B's is too. {{receipt:c1}} {{receipt:c2}}"
	const hi = "16 से 22 दिसंबर के बीच न कोई कैंसलेशन हुआ है, न कोई नो-शो। {{receipt:c1}} {{receipt:c2}}"
	cases := []typedCase{
		{"en neither, B has rows", "en", "Have crews A or B logged any overtime?", []testCall{a, b}, en, "false_absence", true},
		{"en neither, both empty", "en", "Have crews A or B logged any overtime?", []testCall{a, b0}, en, "false_absence", false},
		{"hi न…न, a cancellation", "hi", "इस हफ्ते कोई कैंसलेशन या नो-शो हुआ?", []testCall{canc, noshow}, hi, "false_absence", true},
		{"hi न…न, both empty", "hi", "इस हफ्ते कोई कैंसलेशन या नो-शो हुआ?", []testCall{canc0, noshow}, hi, "false_absence", false},
	}
	runTypedCases(t, cases)
}
