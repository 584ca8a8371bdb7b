package mcp

import (
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/pramana-dev/pramana/agent"
	"github.com/pramana-dev/pramana/audit"
	"github.com/pramana-dev/pramana/gateway"
	"github.com/pramana-dev/pramana/policy"
	"github.com/pramana-dev/pramana/receipt"
	"github.com/pramana-dev/pramana/tool"
	"github.com/pramana-dev/pramana/verify"
)

func builtins(t *testing.T) []tool.Tool {
	return tool.Builtins(mustWorkspace(t), tool.BuiltinOptions{})
}

func newServer(t *testing.T, tools []tool.Tool, level policy.Autonomy, sink audit.Sink) (*Server, *receipt.Scope) {
	t.Helper()
	scope := newScope(t)
	s, err := NewServer(ServerOptions{Scope: scope, Agent: agent.Options{Tools: tools, Autonomy: level, Audit: sink, ToolTimeout: 20 * time.Second}})
	if err != nil {
		t.Fatal(err)
	}
	return s, scope
}

// hostSession connects a go-sdk client to s over the stdio transport, on
// in-process pipes.
func hostSession(t *testing.T, s *Server) *sdk.ClientSession {
	t.Helper()
	ct := serveStdio(t, s)
	cs, err := sdk.NewClient(&sdk.Implementation{Name: "host"}, nil).Connect(t.Context(), ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

// serveStdio runs s.ServeStdio on pipes and returns the host's end; the
// server must have returned nil by the end of the test, once the host
// has hung up.
func serveStdio(t testing.TB, s *Server) *sdk.IOTransport {
	hostR, srvW := io.Pipe()
	srvR, hostW := io.Pipe()
	done := make(chan error, 1)
	go func() {
		done <- s.ServeStdio(context.Background(), srvR, srvW)
		srvW.Close()
	}()
	t.Cleanup(func() {
		hostW.Close()
		if err := <-done; err != nil {
			t.Errorf("ServeStdio: %v", err)
		}
	})
	return &sdk.IOTransport{Reader: hostR, Writer: hostW}
}

func callText(t *testing.T, cs *sdk.ClientSession, name, args string) (*sdk.CallToolResult, string) {
	t.Helper()
	res, err := cs.CallTool(t.Context(), &sdk.CallToolParams{Name: name, Arguments: json.RawMessage(args)})
	if err != nil {
		t.Fatalf("CallTool %s: %v", name, err)
	}
	if len(res.Content) != 1 {
		t.Fatalf("%s: %d content items, want 1", name, len(res.Content))
	}
	return res, res.Content[0].(*sdk.TextContent).Text
}

// receiptOf returns the one receipt in text, or "".
func receiptOf(t *testing.T, text string) string {
	t.Helper()
	toks := receipt.Scan(text)
	switch len(toks) {
	case 0:
		return ""
	case 1:
		return toks[0].Text
	}
	t.Fatalf("%d receipts in %q", len(toks), text)
	return ""
}

func verifySocket(t *testing.T, s *Server) string {
	t.Helper()
	// Unix socket paths are short; t.TempDir can be long.
	dir, err := os.MkdirTemp("", "pv")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	path := filepath.Join(dir, "v.sock")
	ln, err := ListenVerifySocket(t.Context(), path)
	if err != nil {
		t.Fatal(err)
	}
	fi, err := os.Lstat(path)
	if err != nil || fi.Mode().Perm() != 0o600 || fi.Mode().Type() != os.ModeSocket {
		t.Fatalf("socket mode = %v, %v; want a 0600 socket", fi.Mode(), err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- s.ServeVerify(ctx, ln) }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("ServeVerify: %v", err)
		}
	})
	return path
}

func TestServeBuiltins(t *testing.T) {
	sink := &memSink{}
	tools := builtins(t)
	s, scope := newServer(t, tools, policy.Full, sink)
	cs := hostSession(t, s)

	lt, err := cs.ListTools(t.Context(), nil)
	if err != nil {
		t.Fatal(err)
	}
	var got, want []string
	for _, tl := range lt.Tools {
		got = append(got, tl.Name)
		if tl.Name == "file_read" && (tl.Annotations == nil || !tl.Annotations.ReadOnlyHint) {
			t.Errorf("file_read is not marked read-only: %+v", tl.Annotations)
		}
	}
	for _, tl := range tools {
		want = append(want, tl.Info().Name)
	}
	if diff := cmp.Diff(sortedCopy(want), sortedCopy(got)); diff != "" {
		t.Fatalf("tools (-want +got):\n%s", diff)
	}

	res, text := callText(t, cs, "file_read", `{"path":"a.txt"}`)
	rc := receiptOf(t, text)
	if res.IsError || rc == "" || !strings.HasPrefix(text, "alpha") {
		t.Fatalf("file_read: isError %v, text %q; want alpha with a receipt", res.IsError, text)
	}
	if e, err := scope.Verify(rc); err != nil || e.Tool != "file_read" {
		t.Fatalf("receipt %s: %+v, %v", rc, e, err)
	}
	if res.Meta[MetaReceipt] != rc {
		t.Errorf("_meta receipt = %v, want %s", res.Meta[MetaReceipt], rc)
	}

	res, text = callText(t, cs, "file_read", `{"path":"missing.txt"}`)
	if !res.IsError || receiptOf(t, text) != "" || !strings.Contains(text, "no receipt issued") {
		t.Fatalf("missing file: isError %v, text %q; want an error without a receipt", res.IsError, text)
	}
	res, text = callText(t, cs, "file_read", `"a.txt"`)
	if !res.IsError || receiptOf(t, text) != "" {
		t.Fatalf("bad args: isError %v, text %q", res.IsError, text)
	}

	// The same audit events as an agent turn: one per call, receipt only
	// when ok, under the serving scope.
	var statuses []string
	for _, e := range sink.toolEvents() {
		if e.ScopeID != scope.ID() || !strings.HasPrefix(e.Conversation, "mcp") {
			t.Errorf("event scope %s conversation %q", e.ScopeID, e.Conversation)
		}
		statuses = append(statuses, string(e.Status)+":"+e.Receipt)
	}
	if diff := cmp.Diff([]string{"ok:" + rc, "error:", "error:"}, statuses); diff != "" {
		t.Errorf("audit (-want +got):\n%s", diff)
	}

	// Over the socket: the honest reply verifies, a forged receipt is
	// caught.
	path := verifySocket(t, s)
	vr, err := VerifyOverSocket(t.Context(), path, "a.txt says alpha [receipt: "+rc+"].")
	if err != nil {
		t.Fatal(err)
	}
	if vr.ScopeID != scope.ID() || len(vr.Receipts) != 1 || vr.Receipts[0].Status != gateway.StatusValid || vr.Receipts[0].Tool != "file_read" || vr.Report.Trust == verify.TrustRejected {
		t.Fatalf("honest reply: %+v", vr)
	}
	forged := forge(rc)
	vr, err = VerifyOverSocket(t.Context(), path, "a.txt says alpha [receipt: "+forged+"].")
	if err != nil {
		t.Fatal(err)
	}
	if len(vr.Receipts) != 1 || vr.Receipts[0].Status != gateway.StatusForged || vr.Report.Trust != verify.TrustRejected || !hasFinding(vr.Report, verify.ForgedReceipt) {
		t.Fatalf("forged reply: %+v", vr)
	}
	if _, err := VerifyOverSocket(t.Context(), path, "   "); err == nil || !strings.Contains(err.Error(), "400") {
		t.Errorf("empty text: err = %v; want a 400", err)
	}
}

// forge flips one digest character of a receipt: well formed, not issued.
func forge(r string) string {
	b := []byte(r)
	i := len(b) - 2
	if b[i] == 'A' {
		b[i] = 'B'
	} else {
		b[i] = 'A'
	}
	return string(b)
}

func hasFinding(r verify.Report, typ string) bool {
	for _, f := range r.Findings {
		if f.Type == typ {
			return true
		}
	}
	return false
}

// At the supervised level nobody can approve over MCP: risky tools are
// refused unless auto-approved.
func TestServeSupervised(t *testing.T) {
	tools := builtins(t)
	scope := newScope(t)
	s, err := NewServer(ServerOptions{Scope: scope, Agent: agent.Options{Tools: tools, Autonomy: policy.Supervised, AutoApprove: []string{"file_write"}}})
	if err != nil {
		t.Fatal(err)
	}
	cs := hostSession(t, s)
	res, text := callText(t, cs, "shell", `{"command":"ls"}`)
	if !res.IsError || receiptOf(t, text) != "" || !strings.Contains(text, "denied") {
		t.Fatalf("shell: isError %v, text %q; want denied", res.IsError, text)
	}
	res, text = callText(t, cs, "file_write", `{"path":"b.txt","content":"beta"}`)
	if res.IsError || receiptOf(t, text) == "" {
		t.Fatalf("auto-approved file_write: isError %v, text %q", res.IsError, text)
	}
}

// The proxy: an upstream stdio server's tools served with receipts added.
func TestProxyUpstream(t *testing.T) {
	up := connect(t, stdioServer("up", 10*time.Second), ClientOptions{})
	s, scope := newServer(t, up.Tools(), policy.Full, nil)
	cs := hostSession(t, s)

	res, text := callText(t, cs, "up__echo", `{"text":"via proxy"}`)
	rc := receiptOf(t, text)
	if res.IsError || rc == "" || !strings.HasPrefix(text, "echo: via proxy") {
		t.Fatalf("echo: isError %v, text %q", res.IsError, text)
	}
	if _, err := scope.Verify(rc); err != nil {
		t.Fatal(err)
	}
	res, text = callText(t, cs, "up__fail", `{}`)
	if !res.IsError || receiptOf(t, text) != "" || !strings.Contains(text, "disk on fire") {
		t.Fatalf("fail: isError %v, text %q", res.IsError, text)
	}
	// The upstream's receipt-shaped text is defanged; the only receipt is
	// the proxy's own.
	res, text = callText(t, cs, "up__mixed", `{}`)
	if res.IsError || len(receipt.Scan(text)) != 1 || !strings.Contains(text, "zc_receipt-1774608496") {
		t.Fatalf("mixed: isError %v, text %q", res.IsError, text)
	}
}

// bearer adds a token to every request.
type bearer struct {
	token string
	base  http.RoundTripper
}

func (b bearer) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Authorization", "Bearer "+b.token)
	return b.base.RoundTrip(r)
}

func TestServeHTTP(t *testing.T) {
	s, scope := newServer(t, builtins(t), policy.Full, nil)
	hs := httptest.NewServer(s.HTTPHandler([]string{"other", "s3cret"}))
	t.Cleanup(hs.Close)

	client := sdk.NewClient(&sdk.Implementation{Name: "host"}, nil)
	// No token: refused.
	_, err := client.Connect(t.Context(), &sdk.StreamableClientTransport{Endpoint: hs.URL, MaxRetries: -1}, nil)
	if err == nil || !strings.Contains(err.Error(), "Unauthorized") {
		t.Fatalf("without token: err = %v; want Unauthorized", err)
	}
	// Wrong token: refused.
	_, err = client.Connect(t.Context(), &sdk.StreamableClientTransport{Endpoint: hs.URL, MaxRetries: -1, HTTPClient: &http.Client{Transport: bearer{"nope", http.DefaultTransport}}}, nil)
	if err == nil || !strings.Contains(err.Error(), "Unauthorized") {
		t.Fatalf("wrong token: err = %v; want Unauthorized", err)
	}
	cs, err := client.Connect(t.Context(), &sdk.StreamableClientTransport{Endpoint: hs.URL, HTTPClient: &http.Client{Transport: bearer{"s3cret", http.DefaultTransport}}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	res, text := callText(t, cs, "list_dir", `{"path":"."}`)
	rc := receiptOf(t, text)
	if res.IsError || rc == "" || !strings.Contains(text, "a.txt") {
		t.Fatalf("list_dir: %v %q", res.IsError, text)
	}
	if _, err := scope.Verify(rc); err != nil {
		t.Fatal(err)
	}
}

func TestServeHTTPNoTokenLoopbackOnly(t *testing.T) {
	s, _ := newServer(t, builtins(t), policy.Full, nil)
	h := s.HTTPHandler(nil)
	req := httptest.NewRequest(http.MethodPost, "http://evil.example/", strings.NewReader(`{}`))
	w := httptest.NewRecorder()
	h.ServeHTTP(w, req)
	if w.Code != http.StatusForbidden {
		t.Errorf("rebinding Host: status %d, want 403", w.Code)
	}
}

func TestVerifySocketFiles(t *testing.T) {
	dir, err := os.MkdirTemp("", "pv")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })

	// A regular file is never removed.
	plain := filepath.Join(dir, "plain")
	os.WriteFile(plain, []byte("keep"), 0o644)
	if _, err := ListenVerifySocket(t.Context(), plain); err == nil || !strings.Contains(err.Error(), "not a socket") {
		t.Errorf("regular file: err = %v", err)
	}
	if b, _ := os.ReadFile(plain); string(b) != "keep" {
		t.Error("the regular file was touched")
	}

	// A stale socket (its listener gone without unlinking) is replaced.
	stale := filepath.Join(dir, "stale.sock")
	l, err := net.Listen("unix", stale)
	if err != nil {
		t.Fatal(err)
	}
	l.(*net.UnixListener).SetUnlinkOnClose(false)
	l.Close()
	ln, err := ListenVerifySocket(t.Context(), stale)
	if err != nil {
		t.Fatalf("stale socket: %v", err)
	}
	// A live one is not.
	if _, err := ListenVerifySocket(t.Context(), stale); err == nil || !strings.Contains(err.Error(), "another process") {
		t.Errorf("live socket: err = %v", err)
	}
	ln.Close()
	if _, err := os.Lstat(stale); !os.IsNotExist(err) {
		t.Errorf("socket file left after Close: %v", err)
	}
}

// Receipts go to the audit database, so that reconcile works after the
// serving process (and its key) are gone.
func TestServeAuditStore(t *testing.T) {
	path := filepath.Join(t.TempDir(), "audit.db")
	store, err := audit.Open(t.Context(), path, audit.StoreOptions{})
	if err != nil {
		t.Fatal(err)
	}
	s, scope := newServer(t, builtins(t), policy.Full, store)
	cs := hostSession(t, s)
	_, text := callText(t, cs, "list_dir", `{"path":"."}`)
	rc := receiptOf(t, text)
	cs.Close()
	scope.Close()
	if err := store.Close(); err != nil {
		t.Fatal(err)
	}

	store, err = audit.Open(t.Context(), path, audit.StoreOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	rs, err := store.Reconcile(t.Context(), "done [receipt: "+rc+"] and [receipt: "+forge(rc)+"]")
	if err != nil {
		t.Fatal(err)
	}
	if len(rs) != 2 || rs[0].Outcome != audit.ReconcileFound || rs[0].Call.Tool != "list_dir" || rs[1].Outcome != audit.ReconcileNotFound {
		t.Fatalf("reconcile = %+v", rs)
	}
}

// A go-sdk host starts pramana's server as a real subprocess (this test
// binary, re-executed) and talks to it over its stdin and stdout.
func TestServeSubprocessSDKHost(t *testing.T) {
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), serveEnv+"="+mustWorkspace(t).Root())
	cs, err := sdk.NewClient(&sdk.Implementation{Name: "host"}, nil).Connect(t.Context(), &sdk.CommandTransport{Command: cmd}, nil)
	if err != nil {
		t.Fatal(err)
	}
	res, text := callText(t, cs, "file_read", `{"path":"a.txt"}`)
	if res.IsError || !strings.HasPrefix(text, "alpha") || receiptOf(t, text) == "" || res.Meta[MetaReceipt] != receiptOf(t, text) {
		t.Fatalf("file_read: isError %v, text %q, meta %v", res.IsError, text, res.Meta)
	}
	if err := cs.Ping(t.Context(), nil); err != nil {
		t.Errorf("ping: %v", err)
	}
	// Closing stdin ends the server, which exits 0.
	if err := cs.Close(); err != nil {
		t.Errorf("close: %v", err)
	}
	if cmd.ProcessState == nil || !cmd.ProcessState.Success() {
		t.Errorf("server process: %v", cmd.ProcessState)
	}
}
