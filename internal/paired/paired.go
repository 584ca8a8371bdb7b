// Package paired reports paired overhead benchmarks: two sides of the same
// work (receipts on and off) timed in alternation within one loop, so that
// both see the same machine load.
package paired

import (
	"slices"
	"testing"
	"time"
)

// Report reports the two sides of a paired overhead benchmark, one
// duration per iteration each: the means and the overhead by them, and the
// medians and the overhead by those. On a shared machine a descheduled
// turn or a slow fsync lands in the mean of whichever side it hit; the
// median does not move for a few of them.
func Report(b *testing.B, off, on []time.Duration) {
	if len(off) == 0 || len(on) == 0 {
		return
	}
	mean := func(d []time.Duration) float64 {
		var sum time.Duration
		for _, x := range d {
			sum += x
		}
		return float64(sum) / float64(len(d))
	}
	median := func(d []time.Duration) float64 {
		s := slices.Clone(d)
		slices.Sort(s)
		return float64(s[len(s)/2])
	}
	mOff, mOn := mean(off), mean(on)
	pOff, pOn := median(off), median(on)
	b.ReportMetric(mOff/1e3, "µs/turn-off")
	b.ReportMetric(mOn/1e3, "µs/turn-on")
	b.ReportMetric(100*(mOn-mOff)/mOff, "%overhead")
	b.ReportMetric(pOff/1e3, "µs/turn-off-p50")
	b.ReportMetric(pOn/1e3, "µs/turn-on-p50")
	b.ReportMetric(100*(pOn-pOff)/pOff, "%overhead-p50")
}

// Run times both sides in alternation, changing which goes first on every
// iteration, until b.Loop ends, then reports them. turn runs one side and
// returns the time to count for it.
func Run(b *testing.B, turn func(on bool) time.Duration) {
	var off, on []time.Duration
	for i := 0; b.Loop(); i++ {
		for k := range 2 {
			if side := (i+k)%2 == 0; side {
				on = append(on, turn(true))
			} else {
				off = append(off, turn(false))
			}
		}
	}
	Report(b, off, on)
}
