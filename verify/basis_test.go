package verify

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestBasis checks the basis of every finding of the cases in
// testdata/basis: a value under a label the result gives another value is
// a contradiction, one under no such label (or a worked-out, rounded or
// ambiguous one) is unsupported; the trust follows the sure findings.
func TestBasis(t *testing.T) {
	data, err := os.ReadFile("testdata/basis/cases.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	n := 0
	for sc.Scan() {
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 || line[0] == '#' {
			continue
		}
		var tc struct {
			testCase
			Want []string `json:"want"`
		}
		if err := json.Unmarshal(line, &tc); err != nil {
			t.Fatal(err)
		}
		n++
		t.Run(tc.ID, func(t *testing.T) {
			reply, rec := build(t, tc.testCase)
			rep := Check(reply, rec)
			var got []string
			sure := false
			for _, f := range rep.Findings {
				got = append(got, f.Type+"/"+f.Basis)
				sure = sure || f.Sure()
				if f.Sure() != (f.Basis == BasisRecord || f.Basis == BasisContradiction) {
					t.Errorf("Sure()=%v for basis %q", f.Sure(), f.Basis)
				}
			}
			if diff := cmp.Diff(tc.Want, got); diff != "" {
				t.Errorf("findings (-want +got):\n%s\nreply: %s", diff, reply)
			}
			wantTrust := TrustSuspect
			if sure {
				wantTrust = TrustRejected
			}
			if rep.Trust != wantTrust {
				t.Errorf("trust %s, want %s", rep.Trust, wantTrust)
			}
		})
	}
	if n < 10 {
		t.Fatalf("%d basis cases, want at least 10", n)
	}
}

// TestBasisSet: every finding of the hand-written cases has one of the
// three bases, so no place that reports a finding leaves it out.
func TestBasisSet(t *testing.T) {
	for _, tc := range loadCases(t) {
		reply, rec := build(t, tc)
		for _, f := range Check(reply, rec).Findings {
			if !slices.Contains(Bases, f.Basis) {
				t.Errorf("%s: %s finding with basis %q", tc.ID, f.Type, f.Basis)
			}
		}
	}
}
