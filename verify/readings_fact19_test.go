package verify

import "testing"

// A reply table that restates a result's rows, bound row by row: by a key
// cell, or in order when no cell names a row and the table has as many
// rows as the result; cells with a unit or a word beside the figure, and
// figures rounded as written, count as the field they restate.
func TestFact19TableColumns(t *testing.T) {
	const rule = "fact/keyed-pair"
	tides := okCall("tide_forecast", `{"port": "Ardmore"}`,
		`{"port":"Ardmore","slots":[{"slot":"00-06","height_m":1.9,"swell_s":7},{"slot":"06-12","height_m":3.4,"swell_s":9},{"slot":"12-18","height_m":2.2,"swell_s":8}]}`)
	logs := okCall("sql_query", `{"query": "SELECT day, peak_kw, at FROM load"}`,
		"day,peak_kw,at\n2026-03-01,512.4,18:10\n2026-03-02,498.7,18:40\n2026-03-03,530.1,19:05\n2026-03-04,505.9,18:20\n")
	quotes := okCall("carrier_quote", `{"lane": "LIS-MAD"}`,
		`[{"carrier":"Transportes Sol","rate_eur":812.5,"days":4},{"carrier":"Iberlink Cargo","rate_eur":779,"days":6},{"carrier":"Ruta Norte","rate_eur":845,"days":3}]`)
	budget := okCall("budget_read", `{"sheet": "travel"}`,
		"team,budget,spent\nrowing,9000,0\nchess,4000,1500\nfencing,7000,0\nsailing,5000,0\n")
	runFact11(t, []fact11Case{
		{"en rows in order, one cell off", "en", "Tides at Ardmore?", []testCall{tides},
			"| Slot | Height | Swell |\n|---|---|---|\n| midnight–6 | 1.9 m | 7 s |\n| 6–noon | 2.2 m | 9 s |\n| noon–18 | 2.2 m | 8 s |", true, rule},
		{"en rows in order, all right", "en", "Tides at Ardmore?", []testCall{tides},
			"| Slot | Height | Swell |\n|---|---|---|\n| midnight–6 | 1.9 m | 7 s |\n| 6–noon | 3.4 m | 9 s |\n| noon–18 | 2.2 m | 8 s |", false, rule},
		{"en more rows than the result: no order", "en", "Tides at Ardmore?", []testCall{tides},
			"| Slot | Height |\n|---|---|\n| a | 1.9 m |\n| b | 3.1 m |\n| c | 2.2 m |\n| d | 2.0 m |", false, rule},
		{"ja CSV rows in order, rounded", "ja", "今週のピークは？", []testCall{logs},
			"| 日付 | ピーク | 時刻 |\n|---|---|---|\n| 3/1 | 512kW | 18:10 |\n| 3/2 | 499kW | 18:40 |\n| 3/3 | 520kW | 19:05 |\n| 3/4 | 506kW | 18:20 |", true, rule},
		{"ja CSV rows rounded right", "ja", "今週のピークは？", []testCall{logs},
			"| 日付 | ピーク | 時刻 |\n|---|---|---|\n| 3/1 | 512kW | 18:10 |\n| 3/2 | 499kW | 18:40 |\n| 3/3 | 530kW | 19:05 |\n| 3/4 | 506kW | 18:20 |", false, rule},
		{"zh keyed row, value with a unit", "zh", "哪家运价最低？", []testCall{quotes},
			"| 承运商 | 运价 | 时效 |\n|---|---|---|\n| Transportes Sol | 812.5 | 4 天 |\n| Iberlink Cargo | 779 | 3 天 |\n| Ruta Norte | 845 | 3 天 |", true, rule},
		{"es fila con clave, todo bien", "es", "¿Qué transportista sale más barato?", []testCall{quotes},
			"| Transportista | Tarifa | Días |\n|---|---|---|\n| Transportes Sol | 812,5 € | 4 días |\n| Iberlink Cargo | 779 € | 6 días |\n| Ruta Norte | 845 € | 3 días |", false, rule},
		{"hi column worked out of two fields", "hi", "हर टीम का बचा बजट?", []testCall{budget},
			"| टीम | बचा |\n|---|---|\n| rowing | 9,000 |\n| chess | 2,500 |\n| fencing | 7,000 |\n| sailing | 5,000 |", false, rule},
		{"hi column restated, one row off", "hi", "हर टीम का बजट?", []testCall{budget},
			"| टीम | बजट |\n|---|---|\n| rowing | 9,000 |\n| chess | 4,500 |\n| fencing | 7,000 |\n| sailing | 5,000 |", true, rule},
	})
}

// A quotation that keeps every letter and digit of its source in order,
// with only spaces and punctuation changed, or a Chinese or Japanese
// particle left out, quotes it; one that drops a word or a negation, or
// changes a figure, does not.
func TestFact19ElidedQuote(t *testing.T) {
	const rule = "fact/quote"
	mail := failedCall("email_send", `{"to": "ops@example.org"}`, "error", "error: SMTP 421: service not available")
	mail.ID = "c2"
	manual := okCall("file_read", `{"path": "manuals/storeroom.md"}`, "## 保管基準\n- 室温は 18〜22℃ の範囲で管理する\n- 湿度は 60% 以下")
	rule30 := okCall("file_read", `{"path": "规范.md"}`, "冷库温度不超过 -18℃，每日记录 2 次")
	runFactCases(t, []fact11Case{
		{"en error quoted without its colon", "en", "Send it", []testCall{okCall("price_calc", `{}`, `{"total": 12}`), mail},
			"The total is 12 {{receipt:c1}}. The mail server answered \"421 service not available\", so nothing went out.", false, rule},
		{"en error quoted without its negation", "en", "Send it", []testCall{okCall("price_calc", `{}`, `{"total": 12}`), mail},
			"The total is 12 {{receipt:c1}}. The mail server answered \"421 service available\", so it went out.", true, rule},
		{"ja particle left out", "ja", "保管の基準は？", []testCall{manual},
			"基準は「室温 18〜22℃」です {{receipt:c1}}。", false, rule},
		{"ja figure changed", "ja", "保管の基準は？", []testCall{manual},
			"基準は「室温 18〜24℃」です {{receipt:c1}}。", true, rule},
		{"zh negation left out", "zh", "冷库标准？", []testCall{rule30},
			"规范写的是“冷库温度超过 -18℃” {{receipt:c1}}。", true, rule},
		{"zh punctuation changed", "zh", "冷库标准？", []testCall{rule30},
			"规范写的是“冷库温度不超过-18℃、每日记录2次” {{receipt:c1}}。", false, rule},
	}, false)
}

// Paired labels: "max / min: 31 °C / 18 °C" gives each value to its own
// label, in order; a value after two labels with no second value beside
// it is given to neither.
func TestFact19PairedLabels(t *testing.T) {
	const rule = "fact/cross-label"
	kiln := okCall("scada_query", `{"tag": "zone2_temp"}`, `{"tag":"zone2_temp","avg":1210.4,"max":1256.8,"min":1188.2}`)
	runFact11(t, []fact11Case{
		{"es pair in order", "es", "¿Cómo fue la zona 2?", []testCall{kiln},
			"Media de 1210 °C. Máxima / mínima: 1257 °C / 1188 °C.", false, rule},
		{"es pair, first value wrong", "es", "¿Cómo fue la zona 2?", []testCall{kiln},
			"Media de 1210 °C. Máxima / mínima: 1250 °C / 1188 °C.", true, rule},
		{"en pair, second value wrong", "en", "How was zone 2?", []testCall{kiln},
			"Max: 1257 °C, min: 1210 °C.", true, rule},
		{"ja two labels, one value", "ja", "ゾーン2は？", []testCall{kiln},
			"平均1210℃でした。最高／最低 1257℃", false, rule},
	})
}

// A version in a table row keyed by a record of one call is another row's
// only when that call's result writes it; a version another call gave (a
// release feed's minimum) is no row's.
func TestFact19RowVersionOtherCall(t *testing.T) {
	const rule = "fact/row-version"
	fleet := okCall("shell", `{"cmd": "fleetctl list"}`, "id\tsite\tfw\nGW-0101\tnorth\t5.3.0\nGW-0102\tnorth\t5.3.0\nGW-0201\tsouth\t4.8.2\nGW-0301\teast\t5.1.1\n")
	feed := okCall("http_fetch", `{"url": "https://updates.example.com/gw/latest.json"}`, `{"latest":"5.3.0","min_supported":"5.0.0"}`)
	feed.ID = "c2"
	runFact11(t, []fact11Case{
		{"ja another call's minimum", "ja", "古い端末は？", []testCall{fleet, feed},
			"| 端末 | バージョン | 備考 |\n|---|---|---|\n| GW-0201 | 4.8.2 | サポート下限（5.0.0）未満 |\n| GW-0301 | 5.1.1 | |", false, rule},
		{"en another row's version", "en", "Which gateways are old?", []testCall{fleet, feed},
			"| Gateway | Firmware |\n|---|---|\n| GW-0201 | 5.1.1 |\n| GW-0301 | 5.1.1 |", true, rule},
	})
}

// An item is named by a word of its text that starts a word of the clause,
// with at most an ending after it: "armrests" names the armrest ticket,
// "tornillo" does not name the torn one.
func TestFact19RowDateWordStart(t *testing.T) {
	const rule = "fact/row-date"
	tickets := okCall("maintenance_tickets", `{"area": "hall"}`,
		"MT-1 2026-10-21 torn upholstery\nMT-2 2026-11-29 loose bolt\nMT-3 2026-11-02 broken armrest\n")
	runFact11(t, []fact11Case{
		{"es another language's word", "es", "¿Qué butacas faltan?", []testCall{tickets},
			"Tornillo flojo en la butaca, abierto el 29 nov.", false, rule},
		{"en inflected word names the item", "en", "Which seats are open?", []testCall{tickets},
			"The broken armrests were reported on 29 November.", true, rule},
	})
}

// An Indian-grouped amount with a comma of the sentence after it is one
// number: "₹5,01,840, यानी" is 501840; a chain of fields stays a list.
func TestFact19IndianGroupBeforeComma(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []float64
	}{
		{"अकेले ₹5,01,840, यानी सबसे ज़्यादा", []float64{501840}},
		{"कुल 13,01,470, और", []float64{1301470}},
		{"24,87,310,12", nil}, // a field list: not read as one lakh figure
	} {
		ns := scanNumbers(tt.text)
		if tt.want == nil {
			if len(ns) == 1 {
				t.Errorf("%q: read as one number %v", tt.text, ns[0].vals)
			}
			continue
		}
		if len(ns) != len(tt.want) {
			t.Errorf("%q: %d numbers, want %d", tt.text, len(ns), len(tt.want))
			continue
		}
		for i, n := range ns {
			if len(n.vals) == 0 || n.vals[0] != tt.want[i] {
				t.Errorf("%q: number %d is %v, want %v", tt.text, i, n.vals, tt.want[i])
			}
		}
	}
}

// A working written with full-width operators (＋ ＝), as Chinese and
// Japanese text writes it, is read as one written in ASCII.
func TestFact19FullWidthWorking(t *testing.T) {
	jobs := countedCall("calendar_list", `{"from": "2026-12-07"}`,
		`[{"date":"2026-12-07","job":"A","mats":12},{"date":"2026-12-09","job":"B","mats":8},{"date":"2026-12-10","job":"C","mats":24}]`, 3)
	stock := okCall("inventory_query", `{"item": "omote"}`, `{"item":"omote","stock":38}`)
	stock.ID = "c2"
	runFactCases(t, []fact11Case{
		{"ja full-width sum", "ja", "足りる？", []testCall{jobs, stock},
			"予定 {{receipt:c1}}\n\n在庫 {{receipt:c2}}\n- 必要枚数：12＋8＋24＝**44枚**\n- 在庫：38枚", false, ""},
		{"zh full-width difference", "zh", "够吗？", []testCall{jobs, stock},
			"库存 {{receipt:c2}}：还差 44－38＝6 张，需要 12＋8＋24＝44 张。", false, ""},
	}, false)
}

// A fall said in the present ("baja un 1,4 %") gives the magnitude of a
// negative result value, as the past "bajó" does.
func TestFact19PresentFall(t *testing.T) {
	bulletin := okCall("http_fetch", `{"url": "https://boletin.example.com/49"}`,
		"Boletín semana 49\nCobre (LME): 8.920 USD/t (+0,6 % s/s)\nNíquel (LME): 15.310 USD/t (-3,2 % s/s)\n")
	runFact11(t, []fact11Case{
		{"es baja, magnitud", "es", "¿Qué dice el boletín?", []testCall{bulletin},
			"El cobre sube un 0,6 % y el níquel baja un 3,2 %, hasta 15.310 USD/t.", false, ""},
	})
}
