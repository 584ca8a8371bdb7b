package verify

import "testing"

// A numeral marked by 号/號/番 names one item (room No. 5, platform 3);
// the same numeral with a classifier still counts.
func TestCountDesignation(t *testing.T) {
	rooms := countedCall("cold_store_read", `{"rooms": [2, 3, 4]}`,
		`[{"room": 2, "temp_c": 3.1}, {"room": 3, "temp_c": 4.0}, {"room": 4, "temp_c": 7.8}]`, 3)
	tracks := countedCall("platform_status", `{"station": "north"}`,
		"track 1: open\ntrack 2: open\ntrack 3: closed\ntrack 4: open\n", 4)
	runNinth(t, []ninthCase{
		{"zh room number in bold", "zh", "各个冷库的温度怎么样？", rooms, true,
			"温度偏高的是 **4号库**，7.8 °C。", CountMismatch, false, ""},
		{"zh count of rooms in bold", "zh", "各个冷库的温度怎么样？", rooms, true,
			"一共读取了 **5个冷库**。", CountMismatch, true, ""},
		{"ja platform number in bold", "ja", "北駅のホームの状況は？", tracks, true,
			"閉鎖中なのは **3番線** です。", CountMismatch, false, ""},
		{"ja count of platforms", "ja", "北駅のホームの状況は？", tracks, true,
			"開いているホームは全部で 5 本です。", CountMismatch, true, ""},
	})
}
