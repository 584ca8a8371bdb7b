package verify

import "testing"

// The code review of the tenth session's checker changes (rev11): each
// test held a fault of that code before its fix.

// suggestAfterOwnDenial asks modalAt with the clause's modal mark lifted
// and must put the mark back as it found it: a clause made modal by its
// hedges only (a suggestion after a dash leaves the clause unmarked) must
// not come out marked, which would silence every later check of it.
func TestSuggestAfterOwnDenialKeepsModal(t *testing.T) {
	text := "i didn't run anything on it — you could check it yourself"
	c := &check{folded: text}
	for _, was := range []bool{false, true} {
		in := &info{clause: clause{span: span{0, len(text)}}, suggest: true, modal: was}
		u := hit{span: span{2, 12}}
		c.suggestAfterOwnDenial(in, u)
		if in.modal != was {
			t.Errorf("modal %v before, %v after", was, in.modal)
		}
	}
}
