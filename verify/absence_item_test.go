package verify

import "testing"

// TestItemAbsence: an absence said of an item the clause names before it
// (a day of the month, a branch, a person) is true when no row of the
// result names that item, and still false when a row does.
func TestItemAbsence(t *testing.T) {
	const shifts = `[{"date":"2027-03-08","shift":"early","staff":"Okafor"},{"date":"2027-03-09","shift":"late","staff":"Lindqvist"},{"date":"2027-03-11","shift":"early","staff":"Okafor"}]`
	const shiftArgs = `{"rota":"pharmacy","from":"2027-03-08","to":"2027-03-12"}`
	const branches = "branch   | amount | cause\n" +
		"-------+--------+------\n" +
		"海淀店 | 12.0 | 少找零\n" +
		"朝阳店 | 30.5 | 错单\n" +
		"朝阳店 | 8.0 | 少找零\n"
	const pos = `{"region":"north","date":"2027-03-02"}`
	cases := []typedCase{
		{"en days free", "en", "Which days next week have no shift?",
			[]testCall{okCall("rota_list", shiftArgs, shifts)},
			"Shifts {{receipt:c1}}: Okafor on the 8th and 11th, Lindqvist on the 9th. On Wednesday 10 and Friday 12 there is nothing scheduled.", "false_absence", false},
		{"en day held", "en", "Which days next week have no shift?",
			[]testCall{okCall("rota_list", shiftArgs, shifts)},
			"Shifts {{receipt:c1}}: Okafor on the 8th. On Tuesday 9 there is nothing scheduled.", "false_absence", true},
		{"es días libres", "es", "¿Qué días no hay turno?",
			[]testCall{okCall("rota_list", shiftArgs, shifts)},
			"Turnos {{receipt:c1}}: Okafor el 8 y el 11, Lindqvist el 9. El miércoles 10 y el viernes 12 no hay nada programado.", "false_absence", false},
		{"hi तारीख", "hi", "किन दिनों कोई शिफ़्ट नहीं है?",
			[]testCall{okCall("rota_list", shiftArgs, shifts)},
			"शिफ़्टें {{receipt:c1}}: 8, 9 और 11 को। 10 तारीख को कोई शिफ़्ट नहीं है।", "false_absence", false},
		{"hi तारीख held", "hi", "किन दिनों कोई शिफ़्ट नहीं है?",
			[]testCall{okCall("rota_list", shiftArgs, shifts)},
			"शिफ़्टें {{receipt:c1}}: 8 को। 9 तारीख को कोई शिफ़्ट नहीं है।", "false_absence", true},
		{"ja 日", "ja", "シフトがない日は？",
			[]testCall{okCall("rota_list", shiftArgs, shifts)},
			"シフトは3件です {{receipt:c1}}。10日と12日は予定がありません。", "false_absence", false},
		{"ja 日 held", "ja", "シフトがない日は？",
			[]testCall{okCall("rota_list", shiftArgs, shifts)},
			"シフトは3件です {{receipt:c1}}。9日は予定がありません。", "false_absence", true},
		{"zh branch missing", "zh", "北区昨天退款情况？",
			[]testCall{okCall("sql_query", pos, branches)},
			"退款3笔 {{receipt:c1}}：海淀店1笔，朝阳店2笔。\n- 东城店没有退款", "false_absence", false},
		{"zh branch held", "zh", "北区昨天退款情况？",
			[]testCall{okCall("sql_query", pos, branches)},
			"退款3笔 {{receipt:c1}}：海淀店1笔。\n- 朝阳店没有退款", "false_absence", true},
		{"zh generic topic held", "zh", "北区昨天退款情况？",
			[]testCall{okCall("sql_query", pos, branches)},
			"查了退款 {{receipt:c1}}。\n- 今天暂时没有退款", "false_absence", true},
		{"es person in another call", "es", "¿Cuándo vuelven las obras de Okafor y Brandt?",
			[]testCall{okCall("loan_registry", `{"status":"active"}`, `[{"artist":"Ada Okafor","due":"2027-04-02"},{"artist":"Jonas Brandt","due":"2027-05-10"}]`),
				okCall("calendar_list", `{"calendar":"recepciones"}`, `[{"title":"Recepción obra de Lindqvist","start":"2027-04-05"}]`)},
			"Vuelven en abril y mayo {{receipt:c1}}. Para la de Okafor y la de Brandt no encontré nada en el calendario de recepciones {{receipt:c2}}.", "false_absence", false},
		{"es person held", "es", "¿Cuándo vuelven las obras de Okafor y Lindqvist?",
			[]testCall{okCall("loan_registry", `{"status":"active"}`, `[{"artist":"Ada Okafor","due":"2027-04-02"},{"artist":"Eva Lindqvist","due":"2027-05-10"}]`),
				okCall("calendar_list", `{"calendar":"recepciones"}`, `[{"title":"Recepción obra de Lindqvist","start":"2027-04-05"}]`)},
			"Vuelven en abril y mayo {{receipt:c1}}. Para la de Lindqvist no encontré nada en el calendario de recepciones {{receipt:c2}}.", "false_absence", true},
	}
	runTypedCases(t, cases)
}

// TestDayNumbers: the numbers a clause marks as days of a month.
func TestDayNumbers(t *testing.T) {
	for _, tt := range []struct {
		s    string
		want int
	}{
		{"el miércoles 16 y el domingo 20, ", 2},
		{"on the 16th ", 1},
		{"16日と20日は", 2},
		{"16号和20号", 2},
		{"सोमवार 16 को", 1},
		{"from september 1 through today", 0},
		{"6 号楼 415", 0},
		{"11月26日到28日之间", 0},
		{"ここ3日間", 0},
		{"at 10:00 on 3 units", 0},
	} {
		if got := len(dayNumbers(tt.s)); got != tt.want {
			t.Errorf("%q: %d days, want %d", tt.s, got, tt.want)
		}
	}
}
