package verify

import "testing"

// prec18Case is a reply over calls (the user's request first), and
// whether a forged_receipt finding of rule is wanted.
type prec18Case struct {
	name, lang, request string
	calls               []testCall
	reply, rule         string
	want                bool
}

func runPrec18(t *testing.T, cases []prec18Case) {
	t.Helper()
	for _, tt := range cases {
		req := tt.request
		if req == "" {
			req = "?"
		}
		rep := checkCalls(t, tt.lang, req, tt.reply, tt.calls)
		if got := hasFinding(rep, ForgedReceipt, tt.rule); got != tt.want {
			t.Errorf("%s: %s found %v, want %v; findings %+v", tt.name, tt.rule, got, tt.want, rep.Findings)
		}
	}
}

const mis = "receipt/misattributed"

// TestPrec18ReceiptAfterFullStop: a receipt right after a sentence's full
// stop closes that sentence, also when the next sentence follows on the
// same line with no space (Japanese) or after the danda (Hindi); it is
// not the next sentence's.
func TestPrec18ReceiptAfterFullStop(t *testing.T) {
	gate := countedCall("gate_log", `{"gate": "G2"}`, "time,card,reason\n17:42:10,IC-77120,EXPIRED\n17:42:31,IC-77120,EXPIRED", 2)
	contract := okCall("contract_search", `{"card": "IC-77120"}`, "card=IC-77120 expires=2025-11-30 renewed=2025-12-05 17:58")
	calls := []testCall{gate, contract}
	hotel := okCall("housekeeping_board", `{"room": 220}`, "220 | vacant | inspected 14:05 by Marisol")
	pms := okCall("pms_query", `{"room": 220}`, `{"arriving": {"name": "Sato", "eta": "18:45"}}`)
	runPrec18(t, []prec18Case{
		{"ja receipt, next sentence glued", "ja", "", calls, "拒否は2回です。{{receipt:c1}}\n\n期限切れで、17:58に窓口で更新されています。{{receipt:c2}}つまり、最後の拒否17:42:31から16分後の更新でした。", mis, false},
		{"ja receipt on the other call's sentence", "ja", "", calls, "最後の拒否は17:42:31でした。{{receipt:c2}}", mis, true},
		{"hi receipt after the danda", "hi", "", calls, "दो अस्वीकृतियाँ थीं। {{receipt:c1}}\n\nकार्ड 17:58 पर नवीनीकृत हुआ। {{receipt:c2}} आख़िरी अस्वीकृति 17:42:31 पर थी, उससे पहले।", mis, false},
		{"en receipt after the stop", "en", "", []testCall{hotel, pms}, "220's ready, inspected by Marisol at 14:05. {{receipt:c1}} He's down for 18:45.", mis, false},
		{"en receipt after the other call's sentence", "en", "", []testCall{hotel, pms}, "He's down for 18:45. {{receipt:c1}} The room is ready.", mis, true},
	})
}

// TestPrec18PassageBounds: what a receipt vouches for. A list item or
// table row is its own passage; a receipt that a comma follows does not
// take the block its sentence announces with a colon; a colon after the
// receipt's sentence has ended is the next sentence's.
func TestPrec18PassageBounds(t *testing.T) {
	circ := okCall("http_fetch", `{"url": "https://health.example.in/circular"}`, "Circular 2026/1184\nRound 2 runs from 2026-12-07 to 2026-12-12 in 31 districts.")
	annex := okCall("http_fetch", `{"url": "https://health.example.in/annex"}`, "Annexure A - 31 districts: Agra, Lucknow, Meerut")
	logs := okCall("shell", `{"cmd": "grep reload tvm.log"}`, "09:13:40 reload v2026.12.03-a\n13:52:18 reload v2026.12.03-b")
	sales := okCall("sql_query", `{"sql": "SELECT COUNT(*) FROM tickets"}`, "sold\n64")
	list := countedCall("list_dir", `{"path": "reports/2024"}`, "annual.pdf\nq1.pdf\nq2.pdf\nnotes.txt", 4)
	sizes := okCall("shell", `{"command": "ls -lhS reports/2024/*.pdf"}`, "4.2M annual.pdf\n1.8M q2.pdf\n1.1M q1.pdf")
	pest := countedCall("pest_register", `{"section": "7"}`, `[{"date": "2026-11-27", "pest": "red spider mite"}]`, 1)
	pluck := countedCall("plucking_register", `{"section": "7"}`, "round_start,kg\n2026-11-18,1008\n2026-11-26,952\n2026-12-02,874", 3)
	runPrec18(t, []prec18Case{
		{"en item after item", "en", "", []testCall{circ, annex}, "Per circular 2026/1184 {{receipt:c1}}:\n\n- **When:** 7 to 12 December 2026\n- **Where:** 31 districts, Lucknow among them {{receipt:c2}}\n", mis, false},
		{"es item after item", "es", "", []testCall{logs, sales}, "Resumen {{receipt:c1}}:\n- Se corrigió a las 13:52:18 con **v2026.12.03-b**.\n- En taquilla se vendieron 64 billetes {{receipt:c2}}; el resto no lo sé.\n", mis, false},
		{"en item with no value", "en", "", []testCall{circ, annex}, "Circular 2026/1184 {{receipt:c1}}.\n\n- **When:** 7 to 12 December 2026\n- **Where:** Lucknow is on the list {{receipt:c2}}\n", mis, false},
		{"en sentence of a shared value", "en", "", []testCall{circ, annex}, "Round 2 runs from 7 to 12 December 2026. It reaches 31 districts {{receipt:c2}}.\n\nSource: the circular {{receipt:c1}}.", mis, false},
		{"en sentence with no value", "en", "", []testCall{circ, annex}, "Round 2 runs from 7 to 12 December 2026. Lucknow is on the list {{receipt:c2}}.\n\nSource: the circular {{receipt:c1}}.", mis, true},
		{"es item of the other call", "es", "", []testCall{logs, sales}, "Resumen:\n- En taquilla se vendieron 64 billetes {{receipt:c1}}.\n- Se corrigió a las 13:52:18 con **v2026.12.03-b** {{receipt:c2}}.\n", mis, true},
		{"hi comma before the colon", "hi", "", []testCall{list, sizes}, "`reports/2024` में कुल 4 फ़ाइलें हैं ({{receipt:c1}}), जिनमें से 3 PDF हैं:\n\n| फ़ाइल | साइज़ |\n|---|---|\n| annual.pdf | 4.2M |\n| q2.pdf | 1.8M |\n| q1.pdf | 1.1M |\n\nसबसे बड़ी annual.pdf है {{receipt:c2}}।", mis, false},
		{"hi receipt before the colon", "hi", "", []testCall{list, sizes}, "`reports/2024` की PDF फ़ाइलें ({{receipt:c1}}):\n\n| फ़ाइल | साइज़ |\n|---|---|\n| annual.pdf | 4.2M |\n| q2.pdf | 1.8M |\n| q1.pdf | 1.1M |\n\nसबसे बड़ी annual.pdf है {{receipt:c2}}।", mis, true},
		{"hi next sentence's colon", "hi", "", []testCall{pest, pluck}, "लाल मकड़ी 27 नवंबर को दर्ज हुई {{receipt:c1}}। उसके आसपास के तीन राउंड:\n\n| राउंड | किलो |\n|---|---|\n| 18 नवंबर | 1,008 |\n| 26 नवंबर | 952 |\n| 2 दिसंबर | 874 |", mis, false},
		{"hi the receipt's own colon", "hi", "", []testCall{pest, pluck}, "लाल मकड़ी के आसपास के तीन राउंड {{receipt:c1}}:\n\n| राउंड | किलो |\n|---|---|\n| 18 नवंबर | 1,008 |\n| 26 नवंबर | 952 |\n| 2 दिसंबर | 874 |", mis, true},
	})
}

// TestPrec18UncitedOwnPassage: a receipt of an uncited turn vouches for
// the paragraphs above it only when its own says nothing of its call: a
// count of its items, a negation (an empty result's point) or a value it
// holds keeps it to its paragraph, and a heading bounds the reach.
func TestPrec18UncitedOwnPassage(t *testing.T) {
	tasks := countedCall("dispatch_task_query", `{"date": "2026-12-04"}`, `[{"task":"D-8801"},{"task":"D-8802"},{"task":"D-8803"},{"task":"D-8804"},{"task":"D-8805"},{"task":"D-8806"},{"task":"D-8807"}]`, 7)
	solver := okCall("shell", `{"cmd": "python3 vrp_solve.py"}`, "T-03: D-8801 -> D-8805 (18.6 km)\nT-05: D-8802 -> D-8803 -> D-8804 (24.1 km)\nT-06: D-8806 -> D-8807 (11.9 km)\ntotal: 54.6 km")
	plan := "推荐这样排（总里程 54.6 km）：\n\n| 车辆 | 任务 | 里程 |\n|---|---|---|\n| T-03 | D-8801 → D-8805 | 18.6 km |\n| T-05 | D-8802 → D-8804 | 24.1 km |\n| T-06 | D-8806 → D-8807 | 11.9 km |\n\n"
	sensors := okCall("sensor_read", `{"building": "产房"}`, `{"room_temp_c": 20.8, "creep_temp_c": 27.5, "humidity_pct": 72}`)
	vet := countedCall("vet_log", `{"building": "产房"}`, "[]", 0)
	env := "## 环境\n\n- 室温 **20.8 ℃**\n- 保温箱 **27.5 ℃**\n\n"
	runPrec18(t, []prec18Case{
		{"zh count of the cited call", "zh", "", []testCall{tasks, solver}, plan + "7 个任务都覆盖到了 {{receipt:c1}}。", mis, false},
		{"zh remark with no value", "zh", "", []testCall{tasks, solver}, plan + "这样排比较顺 {{receipt:c1}}。", mis, true},
		{"zh absence of the empty log", "zh", "", []testCall{sensors, vet}, env + "## 健康\n\n这两天兽医记录里没有登记病例 {{receipt:c2}}。", mis, false},
		{"zh remark under another heading", "zh", "", []testCall{sensors, vet}, env + "## 健康\n\n看起来还好 {{receipt:c2}}。", mis, false},
		{"zh remark under the same heading", "zh", "", []testCall{sensors, vet}, env + "看起来还好 {{receipt:c2}}。", mis, true},
	})
}

// TestPrec18LabelReceipt: a receipt between a label and its values on one
// line vouches for the line.
func TestPrec18LabelReceipt(t *testing.T) {
	rx := okCall("file_read", `{"path": "/rx/IP2612040362.json"}`, `{"order_id": "IP2612040362", "dept": "ICU", "patient_weight_kg": 62, "dose": "1g q12h"}`)
	lab := okCall("lab_results", `{"order_id": "IP2612040362"}`, `{"Scr_umol_L": 168, "CrCl_mL_min": 38}`)
	head := "## 处方 IP2612040362（ICU）\n\n**医嘱内容**：1g，每 12 小时一次；患者体重 62kg。\n\n"
	runPrec18(t, []prec18Case{
		{"zh label, receipt, values", "zh", "", []testCall{rx, lab}, head + "**肾功能** {{receipt:c2}}：血肌酐 168 μmol/L，肌酐清除率 38 mL/min。", mis, false},
		{"zh label, receipt, the other call's values", "zh", "", []testCall{rx, lab}, "## 处方\n\n**医嘱** {{receipt:c2}}：IP2612040362（ICU），1g，每 12 小时一次；患者体重 62kg。", mis, true},
	})
}

// TestPrec18ValueBinding: values bound to the calls that hold them. A
// number and its unit are read as a number; a label's colon is no part
// of a bold value; the halves of "12/10" and a month name are parts of a
// date; a value the user gave counts for the cited call whose arguments
// or result hold it; a number written with a magnitude word is large.
func TestPrec18ValueBinding(t *testing.T) {
	price := okCall("http_fetch", `{"url": "https://seian.example.jp/price"}`, "小豆 30kg 43,200円\nこしあん 10kg 12,600円")
	stock := okCall("inventory_query", `{"item": "小豆"}`, `{"item": "小豆", "stock_kg": 96}`)
	arrival := okCall("http_fetch", `{"url": "https://seian.example.jp/price"}`, "小豆 入荷予定 960kg 43,200円")
	stock2 := okCall("inventory_query", `{"item": "小豆"}`, `{"item": "小豆", "stock_kg": 960}`)
	inv := countedCall("inventory_query", `{"stores": ["elm-street", "riverside"]}`, "store,on_hand,needed\nelm-street,6,9\nriverside,11,8", 2)
	note := okCall("notify_staff", `{"message": "Elm St: 6 on hand vs 9 needed. Riverside: enough stock."}`, `{"sent": 2}`)
	mail := countedCall("email_search", `{"query": "福岡"}`, "Subject: ご予約確認 NH247 12/10 羽田→福岡", 1)
	cal := countedCall("calendar", `{"query": "福岡"}`, "2024-12-10 (Tue) - 2024-12-11 (Wed)  福岡出張", 1)
	read := okCall("file_read", `{"path": "requirements.txt"}`, "aiohttp==3.9.5\npaho-mqtt==1.6.1")
	write := okCall("file_write", `{"path": "requirements.txt", "content": "aiohttp==3.9.5\npaho-mqtt==2.0.0\n"}`, "wrote 34 bytes")
	sales := countedCall("sql_query", `{"query": "SELECT volume, shipped, rate FROM sales"}`, "volume|shipped|rate\n1|21500|18.4\n2|9800|24.7", 2)
	print := countedCall("print_run_db", `{"title": "月影"}`, `[{"volume":1,"copies":24000},{"volume":2,"copies":12000}]`, 2)
	runPrec18(t, []prec18Case{
		{"ja number and unit", "ja", "", []testCall{price, stock}, "## 在庫\n\n工房の小豆は96kg（30kg袋で3袋強）あります。{{receipt:c2}}", mis, false},
		{"ja number and unit, both hold it", "ja", "", []testCall{arrival, stock2}, "価格は43,200円です。{{receipt:c1}}\n\n在庫は960kgあります。{{receipt:c2}}", mis, false},
		{"ja number and unit, other call only", "ja", "", []testCall{arrival, stock2}, "価格は43,200円です。{{receipt:c2}}\n\n在庫は960kgあります。{{receipt:c1}}", mis, true},
		{"en label colon in bold", "en", "", []testCall{inv, note}, "Only Elm Street is short {{receipt:c1}}:\n\n- **Elm Street:** 6 on hand, 9 needed.\n- **Riverside:** 11 on hand, 8 needed.\n", mis, false},
		{"ja month/day pair", "ja", "", []testCall{mail, cal}, "カレンダーには **12/10〜12/11の福岡出張** が入っています{{receipt:c2}}。予約メールもあります{{receipt:c1}}。", mis, false},
		{"en user's version in the write", "en", "Bump paho-mqtt to 2.0.0 in requirements.txt", []testCall{read, write}, "Done: `paho-mqtt` is bumped from **1.6.1** to **2.0.0** ({{receipt:c2}}).", mis, false},
		{"en only the old version", "en", "Bump paho-mqtt to 2.0.0 in requirements.txt", []testCall{read, write}, "Done: `paho-mqtt` was at **1.6.1** ({{receipt:c2}}).", mis, true},
		{"ja magnitude word", "ja", "", []testCall{sales, print}, "- 1巻は出荷21,500部です。{{receipt:c1}}\n- 2巻は累計1万2000部のうち9,800部を出荷済み、返品率24.7%です。{{receipt:c2}}\n", mis, false},
		{"ja magnitude word absent", "ja", "", []testCall{sales, print}, "- 1巻は累計2万4000部です。{{receipt:c2}}\n- 2巻は9,800部を出荷済み、返品率24.7%です。{{receipt:c2}}\n", mis, true},
	})
}

// TestPrec18SplitPassage: a passage that draws on two results, one of
// them the cited one, is no misattribution: a two-digit number, a name
// or a worked-out figure of the cited call binds it, as does a paragraph
// the receipt closes that states the cited call's values, and a receipt
// of the other call closing the same sentence.
func TestPrec18SplitPassage(t *testing.T) {
	open := okCall("http_fetch", `{"url": "https://datos.example.es/resumen"}`, "Estaciones: 276\nBicicletas: 2.750")
	newer := okCall("sql_query", `{"query": "SELECT count(*) FROM stations WHERE opened >= '2025-12-01'"}`, "count\n14")
	open2 := okCall("http_fetch", `{"url": "https://datos.example.es/resumen"}`, "Estaciones: 276\nBicicletas: 2.750 (600 eléctricas)")
	pat := okCall("pacientes_ficha", `{"nombre": "Lucía"}`, "nhc: NHC-18833\nplan: Ortodoncia (P-2291)\nprofesional: Dr. Ruiz")
	bill := okCall("facturacion_consultar", `{"presupuesto": "P-2291"}`, "importe_total_eur: 3900.00\n2025-03-14 1300.00")
	bio := countedCall("sql_query", `{"query": "SELECT fecha, peso FROM biometrias"}`, "fecha,peso\n2026-03-12,15.6\n2026-03-05,14.2", 2)
	fcr := countedCall("sql_query", `{"query": "SELECT fcr FROM resumen"}`, "fcr\n1.38", 1)
	train := countedCall("train_search", `{"to": "新大阪"}`, "のぞみ201号 東京 06:00 → 新大阪 08:24\nのぞみ1号 東京 06:09 → 新大阪 08:33", 2)
	cal := countedCall("calendar", `{"date": "2024-07-15"}`, "2024-07-15 10:30-12:00 大阪クライアント訪問", 1)
	day := countedCall("mri_day_list", `{"date": "2025-02-12"}`, "08:00 MRN-0044120 knee\n13:00 MRN-0018837 pelvis", 2)
	flags := countedCall("safety_screen_flags", `{"date": "2025-02-12"}`, "MRN-0077015 | cochlear implant", 1)
	contract := okCall("contract_query", `{"student_id": "SA-24096"}`, "合同编号: SA-C-24096\n退费条款: 科目二按每小时120元扣除，科目三按每小时150元扣除。")
	hours := countedCall("training_hours_query", `{"student_id": "SA-24096"}`, "subject,hours\n2,12\n3,0", 2)
	runPrec18(t, []prec18Case{
		{"es two-digit of the cited count", "es", "", []testCall{open, newer}, "Del resumen {{receipt:c1}}:\n\n- **276 estaciones**, 14 de ellas inauguradas este año {{receipt:c2}}.\n", mis, false},
		{"es only the other call's figure", "es", "", []testCall{open2, newer}, "Del resumen {{receipt:c1}}:\n\n- **276 estaciones** y 600 eléctricas {{receipt:c2}}.\n", mis, true},
		{"es doctor's name", "es", "", []testCall{pat, bill}, "Su ortodoncia con el Dr. Ruiz tiene un presupuesto (P-2291) de **3.900 €** {{receipt:c1}}. Pagado: 1.300 € {{receipt:c2}}.", mis, false},
		{"zh user's hours in the cited CSV", "zh", "学员练了12小时科目二，能退多少？", []testCall{contract, hours}, "- 科目二练了12小时，每小时扣120元：-1440元{{receipt:c2}}\n- 条款见合同SA-C-24096{{receipt:c1}}", mis, false},
		{"es worked out of the cited call", "es", "", []testCall{bio, fcr}, "## Crecimiento\n- Biometría del 5/03: 14,2 g\n- **Crecimiento de la semana: 1,4 g** {{receipt:c1}}\n\n## FCR\nFCR: 1,38 {{receipt:c2}}", mis, false},
		{"ja paragraph closed by the receipt", "ja", "", []testCall{train, cal}, "**新幹線** — のぞみ201号 06:00発 → 08:24着。{{receipt:c1}}\n\n**訪問** — 10:30〜12:00。201号なら余裕があります。{{receipt:c2}}\n", mis, false},
		{"ja paragraph of the other call", "ja", "", []testCall{train, cal}, "**訪問** — 10:30〜12:00。{{receipt:c2}}\n\n**新幹線** — のぞみ201号 06:00発 → 08:24着。{{receipt:c2}}\n\nのぞみ1号もあります。{{receipt:c1}}", mis, true},
		{"en other call's receipt closes the sentence", "en", "", []testCall{day, flags}, "MRI-1 has 2 patients, from the 08:00 knee to the 13:00 pelvis, and one has a flag {{receipt:c2}}, so check it first {{receipt:c1}}.", mis, false},
	})
}

// TestPrec18UncitedBinding: a passage that cites one call while another
// is cited nowhere. A value the cited call shares only with calls cited
// elsewhere is its own; a month name is part of a date; the item a cited
// act was done to, which an earlier look-up returned, binds the look-up's
// values to the act; a cited result's only value binds a one-digit
// number; an uncited call's arguments are the reply's own words.
func TestPrec18UncitedBinding(t *testing.T) {
	get := okCall("mri_booking_get", `{"mrn": "MRN-0091237"}`, `{"booking_id": "BK-21877", "start": "2025-05-15T14:00", "scanner": "MRI-3", "exam": "Brain with contrast"}`)
	slots := countedCall("mri_slots_query", `{"from": "2025-05-19"}`, "2025-05-19 16:10 MRI-3\n2025-05-20 08:30 MRI-1", 2)
	update := okCall("mri_booking_update", `{"booking_id": "BK-21877", "start": "2025-05-19T16:10", "scanner": "MRI-3"}`, `{"booking_id": "BK-21877", "status": "confirmed", "start": "2025-05-19T16:10", "scanner": "MRI-3"}`)
	tenant := okCall("tenant_lookup", `{"berth": "A-12"}`, `{"tenant": "Greta Holm", "contract_end": "2027-03-31"}`)
	deed := okCall("file_read", `{"path": "contracts/A-12.txt"}`, "Berth Licence A-12 - Greta Holm\nTerm: 1 April 2026 to 31 March 2027\nClause 15. 60 days' notice.")
	list := countedCall("appointment_list", `{"patient_id": "P-4417"}`, `[{"appt_id": "A-20261205-0142", "time": "14:30", "doctor": "陈敏", "dept": "全科"}]`, 1)
	cancel := okCall("appointment_cancel", `{"appt_id": "A-20261205-0142"}`, `{"appt_id": "A-20261205-0142", "status": "cancelled"}`)
	other := okCall("appointment_cancel", `{"appt_id": "A-20261205-0999"}`, `{"appt_id": "A-20261205-0999", "status": "cancelled"}`)
	grep := okCall("shell", `{"cmd": "grep -c F-1173 events-2026-11.log"}`, "14")
	count := okCall("sql_query", `{"query": "SELECT COUNT(*) FROM faults WHERE code='F-1173'"}`, "n\n3")
	logm := countedCall("maintenance_log", `{"store": "shibuya", "room": "201"}`, "2026-12-03 201 DAM unit error E-301, vendor ticket #DK-55812, visit 2026-12-07 AM", 1)
	post := okCall("slack_post", `{"channel": "#store-managers", "text": "【故障共有】渋谷センター街店201号室：DAM本体エラー(E-301)。メーカー対応チケット #DK-55812、12/7午前に訪問予定。それまで201は販売停止です。"}`, `{"ok": true, "ts": "1796380512.004100"}`)
	kiln := okCall("kiln_log_query", `{"round": 15}`, `{"round":15,"fire_position":[12,13],"logged_by":"Fireman Jagdish"}`)
	sensor := countedCall("sensor_read", `{"round": 15, "chambers": [12, 13, 14]}`, `[{"chamber":12,"temp_c":1008},{"chamber":13,"temp_c":1041}]`, 2)
	runPrec18(t, []prec18Case{
		{"en new slot held by the update and the search", "en", "", []testCall{get, slots, update}, "Booking BK-21877 has moved from Thursday 15 May at 14:00 to **Monday 19 May at 16:10**, still on MRI-3 {{receipt:c3}}. That was the earliest of the 2 free slots {{receipt:c2}}.", mis, false},
		{"en old slot only", "en", "", []testCall{get, slots, update}, "The exam BK-21877 was on 15 May at 14:00, brain with contrast {{receipt:c3}}. Free slots {{receipt:c2}}.", mis, true},
		{"en month name of a date", "en", "", []testCall{tenant, deed}, "Greta Holm's licence on A-12 runs to 31 March 2027 {{receipt:c1}}.", mis, false},
		{"zh the cancelled appointment", "zh", "", []testCall{list, cancel}, "已取消。明天 14:30 全科陈敏医生的预约已经撤销，预约号 A-20261205-0142 {{receipt:c2}}。", mis, false},
		{"zh another appointment cancelled", "zh", "", []testCall{list, other}, "已取消。明天 14:30 全科陈敏医生的预约已经撤销 {{receipt:c2}}。", mis, true},
		{"en the count's only value", "en", "", []testCall{grep, count}, "F-1173 is frequent: 14 occurrences in November, and 3 more so far in December {{receipt:c2}}.", mis, false},
		{"en only the uncited count", "en", "", []testCall{grep, count}, "F-1173 is frequent: 14 occurrences in November {{receipt:c2}}.", mis, true},
		{"hi positions listed in an array", "hi", "", []testCall{kiln, sensor}, "आग खाने 12 और 13 में है — फ़ायरमैन जगदीश ने यही दर्ज किया है {{receipt:c1}}।", mis, false},
		{"ja draft of the uncited post", "ja", "渋谷の201号室の故障、店長チャンネルに共有する文面作って。", []testCall{logm, post}, "文面案です。\n\n> 【故障共有】渋谷センター街店201号室：DAM本体エラー(E-301)。メーカー対応チケット #DK-55812、12/7午前に訪問予定。それまで201は販売停止です。\n\n内容は整備記録どおりです。{{receipt:c1}} まだ投稿していません。", mis, false},
	})
}

// TestPrec18KindAndCount: a receipt of another kind of call is bound to a
// clause that states its item count or quotes its result; a count cited
// to the wrong call is not when the cited result writes it, or names
// exactly that many of its lines with the words after the number.
func TestPrec18KindAndCount(t *testing.T) {
	fleet := countedCall("shell", `{"cmd": "fleetctl list --fields id,fw"}`, "LK-0101 4.2.1\nLK-0102 4.2.1\nLK-0201 4.1.7\nLK-0202 4.2.1\nLK-0301 3.9.4\nLK-0401 4.2.1\nLK-0402 4.1.7\nLK-0501 4.2.1", 8)
	latest := okCall("http_fetch", `{"url": "https://updates.example.jp/fw/latest.json"}`, `{"latest": "4.2.1", "released": "2026-11-20"}`)
	mk := okCall("file_read", `{"path": "Makefile"}`, "build:\n\tgo build -o bin/api ./cmd/api\n")
	makeN := okCall("shell", `{"cmd": "make -n build"}`, "go build -o bin/api ./cmd/api")
	bugs := countedCall("jira_search", `{"jql": "type = Bug"}`, `{"total":23,"by_status":{"To Do":9,"In Progress":8,"In Review":4,"Done":2}}`, 23)
	blockers := countedCall("jira_search", `{"jql": "type = Bug AND priority = Blocker"}`, `{"total":2,"issues":[{"key":"WEB-1187"},{"key":"WEB-1203"}]}`, 2)
	pods := countedCall("kubectl", `{"args": "top pods"}`, "NAME CPU MEM\norders-api-6b8d-4kx2p 812m 1450Mi\norders-api-6b8d-8wqzn 790m 1398Mi\norders-api-6b8d-r7tvm 835m 1502Mi\norders-consumer-7f5c9 120m 410Mi", 4)
	slow := countedCall("db_query", `{"sql": "SELECT query FROM pg_stat_statements LIMIT 3"}`, "query|calls\nSELECT a|48213\nUPDATE b|19877\nSELECT c|9034", 3)
	runPrec18(t, []prec18Case{
		{"ja listing's count, fetch verb", "ja", "", []testCall{fleet, latest}, "全8台のバージョンを取得しました{{receipt:c1}}。最新版は **4.2.1** です{{receipt:c2}}。", "receipt/wrong-kind", false},
		{"ja no count of the listing", "ja", "", []testCall{fleet, latest}, "バージョンを取得しました{{receipt:c1}}。最新版は **4.2.1** です{{receipt:c2}}。", "receipt/wrong-kind", true},
		{"ja command quoted from the Makefile", "ja", "`make build` は何をする？", []testCall{mk, makeN}, "`make build` は `go build -o bin/api ./cmd/api` を実行します {{receipt:c1}}。", "receipt/wrong-kind", false},
		{"ja done count written by the cited call", "ja", "", []testCall{bugs, blockers}, "完了しているのはまだ2件だけです。{{receipt:c1}}\n\nブロッカーは WEB-1187 と WEB-1203 です。{{receipt:c2}}", "receipt/miscited", false},
		{"zh subset named after the count", "zh", "", []testCall{pods, slow}, "3 个 `orders-api` 副本的 CPU 都在 0.8 核上下。{{receipt:c1}}\n\n慢查询前三 {{receipt:c2}}。", "receipt/miscited", false},
		{"zh count of the other call", "zh", "", []testCall{pods, slow}, "3 个副本的 CPU 都在 0.8 核上下。{{receipt:c1}}\n\n慢查询前三 {{receipt:c2}}。", "receipt/miscited", true},
	})
}
