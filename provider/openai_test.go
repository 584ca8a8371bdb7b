package provider_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/pramana-dev/pramana/provider"
	"github.com/pramana-dev/pramana/provider/providertest"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// okBody is a minimal, real chat completion.
const okBody = `{"id":"chatcmpl-1","object":"chat.completion","created":1774608496,"model":"m",` +
	`"choices":[{"index":0,"message":{"role":"assistant","content":"hello"},"finish_reason":"stop"}],` +
	`"usage":{"prompt_tokens":12,"completion_tokens":3,"total_tokens":15}}`

// recorder stands in for the backoff sleep and keeps the delays asked for.
type recorder struct {
	mu     sync.Mutex
	delays []time.Duration
}

func (r *recorder) sleep(ctx context.Context, d time.Duration) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.delays = append(r.delays, d)
	return ctx.Err()
}

func (r *recorder) got() []time.Duration {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]time.Duration(nil), r.delays...)
}

// newClient returns a client for base whose backoff is recorded, not slept.
func newClient(t *testing.T, base string, edit func(*provider.OpenAIOptions)) (*provider.OpenAI, *recorder) {
	t.Helper()
	o := provider.OpenAIOptions{BaseURL: base, Model: "m"}
	if edit != nil {
		edit(&o)
	}
	c, err := provider.NewOpenAI(o)
	if err != nil {
		t.Fatal(err)
	}
	rec := new(recorder)
	provider.SetSleep(c, rec.sleep)
	return c, rec
}

// countingServer serves handle and counts the requests; n is 1-based.
func countingServer(t *testing.T, handle func(n int, w http.ResponseWriter, r *http.Request)) (*httptest.Server, *atomic.Int32) {
	t.Helper()
	var count atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		handle(int(count.Add(1)), w, r)
	}))
	t.Cleanup(srv.Close)
	return srv, &count
}

func reply(w http.ResponseWriter, status int, body string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	io.WriteString(w, body)
}

var userHi = provider.Request{Messages: []provider.Message{{Role: provider.RoleUser, Content: "hi"}}}

func TestRequestGolden(t *testing.T) {
	var body []byte
	var header http.Header
	srv, _ := countingServer(t, func(_ int, w http.ResponseWriter, r *http.Request) {
		body, _ = io.ReadAll(r.Body)
		header = r.Header.Clone()
		if r.Method != http.MethodPost || r.URL.Path != "/v1/chat/completions" {
			t.Errorf("got %s %s, want POST /v1/chat/completions", r.Method, r.URL.Path)
		}
		reply(w, 200, okBody)
	})
	temp := 0.2
	c, _ := newClient(t, srv.URL+"/v1/", func(o *provider.OpenAIOptions) {
		o.Model = "qwen2.5:7b"
		o.APIKey = "sk-test-123"
		o.Temperature = &temp
		o.ExtraHeaders = map[string]string{"HTTP-Referer": "https://example.org"}
	})
	req := provider.Request{
		Messages: []provider.Message{
			{Role: provider.RoleSystem, Content: "You are terse."},
			{Role: provider.RoleUser, Content: "What is in /tmp? <b>&</b>"},
			{Role: provider.RoleAssistant, ToolCalls: []provider.ToolCall{
				{ID: "call_1", Name: "list_dir", Arguments: `{"path":"/tmp"}`},
				{ID: "call_2", Name: "stat", Arguments: `{"path": "/tmp/a"`},
			}},
			{Role: provider.RoleTool, ToolCallID: "call_1", Content: "a\nb\n\n[receipt: zc-receipt-1774608496-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA]"},
			{Role: provider.RoleTool, ToolCallID: "call_2", Content: "error: malformed arguments"},
			{Role: provider.RoleAssistant, Content: "Checking one more.", ToolCalls: []provider.ToolCall{{ID: "call_3", Name: "list_dir", Arguments: `{}`}}},
			{Role: provider.RoleTool, ToolCallID: "call_3", Content: ""},
			{Role: provider.RoleAssistant, Content: "Two files."},
		},
		Tools: []provider.ToolSpec{
			{Name: "list_dir", Description: "List a directory.", Parameters: json.RawMessage(`{"type":"object","properties":{"path":{"type":"string"}},"required":["path"]}`)},
			{Name: "now"},
		},
	}
	if _, err := c.Chat(context.Background(), req); err != nil {
		t.Fatal(err)
	}
	var got bytes.Buffer
	if err := json.Indent(&got, body, "", "  "); err != nil {
		t.Fatalf("request body is not JSON: %v\n%s", err, body)
	}
	got.WriteByte('\n')
	golden := filepath.Join("testdata", "request.golden.json")
	if *update {
		if err := os.WriteFile(golden, got.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if diff := cmp.Diff(string(want), got.String()); diff != "" {
		t.Errorf("request body mismatch (-want +got):\n%s", diff)
	}

	wantHeader := map[string]string{
		"Authorization": "Bearer sk-test-123",
		"Content-Type":  "application/json",
		"Accept":        "application/json",
		"Http-Referer":  "https://example.org",
	}
	for k, v := range wantHeader {
		if got := header.Get(k); got != v {
			t.Errorf("header %s = %q, want %q", k, got, v)
		}
	}
}

func TestRequestMinimal(t *testing.T) {
	var body map[string]any
	var header http.Header
	srv, _ := countingServer(t, func(_ int, w http.ResponseWriter, r *http.Request) {
		json.NewDecoder(r.Body).Decode(&body)
		header = r.Header.Clone()
		reply(w, 200, okBody)
	})
	c, _ := newClient(t, srv.URL, nil)
	if _, err := c.Chat(context.Background(), userHi); err != nil {
		t.Fatal(err)
	}
	if v, ok := header["Authorization"]; ok {
		t.Errorf("Authorization sent without an API key: %q", v)
	}
	want := map[string]any{
		"model":    "m",
		"messages": []any{map[string]any{"role": "user", "content": "hi"}},
		"stream":   false,
	}
	if diff := cmp.Diff(want, body); diff != "" {
		t.Errorf("request body (-want +got):\n%s", diff)
	}
}

func TestToolCallRoundTrip(t *testing.T) {
	srv := providertest.New([]providertest.Turn{
		{Content: "Let me look.", ToolCalls: []provider.ToolCall{{Name: "list_dir", Arguments: `{"path":"."}`}}},
		{Reply: func(req providertest.Request) providertest.Turn {
			return providertest.Turn{Content: "Found: " + req.LastToolResult()}
		}},
	})
	srv.Start()
	defer srv.Close()
	c, _ := newClient(t, srv.URL(), func(o *provider.OpenAIOptions) { o.APIKey = "k" })
	ctx := context.Background()

	tools := []provider.ToolSpec{{Name: "list_dir", Description: "List.", Parameters: json.RawMessage(`{"type":"object"}`)}}
	msgs := []provider.Message{{Role: provider.RoleUser, Content: "ls"}}
	r1, err := c.Chat(ctx, provider.Request{Messages: msgs, Tools: tools})
	if err != nil {
		t.Fatal(err)
	}
	want1 := provider.Response{
		Message: provider.Message{
			Role: provider.RoleAssistant, Content: "Let me look.",
			ToolCalls: []provider.ToolCall{{ID: "call_1_1", Name: "list_dir", Arguments: `{"path":"."}`}},
		},
		FinishReason: "tool_calls",
		Usage:        provider.Usage{PromptTokens: 5, CompletionTokens: 8},
	}
	if diff := cmp.Diff(want1, r1); diff != "" {
		t.Fatalf("first reply (-want +got):\n%s", diff)
	}

	msgs = append(msgs, r1.Message, provider.Message{Role: provider.RoleTool, ToolCallID: "call_1_1", Content: "a.txt"})
	r2, err := c.Chat(ctx, provider.Request{Messages: msgs, Tools: tools})
	if err != nil {
		t.Fatal(err)
	}
	if r2.Message.Content != "Found: a.txt" || r2.FinishReason != "stop" || len(r2.Message.ToolCalls) != 0 {
		t.Errorf("second reply = %+v, want content %q, finish stop, no calls", r2, "Found: a.txt")
	}

	reqs := srv.Requests()
	if len(reqs) != 2 {
		t.Fatalf("server saw %d requests, want 2", len(reqs))
	}
	if diff := cmp.Diff(msgs, reqs[1].Messages); diff != "" {
		t.Errorf("messages as the server decoded them (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(tools, reqs[0].Tools); diff != "" {
		t.Errorf("tools as the server decoded them (-want +got):\n%s", diff)
	}
	if got := reqs[0].Header.Get("Authorization"); got != "Bearer k" {
		t.Errorf("Authorization = %q, want %q", got, "Bearer k")
	}
}

func TestResponseParsing(t *testing.T) {
	tests := []struct {
		name string
		body string
		want provider.Response
	}{
		{
			name: "content null with tool calls",
			body: `{"choices":[{"index":0,"message":{"role":"assistant","content":null,"tool_calls":[` +
				`{"id":"call_a","type":"function","function":{"name":"read","arguments":"{\"path\":\"x\"}"}}]},"finish_reason":"tool_calls"}]}`,
			want: provider.Response{
				Message:      provider.Message{Role: "assistant", ToolCalls: []provider.ToolCall{{ID: "call_a", Name: "read", Arguments: `{"path":"x"}`}}},
				FinishReason: "tool_calls",
			},
		},
		{
			name: "content null alone",
			body: `{"choices":[{"message":{"role":"assistant","content":null},"finish_reason":"stop"}]}`,
			want: provider.Response{Message: provider.Message{Role: "assistant"}, FinishReason: "stop"},
		},
		{
			name: "malformed native arguments pass through",
			body: `{"choices":[{"message":{"role":"assistant","content":"","tool_calls":[` +
				`{"id":"c1","type":"function","function":{"name":"read","arguments":"{\"path\": \"x\""}}]},"finish_reason":"tool_calls"}]}`,
			want: provider.Response{
				Message:      provider.Message{Role: "assistant", ToolCalls: []provider.ToolCall{{ID: "c1", Name: "read", Arguments: `{"path": "x"`}}},
				FinishReason: "tool_calls",
			},
		},
		{
			name: "missing ids and object arguments",
			body: `{"choices":[{"message":{"role":"assistant","tool_calls":[` +
				`{"type":"function","function":{"name":"a","arguments":{"x": 1}}},` +
				`{"type":"function","function":{"name":"b"}}]},"finish_reason":"tool_calls"}]}`,
			want: provider.Response{
				Message: provider.Message{Role: "assistant", ToolCalls: []provider.ToolCall{
					{ID: "call_1", Name: "a", Arguments: `{"x":1}`},
					{ID: "call_2", Name: "b"},
				}},
				FinishReason: "tool_calls",
			},
		},
		{
			name: "native calls win over text calls",
			body: `{"choices":[{"message":{"role":"assistant","content":"<tool_call>{\"name\":\"x\"}</tool_call>","tool_calls":[` +
				`{"id":"c1","type":"function","function":{"name":"y","arguments":"{}"}}]},"finish_reason":"tool_calls"}]}`,
			want: provider.Response{
				Message: provider.Message{Role: "assistant", Content: `<tool_call>{"name":"x"}</tool_call>`,
					ToolCalls: []provider.ToolCall{{ID: "c1", Name: "y", Arguments: "{}"}}},
				FinishReason: "tool_calls",
			},
		},
		{
			name: "text tool calls",
			body: `{"choices":[{"message":{"role":"assistant","content":"On it.\n<tool_call>\n{\"name\": \"read\", \"arguments\": {\"path\": \"a\"}}\n</tool_call>"},"finish_reason":"stop"}],` +
				`"usage":{"prompt_tokens":7,"completion_tokens":9}}`,
			want: provider.Response{
				Message: provider.Message{Role: "assistant", Content: "On it.",
					ToolCalls: []provider.ToolCall{{ID: "call_text_1", Name: "read", Arguments: `{"path":"a"}`}}},
				FinishReason: "stop",
				Usage:        provider.Usage{PromptTokens: 7, CompletionTokens: 9},
			},
		},
		{
			name: "content as text parts, no role",
			body: `{"choices":[{"message":{"content":[{"type":"text","text":"a"},{"type":"text","text":"b"}]},"finish_reason":"length"}]}`,
			want: provider.Response{Message: provider.Message{Role: "assistant", Content: "ab"}, FinishReason: "length"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv, _ := countingServer(t, func(_ int, w http.ResponseWriter, _ *http.Request) { reply(w, 200, tt.body) })
			c, _ := newClient(t, srv.URL, nil)
			got, err := c.Chat(context.Background(), userHi)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

func TestUnexpectedResponses(t *testing.T) {
	tests := []struct {
		name, contentType, body, what string
	}{
		{"garbage", "application/json", "not json at all", "body is not a JSON chat completion: "},
		{"html", "text/html; charset=utf-8", "<!DOCTYPE html><html><body>LM Studio</body></html>", "got an HTML page, not JSON; check that base_url is the API root (often ending in /v1)"},
		{"html without content type", "", "  <html><head><title>x</title></head></html>", "got an HTML page"},
		{"event stream", "text/event-stream", "data: {\"choices\":[]}\n\ndata: [DONE]\n\n", `got a server-sent event stream although the request said "stream": false`},
		{"empty choices", "application/json", `{"id":"x","object":"chat.completion","choices":[]}`, `"choices" is empty, so there is no reply`},
		{"no choices", "application/json", `{"id":"x","object":"list","data":[]}`, `no "choices" field`},
		{"choices wrong type", "application/json", `{"choices":"yes"}`, "body is not a JSON chat completion: "},
		{"no message", "application/json", `{"choices":[{"index":0,"finish_reason":"stop"}]}`, `choices[0] has no "message"`},
		{"content a number", "application/json", `{"choices":[{"message":{"content":42}}]}`, "choices[0].message.content is neither a string nor null"},
		{"error in a 200", "application/json", `{"error":{"message":"upstream overloaded","code":502}}`, `the server reported an error: "upstream overloaded"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv, count := countingServer(t, func(_ int, w http.ResponseWriter, _ *http.Request) {
				if tt.contentType != "" {
					w.Header().Set("Content-Type", tt.contentType)
				}
				io.WriteString(w, tt.body)
			})
			c, rec := newClient(t, srv.URL+"/v1", nil)
			_, err := c.Chat(context.Background(), userHi)
			if err == nil {
				t.Fatal("Chat succeeded, want an error")
			}
			prefix := "provider: unexpected response from " + srv.URL + "/v1/chat/completions: " + tt.what
			msg := err.Error()
			if !strings.HasPrefix(msg, prefix) {
				t.Errorf("error = %q, want prefix %q", msg, prefix)
			}
			first := tt.body
			if len(first) > 200 {
				first = first[:200]
			}
			if !strings.HasSuffix(msg, fmt.Sprintf("(first 200 bytes: %q)", first)) {
				t.Errorf("error = %q, want it to end with the body", msg)
			}
			if strings.Contains(msg, "\n") {
				t.Errorf("error has a line break: %q", msg)
			}
			if n := count.Load(); n != 1 || len(rec.got()) != 0 {
				t.Errorf("%d attempts, delays %v; want 1 attempt, no retry", n, rec.got())
			}
		})
	}
}

func TestRetry429ThenSuccess(t *testing.T) {
	srv, count := countingServer(t, func(n int, w http.ResponseWriter, _ *http.Request) {
		if n <= 2 {
			reply(w, 429, `{"error":{"message":"Rate limit reached","type":"requests","code":"rate_limit_exceeded"}}`)
			return
		}
		reply(w, 200, okBody)
	})
	c, rec := newClient(t, srv.URL, nil)
	got, err := c.Chat(context.Background(), userHi)
	if err != nil {
		t.Fatal(err)
	}
	if got.Message.Content != "hello" {
		t.Errorf("content = %q, want %q", got.Message.Content, "hello")
	}
	if n := count.Load(); n != 3 {
		t.Errorf("%d attempts, want 3", n)
	}
	delays := rec.got()
	if len(delays) != 2 {
		t.Fatalf("delays %v, want 2", delays)
	}
	// Exponential with jitter in [d/2, d): 0.5s then 1s.
	for i, base := range []time.Duration{500 * time.Millisecond, time.Second} {
		if d := delays[i]; d < base/2 || d >= base {
			t.Errorf("delay %d = %v, want in [%v, %v)", i+1, d, base/2, base)
		}
	}
}

func TestBackoffGrowsAndCaps(t *testing.T) {
	for attempt, base := range map[int]time.Duration{1: 500 * time.Millisecond, 2: time.Second, 3: 2 * time.Second, 6: 16 * time.Second, 7: 20 * time.Second, 40: 20 * time.Second} {
		for range 50 {
			if d := provider.Backoff(attempt); d < base/2 || d >= base {
				t.Fatalf("backoff(%d) = %v, want in [%v, %v)", attempt, d, base/2, base)
			}
		}
	}
}

func TestRetryAfter(t *testing.T) {
	tests := []struct {
		name   string
		header map[string]string
		want   time.Duration
	}{
		{"seconds", map[string]string{"Retry-After": "2"}, 2 * time.Second},
		{"milliseconds", map[string]string{"Retry-After-Ms": "150", "Retry-After": "9"}, 150 * time.Millisecond},
		{"http date", map[string]string{"Retry-After": "in 30s"}, 30 * time.Second}, // dated when the reply is sent
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv, count := countingServer(t, func(n int, w http.ResponseWriter, _ *http.Request) {
				if n == 1 {
					for k, v := range tt.header {
						if v == "in 30s" {
							// Dated here, not when the table was built: the
							// subtests before this one take time, more so
							// under -race on a busy machine.
							v = time.Now().Add(30 * time.Second).UTC().Format(http.TimeFormat)
						}
						w.Header().Set(k, v)
					}
					reply(w, 503, `{"error":{"message":"loading model"}}`)
					return
				}
				reply(w, 200, okBody)
			})
			c, rec := newClient(t, srv.URL, nil)
			if _, err := c.Chat(context.Background(), userHi); err != nil {
				t.Fatal(err)
			}
			if n := count.Load(); n != 2 {
				t.Errorf("%d attempts, want 2", n)
			}
			delays := rec.got()
			if len(delays) != 1 {
				t.Fatalf("delays = %v, want one", delays)
			}
			// An HTTP date has one-second resolution, and the reply
			// takes a moment to reach the client.
			if d := delays[0]; d > tt.want || d < tt.want-2*time.Second || (tt.name != "http date" && d != tt.want) {
				t.Errorf("delay = %v, want %v", d, tt.want)
			}
		})
	}
}

func TestRetryAfterTooLongGivesUp(t *testing.T) {
	srv, count := countingServer(t, func(_ int, w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Retry-After", "3600")
		reply(w, 429, `{"error":{"message":"daily quota exceeded"}}`)
	})
	c, rec := newClient(t, srv.URL, nil)
	_, err := c.Chat(context.Background(), userHi)
	want := fmt.Sprintf(`provider: 429 too many requests from %s/chat/completions: "daily quota exceeded"; the server asks to wait 1h0m0s before trying again`, srv.URL)
	if err == nil || err.Error() != want {
		t.Errorf("error = %v\nwant    %s", err, want)
	}
	var ae *provider.APIError
	if !errors.As(err, &ae) || ae.RetryAfter != time.Hour {
		t.Errorf("error %#v is not an *APIError with RetryAfter 1h", err)
	}
	if n := count.Load(); n != 1 || len(rec.got()) != 0 {
		t.Errorf("%d attempts, delays %v; want 1 attempt", n, rec.got())
	}
}

func TestServerErrorGivesUp(t *testing.T) {
	srv, count := countingServer(t, func(_ int, w http.ResponseWriter, _ *http.Request) {
		reply(w, 500, `{"error":{"message":"boom","type":"server_error","code":null}}`)
	})
	c, rec := newClient(t, srv.URL+"/v1", func(o *provider.OpenAIOptions) { o.MaxRetries = 2 })
	_, err := c.Chat(context.Background(), userHi)
	want := fmt.Sprintf(`provider: 500 internal server error from %s/v1/chat/completions: "boom"; gave up after 3 attempts; the model server failed; try again later or check its logs`, srv.URL)
	if err == nil || err.Error() != want {
		t.Errorf("error = %v\nwant    %s", err, want)
	}
	var ae *provider.APIError
	if !errors.As(err, &ae) {
		t.Fatalf("error %T is not an *APIError", err)
	}
	wantErr := &provider.APIError{Status: 500, Message: "boom", Type: "server_error", URL: srv.URL + "/v1/chat/completions", Attempts: 3, Hint: ae.Hint}
	if diff := cmp.Diff(wantErr, ae); diff != "" {
		t.Errorf("APIError (-want +got):\n%s", diff)
	}
	if n := count.Load(); n != 3 || len(rec.got()) != 2 {
		t.Errorf("%d attempts and %d waits, want 3 and 2", n, len(rec.got()))
	}
}

func TestDefaultRetriesAndNoRetries(t *testing.T) {
	for _, tt := range []struct {
		maxRetries, attempts int32
	}{{0, 4}, {-1, 1}, {1, 2}} {
		srv, count := countingServer(t, func(_ int, w http.ResponseWriter, _ *http.Request) {
			reply(w, 502, "<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>")
		})
		c, _ := newClient(t, srv.URL, func(o *provider.OpenAIOptions) { o.MaxRetries = int(tt.maxRetries) })
		_, err := c.Chat(context.Background(), userHi)
		var ae *provider.APIError
		if !errors.As(err, &ae) || ae.Status != 502 || ae.Message != "HTML page: 502 Bad Gateway" {
			t.Errorf("MaxRetries %d: error = %v, want a 502 APIError with the page title", tt.maxRetries, err)
		}
		if n := count.Load(); n != tt.attempts {
			t.Errorf("MaxRetries %d: %d attempts, want %d", tt.maxRetries, n, tt.attempts)
		}
	}
}

func TestClientErrorsNotRetried(t *testing.T) {
	tests := []struct {
		status int
		body   string
		edit   func(*provider.OpenAIOptions)
		want   string // with %s for the endpoint
	}{
		{400, `{"error":{"message":"This model's maximum context length is 8192 tokens.","type":"invalid_request_error","param":"messages","code":"context_length_exceeded"}}`, nil,
			`provider: 400 bad request from %s: "This model's maximum context length is 8192 tokens."`},
		{401, `{"error":{"message":"Incorrect API key provided: sk-wr***ng.","type":"invalid_request_error","code":"invalid_api_key"}}`,
			func(o *provider.OpenAIOptions) { o.APIKey = "sk-wrong"; o.APIKeyEnv = "OPENAI_API_KEY" },
			`provider: 401 unauthorized from %s: "Incorrect API key provided: sk-wr***ng."; check the API key in $OPENAI_API_KEY`},
		{401, `{"error":"unauthorized"}`, func(o *provider.OpenAIOptions) { o.APIKeyEnv = "OPENROUTER_API_KEY" },
			`provider: 401 unauthorized from %s: "unauthorized"; no API key was sent; set $OPENROUTER_API_KEY`},
		{403, `{"detail":"Forbidden"}`, func(o *provider.OpenAIOptions) { o.APIKey = "k" },
			`provider: 403 forbidden from %s: "Forbidden"; check that the API key may use model "m"`},
		{404, `{"error":{"message":"model \"llama9\" not found, try pulling it first","type":"api_error"}}`, func(o *provider.OpenAIOptions) { o.Model = "llama9" },
			`provider: 404 not found from %s: "model \"llama9\" not found, try pulling it first"; check base_url and that model "llama9" exists`},
		{404, "404 page not found\n", nil,
			`provider: 404 not found from %s: "404 page not found"; check base_url and that model "m" exists`},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.status), func(t *testing.T) {
			srv, count := countingServer(t, func(_ int, w http.ResponseWriter, _ *http.Request) { reply(w, tt.status, tt.body) })
			c, rec := newClient(t, srv.URL+"/v1", tt.edit)
			_, err := c.Chat(context.Background(), userHi)
			want := fmt.Sprintf(tt.want, srv.URL+"/v1/chat/completions")
			if err == nil || err.Error() != want {
				t.Errorf("error = %v\nwant    %s", err, want)
			}
			var ae *provider.APIError
			if !errors.As(err, &ae) || ae.Status != tt.status {
				t.Errorf("error %v is not an *APIError with status %d", err, tt.status)
			}
			if n := count.Load(); n != 1 || len(rec.got()) != 0 {
				t.Errorf("%d attempts, delays %v; want 1 attempt, no retry", n, rec.got())
			}
		})
	}
}

// closedPort returns the address of a loopback port that was listened on
// and closed, so nothing answers there.
func closedPort(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	return addr
}

func TestConnectionRefused(t *testing.T) {
	addr := closedPort(t)
	c, rec := newClient(t, "http://"+addr+"/v1", nil)
	_, err := c.Chat(context.Background(), userHi)
	want := "provider: cannot connect to http://" + addr + ": is the model server running?"
	if err == nil || err.Error() != want {
		t.Errorf("error = %v\nwant    %s", err, want)
	}
	if !errors.Is(err, syscall.ECONNREFUSED) {
		t.Errorf("errors.Is(%v, ECONNREFUSED) = false", err)
	}
	if d := rec.got(); len(d) != 0 {
		t.Errorf("refused connection retried with delays %v", d)
	}
}

func TestDroppedConnectionRetried(t *testing.T) {
	srv, count := countingServer(t, func(n int, w http.ResponseWriter, _ *http.Request) {
		if n == 1 {
			conn, _, err := http.NewResponseController(w).Hijack()
			if err != nil {
				t.Error(err)
				return
			}
			conn.Close() // no response at all
			return
		}
		reply(w, 200, okBody)
	})
	c, rec := newClient(t, srv.URL, nil)
	got, err := c.Chat(context.Background(), userHi)
	if err != nil {
		t.Fatal(err)
	}
	if got.Message.Content != "hello" || count.Load() != 2 || len(rec.got()) != 1 {
		t.Errorf("content %q after %d attempts and %d waits; want hello after 2 and 1", got.Message.Content, count.Load(), len(rec.got()))
	}
}

func TestDroppedConnectionGivesUp(t *testing.T) {
	srv, count := countingServer(t, func(_ int, w http.ResponseWriter, _ *http.Request) {
		conn, _, err := http.NewResponseController(w).Hijack()
		if err != nil {
			t.Error(err)
			return
		}
		// Promise a body and break off in the middle of it.
		io.WriteString(conn, "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{\"choices\":")
		conn.Close()
	})
	c, _ := newClient(t, srv.URL, func(o *provider.OpenAIOptions) { o.MaxRetries = 1 })
	_, err := c.Chat(context.Background(), userHi)
	if err == nil || !errors.Is(err, io.ErrUnexpectedEOF) {
		t.Fatalf("error = %v, want one wrapping io.ErrUnexpectedEOF", err)
	}
	wantPrefix := "provider: connection to " + srv.URL + " dropped before a full response"
	if !strings.HasPrefix(err.Error(), wantPrefix) || !strings.HasSuffix(err.Error(), "(gave up after 2 attempts)") {
		t.Errorf("error = %q, want %q... (gave up after 2 attempts)", err, wantPrefix)
	}
	if n := count.Load(); n != 2 {
		t.Errorf("%d attempts, want 2", n)
	}
}

// hungServer accepts requests and never answers until the client goes
// away. arrived receives once per request.
func hungServer(t *testing.T) (*httptest.Server, <-chan struct{}) {
	t.Helper()
	arrived := make(chan struct{}, 8)
	release := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// Reading the body to its end lets the server notice the client
		// hanging up, which cancels r.Context().
		io.Copy(io.Discard, r.Body)
		arrived <- struct{}{}
		select {
		case <-r.Context().Done():
		case <-release:
		}
	}))
	t.Cleanup(srv.Close)
	t.Cleanup(func() { close(release) }) // runs first, so Close cannot hang
	return srv, arrived
}

// chatAsync runs Chat in a goroutine; the test bounds how long it waits.
func chatAsync(ctx context.Context, c *provider.OpenAI) <-chan error {
	done := make(chan error, 1)
	go func() {
		_, err := c.Chat(ctx, userHi)
		done <- err
	}()
	return done
}

func TestCancelDuringHungServer(t *testing.T) {
	srv, arrived := hungServer(t)
	c, _ := newClient(t, srv.URL, nil)
	ctx, cancel := context.WithCancel(context.Background())
	done := chatAsync(ctx, c)
	<-arrived
	cancel()
	select {
	case err := <-done:
		if !errors.Is(err, context.Canceled) {
			t.Errorf("error = %v, want context.Canceled", err)
		}
		if want := "provider: chat request to " + srv.URL + "/chat/completions: context canceled"; err == nil || err.Error() != want {
			t.Errorf("error = %v\nwant    %s", err, want)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Chat did not return after its context was cancelled")
	}
}

func TestAttemptTimeout(t *testing.T) {
	srv, arrived := hungServer(t)
	c, rec := newClient(t, srv.URL, func(o *provider.OpenAIOptions) { o.Timeout = 50 * time.Millisecond })
	err := <-chatAsync(context.Background(), c)
	want := "provider: no complete response from " + srv.URL + "/chat/completions within 50ms; the server is overloaded or the model is slow, so raise the timeout or use a smaller model"
	if err == nil || err.Error() != want {
		t.Errorf("error = %v\nwant    %s", err, want)
	}
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("errors.Is(%v, DeadlineExceeded) = false", err)
	}
	if len(arrived) != 1 || len(rec.got()) != 0 {
		t.Errorf("%d requests, delays %v; a timeout must not be retried", len(arrived), rec.got())
	}
}

func TestCancelDuringBackoff(t *testing.T) {
	arrived := make(chan struct{}, 8)
	srv, _ := countingServer(t, func(_ int, w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Retry-After", "30")
		reply(w, 429, `{"error":{"message":"slow down"}}`)
		arrived <- struct{}{}
	})
	c, err := provider.NewOpenAI(provider.OpenAIOptions{BaseURL: srv.URL, Model: "m"}) // real sleep
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := chatAsync(ctx, c)
	<-arrived
	cancel()
	select {
	case err := <-done:
		if !errors.Is(err, context.Canceled) {
			t.Errorf("error = %v, want context.Canceled", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Chat kept waiting out Retry-After after its context was cancelled")
	}
	if len(arrived) != 0 {
		t.Errorf("retried after cancellation")
	}
}

func TestResponseTooLarge(t *testing.T) {
	srv, _ := countingServer(t, func(_ int, w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		chunk := bytes.Repeat([]byte(" "), 1<<20)
		io.WriteString(w, `{"choices":[`)
		for range provider.MaxResponseBytes>>20 + 1 {
			if _, err := w.Write(chunk); err != nil {
				return // the client stopped reading, as it should
			}
		}
		io.WriteString(w, `]}`)
	})
	c, _ := newClient(t, srv.URL, nil)
	_, err := c.Chat(context.Background(), userHi)
	if err == nil || !strings.Contains(err.Error(), "body is larger than 32 MiB") {
		t.Errorf("error = %v, want one about the size", err)
	}
}

func TestAPIKeyNeverLogged(t *testing.T) {
	const key = "sk-secret-0123456789"
	srv, _ := countingServer(t, func(n int, w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Authorization") != "Bearer "+key || r.Header.Get("X-Gateway-Token") != "tok-secret" {
			t.Errorf("credentials not sent: %q", r.Header)
		}
		if n == 1 {
			reply(w, 503, `{"error":{"message":"busy"}}`)
			return
		}
		reply(w, 401, `{"error":{"message":"bad key"}}`)
	})
	var logs bytes.Buffer
	c, _ := newClient(t, "http://user:pw-secret@"+strings.TrimPrefix(srv.URL, "http://"), func(o *provider.OpenAIOptions) {
		o.APIKey = key
		o.ExtraHeaders = map[string]string{"X-Gateway-Token": "tok-secret"}
		o.Logger = slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	})
	_, err := c.Chat(context.Background(), userHi)
	if err == nil {
		t.Fatal("Chat succeeded, want a 401")
	}
	if !strings.Contains(logs.String(), "retrying") {
		t.Errorf("no retry logged:\n%s", logs.String())
	}
	for _, secret := range []string{key, "tok-secret", "pw-secret"} {
		if strings.Contains(logs.String(), secret) || strings.Contains(err.Error(), secret) {
			t.Errorf("%q leaked into the log or the error %q:\n%s", secret, err, logs.String())
		}
	}
}

func TestNewOpenAIValidation(t *testing.T) {
	neg := -time.Second
	tests := []struct {
		name string
		o    provider.OpenAIOptions
		want string
	}{
		{"no base", provider.OpenAIOptions{Model: "m"}, `provider: base_url "" is not an http or https URL; set it to the API root, e.g. "http://localhost:11434/v1"`},
		{"no scheme", provider.OpenAIOptions{BaseURL: "localhost:11434/v1", Model: "m"}, `provider: base_url "localhost:11434/v1" is not an http or https URL; set it to the API root, e.g. "http://localhost:11434/v1"`},
		{"ftp", provider.OpenAIOptions{BaseURL: "ftp://h/v1", Model: "m"}, `provider: base_url "ftp://h/v1" is not an http or https URL; set it to the API root, e.g. "http://localhost:11434/v1"`},
		{"no host", provider.OpenAIOptions{BaseURL: "http:///v1", Model: "m"}, `provider: base_url "http:///v1" is not an http or https URL; set it to the API root, e.g. "http://localhost:11434/v1"`},
		{"endpoint given", provider.OpenAIOptions{BaseURL: "http://h/v1/chat/completions/", Model: "m"}, `provider: base_url "http://h/v1/chat/completions" ends in /chat/completions; give the API root, e.g. "http://h/v1"`},
		{"query", provider.OpenAIOptions{BaseURL: "http://h/v1?x=1", Model: "m"}, `provider: base_url "http://h/v1?x=1" has a query or fragment; give the API root only, e.g. "https://api.openai.com/v1"`},
		{"no model", provider.OpenAIOptions{BaseURL: "http://h/v1", Model: " "}, `provider: model is empty; set it to a model name the server knows, e.g. "gpt-4o-mini" or "qwen2.5:7b"`},
		{"negative timeout", provider.OpenAIOptions{BaseURL: "http://h/v1", Model: "m", Timeout: neg}, `provider: timeout -1s is negative; use a positive duration such as 120s`},
		{"key with newline", provider.OpenAIOptions{BaseURL: "http://h/v1", Model: "m", APIKey: "sk-abc\n"}, `provider: API key contains a line break; check how it was copied into the environment`},
		{"bad header name", provider.OpenAIOptions{BaseURL: "http://h/v1", Model: "m", ExtraHeaders: map[string]string{"X Bad": "v"}}, `provider: extra header name "X Bad" is not a valid HTTP header name`},
		{"bad header value", provider.OpenAIOptions{BaseURL: "http://h/v1", Model: "m", ExtraHeaders: map[string]string{"X-A": "v\r\nX-B: w"}}, `provider: extra header "X-A" has a line break or NUL in its value`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := provider.NewOpenAI(tt.o)
			if err == nil || err.Error() != tt.want {
				t.Errorf("error = %v\nwant    %s", err, tt.want)
			}
			if c != nil {
				t.Errorf("got a client with an error")
			}
		})
	}
	for _, base := range []string{"http://localhost:11434/v1", "https://openrouter.ai/api/v1/", "http://127.0.0.1:8080"} {
		c, err := provider.NewOpenAI(provider.OpenAIOptions{BaseURL: base, Model: "m"})
		if err != nil || c.Model() != "m" {
			t.Errorf("NewOpenAI(%q) = %v, %v; want a client", base, c, err)
		}
	}
}
