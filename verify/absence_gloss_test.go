package verify

import "testing"

// TestGlossField: an absence that names a record kind in the reply's
// language is held to the field of that kind in an English result, both
// ways: none there bears it out, a count or a marked item contradicts it.
func TestGlossField(t *testing.T) {
	refunds := func(n string) []testCall {
		return []testCall{okCall("order_audit", `{"order":"A-17"}`, `{"order":"A-17","items":4,"refunds":`+n+`,"shipped":"2031-02-03"}`)}
	}
	build := func(w string) []testCall {
		return []testCall{okCall("ci_build", `{"id":"b-88"}`, `{"build":"b-88","steps":12,"warnings":`+w+`,"duration_s":41}`)}
	}
	host := func(n string) []testCall {
		return []testCall{okCall("host_stats", `{"host":"web-3"}`, "host: web-3\nuptime: 12d\nerrors: "+n+"\nrequests: 18233")}
	}
	tasks := func(late string) []testCall {
		return []testCall{countedCall("task_list", `{"team":"ops"}`, `[{"task":"T1","overdue":false},{"task":"T2","overdue":`+late+`}]`, 2)}
	}
	sends := func(n string) []testCall {
		return []testCall{
			countedCall("member_list", `{"club":"K"}`, "id,name\nM-1,Ono\nM-2,Sato\nM-3,Ueda", 3),
			okCall("sms_send", `{"to":["M-1","M-2","M-3"]}`, `{"sent":3,"failed":`+n+`}`),
		}
	}
	runTypedCases(t, []typedCase{
		{"zh refunds zero", "zh", "A-17 有退款吗？", refunds("0"), "订单 A-17 共 4 件商品，没有退款 {{receipt:c1}}。", FalseAbsence, false},
		{"zh refunds two", "zh", "A-17 有退款吗？", refunds("2"), "订单 A-17 共 4 件商品，没有退款 {{receipt:c1}}。", FalseAbsence, true},
		{"ja warnings empty", "ja", "b-88 のビルドは？", build("[]"), "b-88 のビルド結果を見ましたが、警告は一つもありませんでした {{receipt:c1}}。", FalseAbsence, false},
		{"ja warnings listed", "ja", "b-88 のビルドは？", build(`["deprecated api"]`), "b-88 のビルド結果を見ましたが、警告は一つもありませんでした {{receipt:c1}}。", FalseAbsence, true},
		{"hi errors zero", "hi", "web-3 कैसा है?", host("0"), "web-3 पर कोई त्रुटि नहीं मिली {{receipt:c1}}।", FalseAbsence, false},
		{"hi errors seven", "hi", "web-3 कैसा है?", host("7"), "web-3 पर कोई त्रुटि नहीं मिली {{receipt:c1}}।", FalseAbsence, true},
		{"es refunds zero", "es", "¿Hubo reembolsos en A-17?", refunds("0"), "El pedido A-17 tiene 4 artículos y no hay ningún reembolso {{receipt:c1}}.", FalseAbsence, false},
		{"es refunds three", "es", "¿Hubo reembolsos en A-17?", refunds("3"), "El pedido A-17 tiene 4 artículos y no hay ningún reembolso {{receipt:c1}}.", FalseAbsence, true},
		{"zh no item overdue", "zh", "ops 组的任务？", tasks("false"), "ops 组有 2 个任务，没有逾期的 {{receipt:c1}}。", FalseAbsence, false},
		{"zh an item overdue", "zh", "ops 组的任务？", tasks("true"), "ops 组有 2 个任务，没有逾期的 {{receipt:c1}}。", FalseAbsence, true},
		{"ja send failures zero", "ja", "K クラブに送って", sends("0"), "会員 3 名に送りました {{receipt:c1}}。送信エラーはありませんでした。", FalseAbsence, false},
		{"ja send failures one", "ja", "K クラブに送って", sends("1"), "会員 3 名に送りました {{receipt:c1}}。送信エラーはありませんでした。", FalseAbsence, true},
	})
}

// TestFieldValue reads a field whose name has the word as a part, and
// only as a part.
func TestFieldValue(t *testing.T) {
	for _, tt := range []struct {
		f, w string
		want int
	}{
		{`{"failed_count": 0}`, "failed", fieldNone},
		{`{"sms_failed":2}`, "failed", fieldSome},
		{`{"latest":0,"late":null}`, "late", fieldNone},
		{`{"latest":3}`, "late", fieldAbsent},
		{"alarms: none\nlast: 09:00", "alarms", fieldNone},
		{`{"state":"overdue"}`, "overdue", fieldSome},
		{`{"next_due":"2031-04-01"}`, "due", fieldAbsent},
		{`{"conflicts":[{"a":1}]}`, "conflicts", fieldSome},
	} {
		if got := fieldValue(tt.f, tt.w); got != tt.want {
			t.Errorf("fieldValue(%q, %q) = %d, want %d", tt.f, tt.w, got, tt.want)
		}
	}
	for _, tt := range []struct {
		s, w string
		want bool
	}{
		{"सभी प्लेटलेट ठीक", "लेट", false},
		{"कोई लेट नहीं", "लेट", true},
		{"hay 2 vencidos", "vencid", true},
		{"los invencidos", "vencid", false},
		{"没有逾期", "逾期", true},
	} {
		if got := glossIndex(tt.s, tt.w) >= 0; got != tt.want {
			t.Errorf("glossIndex(%q, %q) found %v, want %v", tt.s, tt.w, got, tt.want)
		}
	}
}
