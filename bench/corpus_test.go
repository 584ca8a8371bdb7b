package bench

import (
	"fmt"
	"testing"

	"github.com/pramana-dev/pramana/verify"
)

// TestCorpus loads every committed corpus file and checks the coverage the
// benchmark promises (bench/README.md).
func TestCorpus(t *testing.T) {
	ss, err := Load("corpus")
	if err != nil {
		t.Fatal(err)
	}
	per := map[string]int{} // lang/type
	clean, hand := 0, 0
	for _, s := range ss {
		if s.Source == "hand" {
			hand++
		}
		if s.Clean() {
			clean++
		}
		for _, e := range s.Expect {
			per[s.Lang+"/"+e]++
		}
	}
	for _, lang := range []string{"en", "es", "zh", "hi", "ja"} {
		for _, ty := range verify.Types {
			if n := per[lang+"/"+ty]; n < 40 {
				t.Errorf("%s/%s: %d scenarios, want at least 40", lang, ty, n)
			}
		}
	}
	if len(ss) < 1500 {
		t.Errorf("corpus has %d scenarios, want at least 1500", len(ss))
	}
	if clean < 300 {
		t.Errorf("corpus has %d clean scenarios, want at least 300", clean)
	}
	if 10*hand < 3*len(ss) {
		t.Errorf("%d of %d scenarios are hand-written (%.1f%%), want at least 30%%", hand, len(ss), 100*float64(hand)/float64(len(ss)))
	}
	t.Log(fmt.Sprintf("%d scenarios, %d clean, %d hand-written", len(ss), clean, hand))
}

// TestEverySetChecks runs every scenario under bench/ (the corpus and the
// held-out sets, which it only runs, never reads) and fails on a checker
// error: a rule that panicked on some reply, which Check recovers from
// but which leaves that reply unchecked.
func TestEverySetChecks(t *testing.T) {
	ss, err := Load(".")
	if err != nil {
		t.Fatal(err)
	}
	res, err := Run(t.Context(), ss, Options{Untimed: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Unchecked) > 0 {
		t.Errorf("%d of %d scenarios not checked (checker error): %v", len(res.Unchecked), len(ss), res.Unchecked)
	}
}
