package verify

import (
	"fmt"
	"math"
	"math/rand"
	"testing"
)

// A comma followed by other than exactly three digits is a decimal comma
// in running text: "1,1842 €" is one number, 1.1842, not 1 and 1842.
func TestDecimalCommaProperty(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	for k := 0; k < 2000; k++ {
		ip := rng.Intn(1000)
		fd := 4 + rng.Intn(3) // four to six decimals
		frac := rng.Intn(int(math.Pow10(fd)))
		s := fmt.Sprintf("%d,%0*d", ip, fd, frac)
		want := float64(ip) + float64(frac)/math.Pow10(fd)
		for _, text := range []string{"£ = " + s + " €.", "tipo " + s + " hoy", "(" + s + ")", s} {
			ns := scanNumbers(text)
			var got []num
			for _, n := range ns {
				if len(n.vals) > 0 {
					got = append(got, n)
				}
			}
			if len(got) != 1 || !matchesAny(got[0].vals, want) {
				t.Fatalf("%q: got %+v, want one number %v", text, got, want)
			}
		}
	}
	fixed := []struct {
		text string
		want []float64 // one reading each number must hold
	}{
		{"1.234,56 €", []float64{1234.56}},
		{"12,5 %", []float64{12.5}},
		{"0,75", []float64{0.75}},
		{"1,234 items", []float64{1234}},
		{"03,12877,541,0.0420", []float64{3, 12877, 541, 0.042}}, // CSV fields stay apart
		{"[1,2345]", []float64{1, 2345}},                         // a list's fields
		{"24,87,310", []float64{2487310}},
	}
	for _, f := range fixed {
		ns := scanNumbers(f.text)
		if len(ns) != len(f.want) {
			t.Fatalf("%q: %d numbers, want %d", f.text, len(ns), len(f.want))
		}
		for i, w := range f.want {
			if !matchesAny(ns[i].vals, w) {
				t.Fatalf("%q: number %d reads %v, want %v", f.text, i, ns[i].vals, w)
			}
		}
	}
}

func matchesAny(vs []float64, w float64) bool {
	for _, v := range vs {
		if math.Abs(v-w) < 1e-9 {
			return true
		}
	}
	return false
}
