package verify

import "testing"

// TestDen20Helpers covers the small readings of denial_bound_acts.go: what
// an identifier of a call's arguments is, Chinese act verbs inside longer
// words, a Hindi "और" after a verb, and an anchor inside a longer token.
func TestDen20Helpers(t *testing.T) {
	for _, tc := range []struct {
		tok  string
		date bool
	}{{"2025-12-06", true}, {"06-12-2025", true}, {"20251206", true}, {"1234-567890", false}, {"ra-559911", false}, {"4455-112233", false}} {
		if got := dateToken(tc.tok); got != tc.date {
			t.Errorf("dateToken(%q) = %v, want %v", tc.tok, got, tc.date)
		}
	}
	ids, n := argIdents(`{"to": "customer:ra-559911", "date": "2026-03-02", "text": "call 0161"}`, 1)
	if n != 2 || ids[0] != "ra-559911" || ids[1] != "0161" {
		t.Errorf("argIdents = %q", ids[:n])
	}
	for _, tc := range []struct {
		term, rest string
		noun       bool
	}{{"还没有发", "现问题", true}, {"还没有发", "——需要确认", false}, {"还没发", "给他", false}, {"还没发", "票", true},
		{"没有联系", "方式", true}, {"没有联系", "客户", false}} {
		if got := zhActNoun(tc.term, tc.rest); got != tc.noun {
			t.Errorf("zhActNoun(%q, %q) = %v, want %v", tc.term, tc.rest, got, tc.noun)
		}
	}
	for _, tc := range []struct {
		s    string
		want bool
	}{{"मैंने कुछ नहीं बदला और कोई कमांड नहीं चलाई", true}, {"मैंने और कोई टूल नहीं चलाया", false},
		{"रोस्टर देखा है और कोई कमांड नहीं", true}} {
		if got := hiClauseAnd(tc.s, "और कोई"); got != tc.want {
			t.Errorf("hiClauseAnd(%q) = %v, want %v", tc.s, got, tc.want)
		}
	}
	for _, tc := range []struct {
		win, a, args string
		want         bool
	}{{"ゲートウェイ gw-odori-2 が応答せず", "odori", `{"venue": "odori"}`, false},
		{"odori の登録は確認していません", "odori", `{"venue": "odori"}`, true},
		{"i didn't open kubernetes.io", "kubernetes", `{"url": "https://kubernetes.io/docs"}`, true}} {
		if got := anchorTokenIn(tc.win, tc.a, tc.args); got != tc.want {
			t.Errorf("anchorTokenIn(%q, %q) = %v, want %v", tc.win, tc.a, got, tc.want)
		}
	}
}
