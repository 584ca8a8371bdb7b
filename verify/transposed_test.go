package verify

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"
)

// TestDigitSignature checks the key transposedOf narrows its search by:
// two digit strings share a signature exactly when one is the other's
// digits reordered and their decimals agree (below the cap of 15).
func TestDigitSignature(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for range 5000 {
		a := []byte(strconv.Itoa(r.IntN(1_000_000)))
		b := slices.Clone(a)
		r.Shuffle(len(b), func(i, j int) { b[i], b[j] = b[j], b[i] })
		da, db := r.IntN(3), r.IntN(3)
		if got, want := digitSignature(a, da) == digitSignature(b, db), da == db; got != want {
			t.Fatalf("%s (dec %d) and its reordering %s (dec %d): same signature %v, want %v", a, da, b, db, got, want)
		}
		c := []byte(strconv.Itoa(r.IntN(1_000_000)))
		sorted := func(s []byte) string { s = slices.Clone(s); slices.Sort(s); return string(s) }
		if got, want := digitSignature(a, 0) == digitSignature(c, 0), sorted(a) == sorted(c); got != want {
			t.Fatalf("%s and %s: same signature %v, want %v", a, c, got, want)
		}
	}
}
