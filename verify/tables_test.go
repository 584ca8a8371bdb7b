package verify

import "testing"

func TestMagnitudeStart(t *testing.T) {
	for _, m := range magnitudes {
		if !magnitudeStart(m.word[0]) {
			t.Errorf("magnitude %q: magnitudeStart(%#x) is false, so it is never read", m.word, m.word[0])
		}
	}
}

// TestMayEnd keeps mayEnd in step with the runes appendClauses ends clauses at.
func TestMayEnd(t *testing.T) {
	for _, r := range "\n.!?;。！？；।॥" {
		if b := string(r)[0]; !mayEnd[b] {
			t.Errorf("%q: mayEnd[%#x] is false, so appendClauses never ends a clause at it", r, b)
		}
	}
}
