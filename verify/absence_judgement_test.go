package verify

import "testing"

// TestConcernJudged: an absence of anything wrong over an inspection note
// whose lines show no problem is a judgement, not an empty result; the same
// judgement over a note with a failure line, and a plain absence of the
// note's items, stay false absences.
func TestConcernJudged(t *testing.T) {
	const ok = "Inspection 2026-05-11, engineer T. Moss\nBoiler B2: pressure 1.4 bar\nFlue: clear\nValves: serviced"
	const bad = "Inspection 2026-05-11, engineer T. Moss\nBoiler B2: pressure 1.4 bar\nFlue: FAILED smoke test\nValves: serviced"
	for _, tt := range []struct {
		name, lang, reply, res string
		want                   bool
	}{
		{"en nothing of concern", "en", "T. Moss serviced the valves {{receipt:c1}}. Nothing of concern was found.", ok, false},
		{"en plain, held", "en", "The inspection note {{receipt:c1}}: nothing was found.", ok, true},
		{"es nada preocupante", "es", "T. Moss revisó las válvulas {{receipt:c1}}. No encontró nada preocupante.", ok, false},
		{"zh 问题 head", "zh", "T. Moss 检修了阀门 {{receipt:c1}}，没有发现需要处理的问题。", ok, false},
		{"zh 问题 modifier, held", "zh", "T. Moss 检修了阀门 {{receipt:c1}}，没有发现问题记录。", ok, true},
		{"ja 問題は", "ja", "T. Mossさんがバルブを点検しました {{receipt:c1}}。特に問題は見つかっていません。", ok, false},
		{"ja 問題は, failed line", "ja", "T. Mossさんがバルブを点検しました {{receipt:c1}}。特に問題は見つかっていません。", bad, true},
		{"hi चिंताजनक", "hi", "T. Moss ने वाल्व की सर्विस की {{receipt:c1}}। कुछ चिंताजनक नहीं मिला।", ok, false},
		{"hi plain, held", "hi", "जाँच नोट देखा {{receipt:c1}}: कुछ नहीं मिला।", ok, true},
	} {
		if got := absenceFlaggedFor(t, tt.lang, "Anything from the boiler inspection?", `{"unit": "B2"}`, tt.res, tt.reply); got != tt.want {
			t.Errorf("%s: flagged = %v, want %v", tt.name, got, tt.want)
		}
	}
}

// TestProblemLinePrivative: a problem word its own language denies on the
// line (異常なし, 未见异常, त्रुटि नहीं) marks no problem; the bare word does.
func TestProblemLinePrivative(t *testing.T) {
	for _, tt := range []struct {
		line string
		want bool
	}{
		{"蹄: 異常なし", false},
		{"エラーはありません", false},
		{"血检：未见异常", false},
		{"检查结果：无异常", false},
		{"लॉग: कोई त्रुटि नहीं", false},
		{"蹄: 異常あり", true},
		{"血检：发现异常", true},
		{"लॉग: त्रुटि 3 बार", true},
	} {
		if got := problemLine(tt.line) != ""; got != tt.want {
			t.Errorf("%q: problem = %v, want %v", tt.line, got, tt.want)
		}
	}
}
