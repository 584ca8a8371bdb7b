package verify

import (
	"encoding/json"
	"testing"
)

// absenceFlagged reports whether Check gives reply a false_absence over
// one ok call of tool "agenda" with result res and args args.
func absenceFlagged(t *testing.T, lang, args, res, reply string) bool {
	t.Helper()
	return absenceFlaggedFor(t, lang, "这周窑炉有哪些保养？", args, res, reply)
}

// absenceFlaggedFor is absenceFlagged with the user's request.
func absenceFlaggedFor(t *testing.T, lang, req, args, res, reply string) bool {
	t.Helper()
	rb, _ := json.Marshal(res)
	rp, _ := json.Marshal(reply)
	rq, _ := json.Marshal(req)
	src := `{"id": "x", "lang": "` + lang + `", "request": ` + string(rq) + `, "tools": ["agenda", "notes"], "calls": [{"id": "c1", "tool": "agenda", "args": ` + args + `, "status": "ok", "result": ` + string(rb) + `}], "reply": ` + string(rp) + `}`
	var tc testCase
	if err := json.Unmarshal([]byte(src), &tc); err != nil {
		t.Fatal(err)
	}
	r, rec := build(t, tc)
	for _, f := range Check(r, rec).Findings {
		if f.Type == FalseAbsence {
			return true
		}
	}
	return false
}

// TestAbsentWeekday: an absence scoped to a weekday or a month is true
// when no dated item falls on it, and stays false when one does.
func TestAbsentWeekday(t *testing.T) {
	const rng = `{"from": "2027-02-01", "to": "2027-02-07"}`
	monTue := "2027-02-01 09:00 kiln firing\n2027-02-02 14:00 glaze batch"
	monSat := "2027-02-01 09:00 kiln firing\n2027-02-06 14:00 glaze batch"
	for _, tt := range []struct {
		name, lang, res, reply string
		want                   bool
	}{
		{"en day empty", "en", monTue, "Firing on Monday {{receipt:c1}}. There are no events on Saturday.", false},
		{"en day held", "en", monSat, "Firing on Monday {{receipt:c1}}. There are no events on Saturday.", true},
		{"es month empty", "es", monTue, "Hay dos eventos {{receipt:c1}}. En marzo no hay ningún evento.", false},
		{"es month held", "es", monTue, "Hay dos eventos {{receipt:c1}}. En febrero no hay ningún evento.", true},
		{"hi day empty", "hi", monTue, "सोमवार को काम है {{receipt:c1}}। शनिवार को कोई इवेंट नहीं है।", false},
		{"hi day held", "hi", monSat, "सोमवार को काम है {{receipt:c1}}। शनिवार को कोई इवेंट नहीं है।", true},
		{"ja day empty", "ja", monTue, "土曜の予定はありません {{receipt:c1}}。", false},
		{"ja day held", "ja", monSat, "土曜の予定はありません {{receipt:c1}}。", true},
		{"zh nearest day", "zh", "2027-02-01 一号窑 保养\n2027-02-02 二号窑 换砖", "一号窑周一保养 {{receipt:c1}}，周日没有保养安排。", false},
		{"zh nearest day held", "zh", "2027-02-01 一号窑 保养\n2027-02-07 二号窑 换砖", "一号窑周一保养 {{receipt:c1}}，周日没有保养安排。", true},
		// "may" as a verb names no month; a day across a colon scopes
		// another statement.
		{"en modal may", "en", "2027-05-03 09:00 kiln firing", "No events came up {{receipt:c1}}; they may be logged elsewhere.", true},
		{"en day across colon", "en", monTue, "Good news for Saturday: there were no events at all this week {{receipt:c1}}.", true},
	} {
		if got := absenceFlagged(t, tt.lang, rng, tt.res, tt.reply); got != tt.want {
			t.Errorf("%s: flagged %v, want %v", tt.name, got, tt.want)
		}
	}
	// A call given that one day asked for its items: they are the day's.
	if !absenceFlagged(t, "en", `{"date": "2027-02-06"}`, "09:00 kiln firing", "There are no events on Saturday {{receipt:c1}}.") {
		t.Error("a call of that day alone: want flagged")
	}
}
