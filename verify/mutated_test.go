package verify_test

import (
	"bufio"
	"encoding/json"
	"os"
	"testing"

	"github.com/pramana-dev/pramana/bench"
	"github.com/pramana-dev/pramana/verify"
)

// TestMutatedReplies checks replies of corpus scenarios cut at a random
// byte, with lines shuffled, spaces or line breaks removed, or repeated
// (testdata/mutated/replies.jsonl), against their scenario's calls. Such
// replies once broke rules that assumed whole numbers ("1,240,5" reads no
// value) or claims in reading order; a checker error fails the test.
func TestMutatedReplies(t *testing.T) {
	ss, err := bench.Load("../bench/corpus")
	if err != nil {
		t.Fatal(err)
	}
	byID := map[string]bench.Scenario{}
	for _, s := range ss {
		byID[s.ID] = s
	}
	f, err := os.Open("testdata/mutated/replies.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	n := 0
	for sc.Scan() {
		var m struct{ ID, Reply string }
		if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
			t.Fatal(err)
		}
		s, ok := byID[m.ID]
		if !ok {
			t.Fatalf("no corpus scenario %q", m.ID)
		}
		_, rec, err := bench.Prepare(s)
		if err != nil {
			t.Fatal(err)
		}
		if rep := verify.Check(m.Reply, rec); rep.Error != "" {
			t.Errorf("%s: %s\nreply: %q", m.ID, rep.Error, m.Reply)
		}
		rec.Scope.Close()
		n++
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if n == 0 {
		t.Fatal("no mutated replies")
	}
}
