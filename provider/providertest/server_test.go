package providertest_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/pramana-dev/pramana/provider"
	"github.com/pramana-dev/pramana/provider/providertest"
)

func start(t *testing.T, script ...providertest.Turn) *providertest.Server {
	t.Helper()
	s := providertest.New(script)
	s.Start()
	t.Cleanup(s.Close)
	return s
}

// post sends body as a chat request and decodes the JSON answer.
func post(t *testing.T, url, body string) (int, map[string]any) {
	t.Helper()
	resp, err := http.Post(url+"/chat/completions", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if ct := resp.Header.Get("Content-Type"); ct != "application/json" {
		t.Errorf("Content-Type = %q, want application/json", ct)
	}
	var out map[string]any
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		t.Fatalf("answer is not JSON: %v", err)
	}
	return resp.StatusCode, out
}

func TestCompletionWireFormat(t *testing.T) {
	s := start(t,
		providertest.Turn{ToolCalls: []provider.ToolCall{{ID: "call_x", Name: "read", Arguments: `{"path":"a"}`}, {Name: "now"}}},
		providertest.Turn{Content: "done", FinishReason: "length"},
	)
	status, got := post(t, s.URL(), `{"model":"gpt-x","messages":[{"role":"user","content":"hi"}],"stream":false}`)
	if status != 200 {
		t.Fatalf("status %d: %v", status, got)
	}
	created, _ := got["created"].(float64)
	if created < float64(time.Now().Add(-time.Hour).Unix()) {
		t.Errorf("created = %v, want a current Unix time", got["created"])
	}
	delete(got, "created")
	want := map[string]any{
		"id":                 "chatcmpl-providertest-1",
		"object":             "chat.completion",
		"model":              "gpt-x",
		"system_fingerprint": "fp_providertest",
		"choices": []any{map[string]any{
			"index":    0.0,
			"logprobs": nil,
			"message": map[string]any{
				"role":    "assistant",
				"content": nil,
				"refusal": nil,
				"tool_calls": []any{
					map[string]any{"id": "call_x", "type": "function", "function": map[string]any{"name": "read", "arguments": `{"path":"a"}`}},
					map[string]any{"id": "call_1_2", "type": "function", "function": map[string]any{"name": "now", "arguments": "{}"}},
				},
			},
			"finish_reason": "tool_calls",
		}},
		"usage": map[string]any{"prompt_tokens": 5.0, "completion_tokens": 6.0, "total_tokens": 11.0},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("completion (-want +got):\n%s", diff)
	}

	_, got = post(t, s.URL(), `{"model":"gpt-x","messages":[{"role":"user","content":[{"type":"text","text":"again"}]}]}`)
	choice := got["choices"].([]any)[0].(map[string]any)
	if msg := choice["message"].(map[string]any); msg["content"] != "done" || msg["tool_calls"] != nil || choice["finish_reason"] != "length" {
		t.Errorf("second choice = %v, want content done, no tool_calls, finish_reason length", choice)
	}
	if got := s.Requests()[1].Messages[0].Content; got != "again" {
		t.Errorf("content parts decoded as %q, want %q", got, "again")
	}
}

func TestRejectsMalformedRequests(t *testing.T) {
	s := start(t, providertest.Turn{Content: "ok"})
	tests := []struct{ name, body, want string }{
		{"not json", `{"model":`, "body is not a JSON object"},
		{"no model", `{"messages":[{"role":"user","content":"hi"}]}`, `"model" is missing`},
		{"stream", `{"model":"m","stream":true,"messages":[{"role":"user","content":"hi"}]}`, `"stream": true is not supported`},
		{"no messages", `{"model":"m","messages":[]}`, `"messages" is missing or empty`},
		{"bad role", `{"model":"m","messages":[{"role":"robot","content":"hi"}]}`, `messages[0]: role "robot"`},
		{"null user content", `{"model":"m","messages":[{"role":"user","content":null}]}`, "content is missing or null"},
		{"tool without id", `{"model":"m","messages":[{"role":"tool","content":"x"}]}`, "a tool message needs tool_call_id"},
		{"call without type", `{"model":"m","messages":[{"role":"assistant","content":null,"tool_calls":[{"id":"c","function":{"name":"f","arguments":"{}"}}]}]}`, `tool_calls[0].type is ""`},
		{"arguments as object", `{"model":"m","messages":[{"role":"assistant","content":null,"tool_calls":[{"id":"c","type":"function","function":{"name":"f","arguments":{}}}]}]}`, "tool_calls[0]: json: cannot unmarshal"},
		{"user with tool_calls", `{"model":"m","messages":[{"role":"user","content":"x","tool_calls":[{"id":"c"}]}]}`, "a user message has tool_calls"},
		{"tool spec type", `{"model":"m","messages":[{"role":"user","content":"x"}],"tools":[{"function":{"name":"f"}}]}`, `tools[0].type is ""`},
		{"tool params", `{"model":"m","messages":[{"role":"user","content":"x"}],"tools":[{"type":"function","function":{"name":"f","parameters":"{}"}}]}`, "tools[0].function.parameters is not a JSON object"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			status, got := post(t, s.URL(), tt.body)
			e, _ := got["error"].(map[string]any)
			msg, _ := e["message"].(string)
			if status != 400 || e["type"] != "invalid_request_error" || !strings.Contains(msg, tt.want) {
				t.Errorf("status %d, error %v; want 400 invalid_request_error containing %q", status, got, tt.want)
			}
		})
	}
	if n := len(s.Requests()); n != 0 {
		t.Errorf("%d rejected requests recorded", n)
	}
	// Rejections do not use up the script.
	if status, got := post(t, s.URL(), `{"model":"m","messages":[{"role":"user","content":"hi"}]}`); status != 200 {
		t.Errorf("valid request after rejections: %d %v", status, got)
	}
}

func TestRoutes(t *testing.T) {
	s := providertest.New(nil)
	if u := s.URL(); u != "" {
		t.Errorf("URL before Start = %q, want empty", u)
	}
	s.Start()
	defer s.Close()
	if !strings.HasPrefix(s.URL(), "http://127.0.0.1:") || !strings.HasSuffix(s.URL(), "/v1") {
		t.Errorf("URL = %q, want http://127.0.0.1:<port>/v1", s.URL())
	}
	resp, err := http.Get(s.URL() + "/chat/completions")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("GET: status %d, want 405", resp.StatusCode)
	}
	resp, err = http.Post(s.URL()+"/completions", "application/json", strings.NewReader("{}"))
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusNotFound || !strings.Contains(string(body), "no route") {
		t.Errorf("other path: %d %s, want 404", resp.StatusCode, body)
	}
}

func newClient(t *testing.T, s *providertest.Server) *provider.OpenAI {
	t.Helper()
	c, err := provider.NewOpenAI(provider.OpenAIOptions{BaseURL: s.URL(), Model: "scripted", MaxRetries: -1})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

var hi = provider.Request{Messages: []provider.Message{{Role: provider.RoleUser, Content: "hi"}}}

func TestScriptedErrorAndExhaustion(t *testing.T) {
	s := start(t, providertest.Turn{Status: 503, Content: "model is loading"}, providertest.Turn{Content: "up"})
	c := newClient(t, s)
	ctx := context.Background()

	_, err := c.Chat(ctx, hi)
	var ae *provider.APIError
	if !errors.As(err, &ae) || ae.Status != 503 || ae.Message != "model is loading" || ae.Type != "scripted_error" {
		t.Errorf("first: error = %v, want a 503 APIError saying the model is loading", err)
	}
	if r, err := c.Chat(ctx, hi); err != nil || r.Message.Content != "up" {
		t.Errorf("second: %+v, %v; want content up", r, err)
	}
	_, err = c.Chat(ctx, hi)
	if !errors.As(err, &ae) || ae.Status != 400 || !strings.Contains(ae.Message, "script exhausted: request 3, but the script has 2 turns") {
		t.Errorf("third: error = %v, want a 400 saying the script is exhausted", err)
	}
	if n := len(s.Requests()); n != 2 {
		t.Errorf("%d requests recorded, want 2 (the exhausted one is not)", n)
	}
}

func TestReplyEchoesToolResult(t *testing.T) {
	const receipt = "zc-receipt-1774608496-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA"
	var s *providertest.Server
	s = start(t,
		providertest.Turn{ToolCalls: []provider.ToolCall{{Name: "list_dir", Arguments: `{"path":"."}`}}},
		providertest.Turn{Reply: func(req providertest.Request) providertest.Turn {
			// Requests may be called from a Reply, and already holds req.
			if n := len(s.Requests()); n != 2 {
				return providertest.Turn{Content: fmt.Sprintf("Requests() has %d inside Reply, want 2", n)}
			}
			res := req.LastToolResult()
			i := strings.Index(res, "[receipt: ")
			if i < 0 {
				return providertest.Turn{Content: "no receipt"}
			}
			return providertest.Turn{Content: "Listed " + strings.TrimSuffix(res[i:], "]") + "]"}
		}},
	)
	c := newClient(t, s)
	ctx := context.Background()
	r1, err := c.Chat(ctx, hi)
	if err != nil {
		t.Fatal(err)
	}
	msgs := append(hi.Messages, r1.Message, provider.Message{Role: provider.RoleTool, ToolCallID: r1.Message.ToolCalls[0].ID, Content: "a\n\n[receipt: " + receipt + "]"})
	r2, err := c.Chat(ctx, provider.Request{Messages: msgs})
	if err != nil {
		t.Fatal(err)
	}
	if want := "Listed [receipt: " + receipt + "]"; r2.Message.Content != want {
		t.Errorf("content = %q, want %q", r2.Message.Content, want)
	}
	if got := s.Requests()[1].Messages; !cmp.Equal(got, msgs) {
		t.Errorf("recorded messages (-want +got):\n%s", cmp.Diff(msgs, got))
	}
}

func TestConcurrentRequestsTakeDistinctTurns(t *testing.T) {
	const n = 8
	s := start(t)
	for i := range n {
		s.Append(providertest.Turn{Content: string(rune('a' + i))})
	}
	c := newClient(t, s)
	var mu sync.Mutex
	seen := map[string]bool{}
	var wg sync.WaitGroup
	for range n {
		wg.Go(func() {
			r, err := c.Chat(context.Background(), hi)
			if err != nil {
				t.Error(err)
				return
			}
			mu.Lock()
			seen[r.Message.Content] = true
			mu.Unlock()
		})
	}
	wg.Wait()
	if len(seen) != n || len(s.Requests()) != n {
		t.Errorf("replies %v and %d requests, want %d distinct", seen, len(s.Requests()), n)
	}
}
