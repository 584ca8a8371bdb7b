package verify

import (
	"math"
	"testing"

	"pgregory.net/rapid"
)

// TestPairsNearSame checks pairsNear, which searches from searchMin
// values, against trying every pair, over values of a reply's kind and
// numbers worked out from them or not.
func TestPairsNearSame(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var vals []float64
		// Sampled, not drawn from a range: rapid favours small numbers,
		// and the search needs searchMin values or more.
		for range rapid.SampledFrom([]int{0, 2, 15, 16, 17, 24, 32, 48}).Draw(t, "n") {
			v := float64(rapid.IntRange(-3000, 3000).Draw(t, "v")) / math.Pow(10, float64(rapid.IntRange(0, 2).Draw(t, "dec")))
			switch rapid.IntRange(0, 60).Draw(t, "odd") {
			case 58:
				v = 1e200 // its products overflow: no search
			case 59:
				v = 1e-200 // its ratios overflow: no search
			case 60:
				v = 0
			}
			vals = append(vals, v)
		}
		for q := range 40 {
			n := num{dec: rapid.IntRange(-1, 3).Draw(t, "ndec")}
			if len(vals) >= 2 && rapid.Bool().Draw(t, "fromPair") {
				a, b := vals[rapid.IntRange(0, len(vals)-1).Draw(t, "i")], vals[rapid.IntRange(0, len(vals)-1).Draw(t, "j")]
				x := rapid.SampledFrom([]float64{a + b, a - b, b - a, a * b, a / b, b / a}).Draw(t, "x")
				// Off by a little or by a rounding, or not at all.
				x += rapid.SampledFrom([]float64{0, 0.004, -0.004, 0.49, -0.51, 0.05, 1}).Draw(t, "off")
				n.vals = []float64{x}
				switch rapid.IntRange(0, 20).Draw(t, "oddn") {
				case 19:
					n.vals[0] = math.Inf(1) // no window holds it: scanned
				case 20:
					n.vals[0] = math.NaN()
				}
			} else {
				n.vals = []float64{float64(rapid.IntRange(-9000, 9000).Draw(t, "nv")) / 10}
			}
			if rapid.Bool().Draw(t, "two") {
				n.vals = append(n.vals, n.vals[0]*1000)
			}
			if got, want := pairsNear(&n, vals), pairsNearScan(&n, vals); got != want {
				t.Fatalf("question %d, number %v (dec %d) over %d values: pairsNear %v, every pair %v", q+1, n.vals, n.dec, len(vals), got, want)
			}
		}
	})
}

// TestPowTable holds pow's tables to math.Pow, bit for bit.
func TestPowTable(t *testing.T) {
	for _, b := range []float64{10, 1000, 1024} {
		for e := -6; e <= 6; e++ {
			if got, want := pow(b, e), math.Pow(b, float64(e)); math.Float64bits(got) != math.Float64bits(want) {
				t.Errorf("pow(%v, %d) = %v, math.Pow %v", b, e, got, want)
			}
		}
	}
}

// TestContainsFoldASCIISame checks containsFoldASCII's first-byte filter
// against trying every place, with the runes that fold to ASCII (ſ, the
// Kelvin sign) and invalid bytes among the letters.
func TestContainsFoldASCIISame(t *testing.T) {
	alpha := []string{"a", "b", "k", "s", "K", "S", "A", "-", "1", "ſ", "\u212a", "é", "\xff", " "}
	rapid.Check(t, func(t *rapid.T) {
		str := func(label string, max int) string {
			var b []byte
			for range rapid.IntRange(0, max).Draw(t, label+"-len") {
				b = append(b, rapid.SampledFrom(alpha).Draw(t, label)...)
			}
			return string(b)
		}
		s, w := str("s", 24), str("w", 4)
		if got, want := containsFoldASCII(s, w), containsFoldScan(s, w); got != want {
			t.Fatalf("containsFoldASCII(%q, %q) = %v, every place %v", s, w, got, want)
		}
	})
}
