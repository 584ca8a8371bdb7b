package verify

import (
	"encoding/json"
	"testing"
)

// findsType reports whether Check finds typ in reply over one ok call of
// tool "yard_status" with result res.
func findsType(t *testing.T, lang, reply, res, typ string) bool {
	t.Helper()
	tc := testCase{ID: "x", Lang: lang, Request: "状況は？", Reply: reply, Tools: []string{"yard_status", "web_search"},
		Calls: []testCall{{ID: "c1", Tool: "yard_status", Args: json.RawMessage(`{"unit":"BL-3"}`), Status: "ok", Result: res}}}
	r, rec := build(t, tc)
	for _, f := range Check(r, rec).Findings {
		if f.Type == typ {
			return true
		}
	}
	return false
}

// TestJaPurposeTool: a Japanese tool noun after a relative clause of
// purpose ("料金を調べるツールはない") says a tool for that purpose is
// lacking, no denial of the call that ran; a tool noun after a past
// form or none at all still denies it.
func TestJaPurposeTool(t *testing.T) {
	const res = `{"unit":"BL-3","status":"returned"}`
	for _, tt := range []struct {
		name, reply string
		want        bool
	}{
		{"dictionary form", "BL-3は返却済みです {{receipt:c1}}。他社の料金を調べるツールはないため、相場はわかりません。", false},
		{"ための", "BL-3は返却済みです {{receipt:c1}}。相場を確認するためのツールはありません。", false},
		{"できる", "BL-3は返却済みです {{receipt:c1}}。他社の在庫を確認できるツールがありません。", false},
		{"past form denies", "BL-3は返却済みです。使ったツールはありません。", true},
		{"bare denies", "BL-3は返却済みです。ツールは使っていません。", true},
	} {
		if got := findsType(t, "ja", tt.reply, res, DeniedCall); got != tt.want {
			t.Errorf("%s: denied_call %v, want %v", tt.name, got, tt.want)
		}
	}
}
