package verify

import "testing"

// TestDenialPlacePrep: a preposition after the denied verb opens where the
// act put its object; words before the verb, and the English article "a",
// are no place. "I didn't add a note" over a call that added a ticket tag
// names a note, which no call made: no contradiction.
func TestDenialPlacePrep(t *testing.T) {
	for _, tt := range []struct {
		name, reply string
		want        bool
	}{
		{"article a names the object", "I tagged the ticket {{receipt:c1}}. I didn't add a note to it.", false},
		{"the act's own object denied", "I didn't add the tag urgent {{receipt:c1}}.", true},
	} {
		src := `{"id": "x", "lang": "en", "request": "Tag ticket 42 as urgent.", "tools": ["ticket_tag_add", "ticket_note_add"], "calls": [{"id": "c1", "tool": "ticket_tag_add", "args": {"ticket": 42, "tag": "urgent"}, "status": "ok", "result": "{\"ticket\":42,\"tags\":[\"urgent\"]}"}], "reply": "` + tt.reply + `"}`
		got := false
		for _, f := range checkJSON(t, src).Findings {
			got = got || f.Type == DeniedCall
		}
		if got != tt.want {
			t.Errorf("%s: denied_call = %v, want %v", tt.name, got, tt.want)
		}
	}
}
