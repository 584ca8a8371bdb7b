package verify

import (
	"slices"
	"testing"
)

// A run verb with a word of state is a thing's state, not a command the
// speaker ran; the speaker's own run still claims a shell call.
func TestRunState(t *testing.T) {
	tank := countedCall("boiler_log", `{"unit": "B2", "night": "2026-02-11"}`, "02:10:05 B2 trip\n02:14:40 B2 reset\n03:47:12 B2 feed water low\n04:05:31 B2 job paused", 4)
	for _, tt := range []ninthCase{
		{"en ran low", "en", "How is boiler B2?", tank, true,
			"Two events:\n\n1. **02:10**: B2 tripped.\n2. **03:47**: cyan (inking unit 2) ran low, and at **04:05 the job was paused** waiting for a refill.", UnbackedToolClaim, false, ""},
		{"en running normally", "en", "How is boiler B2?", tank, true,
			"Since the reset, burner (stage 1) is running normally.", UnbackedToolClaim, false, ""},
		{"en the speaker ran a command", "en", "How is boiler B2?", tank, true,
			"I ran the purge command on B2; it is at 1.8 bar.", UnbackedToolClaim, true, ""},
		{"zh running normally", "zh", "B2 锅炉怎么样？", tank, true,
			"B2 目前运行正常，压力 1.8 bar。", UnbackedToolClaim, false, ""},
		{"zh normal running", "zh", "B2 锅炉怎么样？", tank, true,
			"B2 一直在正常运行，水位 12%。", UnbackedToolClaim, false, ""},
		{"zh the speaker ran a script", "zh", "B2 锅炉怎么样？", tank, true,
			"我运行了排污脚本，B2 压力 1.8 bar。", UnbackedToolClaim, true, ""},
	} {
		// A turn without a shell tool: "ran" is the built-in family.
		tc := testCase{ID: "x", Lang: tt.lang, Request: tt.request, Tools: []string{tt.call.Tool, "notify_staff"}, Calls: []testCall{tt.call}, Reply: tt.reply + " {{receipt:c1}}"}
		reply, rec := build(t, tc)
		got := slices.ContainsFunc(Check(reply, rec).Findings, func(f Finding) bool { return f.Type == tt.typ })
		if got != tt.want {
			t.Errorf("%s: %s found %v, want %v", tt.name, tt.typ, got, tt.want)
		}
	}
}
