package verify

import "testing"

// TestLineNamedIn: a line is named by a word that tells it from the
// other timed lines, not by a function word or a word they all hold.
func TestLineNamedIn(t *testing.T) {
	meetings := []string{"2025-06-03 09:00-10:00  budget meeting — finance", "2025-06-03 14:00-15:00  design meeting — atlas", "attendees: 4"}
	talks := []string{"09:00-10:00 talk about pricing", "14:00-15:00 design review"}
	zh := []string{"09:00-10:00 预算评审 会议室a", "14:00-15:00 设计同步 会议室a"}
	for _, tc := range []struct {
		l, s  string
		lines []string
		named bool
	}{
		{meetings[0], "the budget meeting is at 10:00", meetings, true},
		{meetings[1], "the budget meeting is at 10:00", meetings, false},
		{meetings[1], "the design meeting is at 14:00", meetings, true},
		{meetings[0], "la reunión de finance a las 10:00", meetings, true},
		{talks[0], "nothing else to know about it, 10:00", talks, false},
		{talks[0], "the pricing talk is at 09:00", talks, true},
		{zh[1], "预算评审在会议室a，10 点", zh, false},
		{zh[0], "预算评审在会议室a，10 点", zh, true},
		{meetings[0], "the meeting is at 10:00", meetings[:1], true},
	} {
		if got := lineNamedIn(tc.l, tc.s, tc.lines); got != tc.named {
			t.Errorf("lineNamedIn(%q, %q) = %v, want %v", tc.l, tc.s, got, tc.named)
		}
	}
}
