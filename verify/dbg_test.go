package verify

import "testing"

func TestDbgNums(t *testing.T) {
	for _, s := range []string{"2024-03,12877,541,0.0420", "month,active_start,churned,churn_rate\n2024-01,12040,518,0.0430"} {
		for _, n := range scanNumbers(foldCase(s)) {
			t.Logf("%q vals=%v dec=%d glued=%v inDate=%v", s[n.start:n.end], n.vals, n.dec, n.glued, n.inDate)
		}
	}
}
