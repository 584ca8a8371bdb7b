package cli

import (
	"bytes"
	"context"
	"errors"
	"io"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/pramana-dev/pramana/audit"
	"github.com/pramana-dev/pramana/config"
	"github.com/pramana-dev/pramana/gateway"
	"github.com/pramana-dev/pramana/mcp"
	"github.com/pramana-dev/pramana/receipt"
)

// mcpTestServer builds mcp/testdata/testserver into dir.
func mcpTestServer(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "testserver")
	out, err := exec.Command("go", "build", "-o", bin, "../../mcp/testdata/testserver").CombinedOutput()
	if err != nil {
		t.Fatalf("build testserver: %v\n%s", err, out)
	}
	return bin
}

// syncBuffer is a bytes.Buffer safe for the concurrent writes of a
// command's goroutines.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func mcpConfig(t *testing.T, bin string) config.Config {
	cfg := config.Default()
	ws := t.TempDir()
	if err := os.WriteFile(filepath.Join(ws, "a.txt"), []byte("alpha\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cfg.Agent.Workspace = ws
	cfg.Audit.Path = filepath.Join(t.TempDir(), "audit.db")
	cfg.Autonomy.Level = "supervised"
	cfg.MCP.Servers = []config.MCPServer{
		{Name: "ts", Command: bin, Timeout: config.Duration(10 * time.Second)},
		{Name: "gone", Command: "/nonexistent/server", Timeout: config.Duration(5 * time.Second)},
	}
	return cfg
}

func TestMCPList(t *testing.T) {
	cfg := mcpConfig(t, mcpTestServer(t))
	cfg.Autonomy.AutoApprove = []string{"ts__fail"}
	var out, errb syncBuffer
	e := &env{stdout: &out, stderr: &errb, getenv: os.Getenv, logger: slog.New(slog.DiscardHandler)}
	err := runMCPList(t.Context(), e, cfg)
	var ex *exitError
	if !errors.As(err, &ex) || ex.code != 1 {
		t.Fatalf("err = %v; want exit status 1 since one server fails", err)
	}
	got := out.String()
	for _, want := range []string{
		"ts (command " + cfg.MCP.Servers[0].Command + "): ok, testserver 1.2.3, 7 tools",
		"ts__echo", "read-only", "ts__fail", "auto-approved", "ts__crash", "asks (supervised)",
		"gone (command /nonexistent/server): FAILED",
		`mcp server "gone": start:`,
		"Try: install \"/nonexistent/server\" or fix command",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
}

// mcp serve over stdio, in process: a go-sdk host lists and calls the
// tools (built-ins and a proxied upstream), the receipts verify over the
// socket, a forged one is caught, and after the server has exited the
// audit log reconciles the receipts.
func TestMCPServeStdio(t *testing.T) {
	cfg := mcpConfig(t, mcpTestServer(t))
	cfg.Autonomy.Level = "full"
	sockDir, err := os.MkdirTemp("", "pv")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(sockDir) })
	sock := filepath.Join(sockDir, "v.sock")

	hostR, srvW := io.Pipe()
	srvR, hostW := io.Pipe()
	var errb syncBuffer
	e := &env{stdin: srvR, stdout: srvW, stderr: &errb, getenv: os.Getenv, logger: slog.New(slog.DiscardHandler)}
	done := make(chan error, 1)
	go func() {
		done <- runMCPServe(context.Background(), e, cfg, mcpServeOptions{upstream: []string{"ts"}, verifySocket: sock})
		srvW.Close()
	}()

	cs, err := sdk.NewClient(&sdk.Implementation{Name: "host"}, nil).Connect(t.Context(), &sdk.IOTransport{Reader: hostR, Writer: hostW}, nil)
	if err != nil {
		t.Fatalf("connect: %v (stderr: %s)", err, errb.String())
	}
	lt, err := cs.ListTools(t.Context(), nil)
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]bool{}
	for _, tl := range lt.Tools {
		names[tl.Name] = true
	}
	if !names["file_read"] || !names["ts__echo"] || len(lt.Tools) != 6+7 {
		t.Fatalf("tools = %v; want the 6 built-ins and the 7 upstream tools", names)
	}

	var receipts []string
	for _, c := range []struct{ name, args, want string }{
		{"file_read", `{"path":"a.txt"}`, "alpha"},
		{"ts__echo", `{"text":"hi"}`, "echo: hi"},
	} {
		res, err := cs.CallTool(t.Context(), &sdk.CallToolParams{Name: c.name, Arguments: rawArgs(c.args)})
		if err != nil || res.IsError {
			t.Fatalf("%s: %v %+v", c.name, err, res)
		}
		text := res.Content[0].(*sdk.TextContent).Text
		toks := receipt.Scan(text)
		if !strings.HasPrefix(text, c.want) || len(toks) != 1 {
			t.Fatalf("%s: %q", c.name, text)
		}
		receipts = append(receipts, toks[0].Text)
	}
	res, err := cs.CallTool(t.Context(), &sdk.CallToolParams{Name: "ts__fail", Arguments: map[string]any{}})
	if err != nil || !res.IsError || len(receipt.Scan(res.Content[0].(*sdk.TextContent).Text)) != 0 {
		t.Fatalf("ts__fail: %v %+v", err, res)
	}

	reply := "a.txt says alpha [receipt: " + receipts[0] + "] and the server said hi [receipt: " + receipts[1] + "]."
	vr, err := mcp.VerifyOverSocket(t.Context(), sock, reply)
	if err != nil {
		t.Fatal(err)
	}
	if len(vr.Receipts) != 2 || vr.Receipts[0].Status != gateway.StatusValid || vr.Receipts[1].Status != gateway.StatusValid {
		t.Fatalf("honest reply: %+v", vr)
	}
	forged := "zc-receipt-1774608496-lyuM8MtTDf0MlxHxJpbuxTyzN8p9gmZvoyYZIIFmhtA"
	vr, err = mcp.VerifyOverSocket(t.Context(), sock, "done [receipt: "+forged+"]")
	if err != nil {
		t.Fatal(err)
	}
	if len(vr.Receipts) != 1 || vr.Receipts[0].Status != gateway.StatusForged || vr.Report.Trust != "rejected" {
		t.Fatalf("forged reply: %+v", vr)
	}

	// The host hangs up: serve shuts down, closing the socket and the log.
	cs.Close()
	hostW.Close()
	if err := <-done; err != nil {
		t.Fatalf("serve: %v (stderr: %s)", err, errb.String())
	}
	if _, err := os.Lstat(sock); !os.IsNotExist(err) {
		t.Errorf("verify socket left behind: %v", err)
	}
	store, err := audit.Open(t.Context(), cfg.Audit.Path, audit.StoreOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	rs, err := store.Reconcile(t.Context(), reply+" [receipt: "+forged+"]")
	if err != nil {
		t.Fatal(err)
	}
	if len(rs) != 3 || rs[0].Outcome != audit.ReconcileFound || rs[1].Outcome != audit.ReconcileFound || rs[1].Call.Tool != "ts__echo" || rs[2].Outcome != audit.ReconcileNotFound {
		t.Fatalf("reconcile = %+v", rs)
	}
	if strings.Contains(errb.String(), `"gone"`) {
		t.Errorf("a server not asked for as upstream was started: %s", errb.String())
	}
}

type rawArgs string

func (r rawArgs) MarshalJSON() ([]byte, error) { return []byte(r), nil }

func TestMCPServeRefusals(t *testing.T) {
	cfg := mcpConfig(t, "/unused")
	e := &env{stdin: strings.NewReader(""), stdout: io.Discard, stderr: io.Discard, getenv: func(string) string { return "" }, logger: slog.New(slog.DiscardHandler)}
	for _, c := range []struct {
		o    mcpServeOptions
		want string
	}{
		{mcpServeOptions{upstream: []string{"nope"}}, `no [[mcp.servers]] entry is named "nope"`},
		{mcpServeOptions{noBuiltins: true}, "leaves no tools"},
		{mcpServeOptions{http: "0.0.0.0:0"}, "refusing to listen"},
	} {
		err := runMCPServe(t.Context(), e, cfg, c.o)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: err = %v; want %q", c.o, err, c.want)
		}
	}
}

// mcp serve --http: loopback without a token; the host reaches it over
// real HTTP and gets receipts; cancelling the context stops it.
func TestMCPServeHTTP(t *testing.T) {
	cfg := mcpConfig(t, "/unused")
	cfg.Autonomy.Level = "full"
	var errb syncBuffer
	e := &env{stdin: strings.NewReader(""), stdout: io.Discard, stderr: &errb, getenv: func(string) string { return "" }, logger: slog.New(slog.DiscardHandler)}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- runMCPServe(ctx, e, cfg, mcpServeOptions{http: "127.0.0.1:0"}) }()

	addrRe := regexp.MustCompile(`listening on (http://127\.0\.0\.1:[0-9]+)`)
	var url string
	for range 500 {
		if m := addrRe.FindStringSubmatch(errb.String()); m != nil {
			url = m[1]
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	if url == "" {
		cancel()
		t.Fatalf("no listen line: %s (%v)", errb.String(), <-done)
	}
	cs, err := sdk.NewClient(&sdk.Implementation{Name: "host"}, nil).Connect(t.Context(), &sdk.StreamableClientTransport{Endpoint: url}, nil)
	if err != nil {
		t.Fatal(err)
	}
	res, err := cs.CallTool(t.Context(), &sdk.CallToolParams{Name: "list_dir", Arguments: map[string]any{"path": "."}})
	if err != nil || res.IsError || len(receipt.Scan(res.Content[0].(*sdk.TextContent).Text)) != 1 {
		t.Fatalf("list_dir: %v %+v", err, res)
	}
	cs.Close()
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}
