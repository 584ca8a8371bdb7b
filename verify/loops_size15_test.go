package verify

import (
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// The size pass size15 replaced range-over-func loops and a generic sort
// by plain code; these tests hold each replacement to what it replaced.

func TestSortFloatsAsSlicesSort(t *testing.T) {
	r := rand.New(rand.NewPCG(15, 15))
	special := []float64{0, math.Copysign(0, -1), math.Inf(1), math.Inf(-1), math.NaN(), math.MaxFloat64, -math.MaxFloat64,
		math.SmallestNonzeroFloat64, -math.SmallestNonzeroFloat64, 1, -1, 0.5, -0.5}
	for n := range 200 {
		xs := make([]float64, n%40)
		for i := range xs {
			switch r.IntN(4) {
			case 0:
				xs[i] = special[r.IntN(len(special))]
			case 1:
				xs[i] = float64(r.IntN(20) - 10)
			default:
				xs[i] = (r.Float64() - 0.5) * math.Pow(10, float64(r.IntN(40)-20))
			}
		}
		want := slices.Clone(xs)
		slices.Sort(want)
		got := slices.Clone(xs)
		sortFloats(got)
		for i := range want {
			// -0 and +0 are equal to slices.Sort and may swap places.
			if w, g := want[i], got[i]; !(w == g || math.IsNaN(w) && math.IsNaN(g)) {
				t.Fatalf("sortFloats(%v) = %v, want %v", xs, got, want)
			}
		}
	}
}

func TestLoopHelpersAsIterators(t *testing.T) {
	texts := []string{"", "a", "\n", "a\n", "a\nb", "a\n\nb\n", " x  y\tz\u00a0w\u2003v ", "\xffa b\xfe", "|a||b|", "日本 語\n中文"}
	for _, s := range texts {
		var want, got []string
		for l := range strings.Lines(s) {
			want = append(want, l)
		}
		for l, rest := cutLine(s); l != ""; l, rest = cutLine(rest) {
			got = append(got, l)
		}
		if !slices.Equal(got, want) {
			t.Errorf("cutLine lines of %q = %q, want %q", s, got, want)
		}

		want, got = nil, nil
		for f := range strings.FieldsSeq(s) {
			want = append(want, f)
		}
		for f, rest := nextSpaceField(s); f != ""; f, rest = nextSpaceField(rest) {
			got = append(got, f)
		}
		if !slices.Equal(got, want) {
			t.Errorf("nextSpaceField fields of %q = %q, want %q", s, got, want)
		}

		want, got = nil, nil
		for f := range strings.FieldsFuncSeq(s, notWordRune) {
			want = append(want, f)
		}
		for f, rest := nextFieldFunc(s, notWordRune); f != ""; f, rest = nextFieldFunc(rest, notWordRune) {
			got = append(got, f)
		}
		if !slices.Equal(got, want) {
			t.Errorf("nextFieldFunc fields of %q = %q, want %q", s, got, want)
		}

		for _, sep := range []string{"\n", "|", ";", "/"} {
			want, got = nil, nil
			for p := range strings.SplitSeq(s, sep) {
				want = append(want, p)
			}
			for rest, more := s, true; more; {
				var p string
				p, rest, more = cutByte(rest, sep[0])
				got = append(got, p)
			}
			if !slices.Equal(got, want) {
				t.Errorf("cut pieces of %q at %q = %q, want %q", s, sep, got, want)
			}
		}
	}
}
