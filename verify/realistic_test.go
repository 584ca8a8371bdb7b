package verify_test

import (
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pramana-dev/pramana/bench"
	"github.com/pramana-dev/pramana/verify"
)

// realisticDir holds scenarios by independent authors in all five
// languages: real requests, real tool results and real replies, unlike
// benchInput's five paragraphs made up for speed.
const realisticDir = "../bench/corpus/indep6"

// realisticTurn builds one long turn in lang from the scenarios in ss: the
// first scenarios of that language, in load order, merged until the turn
// has at least 8 calls (call ids prefixed so that they stay distinct, the
// replies joined by blank lines), and the merged reply repeated until it
// is at least 10 KB. It is a busy agent turn: several tools, results in
// the language, and a long reply that states counts, values and sources
// about all of them, so the cost that grows with calls × claims shows.
func realisticTurn(ss []bench.Scenario, lang string) (bench.Scenario, bool) {
	m := bench.Scenario{ID: "realistic-" + lang, Lang: lang}
	var reply strings.Builder
	k := 0
	for _, s := range ss {
		if s.Lang != lang || len(m.Calls) >= 8 {
			continue
		}
		k++
		p := "s" + strconv.Itoa(k)
		r := s.Reply
		for _, c := range s.Calls {
			r = strings.ReplaceAll(r, "{{receipt:"+c.ID+"}}", "{{receipt:"+p+c.ID+"}}")
			c.ID = p + c.ID
			m.Calls = append(m.Calls, c)
		}
		reply.WriteString(r + "\n\n")
		m.Request += s.Request + "\n"
		for _, t := range s.Tools {
			if !slices.Contains(m.Tools, t) {
				m.Tools = append(m.Tools, t)
			}
		}
	}
	if k == 0 {
		return m, false
	}
	base := reply.String()
	for reply.Len() < 10<<10 {
		reply.WriteString(base)
	}
	m.Reply = reply.String()
	return m, true
}

// BenchmarkCheckRealistic reports the mean (ns/op), p50 and p99 of a
// Checker's check of a 10 KB turn of 8 calls per language, built by
// realisticTurn and signed by bench.Prepare as the runtime signs.
func BenchmarkCheckRealistic(b *testing.B) {
	ss, err := bench.Load(realisticDir)
	if err != nil {
		b.Fatal(err)
	}
	// NewChecker builds the lexicons: no check timed here pays for them.
	k := verify.NewChecker(verify.CheckerOptions{})
	for _, lang := range []string{"en", "es", "zh", "hi", "ja"} {
		s, ok := realisticTurn(ss, lang)
		if !ok {
			b.Fatalf("%s: no %s scenario", realisticDir, lang)
		}
		reply, rec, err := bench.Prepare(s)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(lang, func(b *testing.B) {
			b.SetBytes(int64(len(reply)))
			b.ReportAllocs()
			var ds []time.Duration
			var ms runtime.MemStats
			runtime.ReadMemStats(&ms)
			gcs := ms.NumGC
			for b.Loop() {
				t := time.Now()
				k.Check(reply, rec)
				ds = append(ds, time.Since(t))
			}
			runtime.ReadMemStats(&ms)
			slices.Sort(ds)
			b.ReportMetric(float64(ds[len(ds)/2].Microseconds()), "p50-µs")
			b.ReportMetric(float64(ds[len(ds)*99/100].Microseconds()), "p99-µs")
			b.ReportMetric(float64(ms.NumGC-gcs)*1000/float64(len(ds)), "GCs/1k-checks")
		})
		rec.Scope.Close()
	}
}
