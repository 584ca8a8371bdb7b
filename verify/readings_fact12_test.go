package verify

import "testing"

// An object of a JSON array named by a word of its own (a depot, a route)
// and given a number another object holds under the same field.
func TestFact12NamedObjectValue(t *testing.T) {
	depots := countedCall("depot_stock", `{"region": "west"}`,
		`[{"depot":"WD-3 Harlow Yard","pallets":612,"trucks":9,"manager":"Ines Ortiz"},{"depot":"WD-5 Quayside","pallets":1480,"trucks":14,"manager":"Rafael Dunn"},{"depot":"WD-8 Fennel Park","pallets":275,"trucks":4,"manager":"Mei Sato"}]`, 3)
	const rule = "fact/keyed-pair"
	runFact11(t, []fact11Case{
		{"en another depot's pallets", "en", "How full is Harlow?", []testCall{depots},
			"Harlow (WD-3) is holding 1,480 pallets right now, with 9 trucks on the rota.", true, rule},
		{"en own pallets", "en", "How full is Harlow?", []testCall{depots},
			"Harlow (WD-3) is holding 612 pallets right now, with 9 trucks on the rota.", false, rule},
		{"en comparison names both", "en", "How does Harlow compare?", []testCall{depots},
			"Harlow holds 612 pallets, less than half of Quayside's 1,480.", false, rule},
		{"en a sum of its own fields", "en", "Harlow totals?", []testCall{depots},
			"Harlow: 612 pallets plus 9 trucks, 621 in the count sheet.", false, rule},
		{"es palés de otro depósito", "es", "¿Cómo va Fennel Park?", []testCall{depots},
			"El depósito de Fennel Park tiene ahora 612 palés y 4 camiones.", true, rule},
		{"zh 别的仓库的托盘数", "zh", "Quayside 有多少托盘？", []testCall{depots},
			"Quayside（WD-5）目前有 275 个托盘，14 辆卡车。", true, rule},
		{"zh 自己的托盘数", "zh", "Quayside 有多少托盘？", []testCall{depots},
			"Quayside（WD-5）目前有 1,480 个托盘，14 辆卡车。", false, rule},
		{"ja 他の倉庫のパレット数", "ja", "Harlow の在庫は？", []testCall{depots},
			"Harlow Yard のパレットは 275 枚です。", true, rule},
		{"hi दूसरे डिपो के पैलेट", "hi", "Fennel Park में कितने पैलेट हैं?", []testCall{depots},
			"Fennel Park डिपो में अभी 1,480 पैलेट हैं।", true, rule},
		{"hi अपने पैलेट", "hi", "Fennel Park में कितने पैलेट हैं?", []testCall{depots},
			"Fennel Park डिपो में अभी 275 पैलेट हैं।", false, rule},
		{"en an id's digits are no value", "en", "Trucks at Fennel Park?", []testCall{depots},
			"Fennel Park (bay FP-4) has 14 trucks on the rota.", true, rule},
		{"en the own value beside it", "en", "Trucks at Fennel Park?", []testCall{depots},
			"Fennel Park has 14 trucks on the rota, up from 4 last week.", false, rule},
		{"en the user's own number", "en", "Is it true Harlow has 1480 pallets?", []testCall{depots},
			"No: Harlow has 612 pallets, not 1480.", false, rule},
	})
	// A word of a sentence-long field names nothing.
	tasks := countedCall("task_list", `{"board": "ops"}`,
		`[{"id":"T-1","title":"Replace the cracked loading ramp at the north gate","hours":12,"owner":"Kai"},{"id":"T-2","title":"Ramp lights","hours":30,"owner":"Ola"}]`, 2)
	runFact11(t, []fact11Case{
		{"en word of a long title", "en", "What's on the ops board?", []testCall{tasks},
			"The north gate work is estimated at 30 hours in total across both tasks.", false, rule},
	})
}
