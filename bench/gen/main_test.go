package main

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/pramana-dev/pramana/bench"
)

// TestCommittedCorpusIsRegenerated runs the generator with the committed
// settings into a temporary directory and compares every file with
// bench/corpus: a change to the generator must come with regenerated files
// (go run ./bench/gen -out bench/corpus).
func TestCommittedCorpusIsRegenerated(t *testing.T) {
	dir := t.TempDir()
	if err := generate(dir, 1, defaultPerType, defaultClean); err != nil {
		t.Fatal(err)
	}
	made, err := filepath.Glob(filepath.Join(dir, "gen-*.jsonl"))
	if err != nil || len(made) != len(langs) {
		t.Fatalf("generator wrote %v (%v), want one file per language", made, err)
	}
	for _, f := range made {
		want, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		committed := filepath.Join("..", "corpus", filepath.Base(f))
		got, err := os.ReadFile(committed)
		if err != nil {
			t.Errorf("%v; run: go run ./bench/gen -out bench/corpus", err)
			continue
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s differs from the generator's output; run: go run ./bench/gen -out bench/corpus", committed)
		}
	}
	stale, _ := filepath.Glob(filepath.Join("..", "corpus", "gen-*"))
	if len(stale) != len(made) {
		t.Errorf("bench/corpus has generated files %v the generator no longer writes", stale)
	}
	// The output loads, and a second run is byte for byte the same.
	if _, err := bench.Load(dir); err != nil {
		t.Fatalf("generated corpus does not load: %v", err)
	}
	dir2 := t.TempDir()
	if err := generate(dir2, 1, defaultPerType, defaultClean); err != nil {
		t.Fatal(err)
	}
	for _, f := range made {
		a, _ := os.ReadFile(f)
		b, _ := os.ReadFile(filepath.Join(dir2, filepath.Base(f)))
		if !bytes.Equal(a, b) {
			t.Errorf("%s: two runs with the same seed differ", filepath.Base(f))
		}
	}
}

func TestSeedChangesOutput(t *testing.T) {
	a, b := t.TempDir(), t.TempDir()
	if err := generate(a, 1, 3, 2); err != nil {
		t.Fatal(err)
	}
	if err := generate(b, 2, 3, 2); err != nil {
		t.Fatal(err)
	}
	x, _ := os.ReadFile(filepath.Join(a, "gen-en.jsonl"))
	y, _ := os.ReadFile(filepath.Join(b, "gen-en.jsonl"))
	if bytes.Equal(x, y) {
		t.Error("seeds 1 and 2 gave the same corpus")
	}
	// 8 builders of 3, 2 clean, and 3/3 further-reading hard negatives.
	if n := strings.Count(string(x), "\n"); n != 8*3+2+1 {
		t.Errorf("gen-en.jsonl has %d lines, want %d", n, 8*3+2+1)
	}
}

func TestFill(t *testing.T) {
	got := fill("{a} and {b}: {{receipt:call_1}} {", map[string]string{"a": "x", "b": "{a}"})
	if want := "x and {a}: {{receipt:call_1}} {"; got != want {
		t.Errorf("fill = %q, want %q", got, want)
	}
}

// TestFurtherReadingIsNotASource holds the generator to the labelling rule
// for URLs: a reply that expects unfetched_source for a named source gives
// the URL as where a fact came from ("according to", "source:"), and a
// further-reading scenario ("see also …", "详情见：…") expects
// unfetched_source for its unfetched page unless the reply says that
// page's fetch failed (then it is clean).
func TestFurtherReadingLabels(t *testing.T) {
	dir := t.TempDir()
	if err := generate(dir, 1, defaultPerType, defaultClean); err != nil {
		t.Fatal(err)
	}
	scenarios, err := bench.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	// uses reports whether reply contains the fixed text of a template
	// from key, around its {url}.
	uses := func(lang, key, reply string) bool {
		for _, tpl := range banks[lang][key] {
			found := true
			for _, part := range strings.Split(tpl, "{url}") {
				if p := strings.TrimSpace(part); p != "" && !strings.Contains(reply, p) {
					found = false
				}
			}
			if found {
				return true
			}
		}
		return false
	}
	unfetched, further := map[string]int{}, map[string]int{}
	for _, sc := range scenarios {
		isFurther := strings.Contains(sc.ID, "-gen-further-")
		offers := uses(sc.Lang, "further", sc.Reply) || uses(sc.Lang, "visit", sc.Reply)
		switch {
		case isFurther:
			further[sc.Lang]++
			failed := sc.Calls[0].Status != "ok"
			if want := !failed; slices.Contains(sc.Expect, "unfetched_source") != want || len(sc.Expect) > 1 {
				t.Errorf("%s: a further-reading scenario (fetch failed: %v) expects %v", sc.ID, failed, sc.Expect)
			}
			if !offers {
				t.Errorf("%s: reply offers no page for further reading:\n%s", sc.ID, sc.Reply)
			}
		case slices.Contains(sc.Expect, "unfetched_source"):
			unfetched[sc.Lang]++
			if offers {
				t.Errorf("%s: an unfetched_source scenario that is not further-reading offers a link:\n%s", sc.ID, sc.Reply)
			}
			if !uses(sc.Lang, "source", sc.Reply) && !uses(sc.Lang, "source.also", sc.Reply) {
				t.Errorf("%s: expects unfetched_source but names no source:\n%s", sc.ID, sc.Reply)
			}
		}
	}
	for _, lang := range langs {
		if unfetched[lang] != defaultPerType || further[lang] != defaultPerType/3 {
			t.Errorf("%s: %d unfetched_source and %d further-reading scenarios, want %d and %d",
				lang, unfetched[lang], further[lang], defaultPerType, defaultPerType/3)
		}
	}
}
