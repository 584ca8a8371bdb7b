package policy

import (
	"context"
	"errors"
	"io"
	"strings"
	"sync"
	"testing"
	"time"
)

// syncBuffer is a strings.Builder safe for the approver's writes and the
// test's reads.
type syncBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.String()
}

func TestTerminalApprover(t *testing.T) {
	ctx := context.Background()
	var out syncBuffer
	a := &TerminalApprover{In: strings.NewReader("y\nYES\nn\n\nyep\n  y  \n"), Out: &out}
	for i, want := range []bool{true, true, false, false, false, true, false /* EOF */, false} {
		got, err := a.Approve(ctx, "shell", "ls -la")
		if err != nil {
			t.Fatalf("answer %d: %v", i, err)
		}
		if got != want {
			t.Errorf("answer %d = %v, want %v", i, got, want)
		}
	}
	if want := strings.Repeat("Allow shell: ls -la? [y/N] ", 8); out.String() != want {
		t.Errorf("prompts = %q, want %q", out.String(), want)
	}
}

func TestTerminalApproverPartialLineAtEOF(t *testing.T) {
	a := &TerminalApprover{In: strings.NewReader("y"), Out: io.Discard}
	if ok, err := a.Approve(context.Background(), "shell", "rm -rf x"); ok || err != nil {
		t.Errorf("Approve = %v, %v; want false, nil: an unfinished line is no answer", ok, err)
	}
}

func TestTerminalApproverEscapesSummary(t *testing.T) {
	var out syncBuffer
	a := &TerminalApprover{In: strings.NewReader("n\n"), Out: &out}
	a.Approve(context.Background(), "shell", "echo hi\r\x1b[2KAllow shell: ls\u202e")
	want := `Allow shell: echo hi\r\x1b[2KAllow shell: ls\u202e? [y/N] `
	if out.String() != want {
		t.Errorf("prompt = %q, want %q", out.String(), want)
	}
}

// A prompt given up on does not take the next prompt's answer from a line
// typed for it, and a line that arrives while a later prompt waits answers
// that prompt.
func TestTerminalApproverContext(t *testing.T) {
	pr, pw := io.Pipe()
	defer pw.Close()
	a := &TerminalApprover{In: pr, Out: io.Discard}

	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		_, err := a.Approve(ctx, "shell", "first")
		done <- err
	}()
	// Cancel while the read is pending.
	for {
		a.mu.Lock()
		waiting := len(a.waiters)
		a.mu.Unlock()
		if waiting == 1 {
			break
		}
		time.Sleep(time.Millisecond)
	}
	cancel()
	if err := <-done; !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled Approve error = %v, want context.Canceled", err)
	}
	// The late answer to the cancelled prompt arrives with no one waiting.
	if _, err := pw.Write([]byte("y\n")); err != nil {
		t.Fatal(err)
	}
	for {
		a.mu.Lock()
		reading := a.reading
		a.mu.Unlock()
		if !reading {
			break
		}
		time.Sleep(time.Millisecond)
	}
	// The next prompt needs its own line.
	go func() { pw.Write([]byte("n\n")) }()
	ok, err := a.Approve(context.Background(), "shell", "second")
	if err != nil || ok {
		t.Fatalf("second Approve = %v, %v; want false, nil (the stale yes must not count)", ok, err)
	}

	if _, err := a.Approve(ctx, "shell", "third"); !errors.Is(err, context.Canceled) {
		t.Errorf("Approve with a done context = %v, want context.Canceled", err)
	}
}

func TestDenyAll(t *testing.T) {
	var a Approver = DenyAll{}
	if ok, err := a.Approve(context.Background(), "shell", "ls"); ok || err != nil {
		t.Errorf("DenyAll.Approve = %v, %v", ok, err)
	}
}
