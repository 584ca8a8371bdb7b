package verify

import (
	"encoding/json"
	"strings"
	"testing"
	"time"
)

// TestLargeReplyUnb27 bounds the unb27 readings on a 1 MB reply: a
// non-past Japanese sentence after a tool name, a Hindi obligation, and
// many Devanagari words read for an uncalled tool's name word.
func TestLargeReplyUnb27(t *testing.T) {
	ok := testCall{ID: "c1", Tool: "shipping_bill_status", Args: json.RawMessage(`{"container":"TGHU6022178"}`), Status: "ok", Result: "SB No: 4471823"}
	shell := testCall{ID: "c2", Tool: "shell", Args: json.RawMessage(`{"cmd":"pg_dump coop > /backup/ledger_2024-09-19.sql"}`), Status: "blocked", Result: "error: blocked"}
	for _, tc := range []struct {
		name, lang, unit string
	}{
		{"ja non-past", "ja", "send_noticeで一斉に送れます。" + strings.Repeat("あ", 100)},
		{"hi obligation", "hi", "`discard_unit` चलाना होगा। "},
		{"devanagari words", "hi", "मैंने ड्राफ़्ट कमला बिमला ट्रेसेबिलिटी निकाल लिया है। "},
	} {
		t.Run(tc.name, func(t *testing.T) {
			reply := strings.Repeat(tc.unit, largeReply()/len(tc.unit))
			checkLarge(t, tc.lang, "ड्राफ़्ट निकाल दो।", reply, []testCall{ok, shell}, 20*time.Second)
		})
	}
}

// TestDevaNameWord reads a tool name word in Devanagari by its skeleton.
func TestDevaNameWord(t *testing.T) {
	for _, tc := range []struct {
		reply, part, want string
	}{
		{"ड्राफ़्ट मैंने निकाल लिया है", "draft", "ड्राफ़्ट"},
		{"ट्रेसेबिलिटी सिस्टम में मिलान", "traceability", "ट्रेसेबिलिटी"},
		{"मैंने वॉलबोर्ड पर सूचना डाल दी", "wallboard", "वॉलबोर्ड"},
		{"ड्राफ़्ट मैंने निकाल लिया है", "drift", "ड्राफ़्ट"}, // vowels are not read
		{"ड्राफ़्ट मैंने निकाल लिया है", "craft", ""},
		{"मैंने स्टेटस देख लिया है", "status", ""}, // a word of reading names no record
		{"draft ready", "draft", ""}, // no Devanagari
	} {
		c := &check{folded: tc.reply}
		if got := c.devaNameWord(tc.part); got != tc.want {
			t.Errorf("devaNameWord(%q) in %q = %q, want %q", tc.part, tc.reply, got, tc.want)
		}
	}
}
