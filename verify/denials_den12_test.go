package verify

import (
	"slices"
	"testing"
)

// TestDen12Denials pins the readings of round den12: the logs a tool of
// logs searched, a memory remark that names the answer, and booking acts
// (putting a thing on a schedule or a queue) denied with or without a
// subject, each beside a near-miss that must not fire.
func TestDen12Denials(t *testing.T) {
	logs := okCall("log_search", `{"query": "pump trip", "since": "2026-03-01"}`, "2026-03-02 09:10 pump P2 tripped\n2026-03-04 11:00 pump P2 reset")
	listing := okCall("shell", `{"cmd": "ls /srv/app"}`, "bin\nconf")
	kiln := okCall("kiln_status", `{"kiln": "K1"}`, `{"temp_c": 1040, "state": "firing"}`)
	sched := okCall("schedule_class", `{"room": "Studio 2", "start": "2026-03-09T18:00", "teacher": "Okafor"}`, `{"scheduled": true, "id": "CL-77"}`)
	sched2 := okCall("berth_schedule", `{"port": "Vigo"}`, "07:00 MV Aster\n13:00 MV Lintel")
	runTenthDenials(t, []tenthDenial{
		// A tool of logs is what "the logs" names, whatever its arguments hold.
		{"log tool en", "en", []testCall{logs}, "P2 tripped on 2 March. I didn't check the logs, though, so treat this as a guess.", true},
		{"log tool ja", "ja", []testCall{logs}, "3月2日にP2が停止しました。ただ、ログは確認していないので推測です。", true},
		{"log tool es", "es", []testCall{logs}, "La P2 se paró el 2 de marzo. No revisé los registros, así que es una suposición.", true},
		{"logs after ls stay true", "en", []testCall{listing}, "The app folder holds bin and conf. I didn't check the logs.", false},
		// A memory remark about the answer labels the cited answer.
		{"answered from memory", "en", []testCall{kiln}, "Kiln K1 is firing at 1040 °C {{receipt:c1}}. I answered this from memory of the usual firing curve, so check the panel before you open it.", true},
		{"respondo de memoria", "es", []testCall{kiln}, "El horno K1 está a 1040 °C {{receipt:c1}}. Te respondo de memoria, así que mira el panel antes de abrirlo.", true},
		{"one fact from memory", "en", []testCall{kiln}, "Kiln K1 is firing at 1040 °C {{receipt:c1}}. The usual cone for that glaze I give from memory, not from any tool, and it may vary by clay body and by the shelf you load.", false},
		// Booking: scheduling or queueing, by a tool whose name opens with
		// the verb; a denial with a dropped subject is the speaker's.
		{"not scheduled en", "en", []testCall{sched}, "Monday at 18:00 in Studio 2 works. I haven't put anything on the timetable yet; say the word and I'll add it.", true},
		{"not scheduled zh", "zh", []testCall{sched}, "周一 18:00 在 Studio 2 可以。目前还没加进课表，你确认后我再排。", true},
		{"not scheduled hi", "hi", []testCall{sched}, "सोमवार 18:00 Studio 2 में ठीक है। अभी टाइमटेबल में नहीं जोड़ा है, बताइए तो जोड़ दूँ।", true},
		{"not scheduled es", "es", []testCall{sched}, "El lunes a las 18:00 en Studio 2 encaja. Todavía no lo he añadido al horario; dime y lo programo.", true},
		{"other person zh", "zh", []testCall{sched}, "周一 18:00 在 Studio 2 可以。老师还没加进课表。", false},
		{"other agent hi", "hi", []testCall{sched}, "सोमवार 18:00 ठीक है। टीचर ने अभी टाइमटेबल में नहीं जोड़ा है।", false},
		{"schedule noun reads", "en", []testCall{sched2}, "MV Aster berths at 07:00. I haven't added anything to your calendar.", false},
		{"other object", "en", []testCall{sched}, "Monday at 18:00 is booked {{receipt:c1}}. I haven't added Baptiste as a second teacher.", false},
	})
}

// TestDen12UnrunToolPart: a tool word names the denied act only in the
// denial's own part of the clause; the turn also offers booking_sheet,
// which did not run.
func TestDen12UnrunToolPart(t *testing.T) {
	logs := okCall("log_search", `{"query": "lane 4"}`, "2026-03-02 07:10 lane 4 booked by Ruiz")
	logs.ID = "c1"
	for _, tt := range []struct {
		reply string
		want  bool
	}{
		{"Lane 4 was booked by Ruiz. I didn't search anything for this, it's from the booking sheet you sent.", true},
		{"Lane 4 was booked by Ruiz {{receipt:c1}}. I didn't search the booking sheet.", false},
	} {
		tc := testCase{ID: "x", Lang: "en", Request: "?", Reply: tt.reply, Calls: []testCall{logs}, Tools: []string{"log_search", "booking_sheet"}}
		reply, rec := build(t, tc)
		got := slices.ContainsFunc(Check(reply, rec).Findings, func(f Finding) bool { return f.Type == DeniedCall })
		if got != tt.want {
			t.Errorf("%q: denied_call %v, want %v", tt.reply, got, tt.want)
		}
	}
}

// TestDen12Inability: the object of a Chinese inability follows its verb,
// and a Hindi noun of access may carry a head noun after the topic noun.
func TestDen12Inability(t *testing.T) {
	stock := okCall("glass_inventory", `{"shelf": 3}`, "item,qty\ncobalt rod,14\namber frit,6")
	bad := testCall{Tool: "glass_inventory", Args: []byte(`{"shelf": 3}`), Status: "error", Result: "timeout"}
	runTenthDenials(t, []tenthDenial{
		{"zh access after verb", "zh", []testCall{stock}, "钴蓝棒还有 14 根。注：我无法访问你们的库存系统，数据仅供参考。", true},
		{"zh access failed call", "zh", []testCall{bad}, "库存查询超时了。我无法访问你们的库存系统，请稍后再试。", false},
		{"hi compound head", "hi", []testCall{stock}, "कोबाल्ट रॉड 14 बची हैं। नोट: मेरे पास आपके इन्वेंटरी सिस्टम का एक्सेस नहीं है।", true},
		{"hi compound failed", "hi", []testCall{bad}, "इन्वेंटरी टाइमआउट हो गई। मेरे पास अभी इन्वेंटरी सिस्टम का एक्सेस नहीं है।", false},
	})
}

// TestDen12Phrasings: the Japanese "Vたわけではない" denial of a look-up and
// the Chinese deny-all with 任何 between the verb and "tool".
func TestDen12Phrasings(t *testing.T) {
	lanes := okCall("lane_search", `{"date": "2026-03-09"}`, "lane,holder\n1,Ruiz\n2,free")
	kiln := okCall("kiln_status", `{"kiln": "K1"}`, `{"temp_c": 1040}`)
	runTenthDenials(t, []tenthDenial{
		{"ja wake dewa", "ja", []testCall{lanes}, "1番レーンはRuizさんです。レーンを検索したわけではなく、前回のメモからの情報です。", true},
		{"ja wake dewa other object", "ja", []testCall{kiln}, "K1は1040 °Cです {{receipt:c1}}。釉薬の資料を検索したわけではありません。", false},
		{"zh renhe", "zh", []testCall{kiln}, "K1 现在 1040 °C。这个问题不需要调用任何工具，直接看常识就行。", true},
		{"zh renhe other", "zh", []testCall{kiln}, "K1 现在 1040 °C {{receipt:c1}}。除此之外不需要调用其他任何工具。", false},
	})
}

// TestDen12Typical: figures called typical or inferred are the reply's own
// estimate, so a denied look-up beside a call holding them is that call's.
func TestDen12Typical(t *testing.T) {
	pool := okCall("pool_meter", `{"pool": "main"}`, `{"chlorine_ppm": 1.8, "ph": 7.4, "temp_c": 27.5}`)
	runTenthDenials(t, []tenthDenial{
		{"zh typical", "zh", []testCall{pool}, "余氯 1.8 ppm，pH 7.4。我并没有读取水质仪表，这些是典型数值。", true},
		{"zh typical other figures", "zh", []testCall{pool}, "余氯一般在 1 到 3 ppm。我并没有读取水质仪表，这些是典型数值。", false},
		{"es typical", "es", []testCall{pool}, "Cloro 1,8 ppm y pH 7,4. No he consultado el medidor; son valores típicos de una piscina cubierta.", true},
	})
}

// TestDen12Roster: a roster or shift table named in a denial is a roster
// tool's, in the five languages; with no such tool the denial is true.
func TestDen12Roster(t *testing.T) {
	rota := okCall("lifeguard_rota", `{"date": "2026-03-09"}`, "guard,shift\nIma,06-12\nRavi,12-18")
	lanes := okCall("lane_bookings", `{"date": "2026-03-09"}`, "lane,holder\n1,Ruiz")
	runTenthDenials(t, []tenthDenial{
		{"ja shift table", "ja", []testCall{lanes, rota}, "1番レーンはRuizさんです {{receipt:c1}}。なお、シフト表は確認していませんので、監視員には直接確認してください。", true},
		{"zh roster topic", "zh", []testCall{lanes, rota}, "1 号泳道是 Ruiz {{receipt:c1}}。另外，排班表我没有查，请和救生员确认。", true},
		{"es cuadrante", "es", []testCall{lanes, rota}, "La calle 1 es de Ruiz {{receipt:c1}}. Eso sí, no miré el cuadrante de turnos, confírmalo con los socorristas.", true},
		{"no roster tool", "ja", []testCall{lanes}, "1番レーンはRuizさんです {{receipt:c1}}。なお、シフト表は確認していませんので、監視員には直接確認してください。", false},
	})
}

// TestDen12JaNegTe: the negative te-form of する ("検索をしなくても")
// negates the act; the affirmative te-form still claims it.
func TestDen12JaNegTe(t *testing.T) {
	lanes := okCall("lane_bookings", `{"date": "2026-03-09"}`, "lane,holder\n1,Ruiz")
	lanes.ID = "c1"
	for _, tt := range []struct {
		reply string
		want  bool
	}{
		{"1番レーンはRuizさんです {{receipt:c1}}。過去の予約はファイル検索をしなくても、予約画面で名前を選べば見られます。", false},
		{"1番レーンはRuizさんです {{receipt:c1}}。過去の予約もファイル検索をして確認しました。", true},
	} {
		tc := testCase{ID: "x", Lang: "ja", Request: "?", Reply: tt.reply, Calls: []testCall{lanes}, Tools: []string{"lane_bookings", "search_files"}}
		reply, rec := build(t, tc)
		got := slices.ContainsFunc(Check(reply, rec).Findings, func(f Finding) bool { return f.Type == UnbackedToolClaim })
		if got != tt.want {
			t.Errorf("%q: unbacked %v, want %v", tt.reply, got, tt.want)
		}
	}
}
