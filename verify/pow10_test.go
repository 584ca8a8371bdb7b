package verify

import (
	"math"
	"testing"
)

// TestPow10 holds pow10 to math.Pow: near's rounding must not change.
func TestPow10(t *testing.T) {
	for k := -40; k <= 40; k++ {
		if got, want := pow10(k), math.Pow(10, float64(k)); got != want {
			t.Errorf("pow10(%d) = %v, want %v", k, got, want)
		}
	}
}
