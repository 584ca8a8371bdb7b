package verify

import "testing"

// A table row keyed by a record of the result (a code with a hyphen, a
// JSON object's key value) and a cell one digit off that record's value,
// whatever sum of other values it equals; a column worked out from the
// record, two-digit values and the record's own value stay unflagged.
func TestFact14RowKeyMisread(t *testing.T) {
	const rule = "fact/row-key"
	gauges := countedCall("gauge_log", `{"site": "north"}`,
		"gauge,set_bar,read_bar,drift_bar\nNG-A1,250,248.2,-1.8\nNG-A2,250,253.9,3.9\nNG-B1,250,251.3,1.3\nNG-B2,250,246.7,-3.3", 4)
	lots := countedCall("lot_ledger", `{"day": "2031-02-03"}`,
		`[{"lot": "K-217", "grower": "Ana Ruiz", "crates": 41, "price": 3815, "value": 156415}, {"lot": "K-219", "grower": "Leo Park", "crates": 37, "price": 3790, "value": 140230}]`, 2)
	runFact11(t, []fact11Case{
		{"en gauge read misread", "en", "Which gauges drift?", []testCall{gauges},
			"| Gauge | Read | Drift |\n|---|---|---|\n| NG-A1 | 248.2 bar | -1.8 |\n| NG-A2 | 253.9 bar | +3.9 |\n| NG-B1 | 251.3 bar | +1.3 |\n| NG-B2 | 246.9 bar | -3.3 |", true, rule},
		{"en gauge read right", "en", "Which gauges drift?", []testCall{gauges},
			"| Gauge | Read | Drift |\n|---|---|---|\n| NG-A1 | 248.2 bar | -1.8 |\n| NG-B2 | 246.7 bar | -3.3 |", false, rule},
		{"es precio del lote transpuesto", "es", "¿A cuánto se pagó cada lote?", []testCall{lots},
			"| Lote | Cajas | Precio |\n|---|---|---|\n| K-217 | 41 | 3.851 |\n| K-219 | 37 | 3.790 |", true, rule},
		{"zh 批次价格", "zh", "每个批次多少钱？", []testCall{lots},
			"| 批次 | 箱数 | 单价 |\n|---|---|---|\n| K-217 | 41 | 3815 |\n| K-219 | 37 | 3760 |", true, rule},
		{"ja 読み値の誤り", "ja", "ゲージの読み値は？", []testCall{gauges},
			"| ゲージ | 読み値 |\n|---|---|\n| NG-A2 | 253.6 |\n| NG-B1 | 251.3 |", true, rule},
		{"hi लॉट का भाव", "hi", "हर लॉट का भाव क्या रहा?", []testCall{lots},
			"| लॉट | क्रेट | भाव |\n|---|---|---|\n| K-217 | 41 | 3,815 |\n| K-219 | 37 | 3,780 |", true, rule},
		// A column the reply works out from the record (value less a
		// share, crates times ten): one edit from a value by chance.
		{"en worked-out column", "en", "Value net of price?", []testCall{lots},
			"| Lot | Net |\n|---|---|\n| K-219 | 136,440 |", false, rule},
		// Two-digit cells are one edit apart by chance.
		{"en two-digit cell", "en", "Crates?", []testCall{lots},
			"| Lot | Crates |\n|---|---|\n| K-217 | 47 |", false, rule},
		// A key the result writes as a field's name names no record.
		{"en field name as key", "en", "Prices?", []testCall{countedCall("lot_ledger", `{}`, `{"price": 3815, "crates": 41}`, -1)},
			"| Field | Value |\n|---|---|\n| price | 3,851 |", false, rule},
	})
}
