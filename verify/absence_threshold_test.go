package verify

import "testing"

// TestThresholdAbsence: an absence scoped by a line through the result's
// values is held to those values: borne out when none lies past the line,
// false when one does, and left to the other readings when the line is a
// span of time or the call itself selected by it.
func TestThresholdAbsence(t *testing.T) {
	const temps = "time,temperature\n00:00,41.2\n06:00,40.6\n12:00,41.9\n18:00,42.6\n"
	temp := func() []testCall { return []testCall{countedCall("temp_log", `{"bath":"A"}`, temps, 4)} }
	runTypedCases(t, []typedCase{
		{"en none below, borne out", "en", "Any readings out of range?", temp(),
			"There are no records below 40 °C {{receipt:c1}}.", FalseAbsence, false},
		{"en none above, one is", "en", "Any readings out of range?", temp(),
			"There are no records above 42 °C {{receipt:c1}}.", FalseAbsence, true},
		{"es ninguna por encima, borne out", "es", "¿Alguna lectura fuera de rango?", temp(),
			"Ninguna lectura por encima de 43 °C {{receipt:c1}}.", FalseAbsence, false},
		{"es ninguna por debajo, one is", "es", "¿Alguna lectura fuera de rango?", temp(),
			"No hubo ninguna lectura por debajo de 41 °C {{receipt:c1}}.", FalseAbsence, true},
		{"ja 下回った記録はありません, borne out", "ja", "範囲外の記録はありますか？", temp(),
			"下限の40℃を下回った記録はありません{{receipt:c1}}。", FalseAbsence, false},
		{"ja 超えた記録はありません, one is", "ja", "範囲外の記録はありますか？", temp(),
			"42℃を超えた記録はありません{{receipt:c1}}。", FalseAbsence, true},
		{"ja 以上 includes the line", "ja", "範囲外の記録はありますか？", temp(),
			"42.6℃以上の記録はありません{{receipt:c1}}。", FalseAbsence, true},
		{"zh 没有超过, borne out", "zh", "有没有超标的读数？", temp(),
			"没有超过 43 度的读数{{receipt:c1}}。", FalseAbsence, false},
		{"hi से कम, borne out", "hi", "कोई रीडिंग सीमा से बाहर है?", temp(),
			"40 से कम कोई रीडिंग नहीं है {{receipt:c1}}।", FalseAbsence, false},
		{"hi से ज़्यादा, one is", "hi", "कोई रीडिंग सीमा से बाहर है?", temp(),
			"42 से ज़्यादा कोई रीडिंग नहीं है {{receipt:c1}}।", FalseAbsence, true},
		// A value past the line makes the absence false even when the
		// result does not name the things the clause counts.
		{"en readings past the line, unnamed", "en", "Any readings out of range?", temp(),
			"No readings were above 42 °C {{receipt:c1}}.", FalseAbsence, true},
		{"en readings, none past the line", "en", "Any readings out of range?", temp(),
			"No readings were above 43 °C {{receipt:c1}}.", FalseAbsence, false},
		// A span of time is an age the result does not write.
		{"zh older than 7 days", "zh", "有没有超过 7 天没发货的订单？",
			[]testCall{countedCall("db_query", `{"sql":"SELECT order_no FROM orders WHERE status='paid'"}`, "SO-1 | 2024-10-29\nSO-2 | 2024-11-03\n(2 rows)", 2)},
			"目前没有超过 7 天还未发货的订单 {{receipt:c1}}。", FalseAbsence, true},
		// A call that selected by the line returned only items past it.
		{"en the query's own line", "en", "Any invoices over 500?",
			[]testCall{countedCall("sql_query", `{"sql":"SELECT id, amount FROM invoices WHERE amount > 500"}`, "INV-7,120\nINV-9,80", 2)},
			"There are no invoices over 500 {{receipt:c1}}.", FalseAbsence, true},
		// Two different lines: no answer, the absence stands as before.
		{"en two lines", "en", "Any readings out of range?", temp(),
			"There are no records below 40 °C or above 42 °C {{receipt:c1}}.", FalseAbsence, true},
	})
}

func TestWholeNumberIn(t *testing.T) {
	for _, tt := range []struct {
		s, d string
		want bool
	}{
		{`{"amount > 500"}`, "500", true},
		{`{"amount > 5000"}`, "500", false},
		{`{"limit": 1500}`, "500", false},
		{`{"v": 500.5}`, "500", false},
		{`{"v": "500."}`, "500", true},
		{`500`, "500", true},
	} {
		if got := wholeNumberIn(tt.s, tt.d); got != tt.want {
			t.Errorf("wholeNumberIn(%q, %q) = %v, want %v", tt.s, tt.d, got, tt.want)
		}
	}
}

// TestThresholdAbsenceNoise (rev14a): an identifier or a number in another
// unit past the line ("sensor_id: 118", "(96 rows scanned)") does not make
// a true "none above 43 °C" false; a reading past it still does.
func TestThresholdAbsenceNoise(t *testing.T) {
	const temps = "time,temperature\n00:00,41.2\n06:00,40.6\n12:00,41.9\n18:00,42.6\n"
	call := func(result string) []testCall { return []testCall{countedCall("temp_log", `{"bath":"A"}`, result, 4)} }
	runTypedCases(t, []typedCase{
		{"id past the line", "en", "Any readings out of range?", call("sensor_id: 118\n" + temps),
			"No readings were above 43 °C {{receipt:c1}}.", FalseAbsence, false},
		{"footer count past the line", "en", "Any readings out of range?", call(temps + "(96 rows scanned)\n"),
			"No readings were above 43 °C {{receipt:c1}}.", FalseAbsence, false},
		{"a reading past the line beside the id", "en", "Any readings out of range?", call("sensor_id: 118\n" + temps + "21:00,43.4\n"),
			"No readings were above 43 °C {{receipt:c1}}.", FalseAbsence, true},
	})
}

// TestThresholdAbsenceNegativeLine (rev14a): a line below zero ("below
// -5 °C") is read past its minus sign: a reading past it makes the
// absence false, readings on its near side bear it out.
func TestThresholdAbsenceNegativeLine(t *testing.T) {
	call := func(result string) []testCall { return []testCall{countedCall("temp_log", `{"bath":"A"}`, result, 4)} }
	runTypedCases(t, []typedCase{
		{"one reading below -5", "en", "Any readings out of range?", call("time,temperature\n00:00,-4.2\n06:00,-4.6\n12:00,-3.9\n18:00,-6.6\n"),
			"No readings were below -5 °C {{receipt:c1}}.", FalseAbsence, true},
		{"none below -5", "en", "Any readings out of range?", call("time,temperature\n00:00,-4.2\n06:00,-4.6\n12:00,-3.9\n18:00,-4.6\n"),
			"No readings were below -5 °C {{receipt:c1}}.", FalseAbsence, false},
	})
}
