package verify

import (
	"encoding/json"
	"testing"
)

// TestAbsenceScopeDate: the day a reply says it found nothing on is no
// date the result must hold. (Whether the absence itself is read as one
// of the day or of the whole result is the absence rules' concern: this
// test asks only about the date.)
func TestAbsenceScopeDate(t *testing.T) {
	result := "2024-12-02 (Mon) 09:30  内科  山本 医師  定期検診\n2024-12-07 (Sat) 11:00  整形外科  河合 医師  リハビリ"
	for _, tc := range []struct {
		reply   string
		wantHit bool
	}{
		{"- **12月2日（月）午前9時半** 内科・山本先生\n- **12月7日（土）午前11時** 整形外科・河合先生\n\n金曜日（12月6日）には病院の予約は入っていません。{{receipt:c1}}", false},
		{"- **12月2日（月）午前9時半** 内科・山本先生\n- **12月7日（土）午前11時** 整形外科・河合先生\n\n金曜日（12月6日）には眼科の予約が入っています。{{receipt:c1}}", true},
	} {
		c := testCase{ID: "absence-day", Lang: "ja", Request: "来週の病院の予約を確認して。金曜は空いてる？", Tools: []string{"hospital_appointments"}, Reply: tc.reply}
		c.Calls = append(c.Calls, testCall{ID: "c1", Tool: "hospital_appointments", Args: json.RawMessage(`{"from":"2024-12-02","to":"2024-12-08"}`), Status: "ok", Result: result})
		text, rec := build(t, c)
		hit := false
		for _, f := range Check(text, rec).Findings {
			hit = hit || f.Rule == "fact/date"
		}
		if hit != tc.wantHit {
			t.Errorf("%q: fact/date found %v, want %v", tc.reply, hit, tc.wantHit)
		}
	}
}

// TestISOStampZone checks which stamps isoStamp reads as zoned: an offset
// of at most 14 hours, and a "-" after a space-written stamp's minutes is
// a range's dash, not a western offset.
func TestISOStampZone(t *testing.T) {
	for _, tc := range []struct {
		text        string
		zoned, ok   bool
		wantUTCHour int
	}{
		{"2025-03-10t22:40:00-05:00", true, true, 3},
		{"2025-03-10t22:40-05:00", true, true, 3},
		{"2025-03-10 22:40:00+09:00", true, true, 13},
		{"2025-03-10 22:40-23:10", false, true, 22}, // a time range
		{"2025-03-10 10:00-11:00", false, true, 10}, // a range too, though 11 could be an offset
		{"2025-03-10t22:40:00-23:10", false, true, 22},
		{"2025-03-10 22:40z", true, true, 22},
		{"2025-13-10 22:40", false, false, 0},
	} {
		got, zoned, ok := isoStamp(tc.text, 0)
		if zoned != tc.zoned || ok != tc.ok || ok && got.Hour() != tc.wantUTCHour {
			t.Errorf("isoStamp(%q) = %v, zoned %v, ok %v; want hour %d, zoned %v, ok %v", tc.text, got, zoned, ok, tc.wantUTCHour, tc.zoned, tc.ok)
		}
	}
}
