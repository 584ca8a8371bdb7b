package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

const evalTiny = "../../bench/testdata/tiny"

func evalExit(t *testing.T, err error) int {
	t.Helper()
	if err == nil {
		return 0
	}
	var ex *exitError
	if !errors.As(err, &ex) {
		t.Fatalf("runEval returned %v (%T), want *exitError", err, err)
	}
	return ex.code
}

func TestEvalTable(t *testing.T) {
	var out, errOut bytes.Buffer
	err := runEval(context.Background(), []string{evalTiny}, evalOptions{}, &out, &errOut)
	if code := evalExit(t, err); code != 0 {
		t.Fatalf("exit %d with misses in the corpus, want 0 (a measurement); stderr: %s", code, errOut.String())
	}
	if !strings.Contains(out.String(), "7 scenarios (en 4, es 1, ja 1, zh 1)") || errOut.Len() != 0 {
		t.Errorf("stdout:\n%s\nstderr:\n%s", out.String(), errOut.String())
	}
}

func TestEvalJSON(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := evalExit(t, runEval(context.Background(), []string{evalTiny}, evalOptions{JSON: true}, &out, &errOut)); code != 0 {
		t.Fatalf("exit %d; stderr: %s", code, errOut.String())
	}
	var got map[string]json.RawMessage
	if err := json.Unmarshal(out.Bytes(), &got); err != nil {
		t.Fatalf("output is not JSON: %v\n%s", err, out.String())
	}
	var keys []string
	for k := range got {
		keys = append(keys, k)
	}
	if diff := cmp.Diff([]string{"clean", "latency_us", "sure", "types"}, sorted(keys)); diff != "" {
		t.Errorf("JSON keys (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(`{"n":3,"false_positives":1,"rate":0.3333}`, compactJSON(t, got["clean"])); diff != "" {
		t.Errorf("clean (-want +got):\n%s", diff)
	}
}

func TestEvalMisses(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := evalExit(t, runEval(context.Background(), []string{evalTiny}, evalOptions{Misses: true, JSON: true}, &out, &errOut)); code != 0 {
		t.Fatalf("exit %d; stderr: %s", code, errOut.String())
	}
	var misses []struct{ ID, Kind string }
	if err := json.Unmarshal(out.Bytes(), &misses); err != nil {
		t.Fatalf("output is not a JSON array: %v\n%s", err, out.String())
	}
	want := []struct{ ID, Kind string }{{"t-forged-miss", "missed"}, {"t-clean-fp", "false_positive"}, {"t-multi", "missed"}}
	if diff := cmp.Diff(want, misses); diff != "" {
		t.Errorf("misses (-want +got):\n%s", diff)
	}
	out.Reset()
	if code := evalExit(t, runEval(context.Background(), []string{evalTiny}, evalOptions{Misses: true}, &out, &errOut)); code != 0 {
		t.Fatalf("exit %d", code)
	}
	if !strings.HasSuffix(out.String(), "3 misses in 7 scenarios\n") {
		t.Errorf("misses text:\n%s", out.String())
	}
}

func TestEvalRules(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := evalExit(t, runEval(context.Background(), []string{evalTiny}, evalOptions{Rules: true, JSON: true}, &out, &errOut)); code != 0 {
		t.Fatalf("exit %d; stderr: %s", code, errOut.String())
	}
	if diff := cmp.Diff(`{"receipt/rejected":{"type":"forged_receipt","right":3,"wrong_clean":1,"wrong_faulty":0,"precision":0.75}}`, compactJSON(t, out.Bytes())); diff != "" {
		t.Errorf("--rules --json (-want +got):\n%s", diff)
	}
	out.Reset()
	if code := evalExit(t, runEval(context.Background(), []string{evalTiny}, evalOptions{Rules: true}, &out, &errOut)); code != 0 {
		t.Fatalf("exit %d", code)
	}
	if !strings.Contains(out.String(), "75.0%") || !strings.Contains(out.String(), "1 rule paths over 7 scenarios") {
		t.Errorf("--rules text:\n%s", out.String())
	}
}

func TestEvalShow(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := evalExit(t, runEval(context.Background(), []string{evalTiny}, evalOptions{Show: "t-multi"}, &out, &errOut)); code != 0 {
		t.Fatalf("exit %d; stderr: %s", code, errOut.String())
	}
	if !strings.Contains(out.String(), "scenario t-multi (ja, ") || !strings.Contains(out.String(), "こんにちは。zc-receipt-") {
		t.Errorf("show output:\n%s", out.String())
	}
	out.Reset()
	code := evalExit(t, runEval(context.Background(), []string{evalTiny}, evalOptions{Show: "nope"}, &out, &errOut))
	if code != 2 || !strings.HasPrefix(errOut.String(), `pramana: eval: no scenario with id "nope"`) || !strings.Contains(errOut.String(), "\nTry: ") {
		t.Errorf("--show nope: exit %d, stderr:\n%s", code, errOut.String())
	}
}

func TestEvalLoadError(t *testing.T) {
	dir := t.TempDir()
	bad := `{"id":"x","lang":"en","request":"r","tools":[],"calls":[],"reply":"ok","expect":["nope"]}`
	if err := os.WriteFile(filepath.Join(dir, "bad.jsonl"), []byte("\n"+bad+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	code := evalExit(t, runEval(context.Background(), []string{dir}, evalOptions{}, &out, &errOut))
	lines := strings.Split(strings.TrimSuffix(errOut.String(), "\n"), "\n")
	wantFirst := `pramana: bench: ` + filepath.Join(dir, "bad.jsonl") + `:2: field "expect[0]": "nope" is not one of`
	if code != 2 || len(lines) != 2 || !strings.HasPrefix(lines[0], wantFirst) || !strings.HasPrefix(lines[1], "Try: ") || out.Len() != 0 {
		t.Errorf("exit %d, stdout %q, stderr:\n%s", code, out.String(), errOut.String())
	}
	errOut.Reset()
	if code := evalExit(t, runEval(context.Background(), nil, evalOptions{}, &out, &errOut)); code != 2 || !strings.Contains(errOut.String(), "Try: pramana eval bench/corpus") {
		t.Errorf("no args: exit %d, stderr:\n%s", code, errOut.String())
	}
}

// TestEvalPathErrors: a path that names no scenarios is an error whose hint
// is about the path, not about a scenario's line.
func TestEvalPathErrors(t *testing.T) {
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty")
	if err := os.Mkdir(empty, 0o755); err != nil {
		t.Fatal(err)
	}
	txt := filepath.Join(dir, "cases.txt")
	if err := os.WriteFile(txt, []byte("{}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ path, msg, hint string }{
		{filepath.Join(dir, "nope"), "no such file or directory", "Try: check the path"},
		{empty, "no .json or .jsonl files in this directory", "Try: pass .json or .jsonl"},
		{txt, "not a .json or .jsonl file", "Try: pass .json or .jsonl"},
	} {
		var out, errOut bytes.Buffer
		code := evalExit(t, runEval(context.Background(), []string{tc.path}, evalOptions{}, &out, &errOut))
		lines := strings.Split(strings.TrimSuffix(errOut.String(), "\n"), "\n")
		if code != 2 || len(lines) != 2 || !strings.HasPrefix(lines[0], "pramana: bench: ") || !strings.Contains(lines[0], tc.msg) ||
			!strings.HasPrefix(lines[1], tc.hint) || out.Len() != 0 {
			t.Errorf("%s: exit %d, stdout %q, stderr:\n%s", tc.path, code, out.String(), errOut.String())
		}
	}
}

// TestEvalCommand runs the cobra command with flags, as a user would.
func TestEvalCommand(t *testing.T) {
	var out, errOut bytes.Buffer
	cmd := newEvalCmd()
	cmd.SetArgs([]string{evalTiny, "--json"})
	cmd.SetOut(&out)
	cmd.SetErr(&errOut)
	if err := cmd.ExecuteContext(context.Background()); err != nil {
		t.Fatalf("execute: %v; stderr: %s", err, errOut.String())
	}
	if !json.Valid(out.Bytes()) {
		t.Errorf("--json output is not JSON:\n%s", out.String())
	}
}

func sorted(s []string) []string {
	slices.Sort(s)
	return s
}

func compactJSON(t *testing.T, b []byte) string {
	t.Helper()
	var buf bytes.Buffer
	if err := json.Compact(&buf, b); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}
