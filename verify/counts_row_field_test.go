package verify

import "testing"

// TestRowCodeFieldCount covers a row named by a two-byte code of a letter
// and a digit (counts_row_field.go): "L3 had 9" reads that row's field; the
// same number under a code of a row that holds another is still a
// miscount.
func TestRowCodeFieldCount(t *testing.T) {
	const lines = " line | reports | minutes\n L1 | 3 | 25\n L2 | 5 | 40\n L3 | 7 | 62\n"
	var cases []typedCase
	for _, tt := range []struct {
		name, lang, request, reply string
		want                       bool
	}{
		{"ja row", "ja", "ライン別の報告は？", "L3が7件で最多でした {{receipt:c1}}。", false},
		{"ja wrong row", "ja", "ライン別の報告は？", "L1が7件で最多でした {{receipt:c1}}。", true},
		{"zh row", "zh", "各条线的报告有多少？", "L3 线有 7 条 {{receipt:c1}}。", false},
		{"zh wrong row", "zh", "各条线的报告有多少？", "L1 线有 7 条 {{receipt:c1}}。", true},
	} {
		cases = append(cases, typedCase{tt.name, tt.lang, tt.request, []testCall{countedCall("sql_query", `{"query":"SELECT line, reports, minutes FROM line_stats"}`, lines, 4)}, tt.reply, CountMismatch, tt.want})
	}
	runTypedCases(t, cases)
}
