package verify

import "testing"

// TestMarkedLabel: a judgement word after a verb of marking is a label a
// record can carry, so the absence stands; the bare judgement stays one.
func TestMarkedLabel(t *testing.T) {
	const accts = `[{"acct":"A-1","flag":"anomaly","note":"异常"},{"acct":"A-2","flag":"none"}]`
	runAbsenceCases(t, []absenceCase{
		{"zh marked anomalous", "zh", "有账户被标记异常吗？", "acct_list", `{"all":true}`, accts, 2,
			"没有任何账户被标记异常{{receipt:c1}}。", true},
		{"zh judgement", "zh", "账户情况怎么样？", "acct_list", `{"all":true}`, accts, 2,
			"看了两个账户{{receipt:c1}}，没发现什么异常。", false},
		{"en flagged as unusual", "en", "Is any account flagged?", "acct_list", `{"all":true}`, `[{"account":"A-1","flag":"unusual"}]`, 1,
			"No account is flagged as unusual {{receipt:c1}}.", true},
		{"en looks unusual", "en", "How are the accounts?", "acct_list", `{"all":true}`, `[{"acct":"A-1","flag":"unusual"}]`, 1,
			"Nothing looks unusual in the accounts {{receipt:c1}}.", false},
		{"ja marked", "ja", "異常フラグの口座はありますか？", "acct_list", `{"all":true}`, `[{"口座":"A-1","フラグ":"異常"}]`, 1,
			"異常としてマークされた口座はありません{{receipt:c1}}。", true},
	})
}
