package verify

import "testing"

// TestResultOpensWithAct: a result that opens with "updated:" reports the
// change its call made; a result that only lists the timetable does not.
func TestResultOpensWithAct(t *testing.T) {
	updated := okCall("ferry_timetable", `{"route": "R2", "sailing": "first", "depart": "07:15"}`, "updated: R2 first sailing depart 06:45 -> 07:15")
	listed := okCall("ferry_timetable", `{"route": "R2", "sailing": "first"}`, `{"route":"R2","sailing":"first","depart":"06:45"}`)
	runTypedCases(t, []typedCase{
		{"en result says updated", "en", "Push the first R2 sailing to 07:15.", []testCall{updated},
			"I've updated the first R2 sailing from 06:45 to 07:15 {{receipt:c1}}.", UnbackedToolClaim, false},
		{"ja result says updated", "ja", "R2 の始発を 7:15 にして。", []testCall{updated},
			"R2 の始発を 06:45 から 07:15 に変更しました {{receipt:c1}}。", UnbackedToolClaim, false},
		{"ja result only lists", "ja", "R2 の始発を 7:15 にして。", []testCall{listed},
			"R2 の始発を 06:45 から 07:15 に変更しました {{receipt:c1}}。", UnbackedToolClaim, true},
	})
}
