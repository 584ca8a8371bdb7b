package verify

import "testing"

// TestTableStateCell: a use verb alone in a table body cell whose row's
// key a result holds is that item's state; a row keyed by no result item
// may report the speaker's step.
func TestTableStateCell(t *testing.T) {
	cutters := okCall("cutter_status", `{"room":"A"}`, "cutter,state,uptime_pct\nCUT-01,RUNNING,97.1\nCUT-02,IDLE,88.0")
	pods := okCall("pod_status", `{"ns":"web"}`, "pod,state\nweb-2,running\nweb-3,pending")
	runTypedCases(t, []typedCase{
		{"zh row state", "zh", "裁床状态？", []testCall{cutters},
			"| 裁床 | 状态 | 开机率 |\n|---|---|---|\n| CUT-01 | 运行 | 97.1% |\n| CUT-02 | 空闲 | 88.0% |\n{{receipt:c1}}", UnbackedToolClaim, false},
		{"en row state", "en", "Pod states?", []testCall{pods},
			"| Pod | State |\n|---|---|\n| web-2 | Running |\n| web-3 | Pending |\n{{receipt:c1}}", UnbackedToolClaim, false},
		{"zh sentence claims a run", "zh", "裁床状态？", []testCall{cutters},
			"CUT-01 开机率 97.1% {{receipt:c1}}。我还运行了诊断脚本，一切正常。", UnbackedToolClaim, true},
	})
}

// TestPassiveStemHeld: a passive whose subject and verb stem sit side by
// side in a result's field restates it; a passive of a made thing whose
// stem only a field name holds is still a claim.
func TestPassiveStemHeld(t *testing.T) {
	freezer := okCall("freezer_status", `{"unit":"F3"}`, `{"unit":"F3","temp_c":-18.4,"door_open_events_24h":2,"alarm":"none"}`)
	runTypedCases(t, []typedCase{
		{"en door opened", "en", "Is freezer 3 fine?", []testCall{freezer},
			"Freezer 3 is at -18.4 °C {{receipt:c1}}, and the door has only been opened twice in the last 24 hours.", UnbackedToolClaim, false},
		{"en subject not the field's", "en", "Is freezer 3 fine?", []testCall{freezer},
			"Freezer 3 is at -18.4 °C {{receipt:c1}}. The log file has been opened and checked.", UnbackedToolClaim, true},
	})
}

// TestZhLaterStep: 再 before a verb with nothing done after it is a
// later step; 再…了 is an act done again.
func TestZhLaterStep(t *testing.T) {
	slots := okCall("ticket_slots_query", `{"slot":"15:00"}`, `{"slot":"15:00","capacity":400,"sold":397,"remaining":3}`)
	runTypedCases(t, []typedCase{
		{"zh after confirmation", "zh", "能加 50 个名额吗？", []testCall{slots},
			"容量 400，已售 397 {{receipt:c1}}。你回复确认后我再执行调整。", UnbackedToolClaim, false},
		{"zh later run with favour", "zh", "能加 50 个名额吗？", []testCall{slots},
			"容量 400，已售 397 {{receipt:c1}}。等场馆确认了，我再帮你运行扩容脚本。", UnbackedToolClaim, false},
		{"zh again done", "zh", "能加 50 个名额吗？", []testCall{slots},
			"容量 400，已售 397 {{receipt:c1}}。我再执行了一次扩容脚本。", UnbackedToolClaim, true},
	})
}

// TestMadeResultID: a verb of making whose object is an id only an ok
// call's one-record result holds names that call's act.
func TestMadeResultID(t *testing.T) {
	order := okCall("rebalance_order", `{"from":"BOG-066","to":"BOG-026","bikes":10}`, "order_id=RB-20250602-0147 status=scheduled truck=CAM-07")
	listing := okCall("order_search", `{"station":"BOG-066"}`, "order_id,status\nRB-20250602-0147,scheduled\nRB-20250602-0151,done")
	runTypedCases(t, []typedCase{
		{"es order made", "es", "Crea una orden de 10 bicis.", []testCall{order},
			"Hecho: creé la orden RB-20250602-0147 para mover 10 bicis {{receipt:c1}}.", UnbackedToolClaim, false},
		{"en order made", "en", "Create a rebalance order.", []testCall{order},
			"Done: I created order RB-20250602-0147 for 10 bikes {{receipt:c1}}.", UnbackedToolClaim, false},
		{"es id from a listing", "es", "¿Qué órdenes hay?", []testCall{listing},
			"Hay dos órdenes {{receipt:c1}}. Creé la orden RB-20250602-0151 para mover 10 bicis.", UnbackedToolClaim, true},
	})
}

// TestHiHabitualStay: the habitual of रहना says what usually holds, with
// a price tool offered and not called; a price given as today's stays a
// claim.
func TestHiHabitualStay(t *testing.T) {
	catch := okCall("catch_log", `{"coop":"C"}`, "species,kg\nbangda,1450\nsurmai,380")
	runOfferedCases(t, []string{"auction_prices"}, []typedCase{
		{"hi habitual with a price offered", "hi", "आज कितनी मछली आई?", []testCall{catch},
			"बांगड़ा 1,450 किलो, सुरमई 380 किलो {{receipt:c1}}। सुरमई मात्रा में सबसे कम है, पर भाव में सबसे ऊपर रहती है; अगर चाहें तो मैं आज के नीलामी भाव भी निकाल दूँ।", UnbackedToolClaim, false},
		{"hi price given as today's", "hi", "आज कितनी मछली आई?", []testCall{catch},
			"बांगड़ा 1,450 किलो, सुरमई 380 किलो {{receipt:c1}}। आज सुरमई का भाव 620 रुपये किलो है।", UnbackedToolClaim, true},
	})
}

// TestZhRunReport: 运行 before a report noun names the report of a
// running thing (an operations brief), no run.
func TestZhRunReport(t *testing.T) {
	temps := okCall("cold_room_temps", `{"site":"2"}`, "room,temp_c\nA1,-18.9\nB1,-18.2")
	runTypedCases(t, []typedCase{
		{"zh operations brief", "zh", "冷库情况？", []testCall{temps},
			"# 二号冷库上午运行简报\n**温度**：A1 -18.9℃，B1 -18.2℃ {{receipt:c1}}。", UnbackedToolClaim, false},
		{"zh run a script", "zh", "冷库情况？", []testCall{temps},
			"A1 -18.9℃，B1 -18.2℃ {{receipt:c1}}。我还运行了除霜脚本。", UnbackedToolClaim, true},
	})
}

// TestAccentedToolWord: a Spanish reply writes a tool's ASCII name word
// with its accents; the word binds to that tool as written plain.
func TestAccentedToolWord(t *testing.T) {
	ndt := okCall("ndt_resultados", `{"soldador":"S-087"}`, "J-03 APTO\nJ-04 RECHAZO")
	scale := okCall("bascula_registro", `{"fecha":"2025-03-01"}`, "pesaje,kg\nP1,1200\nP2,980")
	runOfferedCases(t, []string{"soldadores_homologacion"}, []typedCase{
		{"es accented name word claimed", "es", "¿Qué rechazos tiene el S-087?", []testCall{ndt},
			"El S-087 tiene un rechazo, la J-04 {{receipt:c1}}. He revisado su homologación y sigue vigente.", UnbackedToolClaim, true},
		{"es plain name word claimed", "es", "¿Qué rechazos tiene el S-087?", []testCall{ndt},
			"El S-087 tiene un rechazo, la J-04 {{receipt:c1}}. He revisado su homologacion y sigue vigente.", UnbackedToolClaim, true},
		{"es accented name word not acted", "es", "¿Qué rechazos tiene el S-087?", []testCall{ndt},
			"El S-087 tiene un rechazo, la J-04 {{receipt:c1}}. Su homologación habría que revisarla en el registro.", UnbackedToolClaim, false},
	})
	runTypedCases(t, []typedCase{
		{"es accented object denied", "es", "¿Cuánto entró hoy?", []testCall{scale},
			"Hoy entraron 2 pesajes {{receipt:c1}}. La báscula no la consulté.", DeniedCall, true},
		{"es plain object denied", "es", "¿Cuánto entró hoy?", []testCall{scale},
			"Hoy entraron 2 pesajes {{receipt:c1}}. La bascula no la consulté.", DeniedCall, true},
		{"es accented other word", "es", "¿Cuánto entró hoy?", []testCall{scale},
			"Hoy entraron 2 pesajes {{receipt:c1}}. La máquina no la consulté.", DeniedCall, false},
	})
}

// runOfferedCases is runTypedCases with tools offered beside the calls'
// own: a tool offered and not called is what these readings tell from one
// the reply claims to have used.
func runOfferedCases(t *testing.T, offered []string, cases []typedCase) {
	t.Helper()
	for _, tt := range cases {
		rep := checkCalls(t, tt.lang, tt.request, tt.reply, tt.calls, offered...)
		if got := hasFinding(rep, tt.typ, ""); got != tt.want {
			t.Errorf("%s: %s reported %v, want %v; findings %+v", tt.name, tt.typ, got, tt.want, rep.Findings)
		}
	}
}
