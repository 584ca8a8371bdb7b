package verify

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pramana-dev/pramana/receipt"
)

// A testCase is one hand-written case in testdata/cases/*.jsonl, in the
// scenario format of the bench corpus: {{receipt:ID}} in the reply is the
// receipt of call ID, {{forged}} a receipt of another scope.
type testCase struct {
	ID      string     `json:"id"`
	Lang    string     `json:"lang"`
	Note    string     `json:"note,omitempty"`
	Request string     `json:"request"`
	Tools   []string   `json:"tools"`
	Calls   []testCall `json:"calls"`
	Reply   string     `json:"reply"`
	Expect  []string   `json:"expect"`
	// Untraced, when given, are the texts of Report.Untraced: values the
	// reply attributes to a result that is far from all of them (see
	// untraced.go), such as a wrong sum.
	Untraced []string `json:"untraced,omitempty"`
}

// missNote opens the note of a case the checker is known to get wrong (a
// gap a probe battery found, probe_*.jsonl), and says why. Such a case must
// still be got wrong, so that a change that closes the gap shows: its note
// is dropped then.
const missNote = "known miss: "

// A testCall is one tool call of a testCase, in the scenario format.
type testCall struct {
	ID     string          `json:"id"`
	Tool   string          `json:"tool"`
	Args   json.RawMessage `json:"args"`
	Status string          `json:"status"`
	Result string          `json:"result"`
	Count  *int            `json:"count,omitempty"`
	URLs   []string        `json:"urls,omitempty"`
}

func loadCases(t testing.TB) []testCase {
	t.Helper()
	return loadCasesFrom(t, "testdata/cases/*.jsonl")
}

// loadCasesFrom reads every case of the files glob matches.
func loadCasesFrom(t testing.TB, glob string) []testCase {
	t.Helper()
	files, err := filepath.Glob(glob)
	if err != nil || len(files) == 0 {
		t.Fatalf("no test cases: %v", err)
	}
	var out []testCase
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(bytes.NewReader(data))
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for n := 1; sc.Scan(); n++ {
			line := bytes.TrimSpace(sc.Bytes())
			if len(line) == 0 || line[0] == '#' {
				continue
			}
			dec := json.NewDecoder(bytes.NewReader(line))
			dec.DisallowUnknownFields()
			var tc testCase
			if err := dec.Decode(&tc); err != nil {
				t.Fatalf("%s:%d: %v", f, n, err)
			}
			out = append(out, tc)
		}
	}
	return out
}

var placeholder = regexp.MustCompile(`\{\{(receipt|forged)(?::([^{}\s]*))?\}\}`)

// build signs the case's ok calls with a fresh scope exactly as the
// runtime does and fills the reply's placeholders with real receipts.
func build(t testing.TB, tc testCase) (string, Record) {
	t.Helper()
	scope, err := receipt.NewScope()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { scope.Close() })
	other, err := receipt.NewScope()
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	rec := Record{Scope: scope, Request: tc.Request, Tools: tc.Tools}
	receipts := map[string]string{}
	for _, c := range tc.Calls {
		vc := Call{ID: c.ID, Tool: c.Tool, Args: string(c.Args), Status: c.Status, Result: c.Result, Count: c.Count, URLs: c.URLs}
		if c.Status == StatusOK {
			e, err := scope.Sign(receipt.Call{ID: c.ID, Tool: c.Tool, Args: c.Args, Result: receipt.Defang(c.Result)})
			if err != nil {
				t.Fatal(err)
			}
			vc.Result, vc.Receipt = e.Result, e.Receipt.String()
			receipts[c.ID] = vc.Receipt
		}
		rec.Calls = append(rec.Calls, vc)
	}
	reply := placeholder.ReplaceAllStringFunc(tc.Reply, func(m string) string {
		sub := placeholder.FindStringSubmatch(m)
		if sub[1] == "forged" {
			e, err := other.Sign(receipt.Call{Tool: "x", Result: "y"})
			if err != nil {
				t.Fatal(err)
			}
			return e.Receipt.String()
		}
		r, ok := receipts[sub[2]]
		if !ok {
			t.Fatalf("%s: placeholder %s names no ok call", tc.ID, m)
		}
		return r
	})
	return reply, rec
}

func foundTypes(rep Report) []string {
	var out []string
	for _, typ := range Types {
		if slices.ContainsFunc(rep.Findings, func(f Finding) bool { return f.Type == typ }) {
			out = append(out, typ)
		}
	}
	return out
}

// TestCases runs the hand-written table. A faulty case passes when every
// expected type is found and nothing else; a clean case when nothing is.
// A case that lists untraced values must yield exactly those.
func TestCases(t *testing.T) {
	cases := loadCases(t)
	perLang := map[string]int{}
	for _, tc := range cases {
		perLang[tc.Lang]++
		t.Run(tc.ID, func(t *testing.T) {
			reply, rec := build(t, tc)
			rep := Check(reply, rec)
			want := slices.Clone(tc.Expect)
			slices.SortFunc(want, func(a, b string) int { return slices.Index(Types, a) - slices.Index(Types, b) })
			if want == nil {
				want = []string{}
			}
			got := foundTypes(rep)
			if got == nil {
				got = []string{}
			}
			miss := strings.HasPrefix(tc.Note, missNote)
			if diff := cmp.Diff(want, got); diff != "" && !miss {
				t.Errorf("finding types (-want +got):\n%s\nreply: %s\nfindings: %+v", diff, reply, rep.Findings)
			} else if diff == "" && miss {
				t.Errorf("a known miss is now right: drop its note (%s)", tc.Note)
			}
			if tc.Untraced != nil {
				var got []string
				for _, u := range rep.Untraced {
					got = append(got, reply[u.Start:u.End])
				}
				if diff := cmp.Diff(tc.Untraced, got); diff != "" {
					t.Errorf("untraced values (-want +got):\n%s\nreply: %s", diff, reply)
				}
			}
			for _, f := range rep.Findings {
				if f.Start < 0 || f.End > len(reply) || f.Start > f.End {
					t.Errorf("finding %+v: span outside the reply (%d bytes)", f, len(reply))
				}
				if f.Message == "" || strings.Contains(f.Message, "\n") {
					t.Errorf("finding %+v: message must be one non-empty line", f)
				}
			}
		})
	}
	for _, l := range []string{"en", "es", "zh", "hi", "ja"} {
		if perLang[l] < 10 {
			t.Errorf("language %s has %d cases, want at least 10", l, perLang[l])
		}
	}
}

// checkJSON checks the one scenario src, written in the testdata cases'
// JSON, the way TestCases does.
func checkJSON(t testing.TB, src string) Report {
	t.Helper()
	var tc testCase
	if err := json.Unmarshal([]byte(src), &tc); err != nil {
		t.Fatal(err)
	}
	return Check(build(t, tc))
}
