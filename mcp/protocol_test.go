package mcp

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/pramana-dev/pramana/config"
	"github.com/pramana-dev/pramana/policy"
	"github.com/pramana-dev/pramana/tool"
	"github.com/pramana-dev/pramana/verify"
)

// sdkServer is a go-sdk server with tools of every content type and a
// page size of 2, so that listing its 5 tools takes 3 pages.
func sdkServer() *sdk.Server {
	s := sdk.NewServer(&sdk.Implementation{Name: "sdkserver", Version: "9.9"}, &sdk.ServerOptions{PageSize: 2})
	type echoArgs struct {
		Text string `json:"text"`
	}
	type none struct{}
	sdk.AddTool(s, &sdk.Tool{Name: "echo", Description: "Echo.", Annotations: &sdk.ToolAnnotations{ReadOnlyHint: true}},
		func(_ context.Context, _ *sdk.CallToolRequest, a echoArgs) (*sdk.CallToolResult, any, error) {
			return &sdk.CallToolResult{Content: []sdk.Content{&sdk.TextContent{Text: "echo: " + a.Text}}}, nil, nil
		})
	sdk.AddTool(s, &sdk.Tool{Name: "fail", Description: "Fails."},
		func(context.Context, *sdk.CallToolRequest, none) (*sdk.CallToolResult, any, error) {
			return &sdk.CallToolResult{IsError: true, Content: []sdk.Content{&sdk.TextContent{Text: "disk on fire"}}}, nil, nil
		})
	sdk.AddTool(s, &sdk.Tool{Name: "media", Description: "Every kind of content."},
		func(context.Context, *sdk.CallToolRequest, none) (*sdk.CallToolResult, any, error) {
			return &sdk.CallToolResult{Content: []sdk.Content{
				&sdk.TextContent{Text: "report"},
				&sdk.ImageContent{MIMEType: "image/png", Data: []byte("12345")},
				&sdk.AudioContent{MIMEType: "audio/wav", Data: []byte("1234567")},
				&sdk.ResourceLink{URI: "https://example.com/r", Name: "r"},
				&sdk.EmbeddedResource{Resource: &sdk.ResourceContents{URI: "https://example.com/t.txt", MIMEType: "text/plain", Text: "embedded text"}},
				&sdk.EmbeddedResource{Resource: &sdk.ResourceContents{URI: "file:///b.bin", MIMEType: "application/octet-stream", Blob: []byte("1234")}},
			}}, nil, nil
		})
	sdk.AddTool(s, &sdk.Tool{Name: "structured", Description: "Only structured content."},
		func(context.Context, *sdk.CallToolRequest, none) (*sdk.CallToolResult, any, error) {
			return &sdk.CallToolResult{Content: []sdk.Content{}, StructuredContent: map[string]int{"n": 3}}, nil, nil
		})
	sdk.AddTool(s, &sdk.Tool{Name: "slow", Description: "Answers after a notification."},
		func(ctx context.Context, req *sdk.CallToolRequest, _ none) (*sdk.CallToolResult, any, error) {
			req.Session.Log(ctx, &sdk.LoggingMessageParams{Level: "info", Data: "working"})
			return &sdk.CallToolResult{Content: []sdk.Content{&sdk.TextContent{Text: "done"}}}, nil, nil
		})
	return s
}

// pramana's client against a go-sdk server over streamable HTTP, in both
// of its answer modes: event streams and plain JSON.
func TestClientSDKServerHTTP(t *testing.T) {
	for _, jsonMode := range []bool{false, true} {
		t.Run(fmt.Sprintf("json=%v", jsonMode), func(t *testing.T) {
			srv := sdkServer()
			hs := httptest.NewServer(sdk.NewStreamableHTTPHandler(func(*http.Request) *sdk.Server { return srv }, &sdk.StreamableHTTPOptions{JSONResponse: jsonMode}))
			t.Cleanup(hs.Close)
			c := connect(t, config.MCPServer{Name: "s", URL: hs.URL, Timeout: config.Duration(10 * time.Second)}, ClientOptions{})
			var names []string
			for _, tl := range c.Tools() {
				names = append(names, tl.Info().Name)
			}
			if diff := cmp.Diff([]string{"s__echo", "s__fail", "s__media", "s__slow", "s__structured"}, sortedCopy(names)); diff != "" {
				t.Fatalf("tools over 3 pages (-want +got):\n%s", diff)
			}
			if n, v := c.ServerInfo(); n != "sdkserver" || v != "9.9" {
				t.Errorf("ServerInfo = %q %q", n, v)
			}

			res, err := toolNamed(t, c, "s__echo").Execute(t.Context(), json.RawMessage(`{"text":"hi"}`))
			if err != nil || res.Text != "echo: hi" {
				t.Errorf("echo = %q, %v", res.Text, err)
			}
			if _, err := toolNamed(t, c, "s__fail").Execute(t.Context(), nil); err == nil || !strings.Contains(err.Error(), "reported an error: disk on fire") {
				t.Errorf("fail: err = %v; want the isError text", err)
			}
			res, err = toolNamed(t, c, "s__media").Execute(t.Context(), nil)
			want := strings.Join([]string{
				"report",
				"[image content: image/png, 5 bytes, not shown]",
				"[audio content: audio/wav, 7 bytes, not shown]",
				"[resource link: https://example.com/r r]",
				"embedded text",
				"[embedded resource: file:///b.bin, application/octet-stream, 4 bytes, not shown]",
			}, "\n")
			if err != nil || res.Text != want {
				t.Errorf("media = %q, %v; want %q", res.Text, err, want)
			}
			if diff := cmp.Diff([]string{"https://example.com/r", "https://example.com/t.txt"}, res.URLs); diff != "" {
				t.Errorf("media URLs (-want +got):\n%s", diff)
			}
			res, err = toolNamed(t, c, "s__structured").Execute(t.Context(), nil)
			if err != nil || res.Text != `{"n":3}` {
				t.Errorf("structured = %q, %v", res.Text, err)
			}
			res, err = toolNamed(t, c, "s__slow").Execute(t.Context(), nil)
			if err != nil || res.Text != "done" {
				t.Errorf("slow = %q, %v", res.Text, err)
			}
		})
	}
}

// recorded is one request a scripted server saw.
type recorded struct {
	HTTPMethod, RPCMethod, Session, Version string
	ID                                      json.RawMessage
	Params, Result                          json.RawMessage
}

// scriptedHTTP is a hand-written streamable HTTP server: initialize answers
// version, tools/list comes as an event stream (a comment, a
// notification and a ping from the server before the answer, which is
// spread over several data lines with CRLF endings) and then as JSON on
// the second page, and tools/call of "boom" is a JSON-RPC error.
type scriptedHTTP struct {
	version string
	mu      sync.Mutex
	reqs    []recorded
	expire  atomic.Bool // answer 404 to anything but initialize
}

func (s *scriptedHTTP) log() []recorded {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.reqs)
}

func (s *scriptedHTTP) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var m message
	if r.Method == http.MethodPost {
		if err := json.NewDecoder(r.Body).Decode(&m); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
	}
	s.mu.Lock()
	s.reqs = append(s.reqs, recorded{r.Method, m.Method, r.Header.Get("Mcp-Session-Id"), r.Header.Get("MCP-Protocol-Version"), m.ID, m.Params, m.Result})
	s.mu.Unlock()
	if r.Method == http.MethodDelete {
		w.WriteHeader(http.StatusNoContent)
		return
	}
	if m.Method == "initialize" {
		s.expire.Store(false) // a new session
	}
	if s.expire.Load() && m.Method != "initialize" && m.Method != "notifications/initialized" {
		http.Error(w, "session gone", http.StatusNotFound)
		return
	}
	if len(m.ID) == 0 || m.Method == "" {
		w.WriteHeader(http.StatusAccepted)
		return
	}
	jsonAnswer := func(result string) {
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprintf(w, `{"jsonrpc":"2.0","id":%s,"result":%s}`, m.ID, result)
	}
	switch m.Method {
	case "initialize":
		w.Header().Set("Mcp-Session-Id", "sess-1")
		jsonAnswer(`{"protocolVersion":"` + s.version + `","capabilities":{"tools":{}},"serverInfo":{"name":"scripted","version":"1"}}`)
	case "tools/list":
		var p listToolsParams
		json.Unmarshal(m.Params, &p)
		if p.Cursor == "page2" {
			jsonAnswer(`{"tools":[{"name":"boom","inputSchema":{"type":"object"}}]}`)
			return
		}
		w.Header().Set("Content-Type", "text/event-stream")
		io.WriteString(w, ": keep-alive comment\r\n\r\n")
		io.WriteString(w, "event: message\r\ndata: {\"jsonrpc\":\"2.0\",\"method\":\"notifications/message\",\"params\":{\"level\":\"info\",\"data\":\"listing\"}}\r\n\r\n")
		io.WriteString(w, "data: {\"jsonrpc\":\"2.0\",\"id\":\"srv-1\",\"method\":\"ping\"}\r\n\r\n")
		io.WriteString(w, "event: other\r\ndata: not json, not for MCP\r\n\r\n")
		fmt.Fprintf(w, "id: 7\r\nevent: message\r\ndata: {\"jsonrpc\":\"2.0\",\r\ndata: \"id\":%s,\r\ndata:\"result\":{\"tools\":[{\"name\":\"ok\",\"inputSchema\":{\"type\":\"object\"}}],\"nextCursor\":\"page2\"}}\r\n\r\n", m.ID)
	case "tools/call":
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprintf(w, `{"jsonrpc":"2.0","id":%s,"error":{"code":-32603,"message":"database down"}}`, m.ID)
	default:
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprintf(w, `{"jsonrpc":"2.0","id":%s,"error":{"code":-32601,"message":"method not found"}}`, m.ID)
	}
}

func TestClientStreamableHTTPEdges(t *testing.T) {
	sh := &scriptedHTTP{version: "2025-06-18"}
	hs := httptest.NewServer(sh)
	t.Cleanup(hs.Close)
	c, err := Connect(t.Context(), config.MCPServer{Name: "sc", URL: hs.URL, Timeout: config.Duration(10 * time.Second)}, ClientOptions{Version: "1.0"})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tl := range c.Tools() {
		names = append(names, tl.Info().Name)
	}
	if diff := cmp.Diff([]string{"sc__ok", "sc__boom"}, names); diff != "" {
		t.Fatalf("tools over an event stream and a second page (-want +got):\n%s", diff)
	}
	_, err = toolNamed(t, c, "sc__boom").Execute(t.Context(), nil)
	var wire *rpcError
	if !errors.As(err, &wire) || wire.Code != codeInternalError || !strings.Contains(err.Error(), "database down") {
		t.Errorf("boom: err = %v; want the server's JSON-RPC error", err)
	}
	c.Close()

	reqs := sh.log()
	var got []string
	for _, r := range reqs {
		got = append(got, r.HTTPMethod+" "+r.RPCMethod)
	}
	want := []string{"POST initialize", "POST notifications/initialized", "POST tools/list", "POST ", "POST tools/list", "POST tools/call", "DELETE "}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Fatalf("requests (-want +got):\n%s", diff)
	}
	var init initializeParams
	if err := json.Unmarshal(reqs[0].Params, &init); err != nil || init.ProtocolVersion != latestVersion() || init.ClientInfo == nil || init.ClientInfo.Version != "1.0" {
		t.Errorf("initialize params = %s; want the latest version and pramana's", reqs[0].Params)
	}
	if reqs[0].Session != "" {
		t.Errorf("initialize carried a session id %q", reqs[0].Session)
	}
	for _, r := range reqs[1:] {
		if r.Session != "sess-1" || r.Version != "2025-06-18" {
			t.Errorf("%s %s: session %q, version %q; want the session id and the negotiated version", r.HTTPMethod, r.RPCMethod, r.Session, r.Version)
		}
	}
	// The answer to the server's ping, posted while the stream was open.
	if string(reqs[3].ID) != `"srv-1"` || string(reqs[3].Result) != "{}" {
		t.Errorf("ping answer: id %s, result %s", reqs[3].ID, reqs[3].Result)
	}
	var list listToolsParams
	json.Unmarshal(reqs[4].Params, &list)
	if list.Cursor != "page2" {
		t.Errorf("second tools/list cursor = %q", list.Cursor)
	}
}

func TestClientVersionNegotiation(t *testing.T) {
	for _, c := range []struct {
		server string
		ok     bool
	}{
		{"2025-11-25", true},
		{"2025-03-26", true},
		{"2024-11-05", true},
		{"1999-01-01", false},
		{"", false},
	} {
		sh := &scriptedHTTP{version: c.server}
		hs := httptest.NewServer(sh)
		cl, err := Connect(t.Context(), config.MCPServer{Name: "v", URL: hs.URL, Timeout: config.Duration(5 * time.Second)}, ClientOptions{})
		if c.ok {
			if err != nil {
				t.Errorf("server version %q: %v", c.server, err)
			} else {
				if v := sh.log()[2].Version; v != c.server {
					t.Errorf("server version %q: later requests say %q", c.server, v)
				}
				cl.Close()
			}
		} else {
			var se *ServerError
			if !errors.As(err, &se) || se.Op != "start" || !strings.Contains(err.Error(), fmt.Sprintf("speaks MCP version %q", c.server)) {
				t.Errorf("server version %q: err = %v; want a start error naming it", c.server, err)
			}
			if got := sh.log(); got[len(got)-1].HTTPMethod != http.MethodDelete {
				t.Errorf("server version %q: the session was not ended: %+v", c.server, got)
			}
		}
		hs.Close()
	}
}

// A session the server forgot (404) fails the call that finds out,
// without a receipt; the next call opens a new session, as the transport
// prescribes, and reaches the server again.
func TestClientSessionExpired(t *testing.T) {
	sh := &scriptedHTTP{version: "2025-11-25"}
	hs := httptest.NewServer(sh)
	t.Cleanup(hs.Close)
	c := connect(t, config.MCPServer{Name: "x", URL: hs.URL, Timeout: config.Duration(5 * time.Second)}, ClientOptions{})
	sh.expire.Store(true)
	a := execAgent(t, c.Tools(), nil)
	shown, rec := execCall(t, a, newScope(t), "a", "x__ok", `{}`)
	if rec.Status != verify.StatusError || !strings.Contains(shown, "ended the session") {
		t.Fatalf("first call: status %s, shown %q", rec.Status, shown)
	}
	shown, rec = execCall(t, a, newScope(t), "b", "x__ok", `{}`)
	if rec.Status != verify.StatusError || !strings.Contains(shown, "database down") {
		t.Fatalf("second call: status %s, shown %q; want the server's own answer in a new session", rec.Status, shown)
	}
	var inits int
	for _, r := range sh.log() {
		if r.RPCMethod == "initialize" {
			inits++
			if r.Session != "" {
				t.Errorf("a new initialize carried the old session id %q", r.Session)
			}
		}
	}
	if inits != 2 {
		t.Errorf("%d initialize requests; want 2", inits)
	}
}

// A notification from a stdio server before its answer, and a request
// from it (answered), do not disturb the call; a batch is taken apart.
func TestClientStdioNotificationsAndBatch(t *testing.T) {
	f := rawServer{reply: func(w io.Writer, method string, id json.RawMessage) bool {
		switch method {
		case "tools/list":
			fmt.Fprintf(w, `{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":1,"progress":1}}`+"\n")
			fmt.Fprintf(w, `{"jsonrpc":"2.0","id":99,"method":"roots/list"}`+"\n")
			fmt.Fprintf(w, `[{"jsonrpc":"2.0","method":"notifications/message","params":{}},{"jsonrpc":"2.0","id":%s,"result":{"tools":[{"name":"t","inputSchema":{"type":"object"}}]}}]`+"\n", id)
		case "tools/call":
			fmt.Fprintf(w, "\n\r\n"+`{"jsonrpc":"2.0","id":%s,"result":{"content":[{"type":"text","text":"fine"},{"type":"video","uri":"x"}]}}`+"\r\n", id)
		default:
			return legacy(w, method, id)
		}
		return true
	}}
	c := connect(t, config.MCPServer{Name: "n", Timeout: config.Duration(5 * time.Second)}, ClientOptions{Conn: f.transport(t)})
	res, err := toolNamed(t, c, "n__t").Execute(t.Context(), nil)
	if err != nil || res.Text != "fine\n[video content, not shown]" {
		t.Fatalf("call = %q, %v", res.Text, err)
	}
}

// lineHost drives ServeStdio by hand: one line in, the answers out.
type lineHost struct {
	t   *testing.T
	w   *io.PipeWriter
	out *frameReader
}

func newLineHost(t *testing.T, s *Server) *lineHost {
	hostR, srvW := io.Pipe()
	srvR, hostW := io.Pipe()
	done := make(chan error, 1)
	go func() {
		done <- s.ServeStdio(context.Background(), srvR, srvW)
		srvW.Close()
	}()
	t.Cleanup(func() {
		hostW.Close()
		go io.Copy(io.Discard, hostR)
		if err := <-done; err != nil {
			t.Errorf("ServeStdio: %v", err)
		}
	})
	return &lineHost{t: t, w: hostW, out: newFrameReader(hostR, 1<<20)}
}

func (h *lineHost) send(line string) {
	h.t.Helper()
	if _, err := io.WriteString(h.w, line+"\n"); err != nil {
		h.t.Fatal(err)
	}
}

// roundTrip sends line and returns the next answer, decoded.
func (h *lineHost) roundTrip(line string) map[string]any {
	h.t.Helper()
	h.send(line)
	b, err := h.out.next()
	if err != nil {
		h.t.Fatalf("read answer to %s: %v", excerpt(line, 80), err)
	}
	var v map[string]any
	if err := json.Unmarshal(b, &v); err != nil {
		var arr []any
		if json.Unmarshal(b, &arr) == nil {
			return map[string]any{"batch": arr}
		}
		h.t.Fatalf("answer %s: %v", b, err)
	}
	return v
}

func errCode(v map[string]any) float64 {
	if e, ok := v["error"].(map[string]any); ok {
		c, _ := e["code"].(float64)
		return c
	}
	return 0
}

const initLine = `{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":%q,"capabilities":{},"clientInfo":{"name":"h","version":"1"}}}`

func TestServerStdioEdges(t *testing.T) {
	s, _ := newServer(t, builtins(t), policy.Full, nil)
	s.pageSize = 4
	h := newLineHost(t, s)

	for _, c := range []struct {
		line string
		code float64
		id   any
	}{
		{`{"jsonrpc":"2.0","id":1,"method":"tools/list"}`, codeInvalidRequest, 1.0}, // before initialize
		{`this is not json`, codeParseError, nil},
		{`{"jsonrpc":"1.0","id":2,"method":"ping"}`, codeInvalidRequest, 2.0},
		{`{"jsonrpc":"2.0","id":null,"method":"ping"}`, codeInvalidRequest, nil},
		{`{"jsonrpc":"2.0","id":3,"method":"initialize","params":"v1"}`, codeInvalidParams, 3.0},
		{`{"jsonrpc":"2.0","id":"p","method":"ping"}`, 0, "p"},
	} {
		v := h.roundTrip(c.line)
		if errCode(v) != c.code || v["id"] != c.id {
			t.Errorf("%s: answer %v; want code %v, id %v", c.line, v, c.code, c.id)
		}
	}

	// An unknown version is answered with the latest; a known one (below)
	// with itself.
	v := h.roundTrip(fmt.Sprintf(initLine, "2099-01-01"))
	if r, _ := v["result"].(map[string]any); r == nil || r["protocolVersion"] != latestVersion() || r["instructions"] == "" {
		t.Fatalf("initialize: %v", v)
	}
	h.send(`{"jsonrpc":"2.0","method":"notifications/initialized"}`) // no answer
	for _, c := range []struct {
		line string
		code float64
	}{
		{fmt.Sprintf(initLine, "2025-06-18"), codeInvalidRequest}, // again
		{`{"jsonrpc":"2.0","id":4,"method":"resources/list"}`, codeMethodNotFound},
		{`{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"nope"}}`, codeInvalidParams},
		{`{"jsonrpc":"2.0","id":6,"method":"tools/call","params":[1]}`, codeInvalidParams},
		{`{"jsonrpc":"2.0","id":7,"method":"tools/list","params":{"cursor":"bogus"}}`, codeInvalidParams},
		{`{"jsonrpc":"2.0","id":8,"method":"tools/call","params":{"name":"list_dir","arguments":{"path":"."}}}`, 0},
	} {
		if v := h.roundTrip(c.line); errCode(v) != c.code {
			t.Errorf("%s: answer %v; want code %v", c.line, v, c.code)
		}
	}

	// A line over the cap is refused and skipped; the session goes on.
	big := `{"jsonrpc":"2.0","id":9,"method":"ping","params":{"x":"` + strings.Repeat("x", maxRequest) + `"}}`
	if v := h.roundTrip(big); errCode(v) != codeInvalidRequest || v["id"] != nil || !strings.Contains(fmt.Sprint(v), "maximum line length") {
		t.Errorf("oversized line: %v", excerpt(fmt.Sprint(v), 200))
	}

	// A batch gets an array of the answers to its requests.
	v = h.roundTrip(`[{"jsonrpc":"2.0","id":10,"method":"ping"},{"jsonrpc":"2.0","method":"notifications/progress"},{"jsonrpc":"2.0","id":11,"method":"nope"}]`)
	if b, _ := v["batch"].([]any); len(b) != 2 {
		t.Errorf("batch: %v", v)
	}

	// Pagination: 6 built-ins at 4 a page.
	var all []string
	cursor := ""
	for page := 0; page < 3; page++ {
		line := `{"jsonrpc":"2.0","id":12,"method":"tools/list"}`
		if cursor != "" {
			line = fmt.Sprintf(`{"jsonrpc":"2.0","id":12,"method":"tools/list","params":{"cursor":%q}}`, cursor)
		}
		r, _ := h.roundTrip(line)["result"].(map[string]any)
		tools, _ := r["tools"].([]any)
		for _, tl := range tools {
			all = append(all, tl.(map[string]any)["name"].(string))
		}
		cursor, _ = r["nextCursor"].(string)
		if cursor == "" {
			break
		}
	}
	if len(all) != 6 || cursor != "" {
		t.Errorf("paginated tools = %v (cursor %q); want the 6 built-ins", all, cursor)
	}
}

func TestServerStdioVersionEcho(t *testing.T) {
	s, _ := newServer(t, builtins(t), policy.Full, nil)
	for _, v := range ProtocolVersions() {
		h := newLineHost(t, s)
		r, _ := h.roundTrip(fmt.Sprintf(initLine, v))["result"].(map[string]any)
		if r == nil || r["protocolVersion"] != v {
			t.Errorf("initialize %s: %v", v, r)
		}
	}
}

// A go-sdk host pages through tools/list over HTTP and over stdio.
func TestServerPaginationSDKHost(t *testing.T) {
	s, _ := newServer(t, builtins(t), policy.Full, nil)
	s.pageSize = 2
	hs := httptest.NewServer(s.HTTPHandler(nil))
	t.Cleanup(hs.Close)
	transports := map[string]sdk.Transport{
		"http":  &sdk.StreamableClientTransport{Endpoint: hs.URL, MaxRetries: -1},
		"stdio": serveStdio(t, s),
	}
	for name, tr := range transports {
		cs, err := sdk.NewClient(&sdk.Implementation{Name: "host"}, nil).Connect(t.Context(), tr, nil)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		first, err := cs.ListTools(t.Context(), nil)
		if err != nil || len(first.Tools) != 2 || first.NextCursor == "" {
			t.Errorf("%s: first page %+v, %v; want 2 tools and a cursor", name, first, err)
		}
		var n int
		for tl, err := range cs.Tools(t.Context(), nil) {
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if tl.InputSchema == nil {
				t.Errorf("%s: %s has no schema", name, tl.Name)
			}
			n++
		}
		if n != 6 {
			t.Errorf("%s: %d tools; want the 6 built-ins", name, n)
		}
		if cs.InitializeResult().ProtocolVersion != "2025-11-25" {
			t.Errorf("%s: negotiated %q", name, cs.InitializeResult().ProtocolVersion)
		}
		cs.Close()
	}
}

// httpPost sends body to the handler with headers and returns the status,
// the headers and the body.
func httpPost(t *testing.T, url, body string, hdr map[string]string) (int, http.Header, string) {
	t.Helper()
	method := http.MethodPost
	if m, ok := hdr["method"]; ok {
		method = m
	}
	req, err := http.NewRequestWithContext(t.Context(), method, url, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	for k, v := range hdr {
		if k != "method" {
			req.Header.Set(k, v)
		}
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, resp.Header, string(b)
}

func TestServerHTTPEdges(t *testing.T) {
	s, _ := newServer(t, builtins(t), policy.Full, nil)
	hs := httptest.NewServer(s.HTTPHandler(nil))
	t.Cleanup(hs.Close)
	u := hs.URL

	check := func(what string, gotStatus int, body string, wantStatus int, wantIn string) {
		t.Helper()
		if gotStatus != wantStatus || !strings.Contains(body, wantIn) {
			t.Errorf("%s: %d %q; want %d with %q", what, gotStatus, excerpt(body, 200), wantStatus, wantIn)
		}
	}
	st, _, body := httpPost(t, u, "", map[string]string{"method": http.MethodGet})
	check("GET", st, body, http.StatusMethodNotAllowed, "no GET stream")
	st, _, body = httpPost(t, u, `{"jsonrpc":"2.0","id":1,"method":"tools/list"}`, nil)
	check("tools/list without a session", st, body, http.StatusBadRequest, "Mcp-Session-Id")
	st, _, body = httpPost(t, u, `{"jsonrpc":"2.0","id":1,"method":"ping"}`, nil)
	check("ping without a session", st, body, http.StatusOK, `"result":{}`)
	st, _, body = httpPost(t, u, `{"jsonrpc":"2.0","id":1,"method":"server/discover"}`, nil)
	check("server/discover", st, body, http.StatusOK, `"code":-32601`)
	st, _, body = httpPost(t, u, `{"jsonrpc":"2.0","id":1,`, nil)
	check("malformed JSON", st, body, http.StatusBadRequest, `"code":-32700`)
	st, _, body = httpPost(t, u, `{"jsonrpc":"2.0","id":1,"method":"ping"}`, map[string]string{"Content-Type": "text/plain"})
	check("text/plain", st, body, http.StatusUnsupportedMediaType, "application/json")
	st, _, body = httpPost(t, u, `{"jsonrpc":"2.0","id":1,"method":"ping"}`, map[string]string{"Origin": "http://evil.example"})
	check("foreign Origin", st, body, http.StatusForbidden, "Origin")
	st, _, body = httpPost(t, u, `{"jsonrpc":"2.0","id":1,"method":"ping"}`, map[string]string{"Origin": "http://localhost:3000"})
	check("loopback Origin", st, body, http.StatusOK, `"result":{}`)

	st, hdr, body := httpPost(t, u, fmt.Sprintf(initLine, "2025-06-18"), nil)
	sid := hdr.Get("Mcp-Session-Id")
	check("initialize", st, body, http.StatusOK, `"protocolVersion":"2025-06-18"`)
	if len(sid) != 32 || !visibleASCII(sid) {
		t.Fatalf("session id %q; want 128 random bits in hex", sid)
	}
	sess := map[string]string{"Mcp-Session-Id": sid, "MCP-Protocol-Version": "2025-06-18"}
	st, _, body = httpPost(t, u, `{"jsonrpc":"2.0","method":"notifications/initialized"}`, sess)
	check("notification", st, body, http.StatusAccepted, "")
	st, _, body = httpPost(t, u, `{"jsonrpc":"2.0","id":2,"method":"tools/list"}`, map[string]string{"Mcp-Session-Id": sid, "MCP-Protocol-Version": "1999-01-01"})
	check("unsupported version header", st, body, http.StatusBadRequest, "1999-01-01")
	st, _, body = httpPost(t, u, `{"jsonrpc":"2.0","id":2,"method":"tools/list"}`, map[string]string{"Mcp-Session-Id": "nope"})
	check("unknown session", st, body, http.StatusNotFound, "unknown or ended session")

	// A host that accepts only event streams gets one.
	st, hdr, body = httpPost(t, u, `{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"list_dir","arguments":{"path":"."}}}`, map[string]string{"Mcp-Session-Id": sid, "Accept": "text/event-stream"})
	if st != http.StatusOK || hdr.Get("Content-Type") != "text/event-stream" {
		t.Fatalf("SSE answer: %d %s", st, hdr.Get("Content-Type"))
	}
	ev, err := newSSEReader(strings.NewReader(body), 1<<20).next()
	var m message
	if err != nil || json.Unmarshal(ev.Data, &m) != nil || idKey(m.ID) != "3" {
		t.Fatalf("SSE answer %q: %v", body, err)
	}
	var res callToolResult
	if err := json.Unmarshal(m.Result, &res); err != nil || res.IsError || res.Meta[MetaReceipt] == nil || !strings.Contains(res.Content[0].Text, "a.txt") {
		t.Errorf("list_dir over SSE: %s (%v)", m.Result, err)
	}
	st, _, body = httpPost(t, u, `[{"jsonrpc":"2.0","id":4,"method":"ping"}]`, sess)
	check("batch", st, body, http.StatusOK, `[{"jsonrpc":"2.0","id":4,"result":{}}]`)

	st, _, _ = httpPost(t, u, "", map[string]string{"method": http.MethodDelete, "Mcp-Session-Id": sid})
	if st != http.StatusNoContent {
		t.Errorf("DELETE: %d", st)
	}
	st, _, body = httpPost(t, u, `{"jsonrpc":"2.0","id":5,"method":"ping"}`, sess)
	check("after DELETE", st, body, http.StatusNotFound, "unknown or ended session")
}

// pramana's client and server over streamable HTTP: the proxy's receipt
// survives the trip, and Close ends the session on the server.
func TestPramanaToPramanaHTTP(t *testing.T) {
	s, scope := newServer(t, builtins(t), policy.Full, nil)
	h := s.HTTPHandler([]string{"tok"})
	var deletes atomic.Pointer[string]
	hs := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodDelete {
			sid := r.Header.Get("Mcp-Session-Id")
			deletes.Store(&sid)
		}
		h.ServeHTTP(w, r)
	}))
	t.Cleanup(hs.Close)
	c, err := Connect(t.Context(), config.MCPServer{Name: "p", URL: hs.URL, Timeout: config.Duration(10 * time.Second)}, ClientOptions{HTTPClient: &http.Client{Transport: bearer{"tok", http.DefaultTransport}}})
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Tools()) != 6 {
		t.Fatalf("tools = %d", len(c.Tools()))
	}
	res, err := toolNamed(t, c, "p__file_read").Execute(t.Context(), json.RawMessage(`{"path":"a.txt"}`))
	if err != nil || !strings.HasPrefix(res.Text, "alpha") {
		t.Fatalf("file_read = %q, %v", res.Text, err)
	}
	if _, err := scope.Verify(receiptOf(t, res.Text)); err != nil {
		t.Errorf("the server's receipt does not verify: %v", err)
	}
	c.Close()
	// Close ended the session: its id is unknown now.
	dels := deletes.Load()
	if dels == nil {
		t.Fatal("Close sent no DELETE")
	}
	st, _, body := httpPost(t, hs.URL, `{"jsonrpc":"2.0","id":1,"method":"ping"}`, map[string]string{"Authorization": "Bearer tok", "Mcp-Session-Id": *dels})
	if st != http.StatusNotFound {
		t.Errorf("the session lives on after Close: %d %s", st, body)
	}
	_, err = Connect(t.Context(), config.MCPServer{Name: "p", URL: hs.URL, Timeout: config.Duration(5 * time.Second)}, ClientOptions{})
	var se *ServerError
	if !errors.As(err, &se) || !strings.Contains(err.Error(), "401 Unauthorized") || !strings.Contains(se.Hint, "streamable HTTP") {
		t.Errorf("without the token: %v", err)
	}
}

// blockTool runs until its context ends, and says so on started.
type blockTool struct{ started chan struct{} }

func (b blockTool) Info() tool.Info {
	return tool.Info{Name: "block", Description: "Blocks.", Parameters: json.RawMessage(`{"type":"object"}`), ReadOnly: true}
}

func (b blockTool) Execute(ctx context.Context, _ json.RawMessage) (tool.Result, error) {
	close(b.started)
	<-ctx.Done()
	return tool.Result{}, ctx.Err()
}

// notifications/cancelled stops the call it names, and the call is not
// answered, as MCP asks; the session goes on.
func TestServerCancelled(t *testing.T) {
	bt := blockTool{started: make(chan struct{})}
	s, _ := newServer(t, []tool.Tool{bt}, policy.Full, nil)
	h := newLineHost(t, s)
	h.roundTrip(fmt.Sprintf(initLine, "2025-11-25"))
	h.send(`{"jsonrpc":"2.0","id":"c1","method":"tools/call","params":{"name":"block"}}`)
	<-bt.started
	h.send(`{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":"c1","reason":"user gave up"}}`)
	if v := h.roundTrip(`{"jsonrpc":"2.0","id":"p","method":"ping"}`); v["id"] != "p" {
		t.Fatalf("after the cancellation: %v; want only the ping's answer", v)
	}
	// At the end of the input the server waits for its calls and stops:
	// nothing more comes, in particular no answer to c1.
	h.w.Close()
	if line, err := h.out.next(); err != io.EOF {
		t.Errorf("after the end of input: %s, %v; want nothing", line, err)
	}
}

// A call that times out is withdrawn with notifications/cancelled naming
// it, so the server can stop the work.
func TestClientSendsCancelled(t *testing.T) {
	cr, sw := io.Pipe()
	sr, cw := io.Pipe()
	t.Cleanup(func() { sw.Close(); sr.Close() })
	cancelled := make(chan string, 1)
	go func() {
		fr := newFrameReader(sr, 1<<20)
		callID := ""
		for {
			line, err := fr.next()
			if err != nil {
				return
			}
			var m message
			json.Unmarshal(line, &m)
			switch m.Method {
			case "initialize":
				legacy(sw, m.Method, m.ID)
			case "tools/list":
				fmt.Fprintf(sw, `{"jsonrpc":"2.0","id":%s,"result":{"tools":[{"name":"t","inputSchema":{"type":"object"}}]}}`+"\n", m.ID)
			case "tools/call":
				callID = idKey(m.ID) // never answered
			case "notifications/cancelled":
				var p cancelledParams
				json.Unmarshal(m.Params, &p)
				if idKey(p.RequestID) == callID {
					cancelled <- p.Reason
				}
			}
		}
	}()
	c := connect(t, config.MCPServer{Name: "c", Timeout: config.Duration(200 * time.Millisecond)}, ClientOptions{Conn: pipeConn{cr, cw}})
	if _, err := toolNamed(t, c, "c__t").Execute(t.Context(), nil); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("err = %v; want a timeout", err)
	}
	select {
	case reason := <-cancelled:
		if !strings.Contains(reason, "deadline") {
			t.Errorf("reason = %q", reason)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("no notifications/cancelled for the call")
	}
}
