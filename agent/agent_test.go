package agent_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"regexp"
	"strings"
	"sync"
	"testing"
	"testing/cryptotest"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/pramana-dev/pramana/agent"
	"github.com/pramana-dev/pramana/audit"
	"github.com/pramana-dev/pramana/policy"
	"github.com/pramana-dev/pramana/provider"
	"github.com/pramana-dev/pramana/provider/providertest"
	"github.com/pramana-dev/pramana/receipt"
	"github.com/pramana-dev/pramana/tool"
)

// testTool is a tool whose behaviour a test picks.
type testTool struct {
	name     string
	readOnly bool
	risky    bool
	run      func(ctx context.Context, args json.RawMessage) (tool.Result, error)
}

func (t *testTool) Info() tool.Info {
	return tool.Info{Name: t.name, Description: "test tool " + t.name, Parameters: json.RawMessage(`{"type":"object"}`), ReadOnly: t.readOnly, Risky: t.risky}
}

func (t *testTool) Execute(ctx context.Context, args json.RawMessage) (tool.Result, error) {
	return t.run(ctx, args)
}

func echoTool() *testTool {
	return &testTool{name: "echo", readOnly: true, run: func(_ context.Context, args json.RawMessage) (tool.Result, error) {
		var a struct{ Text string }
		if err := json.Unmarshal(args, &a); err != nil {
			return tool.Result{}, err
		}
		return tool.Result{Text: a.Text}, nil
	}}
}

func listTool() *testTool {
	return &testTool{name: "list_dir", readOnly: true, run: func(context.Context, json.RawMessage) (tool.Result, error) {
		return tool.Result{Text: "a.txt\nb.txt\nc.txt", Count: tool.Count(3)}, nil
	}}
}

// memSink keeps audit events.
type memSink struct {
	mu     sync.Mutex
	events []audit.Event
}

func (m *memSink) Record(_ context.Context, e audit.Event) error {
	m.mu.Lock()
	m.events = append(m.events, e)
	m.mu.Unlock()
	return nil
}

func (m *memSink) calls() []audit.Event {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []audit.Event
	for _, e := range m.events {
		if e.Kind == audit.KindToolCall {
			out = append(out, e)
		}
	}
	return out
}

type harness struct {
	srv   *providertest.Server
	agent *agent.Agent
	sink  *memSink
}

func newHarness(t *testing.T, script []providertest.Turn, o agent.Options) *harness {
	t.Helper()
	srv := providertest.New(script)
	srv.Start()
	t.Cleanup(srv.Close)
	p, err := provider.NewOpenAI(provider.OpenAIOptions{BaseURL: srv.URL(), Model: "test-model", MaxRetries: -1})
	if err != nil {
		t.Fatal(err)
	}
	sink := &memSink{}
	o.Provider = p
	if o.Audit == nil {
		o.Audit = sink
	}
	if o.Tools == nil {
		o.Tools = []tool.Tool{echoTool(), listTool()}
	}
	a, err := agent.New(o)
	if err != nil {
		t.Fatal(err)
	}
	return &harness{srv: srv, agent: a, sink: sink}
}

var trailerRe = regexp.MustCompile(`\n\n\[receipt: (zc-receipt-[0-9]+-[A-Za-z0-9_-]{43})\]$`)

// citeReceipts is a scripted final reply that cites every receipt the
// model was shown in this turn.
func citeReceipts(prefix string) providertest.Turn {
	return providertest.Turn{Reply: func(req providertest.Request) providertest.Turn {
		var cites []string
		for _, m := range req.Messages {
			if m.Role == provider.RoleTool {
				if s := trailerRe.FindStringSubmatch(m.Content); s != nil {
					cites = append(cites, s[1])
				}
			}
		}
		return providertest.Turn{Content: prefix + " " + strings.Join(cites, " ")}
	}}
}

func TestReceiptsEndToEnd(t *testing.T) {
	h := newHarness(t, []providertest.Turn{
		{ToolCalls: []provider.ToolCall{
			{ID: "c1", Name: "echo", Arguments: `{"text":"hello"}`},
			{ID: "c2", Name: "list_dir", Arguments: `{}`},
		}},
		{ToolCalls: []provider.ToolCall{{ID: "c3", Name: "echo", Arguments: `{"text":"second round"}`}}},
		citeReceipts("Done."),
	}, agent.Options{})
	scope, err := receipt.NewScope()
	if err != nil {
		t.Fatal(err)
	}
	defer scope.Close()

	res, err := h.agent.Run(t.Context(), agent.Turn{Message: "go", Scope: scope})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Receipts) != 3 {
		t.Fatalf("got %d receipts, want 3", len(res.Receipts))
	}
	// Every receipt verifies against the scope and binds the call the
	// model made, and the model saw exactly the signed text plus trailer.
	shown := map[string]string{}
	for _, req := range h.srv.Requests() {
		for _, m := range req.Messages {
			if m.Role == provider.RoleTool {
				shown[m.ToolCallID] = m.Content
			}
		}
	}
	wantTool := map[string]string{"c1": "echo", "c2": "list_dir", "c3": "echo"}
	for i, r := range res.Receipts {
		e, err := scope.Verify(r.Receipt)
		if err != nil {
			t.Fatalf("receipt %d: %v", i, err)
		}
		if e.Seq != uint64(i+1) || e.ID != r.CallID || e.Tool != wantTool[r.CallID] {
			t.Errorf("receipt %d: entry seq=%d id=%q tool=%q", i, e.Seq, e.ID, e.Tool)
		}
		if shown[r.CallID] != e.Shown() {
			t.Errorf("call %s: model saw %q, want %q", r.CallID, shown[r.CallID], e.Shown())
		}
	}
	if e, _ := scope.Verify(res.Receipts[0].Receipt); e.Result != "hello" || string(e.Args) != `{"text":"hello"}` {
		t.Errorf("entry binds result %q args %q", e.Result, e.Args)
	}

	wantFooter := "\n\n---\nTool receipts:\n" +
		"  echo: " + res.Receipts[0].Receipt + "\n" +
		"  list_dir: " + res.Receipts[1].Receipt + "\n" +
		"  echo: " + res.Receipts[2].Receipt + "\n" +
		"Verification: 3 receipts cited, all valid; no findings."
	if want := res.ModelText + wantFooter; res.Reply != want {
		t.Errorf("reply:\n%s\nwant:\n%s", res.Reply, want)
	}
	if len(res.Report.Findings) != 0 {
		t.Errorf("findings: %+v", res.Report.Findings)
	}
	// One audit event per call, all ok, each with its receipt.
	evs := h.sink.calls()
	if len(evs) != 3 {
		t.Fatalf("%d audit events, want 3", len(evs))
	}
	for i, ev := range evs {
		if ev.Status != audit.StatusOK || ev.Receipt != res.Receipts[i].Receipt || ev.ScopeID != scope.ID() || ev.Seq != uint64(i+1) {
			t.Errorf("event %d: %+v", i, ev)
		}
	}
}

func TestTurnScopeIsClosed(t *testing.T) {
	h := newHarness(t, []providertest.Turn{
		{ToolCalls: []provider.ToolCall{{ID: "c1", Name: "echo", Arguments: `{"text":"x"}`}}},
		citeReceipts("ok"),
	}, agent.Options{})
	res, err := h.agent.Run(t.Context(), agent.Turn{Message: "go"})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Receipts) != 1 || res.Report.Valid != 1 {
		t.Fatalf("receipts %v, report %+v", res.Receipts, res.Report)
	}
}

func TestReceiptsDisabled(t *testing.T) {
	h := newHarness(t, []providertest.Turn{
		{ToolCalls: []provider.ToolCall{{ID: "c1", Name: "echo", Arguments: `{"text":"plain"}`}}},
		{Content: "It said plain."},
	}, agent.Options{Receipts: agent.ReceiptOptions{Disabled: true}})
	res, err := h.agent.Run(t.Context(), agent.Turn{Message: "go"})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Receipts) != 0 || res.Reply != "It said plain." {
		t.Errorf("receipts %v, reply %q", res.Receipts, res.Reply)
	}
	reqs := h.srv.Requests()
	if got := reqs[1].LastToolResult(); got != "plain" {
		t.Errorf("tool message %q, want the bare result", got)
	}
	for _, m := range reqs[0].Messages {
		if strings.Contains(m.Content, "receipt") {
			t.Errorf("prompt mentions receipts with receipts disabled: %q", m.Content)
		}
	}
	if evs := h.sink.calls(); len(evs) != 1 || evs[0].Receipt != "" || evs[0].Status != audit.StatusOK {
		t.Errorf("events %+v", evs)
	}
}

func TestSystemPromptSection(t *testing.T) {
	for _, inject := range []bool{true, false} {
		t.Run(fmt.Sprint(inject), func(t *testing.T) {
			h := newHarness(t, []providertest.Turn{{Content: "hi"}}, agent.Options{
				SystemPrompt: "You are terse.",
				Receipts:     agent.ReceiptOptions{NoSystemPromptHint: !inject},
			})
			if _, err := h.agent.Run(t.Context(), agent.Turn{Message: "hello"}); err != nil {
				t.Fatal(err)
			}
			msgs := h.srv.Requests()[0].Messages
			if msgs[0].Role != provider.RoleSystem || !strings.HasPrefix(msgs[0].Content, "You are terse.") {
				t.Fatalf("first message %+v", msgs[0])
			}
			has := strings.Contains(msgs[0].Content, "Copy it verbatim")
			if has != inject {
				t.Errorf("receipt section present=%v, want %v", has, inject)
			}
		})
	}
}

func TestFailedCallsGetNoReceipt(t *testing.T) {
	hang := &testTool{name: "hang", readOnly: true, run: func(ctx context.Context, _ json.RawMessage) (tool.Result, error) {
		<-ctx.Done()
		return tool.Result{}, ctx.Err()
	}}
	deaf := &testTool{name: "deaf", readOnly: true, run: func(context.Context, json.RawMessage) (tool.Result, error) {
		time.Sleep(2 * time.Second) // ignores its context
		return tool.Result{Text: "too late"}, nil
	}}
	fail := &testTool{name: "fail", readOnly: true, run: func(context.Context, json.RawMessage) (tool.Result, error) {
		return tool.Result{}, errors.New("disk on fire")
	}}
	crash := &testTool{name: "crash", readOnly: true, run: func(context.Context, json.RawMessage) (tool.Result, error) {
		panic("boom")
	}}
	risky := &testTool{name: "shell", risky: true, run: func(context.Context, json.RawMessage) (tool.Result, error) {
		t.Error("a denied tool ran")
		return tool.Result{}, nil
	}}
	h := newHarness(t, []providertest.Turn{
		{ToolCalls: []provider.ToolCall{
			{ID: "c1", Name: "hang", Arguments: `{}`},
			{ID: "c2", Name: "deaf", Arguments: `{}`},
			{ID: "c3", Name: "fail", Arguments: `{}`},
			{ID: "c4", Name: "crash", Arguments: `{}`},
			{ID: "c5", Name: "shell", Arguments: `{"command":"rm -rf /"}`},
			{ID: "c6", Name: "nope", Arguments: `{}`},
			{ID: "c7", Name: "echo", Arguments: `{"text": "unterminated`},
			{ID: "c8", Name: "echo", Arguments: `[1,2]`},
		}},
		{Content: "Everything went fine."},
	}, agent.Options{
		Tools:       []tool.Tool{echoTool(), hang, deaf, fail, crash, risky},
		ToolTimeout: 100 * time.Millisecond,
	})
	res, err := h.agent.Run(t.Context(), agent.Turn{Message: "go"})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Receipts) != 0 {
		t.Errorf("receipts issued for failed calls: %v", res.Receipts)
	}
	want := []string{"timeout", "timeout", "error", "error", "denied", "unknown_tool", "error", "error"}
	var got []string
	for _, c := range res.Calls {
		got = append(got, c.Status)
		if c.Receipt != "" {
			t.Errorf("call %s has receipt %s", c.ID, c.Receipt)
		}
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("statuses (-want +got):\n%s", diff)
	}
	var gotEv []string
	for _, ev := range h.sink.calls() {
		gotEv = append(gotEv, string(ev.Status))
	}
	if diff := cmp.Diff(want, gotEv); diff != "" {
		t.Errorf("audit statuses (-want +got):\n%s", diff)
	}
	// The model is told plainly, and never sees a trailer.
	for _, m := range h.srv.Requests()[1].Messages {
		if m.Role != provider.RoleTool {
			continue
		}
		if !strings.HasPrefix(m.Content, "Error (") || strings.Contains(m.Content, "zc-receipt-") {
			t.Errorf("tool message for %s: %q", m.ToolCallID, m.Content)
		}
	}
	if strings.Contains(res.Reply, "Tool receipts:") {
		t.Errorf("footer without receipts: %q", res.Reply)
	}
}

func TestAutonomy(t *testing.T) {
	ran := 0
	risky := &testTool{name: "shell", risky: true, run: func(context.Context, json.RawMessage) (tool.Result, error) {
		ran++
		return tool.Result{Text: "ran"}, nil
	}}
	cases := []struct {
		name     string
		level    policy.Autonomy
		auto     []string
		approver policy.Approver
		want     string
	}{
		{"readonly blocks", policy.ReadOnly, nil, nil, "blocked"},
		{"supervised without approver denies", policy.Supervised, nil, nil, "denied"},
		{"supervised auto-approve", policy.Supervised, []string{"shell"}, nil, "ok"},
		{"supervised user says yes", policy.Supervised, nil, &policy.TerminalApprover{In: strings.NewReader("y\n"), Out: &bytes.Buffer{}}, "ok"},
		{"supervised user says no", policy.Supervised, nil, &policy.TerminalApprover{In: strings.NewReader("n\n"), Out: &bytes.Buffer{}}, "denied"},
		{"full runs", policy.Full, nil, nil, "ok"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			h := newHarness(t, []providertest.Turn{
				{ToolCalls: []provider.ToolCall{{ID: "c1", Name: "shell", Arguments: `{"command":"ls"}`}}},
				{Content: "done"},
			}, agent.Options{Tools: []tool.Tool{risky}, Autonomy: c.level, AutoApprove: c.auto, Approver: c.approver})
			res, err := h.agent.Run(t.Context(), agent.Turn{Message: "go"})
			if err != nil {
				t.Fatal(err)
			}
			if got := res.Calls[0].Status; got != c.want {
				t.Errorf("status %q, want %q", got, c.want)
			}
			if (len(res.Receipts) == 1) != (c.want == "ok") {
				t.Errorf("receipts %v for status %s", res.Receipts, c.want)
			}
		})
	}
}

func TestDelegates(t *testing.T) {
	// The parent delegates a task; the sub-agent calls echo; then the
	// parent calls a background delegate whose sub-agent calls list_dir.
	h := newHarness(t, []providertest.Turn{
		{ToolCalls: []provider.ToolCall{{ID: "p1", Name: "delegate", Arguments: `{"task":"say hi"}`}}},
		{ToolCalls: []provider.ToolCall{{ID: "s1", Name: "echo", Arguments: `{"text":"hi from the sub-agent"}`}}},
		citeReceipts("sub-agent done:"),
		{ToolCalls: []provider.ToolCall{{ID: "p2", Name: "delegate", Arguments: `{"task":"list files","background":true}`}}},
		// The next request is either the parent's final answer or the
		// background sub-agent's first; answer each by what it is.
		{Reply: routeBackground()},
		{Reply: routeBackground()},
		{Reply: routeBackground()},
	}, agent.Options{Delegate: true})
	scope, _ := receipt.NewScope()
	defer scope.Close()
	res, err := h.agent.Run(t.Context(), agent.Turn{Message: "go", Scope: scope})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second)
	defer cancel()
	if err := h.agent.Wait(ctx); err != nil {
		t.Fatal(err)
	}
	var tools []string
	for _, r := range res.Receipts {
		tools = append(tools, r.Tool)
		if _, err := scope.Verify(r.Receipt); err != nil {
			t.Errorf("%s receipt: %v", r.Tool, err)
		}
	}
	// The sub-agent's echo joins the parent's receipts, before the
	// delegate call's own; the background task's list_dir does not.
	if diff := cmp.Diff([]string{"echo", "delegate", "delegate"}, tools); diff != "" {
		t.Errorf("receipt tools (-want +got):\n%s", diff)
	}
	var bgList bool
	for _, ev := range h.sink.calls() {
		if ev.Tool == "list_dir" {
			bgList = ev.Status == audit.StatusOK && ev.ScopeID != scope.ID() && ev.Receipt != ""
		}
	}
	if !bgList {
		t.Error("background delegate's list_dir was not audited under its own scope")
	}
}

// routeBackground answers the background sub-agent (whose conversation
// starts with "list files") with a list_dir call and then a final text,
// and the parent with its final text.
func routeBackground() func(providertest.Request) providertest.Turn {
	return func(req providertest.Request) providertest.Turn {
		var first string
		for _, m := range req.Messages {
			if m.Role == provider.RoleUser {
				first = m.Content
				break
			}
		}
		if first != "list files" {
			return providertest.Turn{Content: "parent done"}
		}
		if req.LastToolResult() == "" {
			return providertest.Turn{ToolCalls: []provider.ToolCall{{ID: "b1", Name: "list_dir", Arguments: `{}`}}}
		}
		return providertest.Turn{Content: "background done"}
	}
}

func TestBadModelOutput(t *testing.T) {
	many := make([]provider.ToolCall, 50)
	for i := range many {
		many[i] = provider.ToolCall{ID: fmt.Sprintf("m%d", i), Name: "echo", Arguments: fmt.Sprintf(`{"text":"%d"}`, i)}
	}
	big := &testTool{name: "big", readOnly: true, run: func(context.Context, json.RawMessage) (tool.Result, error) {
		return tool.Result{Text: strings.Repeat("x", 10<<20)}, nil
	}}
	binary := &testTool{name: "binary", readOnly: true, run: func(context.Context, json.RawMessage) (tool.Result, error) {
		return tool.Result{Text: "ok\xff\xfe\x00end"}, nil
	}}
	h := newHarness(t, []providertest.Turn{
		{ToolCalls: many},
		{ToolCalls: []provider.ToolCall{{ID: "b1", Name: "big"}, {ID: "b2", Name: "binary"}}},
		{Content: "done"},
	}, agent.Options{Tools: []tool.Tool{echoTool(), big, binary}, MaxResultChars: 1000})
	scope, _ := receipt.NewScope()
	defer scope.Close()
	res, err := h.agent.Run(t.Context(), agent.Turn{Message: "go", Scope: scope})
	if err != nil {
		t.Fatal(err)
	}
	ok, blocked := 0, 0
	for _, c := range res.Calls {
		switch c.Status {
		case "ok":
			ok++
		case "blocked":
			blocked++
		}
	}
	if ok != 34 || blocked != 18 {
		t.Errorf("ok=%d blocked=%d, want 34 and 18 (32 echoes + big + binary; 18 over the per-message limit)", ok, blocked)
	}
	for _, c := range res.Calls {
		if c.Tool == "big" && (len(c.Result) > 1200 || !strings.Contains(c.Result, "[output truncated: 1000 of 10485760 characters shown]")) {
			t.Errorf("big result not truncated: %d bytes", len(c.Result))
		}
		if c.Tool == "binary" && c.Result != "ok\uFFFD\x00end" {
			t.Errorf("binary result %q", c.Result)
		}
	}

	// A model that never stops calling tools ends with a clear error.
	loop := make([]providertest.Turn, 3)
	for i := range loop {
		loop[i] = providertest.Turn{ToolCalls: []provider.ToolCall{{Name: "echo", Arguments: `{"text":"again"}`}}}
	}
	h = newHarness(t, loop, agent.Options{MaxIterations: 3})
	_, err = h.agent.Run(t.Context(), agent.Turn{Message: "go"})
	if !errors.Is(err, agent.ErrNoReply) || !strings.Contains(err.Error(), "max_tool_iterations") {
		t.Errorf("err = %v", err)
	}
}

// TestDebugLogLeaksNoKey runs a turn at debug level with crypto/rand made
// deterministic, so that the test knows the scope's key, and looks for it
// in every output the run produced.
func TestDebugLogLeaksNoKey(t *testing.T) {
	var logs bytes.Buffer
	logger := slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	h := newHarness(t, []providertest.Turn{
		{ToolCalls: []provider.ToolCall{{ID: "c1", Name: "echo", Arguments: `{"text":"secret-free"}`}}},
		citeReceipts("done"),
	}, agent.Options{Logger: logger})

	cryptotest.SetGlobalRandom(t, 42)
	key := make([]byte, 32)
	if _, err := cryptoRead(key); err != nil {
		t.Fatal(err)
	}
	cryptotest.SetGlobalRandom(t, 42) // the turn's scope draws the same key
	res, err := h.agent.Run(t.Context(), agent.Turn{Message: "go"})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(logs.String(), "Tool receipt generated") || !strings.Contains(logs.String(), res.Receipts[0].Receipt) {
		t.Fatalf("debug log lacks the receipt line:\n%s", logs.String())
	}
	var all bytes.Buffer
	all.Write(logs.Bytes())
	all.WriteString(res.Reply)
	for _, req := range h.srv.Requests() {
		all.Write(req.Body)
	}
	b, _ := json.Marshal(res)
	all.Write(b)
	for _, form := range []string{string(key), hex.EncodeToString(key), base64.StdEncoding.EncodeToString(key), base64.RawURLEncoding.EncodeToString(key), base64.RawStdEncoding.EncodeToString(key)} {
		if bytes.Contains(all.Bytes(), []byte(form)) {
			t.Fatalf("key material %q found in output", form)
		}
	}
	// And the prediction was right: recomputing the receipt with the
	// predicted key gives the receipt the turn issued.
	c := res.Calls[0]
	r, _ := receipt.Parse(c.Receipt)
	got, _ := receipt.Compute(key, 1, r.Timestamp, receipt.Call{ID: c.ID, Tool: c.Tool, Args: []byte(c.Args), Result: c.Result})
	if got != r {
		t.Fatal("predicted key does not reproduce the receipt: the leak check checked the wrong bytes")
	}
}

func TestExecOutsideATurn(t *testing.T) {
	sink := &memSink{}
	a, err := agent.New(agent.Options{Tools: []tool.Tool{echoTool()}, Audit: sink})
	if err != nil {
		t.Fatal(err)
	}
	scope, _ := receipt.NewScope()
	defer scope.Close()
	shown, rec := a.Exec(t.Context(), scope, "mcp", provider.ToolCall{ID: "x1", Name: "echo", Arguments: `{"text":"zc-receipt-1-abc hi"}`})
	e, err := scope.Verify(rec.Receipt)
	if err != nil {
		t.Fatal(err)
	}
	if shown != e.Shown() || e.Result != "zc_receipt-1-abc hi" {
		t.Errorf("shown %q, entry result %q (receipt-shaped input must be defanged)", shown, e.Result)
	}
	if _, rec := a.Exec(t.Context(), scope, "mcp", provider.ToolCall{ID: "x2", Name: "missing"}); rec.Status != "unknown_tool" || rec.Receipt != "" {
		t.Errorf("unknown tool: %+v", rec)
	}
	if _, err := a.Run(t.Context(), agent.Turn{Message: "hi"}); err == nil {
		t.Error("Run without a provider succeeded")
	}
	if len(sink.calls()) != 2 {
		t.Errorf("%d audit events, want 2", len(sink.calls()))
	}
}
