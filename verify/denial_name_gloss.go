package verify

import (
	"strings"
	"sync"
)

// Tool names are English ("bid_history", "guest_list", "tank_setpoint"),
// while a reply denies looking at what the tool holds in its own language:
// "बोली का इतिहास नहीं खोला", "我也没有去查客人名单", "没有动任何设定", "no entré
// a la base de facturación". nameGloss maps the content words tools are
// commonly named with to the nouns the reply's languages name the same
// thing with, so that a denied object binds the call it names by the
// call's name, arguments or result, as an English name word does
// (nameWordCall). A concept that is a name word of a tool the turn offered
// and did not run names that tool, and the denial is true.

var nameGloss []string

// nameGlossLists holds the glossary (see barList). Each phrase is one
// concept: the English words a tool's name, arguments or result write it
// with, comma-joined, then "=" and the words of es, zh, ja and hi (Latin
// ones read from a word's start, so a stem stands for its inflections).
// It holds at most 128 concepts: glossHeld caches a bit per call and
// concept in two words (TestNameGlossFits).
var nameGlossLists = [...]barList{
	{&nameGloss, "report,reports=informe,reporte,报告,报表,レポート,報告書,रिपोर्ट|" +
		"ticket,tickets,ticketing=boleto,boleter,billete,票务,门票,车票,船票,チケット,乗車券,टिकट|" +
		"book,booking,bookings=订票,订座,预订,予約,बुकिंग|" +
		"billing,invoice,invoices=factura,账单,发票,請求,बिलिंग,इनवॉइस|" +
		"test,tests=prueba,ensayo,测试,試験,テスト,टेस्ट,परीक्षण|" +
		"lab,lims=laboratorio,化验,实验室,ラボ,लैब,प्रयोगशाला|" +
		"history=historial,histórico,历史,履歴,इतिहास|" +
		"bid,bids=puja,出价,竞价,入札,बोली|" +
		"auction,auctions=subasta,拍卖,競り,オークション,नीलामी|" +
		"guest,guests=huésped,huespedes,客人,住客,宿泊者,ゲスト,मेहमान,अतिथि|" +
		"attendance=asistencia,考勤,出勤,出欠,勤怠,हाज़िरी,हाजिरी,उपस्थिति|" +
		"register,registry=registro,登记,名簿,台帳,रजिस्टर|" +
		"station,stations=estación,测站,観測所,ステーション,स्टेशन|" +
		"setpoint,setpoints=consigna,设定,設定値,セットポイント,सेटपॉइंट|" +
		"rate,rates,tariff=tarifa,费率,料金,レート,टैरिफ|" +
		"fare,fares=pasaje,票价,運賃,किराया|" +
		"playout=播出,播控,プレイアウト|" +
		"summary=resumen,汇总,摘要,サマリー,सारांश|" +
		"stats,statistics=statistic,estadístic,统计,統計,सांख्यिकी|" +
		"sales=ventas,销售,销量,売上,बिक्री|" +
		"payment,payments=pago,付款,支付,支払,決済,भुगतान|" +
		"maintenance=mantenimiento,mantención,维护,保养,检修,保守,メンテナンス,रखरखाव|" +
		"inspection,inspections=inspección,巡检,点検,निरीक्षण|" +
		"fleet=flota,车队,船队,フリート,बेड़ा|" +
		"vehicle,vehicles=vehículo,车辆,車両,वाहन|" +
		"dispatch=despacho,调度,配車,डिस्पैच|" +
		"ledger=libro mayor,台账,账本,元帳,लेजर,बही|" +
		"member,members=socio,会员,会員,सदस्य|" +
		"shipment,shipments=embarque,货运,出荷,शिपमेंट|" +
		"supplier,suppliers=proveedor,供应商,仕入先,サプライヤー,आपूर्तिकर्ता|" +
		"batch,lot=lote,批次,ロット,बैच,लॉट|" +
		"seat,seats=asiento,座位,余票,座席,सीट|" +
		"payroll=nómina,工资,薪资,給与,पेरोल,वेतन|" +
		"patient,patients=paciente,患者,病人,मरीज़,मरीज|" +
		"student,students=alumno,estudiante,学生,生徒,छात्र|" +
		"donor,donors=donante,献血者,ドナー,दाता|" +
		"feeding,feed=alimentaci,饲喂,投喂,給餌,खिलाई|" +
		"delivery,deliveries=entrega,reparto,配送,送货,配達,डिलीवरी|" +
		"camera,cameras,cam=cámara,摄像头,监控,カメラ,कैमरा|" +
		"crew=tripulaci,cuadrilla,班组,机组,乗務員,クルー,क्रू|" +
		"driver,drivers=conductor,chofer,司机,運転手,ドライバー,ड्राइवर|" +
		"customer,customers=cliente,客户,顧客,ग्राहक|" +
		"quality,qc=calidad,质检,品質,गुणवत्ता|" +
		"production=producción,生产,生産,उत्पादन|" +
		"meter,meters=medidor,电表,水表,メーター,मीटर|" +
		"flight,flights=vuelo,航班,フライト,उड़ान|" +
		"passenger,passengers=pasajero,乘客,乗客,यात्री|" +
		"complaint,complaints=queja,reclam,投诉,苦情,शिकायत|" +
		"refund,refunds=reembols,退款,退回,退还,返金,रिफ़ंड|" +
		"incident,incidents=incidente,incidencia,インシデント|" +
		"revenue=ingreso,recaudaci,营收,收入,収益,राजस्व|" +
		"berth,berths=atraque,amarre,泊位,バース,बर्थ|" +
		"juror,jurors,jury=juror,jurado,陪审,陪審,裁判員,जूरी|" +
		"loan,loans=préstamo,贷款,融資,ローン,ऋण|" +
		"permit,permits=permiso,许可证,許可,परमिट|" +
		"harvest=cosecha,采收,収穫,कटाई|" +
		"notice,notices=aviso,通知,お知らせ,नोटिस|" +
		"label,labels=etiqueta,标签,標籤,ラベル,लेबल|" +
		"housekeeping,cleaning=limpieza,清扫,保洁,打扫,清掃,हाउसकीपिंग|" +
		"tracker,tracking=seguimiento,rastreo,追踪,跟踪,追跡,トラッキング,ट्रैकिंग|" +
		"warehouse,wms=almacén,仓库,倉庫,गोदाम,वेयरहाउस|" +
		"vessel,vessels=buque,embarcaci,船舶,जहाज़,जहाज|" +
		"work_order,workorder=orden de trabajo,órdenes de trabajo,工单,工單,作業指示,ワークオーダー,वर्क ऑर्डर|" +
		"export,exports=exportaci,导出,エクスポート,एक्सपोर्ट|" +
		"sheet,sheets,spreadsheet=planilla,hoja de cálculo,表格,电子表格,シート,スプレッドシート,शीट,स्प्रेडशीट|" +
		"gate,gates=闸口,闸机,ゲート,गेट|" +
		"visitor,visitors=visitante,游客,访客,来場者,訪問者,विज़िटर,आगंतुक|" +
		"manifest,manifests=manifiesto,舱单,舱位单,マニフェスト,積荷目録,मैनिफ़ेस्ट|" +
		"logger,loggers,datalogger=registrador,记录仪,ロガー,लॉगर|" +
		"monitor,monitoring,sensor,sensors=sensor,传感器,探头,センサー,モニター,सेंसर,मॉनिटर|" +
		"shift,shifts,roster,rosters=turno,排班,班表,シフト,勤務表,शिफ्ट,रोस्टर|" +
		"calibrate,calibration=calibr,校准,标定,較正,キャリブレーション,कैलिब्रेट,अंशांकन|" +
		"locate,location=ubicaci,localizaci,定位,实时位置,現在地,位置情報,लोकेशन|" +
		"reset=reinici,restablec,复位,重置,リセット,रीसेट|" +
		"hold,lock=retenid,bloquead,锁定,锁住,扣留,ロック,होल्ड|" +
		"claim,claims=认领,領取,受け取り,दावा"},
}

var _ = splitBars(nameGlossLists[:])

// glossActVerbs are verbs of running and changing, in the five languages
// (調 also adjusts: "设定没有调").
var glossActVerbs = splitBar("run|ran|execut|ejecut|trigger|运行|执行|跑|调|改|动|実行|走らせ|変更|चला|बदल|" +
	"modif|chang|cambi|edit|touch|toqu|toca")

// glossNameCall returns the ok call a glossary noun of win names (see
// nameGloss), or -1: the first call whose tool name has one of the
// concept's English words, or whose arguments or result head write one of
// them or the reply's word itself. A concept that is a name word of an
// offered tool no call ran names that tool: the denial is true, and no
// call is returned.
//
// A verb of running or changing (verb: the denial's words) is bound by the
// tool's name only: "テストは実行していません" after a read of a file whose
// scripts name a test runs none, "加热设定我没有调" after a reading that
// shows the set-point changes none.
func (c *check) glossNameCall(win, verb string) int {
	if len(c.calls) == 0 {
		return -1
	}
	nameOnly := containsAny(verb, glossActVerbs)
	best := -1
	for k, g := range nameGloss {
		en, forms, _ := cutAt(g, "=")
		form := ""
		for rest, more := forms, true; more && form == ""; {
			var f string
			f, rest, more = cutByte(rest, ',')
			if glossIndex(win, f) >= 0 {
				form = f
			}
		}
		if form == "" {
			continue
		}
		// An unran tool's concept keeps the denial true, unless the verb
		// looks rather than changes and an ok call's name writes it too
		// ("シフト管理システムにはアクセスせず" after shift_roster_get, with
		// shift_update unrun): the look was that call's.
		if c.glossUnranTool(en, forms) && (nameOnly || !c.glossRanOK(en, forms)) {
			return -1
		}
		if best >= 0 {
			continue // asked on for an unran tool's concept only
		}
		for ci := range c.calls {
			if c.calls[ci].ok && c.glossHeld(ci, k, en, forms, form, nameOnly) {
				best = ci
				break
			}
		}
	}
	return best
}

// glossHeld reports whether call ci carries concept en (its English
// words, comma-joined) in its tool's name words, its arguments or the
// head of its result, or the reply's word form there as written.
func (c *check) glossHeld(ci, k int, en, forms, form string, nameOnly bool) bool {
	call := &c.calls[ci]
	if glossNames(call.Tool, en, forms) {
		return true
	}
	if nameOnly {
		return false
	}
	// The arguments and result head are read once per call and concept
	// (k < 128: see nameGloss), not once per denial.
	if len(c.glossSeen) < len(c.calls) {
		c.glossSeen, c.glossIn = make([][2]uint64, len(c.calls)), make([][2]uint64, len(c.calls))
	}
	head := call.folded[:min(len(call.folded), 8<<10)]
	if bit := uint64(1) << (k & 63); c.glossSeen[ci][k>>6&1]&bit == 0 {
		c.glossSeen[ci][k>>6&1] |= bit
		for rest, more := en, true; more; {
			var w string
			w, rest, more = cutByte(rest, ',')
			if wordIn(call.lowerArgs(), w) || wordIn(head, w) {
				c.glossIn[ci][k>>6&1] |= bit
				break
			}
		}
	}
	if c.glossIn[ci][k>>6&1]&(uint64(1)<<(k&63)) != 0 {
		return true
	}
	// The reply's own word in the result or arguments ("ライブカメラ" in a
	// fetched page, "补充係" in a message's team): CJK and Devanagari
	// forms only, a Latin stem being no word there.
	return form != "" && form[0] >= 0x80 && (hasSubstr(head, form) || hasSubstr(call.lowerArgs(), form))
}

// glossRanOK reports whether an ok call's tool name writes the concept
// (see glossNames), as glossUnranTool asks of the tools no ok call ran.
func (c *check) glossRanOK(en, forms string) bool {
	for ci := range c.calls {
		if c.calls[ci].ok && glossNames(c.calls[ci].Tool, en, forms) {
			return true
		}
	}
	return false
}

// glossUnranTool reports whether one of en's words is a name word of a
// tool the turn offered and no ok call ran.
func (c *check) glossUnranTool(en, forms string) bool {
	for _, t := range c.rec.Tools {
		if !c.toolRan(t, true) && glossNames(t, en, forms) {
			return true
		}
	}
	return false
}

// glossNames reports whether tool t's name writes the concept: one of its
// English words as a name word (a word with "_" as a run of them:
// "work_order"), or one of its Latin forms opening a name word of four
// letters or more ("informe_pdf", "facturas_get").
func glossNames(t, en, forms string) bool {
	lt := strings.ToLower(t)
	for rest, more := en, true; more; {
		var w string
		w, rest, more = cutByte(rest, ',')
		if hasSubstr(w, "_") {
			if hasSubstr(lt, w) {
				return true
			}
			continue
		}
		for r := lt; r != ""; {
			var nw string
			if nw, r = nextNameWord(r); nw == w {
				return true
			}
		}
	}
	for rest, more := forms, true; more; {
		var f string
		f, rest, more = cutByte(rest, ',')
		if f == "" || f[0] >= 0x80 || len(f) < 4 || hasSubstr(f, " ") {
			continue
		}
		for r := lt; r != ""; {
			var nw string
			if nw, r = nextNameWord(r); hasPrefix(nw, f) {
				return true
			}
		}
	}
	return false
}

// glossNouns returns the words of the nameGloss concept whose English
// words hold the tool-name part p (its English words, then the forms of
// the other languages), or nil.
func glossNouns(p string) []string {
	if k := glossConceptIndex(p); k >= 0 {
		return glossWords(k)
	}
	return nil
}

// glossWords returns the words of nameGloss concept k: its English words,
// then the forms of the other languages.
func glossWords(k int) []string {
	return strings.Split(strings.Replace(nameGloss[k], "=", ",", 1), ",")
}

// glossConceptIndex returns the index in nameGloss of the concept whose
// English words hold the tool-name part p, or -1. Only a part that opens
// some concept's English list or follows a comma in it is looked for.
func glossConceptIndex(p string) int {
	if k, ok := glossEnIndex()[p]; ok {
		return k
	}
	return -1
}

// glossEnIndex maps each English word of nameGloss to its concept's
// index. It is built on its first use, not in the package's init: every
// start of every command ran init, most of them (help, version, a reply
// with no tool name read against the glossary) never ask it.
var glossEnIndex = sync.OnceValue(func() map[string]int {
	index := make(map[string]int, 2*len(nameGloss))
	for k, g := range nameGloss {
		en, _, _ := cutAt(g, "=")
		for rest, more := en, true; more; {
			var w string
			w, rest, more = cutByte(rest, ',')
			if _, seen := index[w]; !seen {
				index[w] = k
			}
		}
	}
	return index
})
