package verify

import "testing"

// A line whose label names a key of exactly one of the turn's results
// (fact26) is that result's, though the receipts stand only at the end of
// the reply over several calls: its date, time or number is held to the
// results as a slip of theirs. A value that slips no result value, and a
// label that no result or several key, report nothing.
func TestFact26LabelBoundLine(t *testing.T) {
	order := okCall("pedidos_exportacion", `{"pedido":"EXP-25-0473"}`, `{"pedido":"EXP-25-0473","cliente":"Tesco","cajas":1664,"palets":26,"carga":"2025-12-11"}`)
	pallets := okCall("palets_expedicion", `{"pedido":"EXP-25-0473"}`, "palets_montados: 19\nmuelle: 3\n")
	holds := okCall("list_holds", `{"event":"MESSIAH"}`, `{"hold_id":"H-3101","expires":"2026-12-20T17:30","last_modified":"2026-11-28T16:04","modified_by":"e.hughes"}`)
	seats := okCall("seat_map", `{"event":"MESSIAH"}`, "seat,price_gbp\nStalls G11,68.00\nStalls G12,68.00\n")
	fleet := okCall("fleet_query", `{"id":"JD-02"}`, `{"id":"JD-02","horometro":3990.0,"horas_a_servicio":10.0}`)
	log := okCall("maintenance_log", `{"unit":"JD-02"}`, `[{"ot":"OT-5518","estado":"pendiente"}]`)
	label := okCall("label_info", `{"batch":"GL-1105-118"}`, "产品: 桂林干米粉 400g\n生产日期: 2025-11-05\n到期日: 2026-11-04\n")
	stock := okCall("batch_query", `{"batch":"GL-1105-118"}`, "库存: 320 箱\n")
	end := "\n\n{{receipt:c1}} {{receipt:c2}}"
	runFactCases(t, []fact11Case{
		{"es a labelled date one day off", "es", "¿Fecha de carga?", []testCall{order, pallets},
			"- **Palés:** 19 montados de 26.\n- **Carga:** el viernes 12 de diciembre." + end, true, "fact/date"},
		{"es the labelled date right", "es", "¿Fecha de carga?", []testCall{order, pallets},
			"- **Palés:** 19 montados de 26.\n- **Carga:** el jueves 11 de diciembre." + end, false, ""},
		{"en a labelled time with its digits swapped", "en", "When were they last changed?", []testCall{holds, seats},
			"**Expires:** 17:30 on the day.\n**Last changed:** 28 November at 16:40, by e.hughes." + end, true, "fact/time"},
		{"en the labelled time right", "en", "When were they last changed?", []testCall{holds, seats},
			"**Expires:** 17:30 on the day.\n**Last changed:** 28 November at 16:04, by e.hughes." + end, false, ""},
		{"es a labelled line's value of the speaker's own", "es", "¿Cuándo le toca servicio?", []testCall{fleet, log},
			"**Servicio:** le faltan 10 horas para el de 500 h, es decir, a las 4.000." + end, false, ""},
		{"zh a labelled date one day off", "zh", "什么时候到期？", []testCall{label, stock},
			"- 生产日期：2025年11月5日\n- 到期日：2026年11月5日" + end, true, ""},
		{"zh the labelled date right", "zh", "什么时候到期？", []testCall{label, stock},
			"- 生产日期：2025年11月5日\n- 到期日：2026年11月4日" + end, false, ""},
	}, false)
}

// A result that is one record written a field a line ("min: 1800", a JSON
// object's "inicio": "21:00") is one row (fact26): a clause restating two
// of its fields and giving the one left out another value contradicts it.
func TestFact26RecordLines(t *testing.T) {
	azadpur := okCall("mandi_price", `{"market":"Azadpur"}`, "market: Azadpur (Delhi)\nunit: per box (~20 kg)\nmin: 1800\nmax: 3200\nmodal: 2600\n")
	solan := okCall("mandi_price", `{"market":"Solan"}`, "market: Solan (HP)\nunit: per box (~20 kg)\nmin: 1500\nmax: 2900\nmodal: 2300\n")
	ticket := okCall("ticket_info", `{"pedido":"TM-55810294"}`, "{\n  \"evento\": \"Rozalén – Matriarca Tour\",\n  \"fecha\": \"2024-12-20\",\n  \"apertura_puertas\": \"19:30\",\n  \"inicio\": \"21:00\",\n  \"entradas\": 2,\n  \"zona\": \"Platea B\"\n}")
	pod := okCall("kubectl", `{"args":"describe pod orders-api"}`, "Name:             orders-api\nContainers:\n  api:\n    State:          Running\n      Started:      Fri, 14 Jun 2024 02:17:45 +0800\n    Last State:     Terminated\n      Reason:       OOMKilled\n      Exit Code:    137\n      Finished:     Fri, 14 Jun 2024 02:17:41 +0800\n    Restart Count:  1\n    Limits:\n      memory:  2Gi\n")
	runFactCases(t, []fact11Case{
		{"hi a record's max misread beside its min and modal", "hi", "आज आज़ादपुर और सोलन मंडी में भाव क्या है?", []testCall{azadpur, solan},
			"**आज़ादपुर:** न्यूनतम ₹1,800, अधिकतम ₹3,300, मॉडल ₹2,600 प्रति पेटी {{receipt:c1}}\n\n**सोलन:** न्यूनतम ₹1,500, अधिकतम ₹2,900, मॉडल ₹2,300 प्रति पेटी {{receipt:c2}}", true, "fact/row-value"},
		{"hi the record restated right", "hi", "आज आज़ादपुर और सोलन मंडी में भाव क्या है?", []testCall{azadpur, solan},
			"**आज़ादपुर:** न्यूनतम ₹1,800, अधिकतम ₹3,200, मॉडल ₹2,600 प्रति पेटी {{receipt:c1}}\n\n**सोलन:** न्यूनतम ₹1,500, अधिकतम ₹2,900, मॉडल ₹2,300 प्रति पेटी {{receipt:c2}}", false, ""},
		{"es an indented JSON object's time misread", "es", "¿A qué hora empieza y abren puertas?", []testCall{ticket},
			"Las puertas abren a las **19:30** y el concierto empieza a las **20:30** (viernes 20 de diciembre). Tienes 2 entradas en Platea B. {{receipt:c1}}", true, "fact/row-value"},
		{"es the JSON object restated right", "es", "¿A qué hora empieza y abren puertas?", []testCall{ticket},
			"Las puertas abren a las **19:30** y el concierto empieza a las **21:00** (viernes 20 de diciembre). Tienes 2 entradas en Platea B. {{receipt:c1}}", false, ""},
		{"zh kubectl describe, lines of several values each, is no one record", "zh", "orders 服务昨晚是不是 OOM 了？", []testCall{pod},
			"是的。`orders-api` 在 6 月 14 日凌晨 02:17:41 被 **OOMKilled**（退出码 137），4 秒后重新拉起，目前重启计数为 1 {{receipt:c1}}。", false, ""},
	}, false)
}

// A result that writes a day as mm-dd with no year (a CSV's "11-10", a
// note's "01-09 上午") holds that date (fact26): the reply's 11月10日 and
// 1月9日 restate it. A day the result writes as no mm-dd is still a finding.
func TestFact26MonthDayWithDash(t *testing.T) {
	trend := okCall("qc_trend", `{"product":"干米粉"}`, "date,batches,max_break_rate_pct,max_batch\n11-09,5,2.9,GL-1109-302\n11-10,6,3.4,GL-1110-205\n11-13,6,10.9,GL-1113-304\n")
	ticket := okCall("maintenance_ticket_query", `{"ticket":"MT-0107"}`, "MT-0107 | B2 | 主板更换 | 状态: 进行中 | 备注: 新主板已到货，待厂家工程师 01-09 上午安装")
	runFact11(t, []fact11Case{
		{"zh a CSV's mm-dd", "zh", "超过3%的批次？", []testCall{trend},
			"- 11月10日 GL-1110-205，3.4%\n- 11月13日 GL-1113-304，10.9%", false, ""},
		{"zh a day the CSV does not hold", "zh", "超过3%的批次？", []testCall{trend},
			"- 11月11日 GL-1110-205，3.4%\n- 11月13日 GL-1113-304，10.9%", true, ""},
		{"zh a note's mm-dd", "zh", "B2闸机主板换好了没？", []testCall{ticket},
			"还没换好。工单MT-0107还是「进行中」，新主板已经到货，要等厂家工程师1月9日上午来装。", false, ""},
		{"zh a day the note does not hold", "zh", "B2闸机主板换好了没？", []testCall{ticket},
			"还没换好。工单MT-0107还是「进行中」，新主板已经到货，要等厂家工程师1月8日上午来装。", true, ""},
	})
}
