package verify

import "testing"

// TestDayScopeEmpty: an absence on a day (or a range of days) the call's
// window covered is true when no item of the result is dated that day,
// and stays a claim when one is.
func TestDayScopeEmpty(t *testing.T) {
	const days = "date,auction,lots,qty_kg\n2026-03-09,A-1,34,58200\n2026-03-10,A-2,29,47650\n2026-03-13,A-3,35,60950\n"
	const args = `{"from":"2026-03-09","to":"2026-03-15"}`
	runAbsenceCases(t, []absenceCase{
		{"hi weekend range", "hi", "इस हफ़्ते (9–15 मार्च) काली मिर्च नीलामी का सार दो", "auction_results", args, days, 3,
			"तीन दिन नीलामी हुई {{receipt:c1}}।\n- 14–15 मार्च को कोई नीलामी नहीं हुई।", false},
		{"hi range with a day listed", "hi", "इस हफ़्ते (9–15 मार्च) काली मिर्च नीलामी का सार दो", "auction_results", args, days, 3,
			"तीन दिन नीलामी हुई {{receipt:c1}}।\n- 12–13 मार्च को कोई नीलामी नहीं हुई।", true},
		{"en listed day", "en", "Summarise this week's auctions", "auction_results", args, days, 3,
			"Three sale days {{receipt:c1}}. On 10 March there was no auction.", true},
	})
}
