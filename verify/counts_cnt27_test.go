package verify

import "testing"

// TestRowsOfOneShape covers rowsAlike's token shape (counts_rows_alike.go):
// a listing without a count whose lines all open with a code or clock of
// one shape ("08:30", "INF-20931") has no header, so its count is its
// number of lines, not one less; a first line that names its columns in
// words is still a header.
func TestRowsOfOneShape(t *testing.T) {
	const clocks = "08:30 Fairweather, A. - scale\n09:20 Nowak, K. - scale\n10:10 Ahmed, S. - perio\n11:30 Delacroix, M. - scale\n13:40 Sato, Y. - perio\n14:30 Nguyen, T. - scale\n"
	const codes = "S-7779 PASS\nS-7780 PASS\nS-7781 FAIL MBRT\nS-7782 PASS\nS-7783 PASS\n"
	const headed = "time patient\n08:30 Fairweather\n09:20 Nowak\n10:10 Ahmed\n"
	var cases []typedCase
	for _, tt := range []struct {
		name, lang, request, reply, result string
		want                               bool
	}{
		{"en clocks", "en", "How many patients on Wednesday?", "Poole has five patients on Wednesday {{receipt:c1}}.", clocks, true},
		{"en clocks right", "en", "How many patients on Wednesday?", "Poole has six patients on Wednesday {{receipt:c1}}.", clocks, false},
		{"hi codes", "hi", "आज कितने सैंपल टेस्ट हुए?", "आज लैब में 4 सैंपल टेस्ट हुए {{receipt:c1}}।", codes, true},
		{"zh codes", "zh", "今天测了几个样品？", "今天一共测了 4 个样品 {{receipt:c1}}。", codes, true},
		{"es codes right", "es", "¿Cuántas muestras hoy?", "Hoy se analizaron 5 muestras {{receipt:c1}}.", codes, false},
		{"en header", "en", "How many patients on Wednesday?", "Poole has three patients on Wednesday {{receipt:c1}}.", headed, false},
	} {
		cases = append(cases, typedCase{tt.name, tt.lang, tt.request, []testCall{countedCall("get_appointments", `{"date":"2025-09-10"}`, tt.result, -1)}, tt.reply, CountMismatch, tt.want})
	}
	runTypedCases(t, cases)
}

// TestOccurrencesAsRows covers occurrenceValue (counts_subset.go): asked
// how many times, or with the counter classifying the noun after it
// ("6次…清洗记录", "3回の超温"), a number of times over a listing that
// counted its rows counts those rows, and a number some other result
// holds is no excuse for it; a number of times nobody asked for stays a
// value.
func TestOccurrencesAsRows(t *testing.T) {
	const events = "2024-12-02 03:15 CR-02 6.1C 18min\n2024-12-02 14:40 CR-02 5.6C 9min\n2024-12-03 22:05 CR-02 5.9C 12min\n2024-12-04 02:30 CR-02 7.3C 41min\n"
	other := okCall("room_info", `{"room":"CR-02"}`, "doors: 3\nshelves: 12\n")
	var cases []typedCase
	for _, tt := range []struct {
		name, lang, request, reply string
		want                       bool
	}{
		{"zh asked", "zh", "2号冷库这周超了几次？", "2 号冷库这周超温 3 次 {{receipt:c1}}。", true},
		{"zh asked right", "zh", "2号冷库这周超了几次？", "2 号冷库这周超温 4 次 {{receipt:c1}}。", false},
		{"zh classifier", "zh", "把上周的记录拉出来。", "上周一共有3次超温记录 {{receipt:c1}}。", true},
		{"ja asked", "ja", "今週何回超えた？", "今週は3回超えました {{receipt:c1}}。", true},
		{"zh not asked", "zh", "冷库这周怎么样？", "门开了 3 次 {{receipt:c1}}。", false},
	} {
		cases = append(cases, typedCase{tt.name, tt.lang, tt.request, []testCall{countedCall("cold_chain_monitor", `{"room":"CR-02"}`, events, 4), other}, tt.reply, CountMismatch, tt.want})
	}
	runTypedCases(t, cases)
}

// TestPartsOfValue covers partsOfValue (counts_parts_value.go): counts
// of one noun that add up to another count of it whose number the result
// holds as a value share that value out, and count no rows; parts that
// do not add up to it are still held to the count.
func TestPartsOfValue(t *testing.T) {
	drivers := okCall("driver_availability", `{"date":"2025-02-04"}`, `{"available":23,"jumbo":3,"ud":2}`)
	demand := countedCall("demand_forecast", `{"date":"2025-02-04"}`, "area,expected\ngion,48\nkyoto_sta,35\nkawaramachi,29\n", 3)
	var cases []typedCase
	for _, tt := range []struct {
		name, lang, request, reply string
		want                       bool
	}{
		{"ja shares", "ja", "配置案を作って。", "祇園は9台、京都駅は8台です。河原町は6台で、合計23台です {{receipt:c1}} {{receipt:c2}}。", false},
		{"ja no sum", "ja", "配置案を作って。", "祇園は9台、京都駅は8台です。河原町は4台です {{receipt:c1}} {{receipt:c2}}。", true},
		{"zh shares", "zh", "做个排班方案。", "祇园安排 9 辆，京都站 8 辆，河原町 6 辆，一共 23 辆 {{receipt:c1}} {{receipt:c2}}。", false},
		{"en shares", "en", "Draft an allocation.", "Gion gets 9 cars and Kyoto Station 8 cars. Kawaramachi gets 6 cars, 23 cars in all {{receipt:c1}} {{receipt:c2}}.", false},
	} {
		cases = append(cases, typedCase{tt.name, tt.lang, tt.request, []testCall{drivers, demand}, tt.reply, CountMismatch, tt.want})
	}
	runTypedCases(t, cases)
}

// TestDistinctAfterTotal covers distinctAfterTotal (counts_field_distinct.go):
// after the reply states a call's count, a smaller number of another noun
// in the same sentence that the distinct values of a field of codes make
// counts those values; without the stated total it is held to the count.
func TestDistinctAfterTotal(t *testing.T) {
	const log = "cow_id,robot,time\nJP-0412,VMS-2,19:04\nJP-0877,VMS-1,20:31\nJP-0133,VMS-4,22:15\nJP-0412,VMS-2,23:50\nJP-1020,VMS-3,01:12\n"
	var cases []typedCase
	for _, tt := range []struct {
		name, lang, request, reply string
		want                       bool
	}{
		{"ja cows", "ja", "昨夜の不完全搾乳は何件？", "不完全搾乳は5件、牛の頭数でいうと4頭です {{receipt:c1}}。", false},
		{"ja no total", "ja", "昨夜の不完全搾乳は何件？", "牛の頭数でいうと4頭です {{receipt:c1}}。", true},
		{"ja not distinct", "ja", "昨夜の不完全搾乳は何件？", "不完全搾乳は5件、牛の頭数でいうと3頭です {{receipt:c1}}。", true},
		{"zh cows", "zh", "昨晚有几次不完全挤奶？", "不完全挤奶共 5 次记录，涉及 4 头牛 {{receipt:c1}}。", false},
	} {
		cases = append(cases, typedCase{tt.name, tt.lang, tt.request, []testCall{countedCall("milking_log", `{"filter":"incomplete"}`, log, 5)}, tt.reply, CountMismatch, tt.want})
	}
	runTypedCases(t, cases)
}
