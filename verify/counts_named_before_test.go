package verify

import (
	"encoding/json"
	"testing"
)

// TestNamedBeforeCount: a count right after the members it names, as
// many as it says ("只有王芳和刘洋两位"), counts those members, even where
// the sentence cites another call's receipt; a count that names fewer
// members than it says, or none, is still held to the result.
func TestNamedBeforeCount(t *testing.T) {
	one, five := 1, 5
	for _, tt := range []struct {
		name, lang, reply string
		want              bool
	}{
		{"zh 和 两位", "zh", "需要2名 {{receipt:c2}}。其中会开叉车的只有王芳和刘洋两位。", false},
		{"zh 、和 这三个", "zh", "需要2名 {{receipt:c2}}。能上夜班的是王芳、刘洋和赵敏这三个人。", false},
		{"zh names fewer", "zh", "需要2名 {{receipt:c2}}。能上夜班的是王芳和刘洋这三个人。", true},
		{"zh no names", "zh", "夜班名单上有四位 {{receipt:c1}}。", true},
		{"ja と の", "ja", "必要人数は2名です {{receipt:c2}}。フォークリフトを運転できるのは田中と佐藤の2名です。", false},
	} {
		tc := testCase{ID: "x", Lang: tt.lang, Request: "今晚人够吗？", Reply: tt.reply, Tools: []string{"roster", "forecast"},
			Calls: []testCall{
				{ID: "c1", Tool: "roster", Args: json.RawMessage(`{"shift":"night"}`), Status: "ok", Result: `["王芳","刘洋","赵敏","田中","佐藤"]`, Count: &five},
				{ID: "c2", Tool: "forecast", Args: json.RawMessage(`{"shift":"night"}`), Status: "ok", Result: `{"required":2}`, Count: &one}}}
		r, rec := build(t, tc)
		got := false
		for _, f := range Check(r, rec).Findings {
			got = got || f.Type == CountMismatch
		}
		if got != tt.want {
			t.Errorf("%s: count_mismatch %v, want %v", tt.name, got, tt.want)
		}
	}
}
