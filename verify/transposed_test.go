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

// TestKeyedValue checks keyedValue's reading of a key's line, which it
// finds moving forward only (see keyedValue).
func TestKeyedValue(t *testing.T) {
	tests := []struct {
		res, key string
		want     float64
		ok       bool
	}{
		{"东京 | 8412\n大阪 | 5170\n", "大阪", 5170, true},
		{"osaka\t5,170 units\n", "osaka", 5170, true},
		{"x osaka 12\nosaka | 7\n", "osaka", 7, true},       // the first occurrence is no line's first field
		{"osaka | 7\nosaka | 8\n", "osaka", 0, false},       // the key on two lines
		{"osakafu | 7\n", "osaka", 0, false},                // a longer key
		{"osaka | 7 and 8\n", "osaka", 0, false},            // no single value
		{"a osaka b osaka c osaka | 9", "osaka", 0, false},  // one long line: never a first field
		{"a osaka b\nosaka | 9\nc osaka", "osaka", 9, true}, // line starts found moving forward
	}
	for _, tt := range tests {
		got, ok := keyedValue(tt.res, tt.key)
		if got != tt.want || ok != tt.ok {
			t.Errorf("keyedValue(%q, %q) = %v, %v; want %v, %v", tt.res, tt.key, got, ok, tt.want, tt.ok)
		}
	}
}
