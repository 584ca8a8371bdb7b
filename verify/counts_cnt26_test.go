package verify

import "testing"

// TestQuantityNounSelf covers quantityNoun counting the claim's own
// number (counts.go): two numbers of one noun above the result's count,
// both values of the result, are a quantity its rows hold ("7人" and
// "8人" over four days), not two miscounts of the days. A number of that
// noun the result does not hold is still held to the count.
func TestQuantityNounSelf(t *testing.T) {
	const days = "date,workers\n2024-12-02,7\n2024-12-03,6\n2024-12-04,5\n2024-12-05,8\n"
	var cases []typedCase
	for _, tt := range []struct {
		name, lang, request, reply string
		want                       bool
	}{
		{"ja two values", "ja", "来週の人数は？", "月曜は7人、木曜は8人です {{receipt:c1}}。", false},
		{"ja not held", "ja", "来週の人数は？", "月曜は9人、木曜は8人です {{receipt:c1}}。", true},
		{"zh two values", "zh", "下周每天几个人？", "周一有7人，周四有8人 {{receipt:c1}}。", false},
		{"en two values", "en", "How many workers next week?", "Monday has 7 workers and Thursday 8 workers {{receipt:c1}}.", false},
		{"hi two values", "hi", "अगले हफ़्ते कितने लोग हैं?", "सोमवार को 7 लोग और गुरुवार को 8 लोग हैं {{receipt:c1}}।", false},
		{"zh not held", "zh", "下周每天几个人？", "周一有9人，周四有8人 {{receipt:c1}}。", true},
	} {
		cases = append(cases, typedCase{tt.name, tt.lang, tt.request, []testCall{countedCall("labor_schedule", `{"from":"2024-12-02"}`, days, 4)}, tt.reply, CountMismatch, tt.want})
	}
	runTypedCases(t, cases)
}

// TestRowFieldSecondValue covers rowFieldCount reading on past the count
// (counts_row_field.go): "11 groups and 284 people", both values of one row,
// reads that row; a number of another row beside it is still held to the
// count, and so is one the same number names ("FreshMart #12").
func TestRowFieldSecondValue(t *testing.T) {
	const days = "day,groups,people\n2025-04-21,6,148\n2025-04-22,9,231\n2025-04-24,11,284\n2025-04-25,8,199\n"
	var cases []typedCase
	for _, tt := range []struct {
		name, lang, request, reply string
		want                       bool
	}{
		{"es row", "es", "¿Qué día vamos más cargados?", "El día más cargado es el jueves: 11 grupos y 284 personas {{receipt:c1}}.", false},
		{"en row", "en", "Which day is busiest?", "The busiest day is Thursday: 11 groups and 284 people {{receipt:c1}}.", false},
		{"zh row", "zh", "哪天最忙？", "最忙的是周四：11个团，284人 {{receipt:c1}}。", false},
		{"zh other row", "zh", "哪天最忙？", "最忙的是周四：9个团，284人 {{receipt:c1}}。", true},
		{"ja row", "ja", "一番混む日は？", "一番混むのは木曜で、11組・284名です {{receipt:c1}}。", false},
		{"hi row", "hi", "सबसे व्यस्त दिन कौन सा है?", "सबसे व्यस्त दिन गुरुवार है: 11 समूह और 284 लोग {{receipt:c1}}।", false},
	} {
		cases = append(cases, typedCase{tt.name, tt.lang, tt.request, []testCall{countedCall("group_bookings", `{"from":"2025-04-21"}`, days, 4)}, tt.reply, CountMismatch, tt.want})
	}
	runTypedCases(t, cases)
}

// TestGlossNounCount covers glossNounAt (counts_gloss_noun.go): a number
// before the reply-language form of a glossary concept that the tool's
// name or the result's key column writes counts that call's items; a
// call about one of them (its argument's key) or a prose result names
// none.
func TestGlossNounCount(t *testing.T) {
	const lots = "lot,forged_on,pieces\nG-01,2025-07-07,180\nG-02,2025-07-08,240\nG-03,2025-07-09,300\nG-04,2025-07-10,220\nG-05,2025-07-11,90\n"
	const keyed = " lot  | weight_kg\n KN-02 | 438.0\n KN-05 | 452.5\n KN-06 | 410.0\n KN-09 | 447.0\n"
	const costs = "lot=L-2508\nflour 120\nsugar 45\neggs 30\n"
	const prose = "Lot sizes vary.\nA lot is a batch of pieces.\nSee the guide.\n"
	var cases []typedCase
	for _, tt := range []struct {
		name, lang, request, reply string
		call                       testCall
		want                       bool
	}{
		{"ja tool name", "ja", "先週の鍛造は？", "先週の鍛造は4ロットでした {{receipt:c1}}。", countedCall("forge_lot_query", `{"from":"2025-07-07"}`, lots, 5), true},
		{"ja tool name right", "ja", "先週の鍛造は？", "先週の鍛造は5ロットでした {{receipt:c1}}。", countedCall("forge_lot_query", `{"from":"2025-07-07"}`, lots, 5), false},
		{"es tool name", "es", "¿Qué se forjó la semana pasada?", "La semana pasada se forjaron 4 lotes {{receipt:c1}}.", countedCall("forge_lot_query", `{"from":"2025-07-07"}`, lots, 5), true},
		{"hi tool name", "hi", "पिछले हफ़्ते क्या बना?", "पिछले हफ़्ते 4 लॉट बने {{receipt:c1}}।", countedCall("forge_lot_query", `{"from":"2025-07-07"}`, lots, 5), true},
		{"ja key column", "ja", "未出荷の在庫は？", "未出荷は3ロットです {{receipt:c1}}。", countedCall("sql_query", `{"q":"SELECT * FROM stock"}`, keyed, 4), true},
		{"es one lot", "es", "¿Cuánto cuesta?", "Comparé dos lotes {{receipt:c1}}.", countedCall("batch_costs", `{"lote":"L-2508"}`, costs, 3), false},
		{"ja prose", "ja", "ロットとは？", "説明には3ロットの例があります {{receipt:c1}}。", countedCall("doc_read", `{"path":"guide.txt"}`, prose, 3), false},
	} {
		cases = append(cases, typedCase{tt.name, tt.lang, tt.request, []testCall{tt.call}, tt.reply, CountMismatch, tt.want})
	}
	runTypedCases(t, cases)
}
