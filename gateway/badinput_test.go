package gateway_test

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/pramana-dev/pramana/audit"
	"github.com/pramana-dev/pramana/gateway"
	"github.com/pramana-dev/pramana/provider/providertest"
)

func TestBadInput(t *testing.T) {
	h := newHarness(t, hopts{script: repeat(toolThenCite(), 2), gw: gateway.Options{Tokens: []string{"s3cret-token", "other"}}})
	for _, tc := range []struct {
		name, method, path, body string
		header                   []string
		status                   int
		code, param              string
	}{
		{"malformed JSON", "POST", "/v1/chat/completions", `{"messages": [`, nil, 400, "invalid_json", ""},
		{"not JSON", "POST", "/v1/chat/completions", `hello`, nil, 400, "invalid_json", ""},
		{"empty body", "POST", "/v1/chat/completions", ``, []string{"Content-Type", "application/json"}, 400, "invalid_json", ""},
		{"trailing data", "POST", "/v1/turns", `{"message":"x"} {}`, nil, 400, "invalid_json", ""},
		{"array body", "POST", "/v1/chat/completions", `[1,2]`, nil, 400, "invalid_type", ""},
		{"messages not array", "POST", "/v1/chat/completions", `{"messages":"hi"}`, nil, 400, "invalid_type", "messages"},
		{"model not string", "POST", "/v1/chat/completions", `{"model":5,"messages":[]}`, nil, 400, "invalid_type", "model"},
		{"stream not bool", "POST", "/v1/chat/completions", `{"stream":"yes","messages":[{"role":"user","content":"x"}]}`, nil, 400, "invalid_type", "stream"},
		{"content number", "POST", "/v1/chat/completions", `{"messages":[{"role":"user","content":5}]}`, nil, 400, "invalid_type", "messages[0].content"},
		{"role number", "POST", "/v1/chat/completions", `{"messages":[{"role":1,"content":"x"}]}`, nil, 400, "invalid_type", "messages[0].role"},
		{"message not object", "POST", "/v1/chat/completions", `{"messages":["hi"]}`, nil, 400, "invalid_type", "messages[0]"},
		{"unknown role", "POST", "/v1/chat/completions", `{"messages":[{"role":"wizard","content":"x"}]}`, nil, 400, "invalid_value", "messages[0].role"},
		{"image part", "POST", "/v1/chat/completions", `{"messages":[{"role":"user","content":[{"type":"image_url","image_url":{"url":"x"}}]}]}`, nil, 400, "unsupported_content", "messages[0].content[0]"},
		{"no messages", "POST", "/v1/chat/completions", `{"model":"m"}`, nil, 400, "missing_field", "messages"},
		{"last not user", "POST", "/v1/chat/completions", `{"messages":[{"role":"user","content":"x"},{"role":"assistant","content":"y"}]}`, nil, 400, "invalid_value", "messages[1].role"},
		{"empty user message", "POST", "/v1/chat/completions", `{"messages":[{"role":"user","content":"  "}]}`, nil, 400, "invalid_value", "messages[0].content"},
		{"tool without id", "POST", "/v1/chat/completions", `{"messages":[{"role":"tool","content":"x"},{"role":"user","content":"x"}]}`, nil, 400, "missing_field", "messages[0].tool_call_id"},
		{"n=2", "POST", "/v1/chat/completions", `{"n":2,"messages":[{"role":"user","content":"x"}]}`, nil, 400, "unsupported_value", "n"},
		{"turn message missing", "POST", "/v1/turns", `{"conversation":"c"}`, nil, 400, "missing_field", "message"},
		{"turn message wrong type", "POST", "/v1/turns", `{"message":["x"]}`, nil, 400, "invalid_type", "message"},
		{"verify text missing", "POST", "/v1/verify", `{}`, nil, 400, "missing_field", "text"},
		{"verify text wrong type", "POST", "/v1/verify", `{"text":{"a":1}}`, nil, 400, "invalid_type", "text"},
		{"text/plain", "POST", "/v1/verify", `{"text":"x"}`, []string{"Content-Type", "text/plain"}, 415, "unsupported_media_type", ""},
		{"unknown route", "GET", "/v1/nope", ``, nil, 404, "unknown_route", ""},
		{"unknown route POST", "POST", "/v2/chat/completions", `{}`, nil, 404, "unknown_route", ""},
		{"wrong method", "GET", "/v1/chat/completions", ``, nil, 405, "method_not_allowed", ""},
		{"missing token", "POST", "/v1/chat/completions", chatBody("x"), []string{"Authorization", ""}, 401, "missing_token", ""},
		{"wrong token", "POST", "/v1/chat/completions", chatBody("x"), []string{"Authorization", "Bearer s3cret-tokeN"}, 401, "invalid_token", ""},
		{"token prefix", "POST", "/v1/verify", `{"text":"x"}`, []string{"Authorization", "Bearer s3cret"}, 401, "invalid_token", ""},
		{"basic auth", "GET", "/metrics", ``, []string{"Authorization", "Basic czNjcmV0LXRva2Vu"}, 401, "missing_token", ""},
		{"unknown route without token", "GET", "/v1/nope", ``, []string{"Authorization", ""}, 401, "missing_token", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := h.do(t.Context(), tc.method, tc.path, tc.body, tc.header...)
			if r.status != tc.status {
				t.Fatalf("status %d, want %d: %s", r.status, tc.status, r.body)
			}
			e := r.apiErr(t)
			if e.Code != tc.code {
				t.Errorf("code %q, want %q (%s)", e.Code, tc.code, e.Message)
			}
			var param *string
			if tc.param != "" {
				param = &tc.param
			}
			if (e.Param == nil) != (param == nil) || (param != nil && *e.Param != *param) {
				t.Errorf("param %v, want %q (%s)", deref(e.Param), tc.param, e.Message)
			}
			if strings.Contains(e.Message, "\n") {
				t.Errorf("message is not one line: %q", e.Message)
			}
			if tc.status == 401 && !strings.HasPrefix(r.header.Get("WWW-Authenticate"), "Bearer") {
				t.Errorf("401 without WWW-Authenticate: %v", r.header)
			}
		})
	}
	// The health check needs no token, and the daemon still serves.
	if r := h.do(t.Context(), "GET", "/healthz", "", "Authorization", ""); r.status != 200 {
		t.Errorf("healthz: %d %s", r.status, r.body)
	}
	if r := h.post("/v1/chat/completions", chatBody("list")); r.status != 200 {
		t.Fatalf("after bad input: %d %s", r.status, r.body)
	}
	if n := len(h.model.Requests()); n != 2 {
		t.Errorf("bad requests reached the model: %d model requests, want 2", n)
	}
}

func deref(p *string) any {
	if p == nil {
		return nil
	}
	return *p
}

// rawRequest writes a request on a fresh TCP connection, sending at most
// send bytes of body, and reads the response.
func rawRequest(t *testing.T, addr, head string, body io.Reader, send int64) (*http.Response, int64) {
	t.Helper()
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	conn.SetDeadline(time.Now().Add(20 * time.Second))
	if _, err := io.WriteString(conn, head); err != nil {
		t.Fatal(err)
	}
	// Write in a goroutine: the server may answer (and stop reading)
	// before the body is all sent.
	var sent atomic.Int64
	go func() {
		n, _ := io.Copy(conn, io.LimitReader(body, send))
		sent.Store(n)
	}()
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("read response: %v", err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body = io.NopCloser(strings.NewReader(string(b)))
	return resp, sent.Load()
}

type zeros struct{}

func (zeros) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = ' '
	}
	return len(p), nil
}

// TestBodyTooLarge sends a 100 MB body: the declared length is refused
// with 413 before the body is read, and a chunked body without a length is
// cut off at the limit.
func TestBodyTooLarge(t *testing.T) {
	h := newHarness(t, hopts{script: repeat(toolThenCite(), 2), gw: gateway.Options{MaxBodyBytes: 64 << 10}})
	addr := strings.TrimPrefix(h.srv.URL, "http://")
	const hundredMB = 100 << 20

	// Declared: only 1 MiB of the 100 MB is ever written, so a 413 that
	// arrives proves the server did not wait for the rest.
	head := fmt.Sprintf("POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n", hundredMB)
	resp, _ := rawRequest(t, addr, head, zeros{}, 1<<20)
	if resp.StatusCode != http.StatusRequestEntityTooLarge {
		t.Fatalf("declared 100 MB: status %d", resp.StatusCode)
	}
	b, _ := io.ReadAll(resp.Body)
	if !strings.Contains(string(b), `"code":"body_too_large"`) {
		t.Errorf("413 body %s", b)
	}

	// Chunked, no length: a JSON string that never ends.
	head = "POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
	pr, pw := io.Pipe()
	go func() {
		cw := httputil.NewChunkedWriter(pw)
		io.WriteString(cw, `{"messages":[{"role":"user","content":"`)
		io.Copy(cw, io.LimitReader(zeros{}, hundredMB))
		pw.Close()
	}()
	t.Cleanup(func() { pr.Close() })
	resp, _ = rawRequest(t, addr, head, pr, hundredMB)
	if resp.StatusCode != http.StatusRequestEntityTooLarge {
		b, _ := io.ReadAll(resp.Body)
		t.Fatalf("chunked 100 MB: status %d %s", resp.StatusCode, b)
	}
	if r := h.post("/v1/chat/completions", chatBody("list")); r.status != 200 {
		t.Fatalf("after 413: %d %s", r.status, r.body)
	}
}

// blockingModel is a scripted model turn that waits until release is
// closed, so that a test can act while a turn is in flight. entered gets
// a value when the model is reached.
func blockingModel(entered chan<- struct{}, release <-chan struct{}) providertest.Turn {
	return providertest.Turn{Reply: func(req providertest.Request) providertest.Turn {
		entered <- struct{}{}
		<-release
		return providertest.Turn{Content: "late"}
	}}
}

// TestClientDisconnect: a client hangs up mid-turn, after a tool ran. The
// tool call is in the log, and the daemon keeps serving.
func TestClientDisconnect(t *testing.T) {
	entered, release := make(chan struct{}, 1), make(chan struct{})
	h := newHarness(t, hopts{script: []providertest.Turn{
		toolThenCite(), // the tool call
		blockingModel(entered, release),
	}})
	t.Cleanup(func() { close(release) }) // before the model server closes

	ctx, cancel := context.WithCancel(t.Context())
	done := make(chan error, 1)
	go func() {
		req, _ := http.NewRequestWithContext(ctx, "POST", h.srv.URL+"/v1/chat/completions", strings.NewReader(chatBody("list")))
		req.Header.Set("Content-Type", "application/json")
		resp, err := http.DefaultClient.Do(req)
		if err == nil {
			resp.Body.Close()
		}
		done <- err
	}()
	<-entered // the tool has run; the model is thinking
	cancel()
	if err := <-done; !errors.Is(err, context.Canceled) {
		t.Fatalf("client: %v", err)
	}
	waitFor(t, "the cancelled turn's tool call in the audit log", func() bool { return len(h.toolRows()) == 1 })
	waitFor(t, "the turn to be counted", func() bool { return hasLine(h.metrics(), `pramana_turns_total{outcome="client_closed"} 1`) })
	row := h.toolRows()[0]
	if row.Tool != "list_dir" || row.Status != audit.StatusOK || row.Receipt == "" {
		t.Errorf("row %+v", row)
	}
	h.model.Append(repeat(toolThenCite(), 2)...)
	if r := h.post("/v1/chat/completions", chatBody("list")); r.status != 200 {
		t.Fatalf("after disconnect: %d %s", r.status, r.body)
	}
	if n := len(h.toolRows()); n != 2 {
		t.Errorf("%d tool rows, want 2", n)
	}
}

// waitFor polls cond for up to 10 seconds. It bounds a wait for something
// asynchronous; it asserts nothing about speed.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// flakyModel is a model server that misbehaves on the requests for which
// bad returns true (hanging until the client gives up, or answering
// garbage) and otherwise passes the request to a scripted server.
func flakyModel(t *testing.T, script []providertest.Turn, mode string, bad func(n int64) bool) (string, *providertest.Server) {
	sc := providertest.New(script)
	sc.Start()
	t.Cleanup(sc.Close)
	u, _ := url.Parse(sc.URL())
	u.Path = ""
	proxy := httputil.NewSingleHostReverseProxy(u)
	var n atomic.Int64
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !bad(n.Add(1)) {
			proxy.ServeHTTP(w, r)
			return
		}
		// Read the body so that the server notices when the client hangs
		// up, which is what ends a hang.
		io.Copy(io.Discard, r.Body)
		switch mode {
		case "hang":
			<-r.Context().Done()
		case "garbage":
			w.Header().Set("Content-Type", "application/json")
			io.WriteString(w, `{"id": "x", "choices": [{"message": {"role": "assistant", "content": 42}}]`)
		case "html":
			w.Header().Set("Content-Type", "text/html")
			io.WriteString(w, "<html><body>502 Bad Gateway</body></html>")
		}
	}))
	t.Cleanup(srv.Close)
	return srv.URL + "/v1", sc
}

func TestModelHangs(t *testing.T) {
	url, _ := flakyModel(t, repeat(toolThenCite(), 2), "hang", func(n int64) bool { return n == 1 })
	h := newHarness(t, hopts{modelURL: url, gw: gateway.Options{TurnTimeout: 300 * time.Millisecond}})
	r := h.post("/v1/chat/completions", chatBody("list"))
	if r.status != http.StatusGatewayTimeout {
		t.Fatalf("hung model: %d %s", r.status, r.body)
	}
	if e := r.apiErr(t); e.Code != "turn_timeout" || !strings.Contains(e.Message, "300ms") {
		t.Errorf("error %+v", e)
	}
	if !hasLine(h.metrics(), `pramana_turns_total{outcome="timeout"} 1`) {
		t.Errorf("timeout not counted")
	}
	r = h.post("/v1/chat/completions", chatBody("list"))
	if r.status != 200 {
		t.Fatalf("after a hung model: %d %s", r.status, r.body)
	}
}

func TestModelGarbage(t *testing.T) {
	for _, mode := range []string{"garbage", "html"} {
		t.Run(mode, func(t *testing.T) {
			// The model answers the tool call properly, then garbage.
			url, _ := flakyModel(t, repeat(toolThenCite(), 3), mode, func(n int64) bool { return n == 2 })
			h := newHarness(t, hopts{modelURL: url})
			r := h.post("/v1/chat/completions", chatBody("list"))
			if r.status != http.StatusBadGateway {
				t.Fatalf("garbage model: %d %s", r.status, r.body)
			}
			if e := r.apiErr(t); e.Code != "model_error" || !strings.Contains(e.Message, "the model server failed") {
				t.Errorf("error %+v", e)
			}
			// The tool call that ran before the garbage is logged.
			if rows := h.toolRows(); len(rows) != 1 || rows[0].Receipt == "" {
				t.Errorf("rows %+v", rows)
			}
			h2 := h.post("/v1/chat/completions", chatBody("list"))
			if h2.status != 200 {
				t.Fatalf("after garbage: %d %s", h2.status, h2.body)
			}
		})
	}
}

// failingStore fails every commit after the first fail commits.
type failingStore struct {
	inner gateway.Committer
	ok    atomic.Int64
	panic bool
}

func (f *failingStore) RecordBatch(ctx context.Context, events []audit.Event) error {
	if f.ok.Add(-1) >= 0 {
		return f.inner.RecordBatch(ctx, events)
	}
	if f.panic {
		panic("disk on fire")
	}
	return errors.New("disk full")
}

func TestAuditFailureWithholdsReply(t *testing.T) {
	var fs *failingStore
	h := newHarness(t, hopts{script: repeat(toolThenCite(), 4), committer: func(s *audit.Store) gateway.Committer {
		fs = &failingStore{inner: s}
		fs.ok.Store(1)
		return fs
	}})
	if r := h.post("/v1/chat/completions", chatBody("list")); r.status != 200 {
		t.Fatalf("first: %d %s", r.status, r.body)
	}
	r := h.post("/v1/chat/completions", chatBody("list"))
	if r.status != http.StatusServiceUnavailable {
		t.Fatalf("failed commit: %d %s", r.status, r.body)
	}
	if e := r.apiErr(t); e.Code != "audit_write_failed" {
		t.Errorf("error %+v", e)
	}
	if strings.Contains(string(r.body), "I listed") || strings.Contains(string(r.body), "zc-receipt-") {
		t.Errorf("the withheld reply leaked: %s", r.body)
	}
	if !hasLine(h.metrics(), "pramana_audit_write_failures_total 1") {
		t.Errorf("failure not counted")
	}
	// The acknowledged turn's row is intact.
	if rows := h.toolRows(); len(rows) != 1 {
		t.Errorf("%d rows, want 1", len(rows))
	}
}

func TestPanicIsJSON500(t *testing.T) {
	h := newHarness(t, hopts{script: repeat(toolThenCite(), 4), committer: func(s *audit.Store) gateway.Committer {
		return &failingStore{inner: s, panic: true}
	}})
	r := h.post("/v1/chat/completions", chatBody("list"))
	if r.status != http.StatusInternalServerError {
		t.Fatalf("panic: %d %s", r.status, r.body)
	}
	if e := r.apiErr(t); e.Code != "internal_error" || strings.Contains(e.Message, "disk on fire") {
		t.Errorf("error %+v", e)
	}
	if r := h.do(t.Context(), "GET", "/healthz", ""); r.status != 200 {
		t.Errorf("after a panic: %d", r.status)
	}
}

func TestInflightLimit(t *testing.T) {
	entered, release := make(chan struct{}, 1), make(chan struct{})
	h := newHarness(t, hopts{script: []providertest.Turn{blockingModel(entered, release)}, gw: gateway.Options{MaxInflight: 1}})
	var once atomic.Bool
	t.Cleanup(func() {
		if once.CompareAndSwap(false, true) {
			close(release)
		}
	})
	done := make(chan response, 1)
	go func() { done <- h.post("/v1/turns", `{"conversation":"c1","message":"wait"}`) }()
	<-entered
	r := h.post("/v1/turns", `{"conversation":"c2","message":"me too"}`)
	if r.status != http.StatusTooManyRequests || r.header.Get("Retry-After") == "" {
		t.Fatalf("second turn: %d %v %s", r.status, r.header, r.body)
	}
	if e := r.apiErr(t); e.Code != "too_many_turns" {
		t.Errorf("error %+v", e)
	}
	// The same conversation while its turn runs is a conflict, not a
	// second turn.
	r = h.post("/v1/turns", `{"conversation":"c1","message":"again"}`)
	if r.status != http.StatusConflict {
		t.Fatalf("same conversation: %d %s", r.status, r.body)
	}
	once.Store(true)
	close(release)
	if r := <-done; r.status != 200 {
		t.Fatalf("first turn: %d %s", r.status, r.body)
	}
}

// TestLoopbackHostWithoutToken: without tokens, only requests that name a
// loopback host get through, so that a rebound DNS name cannot drive the
// daemon from a browser.
func TestLoopbackHostWithoutToken(t *testing.T) {
	h := newHarness(t, hopts{script: repeat(toolThenCite(), 2)})
	for _, host := range []string{"evil.example:8787", "evil.example", "10.0.0.1:8787", "127.0.0.1.evil.example"} {
		r := h.do(t.Context(), "POST", "/v1/verify", `{"text":"x"}`, "Host", host)
		if r.status != http.StatusForbidden {
			t.Errorf("Host %q: %d %s", host, r.status, r.body)
			continue
		}
		if e := r.apiErr(t); e.Code != "forbidden_host" {
			t.Errorf("Host %q: %+v", host, e)
		}
	}
	for _, host := range []string{"localhost:8787", "LOCALHOST", "127.0.0.1:1", "[::1]:8787", "127.1.2.3", "app.localhost:80"} {
		if r := h.do(t.Context(), "POST", "/v1/verify", `{"text":"x"}`, "Host", host); r.status != http.StatusOK {
			t.Errorf("Host %q: %d %s", host, r.status, r.body)
		}
	}
}
