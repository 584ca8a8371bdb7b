package verify

import (
	"math"
	"strconv"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// genNumber draws a number as tools and replies write them: counts,
// prices, percentages, sizes with units, negatives, and now and then one
// large enough that its products overflow.
func genNumber(t *rapid.T, label string) string {
	v := rapid.IntRange(0, 5000).Draw(t, label)
	s := strconv.Itoa(v)
	switch rapid.IntRange(0, 9).Draw(t, label+"-form") {
	case 0:
		s += "." + strconv.Itoa(rapid.IntRange(0, 99).Draw(t, label+"-dec"))
	case 1:
		s += "%"
	case 2:
		s += " " + rapid.SampledFrom([]string{"KB", "MB", "GB", "TB", "k", "m"}).Draw(t, label+"-unit")
	case 3:
		s = "-" + s
	case 4:
		s = s + "," + strconv.Itoa(100+rapid.IntRange(0, 899).Draw(t, label+"-thou"))
	case 5:
		s = "0." + strconv.Itoa(rapid.IntRange(1, 999).Draw(t, label+"-frac"))
	case 6:
		s = "1" + strings.Repeat("9", rapid.IntRange(150, 320).Draw(t, label+"-huge"))
	}
	return s
}

// TestNumIndexSame checks that numIn asks the sorted index and scans alike:
// for every number of a reply and every call, the answer found through
// the index is the scan's.
func TestNumIndexSame(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var rec Record
		var vals []string
		for i := range rapid.IntRange(1, 4).Draw(t, "calls") {
			var res strings.Builder
			for j := range rapid.IntRange(1, 30).Draw(t, "nums") {
				v := genNumber(t, "r")
				vals = append(vals, v)
				res.WriteString("item" + strconv.Itoa(j) + ": " + v + "\n")
			}
			args := rapid.SampledFrom([]string{`{"cmd":"free -m"}`, `{"path":"x"}`, `{"cmd":"df -k"}`}).Draw(t, "args")
			rec.Calls = append(rec.Calls, Call{ID: "c" + strconv.Itoa(i), Tool: "shell", Args: args, Status: StatusOK, Result: res.String()})
		}
		var reply strings.Builder
		for range rapid.IntRange(1, 40).Draw(t, "reply") {
			v := genNumber(t, "n")
			if rapid.Bool().Draw(t, "reuse") {
				v = rapid.SampledFrom(vals).Draw(t, "v")
			}
			reply.WriteString("The value is " + v + rapid.SampledFrom([]string{". ", " MB. ", "% now. ", " down. "}).Draw(t, "tail"))
		}
		c := &check{}
		c.run(reply.String(), rec)
		for k := range c.nums {
			for ci := range c.calls {
				c.calls[ci].numIdx.uses = math.MinInt32 / 2 // scan
				scan := c.numIn(c.nums[k], []int{ci})
				c.calls[ci].numIdx.uses = math.MaxInt32 / 2 // index
				idx := c.numIn(c.nums[k], []int{ci})
				if scan != idx {
					t.Fatalf("reply number %q against call %d: scan %v, index %v", c.nums[k].digits, ci, scan, idx)
				}
			}
		}
	})
}

// TestPairHoldsSame checks derivedSet.pairHolds, scanned, sorted and
// searched, against derived's loop over every pair as it was written.
func TestPairHoldsSame(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var vals []float64
		// Sampled, not drawn from a range: rapid favours small numbers,
		// and pairSearch needs searchMin values or more.
		for range rapid.SampledFrom([]int{0, 1, 2, 5, 12, 16, 17, 24, 40}).Draw(t, "n") {
			v := float64(rapid.IntRange(-3000, 3000).Draw(t, "v")) / math.Pow(10, float64(rapid.IntRange(0, 2).Draw(t, "dec")))
			switch rapid.IntRange(0, 60).Draw(t, "odd") {
			case 59:
				v = 1e200 // its products overflow: no search
			case 60:
				v = 0
			}
			vals = append(vals, v)
		}
		percent := rapid.Bool().Draw(t, "percent")
		d := derivedSet{vals: vals, percent: percent}
		// Past 64 questions the listed pair values are sorted: ask more.
		for q := range 80 {
			n := num{dec: rapid.IntRange(-1, 3).Draw(t, "ndec"), percent: percent, neg: rapid.Bool().Draw(t, "neg")}
			if len(vals) >= 2 && rapid.Bool().Draw(t, "fromPair") {
				a, b := vals[rapid.IntRange(0, len(vals)-1).Draw(t, "i")], vals[rapid.IntRange(0, len(vals)-1).Draw(t, "j")]
				n.vals = []float64{math.Abs(rapid.SampledFrom([]float64{a + b, a - b, a * b, a / b, b / a, a / b * 100, (b - a) / a * 100}).Draw(t, "x"))}
				if math.IsNaN(n.vals[0]) || math.IsInf(n.vals[0], 0) {
					n.vals[0] = 7
				}
			} else {
				n.vals = []float64{float64(rapid.IntRange(0, 9000).Draw(t, "nv")) / 10}
			}
			if rapid.Bool().Draw(t, "two") {
				n.vals = append(n.vals, n.vals[0]*1000)
			}
			unsigned := rapid.Bool().Draw(t, "unsigned")
			ok := func(x float64) bool {
				if unsigned {
					x = math.Abs(x)
				}
				for _, v := range n.vals {
					if n.neg {
						v = -v
					}
					if near(v, n.dec, x) || n.dec == 0 && math.Abs(v-x) < 0.5 {
						return true
					}
				}
				return false
			}
			want := false
			for i, a := range vals {
				for _, b := range vals[i+1:] {
					if percent {
						want = want || b != 0 && ok(a/b*100) || a != 0 && (ok(b/a*100) || ok((b-a)/a*100) || ok(math.Abs(b-a)/a*100)) ||
							b != 0 && (ok((a-b)/b*100) || ok(math.Abs(a-b)/b*100))
						continue
					}
					want = want || ok(a+b) || ok(a-b) || ok(b-a) || ok(a*b) || b != 0 && ok(a/b) || a != 0 && ok(b/a)
				}
			}
			if got := d.pairHolds(&n, unsigned, ok); got != want {
				t.Fatalf("question %d (search %d, sorted %v): pairHolds %v, the pair loop %v", q+1, d.search, d.sorted, got, want)
			}
		}
	})
}

// nearAsWritten is near before its early rejection.
func nearAsWritten(a float64, dec int, b float64) bool {
	if a == b || math.Abs(a-b) <= 1e-9*math.Max(math.Abs(a), math.Abs(b)) {
		return true
	}
	p := math.Pow(10, float64(dec))
	return math.Round(b*p)/p == a
}

// TestNearReject checks that near's early rejection changes no answer, on
// values near each other at every precision and on the edges: zero,
// huge, infinite and NaN.
func TestNearReject(t *testing.T) {
	edges := []float64{0, math.Copysign(0, -1), 1e-300, 1e300, math.MaxFloat64, math.Inf(1), math.Inf(-1), math.NaN(), 0.5, 0.49999999999999994}
	rapid.Check(t, func(t *rapid.T) {
		dec := rapid.IntRange(-4, 12).Draw(t, "dec")
		a := float64(rapid.Int64Range(-1e12, 1e12).Draw(t, "a")) / math.Pow(10, float64(rapid.IntRange(0, 8).Draw(t, "adec")))
		var b float64
		switch rapid.IntRange(0, 3).Draw(t, "kind") {
		case 0: // b rounds to a, or nearly
			b = a + rapid.Float64Range(-0.6, 0.6).Draw(t, "off")/math.Pow(10, float64(max(dec, 0)))
		case 1: // relatively close
			b = a * (1 + rapid.Float64Range(-1e-8, 1e-8).Draw(t, "rel"))
		case 2:
			b = rapid.SampledFrom(edges).Draw(t, "edge")
			if rapid.Bool().Draw(t, "swap") {
				a, b = b, a
			}
		default:
			b = rapid.Float64().Draw(t, "any")
		}
		if got, want := near(a, dec, b), nearAsWritten(a, dec, b); got != want {
			t.Fatalf("near(%v, %d, %v) = %v, want %v", a, dec, b, got, want)
		}
	})
}

// TestNearRejectSweep walks b across the rounding boundary of a, where
// the early rejection's bound is tightest.
func TestNearRejectSweep(t *testing.T) {
	for dec := -2; dec <= 6; dec++ {
		unit := math.Pow(10, float64(-max(dec, 0)))
		for _, a := range []float64{0, 1, 7, 12.5, 99.99, 1234.5678, 1e6, 123456789.123, -3, -0.07} {
			for k := -700; k <= 700; k++ {
				b := a + float64(k)/1000*unit
				if got, want := near(a, dec, b), nearAsWritten(a, dec, b); got != want {
					t.Fatalf("near(%v, %d, %v) = %v, want %v", a, dec, b, got, want)
				}
			}
		}
	}
}
