package verify

import "testing"

// TestRangeCount covers a count written as a range (counts_range.go): right
// when the result's count lies between its bounds, a miscount when none
// does.
func TestRangeCount(t *testing.T) {
	const pods = "name  status\napi-1  idle\napi-2  idle\napi-3  idle\n"
	var cases []typedCase
	for _, tt := range []struct {
		name, lang, request, reply string
		want                       bool
	}{
		{"en dash holds", "en", "How many idle pods are there?", "There are 2–4 idle pods {{receipt:c1}}.", false},
		{"en dash misses", "en", "How many idle pods are there?", "There are 5–7 idle pods {{receipt:c1}}.", true},
		{"es a holds", "es", "¿Cuántos pods libres hay?", "Hay de 2 a 3 contenedores libres {{receipt:c1}}.", false},
		{"zh tilde holds", "zh", "有几个空闲的 pod？", "空闲的 pod 有 3～5 个 {{receipt:c1}}。", false},
		{"zh tilde misses", "zh", "有几个空闲的 pod？", "空闲的 pod 有 6～8 个 {{receipt:c1}}。", true},
		{"ja wave holds", "ja", "空いてるpodは何個？", "空いているpodは2〜3個です {{receipt:c1}}。", false},
		{"hi dash holds", "hi", "कितने pod खाली हैं?", "3–5 pod खाली हैं, कुल 3–4 कंटेनर {{receipt:c1}}।", false},
	} {
		cases = append(cases, typedCase{tt.name, tt.lang, tt.request, []testCall{countedCall("kubectl", `{"cmd":"get pods"}`, pods, 3)}, tt.reply, CountMismatch, tt.want})
	}
	runTypedCases(t, cases)
}
