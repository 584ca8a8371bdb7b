package verify

import "testing"

func TestMagnitudeStart(t *testing.T) {
	for _, m := range magnitudes {
		if !magnitudeStart(m.word[0]) {
			t.Errorf("magnitude %q: magnitudeStart(%#x) is false, so it is never read", m.word, m.word[0])
		}
	}
}
