package verify

import "testing"

// A key naming two rows, a range's upper bound, a row's own ratio and a
// number of another list item before the key are no slip between rows;
// a value that only another key's row holds still is.
func TestRowKeyShared(t *testing.T) {
	vans := countedCall("fleet_report", `{"week": 12}`,
		"depot,van,planned_km,driven_km,fuel_l\nnorthgate,NG-1,410,402.5,61.2\nnorthgate,NG-2,410,388.0,48.3\nquayside,QS-1,350,349.0,48.3\nquayside,QS-2,350,301.5,57.4\n", 4)
	sizes := countedCall("sql_query", `{"query": "SELECT batch, grain_mm, qty FROM stock"}`,
		"batch,grain_mm,qty\nGR-71,2.0-2.5,40\nGR-72,2.5-3.0,55\nGR-73,3.0-3.5,12\n", 3)
	shop := countedCall("sales_by_channel", `{"day": "2026-05-02"}`,
		"channel,orders,revenue\nkiosk,311,4120.00\nweb,207,3990.50\nphone,48,610.00\n", 3)
	hens := countedCall("flock_db", `{"season": "2026"}`,
		"house,birds,eggs,cracked,avg_g\nH-01,900,812,41,61.8\nH-02,900,790,35,60.2\nH-03,700,655,22,5.0\n", 3)
	runFact11(t, []fact11Case{
		{"en key of two rows", "en", "Fuel per van last week?", []testCall{vans},
			"At Quayside, one van burned 48.3 l.", false, "fact/row"},
		{"zh range upper bound", "zh", "库存里各批次的粒径？", []testCall{sizes},
			"| GR-72 | 2.5〜3.0 毫米 | 55 |", false, "fact/row"},
		{"en range upper bound", "en", "Grain size per batch?", []testCall{sizes},
			"GR-72 runs 2.5 to 3.0 mm.", false, "fact/row"},
		{"ja row's own ratio", "ja", "鶏舎ごとの破卵率は？", []testCall{hens},
			"| H-01 | 900 | 812 | 41 | 5.0% | 61.8g |", false, "fact/row"},
		{"en number of the item before the key", "en", "Orders by channel yesterday?", []testCall{shop},
			"311 came through the counters, 207 online and 48 by phone.", false, "fact/row"},
		{"es number of the item before the key", "es", "¿Pedidos por canal ayer?", []testCall{shop},
			"311 en mostrador, 207 en línea y 48 por phone.", false, "fact/row"},
	})
}
