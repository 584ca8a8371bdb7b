package verify

import "testing"

// TestCountsCnt21 covers the count readings of the eighteenth session's
// cnt21 round: each binds a number to what it counts (a measure, a clock
// time, a row's value, the rows a clause names) before deciding it.
func TestCountsCnt21(t *testing.T) {
	weights := countedCall("weight_log_query", `{"ids":["KB-1","KB-2","KB-3"]}`, `[{"id":"KB-1","weight_kg":712.4},{"id":"KB-2","weight_kg":688.0},{"id":"KB-3","weight_kg":731.9}]`, 3)
	waitlist := countedCall("waitlist", `{"tipo":"anual"}`, "solicitud,eslora_m\nLE-101,10.5\nLE-104,12.0\nLE-109,8.4\nLE-112,14.2\nLE-118,9.9\n", 5)
	orders := okCall("order_list", `{"date":"2026-06-10","channel":"web"}`, "B-01 09:02 食パンx2\nB-02 09:47 クロワッサンx6\nB-03 10:15 カレーパンx4\nB-04 10:31 バゲットx2\nB-05 11:20 メロンパンx5\n")
	ferries := countedCall("ferry_schedule", `{"route":"A-B","date":"2026-07-02","after":"18:00"}`, "18:00 7号\n18:40 12号\n19:20 7号\n20:10 12号\n21:00 7号\n21:30 12号\n", 6)
	trips := countedCall("delivery_routes", `{"date":"2026-07-03","region":"渝中"}`, "trip  plate  depart\nT-01  A1  05:30\nT-02  A2  05:40\nT-03  A1  06:50\nT-04  A3  07:00\nT-05  A2  08:10\n", 5)
	tickets := countedCall("ticket_query", `{"status":"open"}`, "ticket_id,created\nT-1,2026-12-02 08:30\nT-2,2026-12-04 09:12\nT-3,2026-12-04 10:31\nT-4,2026-12-04 11:46\n", 4)
	runTypedCases(t, []typedCase{
		// 早上 holds every trip's departure: the morning is the whole day's listing.
		{"zh day part holding every row, miscount", "zh", "明天早上排了几趟配送车？", []testCall{trips}, "明天早上一共排了 4 趟配送 {{receipt:c1}}。", CountMismatch, true},
		{"zh day part holding every row, right", "zh", "明天早上排了几趟配送车？", []testCall{trips}, "明天早上一共排了 5 趟配送 {{receipt:c1}}。", CountMismatch, false},
		// Rows of several days: 上午 of today is a part.
		{"zh day part over rows of several days", "zh", "空调待修工单有哪些？", []testCall{tickets}, "今天上午报的 3 张都还在时限内 {{receipt:c1}}。", CountMismatch, false},
		// "6 点以后": a bound in time, the call's own 18:00; no hedge.
		{"zh count after an hour bound, miscount", "zh", "今晚回去的夜航有几班？", []testCall{ferries}, "今晚 6 点以后的夜航一共 5 班，最早 18:00，最晚 21:30 {{receipt:c1}}。", CountMismatch, true},
		{"zh count after an hour bound, right", "zh", "今晚回去的夜航有几班？", []testCall{ferries}, "今晚 6 点以后的夜航一共 6 班，最早 18:00，最晚 21:30 {{receipt:c1}}。", CountMismatch, false},
		{"zh hour bound the call was not given is a part", "zh", "今晚回去的夜航有几班？", []testCall{ferries}, "今晚 8 点以后的夜航有 3 班 {{receipt:c1}}。", CountMismatch, false},
		// "12kg足りません": a mass, not "12 足".
		{"ja measure before a counter", "ja", "出荷予定の牛の体重を調べて。", []testCall{weights}, "3頭の体重です {{receipt:c1}}。KB-2は688.0kgで、目標まであと12kg足りません。", CountMismatch, false},
		// "de más de 12 m" in the request is a length, not the user's count.
		{"es request measure, miscount", "es", "¿Cuántas solicitudes tenemos en lista de espera? ¿Y cuántas son de más de 12 m?", []testCall{waitlist}, "Hay **12 solicitudes** en lista de espera {{receipt:c1}}.", CountMismatch, true},
		{"es request measure, right", "es", "¿Cuántas solicitudes tenemos en lista de espera? ¿Y cuántas son de más de 12 m?", []testCall{waitlist}, "Hay **5 solicitudes** en lista de espera {{receipt:c1}}.", CountMismatch, false},
		// The hour of a row's clock time is no count written in the result.
		{"ja clock hour above the count", "ja", "今日のネット注文って何件来てる？", []testCall{orders}, "今日はネット注文が10件入っています {{receipt:c1}}。", CountMismatch, true},
		{"ja clock hour, right", "ja", "今日のネット注文って何件来てる？", []testCall{orders}, "今日はネット注文が5件入っています {{receipt:c1}}。", CountMismatch, false},
	})
}

// TestMeasureAfter: a unit of measure ends its word in any script, and
// "meters" may count devices.
func TestMeasureAfter(t *testing.T) {
	for _, tc := range []struct {
		text string
		end  int
		want bool
	}{
		{"12kg足りません", 2, true},
		{"de más de 12 m?", 13, true},
		{"10 líneas", 2, false},
		{"5 meters haven't reported", 1, false},
		{"30 km", 2, true},
		{"3 lotes", 1, false},
	} {
		if got := measureAfter(tc.text, tc.end); got != tc.want {
			t.Errorf("measureAfter(%q, %d) = %v, want %v", tc.text, tc.end, got, tc.want)
		}
	}
}

// TestCountsCnt21Quantities covers numbers bound to one item's quantity or
// field: an "x30" of a line, a "qty" summed, a row named by its clock time.
func TestCountsCnt21Quantities(t *testing.T) {
	order := okCall("order_detail", `{"customer":"ホテル堂島"}`, "order_id: B-3410\nitems:\n  croissant        x30\n  pain au chocolat x20\n  baguette         x8\nnote: 北側\n")
	cases := countedCall("order_queue", `{"dentist":"Dr. A. Patel","status":"open"}`, "case_id,item,stage\nDL-44119,e.max x2,waiting for scan\nDL-44126,zirconia x1,waiting for scan\nDL-44140,implant crown x1,design\n", 3)
	redOrders := countedCall("order_lookup", `{"colour":"Red","status":"open"}`, "ORD-2291 qty 2 (Kolkata boutique)\nORD-2304 qty 1 (walk-in)\nORD-2317 qty 4 (Jaipur wedding)\n", 3)
	seats := countedCall("ticket_inventory", `{"date":"2026-07-02","from_time":"18:00"}`, "18:00 seats_left=0\n18:40 seats_left=12\n19:20 seats_left=87\n20:10 seats_left=150\n", 4)
	slots := countedCall("availability", `{"tour":"intro_dive"}`, "date,slots,booked,remaining\n11-17,8,3,5\n11-18,8,8,0\n11-19,8,6,2\n", 3)
	runTypedCases(t, []typedCase{
		{"ja an item's x quantity", "ja", "来週月曜の注文、中身を見せて。", []testCall{order}, "注文（B-3410）は、クロワッサン30個、パン・オ・ショコラ20個、バゲット8本です {{receipt:c1}}。", CountMismatch, false},
		{"en x quantity under the noun asked for, miscount", "en", "How many open cases does Dr. Patel have with us?", []testCall{cases}, "Dr. Patel has two open cases with us: DL-44119 and DL-44126 {{receipt:c1}}.", CountMismatch, true},
		{"hi qty summed after कुल", "hi", "लाल वाली के ऑर्डर देख लेना।", []testCall{redOrders}, "तीन ऑर्डर में कुल 7 पीस बुक हैं {{receipt:c1}}।", CountMismatch, false},
		{"hi qty summed, wrong sum", "hi", "लाल वाली के ऑर्डर देख लेना।", []testCall{redOrders}, "तीन ऑर्डर में कुल 9 पीस बुक हैं {{receipt:c1}}।", CountMismatch, true},
		{"zh row named by its clock time", "zh", "今晚回来的船还有票吗？", []testCall{seats}, "18:00 那班没票了，18:40 只剩 12 张 {{receipt:c1}}。", CountMismatch, false},
		{"ja table row named by its day", "ja", "来週の体験ダイビング、空きある？", []testCall{slots}, "| 日付 | 残り |\n|---|---|\n| 17日（月） | 5名 |\n| 18日（火） | 満席 |\n| 19日（水） | 2名 |\n\n{{receipt:c1}}", CountMismatch, false},
		{"zh clock time of no row", "zh", "今晚回来的船还有票吗？", []testCall{seats}, "18:50 那班只剩 12 张 {{receipt:c1}}。", CountMismatch, true},
	})
}

// TestCountsCnt21NumeralName: 六本木 is a station the result names.
func TestCountsCnt21NumeralName(t *testing.T) {
	tickets := countedCall("maintenance_tickets", `{"line":"E"}`, `{"tickets":[{"id":"MT-1","station":"六本木"},{"id":"MT-2","station":"都庁前"},{"id":"MT-3","station":"飯田橋"}]}`, 3)
	runTypedCases(t, []typedCase{
		{"ja numeral inside a result's name", "ja", "今週期限の点検チケットをまとめて。", []testCall{tickets}, "期限が来るチケットは3件です {{receipt:c1}}。\n\n1. MT-1 六本木駅\n2. MT-2 都庁前駅\n3. MT-3 飯田橋駅", CountMismatch, false},
		{"ja numeral counting, miscount", "ja", "今週期限の点検チケットをまとめて。", []testCall{tickets}, "期限が来るチケットは六本です {{receipt:c1}}。", CountMismatch, true},
	})
}

// TestCountsCnt21RequestNoun: the noun asked for, where hi and ja write it.
func TestCountsCnt21RequestNoun(t *testing.T) {
	donations := countedCall("donation_register", `{"kind":"cash"}`, "receipt,donor,amount_inr\nR-1,A,11000\nR-2,B,2100\nR-3,C,500\nR-4,D,5100\n", 4)
	stalls := countedCall("permit_registry_search", `{"area":"中洲"}`, `[{"stall":"まさ坊","genre":"ラーメン"},{"stall":"よか屋","genre":"おでん"},{"stall":"りゅう","genre":"ラーメン"}]`, 3)
	runTypedCases(t, []typedCase{
		{"hi noun before कितने, miscount", "hi", "इस हफ्ते लंगर के लिए नकद दान कितने आए?", []testCall{donations}, "इस हफ्ते **3 नकद दान** आए {{receipt:c1}}।", CountMismatch, true},
		{"hi noun before कितने, right", "hi", "इस हफ्ते लंगर के लिए नकद दान कितने आए?", []testCall{donations}, "इस हफ्ते **4 नकद दान** आए {{receipt:c1}}।", CountMismatch, false},
		{"ja counter after 何 with a verb, miscount", "ja", "中洲の屋台って、いま何軒営業してる？", []testCall{stalls}, "中洲で営業している屋台は2軒です {{receipt:c1}}。", CountMismatch, true},
		{"ja counter after 何 with a verb, right", "ja", "中洲の屋台って、いま何軒営業してる？", []testCall{stalls}, "中洲で営業している屋台は3軒です {{receipt:c1}}。", CountMismatch, false},
	})
}

// TestCountsCnt21PartBefore: "the four early routes" after "4 of the 5".
func TestCountsCnt21PartBefore(t *testing.T) {
	routes := countedCall("route_timing", `{"school":"Westbrook High School"}`, "route  school_arrival  riders\n9      07:31           52\n22     07:38           58\n40     07:35           44\n47     07:58           39\n53     07:40           61\n", 5)
	runTypedCases(t, []typedCase{
		{"en definite count of an earlier part", "en", "Which of its routes would arrive more than 20 minutes early?", []testCall{routes}, "**4 of the 5** would arrive more than 20 minutes early {{receipt:c1}}.\n\nThe obvious fix is shifting the four early routes 20 minutes later.", CountMismatch, false},
		{"en definite count of no earlier part", "en", "Which of its routes would arrive more than 20 minutes early?", []testCall{routes}, "Route 47 is the only one inside the window {{receipt:c1}}.\n\nThe obvious fix is shifting the four early routes 20 minutes later.", CountMismatch, true},
	})
}
