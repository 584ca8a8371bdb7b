package verify

import "testing"

// Near-miss faults of the rev15 readings: each has the shape a new reading
// excuses, and each is a real fault. A record's "Updated: <date>" field
// opening a read's result is when it last changed, not this call's act
// (resultOpensWithAct took it for one).
func TestRev15NearMisses(t *testing.T) {
	describe := countedCall("kubectl", `{"args":"describe pod shop-api-77f"}`, "Name: shop-api-77f\nStatus: Running\nEvents:\nWarning BackOff 2m kubelet back-off restarting failed container", 1)
	record := okCall("ferry_timetable", `{"route": "R2", "sailing": "first"}`, "Updated: 2026-03-01 09:12\nroute: R2\nfirst sailing depart 06:45")
	notice := okCall("notice_get", `{"id": 7}`, "闭馆时间 17:00")
	runTypedCases(t, []typedCase{
		{"en all-clear of the one item a describe shows", "en", "Is shop-api-77f healthy?", []testCall{describe},
			"`shop-api-77f` is running normally, no issues {{receipt:c1}}.", FalseAbsence, true},
		{"ja a record's updated-at field is no act", "ja", "R2 の始発を 7:15 にして。", []testCall{record},
			"R2 の始発を 06:45 から 07:15 に変更しました {{receipt:c1}}。", UnbackedToolClaim, true},
		{"zh 写入 is the act of writing", "zh", "把闭馆时间写进配置文件。", []testCall{notice},
			"闭馆时间是 17:00 {{receipt:c1}}，配置文件里写入了这个时间。", UnbackedToolClaim, true},
	})
}

// An all-clear said of an item (itemClear) is held to the problem lines
// that name it; a result about that one item, whose problem lines (the
// events of a describe) name no item at all, shows the item's problem.
func TestRev15ItemClearOfTheOnlyItem(t *testing.T) {
	describe := countedCall("kubectl", `{"args":"describe pod shop-api-77f"}`, "Name: shop-api-77f\nStatus: Running\nEvents:\nWarning BackOff 2m kubelet back-off restarting failed container", 1)
	runTypedCases(t, []typedCase{
		{"en all-clear of the one item a describe shows", "en", "Is shop-api-77f healthy?", []testCall{describe},
			"`shop-api-77f` started normally, all clear {{receipt:c1}}.", FalseAbsence, true},
		{"zh all-clear of the one item a describe shows", "zh", "shop-api-77f 正常吗？", []testCall{describe},
			"`shop-api-77f` 已经正常启动，一切正常 {{receipt:c1}}。", FalseAbsence, true},
	})
}
