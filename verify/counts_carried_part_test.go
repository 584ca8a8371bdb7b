package verify

import "testing"

// TestCarriedPart: a count below the result's count whose phrase names a
// state, a label or a row name is held to the items that carry it. Each
// case has a near miss: the same phrase with a count that as many items do
// not carry stays a count_mismatch.
func TestCarriedPart(t *testing.T) {
	four, five, six := 4, 5, 6
	const gates = "N-01 OK\nN-02 OK\nN-03 FAULT motor_overcurrent\nN-04 OK\n"
	const grades = "S-1,青木,64.2,A\nS-2,佐々木,58.7,C\nS-3,石川,61.5,A\nS-4,前田,55.3,B\nS-5,藤田,67.8,A\n"
	const lots = `[{"lot":"T-1","origin":"大間","kg":187},{"lot":"T-2","origin":"壱岐","kg":142},{"lot":"T-3","origin":"塩釜","kg":98},{"lot":"T-4","origin":"大間","kg":211}]`
	const defects = `[{"id":"D-1","priority":"P2"},{"id":"D-2","priority":"P3"},{"id":"D-3","priority":"P2"},{"id":"D-4","priority":"P3"},{"id":"D-5","priority":"P4"},{"id":"D-6","priority":"P3"}]`
	const servers = "web-1 down\nweb-2 up\nweb-3 down\nweb-4 up\nweb-5 up\n"
	var cases []typedCase
	for _, tt := range []struct {
		name, lang, tool, request, reply, result string
		count                                    *int
		want                                     bool
	}{
		{"es state across languages", "es", "turnstile_status", "¿Cuántos torniquetes fallan?", "Hay 1 torniquete fuera de servicio en la zona norte {{receipt:c1}}: el N-03.", gates, &four, false},
		{"es state, wrong part", "es", "turnstile_status", "¿Cuántos torniquetes fallan?", "Hay 3 torniquetes fuera de servicio en la zona norte {{receipt:c1}}.", gates, &four, true},
		{"ja label", "ja", "status_list", "?", "A判定は3人です {{receipt:c1}}。", grades, &five, false},
		{"ja label, wrong part", "ja", "status_list", "?", "A判定は2人です {{receipt:c1}}。", grades, &five, true},
		{"ja row name", "ja", "status_list", "?", "大間の2本が単価を押し上げています {{receipt:c1}}。", lots, &four, false},
		{"ja row name, wrong part", "ja", "status_list", "?", "大間の3本が単価を押し上げています {{receipt:c1}}。", lots, &four, true},
		{"zh label", "zh", "status_list", "?", "这次检查 P2 有 2 个缺陷 {{receipt:c1}}。", defects, &six, false},
		{"zh label, wrong part", "zh", "status_list", "?", "这次检查 P3 有 2 个缺陷 {{receipt:c1}}。", defects, &six, true},
		{"en label with plural", "en", "status_list", "?", "The two P2s are due this week {{receipt:c1}}.", defects, &six, false},
		{"en label with plural, wrong part", "en", "status_list", "?", "The four P2s are due this week {{receipt:c1}}.", defects, &six, true},
		{"hi state", "hi", "server_status", "कितने सर्वर डाउन हैं?", "सूची में 2 सर्वर डाउन हैं {{receipt:c1}}।", servers, &five, false},
		{"hi state, wrong part", "hi", "server_status", "कितने सर्वर डाउन हैं?", "सूची में 4 सर्वर डाउन हैं {{receipt:c1}}।", servers, &five, true},
	} {
		cases = append(cases, typedCase{tt.name, tt.lang, tt.request, []testCall{countedCall(tt.tool, `{}`, tt.result, *tt.count)}, tt.reply, CountMismatch, tt.want})
	}
	runTypedCases(t, cases)
}
