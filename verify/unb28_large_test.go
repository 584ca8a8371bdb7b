package verify

import (
	"encoding/json"
	"strings"
	"testing"
	"time"
)

// TestLargeReplyUnb28: a reply of tool words written in Devanagari over a
// large result (devaDataWord reads each result's head, within
// maxDevaScans), and of 開いて states (jaOpenState looks back a bounded
// stretch), stays linear.
func TestLargeReplyUnb28(t *testing.T) {
	offered := testCall{ID: "c2", Tool: "traceability_check", Args: json.RawMessage(`{}`), Status: "error", Result: "error: down"}
	ok := testCall{ID: "c1", Tool: "qc_results", Args: json.RawMessage(`{"result":"fail"}`), Status: "ok",
		Result: strings.Repeat("porosity at the BB shell terminal ", largeReply()/34)}
	for _, tc := range []struct {
		name, lang, unit string
	}{
		{"devanagari data words", "hi", "मैंने BB शेल और टर्मिनल कमांड चलाया। "},
		{"ja open state", "ja", "2件がまだ開いています。ファイルを開いています。"},
		{"katakana words", "ja", "トレーサビリティも照会して、サビリティトレーを見て、"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			reply := strings.Repeat(tc.unit, largeReply()/len(tc.unit))
			checkLarge(t, tc.lang, "फ़ेल फ़्रेम बताओ।", reply, []testCall{ok, offered}, 20*time.Second)
		})
	}
}

// TestDevaDataWord reads a Devanagari tool word as a result's English
// word by its skeleton.
func TestDevaDataWord(t *testing.T) {
	for _, tc := range []struct {
		word, result string
		want         bool
	}{
		{"शेल", "porosity at BB shell", true},
		{"टर्मिनल", "terminal: NSICT", true},
		{"शेल", "porosity at BB frame", false},
		{"शेल", "shel", false}, // a word of four letters is too short to tell
		{"टर्मिनल", "timeline", false},
	} {
		c := &check{calls: []callInfo{{ok: true, folded: tc.result}}}
		if got := c.devaDataWord(tc.word); got != tc.want {
			t.Errorf("devaDataWord(%q) over %q = %v, want %v", tc.word, tc.result, got, tc.want)
		}
	}
}

// TestKanaNameWord reads a tool name word in katakana by its skeleton.
func TestKanaNameWord(t *testing.T) {
	for _, tc := range []struct {
		reply, part, want string
	}{
		{"トレーサビリティも照会して", "traceability", "トレーサビリティ"},
		{"ダッシュボードを見ました", "dashboard", "ダッシュボード"},
		{"ロジスティクスを確認", "logistics", "ロジスティクス"},
		{"トレーサビリティも照会して", "tractability", ""},
		{"ステータスを見ました", "status", ""},            // a word of reading names no record
		{"traceability ok", "traceability", ""}, // no kana
	} {
		c := &check{folded: tc.reply}
		if got := c.kanaNameWord(tc.part); got != tc.want {
			t.Errorf("kanaNameWord(%q) in %q = %q, want %q", tc.part, tc.reply, got, tc.want)
		}
	}
}
