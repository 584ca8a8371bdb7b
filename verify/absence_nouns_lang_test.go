package verify

import "testing"

// TestAbsenceNounsAcrossLanguages: the words other languages use for the
// items isAbsenceNoun names in English (incident, alert, order, pending)
// make a negated existential about the result, and Chinese 不存在 is one.
func TestAbsenceNounsAcrossLanguages(t *testing.T) {
	const one = `[{"ref":"K-3","state":"open"}]`
	runAbsenceCases(t, []absenceCase{
		{"zh bu cunzai", "zh", "这批货有缺货吗？", "stock_check", `{"batch":"B-9"}`, `[{"item":"螺栓","state":"缺货"}]`, 1,
			"这批货全部有货，不存在缺货情况{{receipt:c1}}。", true},
		{"zh bu cunzai over an empty result", "zh", "这批货有缺货吗？", "stock_check", `{"batch":"B-9"}`, `[]`, 0,
			"不存在缺货情况{{receipt:c1}}。", false},
		{"es nada pendiente", "es", "¿Queda algo por enviar?", "shipping_query", `{"site":"A"}`, one, 1,
			"Nada pendiente {{receipt:c1}}: todo ha salido.", true},
		{"hi ghatna", "hi", "आज गेट पर क्या हुआ?", "incident_log", `{"site":"A"}`, one, 1,
			"अभी कोई भी घटना खुली नहीं है {{receipt:c1}}।", true},
		{"hi ghatna over an empty result", "hi", "आज गेट पर क्या हुआ?", "incident_log", `{"site":"A"}`, `[]`, 0,
			"अभी कोई भी घटना खुली नहीं है {{receipt:c1}}।", false},
	})
}
