package cli

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/pramana-dev/pramana/audit"
	"github.com/pramana-dev/pramana/receipt"
)

// auditFixture writes a log with two signed calls, a failed call and a
// verification, and returns its path and the two receipts.
func auditFixture(t *testing.T) (path string, receipts []string) {
	t.Helper()
	ctx := context.Background()
	path = filepath.Join(t.TempDir(), "audit.db")
	s, err := audit.Open(ctx, path, audit.StoreOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	scope, err := receipt.NewScope()
	if err != nil {
		t.Fatal(err)
	}
	defer scope.Close()
	t0 := time.Date(2026, 3, 27, 9, 0, 0, 0, time.UTC)
	var events []audit.Event
	for i, tool := range []string{"list_dir", "read_file"} {
		c := receipt.Call{ID: "call_" + tool, Tool: tool, Args: []byte(`{"path":"."}`), Result: "output of " + tool}
		e, err := scope.Sign(c)
		if err != nil {
			t.Fatal(err)
		}
		receipts = append(receipts, e.Receipt.String())
		events = append(events, audit.Event{Kind: audit.KindToolCall, Time: t0.Add(time.Duration(i) * time.Second),
			ScopeID: scope.ID(), Conversation: "conv-1", Seq: e.Seq, CallID: c.ID, Tool: tool, Status: audit.StatusOK,
			Args: string(c.Args), Result: c.Result, Receipt: receipts[i]})
	}
	events = append(events,
		audit.Event{Kind: audit.KindToolCall, Time: t0.Add(2 * time.Second), ScopeID: scope.ID(), Conversation: "conv-1",
			CallID: "call_x", Tool: "shell", Status: audit.StatusDenied, Args: `{"cmd":"rm -rf /"}`, Result: "denied by policy"},
		audit.Event{Kind: audit.KindVerification, Time: t0.Add(3 * time.Second), ScopeID: scope.ID(), Conversation: "conv-1",
			Report: json.RawMessage(`{"findings":[],"trust":"verified","receipts_cited":2,"receipts_valid":2}`)},
	)
	if err := s.RecordBatch(ctx, events); err != nil {
		t.Fatal(err)
	}
	return path, receipts
}

func exitCode(t *testing.T, err error) int {
	t.Helper()
	if err == nil {
		return 0
	}
	var ex *exitError
	if !errors.As(err, &ex) {
		t.Fatalf("error %v (%T) is not an *exitError", err, err)
	}
	return ex.code
}

func TestAuditListShowExport(t *testing.T) {
	ctx := context.Background()
	path, receipts := auditFixture(t)

	var out bytes.Buffer
	if err := runAuditList(ctx, path, audit.Filter{}, false, &out); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 5 || !strings.HasPrefix(lines[0], "ID") {
		t.Fatalf("list printed:\n%s", out.String())
	}
	for i, want := range []string{receipts[0], receipts[1], "denied", "verified"} {
		if !strings.Contains(lines[i+1], want) {
			t.Errorf("list line %d = %q, want it to show %q", i+1, lines[i+1], want)
		}
	}
	if strings.Contains(out.String(), "output of") {
		t.Error("list prints result text")
	}

	out.Reset()
	if err := runAuditList(ctx, path, audit.Filter{Tool: "read_file"}, true, &out); err != nil {
		t.Fatal(err)
	}
	var row audit.Row
	if err := json.Unmarshal(out.Bytes(), &row); err != nil {
		t.Fatalf("list --json printed %q: %v", out.String(), err)
	}
	if row.ID != 2 || row.Receipt != receipts[1] {
		t.Errorf("list --tool read_file --json = %+v", row)
	}

	out.Reset()
	if err := runAuditShow(ctx, path, "3", &out); err != nil {
		t.Fatal(err)
	}
	var shown audit.Row
	if err := json.Unmarshal(out.Bytes(), &shown); err != nil {
		t.Fatal(err)
	}
	if shown.ID != 3 || shown.Status != audit.StatusDenied || shown.Error != "denied by policy" {
		t.Errorf("show 3 = %+v", shown)
	}
	for _, bad := range []string{"99", "x", "0"} {
		if err := runAuditShow(ctx, path, bad, &out); err == nil {
			t.Errorf("show %s succeeded", bad)
		} else if h := (*hinted)(nil); !errors.As(err, &h) {
			t.Errorf("show %s error %v has no hint", bad, err)
		}
	}

	out.Reset()
	if err := runAuditExport(ctx, path, &out); err != nil {
		t.Fatal(err)
	}
	var ids []int64
	for _, l := range strings.Split(strings.TrimSpace(out.String()), "\n") {
		var r audit.Row
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			t.Fatalf("export line %q: %v", l, err)
		}
		ids = append(ids, r.ID)
	}
	if diff := cmp.Diff([]int64{1, 2, 3, 4}, ids); diff != "" {
		t.Errorf("export ids (-want +got):\n%s", diff)
	}

	// A missing log is an error with a hint, and is not created.
	missing := filepath.Join(t.TempDir(), "none.db")
	err := runAuditList(ctx, missing, audit.Filter{}, false, &out)
	var h *hinted
	if !errors.As(err, &h) || !strings.Contains(err.Error(), "no audit log") {
		t.Errorf("list of a missing log: %v", err)
	}
	if _, err := os.Stat(missing); err == nil {
		t.Error("list created the missing log")
	}
}

func TestAuditVerify(t *testing.T) {
	ctx := context.Background()
	path, _ := auditFixture(t)
	var out bytes.Buffer
	if err := runAuditVerify(ctx, path, false, &out); err != nil {
		t.Fatalf("verify of an intact log: %v", err)
	}
	if !strings.Contains(out.String(), "intact: 4 rows") {
		t.Errorf("verify printed %q", out.String())
	}

	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.ExecContext(ctx, `UPDATE events SET tool = 'list_dir' WHERE id = 3`); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	err = runAuditVerify(ctx, path, true, &out)
	if code := exitCode(t, err); code != 1 {
		t.Fatalf("verify of a tampered log: exit %d (%v), want 1", code, err)
	}
	var rep audit.ChainReport
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatalf("verify --json printed %q: %v", out.String(), err)
	}
	if rep.OK || rep.BrokenID != 3 || rep.Problem != audit.ChainHashMismatch {
		t.Errorf("verify report = %+v, want row 3 hash_mismatch", rep)
	}

	if code := exitCode(t, runAuditVerify(ctx, filepath.Join(t.TempDir(), "none.db"), false, &out)); code != 2 {
		t.Errorf("verify of a missing log: exit %d, want 2", code)
	}
	junk := filepath.Join(t.TempDir(), "junk.db")
	os.WriteFile(junk, bytes.Repeat([]byte("junk"), 2048), 0o600)
	if code := exitCode(t, runAuditVerify(ctx, junk, false, &out)); code != 2 {
		t.Errorf("verify of a non-database: exit %d, want 2", code)
	}
}

func TestAuditReconcile(t *testing.T) {
	ctx := context.Background()
	path, receipts := auditFixture(t)
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	var out bytes.Buffer

	good := write("good.txt", "Listed [receipt: "+receipts[0]+"] and read "+receipts[1]+".")
	if err := runAuditReconcile(ctx, path, good, nil, false, &out); err != nil {
		t.Fatalf("reconcile of logged receipts: %v\n%s", err, out.String())
	}
	if !strings.Contains(out.String(), "2 receipts: 2 found, 0 not found, 0 malformed") ||
		!strings.Contains(out.String(), "call_read_file") {
		t.Errorf("reconcile printed:\n%s", out.String())
	}

	// The digest of a real receipt with one character changed, and a
	// malformed token, read from standard input.
	forged := receipts[0][:len(receipts[0])-2] + "AA"
	if forged == receipts[0] {
		forged = receipts[0][:len(receipts[0])-2] + "BA"
	}
	out.Reset()
	stdin := strings.NewReader(receipts[1] + " " + forged + " zc-receipt-12-short")
	err := runAuditReconcile(ctx, path, "-", stdin, true, &out)
	if code := exitCode(t, err); code != 1 {
		t.Fatalf("reconcile with unknown receipts: exit %d (%v), want 1", code, err)
	}
	var results []audit.ReconcileResult
	if err := json.Unmarshal(out.Bytes(), &results); err != nil {
		t.Fatalf("reconcile --json printed %q: %v", out.String(), err)
	}
	var outcomes []string
	for _, r := range results {
		outcomes = append(outcomes, r.Outcome)
	}
	if diff := cmp.Diff([]string{audit.ReconcileFound, audit.ReconcileNotFound, audit.ReconcileMalformed}, outcomes); diff != "" {
		t.Errorf("outcomes (-want +got):\n%s", diff)
	}

	out.Reset()
	if err := runAuditReconcile(ctx, path, write("none.txt", "no receipts"), nil, false, &out); err != nil ||
		!strings.Contains(out.String(), "no receipts") {
		t.Errorf("reconcile without receipts: %v, %q", err, out.String())
	}
	if code := exitCode(t, runAuditReconcile(ctx, path, filepath.Join(dir, "missing.txt"), nil, false, &out)); code != 2 {
		t.Errorf("reconcile of a missing file: exit %d, want 2", code)
	}
	if code := exitCode(t, runAuditReconcile(ctx, filepath.Join(dir, "none.db"), good, nil, false, &out)); code != 2 {
		t.Errorf("reconcile against a missing log: exit %d, want 2", code)
	}
}

// TestAuditCommand runs the cobra command, so that flags and arguments
// reach the run functions.
func TestAuditCommand(t *testing.T) {
	path, receipts := auditFixture(t)
	run := func(stdin string, args ...string) (string, error) {
		cmd := newAuditCmd()
		var out bytes.Buffer
		cmd.SetArgs(args)
		cmd.SetIn(strings.NewReader(stdin))
		cmd.SetOut(&out)
		cmd.SetErr(&out)
		cmd.SilenceErrors, cmd.SilenceUsage = true, true
		err := cmd.ExecuteContext(context.Background())
		return out.String(), err
	}
	out, err := run("", "list", "--db", path, "--status", "ok", "--limit", "1")
	if err != nil || strings.Count(out, "\n") != 2 || !strings.Contains(out, receipts[1]) {
		t.Errorf("list --status ok --limit 1: %v\n%s", err, out)
	}
	out, err = run("", "list", "--db", path, "--kind", "verification", "--since", "2026-03-27T09:00:03Z")
	if err != nil || !strings.Contains(out, "verified") || strings.Count(out, "\n") != 2 {
		t.Errorf("list --kind verification --since: %v\n%s", err, out)
	}
	if _, err := run("", "list", "--db", path, "--since", "yesterday-ish"); err == nil {
		t.Error("list --since with a bad value succeeded")
	}
	if out, err := run("", "verify", "--db", path); err != nil || !strings.Contains(out, "intact") {
		t.Errorf("verify: %v\n%s", err, out)
	}
	if out, err := run("", "export", "--jsonl", "--db", path); err != nil || strings.Count(out, "\n") != 4 {
		t.Errorf("export --jsonl: %v\n%s", err, out)
	}
	if _, err := run("", "export", "--jsonl=false", "--db", path); err == nil {
		t.Error("export --jsonl=false succeeded")
	}
	out, err = run(receipts[0], "reconcile", "--db", path, "-")
	if err != nil || !strings.Contains(out, "1 receipt: 1 found") {
		t.Errorf("reconcile -: %v\n%s", err, out)
	}
	if out, err := run("", "show", "--db", path, "1"); err != nil || !strings.Contains(out, `"receipt": "`+receipts[0]) {
		t.Errorf("show 1: %v\n%s", err, out)
	}
	if _, err := run("", "show", "--db", path); err == nil {
		t.Error("show without an id succeeded")
	}
}

func TestParseSince(t *testing.T) {
	now := time.Date(2026, 3, 27, 12, 0, 0, 0, time.UTC)
	for in, want := range map[string]time.Time{
		"24h":                  now.Add(-24 * time.Hour),
		"-90m":                 now.Add(-90 * time.Minute),
		"2026-03-20T08:00:00Z": time.Date(2026, 3, 20, 8, 0, 0, 0, time.UTC),
		"2026-03-20":           time.Date(2026, 3, 20, 0, 0, 0, 0, time.Local),
	} {
		got, err := parseSince(in, now)
		if err != nil || !got.Equal(want) {
			t.Errorf("parseSince(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
}
