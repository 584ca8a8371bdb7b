package verify

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestCodeRunsByDigit holds nextCodeRun, which steps to the next digit
// eight bytes at a time, to the plain walk over every run of identByte
// bytes: the same codes, in the same order.
func TestCodeRunsByDigit(t *testing.T) {
	plain := func(s string) (out []string) {
		for i := 0; i < len(s); {
			if identClass[s[i]] == 0 {
				i++
				continue
			}
			j, cl := i, uint8(0)
			for j < len(s) && identClass[s[j]] != 0 {
				cl |= identClass[s[j]]
				j++
			}
			if w := s[i:j]; cl&2 != 0 && len(w) >= 4 && mixedIdent(w) {
				out = append(out, w)
			}
			i = j
		}
		return out
	}
	r := rand.New(rand.NewPCG(3, 4))
	parts := []string{" ", "a", "kl", "7", "12", ":", "-", "_", ".", "é", "中", "\n", "        ", "abcdefghij"}
	for n := 0; n < 5000; n++ {
		var b strings.Builder
		for m := r.IntN(40); m > 0; m-- {
			b.WriteString(parts[r.IntN(len(parts))])
		}
		s := b.String()
		var got []string
		for w, at := nextCodeRun(s, 0); w != ""; w, at = nextCodeRun(s, at) {
			got = append(got, w)
		}
		if want := plain(s); !slices.Equal(got, want) {
			t.Fatalf("nextCodeRun's runs of %q = %q, want %q", s, got, want)
		}
	}
}
