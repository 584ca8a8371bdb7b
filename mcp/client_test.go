package mcp

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/pramana-dev/pramana/config"
	"github.com/pramana-dev/pramana/policy"
	"github.com/pramana-dev/pramana/tool"
	"github.com/pramana-dev/pramana/verify"
)

func TestStdioToolsAppear(t *testing.T) {
	c := connect(t, stdioServer("ts", 10*time.Second), ClientOptions{})
	var got []string
	infos := map[string]tool.Info{}
	for _, tl := range c.Tools() {
		got = append(got, tl.Info().Name)
		infos[tl.Info().Name] = tl.Info()
	}
	want := []string{"ts__big", "ts__crash", "ts__echo", "ts__fail", "ts__hang", "ts__mixed", "ts__pid"}
	if diff := cmp.Diff(want, sortedCopy(got)); diff != "" {
		t.Fatalf("tools (-want +got):\n%s", diff)
	}
	echo := infos["ts__echo"]
	if !echo.ReadOnly || echo.Risky || echo.Description != "Echo the text back." {
		t.Errorf("echo info = %+v; want read-only, not risky, the server's description", echo)
	}
	if f := infos["ts__fail"]; f.ReadOnly || !f.Risky {
		t.Errorf("fail info = %+v; a tool without readOnlyHint must be risky", f)
	}
	var schema struct {
		Type       string                     `json:"type"`
		Properties map[string]json.RawMessage `json:"properties"`
	}
	if err := json.Unmarshal(echo.Parameters, &schema); err != nil || schema.Type != "object" || schema.Properties["text"] == nil {
		t.Errorf("echo schema = %s (%v); want the server's object schema with a text property", echo.Parameters, err)
	}
	if n, v := c.ServerInfo(); n != "testserver" || v != "1.2.3" {
		t.Errorf("ServerInfo = %q %q", n, v)
	}
}

func sortedCopy(s []string) []string {
	out := append([]string(nil), s...)
	for i := range out {
		for j := i + 1; j < len(out); j++ {
			if out[j] < out[i] {
				out[i], out[j] = out[j], out[i]
			}
		}
	}
	return out
}

func TestAllowList(t *testing.T) {
	s := stdioServer("ts", 10*time.Second)
	s.Tools = []string{"echo", "nope"}
	c := connect(t, s, ClientOptions{})
	if len(c.Tools()) != 1 || c.Tools()[0].Info().Name != "ts__echo" {
		t.Fatalf("tools = %v; want only ts__echo", c.Tools())
	}
	want := []Skipped{{Tool: "nope", Reason: "listed in tools, but the server does not offer it"}}
	if diff := cmp.Diff(want, c.Skipped()); diff != "" {
		t.Errorf("skipped (-want +got):\n%s", diff)
	}
}

func TestStdioReceipts(t *testing.T) {
	c := connect(t, stdioServer("ts", 10*time.Second), ClientOptions{})
	sink := &memSink{}
	a := execAgent(t, c.Tools(), sink)
	scope := newScope(t)

	shown, rec := execCall(t, a, scope, "c1", "ts__echo", `{"text":"hello"}`)
	if rec.Status != verify.StatusOK || !strings.HasPrefix(shown, "echo: hello\n\n[receipt: zc-receipt-") {
		t.Fatalf("echo: status %s, shown %q", rec.Status, shown)
	}

	// Non-text content is described, a link is recorded as a URL, and a
	// receipt-shaped string from the server is defanged: the only receipt
	// in the result is pramana's.
	shown, rec = execCall(t, a, scope, "c2", "ts__mixed", `{}`)
	if rec.Status != verify.StatusOK || !hasAll(shown, "3 files", "[image content: image/png, 8 bytes, not shown]", "[resource link: https://example.com/a.txt a.txt]", "zc_receipt-1774608496") {
		t.Fatalf("mixed: status %s, shown %q", rec.Status, shown)
	}
	if diff := cmp.Diff([]string{"https://example.com/a.txt"}, rec.URLs); diff != "" {
		t.Errorf("mixed URLs (-want +got):\n%s", diff)
	}

	shown, rec = execCall(t, a, scope, "c3", "ts__fail", `{}`)
	if rec.Status != verify.StatusError || !hasAll(shown, "no receipt issued", "disk on fire") {
		t.Fatalf("fail: status %s, shown %q", rec.Status, shown)
	}

	// The reply citing the echo receipt verifies; the audit sink saw every
	// call, with a receipt only for the ok ones.
	echoRec := sink.toolEvents()[0].Receipt
	rep := verify.Check("The server said hello [receipt: "+echoRec+"].", verify.Record{Scope: scope, Calls: []verify.Call{{ID: "c1", Tool: "ts__echo", Status: verify.StatusOK, Result: "echo: hello", Receipt: echoRec}}, Tools: a.ToolNames()})
	if rep.Trust != verify.TrustVerified {
		t.Errorf("report = %+v; want verified", rep)
	}
	var statuses []string
	for _, e := range sink.toolEvents() {
		statuses = append(statuses, fmt.Sprintf("%s:%s:%t", e.Tool, e.Status, e.Receipt != ""))
	}
	if diff := cmp.Diff([]string{"ts__echo:ok:true", "ts__mixed:ok:true", "ts__fail:error:false"}, statuses); diff != "" {
		t.Errorf("audit events (-want +got):\n%s", diff)
	}
}

func TestResultCut(t *testing.T) {
	c := connect(t, stdioServer("ts", 10*time.Second), ClientOptions{MaxResultBytes: 1000})
	big := toolNamed(t, c, "ts__big")
	res, err := big.Execute(t.Context(), json.RawMessage(`{"bytes":5000}`))
	if err != nil {
		t.Fatal(err)
	}
	if want := strings.Repeat("x", 1000) + "\n[result cut by pramana: 1000 of 5000 bytes kept]"; res.Text != want {
		t.Errorf("text = %q...; want 1000 x and the cut note", excerpt(res.Text, 80))
	}
}

func toolNamed(t *testing.T, c *Client, name string) tool.Tool {
	t.Helper()
	for _, tl := range c.Tools() {
		if tl.Info().Name == name {
			return tl
		}
	}
	t.Fatalf("no tool %s", name)
	return nil
}

// A killed or crashed server costs the call that hit it, without a
// receipt; the agent's other tools work meanwhile, and the server is
// started again for the next call.
func TestKilledServer(t *testing.T) {
	c := connect(t, stdioServer("ts", 10*time.Second), ClientOptions{})
	other := tool.NewListDir(mustWorkspace(t), tool.ListDirOptions{})
	a := execAgent(t, append(c.Tools(), other), &memSink{})
	scope := newScope(t)

	shown, rec := execCall(t, a, scope, "p1", "ts__pid", `{}`)
	if rec.Status != verify.StatusOK {
		t.Fatalf("pid: %s", shown)
	}
	pid, err := strconv.Atoi(rec.Result)
	if err != nil {
		t.Fatalf("pid result %q", rec.Result)
	}
	if err := syscall.Kill(pid, syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	waitDead(t, c)

	shown, rec = execCall(t, a, scope, "e1", "ts__echo", `{"text":"after kill"}`)
	// The dead server is noticed and restarted, so this call either fails
	// (no receipt, checked by execCall) or runs on the new process.
	if rec.Status == verify.StatusOK && !strings.HasPrefix(shown, "echo: after kill") {
		t.Fatalf("echo after kill: %q", shown)
	}
	if _, rec := execCall(t, a, scope, "l1", "list_dir", `{"path":"."}`); rec.Status != verify.StatusOK {
		t.Fatalf("built-in after kill: %+v", rec)
	}
	_, rec = execCall(t, a, scope, "p2", "ts__pid", `{}`)
	if rec.Status != verify.StatusOK || rec.Result == strconv.Itoa(pid) {
		t.Fatalf("pid after restart: %+v (old pid %d)", rec, pid)
	}

	// A crash in the middle of a call.
	shown, rec = execCall(t, a, scope, "x1", "ts__crash", `{}`)
	if rec.Status != verify.StatusError || !hasAll(shown, "exit status 3", "crash tool called") {
		t.Fatalf("crash: status %s, shown %q; want the exit status and the server's last stderr line", rec.Status, shown)
	}
	if _, rec := execCall(t, a, scope, "e2", "ts__echo", `{"text":"again"}`); rec.Status != verify.StatusOK {
		t.Fatalf("echo after crash: %+v", rec)
	}
}

func waitDead(t *testing.T, c *Client) {
	t.Helper()
	for range 500 {
		c.mu.Lock()
		dead := c.dead != nil
		c.mu.Unlock()
		if dead {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatal("the client did not notice the server died")
}

func mustWorkspace(t *testing.T) *policy.Workspace {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(dir+"/a.txt", []byte("alpha\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	ws, err := policy.NewWorkspace(dir)
	if err != nil {
		t.Fatal(err)
	}
	return ws
}

// A call the server never answers times out with status timeout and no
// receipt; the server stays usable.
func TestNeverAnswersCall(t *testing.T) {
	c := connect(t, stdioServer("ts", 500*time.Millisecond), ClientOptions{})
	a := execAgent(t, c.Tools(), &memSink{})
	scope := newScope(t)
	shown, rec := execCall(t, a, scope, "h1", "ts__hang", `{}`)
	if rec.Status != verify.StatusTimeout || !strings.Contains(shown, "did not answer hang within 500ms") {
		t.Fatalf("hang: status %s, shown %q", rec.Status, shown)
	}
	if _, rec := execCall(t, a, scope, "e1", "ts__echo", `{"text":"x"}`); rec.Status != verify.StatusOK {
		t.Fatalf("echo after hang: %+v", rec)
	}
}

func TestStartFailures(t *testing.T) {
	missing := config.MCPServer{Name: "gone", Command: "/nonexistent/mcp-server", Timeout: config.Duration(5 * time.Second)}
	failing := stdioServer("broken", 5*time.Second)
	failing.Env = map[string]string{"TESTSERVER_FAIL_START": "fatal: no API key in $DEMO_KEY"}
	silent := config.MCPServer{Name: "silent", Command: "sleep", Args: []string{"30"}, Timeout: config.Duration(300 * time.Millisecond)}

	set, errs := ConnectAll(t.Context(), []config.MCPServer{missing, stdioServer("ok", 10*time.Second), failing, silent}, ClientOptions{})
	t.Cleanup(func() { set.Close() })
	if len(set.Clients) != 1 || set.Clients[0].Name() != "ok" || len(set.Tools()) != 7 {
		t.Fatalf("clients = %d; want only ok with its 7 tools", len(set.Clients))
	}
	if len(errs) != 3 {
		t.Fatalf("errors = %v; want 3", errs)
	}
	for i, want := range []struct{ server, msg, hint string }{
		{"gone", "no such file", "fix command"},
		{"broken", "fatal: no API key in $DEMO_KEY", "by hand"},
		{"silent", "no answer within 300ms", "raise timeout"},
	} {
		var se *ServerError
		if !errors.As(errs[i], &se) || se.Server != want.server || !strings.Contains(se.Error(), want.msg) || !strings.Contains(se.Hint, want.hint) {
			t.Errorf("error %d = %v (hint %q); want server %s, %q, hint with %q", i, errs[i], hintOf(se), want.server, want.msg, want.hint)
		}
		if strings.Contains(errs[i].Error(), "\n") {
			t.Errorf("error %d is not one line: %q", i, errs[i])
		}
	}
	// The ok server works although its neighbours failed.
	a := execAgent(t, set.Tools(), nil)
	if _, rec := execCall(t, a, newScope(t), "e", "ok__echo", `{"text":"fine"}`); rec.Status != verify.StatusOK {
		t.Fatalf("echo: %+v", rec)
	}
}

func hintOf(se *ServerError) string {
	if se == nil {
		return ""
	}
	return se.Hint
}

func TestInvalidSchemas(t *testing.T) {
	tools := `[` +
		`{"name":"good","inputSchema":{"type":"object","properties":{"a":{"type":"string"}}}},` +
		`{"name":"stringy","inputSchema":{"type":"string"}},` +
		`{"name":"notschema","inputSchema":"yes"},` +
		`{"name":"badprops","inputSchema":{"type":"object","properties":5}},` +
		`{"name":"badprop","inputSchema":{"type":"object","properties":{"a":7}}},` +
		`{"name":"badreq","inputSchema":{"type":"object","required":"a"}},` +
		`{"name":"has space","inputSchema":{"type":"object"}}` +
		`]`
	f := rawServer{reply: func(w io.Writer, method string, id json.RawMessage) bool {
		if method == "tools/list" {
			fmt.Fprintf(w, `{"jsonrpc":"2.0","id":%s,"result":{"tools":%s}}`+"\n", id, tools)
			return true
		}
		return legacy(w, method, id)
	}}
	c := connect(t, config.MCPServer{Name: "fake", Timeout: config.Duration(5 * time.Second)}, ClientOptions{Conn: f.transport(t)})
	if len(c.Tools()) != 1 || c.Tools()[0].Info().Name != "fake__good" {
		t.Fatalf("tools = %v; want only fake__good", c.Tools())
	}
	got := map[string]string{}
	for _, s := range c.Skipped() {
		got[s.Tool] = s.Reason
	}
	want := map[string]string{
		"stringy":   `invalid input schema: "type" is "string", want "object"`,
		"notschema": `invalid input schema: not a JSON object`,
		"badprops":  `invalid input schema: "properties" is 5, want an object`,
		"badprop":   `invalid input schema: property "a" is 7, want a schema`,
		"badreq":    `invalid input schema: "required" is "a", want an array of names`,
		"has space": `the name "fake__has space" is not 1 to 64 letters, digits, '_' and '-', which models require`,
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("skipped (-want +got):\n%s", diff)
	}
}

func TestMalformedJSONRPC(t *testing.T) {
	t.Run("at start", func(t *testing.T) {
		f := rawServer{reply: func(w io.Writer, method string, id json.RawMessage) bool {
			io.WriteString(w, "this is not json {{{\n")
			return true
		}}
		_, err := Connect(t.Context(), config.MCPServer{Name: "garbage", Timeout: config.Duration(5 * time.Second)}, ClientOptions{Conn: f.transport(t)})
		var se *ServerError
		if !errors.As(err, &se) || se.Server != "garbage" || se.Op != "start" {
			t.Fatalf("err = %v; want a start ServerError", err)
		}
	})
	t.Run("in a call", func(t *testing.T) {
		f := rawServer{reply: func(w io.Writer, method string, id json.RawMessage) bool {
			switch method {
			case "tools/list":
				fmt.Fprintf(w, `{"jsonrpc":"2.0","id":%s,"result":{"tools":[{"name":"t","inputSchema":{"type":"object"}}]}}`+"\n", id)
			case "tools/call":
				fmt.Fprintf(w, `{"jsonrpc":"2.0","id":%s,"result":{"content":]}}`+"\n", id)
			default:
				return legacy(w, method, id)
			}
			return true
		}}
		c := connect(t, config.MCPServer{Name: "garbage", Timeout: config.Duration(2 * time.Second)}, ClientOptions{Conn: f.transport(t)})
		a := execAgent(t, c.Tools(), nil)
		shown, rec := execCall(t, a, newScope(t), "g1", "garbage__t", `{}`)
		if rec.Status != verify.StatusError || !hasAll(shown, `mcp server "garbage"`, "invalid character") {
			t.Fatalf("status %s, shown %q", rec.Status, shown)
		}
	})
}

// A 100 MB result is cut off at the frame limit, never held whole: the
// call fails without a receipt and memory stays bounded.
func TestHugeResult(t *testing.T) {
	const size = 100 << 20
	var before runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)

	t.Run("stdio", func(t *testing.T) {
		f := rawServer{reply: func(w io.Writer, method string, id json.RawMessage) bool {
			switch method {
			case "tools/list":
				fmt.Fprintf(w, `{"jsonrpc":"2.0","id":%s,"result":{"tools":[{"name":"flood","inputSchema":{"type":"object"}}]}}`+"\n", id)
			case "tools/call":
				flood(w, id, size)
			default:
				return legacy(w, method, id)
			}
			return true
		}}
		c := connect(t, config.MCPServer{Name: "big", Timeout: config.Duration(10 * time.Second)}, ClientOptions{Conn: f.transport(t), MaxResultBytes: 1 << 20})
		a := execAgent(t, c.Tools(), nil)
		shown, rec := execCall(t, a, newScope(t), "f1", "big__flood", `{}`)
		if rec.Status == verify.StatusOK || !strings.Contains(shown, "maximum line length") {
			t.Fatalf("status %s, shown %q", rec.Status, excerpt(shown, 300))
		}
	})

	t.Run("http", func(t *testing.T) {
		hs := httptest.NewServer(floodHTTP(size))
		t.Cleanup(hs.Close)
		c := connect(t, config.MCPServer{Name: "bighttp", URL: hs.URL, Timeout: config.Duration(10 * time.Second)}, ClientOptions{MaxResultBytes: 1 << 20})
		a := execAgent(t, c.Tools(), nil)
		shown, rec := execCall(t, a, newScope(t), "f1", "bighttp__flood", `{}`)
		if rec.Status == verify.StatusOK || !strings.Contains(shown, "over the size limit") {
			t.Fatalf("status %s, shown %q", rec.Status, excerpt(shown, 300))
		}
	})

	var after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&after)
	if grew := int64(after.HeapInuse) - int64(before.HeapInuse); grew > 50<<20 {
		t.Errorf("heap grew by %d MiB after two 100 MiB results", grew>>20)
	}
}

// floodHTTP is a streamable HTTP MCP endpoint in JSON-response mode that
// answers tools/call with a flood.
func floodHTTP(size int64) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost {
			w.WriteHeader(http.StatusMethodNotAllowed)
			return
		}
		var m struct {
			ID     json.RawMessage `json:"id"`
			Method string          `json:"method"`
		}
		if err := json.NewDecoder(r.Body).Decode(&m); err != nil || len(m.ID) == 0 {
			w.WriteHeader(http.StatusAccepted)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Mcp-Session-Id", "s1")
		switch m.Method {
		case "tools/list":
			fmt.Fprintf(w, `{"jsonrpc":"2.0","id":%s,"result":{"tools":[{"name":"flood","inputSchema":{"type":"object"}}]}}`, m.ID)
		case "tools/call":
			flood(w, m.ID, size)
		default:
			legacy(w, m.Method, m.ID)
		}
	})
}

// A server that never answers initialize is given up on at its timeout.
func TestNeverAnswersStart(t *testing.T) {
	f := rawServer{reply: func(io.Writer, string, json.RawMessage) bool { return false }}
	_, err := Connect(t.Context(), config.MCPServer{Name: "mute", Timeout: config.Duration(300 * time.Millisecond)}, ClientOptions{Conn: f.transport(t)})
	var se *ServerError
	if !errors.As(err, &se) || !errors.Is(err, context.DeadlineExceeded) || !strings.Contains(se.Hint, "raise timeout") {
		t.Fatalf("err = %v; want a timeout ServerError", err)
	}
}
