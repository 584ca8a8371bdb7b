package audit

import (
	"bytes"
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/pramana-dev/pramana/receipt"
)

func openStore(t testing.TB, path string, o StoreOptions) *Store {
	t.Helper()
	s, err := Open(context.Background(), path, o)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// rawDB opens the file behind the store's back, as an attacker with write
// access to it would.
func rawDB(t *testing.T, path string) *sql.DB {
	t.Helper()
	db, err := sql.Open("sqlite", path+"?_pragma=busy_timeout(10000)")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

func mustVerify(t *testing.T, s *Store) ChainReport {
	t.Helper()
	rep, err := s.VerifyChain(context.Background())
	if err != nil {
		t.Fatalf("VerifyChain: %v", err)
	}
	return rep
}

var t0 = time.Date(2026, 3, 27, 10, 30, 0, 123456000, time.FixedZone("CET", 3600))

func TestRoundTrip(t *testing.T) {
	ctx := context.Background()
	dir := filepath.Join(t.TempDir(), "nested", "dir")
	path := filepath.Join(dir, "audit.db")
	s := openStore(t, path, StoreOptions{})

	report := json.RawMessage(`{"findings":[],"trust":"verified","receipts_cited":1,"receipts_valid":1}`)
	events := []Event{
		{Kind: KindToolCall, Time: t0, ScopeID: "a1b2", Conversation: "conv-1", Seq: 1, CallID: "call_1",
			Tool: "list_dir", Status: StatusOK, Args: `{"path":"."}`, Result: "go.mod\nmain.go",
			Receipt: "zc-receipt-1774608496-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA", Duration: 1500 * time.Microsecond},
		{Kind: KindToolCall, Time: t0.Add(time.Second), ScopeID: "a1b2", Conversation: "conv-1", CallID: "call_2",
			Tool: "read_file", Status: StatusError, Args: `{"path":"nope"}`, Result: "open nope: no such file or directory",
			Duration: 200 * time.Microsecond},
		{Kind: KindVerification, Time: t0.Add(2 * time.Second), ScopeID: "a1b2", Conversation: "conv-1", Report: report},
		{Kind: KindToolCall, Time: t0.Add(3 * time.Second), ScopeID: "c3d4", Conversation: "conv-2", CallID: "call_3",
			Tool: "list_dir", Status: StatusDenied, Args: `{"path":"/etc"}`, Result: "denied by policy"},
	}
	if err := s.Record(ctx, events[0]); err != nil {
		t.Fatal(err)
	}
	if err := s.RecordBatch(ctx, events[1:]); err != nil {
		t.Fatal(err)
	}

	want := []Row{
		{ID: 1, Kind: KindToolCall, Time: t0.UTC(), ScopeID: "a1b2", Conversation: "conv-1", Seq: 1, CallID: "call_1",
			Tool: "list_dir", Status: StatusOK, Receipt: events[0].Receipt,
			ArgsSHA256: sha256Hex(`{"path":"."}`), ArgsSize: 12, Args: `{"path":"."}`,
			ResultSHA256: sha256Hex("go.mod\nmain.go"), ResultSize: 14, Result: "go.mod\nmain.go", Duration: 1500 * time.Microsecond},
		{ID: 2, Kind: KindToolCall, Time: t0.Add(time.Second).UTC(), ScopeID: "a1b2", Conversation: "conv-1", CallID: "call_2",
			Tool: "read_file", Status: StatusError,
			ArgsSHA256: sha256Hex(`{"path":"nope"}`), ArgsSize: 15, Args: `{"path":"nope"}`,
			ResultSHA256: sha256Hex(events[1].Result), ResultSize: int64(len(events[1].Result)),
			Error: events[1].Result, Duration: 200 * time.Microsecond},
		{ID: 3, Kind: KindVerification, Time: t0.Add(2 * time.Second).UTC(), ScopeID: "a1b2", Conversation: "conv-1",
			ArgsSHA256: sha256Hex(""), ResultSHA256: sha256Hex(""), Report: report},
		{ID: 4, Kind: KindToolCall, Time: t0.Add(3 * time.Second).UTC(), ScopeID: "c3d4", Conversation: "conv-2", CallID: "call_3",
			Tool: "list_dir", Status: StatusDenied,
			ArgsSHA256: sha256Hex(`{"path":"/etc"}`), ArgsSize: 15, Args: `{"path":"/etc"}`,
			ResultSHA256: sha256Hex("denied by policy"), ResultSize: 16, Error: "denied by policy"},
	}
	ignoreHashes := cmpopts.IgnoreFields(Row{}, "PrevHash", "Hash")
	got, err := s.List(ctx, Filter{})
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(want, got, ignoreHashes); diff != "" {
		t.Fatalf("List mismatch (-want +got):\n%s", diff)
	}
	if got[0].PrevHash != strings.Repeat("0", 64) {
		t.Errorf("row 1 prev_hash = %q, want 64 zeros", got[0].PrevHash)
	}
	for i := 1; i < len(got); i++ {
		if got[i].PrevHash != got[i-1].Hash || len(got[i].Hash) != 64 {
			t.Errorf("row %d: prev_hash %q, hash %q; previous hash %q", got[i].ID, got[i].PrevHash, got[i].Hash, got[i-1].Hash)
		}
	}

	row, err := s.Get(ctx, 2)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(got[1], row); diff != "" {
		t.Errorf("Get(2) mismatch (-want +got):\n%s", diff)
	}
	if _, err := s.Get(ctx, 99); !errors.Is(err, ErrNotFound) {
		t.Errorf("Get(99) error = %v, want ErrNotFound", err)
	}

	var buf bytes.Buffer
	if err := s.Export(ctx, &buf); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(buf.String(), "\n"), "\n")
	if len(lines) != len(want) {
		t.Fatalf("Export wrote %d lines, want %d:\n%s", len(lines), len(want), buf.String())
	}
	var exported []Row
	for _, l := range lines {
		var r Row
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			t.Fatalf("export line %q: %v", l, err)
		}
		exported = append(exported, r)
	}
	// JSON compacts the report; compare it as a value.
	if diff := cmp.Diff(got, exported, cmp.Comparer(func(a, b json.RawMessage) bool {
		var x, y any
		json.Unmarshal(a, &x)
		json.Unmarshal(b, &y)
		return cmp.Equal(x, y)
	})); diff != "" {
		t.Errorf("Export mismatch (-want +got):\n%s", diff)
	}
	// The field names are an interface.
	var first map[string]any
	json.Unmarshal([]byte(lines[0]), &first)
	for _, k := range []string{"id", "kind", "time", "scope_id", "conversation", "seq", "call_id", "tool", "status", "receipt",
		"args_sha256", "args_size", "args", "args_truncated", "result_sha256", "result_size", "result", "result_truncated",
		"duration_ns", "error", "report", "prev_hash", "hash"} {
		if _, ok := first[k]; !ok {
			t.Errorf("export line lacks field %q: %s", k, lines[0])
		}
	}
	if first["time"] != "2026-03-27T09:30:00.123456Z" {
		t.Errorf("exported time = %v, want UTC RFC 3339", first["time"])
	}

	filters := []struct {
		f    Filter
		want []int64
	}{
		{Filter{Tool: "list_dir"}, []int64{1, 4}},
		{Filter{Status: StatusError}, []int64{2}},
		{Filter{Kind: KindVerification}, []int64{3}},
		{Filter{Conversation: "conv-2"}, []int64{4}},
		{Filter{ScopeID: "a1b2"}, []int64{1, 2, 3}},
		{Filter{Since: t0.Add(2 * time.Second)}, []int64{3, 4}},
		{Filter{Since: t0.Add(1500 * time.Millisecond)}, []int64{3, 4}},
		{Filter{Limit: 2}, []int64{3, 4}},
		{Filter{ScopeID: "a1b2", Limit: 2}, []int64{2, 3}},
		{Filter{Tool: "list_dir", Status: StatusOK}, []int64{1}},
		{Filter{Tool: "nope"}, nil},
	}
	for _, tc := range filters {
		rows, err := s.List(ctx, tc.f)
		if err != nil {
			t.Fatalf("List(%+v): %v", tc.f, err)
		}
		var ids []int64
		for _, r := range rows {
			ids = append(ids, r.ID)
		}
		if diff := cmp.Diff(tc.want, ids); diff != "" {
			t.Errorf("List(%+v) ids (-want +got):\n%s", tc.f, diff)
		}
	}
	if _, err := s.List(ctx, Filter{Limit: -1}); err == nil {
		t.Error("List with a negative limit succeeded")
	}

	rep := mustVerify(t, s)
	if !rep.OK || rep.Rows != 4 || rep.Head != got[3].Hash {
		t.Errorf("VerifyChain = %+v, want OK with 4 rows and head %s", rep, got[3].Hash)
	}

	// Permissions: the log holds tool arguments and results.
	for p, want := range map[string]os.FileMode{dir: 0o700, path: 0o600, path + "-wal": 0o600} {
		fi, err := os.Stat(p)
		if err != nil {
			t.Fatal(err)
		}
		if fi.Mode().Perm() != want {
			t.Errorf("%s mode = %v, want %v", p, fi.Mode().Perm(), want)
		}
	}

	// Reopening finds the rows and the chain intact and keeps appending.
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	s2 := openStore(t, path, StoreOptions{})
	if err := s2.Record(ctx, Event{Kind: KindToolCall, Tool: "x", Status: StatusOK}); err != nil {
		t.Fatal(err)
	}
	if rep := mustVerify(t, s2); !rep.OK || rep.Rows != 5 {
		t.Errorf("after reopen VerifyChain = %+v, want OK with 5 rows", rep)
	}
	if err := s.Record(ctx, events[0]); err == nil {
		t.Error("Record on a closed store succeeded")
	}
}

func TestRecordRejects(t *testing.T) {
	ctx := context.Background()
	s := openStore(t, filepath.Join(t.TempDir(), "a.db"), StoreOptions{})
	good := Event{Kind: KindToolCall, Tool: "t", Status: StatusOK}
	bad := []Event{
		{Tool: "t"}, // no kind
		{Kind: KindVerification, Report: json.RawMessage(`{"trust":`)},
	}
	for _, e := range bad {
		// In a batch, a bad event keeps the good one out too.
		if err := s.RecordBatch(ctx, []Event{good, e}); err == nil {
			t.Errorf("RecordBatch with %+v succeeded", e)
		}
	}
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	if err := s.Record(cctx, good); err == nil {
		t.Error("Record with a cancelled context succeeded")
	}
	if rows, _ := s.List(ctx, Filter{}); len(rows) != 0 {
		t.Errorf("rejected events left %d rows", len(rows))
	}
	if err := s.RecordBatch(ctx, nil); err != nil {
		t.Errorf("empty batch: %v", err)
	}
	// A zero time is the time of recording.
	before := time.Now()
	if err := s.Record(ctx, good); err != nil {
		t.Fatal(err)
	}
	r, err := s.Get(ctx, 1)
	if err != nil {
		t.Fatal(err)
	}
	if r.Time.Before(before.Add(-time.Second)) || r.Time.Location() != time.UTC {
		t.Errorf("zero time recorded as %v, want about %v in UTC", r.Time, before.UTC())
	}
}

func TestStoreFull(t *testing.T) {
	ctx := context.Background()
	// 300 bytes: 'a' then 'é' (2 bytes) repeated, so byte 256 falls inside
	// a rune and the cut must back off to 255.
	result := "a" + strings.Repeat("é", 150)
	args := `{"q":"` + strings.Repeat("x", 400) + `"}`
	failText := strings.Repeat("€", 100) // 3 bytes each; 256 is mid-rune
	events := []Event{
		{Kind: KindToolCall, Tool: "t", Status: StatusOK, Args: args, Result: result},
		{Kind: KindToolCall, Tool: "t", Status: StatusTimeout, Args: "{}", Result: failText},
	}
	cases := []struct {
		name        string
		o           StoreOptions
		result, err string
		args        string
		trunc       bool
	}{
		{"excerpt", StoreOptions{}, result[:255], failText[:255], args[:256], true},
		{"small excerpt", StoreOptions{ExcerptChars: 4}, "a\xc3\xa9", "€", `{"q"`, true},
		{"no text", StoreOptions{ExcerptChars: -1}, "", "", "", true},
		{"full", StoreOptions{StoreFull: true}, result, failText, args, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := openStore(t, filepath.Join(t.TempDir(), "a.db"), tc.o)
			if err := s.RecordBatch(ctx, events); err != nil {
				t.Fatal(err)
			}
			rows, err := s.List(ctx, Filter{})
			if err != nil {
				t.Fatal(err)
			}
			ok, fail := rows[0], rows[1]
			if ok.Result != tc.result || ok.Args != tc.args || fail.Error != tc.err {
				t.Errorf("stored result %q, args %q, error %q; want %q, %q, %q", ok.Result, ok.Args, fail.Error, tc.result, tc.args, tc.err)
			}
			if fail.Result != "" {
				t.Errorf("failed call stored result %q; its text belongs in error", fail.Result)
			}
			if !utf8.ValidString(ok.Result) || !utf8.ValidString(fail.Error) {
				t.Error("excerpt split a UTF-8 sequence")
			}
			if ok.ResultTruncated != tc.trunc || ok.ArgsTruncated != tc.trunc || fail.ResultTruncated != tc.trunc {
				t.Errorf("truncated flags %v %v %v, want %v", ok.ResultTruncated, ok.ArgsTruncated, fail.ResultTruncated, tc.trunc)
			}
			// Whatever is kept, the hash and size pin the full text.
			if ok.ResultSHA256 != sha256Hex(result) || ok.ResultSize != int64(len(result)) || ok.ArgsSHA256 != sha256Hex(args) {
				t.Errorf("hashes or sizes do not describe the full text: %+v", ok)
			}
			if rep := mustVerify(t, s); !rep.OK {
				t.Errorf("VerifyChain = %+v", rep)
			}
		})
	}
}

func TestConcurrentRecord(t *testing.T) {
	ctx := context.Background()
	s := openStore(t, filepath.Join(t.TempDir(), "a.db"), StoreOptions{})
	const writers, each = 200, 20
	var (
		wg       sync.WaitGroup
		recorded atomic.Int64
	)
	errs := make(chan error, writers)
	for w := range writers {
		wg.Go(func() {
			for i := range each {
				e := Event{Kind: KindToolCall, ScopeID: fmt.Sprintf("w%03d", w), Seq: uint64(i + 1),
					Tool: "t", Status: StatusOK, Result: fmt.Sprintf("writer %d event %d", w, i)}
				if err := s.Record(ctx, e); err != nil {
					errs <- err
					return
				}
				recorded.Add(1)
			}
		})
	}
	// A reader checks the chain a few times while the writers append: it
	// sees a consistent snapshot each time, never half a transaction.
	done := make(chan struct{})
	var checks int
	var readErr error
	var rg sync.WaitGroup
	rg.Go(func() {
		for k := int64(1); k <= 4; k++ {
			for recorded.Load() < k*writers*each/5 {
				select {
				case <-done:
					return
				case <-time.After(10 * time.Millisecond):
				}
			}
			rep, err := s.VerifyChain(ctx)
			if err == nil && (!rep.OK || rep.Rows < k*writers*each/5) {
				err = fmt.Errorf("mid-write VerifyChain = %+v", rep)
			}
			if err != nil {
				readErr = err
				return
			}
			checks++
		}
	})
	wg.Wait()
	close(done)
	rg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	if readErr != nil || checks == 0 {
		t.Fatalf("concurrent VerifyChain: %v after %d checks", readErr, checks)
	}
	rep := mustVerify(t, s)
	if !rep.OK || rep.Rows != writers*each {
		t.Fatalf("VerifyChain = %+v, want OK with %d rows", rep, writers*each)
	}
	rows, err := s.List(ctx, Filter{})
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != writers*each {
		t.Fatalf("List returned %d rows, want %d", len(rows), writers*each)
	}
	// Each writer waited for each Record, so its rows are in its order.
	next := map[string]uint64{}
	for _, r := range rows {
		next[r.ScopeID]++
		if r.Seq != next[r.ScopeID] {
			t.Fatalf("row %d: writer %s seq %d, want %d", r.ID, r.ScopeID, r.Seq, next[r.ScopeID])
		}
	}
	if len(next) != writers {
		t.Errorf("rows from %d writers, want %d", len(next), writers)
	}
}

func TestTamper(t *testing.T) {
	ctx := context.Background()
	cases := []struct {
		name    string
		sql     string
		wantID  int64
		problem string
	}{
		{"edit result hash", `UPDATE events SET result_sha256 = '` + strings.Repeat("ab", 32) + `' WHERE id = 5`, 5, ChainHashMismatch},
		{"edit excerpt", `UPDATE events SET result = 'nothing to see' WHERE id = 7`, 7, ChainHashMismatch},
		{"edit status", `UPDATE events SET status = 'ok', error = '' WHERE id = 3`, 3, ChainHashMismatch},
		{"delete middle row", `DELETE FROM events WHERE id = 5`, 6, ChainGap},
		{"delete first row", `DELETE FROM events WHERE id = 1`, 2, ChainGap},
		{"edit hash", `UPDATE events SET hash = '` + strings.Repeat("00", 32) + `' WHERE id = 5`, 5, ChainHashMismatch},
		{"edit last hash", `UPDATE events SET hash = upper(hash) WHERE id = 10`, 10, ChainHashMismatch},
		{"edit prev hash", `UPDATE events SET prev_hash = 'zz' WHERE id = 4`, 4, ChainPrevMismatch},
		{"renumber", `UPDATE events SET id = 11 WHERE id = 10`, 11, ChainGap},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "a.db")
			s := openStore(t, path, StoreOptions{})
			seedRows(t, s, 10)
			if rep := mustVerify(t, s); !rep.OK || rep.Rows != 10 {
				t.Fatalf("before tampering: %+v", rep)
			}
			if _, err := rawDB(t, path).ExecContext(ctx, tc.sql); err != nil {
				t.Fatal(err)
			}
			rep := mustVerify(t, s)
			if rep.OK || rep.BrokenID != tc.wantID || rep.Problem != tc.problem || rep.Detail == "" || rep.Head != "" {
				t.Errorf("VerifyChain = %+v, want row %d broken by %s", rep, tc.wantID, tc.problem)
			}
		})
	}

	// An attacker who knows the encoding can rehash the row they edited;
	// the next row's prev_hash still gives them away.
	t.Run("rehash edited row", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "a.db")
		s := openStore(t, path, StoreOptions{})
		seedRows(t, s, 10)
		db := rawDB(t, path)
		var r record
		if err := r.scan(db.QueryRowContext(ctx, "SELECT "+columns+" FROM events WHERE id = 5")); err != nil {
			t.Fatal(err)
		}
		prev, err := decodeHash(r.prevHash)
		if err != nil {
			t.Fatal(err)
		}
		r.resultSHA = sha256Hex("something else")
		sum := r.chainHash(newEncoder(), prev)
		if _, err := db.ExecContext(ctx, "UPDATE events SET result_sha256 = ?, hash = ? WHERE id = 5", r.resultSHA, hex.EncodeToString(sum[:])); err != nil {
			t.Fatal(err)
		}
		rep := mustVerify(t, s)
		if rep.OK || rep.BrokenID != 6 || rep.Problem != ChainPrevMismatch {
			t.Errorf("VerifyChain = %+v, want row 6 broken by %s", rep, ChainPrevMismatch)
		}
	})

	t.Run("empty log", func(t *testing.T) {
		s := openStore(t, filepath.Join(t.TempDir(), "a.db"), StoreOptions{})
		if rep := mustVerify(t, s); !rep.OK || rep.Rows != 0 || rep.Head != "" {
			t.Errorf("VerifyChain on an empty log = %+v", rep)
		}
	})
}

func seedRows(t *testing.T, s *Store, n int) {
	t.Helper()
	var events []Event
	for i := range n {
		st := StatusOK
		if i%3 == 2 {
			st = StatusError
		}
		events = append(events, Event{Kind: KindToolCall, Time: t0.Add(time.Duration(i) * time.Second), ScopeID: "s",
			Seq: uint64(i + 1), CallID: fmt.Sprintf("call_%d", i), Tool: "read_file", Status: st,
			Args: fmt.Sprintf(`{"path":"f%d"}`, i), Result: fmt.Sprintf("contents of f%d", i)})
	}
	// Two transactions, so the chain crosses a commit.
	if err := s.RecordBatch(context.Background(), events[:n/2]); err != nil {
		t.Fatal(err)
	}
	if err := s.RecordBatch(context.Background(), events[n/2:]); err != nil {
		t.Fatal(err)
	}
}

func TestReconcile(t *testing.T) {
	ctx := context.Background()
	s := openStore(t, filepath.Join(t.TempDir(), "a.db"), StoreOptions{})
	scope, err := receipt.NewScope()
	if err != nil {
		t.Fatal(err)
	}
	defer scope.Close()
	var entries []receipt.Entry
	for i, tool := range []string{"list_dir", "read_file"} {
		c := receipt.Call{ID: fmt.Sprintf("call_%d", i), Tool: tool, Args: []byte(`{}`), Result: "out " + tool}
		e, err := scope.Sign(c)
		if err != nil {
			t.Fatal(err)
		}
		entries = append(entries, e)
		if err := s.Record(ctx, Event{Kind: KindToolCall, Time: t0, ScopeID: scope.ID(), Conversation: "conv",
			Seq: e.Seq, CallID: c.ID, Tool: tool, Status: StatusOK, Args: string(c.Args), Result: c.Result,
			Receipt: e.Receipt.String()}); err != nil {
			t.Fatal(err)
		}
	}
	// A genuine receipt from a scope whose calls were never logged.
	other, err := receipt.NewScope()
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	unlogged, err := other.Sign(receipt.Call{ID: "x", Tool: "list_dir", Result: "y"})
	if err != nil {
		t.Fatal(err)
	}

	r1, r2, r3 := entries[1].Receipt.String(), unlogged.Receipt.String(), entries[0].Receipt.String()
	text := "I read the file [receipt: " + r1 + "] and listed nothing (" + r2 + "). " +
		"Also zc-receipt-0123-abc and, again, " + r3 + "."
	got, err := s.Reconcile(ctx, text)
	if err != nil {
		t.Fatal(err)
	}
	want := []ReconcileResult{
		{Token: r1, Outcome: ReconcileFound, Call: &ReconciledCall{RowID: 2, Tool: "read_file", CallID: "call_1",
			Seq: entries[1].Seq, ScopeID: scope.ID(), Conversation: "conv", Time: t0.UTC()}},
		{Token: r2, Outcome: ReconcileNotFound},
		{Token: "zc-receipt-0123-abc", Outcome: ReconcileMalformed, Reason: "timestamp has a leading zero"},
		{Token: r3, Outcome: ReconcileFound, Call: &ReconciledCall{RowID: 1, Tool: "list_dir", CallID: "call_0",
			Seq: entries[0].Seq, ScopeID: scope.ID(), Conversation: "conv", Time: t0.UTC()}},
	}
	if diff := cmp.Diff(want, got, cmpopts.IgnoreFields(ReconcileResult{}, "Start", "End")); diff != "" {
		t.Errorf("Reconcile mismatch (-want +got):\n%s", diff)
	}
	for _, r := range got {
		if text[r.Start:r.End] != r.Token {
			t.Errorf("token %q at [%d:%d] is %q in the text", r.Token, r.Start, r.End, text[r.Start:r.End])
		}
	}
	if got, err := s.Reconcile(ctx, "no receipts here"); err != nil || len(got) != 0 {
		t.Errorf("Reconcile without tokens = %v, %v", got, err)
	}
}

func TestSchemaVersion(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "a.db")
	s := openStore(t, path, StoreOptions{})
	s.Close()
	db := rawDB(t, path)
	var v int
	if err := db.QueryRowContext(ctx, "PRAGMA user_version").Scan(&v); err != nil || v != len(migrations()) {
		t.Fatalf("user_version = %d, %v; want %d", v, err, len(migrations()))
	}
	var mode string
	if err := db.QueryRowContext(ctx, "PRAGMA journal_mode").Scan(&mode); err != nil || mode != "wal" {
		t.Errorf("journal_mode = %q, %v; want wal", mode, err)
	}
	if _, err := db.ExecContext(ctx, "PRAGMA user_version = 99"); err != nil {
		t.Fatal(err)
	}
	_, err := Open(ctx, path, StoreOptions{})
	if err == nil || !strings.Contains(err.Error(), "schema version 99 is newer") {
		t.Errorf("Open of a newer schema: %v", err)
	}
}

func TestOpenErrors(t *testing.T) {
	ctx := context.Background()
	if _, err := Open(ctx, "", StoreOptions{}); err == nil {
		t.Error("Open(\"\") succeeded")
	}
	// A parent that is a file cannot hold the database.
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := Open(ctx, filepath.Join(file, "audit.db"), StoreOptions{}); err == nil {
		t.Error("Open under a regular file succeeded")
	}
	// A file that is not SQLite.
	junk := filepath.Join(t.TempDir(), "junk.db")
	if err := os.WriteFile(junk, bytes.Repeat([]byte("not a database "), 512), 0o600); err != nil {
		t.Fatal(err)
	}
	if s, err := Open(ctx, junk, StoreOptions{}); err == nil {
		s.Close()
		t.Error("Open of a non-database file succeeded")
	}
}

func TestOddPath(t *testing.T) {
	// Characters that mean something in a URI must reach the file system
	// as they are.
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "a?b#c %41&d.db")
	s := openStore(t, path, StoreOptions{})
	if err := s.Record(ctx, Event{Kind: KindToolCall, Tool: "t", Status: StatusOK}); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path); err != nil {
		t.Errorf("database not at %q: %v", path, err)
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	for _, e := range entries {
		if !strings.HasPrefix(e.Name(), "a?b#c %41&d.db") {
			t.Errorf("stray file %q", e.Name())
		}
	}
}

// TestEventCarriesNoKey pins the fields of Event. The receipt key must
// never reach the audit log, and the way to keep that true is that no
// field can carry it: whoever adds a field here must check that it cannot.
func TestEventCarriesNoKey(t *testing.T) {
	var got []string
	for f := range reflect.TypeFor[Event]().Fields() {
		got = append(got, f.Name+" "+f.Type.String())
	}
	want := []string{"Kind string", "Time time.Time", "ScopeID string", "Conversation string", "Seq uint64",
		"CallID string", "Tool string", "Status audit.Status", "Args string", "Result string", "Receipt string",
		"Duration time.Duration", "Report json.RawMessage"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Event fields changed (-want +got):\n%s\nmake sure no new field can hold the receipt key, then update this list", diff)
	}
}

func TestLogSink(t *testing.T) {
	ctx := context.Background()
	secret := "password=hunter2 " + strings.Repeat("z", 400)
	e := Event{Kind: KindToolCall, ScopeID: "s1", Conversation: "c1", Seq: 3, CallID: "call_9", Tool: "read_file",
		Status: StatusOK, Args: `{"path":"creds"}`, Result: secret, Receipt: "zc-receipt-1-x", Duration: time.Millisecond}

	logAt := func(level slog.Level, e Event) map[string]any {
		t.Helper()
		var buf bytes.Buffer
		sink := LogSink{Logger: slog.New(slog.NewJSONHandler(&buf, &slog.HandlerOptions{Level: level}))}
		if err := sink.Record(ctx, e); err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
		if len(lines) != 1 {
			t.Fatalf("got %d log lines, want 1: %s", len(lines), buf.String())
		}
		var m map[string]any
		if err := json.Unmarshal([]byte(lines[0]), &m); err != nil {
			t.Fatal(err)
		}
		return m
	}

	info := logAt(slog.LevelInfo, e)
	want := map[string]any{"level": "INFO", "component": "audit", "kind": KindToolCall, "scope": "s1", "conversation": "c1",
		"seq": 3.0, "call_id": "call_9", "tool": "read_file", "status": "ok", "receipt": "zc-receipt-1-x",
		"args_bytes": 16.0, "args_sha256": sha256Hex(e.Args), "result_bytes": float64(len(secret)),
		"result_sha256": sha256Hex(secret), "duration": float64(time.Millisecond)}
	if diff := cmp.Diff(want, info, cmpopts.IgnoreMapEntries(func(k string, _ any) bool { return k == "time" || k == "msg" })); diff != "" {
		t.Errorf("info line (-want +got):\n%s", diff)
	}

	debug := logAt(slog.LevelDebug, e)
	if ex, _ := debug["result_excerpt"].(string); !strings.HasPrefix(secret, ex) || len(ex) != logExcerptBytes {
		t.Errorf("debug result_excerpt = %q, want the first %d bytes", ex, logExcerptBytes)
	}
	if debug["args_excerpt"] != e.Args {
		t.Errorf("debug args_excerpt = %v", debug["args_excerpt"])
	}

	fail := e
	fail.Status, fail.Receipt = StatusError, ""
	if m := logAt(slog.LevelInfo, fail); m["level"] != "WARN" || m["receipt"] != nil {
		t.Errorf("failed call logged as %v", m)
	}

	v := logAt(slog.LevelInfo, Event{Kind: KindVerification, Conversation: "c1",
		Report: json.RawMessage(`{"findings":[{"type":"forged_receipt","message":"quote of the reply"}],"trust":"rejected"}`)})
	if v["trust"] != "rejected" || v["findings"] != 1.0 || v["tool"] != nil {
		t.Errorf("verification line = %v", v)
	}
	if strings.Contains(fmt.Sprint(v), "quote of the reply") {
		t.Error("verification line carries finding text")
	}

	// Below the logger's level nothing is written; a nil logger discards.
	var buf bytes.Buffer
	quiet := LogSink{Logger: slog.New(slog.NewJSONHandler(&buf, &slog.HandlerOptions{Level: slog.LevelError}))}
	if err := quiet.Record(ctx, e); err != nil || buf.Len() != 0 {
		t.Errorf("error-level sink wrote %q, %v", buf.String(), err)
	}
	if err := (LogSink{}).Record(ctx, e); err != nil {
		t.Errorf("nil-logger sink: %v", err)
	}
}

// refChainHash is the chain hash written straight from the package doc,
// to check the buffered encoder against.
func refChainHash(prev [32]byte, r *record) [32]byte {
	var b bytes.Buffer
	b.Write(prev[:])
	f := func(s string) {
		binary.Write(&b, binary.BigEndian, uint64(len(s)))
		b.WriteString(s)
	}
	u := func(v int64) {
		binary.Write(&b, binary.BigEndian, uint64(8))
		binary.Write(&b, binary.BigEndian, uint64(v))
	}
	f("pramana-audit/v1")
	u(r.id)
	f(r.kind)
	f(r.time)
	f(r.scopeID)
	f(r.conversation)
	u(r.seq)
	f(r.callID)
	f(r.tool)
	f(r.status)
	f(r.receipt)
	f(r.argsSHA)
	u(r.argsSize)
	f(r.args)
	f(r.resultSHA)
	u(r.resultSize)
	f(r.result)
	u(r.durationNS)
	f(r.errText)
	f(r.report)
	return sha256.Sum256(b.Bytes())
}

// chainVector is testdata/chain-v1.json: a row and the hash it must have,
// computed by a separate implementation of the package doc's formula.
// Logs on disk depend on the encoding; it may never change.
type chainVector struct {
	Prev         string `json:"prev"`
	ID           int64  `json:"id"`
	Kind         string `json:"kind"`
	Time         string `json:"time"`
	ScopeID      string `json:"scope_id"`
	Conversation string `json:"conversation"`
	Seq          int64  `json:"seq"`
	CallID       string `json:"call_id"`
	Tool         string `json:"tool"`
	Status       string `json:"status"`
	Receipt      string `json:"receipt"`
	ArgsSHA256   string `json:"args_sha256"`
	ArgsSize     int64  `json:"args_size"`
	Args         string `json:"args"`
	ResultSHA256 string `json:"result_sha256"`
	ResultSize   int64  `json:"result_size"`
	Result       string `json:"result"`
	DurationNS   int64  `json:"duration_ns"`
	Error        string `json:"error"`
	Report       string `json:"report"`
	Hash         string `json:"hash"`
}

func TestChainHashEncoding(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("testdata", "chain-v1.json"))
	if err != nil {
		t.Fatal(err)
	}
	var vs []chainVector
	if err := json.Unmarshal(b, &vs); err != nil {
		t.Fatal(err)
	}
	if len(vs) == 0 {
		t.Fatal("no vectors")
	}
	enc := newEncoder()
	for i, v := range vs {
		r := record{id: v.ID, kind: v.Kind, time: v.Time, scopeID: v.ScopeID, conversation: v.Conversation, seq: v.Seq,
			callID: v.CallID, tool: v.Tool, status: v.Status, receipt: v.Receipt, argsSHA: v.ArgsSHA256, argsSize: v.ArgsSize,
			args: v.Args, resultSHA: v.ResultSHA256, resultSize: v.ResultSize, result: v.Result, durationNS: v.DurationNS,
			errText: v.Error, report: v.Report}
		prev, err := decodeHash(v.Prev)
		if err != nil {
			t.Fatal(err)
		}
		got := r.chainHash(enc, prev)
		if h := hex.EncodeToString(got[:]); h != v.Hash {
			t.Errorf("vector %d: hash %s, want %s", i, h, v.Hash)
		}
		if ref := refChainHash(prev, &r); ref != got {
			t.Errorf("vector %d: encoder and reference disagree", i)
		}
	}

	// A store given the same events writes the same rows and hashes.
	ctx := context.Background()
	s := openStore(t, filepath.Join(t.TempDir(), "a.db"), StoreOptions{})
	for _, v := range vs {
		tm, err := time.Parse(time.RFC3339Nano, v.Time)
		if err != nil {
			t.Fatal(err)
		}
		e := Event{Kind: v.Kind, Time: tm, ScopeID: v.ScopeID, Conversation: v.Conversation, Seq: uint64(v.Seq),
			CallID: v.CallID, Tool: v.Tool, Status: Status(v.Status), Args: v.Args, Result: v.Result + v.Error,
			Receipt: v.Receipt, Duration: time.Duration(v.DurationNS), Report: json.RawMessage(v.Report)}
		if err := s.Record(ctx, e); err != nil {
			t.Fatal(err)
		}
	}
	rows, err := s.List(ctx, Filter{})
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range rows {
		if r.Hash != vs[i].Hash || r.PrevHash != vs[i].Prev {
			t.Errorf("stored row %d: prev %s hash %s, want prev %s hash %s", r.ID, r.PrevHash, r.Hash, vs[i].Prev, vs[i].Hash)
		}
	}

	// Fields on both sides of the encoder's direct-write threshold, and
	// the framing: moving bytes between fields changes the hash.
	var prev [32]byte
	for _, n := range []int{0, 1, directWrite - 1, directWrite, directWrite + 1, 3 * directWrite} {
		r := record{id: 7, kind: KindToolCall, result: strings.Repeat("r", n), args: strings.Repeat("a", n/2), seq: -1}
		if got, ref := r.chainHash(enc, prev), refChainHash(prev, &r); got != ref {
			t.Errorf("result of %d bytes: encoder and reference disagree", n)
		}
	}
	a := record{tool: "ab", status: "c"}
	b2 := record{tool: "a", status: "bc"}
	if a.chainHash(enc, prev) == b2.chainHash(enc, prev) {
		t.Error("fields are not framed: (ab,c) and (a,bc) hash alike")
	}
}
