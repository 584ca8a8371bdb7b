package verify

import (
	"math/rand"
	"testing"
)

// TestResultDigitsIn checks the indexed search against digitsIn's scan on
// random results and numbers.
func TestResultDigitsIn(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	const alpha = "0123456789.,- ab"
	gen := func(n int) string {
		b := make([]byte, n)
		for i := range b {
			b[i] = alpha[rng.Intn(len(alpha))]
		}
		return string(b)
	}
	c := &check{}
	for iter := range 300 {
		c.buf.digitRuns = c.buf.digitRuns[:0]
		c.calls = []callInfo{{folded: gen(200 + iter)}}
		for q := range 40 {
			d := gen(1 + rng.Intn(6))
			if q%3 == 0 {
				d = "1" + d
			}
			sign := q%2 == 0
			signOK := func() bool { return sign }
			if got, want := c.resultDigitsIn(0, d, signOK), digitsIn(c.calls[0].folded, d, signOK); got != want {
				t.Fatalf("%q in %q: indexed %v, scan %v", d, c.calls[0].folded, got, want)
			}
		}
	}
}
