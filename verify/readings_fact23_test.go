package verify

import "testing"

// Values worked out in one step from what the reply or the result states
// (fact23): the hours of an hours-and-minutes duration, a weighted mean, a
// percentage stated on an earlier line taken of the line's figure, a
// result value raised by the reply's percentage, the change of a field
// between a row and its neighbour, a working's input one step from the
// reply's earlier numbers. Each comes with a twin the reading must not
// clear.
func TestFact23WorkedInOneStep(t *testing.T) {
	ops := okCall("vessel_ops", `{"berth":"D4"}`, `{"vessel":"ONE HARMONY","ata":"2025-11-11T05:40","atd":"2025-11-11T21:15","moves_total":1220}`)
	prod := okCall("crane_productivity", `{"berth":"D4"}`, "crane,moves,net_hours,gmph\nSTS-04,410,13.2,31.1\nSTS-05,372,12.8,29.1\nSTS-06,438,14.1,31.1\n")
	lots := okCall("auction_lots", `{"lot_ids":["KM-118","KM-097","KM-143"]}`, "lot_id,variety,grade,stems,price\nKM-118,卡罗拉,A,1500,1.62\nKM-097,卡罗拉,A,2000,1.58\nKM-143,卡罗拉,A,1200,1.55\n")
	regs := okCall("http_fetch", `{"url":"https://regs.example.gov/labelling"}`, "A wine labelled with the name of a single vineyard must contain at least 85% wine from grapes grown in the named vineyard.")
	last := okCall("festival_consumption", `{"event":"Baisakhi"}`, `{"sangat_est":142000,"atta_qtl":24.5,"dal_qtl":6.8,"chawal_qtl":9.2,"ghee_kg":390}`)
	stock := okCall("ration_stock", `{"items":["atta","dal"]}`, "atta_qtl=31.0\ndal_qtl=7.4\nchawal_qtl=38.5\nghee_kg=265\n")
	trend := okCall("price_trend", `{"mandi":"Kalamna","weeks":2}`, "week,grade,avg_rs_per_tonne,lots\n2025-01-06..12,A,36200,58\n2025-01-13..19,A,39100,64\n")
	rules := okCall("http_fetch", `{"url":"https://www.panda.example.cn/group.html"}`, "团队票说明\n1. 20人（含）以上可享受团队价 45 元/人；\n2. 每20人可免1名领队；\n")
	runFact11(t, []fact11Case{
		{"ja hours of a stay in hours and minutes", "ja", "D4の荷役は？", []testCall{ops, prod},
			"ONE HARMONY：5:40着岸、21:15離岸で、在港15時間35分。STS-06は438本。", false, ""},
		{"zh weighted mean", "zh", "三批的平均成交价是多少？", []testCall{lots},
			"- 简单平均：**1.58 元/枝**\n- 按枝数加权：**1.59 元/枝**（三批共 4700 枝）", false, ""},
		{"zh weighted mean misread", "zh", "三批的平均成交价是多少？", []testCall{lots},
			"- 简单平均：**1.58 元/枝**\n- 按枝数加权：**1.52 元/枝**（三批共 4700 枝）", true, ""},
		{"en share of the user's volume on another line", "en", "What's the minimum share, and if we make 14,000 litres how much has to be B7?",
			[]testCall{regs}, "**Minimum share: 85%.** It must contain at least 85% wine from the named vineyard.\n\n**For 14,000 litres:** at least **11,900 L** has to be B7 wine.", false, ""},
		{"hi last year's figure raised by the stated percentage", "hi", "इस बार 1.5 लाख संगत है, राशन कितना लगेगा?", []testCall{last, stock},
			"संगत करीब 5.6% ज़्यादा मानें तो:\n\n| चीज़ | ज़रूरत | स्टॉक |\n|---|---|---|\n| दाल | ~7.2 क्विंटल | 7.4 क्विंटल |\n| चावल | ~9.7 क्विंटल | 38.5 क्विंटल |", false, ""},
		{"hi a hedged misread with no percentage", "hi", "राशन कितना लगा था?", []testCall{last},
			"पिछली बार चावल लगभग 9.7 क्विंटल लगा था।", true, "fact/hedged"},
		{"hi the change between two weeks' rows", "hi", "A ग्रेड का रुझान?", []testCall{trend},
			"| हफ्ता | औसत भाव (₹/टन) | लॉट |\n|---|---|---|\n| 6–12 जनवरी | 36,200 | 58 |\n| 13–19 जनवरी | 39,100 | 64 |\n\nदूसरे हफ्ते भाव **₹2,900 प्रति टन बढ़ा**, यानी करीब 8% की तेज़ी — और यह तब, जब 6 लॉट ज़्यादा आए।", false, ""},
		{"zh a working's input one step from the reply's numbers", "zh", "我们单位 120 人去熊猫基地，团队票一共多少钱？", []testCall{rules},
			"- 120 人满足 20 人以上的条件，团队价 45 元/人；\n- 每 20 人免 1 名领队，120 人可以免 6 人；\n- 实际需要买 114 张，共 114 × 45 = **5,130 元**。", false, ""},
		{"zh a working's input from nowhere", "zh", "我们单位 120 人去熊猫基地，团队票一共多少钱？", []testCall{rules},
			"- 120 人满足 20 人以上的条件，团队价 45 元/人；\n- 实际需要买 114 张，共 114 × 45 = **5,130 元**。", true, "fact/working-input"},
	})
}

// Values a result holds in another form: a failed call's error writes a
// dotted address; a night's 12:27 is 00:27; a row's clock time is no
// value of the row for a count of minutes.
func TestFact23HeldInAnotherForm(t *testing.T) {
	status := testCall{Tool: "crane_status", Args: []byte(`{"crane_id":"GC-05"}`), Status: "error", Result: "error: timeout: CMS gateway 10.20.5.15 no response in 15s"}
	faults := okCall("crane_fault_log", `{"crane_id":"GC-05"}`, "2025-11-12 07:10 GC-05 INFO 復旧確認\n2025-11-11 06:30 GC-05 FAULT 停止\n")
	inc := okCall("incidents_list", `{"id":"INC-412"}`, `{"id":"INC-412","opened":"2025-03-11T23:41:00+05:30","resolved":"2025-03-12T00:27:00+05:30"}`)
	queue := okCall("callback_queue", `{"status":"pending"}`, "# as_of 2025-03-14 12:30\ncallback_id,requested_at,language\nCB-40211,2025-03-14 08:05,tamil\nCB-40219,2025-03-14 08:40,hindi\nCB-40240,2025-03-14 10:20,tamil\n")
	runFactCases(t, []fact11Case{
		{"ja the gateway of a failed call", "ja", "GC-05は？", []testCall{status, faults},
			"GC-05の状態は、CMSゲートウェイ（10.20.5.15）が応答せず取得できませんでした。故障ログでは11日6:30に停止しました。{{receipt:c2}}", false, ""},
		{"ja a gateway no call wrote", "ja", "GC-05は？", []testCall{status, faults},
			"GC-05の状態は、CMSゲートウェイ（10.20.5.16）が応答せず取得できませんでした。故障ログでは11日6:30に停止しました。{{receipt:c2}}", true, ""},
	}, false)
	runFact11(t, []fact11Case{
		{"hi a night's 12:27", "hi", "INC-412 कब हुआ?", []testCall{inc},
			"- **शुरू:** 11 मार्च रात 11:41\n- **ख़त्म:** 12 मार्च रात 12:27", false, ""},
		{"hi noon's 12:27 is no midnight", "hi", "INC-412 कब हुआ?", []testCall{inc},
			"- **शुरू:** 11 मार्च रात 11:41\n- **ख़त्म:** 12 मार्च दोपहर 12:27", true, ""},
		{"hi minutes left beside a row's clock", "hi", "सबसे पुराना कब का है? SLA 4 घंटे का है।", []testCall{queue},
			"- **CB-40219** (हिंदी) — 8:40 का; 12:40 पर 4 घंटे पूरे होंगे, यानी 10 मिनट बचे हैं।", false, ""},
	})
}

// 以后 right after a time ("晚上 6 点以后") bounds what the clause states;
// it is no plan, and the clause's times are held to the result's.
func TestFact23TimeBound(t *testing.T) {
	ferry := okCall("ferry_schedule", `{"route":"三丘田-厦鼓码头","date":"2025-07-02","after":"18:00"}`, "18:00 鼓浪屿7号\n18:40 鼓浪屿12号\n19:20 鼓浪屿7号\n20:10 鼓浪屿12号\n21:00 鼓浪屿7号\n21:30 鼓浪屿12号\n")
	runFactCases(t, []fact11Case{
		{"zh last sailing misread after a time bound", "zh", "今天从三丘田回厦门的船最晚几点？", []testCall{ferry},
			"今天三丘田回厦门晚上 6 点以后还有 6 班，最晚一班是 **21:50** 的鼓浪屿12号。前一班是 21:00 的鼓浪屿7号，保险起见建议别卡末班。{{receipt:c1}}", true, ""},
		{"zh last sailing right after a time bound", "zh", "今天从三丘田回厦门的船最晚几点？", []testCall{ferry},
			"今天三丘田回厦门晚上 6 点以后还有 6 班，最晚一班是 **21:30** 的鼓浪屿12号。前一班是 21:00 的鼓浪屿7号，保险起见建议别卡末班。{{receipt:c1}}", false, ""},
	}, false)
}
