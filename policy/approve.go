package policy

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"strings"
	"sync"
	"unicode"
)

// An Approver decides whether a risky tool call may run. summary says in a
// few words what the call will do (see tool.Summarizer). Approve blocks
// until it has an answer or ctx is done; it returns false with ctx's error
// in the latter case. Implementations must be safe for concurrent use.
type Approver interface {
	Approve(ctx context.Context, tool, summary string) (bool, error)
}

// DenyAll refuses every call. It is the approver for runs that have no
// human at hand, such as a daemon or a non-interactive standard input.
type DenyAll struct{}

// Approve returns false.
func (DenyAll) Approve(ctx context.Context, tool, summary string) (bool, error) {
	return false, nil
}

// A TerminalApprover asks a human on a terminal. For each call it writes
//
//	Allow shell: ls -la? [y/N]
//
// to Out and reads a line from In: "y" or "yes" (in any case) allows,
// anything else, end of input and read errors deny. Control characters in
// the tool name and summary are escaped, so that a model cannot hide part
// of a command or repaint the prompt with terminal escapes; the summary is
// never shortened, since the human must see all of what they allow.
//
// Use it through a pointer, and give every TerminalApprover its own In. A
// read from In cannot be interrupted, so when ctx ends while the human has
// not answered, Approve returns at once and the read goes on in the
// background; whatever line it gets is then discarded rather than taken as
// the answer to a later prompt, unless a later prompt is already waiting
// when it arrives. Concurrent calls are answered one line each, in the
// order the lines arrive; the agent is expected to ask one at a time.
type TerminalApprover struct {
	In  io.Reader
	Out io.Writer

	mu      sync.Mutex
	br      *bufio.Reader
	reading bool            // a readLine goroutine owns br
	waiters []chan lineRead // prompts waiting for a line, oldest first
}

type lineRead struct {
	line string
	err  error
}

// Approve asks and waits for the answer.
func (t *TerminalApprover) Approve(ctx context.Context, tool, summary string) (bool, error) {
	if err := ctx.Err(); err != nil {
		return false, err
	}
	if t.In == nil || t.Out == nil {
		return false, fmt.Errorf("approve %s: terminal approver has no input or output", tool)
	}
	ch := make(chan lineRead, 1)
	t.mu.Lock()
	// Print under the lock so that concurrent prompts do not interleave.
	_, werr := fmt.Fprintf(t.Out, "Allow %s: %s? [y/N] ", printable(tool), printable(summary))
	if werr != nil {
		t.mu.Unlock()
		return false, fmt.Errorf("approve %s: write prompt: %w", tool, werr)
	}
	if t.br == nil {
		t.br = bufio.NewReader(t.In)
	}
	t.waiters = append(t.waiters, ch)
	if !t.reading {
		t.reading = true
		go t.readLine()
	}
	t.mu.Unlock()

	select {
	case r := <-ch:
		if r.err != nil {
			return false, nil // end of input or a broken terminal: deny
		}
		switch strings.ToLower(strings.TrimSpace(r.line)) {
		case "y", "yes":
			return true, nil
		}
		return false, nil
	case <-ctx.Done():
		t.mu.Lock()
		for i, w := range t.waiters {
			if w == ch {
				t.waiters = append(t.waiters[:i], t.waiters[i+1:]...)
				break
			}
		}
		fmt.Fprintln(t.Out) // end the prompt line
		t.mu.Unlock()
		return false, ctx.Err()
	}
}

// readLine reads lines for as long as prompts are waiting, handing each to
// the oldest waiting prompt. With nobody waiting when a line arrives, the
// line answered a prompt that was given up on, and is dropped.
func (t *TerminalApprover) readLine() {
	for {
		// A last line cut off by end of input comes with io.EOF and
		// denies: only a completed line is an answer.
		line, err := t.br.ReadString('\n')
		t.mu.Lock()
		if len(t.waiters) > 0 {
			w := t.waiters[0]
			t.waiters = t.waiters[1:]
			w <- lineRead{line, err}
		}
		if len(t.waiters) == 0 {
			t.reading = false
			t.mu.Unlock()
			return
		}
		t.mu.Unlock()
	}
}

// printable escapes what a terminal would interpret rather than show:
// control characters (newlines, carriage returns, escapes) and the
// invisible bidirectional-text controls that can reorder what is shown.
func printable(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == unicode.ReplacementChar || r == '\t':
			b.WriteRune(r)
		case unicode.IsControl(r) || unicode.Is(unicode.Bidi_Control, r) || r == '\u2028' || r == '\u2029':
			q := fmt.Sprintf("%+q", string(r))
			b.WriteString(q[1 : len(q)-1])
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}
