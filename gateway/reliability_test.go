package gateway_test

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"strings"
	"sync"
	"testing"
	"testing/cryptotest"

	"github.com/pramana-dev/pramana/audit"
	"github.com/pramana-dev/pramana/gateway"
	"github.com/pramana-dev/pramana/provider/providertest"
	"github.com/pramana-dev/pramana/receipt"
)

// TestConcurrentConversations runs 200 conversations at once, each a
// turn with one real tool call: every receipt issued is in the audit log
// exactly once, with its conversation, and the chain holds.
func TestConcurrentConversations(t *testing.T) {
	const n = 200
	h := newHarness(t, hopts{script: repeat(toolThenCite(), 2*n), gw: gateway.Options{MaxInflight: n}})
	var (
		wg      sync.WaitGroup
		start   = make(chan struct{})
		results = make([]completion, n)
		errs    = make([]error, n)
	)
	for i := range n {
		wg.Go(func() {
			<-start
			body := chatBody(fmt.Sprintf("conversation %d: list the workspace", i))
			req, _ := http.NewRequestWithContext(t.Context(), "POST", h.srv.URL+"/v1/chat/completions", strings.NewReader(body))
			req.Header.Set("Content-Type", "application/json")
			r, err := h.send(req)
			switch {
			case err != nil:
				errs[i] = err
			case r.status != http.StatusOK:
				errs[i] = fmt.Errorf("status %d: %s", r.status, r.body)
			default:
				errs[i] = json.Unmarshal(r.body, &results[i])
			}
		})
	}
	close(start)
	wg.Wait()
	issued := map[string]string{} // receipt -> conversation
	for i := range n {
		if errs[i] != nil {
			t.Fatalf("conversation %d: %v", i, errs[i])
		}
		ext := results[i].Pramana
		if ext == nil || len(ext.Receipts) != 1 || ext.Report.Valid != 1 {
			t.Fatalf("conversation %d: %+v", i, results[i])
		}
		rc := ext.Receipts[0].Receipt
		if _, dup := issued[rc]; dup {
			t.Fatalf("receipt %s issued twice", rc)
		}
		issued[rc] = ext.Conversation
	}
	rows := h.toolRows()
	if len(rows) != n {
		t.Fatalf("%d tool_call rows, want %d", len(rows), n)
	}
	seen := map[string]int{}
	seqs := map[uint64]bool{}
	for _, row := range rows {
		seen[row.Receipt]++
		if conv, ok := issued[row.Receipt]; !ok || conv != row.Conversation {
			t.Errorf("row %d: receipt %s conversation %q; issued to %q (%v)", row.ID, row.Receipt, row.Conversation, conv, ok)
		}
		if seqs[row.Seq] {
			t.Errorf("seq %d twice", row.Seq)
		}
		seqs[row.Seq] = true
	}
	for rc := range issued {
		if seen[rc] != 1 {
			t.Errorf("receipt %s is in the log %d times, want 1", rc, seen[rc])
		}
	}
	rep, err := h.store.VerifyChain(t.Context())
	if err != nil || !rep.OK || rep.Rows != 2*n {
		t.Fatalf("chain %+v, %v", rep, err)
	}
	if h.scope.Len() != n {
		t.Errorf("scope ledger has %d entries, want %d", h.scope.Len(), n)
	}
	if !hasLine(h.metrics(), fmt.Sprintf("pramana_receipts_issued_total %d", n)) {
		t.Errorf("metrics disagree with the log")
	}
}

// syncBuffer is a log destination for many goroutines.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) Bytes() []byte {
	s.mu.Lock()
	defer s.mu.Unlock()
	return bytes.Clone(s.b.Bytes())
}

// keyForms are the ways a key could show up in text or a file.
func keyForms(key []byte) map[string][]byte {
	return map[string][]byte{
		"raw":          key,
		"hex":          []byte(hex.EncodeToString(key)),
		"HEX":          []byte(strings.ToUpper(hex.EncodeToString(key))),
		"base64":       []byte(base64.StdEncoding.EncodeToString(key)),
		"base64raw":    []byte(base64.RawStdEncoding.EncodeToString(key)),
		"base64url":    []byte(base64.URLEncoding.EncodeToString(key)),
		"base64rawurl": []byte(base64.RawURLEncoding.EncodeToString(key)),
		"half":         key[:16], // a key cut in two still leaks
	}
}

// TestKeyHygiene predicts the daemon scope's key by seeding crypto/rand,
// proves the prediction against a receipt, runs every endpoint with debug
// logging, and searches the logs, every response and the audit database
// files for the key.
func TestKeyHygiene(t *testing.T) {
	cryptotest.SetGlobalRandom(t, 7)
	var key [receipt.KeySize]byte
	rand.Read(key[:])
	cryptotest.SetGlobalRandom(t, 7) // again from the start: the scope's first 32 bytes are its key
	scope, err := receipt.NewScope()
	if err != nil {
		t.Fatal(err)
	}

	var logs syncBuffer
	logger := slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	h := newHarness(t, hopts{script: repeat(toolThenCite(), 8), scope: scope, logger: logger, gw: gateway.Options{Tokens: []string{"tok"}}})

	r := h.post("/v1/chat/completions", chatBody("list"))
	var c completion
	r.json(t, &c)
	if r.status != 200 || c.Pramana == nil || len(c.Pramana.Receipts) != 1 {
		t.Fatalf("chat: %d %s", r.status, r.body)
	}
	// The prediction is right: the receipt recomputes with the key.
	e, err := scope.Verify(c.Pramana.Receipts[0].Receipt)
	if err != nil {
		t.Fatal(err)
	}
	if want, _ := receipt.Compute(key[:], e.Seq, e.Receipt.Timestamp, e.Call); want != e.Receipt {
		t.Fatal("the predicted key does not make the scope's receipts; the test would prove nothing")
	}

	stream := strings.Replace(chatBody("list"), `"messages"`, `"stream":true,"messages"`, 1)
	h.post("/v1/chat/completions", stream)
	tr := h.post("/v1/turns", `{"message":"list"}`)
	h.post("/v1/verify", `{"text":"ok [`+c.Pramana.Receipts[0].Receipt+`] [zc-receipt-1-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA]"}`)
	h.post("/v1/chat/completions", `{"messages":[{"role":"assistant","content":`+mustJSON(c.Choices[0].Message.Content)+`},{"role":"user","content":"again"}]}`)
	h.post("/v1/chat/completions", `{"messages":`)
	h.do(t.Context(), "GET", "/metrics", "")
	h.do(t.Context(), "GET", "/v1/nope", "", "Authorization", "Bearer wrong")
	if tr.status != 200 {
		t.Fatalf("turn: %d %s", tr.status, tr.body)
	}

	forms := keyForms(key[:])
	check := func(what string, data []byte) {
		t.Helper()
		if len(data) == 0 {
			return
		}
		for name, f := range forms {
			if bytes.Contains(data, f) {
				t.Errorf("%s contains the key (%s)", what, name)
			}
		}
	}
	check("the log", logs.Bytes())
	if !bytes.Contains(logs.Bytes(), []byte("level=DEBUG")) || !bytes.Contains(logs.Bytes(), []byte("component=gateway")) {
		t.Fatalf("debug logging was not on; the log check proves little:\n%s", logs.Bytes())
	}
	for i, b := range h.bodies {
		check(fmt.Sprintf("response %d", i), b)
	}
	files := func() {
		for _, suffix := range []string{"", "-wal", "-shm"} {
			b, err := os.ReadFile(h.dbPath + suffix)
			if err != nil && !os.IsNotExist(err) {
				t.Fatal(err)
			}
			check("audit db"+suffix, b)
		}
	}
	files()
	if err := h.store.Close(); err != nil {
		t.Fatal(err)
	}
	files() // after the WAL is checkpointed into the main file
}

func mustJSON(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// serve runs the gateway on a loopback listener with Serve, as the daemon
// does, and returns its URL and Serve's result.
func serve(t *testing.T, h *harness, ctx context.Context) (string, <-chan error) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- h.gw.Serve(ctx, ln) }()
	return "http://" + ln.Addr().String(), done
}

func postTo(url, body string) (response, error) {
	resp, err := http.Post(url, "application/json", strings.NewReader(body))
	if err != nil {
		return response{}, err
	}
	defer resp.Body.Close()
	var b bytes.Buffer
	b.ReadFrom(resp.Body)
	return response{status: resp.StatusCode, header: resp.Header, body: b.Bytes()}, nil
}

// TestShutdownFinishesTurns: a turn in flight when shutdown starts
// finishes within the grace period and gets its reply.
func TestShutdownFinishesTurns(t *testing.T) {
	entered, release := make(chan struct{}, 1), make(chan struct{})
	h := newHarness(t, hopts{script: []providertest.Turn{toolThenCite(), blockingModel(entered, release)}, gw: gateway.Options{ShutdownGrace: 20e9}})
	ctx, cancel := context.WithCancel(t.Context())
	url, done := serve(t, h, ctx)
	got := make(chan response, 1)
	go func() {
		r, err := postTo(url+"/v1/turns", `{"message":"list"}`)
		if err != nil {
			r.body = []byte(err.Error())
		}
		got <- r
	}()
	<-entered
	cancel()
	waitFor(t, "the listener to close", func() bool {
		_, err := net.Dial("tcp", strings.TrimPrefix(url, "http://"))
		return err != nil
	})
	close(release)
	if r := <-got; r.status != 200 || !strings.Contains(string(r.body), `"reply":"late`) {
		t.Fatalf("turn in flight: %d %s", r.status, r.body)
	}
	if err := <-done; err != nil {
		t.Fatalf("Serve: %v", err)
	}
	if rows := h.toolRows(); len(rows) != 1 {
		t.Errorf("%d rows", len(rows))
	}
}

// TestShutdownCancelsTurns: a turn still running when the grace period
// ends is cancelled; its client gets a 503 and its tool call is logged.
func TestShutdownCancelsTurns(t *testing.T) {
	entered, release := make(chan struct{}, 1), make(chan struct{})
	h := newHarness(t, hopts{script: []providertest.Turn{toolThenCite(), blockingModel(entered, release)}, gw: gateway.Options{ShutdownGrace: 200e6}})
	t.Cleanup(func() { close(release) })
	ctx, cancel := context.WithCancel(t.Context())
	url, done := serve(t, h, ctx)
	got := make(chan response, 1)
	go func() {
		r, err := postTo(url+"/v1/chat/completions", chatBody("list"))
		if err != nil {
			r.body = []byte(err.Error())
		}
		got <- r
	}()
	<-entered
	cancel()
	r := <-got
	if r.status != http.StatusServiceUnavailable || !strings.Contains(string(r.body), `"code":"shutting_down"`) {
		t.Fatalf("cancelled turn: %d %s", r.status, r.body)
	}
	if err := <-done; err != nil {
		t.Fatalf("Serve: %v", err)
	}
	rows := h.toolRows()
	if len(rows) != 1 || rows[0].Status != audit.StatusOK || rows[0].Receipt == "" {
		t.Fatalf("rows %+v", rows)
	}
}
