//go:build race

package verify

// raceEnabled shrinks the large-reply tests under the race detector, which
// slows this code about tenfold: they check linear work and no panics,
// which a quarter of the size shows as well.
const raceEnabled = true
