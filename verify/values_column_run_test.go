package verify

import "testing"

// TestColumnRunSum: a sum of a column over neighbouring rows, or over all
// rows but one, is the reply's working; a one-digit edit of a row's value
// that is no such sum is still a misread.
func TestColumnRunSum(t *testing.T) {
	const waste = "producto,kg_comprado,kg_merma\ncorvina,47,5.2\nlenguado,18,1.9\nbonito,12,2.1\ncojinova,15,1.4\npulpo,8.5,0.6\n"
	const groups = "time,group,people\n09:30,A小学校,40\n10:00,B小学校,68\n10:30,XingHe Travel,28\n11:00,C中学校,17\n13:00,D旅行,25\n14:00,E会,20\n"
	for _, tt := range []struct {
		name, lang, res, reply string
		want                   bool
	}{
		{"es all rows but one", "es", waste, "De los 92 kg de pescado comprados se perdieron 10,6 kg {{receipt:c1}}.", false},
		{"ja neighbouring rows", "ja", groups, "午前中に集中していて、9:30〜11:00の4件で153名です {{receipt:c1}}。", false},
		{"en neighbouring rows", "en", waste, "Corvina and lenguado together came to 65 kg bought {{receipt:c1}}.", false},
		{"es a slip of a row", "es", waste, "| Pescado | Comprado |\n|---|---|\n| Corvina | 74 kg |\n| Lenguado | 18 kg |\n\n{{receipt:c1}}", true},
	} {
		rep := checkCalls(t, tt.lang, "?", tt.reply, []testCall{okCall("file_read", `{"path":"log.csv"}`, tt.res)})
		if got := hasFinding(rep, FactMismatch, ""); got != tt.want {
			t.Errorf("%s: fact_mismatch %v, want %v", tt.name, got, tt.want)
		}
	}
}
