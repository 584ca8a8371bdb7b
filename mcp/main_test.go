package mcp

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pramana-dev/pramana/agent"
	"github.com/pramana-dev/pramana/audit"
	"github.com/pramana-dev/pramana/config"
	"github.com/pramana-dev/pramana/policy"
	"github.com/pramana-dev/pramana/provider"
	"github.com/pramana-dev/pramana/receipt"
	"github.com/pramana-dev/pramana/tool"
	"github.com/pramana-dev/pramana/verify"
)

// testServerBin is the testdata MCP server, built once for the test binary.
var testServerBin string

func TestMain(m *testing.M) {
	if ws := os.Getenv(serveEnv); ws != "" {
		os.Exit(serveBuiltins(ws))
	}
	dir, err := os.MkdirTemp("", "pramana-mcp-test")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	testServerBin = filepath.Join(dir, "testserver")
	cmd := exec.Command("go", "build", "-o", testServerBin, "./testdata/testserver")
	if out, err := cmd.CombinedOutput(); err != nil {
		fmt.Fprintf(os.Stderr, "build testdata/testserver: %v\n%s", err, out)
		os.RemoveAll(dir)
		os.Exit(2)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// serveEnv, set to a workspace directory, makes the test binary a pramana
// MCP server of the built-in tools on its stdin and stdout: a real
// subprocess for a go-sdk host to start.
const serveEnv = "PRAMANA_MCP_TEST_SERVE"

func serveBuiltins(dir string) int {
	ws, err := policy.NewWorkspace(dir)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	scope, err := receipt.NewScope()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	defer scope.Close()
	s, err := NewServer(ServerOptions{Scope: scope, Agent: agent.Options{Tools: tool.Builtins(ws, tool.BuiltinOptions{}), Autonomy: policy.Full}})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	if err := s.ServeStdio(context.Background(), os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}

// stdioServer is a config entry that starts the testdata server.
func stdioServer(name string, timeout time.Duration) config.MCPServer {
	return config.MCPServer{Name: name, Command: testServerBin, Timeout: config.Duration(timeout)}
}

func connect(t *testing.T, s config.MCPServer, o ClientOptions) *Client {
	t.Helper()
	c, err := Connect(t.Context(), s, o)
	if err != nil {
		t.Fatalf("Connect: %v", err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// memSink keeps audit events in memory.
type memSink struct {
	mu     sync.Mutex
	events []audit.Event
}

func (s *memSink) Record(_ context.Context, e audit.Event) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.events = append(s.events, e)
	return nil
}

func (s *memSink) toolEvents() []audit.Event {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []audit.Event
	for _, e := range s.events {
		if e.Kind == audit.KindToolCall {
			out = append(out, e)
		}
	}
	return out
}

// execAgent is an agent without a model, for running single calls.
func execAgent(t *testing.T, tools []tool.Tool, sink audit.Sink) *agent.Agent {
	t.Helper()
	a, err := agent.New(agent.Options{Tools: tools, Autonomy: policy.Full, Audit: sink, ToolTimeout: 20 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func newScope(t *testing.T) *receipt.Scope {
	t.Helper()
	s, err := receipt.NewScope()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// exec runs one call and checks the receipt rule: a receipt, valid under
// scope, exactly when the status is ok.
func execCall(t *testing.T, a *agent.Agent, scope *receipt.Scope, id, name, args string) (string, verify.Call) {
	t.Helper()
	shown, rec := a.Exec(t.Context(), scope, "test", provider.ToolCall{ID: id, Name: name, Arguments: args})
	toks := receipt.Scan(shown)
	if rec.Status == verify.StatusOK {
		if rec.Receipt == "" {
			t.Fatalf("%s: ok call without a receipt", name)
		}
		if _, err := scope.Verify(rec.Receipt); err != nil {
			t.Fatalf("%s: receipt %s does not verify: %v", name, rec.Receipt, err)
		}
		if len(toks) != 1 || toks[0].Text != rec.Receipt {
			t.Fatalf("%s: shown text carries receipts %v, want exactly %s", name, toks, rec.Receipt)
		}
	} else {
		if rec.Receipt != "" || len(toks) != 0 {
			t.Fatalf("%s: status %s but receipt %q, tokens in text %v", name, rec.Status, rec.Receipt, toks)
		}
	}
	return shown, rec
}

func hasAll(s string, subs ...string) bool {
	for _, x := range subs {
		if !strings.Contains(s, x) {
			return false
		}
	}
	return true
}
