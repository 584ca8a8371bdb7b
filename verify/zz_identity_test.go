package verify_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/pramana-dev/pramana/bench"
	"github.com/pramana-dev/pramana/receipt"
	"github.com/pramana-dev/pramana/verify"
)

var zzPH = regexp.MustCompile(`\{\{([a-z_]+)(?::([^{}\s]*))?\}\}`)

func TestZZIdentity(t *testing.T) {
	out := os.Getenv("ZZ_OUT")
	if out == "" {
		t.Skip()
	}
	var paths []string
	filepath.WalkDir("../bench/corpus", func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".jsonl") {
			paths = append(paths, p)
		}
		return nil
	})
	cs, _ := filepath.Glob("testdata/cases/*.jsonl")
	paths = append(paths, cs...)
	var b strings.Builder
	k := verify.NewChecker(verify.CheckerOptions{})
	n := 0
	for _, p := range paths {
		data, _ := os.ReadFile(p)
		var keep []string
		for _, l := range strings.Split(string(data), "\n") {
			if strings.HasPrefix(strings.TrimSpace(l), "#") {
				l = ""
			}
			keep = append(keep, l)
		}
		var ss []bench.Scenario
		var err error
		if strings.HasPrefix(p, "testdata") {
			for _, l := range keep {
				if strings.TrimSpace(l) == "" {
					continue
				}
				var sc bench.Scenario
				if err := json.Unmarshal([]byte(l), &sc); err != nil {
					t.Fatal(p, err)
				}
				ss = append(ss, sc)
			}
		} else {
			ss, err = bench.Load(p)
		}
		if err != nil {
			t.Fatal(p, err)
		}
		for _, s := range ss {
			scope, err := receipt.NewScope()
			if err != nil {
				t.Fatal(err)
			}
			rec := verify.Record{Scope: scope, Request: s.Request, Tools: slices.Clone(s.Tools)}
			rs := map[string]string{}
			for _, c := range s.Calls {
				vc := verify.Call{ID: c.ID, Tool: c.Tool, Args: string(c.Args), Status: c.Status, Result: c.Result, Count: c.Count, URLs: slices.Clone(c.URLs)}
				if c.Status == verify.StatusOK {
					e, err := scope.Sign(receipt.Call{ID: c.ID, Tool: c.Tool, Args: c.Args, Result: receipt.Defang(c.Result)})
					if err != nil {
						t.Fatal(err)
					}
					vc.Result = e.Result
					vc.Receipt = e.Receipt.String()
					rs[c.ID] = vc.Receipt
				}
				rec.Calls = append(rec.Calls, vc)
			}
			reply := zzPH.ReplaceAllStringFunc(s.Reply, func(m string) string {
				sub := zzPH.FindStringSubmatch(m)
				if sub[1] == "receipt" {
					return rs[sub[2]]
				}
				o, _ := receipt.NewScope()
				e, _ := o.Sign(receipt.Call{ID: "forged", Tool: "none", Args: []byte("{}")})
				o.Close()
				return e.Receipt.String()
			})
			r1 := verify.Check(reply, rec)
			r2 := k.Check(reply, rec)
			rev := map[string]string{}
			for id, r := range rs {
				rev[r] = "R:" + id
			}
			dump := func(r verify.Report) string {
				var sb strings.Builder
				fmt.Fprintf(&sb, "%s trust=%s cited=%d valid=%d replylen=%d\n", s.ID, r.Trust, r.Cited, r.Valid, len(r.Reply))
				for _, f := range r.Findings {
					rc := rev[f.Receipt]
					if rc == "" && f.Receipt != "" {
						rc = "other"
					}
					msg := f.Message
					for r, id := range rev {
						msg = strings.ReplaceAll(msg, r, id)
					}
					fmt.Fprintf(&sb, "  %s [%d,%d) call=%s rc=%s %s\n", f.Type, f.Start, f.End, f.CallID, rc, msg)
				}
				for _, f := range r.Untraced {
					fmt.Fprintf(&sb, "  untraced %s [%d,%d) call=%s %s\n", f.Rule, f.Start, f.End, f.CallID, f.Message)
				}
				return sb.String()
			}
			d1, d2 := dump(r1), dump(r2)
			if d1 != d2 {
				t.Errorf("Check and Checker differ on %s:\n%s\n%s", s.ID, d1, d2)
			}
			b.WriteString(d1)
			scope.Close()
			n++
		}
	}
	t.Logf("%d scenarios", n)
	os.WriteFile(out, []byte(b.String()), 0o644)
}
