package verify

import "testing"

// TestNamedRowsMissing: an absence of codes the sentence names before it,
// of the kind the rows list, is true when no result holds them, and stays
// a claim when one does.
func TestNamedRowsMissing(t *testing.T) {
	const rafts = `[{"raft":"R-01","lines":600},{"raft":"R-02","lines":580},{"raft":"R-03","lines":620},{"raft":"R-05","lines":600}]`
	const pumps = "pump,alarm\nP-11,overpressure\nP-12,dry run\n"
	runAbsenceCases(t, []absenceCase{
		{"ja codes missing", "ja", "稼働中のいかだは何基？", "raft_inventory", `{"site":"江田島北"}`, rafts, 4,
			"稼働中は4基です {{receipt:c1}}。R-04 と R-06 が一覧に出てきません。", false},
		{"ja code listed", "ja", "稼働中のいかだは何基？", "raft_inventory", `{"site":"江田島北"}`, rafts, 4,
			"稼働中は4基です {{receipt:c1}}。R-03 と R-06 が一覧に出てきません。", true},
		{"en code missing", "en", "Any pump alarms today?", "alarm_log", `{"day":"today"}`, pumps, 2,
			"Two pumps alarmed {{receipt:c1}}. P-17 has no alarms.", false},
	})
}

// TestBareDayScope: a day written without its month ("13日・14日は") is of
// the one month the call's window lies in.
func TestBareDayScope(t *testing.T) {
	const recs = `{"raft":"R-01","records":[{"date":"2025-11-10","kg":1250},{"date":"2025-11-11","kg":980},{"date":"2025-11-12","kg":1130}]}`
	const args = `{"raft":"R-01","from":"2025-11-10","to":"2025-11-14"}`
	runAbsenceCases(t, []absenceCase{
		{"ja days past the rows", "ja", "R-01の今週の水揚げ量", "harvest_log", args, recs, 3,
			"水揚げは3日ありました {{receipt:c1}}。13日・14日は水揚げがありませんでした。", false},
		{"ja day listed", "ja", "R-01の今週の水揚げ量", "harvest_log", args, recs, 3,
			"水揚げは3日ありました {{receipt:c1}}。11日は水揚げがありませんでした。", true},
	})
}
