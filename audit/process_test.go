package audit

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// The process tests re-run this test binary as a second process that
// writes to the same log; these variables tell it what to do.
const (
	helperModeEnv = "PRAMANA_AUDIT_TEST_HELPER" // "crash" or "append:<name>:<n>"
	helperDBEnv   = "PRAMANA_AUDIT_TEST_DB"
)

// crashBatch is the number of events per transaction in the crash helper.
const crashBatch = 5

func crashResult(seq int) string {
	return fmt.Sprintf("result %d\n", seq) + strings.Repeat("line of tool output\n", 100)
}

// TestHelperProcess is not a test: it is the body of the helper process.
func TestHelperProcess(t *testing.T) {
	mode := os.Getenv(helperModeEnv)
	if mode == "" {
		t.Skip("helper process for TestCrashRecovery and TestTwoProcesses")
	}
	ctx := context.Background()
	s, err := Open(ctx, os.Getenv(helperDBEnv), StoreOptions{StoreFull: true})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(3)
	}
	switch {
	case mode == "crash", mode == "crash-mid":
		// Append batches until killed, acknowledging each commit.
		for seq := 1; ; seq += crashBatch {
			events := make([]Event, crashBatch)
			for i := range events {
				events[i] = Event{Kind: KindToolCall, ScopeID: "crash", Seq: uint64(seq + i), Tool: "t",
					Status: StatusOK, Result: crashResult(seq + i)}
			}
			if mode == "crash-mid" && seq > 10*crashBatch {
				// A batch far larger than SQLite's page cache, so that its
				// pages spill into the WAL before the commit; then stop
				// inside the transaction and wait for SIGKILL.
				big := strings.Repeat("x", 1<<20)
				for i := range events {
					events[i].Result = big
				}
				events = append(events, events...)
				s.beforeCommit = func() {
					fmt.Println("inside")
					time.Sleep(time.Hour)
				}
			}
			if err := s.RecordBatch(ctx, events); err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(3)
			}
			fmt.Printf("committed %d\n", seq+crashBatch-1)
		}
	case strings.HasPrefix(mode, "append:"):
		name, count, _ := strings.Cut(strings.TrimPrefix(mode, "append:"), ":")
		n, _ := strconv.Atoi(count)
		if err := appendSeq(ctx, s, name, n); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(3)
		}
		s.Close()
		os.Exit(0)
	}
	t.Fatalf("unknown helper mode %q", mode)
}

func appendSeq(ctx context.Context, s *Store, name string, n int) error {
	for i := 1; i <= n; i++ {
		if err := s.Record(ctx, Event{Kind: KindToolCall, ScopeID: name, Seq: uint64(i), Tool: "t", Status: StatusOK}); err != nil {
			return err
		}
	}
	return nil
}

func helperCmd(t *testing.T, mode, path string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperProcess$")
	cmd.Env = append(os.Environ(), helperModeEnv+"="+mode, helperDBEnv+"="+path)
	return cmd
}

// TestCrashRecovery kills a writer with SIGKILL while it appends, once at
// whatever point it has reached and once inside a transaction whose pages
// are already in the WAL. Every acknowledged row must be there, no
// transaction may be there in part, and the chain must be intact.
func TestCrashRecovery(t *testing.T) {
	t.Run("anywhere", func(t *testing.T) { crashAndRecover(t, "crash") })
	t.Run("mid-transaction", func(t *testing.T) { crashAndRecover(t, "crash-mid") })
}

func crashAndRecover(t *testing.T, mode string) {
	path := filepath.Join(t.TempDir(), "audit.db")
	cmd := helperCmd(t, mode, path)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := make(chan string)
	go func() {
		defer close(lines)
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			lines <- sc.Text()
		}
	}()
	acked, inside := 0, false
	ack := func(l string) bool {
		n, err := strconv.Atoi(strings.TrimPrefix(l, "committed "))
		if err != nil {
			return false
		}
		acked = n
		return true
	}
	// A guard against a hung helper, not a speed requirement.
	guard := time.After(2 * time.Minute)
wait:
	for {
		select {
		case l, ok := <-lines:
			switch {
			case !ok:
				cmd.Wait()
				t.Fatalf("helper exited after %d rows: %s", acked, stderr.String())
			case l == "inside":
				inside = true
				break wait
			case !ack(l):
				t.Fatalf("helper said %q", l)
			case mode == "crash" && acked >= 150:
				break wait
			}
		case <-guard:
			cmd.Process.Kill()
			t.Fatalf("helper acknowledged only %d rows", acked)
		}
	}
	if inside {
		// Prove the test tests something: the uncommitted batch is in the WAL.
		fi, err := os.Stat(path + "-wal")
		if err != nil {
			t.Fatal(err)
		}
		if fi.Size() < 4<<20 {
			t.Fatalf("WAL is %d bytes inside the big transaction; its pages did not spill", fi.Size())
		}
	}
	if err := cmd.Process.Kill(); err != nil { // SIGKILL: no deferred code, no clean close
		t.Fatal(err)
	}
	for l := range lines { // commits acknowledged before the kill landed
		ack(l)
	}
	if err := cmd.Wait(); err == nil || !strings.Contains(err.Error(), "killed") {
		t.Fatalf("helper wait: %v, want killed", err)
	}

	s := openStore(t, path, StoreOptions{})
	rep := mustVerify(t, s)
	if !rep.OK {
		t.Fatalf("after crash VerifyChain = %+v", rep)
	}
	if rep.Rows < int64(acked) || rep.Rows%crashBatch != 0 || inside && rep.Rows != int64(acked) {
		t.Fatalf("after crash %d rows, want at least the %d acknowledged and a whole number of batches of %d", rep.Rows, acked, crashBatch)
	}
	rows, err := s.List(context.Background(), Filter{})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rows {
		if r.Seq != uint64(r.ID) || r.ResultSHA256 != sha256Hex(crashResult(int(r.Seq))) || r.Result != crashResult(int(r.Seq)) {
			t.Fatalf("row %d holds seq %d with result hash %s", r.ID, r.Seq, r.ResultSHA256)
		}
	}
	// The recovered log takes new rows on the same chain.
	if err := s.Record(context.Background(), Event{Kind: KindToolCall, Tool: "after", Status: StatusOK}); err != nil {
		t.Fatal(err)
	}
	if rep := mustVerify(t, s); !rep.OK || rep.Rows != int64(len(rows))+1 {
		t.Errorf("after a new row VerifyChain = %+v", rep)
	}
	t.Logf("killed after %d acknowledged rows; %d rows recovered", acked, len(rows))
}

// TestTwoProcesses has two helper processes and this one append to a
// file that none of them has created yet. BEGIN IMMEDIATE must keep the
// chain linear across processes, and the schema must be made once.
func TestTwoProcesses(t *testing.T) {
	const n = 100
	path := filepath.Join(t.TempDir(), "audit.db")
	var (
		wg   sync.WaitGroup
		errs = make(chan error, 3)
	)
	for _, name := range []string{"p1", "p2"} {
		cmd := helperCmd(t, fmt.Sprintf("append:%s:%d", name, n), path)
		wg.Go(func() {
			if out, err := cmd.CombinedOutput(); err != nil {
				errs <- fmt.Errorf("helper %s: %v: %s", name, err, out)
			}
		})
	}
	wg.Go(func() {
		s, err := Open(context.Background(), path, StoreOptions{})
		if err != nil {
			errs <- err
			return
		}
		defer s.Close()
		if err := appendSeq(context.Background(), s, "p0", n); err != nil {
			errs <- err
		}
	})
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}

	s := openStore(t, path, StoreOptions{})
	rep := mustVerify(t, s)
	if !rep.OK || rep.Rows != 3*n {
		t.Fatalf("VerifyChain = %+v, want OK with %d rows", rep, 3*n)
	}
	rows, err := s.List(context.Background(), Filter{})
	if err != nil {
		t.Fatal(err)
	}
	next := map[string]uint64{}
	for _, r := range rows {
		next[r.ScopeID]++
		if r.Seq != next[r.ScopeID] {
			t.Fatalf("row %d: %s seq %d, want %d", r.ID, r.ScopeID, r.Seq, next[r.ScopeID])
		}
	}
	if len(next) != 3 {
		t.Errorf("rows from %v, want p0, p1 and p2", next)
	}
}
