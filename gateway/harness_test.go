package gateway_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/pramana-dev/pramana/agent"
	"github.com/pramana-dev/pramana/audit"
	"github.com/pramana-dev/pramana/gateway"
	"github.com/pramana-dev/pramana/provider"
	"github.com/pramana-dev/pramana/provider/providertest"
	"github.com/pramana-dev/pramana/receipt"
	"github.com/pramana-dev/pramana/tool"
)

// listDir is a read-only tool that really lists a directory of the test's
// workspace, so that receipts bind real output.
type listDir struct{ root string }

func (l listDir) Info() tool.Info {
	return tool.Info{Name: "list_dir", Description: "List a directory of the workspace.",
		Parameters: json.RawMessage(`{"type":"object","properties":{"path":{"type":"string"}}}`), ReadOnly: true}
}

func (l listDir) Execute(ctx context.Context, raw json.RawMessage) (tool.Result, error) {
	var a struct {
		Path string `json:"path"`
	}
	if err := json.Unmarshal(raw, &a); err != nil {
		return tool.Result{}, err
	}
	if strings.Contains(a.Path, "..") {
		return tool.Result{}, fmt.Errorf("path %q leaves the workspace", a.Path)
	}
	ents, err := os.ReadDir(filepath.Join(l.root, a.Path))
	if err != nil {
		return tool.Result{}, err
	}
	var names []string
	for _, e := range ents {
		names = append(names, e.Name())
	}
	return tool.Result{Text: strings.Join(names, "\n"), Count: tool.Count(len(names))}, nil
}

// trailerReceipt returns the receipt of the trailer a tool result ends
// with ("…\n\n[receipt: zc-receipt-…]"), or "" if there is none or it does
// not parse: the last token receipt.Scan finds, which costs a string
// search (the scripted model stands in for an instant one, and its own
// cost is charged to every turn the benchmarks time).
func trailerReceipt(s string) string {
	ts := receipt.Scan(s)
	if len(ts) == 0 || ts[len(ts)-1].Malformed() || !strings.HasSuffix(s, ts[len(ts)-1].Text+"]") {
		return ""
	}
	return ts[len(ts)-1].Text
}

// toolThenCite is a stateless scripted model: to a user message it answers
// with a list_dir call; to a tool result it answers citing the receipt it
// was shown. Any number of conversations can share it.
func toolThenCite() providertest.Turn {
	return providertest.Turn{Reply: func(req providertest.Request) providertest.Turn {
		last := req.Messages[len(req.Messages)-1]
		if last.Role != provider.RoleTool {
			return providertest.Turn{ToolCalls: []provider.ToolCall{{Name: "list_dir", Arguments: `{"path":"."}`}}}
		}
		rc := trailerReceipt(last.Content)
		if rc == "" {
			return providertest.Turn{Content: "The listing came back without a receipt."}
		}
		return providertest.Turn{Content: "I listed the workspace [" + rc + "]."}
	}}
}

func repeat(t providertest.Turn, n int) []providertest.Turn {
	s := make([]providertest.Turn, n)
	for i := range s {
		s[i] = t
	}
	return s
}

type harness struct {
	t      testing.TB
	model  *providertest.Server
	scope  *receipt.Scope
	store  *audit.Store
	gw     *gateway.Server
	srv    *httptest.Server
	dbPath string
	token  string

	mu     sync.Mutex
	bodies [][]byte // every response body, for the key hygiene test
}

type hopts struct {
	script    []providertest.Turn
	modelURL  string // use this model server instead of a scripted one
	gw        gateway.Options
	agent     agent.Options
	committer func(*audit.Store) gateway.Committer
	logger    *slog.Logger
	scope     *receipt.Scope // the daemon scope; a fresh one if nil
}

func newHarness(t testing.TB, o hopts) *harness {
	t.Helper()
	h := &harness{t: t}
	url := o.modelURL
	if url == "" {
		h.model = providertest.New(o.script)
		h.model.Start()
		t.Cleanup(h.model.Close)
		url = h.model.URL()
	}
	ws := t.TempDir()
	for _, f := range []string{"a.txt", "b.txt", "c.txt"} {
		if err := os.WriteFile(filepath.Join(ws, f), []byte(f), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	p, err := provider.NewOpenAI(provider.OpenAIOptions{BaseURL: url, Model: "test-model", MaxRetries: -1, Logger: o.logger})
	if err != nil {
		t.Fatal(err)
	}
	h.dbPath = filepath.Join(t.TempDir(), "audit.db")
	h.store, err = audit.Open(t.Context(), h.dbPath, audit.StoreOptions{Logger: o.logger})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.store.Close() })
	var c gateway.Committer = h.store
	if o.committer != nil {
		c = o.committer(h.store)
	}
	sink := gateway.NewTurnSink(c)
	ao := o.agent
	ao.Provider, ao.Audit, ao.Logger = p, sink, o.logger
	ao.Tools = append(ao.Tools, listDir{root: ws})
	a, err := agent.New(ao)
	if err != nil {
		t.Fatal(err)
	}
	h.scope = o.scope
	if h.scope == nil {
		h.scope, err = receipt.NewScope()
		if err != nil {
			t.Fatal(err)
		}
	}
	t.Cleanup(func() { h.scope.Close() })
	g := o.gw
	g.Agent, g.Audit, g.Scope, g.Logger = a, sink, h.scope, o.logger
	if g.Model == "" {
		g.Model = "test-model"
	}
	if len(g.Tokens) > 0 {
		h.token = g.Tokens[0]
	}
	h.gw, err = gateway.New(g)
	if err != nil {
		t.Fatal(err)
	}
	h.srv = httptest.NewServer(h.gw.Handler())
	t.Cleanup(h.srv.Close)
	return h
}

// response is a finished HTTP exchange.
type response struct {
	status int
	header http.Header
	body   []byte
}

func (r response) json(t *testing.T, v any) {
	t.Helper()
	if err := json.Unmarshal(r.body, v); err != nil {
		t.Fatalf("response %d is not JSON: %v\n%s", r.status, err, r.body)
	}
}

// apiErr decodes an error response and checks its shape.
func (r response) apiErr(t *testing.T) gateway.Error {
	t.Helper()
	var body struct {
		Error *struct {
			gateway.Error
			Param json.RawMessage `json:"param"`
		} `json:"error"`
	}
	r.json(t, &body)
	if body.Error == nil || body.Error.Message == "" || body.Error.Type == "" || body.Error.Code == "" || body.Error.Param == nil {
		t.Fatalf("status %d: not an OpenAI error object: %s", r.status, r.body)
	}
	if ct := r.header.Get("Content-Type"); ct != "application/json" {
		t.Errorf("error Content-Type %q", ct)
	}
	if bytes.Contains(r.body, []byte("goroutine ")) || bytes.Contains(r.body, []byte(".go:")) {
		t.Errorf("error body leaks a stack: %s", r.body)
	}
	e := body.Error.Error
	if string(body.Error.Param) != "null" {
		if err := json.Unmarshal(body.Error.Param, &e.Param); err != nil {
			t.Fatalf("param is neither null nor a string: %s", r.body)
		}
	}
	return e
}

func (h *harness) do(ctx context.Context, method, path, body string, header ...string) response {
	h.t.Helper()
	req, err := http.NewRequestWithContext(ctx, method, h.srv.URL+path, strings.NewReader(body))
	if err != nil {
		h.t.Fatal(err)
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	if h.token != "" {
		req.Header.Set("Authorization", "Bearer "+h.token)
	}
	for i := 0; i+1 < len(header); i += 2 {
		if header[i] == "Host" {
			req.Host = header[i+1]
		} else if header[i+1] == "" {
			req.Header.Del(header[i])
		} else {
			req.Header.Set(header[i], header[i+1])
		}
	}
	r, err := h.send(req)
	if err != nil {
		h.t.Fatalf("%s %s: %v", method, path, err)
	}
	return r
}

// send does req and reads the response; unlike do, it may be called from
// any goroutine.
func (h *harness) send(req *http.Request) (response, error) {
	resp, err := h.srv.Client().Do(req)
	if err != nil {
		return response{}, err
	}
	defer resp.Body.Close()
	// Sized from the declared length, so that the client's cost does not
	// grow in steps with the response's size: the benchmarks compare
	// responses of different sizes.
	buf := bytes.NewBuffer(make([]byte, 0, min(max(resp.ContentLength, 0), 1<<20)+bytes.MinRead))
	_, err = buf.ReadFrom(resp.Body)
	b := buf.Bytes()
	if err != nil {
		return response{}, fmt.Errorf("read body: %w", err)
	}
	h.mu.Lock()
	h.bodies = append(h.bodies, b)
	h.mu.Unlock()
	return response{status: resp.StatusCode, header: resp.Header, body: b}, nil
}

func (h *harness) post(path, body string, header ...string) response {
	h.t.Helper()
	return h.do(h.t.Context(), http.MethodPost, path, body, header...)
}

// chat sends a one-message chat completion request.
func chatBody(msg string) string {
	b, _ := json.Marshal(map[string]any{"model": "test-model", "messages": []map[string]string{{"role": "user", "content": msg}}})
	return string(b)
}

type completion struct {
	ID      string `json:"id"`
	Object  string `json:"object"`
	Model   string `json:"model"`
	Choices []struct {
		Index   int `json:"index"`
		Message struct {
			Role    string `json:"role"`
			Content string `json:"content"`
		} `json:"message"`
		FinishReason string `json:"finish_reason"`
	} `json:"choices"`
	Pramana *gateway.Extension `json:"pramana"`
}

// toolRows returns the receipts of the tool_call rows in the audit log.
func (h *harness) toolRows() []audit.Row {
	h.t.Helper()
	rows, err := h.store.List(context.Background(), audit.Filter{Kind: audit.KindToolCall})
	if err != nil {
		h.t.Fatal(err)
	}
	return rows
}

func (h *harness) metrics() string {
	h.t.Helper()
	r := h.do(h.t.Context(), http.MethodGet, "/metrics", "")
	if r.status != http.StatusOK {
		h.t.Fatalf("/metrics: %d %s", r.status, r.body)
	}
	return string(r.body)
}

func hasLine(text, line string) bool {
	return slices.Contains(strings.Split(text, "\n"), line)
}
