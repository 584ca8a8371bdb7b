package verify_test

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/pramana-dev/pramana/bench"
)

// TestCorpus measures the checker on a benchmark corpus when
// PRAMANA_BENCH_CORPUS names its paths (colon-separated); it is skipped
// otherwise, so that the unit tests never depend on the corpus.
func TestCorpus(t *testing.T) {
	paths := os.Getenv("PRAMANA_BENCH_CORPUS")
	if paths == "" {
		t.Skip("set PRAMANA_BENCH_CORPUS to measure on a corpus")
	}
	ss, err := bench.Load(strings.Split(paths, ":")...)
	if err != nil {
		t.Fatal(err)
	}
	res, err := bench.Run(context.Background(), ss, bench.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := res.WriteTable(&b); err != nil {
		t.Fatal(err)
	}
	t.Log("\n" + b.String())
	if os.Getenv("PRAMANA_BENCH_MISSES") != "" {
		b.Reset()
		res.WriteMisses(&b)
		t.Log("\n" + b.String())
	}
}
