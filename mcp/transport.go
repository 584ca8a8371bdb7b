package mcp

import (
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"time"
)

// commandTransport starts a stdio MCP server. Compared with a plain pipe it
// does three things that matter for a server pramana does not control: one
// inbound JSON-RPC frame is capped at maxFrame bytes, the tail of the
// server's stderr is kept so that a server that dies at start can be
// reported with its own last words, and closing escalates from closing
// stdin to SIGTERM to SIGKILL on a short clock.
type commandTransport struct {
	cmd      *exec.Cmd
	maxFrame int
	stderr   *tailBuffer
	grace    time.Duration
	proc     *process // set by connect
}

func (t *commandTransport) connect(log *slog.Logger) (*streamConn, error) {
	// An os.Pipe rather than StdoutPipe: Wait closes a StdoutPipe as soon
	// as the process exits, which could drop the last response of a server
	// that answers and then exits.
	stdout, w, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	stdin, err := t.cmd.StdinPipe()
	if err != nil {
		stdout.Close()
		w.Close()
		return nil, err
	}
	t.cmd.Stdout = w
	t.cmd.Stderr = t.stderr
	// A grandchild holding stderr open must not keep Wait from returning.
	t.cmd.WaitDelay = t.grace
	err = t.cmd.Start()
	w.Close()
	if err != nil {
		stdout.Close()
		return nil, err
	}
	p := &process{cmd: t.cmd, stdin: stdin, stdout: stdout, grace: t.grace, done: make(chan struct{})}
	t.proc = p
	go func() {
		p.waitErr = t.cmd.Wait()
		close(p.done)
	}()
	// The reader is closed by process.Close, after the server has exited:
	// closing it first would kill a server still writing with SIGPIPE.
	return newStreamConn(stdout, p, p, t.maxFrame, log), nil
}

// process is the server's stdin as the connection's writer; closing it
// shuts the process down, as the MCP stdio transport prescribes.
type process struct {
	cmd     *exec.Cmd
	stdin   io.WriteCloser
	stdout  *os.File
	grace   time.Duration
	done    chan struct{}
	waitErr error
	once    sync.Once
}

func (p *process) Write(b []byte) (int, error) { return p.stdin.Write(b) }

func (p *process) Close() error {
	p.once.Do(func() {
		p.stdin.Close()
		select {
		case <-p.done:
			return
		case <-time.After(p.grace):
		}
		p.cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-p.done:
			return
		case <-time.After(p.grace):
		}
		p.cmd.Process.Kill()
		<-p.done
	})
	p.stdout.Close()
	return nil
}

// exited reports whether the process has ended, and how.
func (p *process) exited() (bool, error) {
	select {
	case <-p.done:
		return true, p.waitErr
	default:
		return false, nil
	}
}

// tailBuffer keeps the last bytes written to it: a server's stderr, which
// may be endless, costs a bounded amount of memory.
type tailBuffer struct {
	mu  sync.Mutex
	buf []byte
	max int
}

func (b *tailBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	n := len(p)
	if len(p) >= b.max {
		p = p[len(p)-b.max:]
		b.buf = b.buf[:0]
	}
	if over := len(b.buf) + len(p) - b.max; over > 0 {
		b.buf = append(b.buf[:0], b.buf[over:]...)
	}
	b.buf = append(b.buf, p...)
	return n, nil
}

// lastLine returns the last non-empty line written, cut to 200 bytes.
func (b *tailBuffer) lastLine() string {
	b.mu.Lock()
	s := strings.TrimSpace(strings.ToValidUTF8(string(b.buf), "\uFFFD"))
	b.mu.Unlock()
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		s = strings.TrimSpace(s[i+1:])
	}
	if len(s) > 200 {
		s = s[:200] + "…"
	}
	return s
}

var errBodyTooLarge = errors.New("response body over the size limit")

// limitedBody caps a JSON response body: it is read whole, so a server
// could otherwise make pramana buffer any amount.
type limitedBody struct {
	rc   io.ReadCloser
	left int64
}

func (b *limitedBody) Read(p []byte) (int, error) {
	if b.left <= 0 {
		return 0, errBodyTooLarge
	}
	if int64(len(p)) > b.left {
		p = p[:b.left]
	}
	n, err := b.rc.Read(p)
	b.left -= int64(n)
	return n, err
}

func (b *limitedBody) Close() error { return b.rc.Close() }

// describeExit says how a process ended, for error messages.
func describeExit(err error) string {
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		return ee.ProcessState.String()
	}
	if err == nil {
		return "exit status 0"
	}
	return fmt.Sprint(err)
}
