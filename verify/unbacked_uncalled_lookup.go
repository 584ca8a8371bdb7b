package verify

// A look-up of an offered tool reported as done (rule
// unbacked/uncalled-lookup). The turn offered a tool that reads a record
// named in its name (supplier_catalog, passenger_manifest, queue_camera,
// defect_log, lab_results) and never ran it ok. When a clause reports the
// look-up as done by the speaker (the done and doer markers of
// unbacked/uncalled-act) and names that record in the reply's language
// ("翻了供应商目录", "revisado la lista de pasajeros", "调了…监控画面"), it
// reports output no call returned. It is reported only when no ok call
// could have returned it: no ok call of the same tool, and no ok call
// whose name or arguments hold the record's part (a sql_query over the
// camera table may be what the clause restates). A clause whose record
// binds to no offered look-up tool is left alone.

// lookupRecordNouns maps a tool-name part that names a record a tool
// reads to the nouns a reply calls it by, in en, es, zh, ja and hi.
var lookupRecordNouns = wordLists(
	"catalog: catalog|catalogue|catálogo|目录|カタログ|कैटलॉग",
	"catalogo: catálogo|catalog|目录",
	"roster: roster|花名册|名簿|रोस्टर",
	"manifest: manifest|manifiesto|lista de pasajeros|乘客名单|舱单|乗客名簿|積荷目録|マニフェスト|मैनिफेस्ट",
	"history: historial|history|病历|履歴|इतिहास",
	"maintenance: maintenance log|maintenance record|historial de mantenimiento|维修记录|保养记录|整備記録|रखरखाव",
	"lab: lab panel|lab result|análisis del laboratorio|análisis de laboratorio|化验|检验报告|検査結果|लैब",
	"defect: defect log|defect record|registro de defectos|缺陷记录|不具合記録|दोष",
	"attendance: attendance|registro de asistencia|考勤|出勤记录|出欠|उपस्थिति",
	"camera: camera|cctv|footage|cámara|grabación|监控|录像|カメラ|映像|कैमरा|सीसीटीवी",
	"cctv: cctv|footage|cámara|grabación|监控|录像|カメラ|映像|सीसीटीवी",
	"dashboard: dashboard|panel|grafana|仪表盘|看板|ダッシュボード|डैशबोर्ड",
	"grafana: grafana|dashboard|仪表盘|ダッシュボード|डैशबोर्ड",
	"portal: portal|门户|ポータル|पोर्टल",
	"complaint: complaint|queja|reclamación|投诉|苦情|शिकायत",
	"ais: ais",
	"phone: phone|llamé|llamada|电话|電話|फ़ोन|फोन",
	"access: access log|access history|historial de accesos|registro de accesos|门禁记录|入退室記録",
	"supplier: supplier catalog|catálogo del proveedor|catálogo de nuestro proveedor|供应商目录|仕入先",
	"historico: histórico|historico|historial",
	"dcs: dcs",
	"statement: bank statement|statement|extracto|estado de cuenta|对账单|银行流水|明細|स्टेटमेंट",
)

// lookupDoneMarks are verbs of looking up that make the speaker its doer
// with the subject dropped: the Spanish first-person preterite
// ("consulté", "revisé") and the Japanese polite past ("確認しました").
var lookupDoneMarks = []string{"consulté", "revisé", "comprobé", "verifiqué", "miré ", "確認しました", "照合しました", "調べました", "チェックしました",
	// "入札履歴を確認したところ、…": the plain past before ところ ("on
	// checking") reports the look-up made, its subject dropped.
	"確認したところ", "照合したところ", "調べたところ", "チェックしたところ"}

func (c *check) checkUncalledLookups(infos []info) {
	ts := c.uncalledTools(false, lookupRecordNouns, c.okCallRead)
	// "DCS 接口连 opc.tcp://10.21.4.15:4840 被拒绝 … 只是调了一下 DCS 接口":
	// a reply that restates the failed call's error has owned up to the
	// failure, and its look-up verb reports the attempt, not output.
	// A loop, not slices.DeleteFunc, whose instance for this one element
	// type was 840 bytes of code (the release binary's size, size20).
	kept := ts[:0]
	for _, t := range ts {
		if !c.failureRestated(t.name) {
			kept = append(kept, t)
		}
	}
	ts = kept
	// Contradiction: the tool that reads this record was offered and
	// never ran ok, and no ok call read it.
	c.uncalledClaims(infos, ts, func(clause string) bool {
		return doneClause(clause) && speakerDone(clause) || containsAny(clause, lookupDoneMarks)
	}, "unbacked/uncalled-lookup", "'s look-up as done, but no ok call of it or of its record ran")
}

// failureRestated reports whether a failed call of tool restates in the
// reply a value only its error gives, or its status (see
// restatesFailedCall, statesCallError).
func (c *check) failureRestated(tool string) bool {
	for ci := range c.calls {
		if !c.calls[ci].ok && c.calls[ci].Tool == tool && (c.restatesFailedCall(0, len(c.folded), ci) || c.statesCallError(0, len(c.folded), ci)) {
			return true
		}
	}
	return false
}

// okCallRead reports whether an ok call of the turn could have read
// record p of look-up tool lt: the same tool, or a call whose name or
// arguments hold p.
func (c *check) okCallRead(lt, p string) bool {
	for ci := range c.calls {
		call := &c.calls[ci]
		if !call.ok {
			continue
		}
		if foldCase(call.Tool) == lt {
			return true
		}
		for _, w := range call.words {
			if w == p {
				return true
			}
		}
		could := false
		namePart(foldCase(call.Tool), func(q string) bool { could = q == p; return !could })
		if could {
			return true
		}
	}
	return false
}
