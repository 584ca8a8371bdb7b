package verify

import "testing"

// TestMonthScope: an absence scoped to one named month is true when the
// result's dated items all fall in other months, and stays a claim when
// one falls in it, when the month qualifies a noun, or in a range.
func TestMonthScope(t *testing.T) {
	const visits = `[{"visit":"V-1","date":"2031-03-04"},{"visit":"V-2","date":"2031-04-09"}]`
	runAbsenceCases(t, []absenceCase{
		{"en for May, items in March and April", "en", "Any visits coming up?", "visit_plan", `{"site":"north"}`, visits, 2,
			"Two visits are planned {{receipt:c1}}; nothing is planned for May yet.", false},
		{"en for April, an item in April", "en", "Any visits coming up?", "visit_plan", `{"site":"north"}`, visits, 2,
			"There are no visits in April {{receipt:c1}}.", true},
		{"es para mayo", "es", "¿Hay visitas?", "visit_plan", `{"site":"north"}`, visits, 2,
			"Para mayo no hay nada previsto {{receipt:c1}}.", false},
		{"zh 5月暂时", "zh", "有没有安排的拜访？", "visit_plan", `{"site":"north"}`, visits, 2,
			"5月暂时没有安排{{receipt:c1}}。", false},
		{"zh 4月 has one", "zh", "有没有安排的拜访？", "visit_plan", `{"site":"north"}`, visits, 2,
			"4月暂时没有安排{{receipt:c1}}。", true},
		{"hi for May", "hi", "कोई विज़िट है?", "visit_plan", `{"site":"north"}`, visits, 2,
			"मई में कोई विज़िट तय नहीं है {{receipt:c1}}।", false},
		{"hi range is no one month", "hi", "कोई विज़िट है?", "visit_plan", `{"site":"north"}`, visits, 2,
			"मई से जून के बीच कोई विज़िट दर्ज नहीं है, मार्च में भी नहीं {{receipt:c1}}।", true},
	})
}
