package verify

import (
	"testing"
)

// TestAbsenceNounPhraseAndOwnCite covers absence_noun_phrase.go and the
// recording participle of absence_pronoun_quantifier.go: an English "no"
// before a noun phrase whose head comes third or later; each part of a
// clause held to the receipt that closes it; "ninguna registrada" as the
// existential. Each with a near miss that must keep its old reading.
func TestAbsenceNounPhraseAndOwnCite(t *testing.T) {
	const holds = "hold_id,berth,status,placed_by\nH-77,Berth 4,OPEN,harbour master\nH-81,Berth 9,OPEN,customs\n"
	const req = "Before the ship docks, anything open on the berths: holds?"
	sql := func(r string, n int) []testCall {
		return []testCall{countedCall("sql_query", `{"query":"SELECT * FROM berth_holds WHERE released IS NULL"}`, r, n)}
	}
	both := func(first string, n int) []testCall {
		return []testCall{countedCall("damage_sensor_query", `{"port":"Kell"}`, first, n),
			countedCall("customs_query", `{"port":"Kell"}`, "[]", 0)}
	}
	var cases []typedCase
	for _, tt := range []struct {
		name, lang, request, reply string
		calls                      []testCall
		want                       bool
	}{
		{"en head noun fourth", "en", req, "- There are no open crane safety holds on the berths {{receipt:c1}}.", sql(holds, 2), true},
		{"en near miss: the same phrase over an empty result", "en", req, "- There are no open crane safety holds on the berths {{receipt:c1}}.", sql("", 0), false},
		{"en near miss: a modifier the result lacks narrows it", "en", req, "- There are no weekend crane safety holds on the berths {{receipt:c1}}.", sql(holds, 2), false},
		{"es near miss: a Spanish verb phrase", "es", "¿Hay alguna retención en los muelles?",
			"Puedes avisar al capitán, pero no mover ya otra retención del muelle {{receipt:c1}}.", sql(holds, 2), false},
		{"zh each part its receipt", "zh", "上周的风暴之后，码头有没有船只报告受损？",
			"传感器没有记录到任何受损报告{{receipt:c1}}，海关那晚也没有扣船事件{{receipt:c2}}。", both(holds, 2), true},
		{"zh near miss: the empty call's part", "zh", "上周的风暴之后，码头有没有船只报告受损？",
			"传感器没有记录到任何受损报告{{receipt:c1}}，海关那晚也没有扣船事件{{receipt:c2}}。", both("[]", 0), false},
		{"es ninguna registrada", "es", "¿Hay alguna retención en los muelles?",
			"Ninguna registrada en el puerto {{receipt:c1}}.", sql(holds, 2), true},
		{"es near miss: a participle that narrows", "es", "¿Hay alguna retención en los muelles?",
			"Ninguna marcada como urgente en el puerto {{receipt:c1}}.", sql(holds, 2), false},
	} {
		cases = append(cases, typedCase{tt.name, tt.lang, tt.request, tt.calls, tt.reply, FalseAbsence, tt.want})
	}
	runTypedCases(t, cases)

	for _, tt := range []struct {
		in   string
		want int
	}{
		{" open lockout permits on the site", 3},
		{" open code enforcement cases.", 4},
		{" conflicts found", 1},
		{" separate draft model; the target", 3},
	} {
		if _, got := englishNounPhrase(tt.in); got != tt.want {
			t.Errorf("englishNounPhrase(%q) has %d words, want %d", tt.in, got, tt.want)
		}
	}
}
