package verify_test

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/pramana-dev/pramana/bench"
)

// temporary: dump misses (deleted before hand-off)
func TestZZDump(t *testing.T) {
	paths := os.Getenv("ZZDUMP")
	if paths == "" {
		t.Skip()
	}
	ss, err := bench.Load(strings.Split(paths, ":")...)
	if err != nil {
		t.Fatal(err)
	}
	res, err := bench.Run(context.Background(), ss, bench.Options{})
	if err != nil {
		t.Fatal(err)
	}
	byID := map[string]bench.Scenario{}
	for _, s := range ss {
		byID[s.ID] = s
	}
	var b strings.Builder
	for _, m := range res.Misses {
		s := byID[m.ID]
		if f := os.Getenv("ZZTYPE"); f != "" && !strings.Contains(strings.Join(m.Missing, ",")+strings.Join(m.Extra, ",")+m.Kind, f) {
			continue
		}
		bench.Show(&b, s)
		b.WriteString("=====================\n")
	}
	os.WriteFile("/tmp/h9misses.txt", []byte(b.String()), 0o644)
}

func TestZZShow(t *testing.T) {
	id := os.Getenv("ZZSHOW")
	if id == "" {
		t.Skip()
	}
	ss, err := bench.Load(os.Getenv("ZZDUMP"))
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range ss {
		if strings.Contains(","+id+",", ","+s.ID+",") {
			var b strings.Builder
			bench.Show(&b, s)
			t.Log(b.String())
		}
	}
}
